"""The bytes a delivery POSTs: the event envelope, with ``message.*`` text capped.

The cap on a message's text body is ``settings.PM_EVENT_TEXT_MAX_BYTES`` (16 KiB by
default), the one place it is set: the mailbox already truncates the text it puts in an
event to that size, says ``text_truncated: true`` and adds ``text_url``, a signed link to
the whole text (the owner of the data builds its payload). This module applies the same
cap again to whatever an event holds, so no producer can make a webhook larger by mistake.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from django.conf import settings

if TYPE_CHECKING:
    from apps.events.models import Event


DEFAULT_TEXT_MAX_BYTES = 16 * 1024


def text_max_bytes() -> int:
    return getattr(settings, "PM_EVENT_TEXT_MAX_BYTES", DEFAULT_TEXT_MAX_BYTES)


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
    return data


def envelope(event: Event) -> dict:
    out = event.envelope()
    if event.type.startswith("message."):
        out["data"] = _message_data(event)
    return out


def event_body(event: Event) -> bytes:
    """The signed body: compact JSON in UTF-8, the same bytes on every attempt."""
    return json.dumps(envelope(event), separators=(",", ":"), ensure_ascii=False).encode()
