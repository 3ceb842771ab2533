"""Identities, addresses, threads and messages in the cross-tenant matrix."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import AttachmentFactory, IdentityFactory, MessageFactory, ThreadFactory


def _identity(w: World) -> str:
    return IdentityFactory(tenant=w.tenant).id


def _address(w: World) -> str:
    return IdentityFactory(tenant=w.tenant).primary.id


def _thread(w: World) -> str:
    return ThreadFactory(identity=IdentityFactory(tenant=w.tenant)).id


def _message(w: World) -> str:
    return MessageFactory(thread=ThreadFactory(identity=IdentityFactory(tenant=w.tenant))).id


def _attachment(w: World) -> str:
    message = MessageFactory(thread=ThreadFactory(identity=IdentityFactory(tenant=w.tenant)))
    attachment = AttachmentFactory(message=message)
    # The path carries both IDs; the matrix swaps the message ID for a missing one.
    w.attachment_id = attachment.id
    return message.id


ENTRIES: dict[str, list[Case]] = {
    "identity-list": [
        Case("GET", "/v1/identities", "tenant_key", _identity),
        Case(
            "POST",
            "/v1/identities",
            "tenant_key",
            lambda w: w.tenant.id,
            id_in_body=True,
            body=lambda tid: {"name": "matrix", "tenant_id": tid},
        ),
    ],
    "identity-detail": [
        Case("GET", "/v1/identities/{id}", "tenant_key", _identity),
        Case(
            "PATCH",
            "/v1/identities/{id}",
            "tenant_key",
            _identity,
            body=lambda _: {"display_name": "x"},
        ),
        Case("DELETE", "/v1/identities/{id}", "tenant_key", _identity),
    ],
    "identity-pause": [Case("POST", "/v1/identities/{id}/pause", "tenant_key", _identity)],
    "identity-resume": [Case("POST", "/v1/identities/{id}/resume", "tenant_key", _identity)],
    "identity-addresses": [
        Case("GET", "/v1/identities/{id}/addresses", "tenant_key", _identity),
        Case("POST", "/v1/identities/{id}/addresses", "tenant_key", _identity),
    ],
    "address-detail": [Case("GET", "/v1/addresses/{id}", "tenant_key", _address)],
    "identity-threads": [
        Case("GET", "/v1/identities/{id}/threads", "tenant_key", _identity, owner_sees_id=False)
    ],
    "thread-list": [Case("GET", "/v1/threads", "tenant_key", _thread)],
    "thread-detail": [
        Case("GET", "/v1/threads/{id}", "tenant_key", _thread),
        Case("PATCH", "/v1/threads/{id}", "tenant_key", _thread, body=lambda _: {"is_read": True}),
    ],
    "message-detail": [
        Case("GET", "/v1/messages/{id}", "tenant_key", _message),
        Case(
            "PATCH",
            "/v1/messages/{id}",
            "tenant_key",
            _message,
            body=lambda _: {"add_labels": ["x"]},
        ),
    ],
    "message-raw": [
        Case("GET", "/v1/messages/{id}/raw", "tenant_key", _message, owner_sees_id=False)
    ],
    "message-attachment": [
        Case(
            "GET",
            "/v1/messages/{id}/attachments/{attachment}",
            "tenant_key",
            _attachment,
            owner_sees_id=False,
        )
    ],
}
