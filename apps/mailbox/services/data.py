"""What events and answers say about a message: the owner of the data builds its payloads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings

from apps.mailbox.models import Message
from apps.mailbox.services.links import link_url

if TYPE_CHECKING:
    pass


def message_data(message: Message) -> dict:
    """The message as events show it: metadata and the text body up to a documented cap."""
    limit = settings.PM_EVENT_TEXT_MAX_BYTES
    text = message.text.encode()
    data = {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "direction": message.direction,
        "kind": message.kind,
        "from": {"name": message.from_name or None, "address": message.from_address},
        "to": message.to,
        "cc": message.cc,
        "recipient": message.recipient,
        "plus_tag": message.plus_tag or None,
        "subject": message.subject,
        "snippet": message.snippet,
        "text": text[:limit].decode("utf-8", "ignore"),
        "text_truncated": len(text) > limit,
        "extracted_text": message.extracted_text[: limit // 4],
        "has_attachments": message.has_attachments,
        "labels": message.labels,
        "size": message.size,
        # Sent from the identity's platform address while its own domain was failing.
        "sent_via_fallback": message.sent_via_fallback,
        "received_at": message.received_at,
    }
    if data["text_truncated"]:
        # The rest of the text, through a signed link that expires (PM_LINK_TTL_SECONDS).
        data["text_url"] = link_url(kind="text", message_id=message.id)
    return data


def quarantine_data(message: Message) -> dict:
    """message.quarantined / message.released: who sent what and why it was held; no
    subject or body, since those are what may be hostile to an agent reading the event."""
    return {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "direction": message.direction,
        "from": {"name": message.from_name or None, "address": message.from_address},
        "recipient": message.recipient,
        "reasons": message.quarantine_reasons,
        "auth": auth_summary(message),
        "injection_score": (message.injection or {}).get("score", 0),
        "received_at": message.received_at,
        "quarantined_at": message.quarantined_at,
        "released_at": message.released_at,
        "released_by": message.released_by or None,
    }


AUTH_KEYS = ("spf", "dkim", "dmarc", "arc", "aligned_from")


def auth_summary(message: Message) -> dict:
    auth = message.auth or {}
    return {key: auth.get(key, False if key == "aligned_from" else "none") for key in AUTH_KEYS}
