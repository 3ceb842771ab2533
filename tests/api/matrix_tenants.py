from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import ApiKeyFactory, PartnerFactory


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

    from apps.events.services import event_record

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


ENTRIES: dict[str, list[Case]] = {
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
