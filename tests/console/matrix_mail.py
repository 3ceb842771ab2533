"""Cross-tenant matrix entries of the mail screens (inbox, threads, sending, drafts,
quarantine, search)."""

from __future__ import annotations

from django.utils import timezone

from apps.outbound import services as outbound_services
from pylota.core.principal import Actor
from tests.console.matrix import Route
from tests.factories import AttachmentFactory, IdentityFactory, MessageFactory, ThreadFactory


def _thread(people) -> dict:
    return {"thread_id": MessageFactory(thread__identity__tenant=people.tenant).thread_id}


def _message(people) -> dict:
    return {"message_id": MessageFactory(thread__identity__tenant=people.tenant).id}


def _html_message(people) -> dict:
    message = MessageFactory(thread__identity__tenant=people.tenant, html="<p>Hello</p>")
    return {"message_id": message.id}


def _attachment(people) -> dict:
    attachment = AttachmentFactory(message__thread__identity__tenant=people.tenant)
    return {"message_id": attachment.message_id, "attachment_id": attachment.id}


def _draft(people) -> dict:
    identity = IdentityFactory(tenant=people.tenant)
    draft = outbound_services.draft_create(
        actor=Actor(user="matrix"),
        identity=identity,
        content={"to": ["someone@example.com"], "subject": "Draft", "text": "Hi"},
    )
    return {"identity_id": identity.id, "draft_id": draft.id}


def _held(people) -> dict:
    thread = ThreadFactory(identity=IdentityFactory(tenant=people.tenant), message_count=0)
    message = MessageFactory(
        thread=thread,
        quarantine_state="quarantined",
        quarantine_reasons=[{"code": "prompt_injection", "detail": "test"}],
        quarantined_at=timezone.now(),
    )
    return {"message_id": message.id}


ROUTES = {
    "console-inbox": Route(),
    "console-thread": Route(make=_thread),
    "console-thread-state": Route(make=_thread, methods=("POST",)),
    "console-thread-labels": Route(make=_thread, methods=("POST",)),
    "console-thread-reply": Route(make=_thread, methods=("POST",)),
    "console-message-html": Route(make=_html_message),
    "console-message-raw": Route(make=_message),
    "console-attachment": Route(make=_attachment),
    "console-compose": Route(methods=("GET", "POST")),
    "console-drafts": Route(),
    "console-draft": Route(make=_draft, methods=("GET", "POST")),
    "console-draft-send": Route(make=_draft, methods=("POST",)),
    "console-draft-discard": Route(make=_draft, methods=("POST",)),
    "console-quarantine": Route(),
    "console-quarantine-message": Route(make=_held),
    "console-quarantine-release": Route(make=_held, methods=("POST",)),
    "console-quarantine-delete": Route(make=_held, methods=("POST",)),
    "console-quarantine-sender": Route(make=_held, methods=("POST",)),
    "console-search": Route(),
}
