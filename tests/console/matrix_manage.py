"""Cross-tenant matrix entries of the workspace machinery screens (identities, webhooks,
API keys, suppressions and lists, events, audit)."""

from __future__ import annotations

from unittest import mock

from apps.lists import services as list_services
from apps.outbound import services as outbound_services
from apps.webhooks import services as webhook_services
from pylota.core.principal import Actor
from pylota.core.webhooks import sender
from tests.console.matrix import Route
from tests.factories import ApiKeyFactory, IdentityFactory

ACTOR = Actor(user="matrix")
PUBLIC_V4 = "93.184.216.34"


def _identity(people) -> dict:
    return {"identity_id": IdentityFactory(tenant=people.tenant).id}


def make_webhook(tenant, **kwargs):
    """An endpoint of ``tenant`` (its URL resolves to a public address, without DNS)."""
    with mock.patch.object(sender.defaults, "resolver", return_value=[PUBLIC_V4]):
        return webhook_services.webhook_create(
            actor=ACTOR, tenant=tenant, url="https://hooks.example.com/in", **kwargs
        )


def _webhook(people) -> dict:
    endpoint, _ = make_webhook(people.tenant)
    return {"webhook_id": endpoint.id}


def _key(people) -> dict:
    return {"key_id": ApiKeyFactory(tenant=people.tenant).id}


def _suppression(people) -> dict:
    row = outbound_services.suppression_create(
        actor=ACTOR, tenant=people.tenant, address="gone@example.com"
    )
    return {"suppression_id": row.id}


def _entry(people) -> dict:
    entry = list_services.list_entry_create(
        actor=ACTOR,
        tenant=people.tenant,
        direction="receive",
        kind="domain",
        action="block",
        value="spam.example",
    )
    return {"direction": "receive", "kind": "domain", "entry_id": entry.id}


POST = ("POST",)
BOTH = ("GET", "POST")

ROUTES = {
    "console-identities": Route(methods=BOTH),
    "console-identity": Route(make=_identity, methods=BOTH),
    "console-identity-pause": Route(make=_identity, methods=POST),
    "console-identity-resume": Route(make=_identity, methods=POST),
    "console-identity-addresses": Route(make=_identity, methods=POST),
    "console-identity-send-policy": Route(make=_identity, methods=POST),
    "console-identity-delete": Route(make=_identity, methods=BOTH),
    "console-webhooks": Route(methods=BOTH),
    "console-webhook": Route(make=_webhook, methods=BOTH),
    "console-webhook-rotate": Route(make=_webhook, methods=POST),
    "console-webhook-test": Route(make=_webhook, methods=POST),
    "console-webhook-replay": Route(make=_webhook, methods=POST),
    "console-webhook-delete": Route(make=_webhook, methods=BOTH),
    "console-webhook-deliveries": Route(make=_webhook),
    "console-keys": Route(methods=BOTH),
    "console-key": Route(make=_key),
    "console-key-rotate": Route(make=_key, methods=POST),
    "console-key-revoke": Route(make=_key, methods=POST),
    "console-lists": Route(),
    "console-suppression-add": Route(methods=BOTH, owner_get_status=302),
    "console-suppression-remove": Route(make=_suppression, methods=POST),
    "console-list-entry-add": Route(methods=BOTH, owner_get_status=302),
    "console-list-entry-remove": Route(make=_entry, methods=POST),
    "console-events": Route(),
    "console-audit": Route(),
}
