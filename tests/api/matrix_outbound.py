"""Cross-tenant matrix entries for sending: send, delivery, cancel, uploads, drafts,
send policies and suppressions. ``/v1/links/{token}`` is a plain view whose token is the
credential (tests/outbound/test_drafts_links_suppressions.py covers it).
``/v1/transports/ses/notifications`` is a plain view too: Amazon SNS posts there with no key,
the SNS signature and the configured topic are the credential, and an event only reaches
the send whose SES MessageId it names (tests/outbound/test_ses_notifications.py)."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import IdentityFactory

SIM = "delivered@simulator.pylota.test"


def _identity(w: World) -> str:
    return IdentityFactory(tenant=w.tenant).id


def _sent(w: World) -> str:
    from apps.outbound.services import SendRequest, message_send
    from pylota.core.compose import Address
    from pylota.core.principal import Actor

    identity = IdentityFactory(tenant=w.tenant)
    send = message_send(
        actor=Actor(key_id=w.tenant_key.id),
        identity=identity,
        request=SendRequest(to=[Address(None, SIM)], subject="m", text="x", send_at=None),
    )
    return send.message_id


def _draft(w: World) -> str:
    from apps.outbound.services import draft_create
    from pylota.core.principal import Actor

    identity = IdentityFactory(tenant=w.tenant)
    draft = draft_create(actor=Actor(), identity=identity, content={"to": [SIM], "text": "x"})
    w.draft_identity = identity.id
    return draft.id


def _suppression(w: World) -> str:
    from apps.outbound.services import suppression_create
    from pylota.core.principal import Actor

    return suppression_create(actor=Actor(), tenant=w.tenant, address="gone@example.com").id


# The draft routes carry the identity and the draft; the matrix swaps the identity's ID.
def _draft_identity(w: World) -> str:
    draft_id = _draft(w)
    w.attachment_id = draft_id
    return w.draft_identity


_DRAFT = "/v1/identities/{id}/drafts/{attachment}"

ENTRIES: dict[str, list[Case]] = {
    "identity-send": [
        Case(
            "POST",
            "/v1/identities/{id}/messages",
            "tenant_key",
            _identity,
            body=lambda _: {"to": [SIM], "text": "hi"},
        ),
    ],
    "message-delivery": [Case("GET", "/v1/messages/{id}/delivery", "tenant_key", _sent)],
    "message-cancel": [Case("POST", "/v1/messages/{id}/cancel", "tenant_key", _sent)],
    "uploads": [
        Case(
            "POST",
            "/v1/attachments",
            "tenant_key",
            _identity,
            id_in_body=True,
            body=lambda iid: {"identity_id": iid, "filename": "a.txt", "content": "aGk="},
        ),
    ],
    "identity-drafts": [
        Case("GET", "/v1/identities/{id}/drafts", "tenant_key", _identity, owner_sees_id=False),
        Case(
            "POST",
            "/v1/identities/{id}/drafts",
            "tenant_key",
            _identity,
            body=lambda _: {"subject": "s"},
        ),
    ],
    "identity-draft-detail": [
        Case("GET", _DRAFT, "tenant_key", _draft_identity),
        Case("PATCH", _DRAFT, "tenant_key", _draft_identity, body=lambda _: {"subject": "t"}),
        Case("DELETE", _DRAFT, "tenant_key", _draft_identity),
    ],
    "identity-draft-send": [
        Case("POST", f"{_DRAFT}/send", "tenant_key", _draft_identity),
    ],
    "identity-send-policy": [
        Case("GET", "/v1/identities/{id}/send-policy", "tenant_key", _identity),
        Case(
            "PATCH",
            "/v1/identities/{id}/send-policy",
            "tenant_key",
            _identity,
            body=lambda _: {"daily_cap": 5},
        ),
    ],
    "suppressions": [
        Case("GET", "/v1/suppressions", "tenant_key", _suppression),
        Case(
            "POST",
            "/v1/suppressions",
            "tenant_key",
            lambda w: w.tenant.id,
            id_in_body=True,
            body=lambda tid: {"address": "new@example.com", "tenant_id": tid},
        ),
    ],
    "suppression-detail": [
        Case("GET", "/v1/suppressions/{id}", "tenant_key", _suppression),
        Case("DELETE", "/v1/suppressions/{id}", "tenant_key", _suppression),
    ],
}
