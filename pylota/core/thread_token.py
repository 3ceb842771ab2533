"""Signed thread tokens: outbound mail names its thread so replies find their way back.

A token is ``<thread ULID, lower case>.<kid>.<mac>`` where ``mac`` is the first 80 bits of
HMAC-SHA256(key, "thread:" + thread id) in base32. It travels in our Message-IDs
(``<t.TOKEN@domain>``) and reply addresses (``agent+t.TOKEN@domain``). Forging a token
needs the key; the kid lets keys rotate while old mail still threads.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re

_MAC_BYTES = 10
_TOKEN_RE = re.compile(
    r"^(?P<body>[0-9a-hjkmnp-tv-z]{26})\.(?P<kid>[0-9a-f]{8,32})\.(?P<mac>[a-z2-7]{16})$"
)
MESSAGE_ID_RE = re.compile(r"^t\.(?P<token>[^@]+)@")


def _mac(key: bytes, thread_id: str) -> str:
    digest = hmac.new(key, f"thread:{thread_id}".encode(), hashlib.sha256).digest()
    return base64.b32encode(digest[:_MAC_BYTES]).decode().lower()


def make_token(thread_id: str, *, kid: str, key: bytes) -> str:
    prefix, _, body = thread_id.partition("_")
    if prefix != "thr" or len(body) != 26:
        raise ValueError("not a thread id")
    return f"{body.lower()}.{kid}.{_mac(key, thread_id)}"


def parse_token(token: str, *, keys: dict[str, bytes]) -> str | None:
    """The thread ID a token names, or None when it is malformed, unknown or forged."""
    match = _TOKEN_RE.match(token or "")
    if not match:
        return None
    key = keys.get(match["kid"])
    if key is None:
        return None
    thread_id = f"thr_{match['body'].upper()}"
    return thread_id if hmac.compare_digest(_mac(key, thread_id), match["mac"]) else None


def token_from_message_id(message_id: str) -> str | None:
    match = MESSAGE_ID_RE.match(message_id or "")
    return match["token"] if match else None


def token_from_tag(tag: str | None) -> str | None:
    return tag[2:] if tag and tag.startswith("t.") else None
