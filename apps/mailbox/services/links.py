"""Signed, expiring links to a message's raw source, its full text or one attachment.

A token is ``{payload}.{kid}.{mac}``: the payload is base64url JSON ``{k, m, a, e}`` (kind,
message ID, attachment ID, expiry in Unix seconds), the MAC is HMAC-SHA256 over
"link:" + payload with the keyring key ``kid`` of purpose ``signed_link``. A token whose
kid is not a signed-link key, whose MAC does not verify, or whose expiry has passed is
answered 404 like a missing one: nothing tells a guesser which check failed.
"""

from __future__ import annotations

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


def link_token(
    *, kind: str, message_id: str, attachment_id: str | None = None, ttl: int | None = None
) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown link kind {kind!r}")
    expires = int(time.time()) + (ttl if ttl is not None else settings.PM_LINK_TTL_SECONDS)
    body = {"k": kind, "m": message_id, "e": expires}
    if attachment_id:
        body["a"] = attachment_id
    return keyring.token_sign(body, purpose=LINK_PURPOSE, context="link")


def link_url(**kwargs) -> str:
    return f"{settings.PUBLIC_URL}/v1/links/{link_token(**kwargs)}"


def link_parse(token: str, *, now: float | None = None) -> Link | None:
    """The link a token names, or None when malformed, forged, of another purpose or expired."""
    body = keyring.token_read(token, purpose=LINK_PURPOSE, context="link", max_length=1000)
    if body is None:
        return None
    try:
        link = Link(body["k"], body["m"], body.get("a"), int(body["e"]))
    except (ValueError, KeyError, TypeError):
        return None
    if link.kind not in KINDS or link.expires_at < (now if now is not None else time.time()):
        return None
    return link
