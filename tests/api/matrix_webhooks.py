"""Cross-tenant matrix entries for /v1/webhooks (collected by test_cross_tenant_matrix)."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World

URL = "https://93.184.215.14/hooks"  # a public literal: no DNS, and nothing is ever sent


def _tenant(w: World) -> str:
    return w.tenant.id


def _endpoint(w: World) -> str:
    from apps.webhooks.services import webhook_create
    from pylota.core.principal import Actor

    endpoint, _ = webhook_create(actor=Actor(key_id=w.tenant_key.id), url=URL, tenant=w.tenant)
    return endpoint.id


def _partner_endpoint(w: World) -> str:
    from apps.webhooks.services import webhook_create
    from pylota.core.principal import Actor

    endpoint, _ = webhook_create(actor=Actor(key_id=w.partner_key.id), url=URL, partner=w.partner)
    return endpoint.id


def _endpoint_with_a_delivery(w: World) -> str:
    """The fan-out writes the delivery; the test's transaction never commits, so the
    delivery task is never queued."""
    from django.db import transaction

    from apps.events.services import event_record
    from apps.webhooks.services import webhook_fanout

    endpoint_id = _endpoint(w)
    with transaction.atomic():
        webhook_fanout(event_record(type="identity.created", data={}, tenant_id=w.tenant.id))
    return endpoint_id


_PARTNER_FOREIGN = ("tenant_key", "other_tenant_key", "other_partner_key")

ENTRIES: dict[str, list[Case]] = {
    "webhook-list": [
        Case("GET", "/v1/webhooks", "tenant_key", _endpoint),
        Case("POST", "/v1/webhooks", "tenant_key", _tenant, body=lambda _: {"url": URL}),
        Case(
            "POST",
            "/v1/webhooks",
            "partner_key",
            _tenant,
            id_in_body=True,
            body=lambda tid: {"url": URL, "tenant_id": tid},
        ),
    ],
    "webhook-detail": [
        Case("GET", "/v1/webhooks/{id}", "tenant_key", _endpoint),
        Case(
            "GET", "/v1/webhooks/{id}", "partner_key", _partner_endpoint, foreign=_PARTNER_FOREIGN
        ),
        Case(
            "PATCH",
            "/v1/webhooks/{id}",
            "tenant_key",
            _endpoint,
            body=lambda _: {"description": "renamed"},
        ),
        Case(
            "PATCH",
            "/v1/webhooks/{id}",
            "partner_key",
            _partner_endpoint,
            body=lambda _: {"enabled": False},
            foreign=_PARTNER_FOREIGN,
        ),
        Case("DELETE", "/v1/webhooks/{id}", "tenant_key", _endpoint),
    ],
    "webhook-rotate-secret": [
        Case("POST", "/v1/webhooks/{id}/rotate-secret", "tenant_key", _endpoint),
        Case(
            "POST",
            "/v1/webhooks/{id}/rotate-secret",
            "partner_key",
            _partner_endpoint,
            foreign=_PARTNER_FOREIGN,
        ),
    ],
    "webhook-test": [Case("POST", "/v1/webhooks/{id}/test", "tenant_key", _endpoint)],
    "webhook-replay": [
        Case(
            "POST",
            "/v1/webhooks/{id}/replay",
            "tenant_key",
            _endpoint,
            body=lambda _: {"since": "2020-01-01T00:00:00Z"},
        ),
        Case(
            "POST",
            "/v1/webhooks/{id}/replay",
            "partner_key",
            _partner_endpoint,
            body=lambda _: {"since": "2020-01-01T00:00:00Z"},
            foreign=_PARTNER_FOREIGN,
        ),
    ],
    "webhook-deliveries": [
        Case("GET", "/v1/webhooks/{id}/deliveries", "tenant_key", _endpoint_with_a_delivery),
    ],
}
