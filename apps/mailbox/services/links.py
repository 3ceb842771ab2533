"""Signed, expiring links to a message's raw source, its full text or one attachment.

A token is ``{payload}.{kid}.{mac}``: the payload is base64url JSON ``{k, m, a, e}`` (kind,
message ID, attachment ID, expiry in Unix seconds), the MAC is HMAC-SHA256 over
"link:" + payload with the keyring key ``kid`` of purpose ``signed_link``. A token whose
kid is not a signed-link key, whose MAC does not verify, or whose expiry has passed is
answered 404 like a missing one: nothing tells a guesser which check failed.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from dataclasses import dataclass

from django.conf import settings

from apps.tenants.services import keyring

LINK_PURPOSE = "signed_link"
KINDS = ("raw", "text", "attachment")


@dataclass(frozen=True)
class Link:
    kind: str
    message_id: str
    attachment_id: str | None
    expires_at: int


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(key: bytes, payload: str) -> str:
    return _b64(hmac.new(key, f"link:{payload}".encode(), hashlib.sha256).digest()[:20])


def link_token(
    *, kind: str, message_id: str, attachment_id: str | None = None, ttl: int | None = None
) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown link kind {kind!r}")
    expires = int(time.time()) + (ttl if ttl is not None else settings.PM_LINK_TTL_SECONDS)
    body = {"k": kind, "m": message_id, "e": expires}
    if attachment_id:
        body["a"] = attachment_id
    payload = _b64(json.dumps(body, separators=(",", ":")).encode())
    kid, key = keyring.signing_key(LINK_PURPOSE)
    return f"{payload}.{kid}.{_mac(key, payload)}"


def link_url(**kwargs) -> str:
    return f"{settings.PUBLIC_URL}/v1/links/{link_token(**kwargs)}"


def link_parse(token: str, *, now: float | None = None) -> Link | None:
    """The link a token names, or None when malformed, forged, of another purpose or expired."""
    parts = (token or "").split(".")
    if len(parts) != 3 or not all(parts) or len(token) > 1000:
        return None
    payload, kid, mac = parts
    if not kid.isalnum():
        return None
    key = keyring.signing_key_by_kid(kid, purpose=LINK_PURPOSE)
    if key is None or not hmac.compare_digest(_mac(key, payload), mac):
        return None
    try:
        body = json.loads(_unb64(payload))
        link = Link(body["k"], body["m"], body.get("a"), int(body["e"]))
    except (ValueError, KeyError, TypeError, binascii.Error):
        return None
    if link.kind not in KINDS or link.expires_at < (now if now is not None else time.time()):
        return None
    return link
