"""Search, contacts and related threads in the cross-tenant matrix."""

from __future__ import annotations

from apps.search import services
from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import IdentityFactory, MessageFactory, ThreadFactory


def _indexed_message(w: World):
    identity = IdentityFactory(tenant=w.tenant)
    message = MessageFactory(
        thread=ThreadFactory(identity=identity, subject="Matrix search"),
        subject="Matrix search",
        text="quarterly invoice for the matrix",
        from_address="dana@acme.example",
    )
    services.messages_index(message_ids=[message.id])
    return message


def _message(w: World) -> str:
    return _indexed_message(w).id


def _identity(w: World) -> str:
    return _indexed_message(w).identity_id


def _thread(w: World) -> str:
    message = _indexed_message(w)
    other = MessageFactory(
        thread=ThreadFactory(identity=message.identity, subject="Another invoice"),
        subject="Another invoice",
        text="the invoice again",
    )
    services.messages_index(message_ids=[other.id])
    return message.thread_id


ENTRIES: dict[str, list[Case]] = {
    "search": [
        Case("GET", "/v1/search?q=invoice", "tenant_key", _message),
        Case("POST", "/v1/search", "tenant_key", _message, body=lambda _: {"q": "invoice"}),
    ],
    "identity-search": [
        Case("GET", "/v1/identities/{id}/search?q=invoice", "tenant_key", _identity),
        Case(
            "POST",
            "/v1/identities/{id}/search",
            "tenant_key",
            _identity,
            body=lambda _: {"q": "invoice", "mode": "keyword"},
        ),
    ],
    "identity-contacts": [
        Case("GET", "/v1/identities/{id}/contacts", "tenant_key", _identity, owner_sees_id=False)
    ],
    "thread-related": [
        Case("GET", "/v1/threads/{id}/related", "tenant_key", _thread, owner_sees_id=False)
    ],
    # Agentic search answers a stream; another tenant's key gets its own (empty) answer or
    # the identity's 404, never the owner's message.
    "search-agentic": [
        Case(
            "POST",
            "/v1/search/agentic",
            "tenant_key",
            _message,
            body=lambda _: {"question": "the quarterly invoice for the matrix"},
        )
    ],
    "identity-search-agentic": [
        Case(
            "POST",
            "/v1/identities/{id}/search/agentic",
            "tenant_key",
            _identity,
            body=lambda _: {"question": "the quarterly invoice"},
        )
    ],
}
