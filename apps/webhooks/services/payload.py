"""The bytes a delivery POSTs: the event envelope, with ``message.*`` text capped.

The cap on a message's text body is ``settings.PM_EVENT_TEXT_MAX_BYTES`` (16 KiB by
default), the one place it is set: the mailbox already truncates the text it puts in an
event to that size and says ``text_truncated: true``. This module applies the same cap
again to whatever an event holds, so no producer can make a webhook larger by mistake.

Where the text is cut, the rest is meant to be fetched through a signed, expiring link.
Those links arrive with the receive/send work: ``message_text_link`` is the hook that
will build them, and until it does the payload simply has no ``text_url``.
"""

from __future__ import annotations

import json

from django.conf import settings

from apps.events.models import Event

DEFAULT_TEXT_MAX_BYTES = 16 * 1024


def text_max_bytes() -> int:
    return getattr(settings, "PM_EVENT_TEXT_MAX_BYTES", DEFAULT_TEXT_MAX_BYTES)


def message_text_link(event: Event, data: dict) -> str | None:
    """A signed, expiring URL for the whole text of the message in ``data``.

    Built by the outbound app's signed links (``GET /v1/links/{token}``, valid for
    PM_LINK_TTL_SECONDS); None when the event names no message.
    """
    message_id = data.get("id")
    if not isinstance(message_id, str) or not message_id.startswith("msg_"):
        return None
    from apps.outbound.services import link_url

    return link_url(kind="text", message_id=message_id)


def _message_data(event: Event) -> dict:
    data = dict(event.data)
    text = data.get("text")
    if isinstance(text, str):
        cap = text_max_bytes()
        encoded = text.encode()
        if len(encoded) > cap:
            data["text"] = encoded[:cap].decode("utf-8", "ignore")
            data["text_truncated"] = True
        else:
            data.setdefault("text_truncated", False)
    if data.get("text_truncated"):
        link = message_text_link(event, data)
        if link:
            data["text_url"] = link
    return data


def envelope(event: Event) -> dict:
    out = event.envelope()
    if event.type.startswith("message."):
        out["data"] = _message_data(event)
    return out


def event_body(event: Event) -> bytes:
    """The signed body: compact JSON in UTF-8, the same bytes on every attempt."""
    return json.dumps(envelope(event), separators=(",", ":"), ensure_ascii=False).encode()
