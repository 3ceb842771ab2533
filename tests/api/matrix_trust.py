"""Cross-tenant matrix entries for quarantine, wait, trust policy and allow/block lists."""

from __future__ import annotations

from django.utils import timezone

from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import IdentityFactory, MessageFactory, ThreadFactory


def _identity(w: World) -> str:
    return IdentityFactory(tenant=w.tenant).id


def _quarantined(w: World) -> str:
    thread = ThreadFactory(identity=IdentityFactory(tenant=w.tenant), message_count=0)
    return MessageFactory(
        thread=thread,
        quarantine_state="quarantined",
        quarantine_reasons=[{"code": "prompt_injection", "detail": "test"}],
        quarantined_at=timezone.now(),
    ).id


def _tenant(w: World) -> str:
    return w.tenant.id


ENTRY_VALUE = "matrix-entry.example"


def _entry(w: World) -> str:
    """The path names the tenant and the entry by its value inside that tenant."""
    from apps.lists.services import list_entry_create
    from pylota.core.principal import Actor

    list_entry_create(
        actor=Actor(key_id=w.tenant_key.id),
        tenant=w.tenant,
        direction="receive",
        kind="domain",
        action="block",
        value=ENTRY_VALUE,
    )
    return w.tenant.id


_LISTS = "/v1/tenants/{id}/lists/receive/domain"

ENTRIES: dict[str, list[Case]] = {
    "quarantine-list": [Case("GET", "/v1/quarantine", "tenant_key", _quarantined)],
    "quarantine-detail": [
        Case("GET", "/v1/quarantine/{id}", "tenant_key", _quarantined),
        Case("DELETE", "/v1/quarantine/{id}", "tenant_key", _quarantined),
    ],
    "quarantine-release": [Case("POST", "/v1/quarantine/{id}/release", "tenant_key", _quarantined)],
    "identity-wait": [
        Case(
            "GET",
            "/v1/identities/{id}/wait?timeout=0",
            "tenant_key",
            _identity,
            owner_sees_id=False,
        )
    ],
    "tenant-trust-policy": [
        Case("GET", "/v1/tenants/{id}/trust-policy", "tenant_key", _tenant),
        Case(
            "PATCH",
            "/v1/tenants/{id}/trust-policy",
            "tenant_key",
            _tenant,
            body=lambda _: {"quarantine_release_by_api_keys": False},
        ),
    ],
    "list-entries": [
        Case("GET", _LISTS, "tenant_key", _tenant, owner_sees_id=False),
        Case(
            "POST",
            _LISTS,
            "tenant_key",
            _tenant,
            body=lambda _: {"value": "spam.example", "action": "block"},
        ),
    ],
    "list-entry-detail": [
        Case("GET", f"{_LISTS}/{ENTRY_VALUE}", "tenant_key", _entry, owner_sees_id=False),
        Case("DELETE", f"{_LISTS}/{ENTRY_VALUE}", "tenant_key", _entry),
    ],
}
