"""VERP return paths: ``bounce+{token}@{domain}`` names the message a bounce is about.

The token is ``{message ULID, lower case}.{kid}.{mac}``: ``mac`` is the first 60 bits of
HMAC-SHA256(key, "verp:" + message id) in lower-case base32 (12 characters), ``kid`` names
the key so keys can rotate while old bounces still match. With the keyring's 16-hex kids
the local part is 7 + 26 + 1 + 16 + 1 + 12 = 63 octets, inside RFC 5321's 64.

Everything is lower case because some MTAs change the case of local parts; parsing lower-
cases first. 60 bits is plenty: a token can only be checked by mailing it to us, and a
forged one could at most attribute a fake bounce to a message. The "verp:" prefix keeps
these MACs apart from thread-token MACs should the same key ever serve both.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re

from pylota.core.compose.addresses import MAX_LOCAL_OCTETS, to_ascii_domain

VERP_PREFIX = "bounce"
_MAC_CHARS = 12
_ULID = "[0-9a-hjkmnp-tv-z]{26}"
_TOKEN_RE = re.compile(rf"^(?P<body>{_ULID})\.(?P<kid>[0-9a-f]{{1,32}})\.(?P<mac>[a-z2-7]{{12}})$")
_MESSAGE_ID_RE = re.compile(r"^msg_[0-9A-HJKMNP-TV-Z]{26}$")


def _mac(key: bytes, message_id: str) -> str:
    digest = hmac.new(key, f"verp:{message_id}".encode(), hashlib.sha256).digest()
    return base64.b32encode(digest[:8]).decode("ascii").lower()[:_MAC_CHARS]


def verp_token(message_id: str, *, kid: str, key: bytes) -> str:
    """The signed token for one of our message ids (``msg_`` + ULID)."""
    if not _MESSAGE_ID_RE.match(message_id or ""):
        raise ValueError("not a message id (msg_ + ULID)")
    if not re.fullmatch(r"[0-9a-f]{1,32}", kid or ""):
        raise ValueError("kid must be 1 to 32 lower-case hex digits")
    if not isinstance(key, bytes) or len(key) < 16:
        raise ValueError("key must be at least 16 bytes")
    return f"{message_id[4:].lower()}.{kid}.{_mac(key, message_id)}"


def verp_address(message_id: str, *, domain: str, kid: str, key: bytes) -> str:
    """``bounce+{token}@{domain}``: the envelope sender (Return-Path) for one message."""
    local = f"{VERP_PREFIX}+{verp_token(message_id, kid=kid, key=key)}"
    if len(local) > MAX_LOCAL_OCTETS:
        raise ValueError(f"kid too long: the local part would exceed {MAX_LOCAL_OCTETS} octets")
    return f"{local}@{to_ascii_domain(domain)}"


def parse_verp_token(token: str, *, keys: dict[str, bytes]) -> str | None:
    """The message id a token names, or None when malformed, of an unknown kid, or forged."""
    match = _TOKEN_RE.match((token or "").strip().lower())
    if not match:
        return None
    key = keys.get(match["kid"])
    if key is None:
        return None
    message_id = f"msg_{match['body'].upper()}"
    return message_id if hmac.compare_digest(_mac(key, message_id), match["mac"]) else None


def verp_token_of(address: str, *, domains: set[str] | frozenset[str] | None = None) -> str | None:
    """The token in ``bounce+TOKEN@domain`` (angle brackets allowed), unverified.

    With ``domains``, only addresses at one of them count.
    """
    text = (address or "").strip().strip("<>").strip()
    local, at, domain = text.rpartition("@")
    if not at:
        return None
    prefix, plus, token = local.partition("+")
    if not plus or prefix.lower() != VERP_PREFIX or not token:
        return None
    if domains is not None and domain.lower().rstrip(".") not in {d.lower() for d in domains}:
        return None
    return token.lower()


def parse_verp_address(
    address: str, *, keys: dict[str, bytes], domains: set[str] | frozenset[str] | None = None
) -> str | None:
    """The message id named by a VERP address, or None (see ``parse_verp_token``)."""
    token = verp_token_of(address, domains=domains)
    return parse_verp_token(token, keys=keys) if token else None
