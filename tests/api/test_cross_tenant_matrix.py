"""NFR-SEC-1: nobody reaches another tenant's or partner's objects, and nothing tells them
whether an object exists.

The test walks the URL resolver. Every ``/v1`` route and method must have an entry in
``MATRIX``; a new route without one fails ``test_every_route_and_method_is_covered``.
For each entry: the owner succeeds; a foreign tenant's key and a foreign partner's key get
exactly the answer they get for an ID that does not exist (never a 2xx); no key gets 401.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from pylota.core.ids import new_id
from tests.conftest import Api, World
from tests.factories import ApiKeyFactory, PartnerFactory


@dataclass
class Case:
    method: str
    path: str  # "{id}" is replaced by the target ID (or a missing one)
    owner: str  # attribute of World holding the owner's key
    target: Callable[[World], str] | None = None  # builds the owner's object, returns its ID
    body: Callable[[str], dict] = field(default=lambda target_id: {})
    id_in_body: bool = False  # collection routes that name the target in the body
    foreign: tuple[str, ...] = ("other_tenant_key", "other_partner_key")


def _tenant(w: World) -> str:
    return w.tenant.id


def _partner(w: World) -> str:
    return w.partner.id


def _empty_partner(w: World) -> str:
    return PartnerFactory().id


def _tenant_key(w: World) -> str:
    return ApiKeyFactory(tenant=w.tenant).id


def _event(w: World) -> str:
    from django.db import transaction

    from apps.webhooks.services import event_record

    with transaction.atomic():
        return event_record(
            type="identity.created", data={}, tenant_id=w.tenant.id, partner_id=w.partner.id
        ).id


def _audit(w: World) -> str:
    from apps.tenants.services import audit_record
    from pylota.core.principal import Actor

    return audit_record(
        actor=Actor(key_id=w.tenant_key.id),
        type="tenant.updated",
        target=w.tenant,
        tenant_id=w.tenant.id,
        partner_id=w.partner.id,
    ).target_id


MATRIX: dict[str, list[Case]] = {
    "me": [Case("GET", "/v1/me", "tenant_key", _tenant)],
    "tenant-list": [
        Case("GET", "/v1/tenants", "tenant_key", _tenant),
        Case(
            "POST",
            "/v1/tenants",
            "platform",
            _partner,
            id_in_body=True,
            body=lambda pid: {"name": "New", "partner_id": pid},
            foreign=("other_tenant_key", "other_partner_key"),
        ),
    ],
    "tenant-detail": [
        Case("GET", "/v1/tenants/{id}", "tenant_key", _tenant),
        Case("PATCH", "/v1/tenants/{id}", "tenant_key", _tenant, body=lambda _: {"name": "x"}),
    ],
    "tenant-suspend": [Case("POST", "/v1/tenants/{id}/suspend", "partner_key", _tenant)],
    "tenant-resume": [Case("POST", "/v1/tenants/{id}/resume", "partner_key", _tenant)],
    "partner-list": [
        Case("GET", "/v1/partners", "partner_key", _partner),
        Case("POST", "/v1/partners", "platform", body=lambda _: {"name": "P"}),
    ],
    "partner-detail": [
        Case("GET", "/v1/partners/{id}", "partner_key", _partner),
        Case(
            "PATCH",
            "/v1/partners/{id}",
            "partner_key",
            _partner,
            body=lambda _: {"name": "renamed"},
        ),
        Case("DELETE", "/v1/partners/{id}", "platform", _empty_partner),
    ],
    "partner-suspend": [Case("POST", "/v1/partners/{id}/suspend", "platform", _partner)],
    "partner-resume": [Case("POST", "/v1/partners/{id}/resume", "platform", _partner)],
    "key-list": [
        Case("GET", "/v1/keys", "tenant_key", _tenant_key),
        Case(
            "POST",
            "/v1/keys",
            "tenant_key",
            _tenant,
            id_in_body=True,
            body=lambda tid: {
                "name": "k",
                "level": "tenant",
                "tenant_id": tid,
                "permissions": ["events:read"],
            },
        ),
    ],
    "key-detail": [Case("GET", "/v1/keys/{id}", "tenant_key", _tenant_key)],
    "key-rotate": [Case("POST", "/v1/keys/{id}/rotate", "tenant_key", _tenant_key)],
    "key-revoke": [Case("POST", "/v1/keys/{id}/revoke", "tenant_key", _tenant_key)],
    "audit-event-list": [Case("GET", "/v1/audit-events", "tenant_key", _audit)],
    "event-list": [Case("GET", "/v1/events", "tenant_key", _event)],
    "event-detail": [Case("GET", "/v1/events/{id}", "tenant_key", _event)],
}


def _v1_routes() -> dict[str, set[str]]:
    """URL name → HTTP methods, for every pattern under /v1."""
    found: dict[str, set[str]] = {}

    def walk(patterns, prefix: str) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern) and prefix.startswith("v1/"):
                actions = getattr(pattern.callback, "actions", None) or {}
                methods = {m.upper() for m in actions} - {"HEAD", "OPTIONS"}
                found.setdefault(pattern.name, set()).update(methods)

    walk(get_resolver().url_patterns, "")
    return found


def test_every_route_and_method_is_covered():
    routes = _v1_routes()
    covered = {name: {case.method for case in cases} for name, cases in MATRIX.items()}
    missing = {
        name: sorted(methods - covered.get(name, set()))
        for name, methods in routes.items()
        if methods - covered.get(name, set())
    }
    assert not missing, f"routes without a cross-tenant matrix entry: {missing}"
    assert set(covered) <= set(routes), "matrix entries for routes that no longer exist"


CASES = [(name, case) for name, cases in MATRIX.items() for case in cases]


def _call(api: Api, case: Case, target_id: str):
    path = case.path.replace("{id}", target_id)
    body = case.body(target_id) if case.method in ("POST", "PATCH") else None
    return api.request(case.method, path, body)


def _signature(response) -> tuple[int, str | None]:
    data = response.json() if response.content else {}
    return response.status_code, (data.get("error") or {}).get("code")


@pytest.mark.parametrize(("name", "case"), CASES, ids=[f"{n}-{c.method}" for n, c in CASES])
def test_only_the_owner_reaches_an_object(world, name, case):
    target_id = case.target(world) if case.target else ""
    per_object = "{id}" in case.path or case.id_in_body
    missing_id = new_id(target_id.split("_")[0]) if target_id else ""

    assert (
        Api().request(case.method, case.path.replace("{id}", target_id or "x")).status_code == 401
    )

    for role in case.foreign:
        api = Api(getattr(world, role).secret)
        response = _call(api, case, target_id)
        if per_object:
            assert response.status_code >= 400, f"{role} reached {name} {case.method}"
            assert _signature(response) == _signature(_call(api, case, missing_id)), (
                f"{role} can tell that {target_id} exists through {name} {case.method}"
            )
        elif response.status_code < 300 and target_id:
            assert target_id not in response.content.decode(), f"{role} sees {target_id}"

    owner = _call(Api(getattr(world, case.owner).secret), case, target_id)
    assert owner.status_code < 300, owner.content
    if target_id and case.method == "GET":
        assert target_id in owner.content.decode()
