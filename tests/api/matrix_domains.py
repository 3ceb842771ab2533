"""Cross-tenant matrix entries for /v1/domains (collected by test_cross_tenant_matrix):
every route, with "the domain is another tenant's" answering exactly like a missing one."""

from __future__ import annotations

import secrets

from tests.api.matrix import Case
from tests.conftest import World

_PARTNER_FOREIGN = ("other_tenant_key", "other_partner_key")


def _fresh_name() -> str:
    """A new name per call: a foreign key's create succeeds for its own tenant, and must
    not take the name the owner's create uses."""
    return f"m{secrets.token_hex(5)}.example.test"


def _tenant(w: World) -> str:
    return w.tenant.id


def _domain(w: World) -> str:
    from tests.factories import DomainFactory

    return DomainFactory(tenant=w.tenant).id


def _active_domain(w: World) -> str:
    from tests.factories import DomainFactory

    return DomainFactory(tenant=w.tenant, state="active").id


ENTRIES: dict[str, list[Case]] = {
    "domain-list": [
        Case("GET", "/v1/domains", "tenant_key", _domain),
        Case("GET", "/v1/domains", "partner_key", _domain),
        Case(
            "POST",
            "/v1/domains",
            "tenant_key",
            _tenant,
            body=lambda _: {"name": _fresh_name()},
        ),
        Case(
            "POST",
            "/v1/domains",
            "partner_key",
            _tenant,
            id_in_body=True,
            body=lambda tid: {"name": _fresh_name(), "tenant_id": tid},
            foreign=_PARTNER_FOREIGN,
        ),
    ],
    "domain-detail": [
        Case("GET", "/v1/domains/{id}", "tenant_key", _domain),
        Case("GET", "/v1/domains/{id}", "partner_key", _domain, foreign=_PARTNER_FOREIGN),
        Case(
            "PATCH",
            "/v1/domains/{id}",
            "tenant_key",
            _domain,
            body=lambda _: {"method": "send_only"},
        ),
        Case("DELETE", "/v1/domains/{id}", "tenant_key", _domain, owner_sees_id=False),
    ],
    "domain-records": [
        Case("GET", "/v1/domains/{id}/records", "tenant_key", _domain, owner_sees_id=False),
        Case(
            "GET",
            "/v1/domains/{id}/records?format=bind",
            "tenant_key",
            _domain,
            owner_sees_id=False,
        ),
    ],
    "domain-verify": [Case("POST", "/v1/domains/{id}/verify", "tenant_key", _domain)],
    "domain-probe": [Case("POST", "/v1/domains/{id}/probe", "tenant_key", _active_domain)],
}
