"""Message-IDs we mint, and the In-Reply-To/References of a reply.

Shape: ``<t.{thread token}@{random}.{domain}>`` when the message belongs to a thread,
``<{random}@{domain}>`` otherwise; ``random`` is 128 bits in lower-case base32 (26
characters). The thread token sits exactly where ``pylota.core.thread_token.
token_from_message_id`` looks for it (between ``t.`` and ``@``), so the receive path
threads replies without any change. The random part lives in the domain part because the
token must end at ``@``: ``t.{token}.{random}@{domain}`` would hand the parser a token with
the random part glued on, which ``parse_token`` rightly refuses. RFC 5322 only asks the
right-hand side to make the id unique; a subdomain of ours does that.
"""

from __future__ import annotations

import base64
import re
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pylota.core.compose.addresses import to_ascii_domain
from pylota.core.compose.errors import ComposeError
from pylota.core.thread_token import token_from_message_id

# How many References a reply carries: the thread's root plus the most recent ones.
MAX_REFERENCES = 20
# An id we accept from elsewhere (a parent's Message-ID): dot-atom-ish, no white space,
# brackets or controls; RFC 5322 msg-id with some obsolete syntax tolerated.
_ID_RE = re.compile(r"^[^\s<>()\x00-\x1f\x7f]{1,900}@[^\s<>()\x00-\x1f\x7f@]{1,255}$")
_TOKEN_RE = re.compile(r"^[0-9a-z.]{20,120}$")


def _random_part() -> str:
    return base64.b32encode(secrets.token_bytes(16)).decode("ascii").rstrip("=").lower()


def make_message_id(domain: str, *, thread_token: str | None = None) -> str:
    """A fresh Message-ID for ``domain``, without angle brackets."""
    domain = to_ascii_domain(domain)
    if thread_token is None:
        return f"{_random_part()}@{domain}"
    if not _TOKEN_RE.match(thread_token):
        raise ComposeError("thread_token is not a thread token", field="thread_token")
    return f"t.{thread_token}@{_random_part()}.{domain}"


def thread_token_of(message_id: str) -> str | None:
    """The thread token in one of our Message-IDs (brackets allowed), unverified.

    Verify it with ``pylota.core.thread_token.parse_token``.
    """
    return token_from_message_id((message_id or "").strip().strip("<>"))


def clean_id(value: str, *, field: str) -> str:
    """An id without angle brackets; raise ComposeError when it is not a plausible msg-id."""
    if not isinstance(value, str):
        raise ComposeError(f"{field} must be a string", field=field)
    text = value.strip()
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1].strip()
    if not _ID_RE.match(text) or not text.isascii():
        raise ComposeError(f"{field} {value!r} is not a message id", field=field)
    return text


@dataclass(frozen=True)
class ThreadHeaders:
    in_reply_to: str | None
    references: tuple[str, ...]


def cap_references(ids: Sequence[str], limit: int = MAX_REFERENCES) -> tuple[str, ...]:
    """Oldest first, duplicates dropped; beyond ``limit`` keep the first and the last
    ``limit - 1`` (RFC 5322 3.6.4 lets a reply trim the middle; the root and the recent
    ancestors are what clients thread on)."""
    unique = list(dict.fromkeys(ids))
    if len(unique) <= limit:
        return tuple(unique)
    return (unique[0], *unique[len(unique) - (limit - 1) :])


def reply_headers(
    parent_message_id: str,
    parent_references: Iterable[str] = (),
    parent_in_reply_to: Iterable[str] = (),
    *,
    limit: int = MAX_REFERENCES,
) -> ThreadHeaders:
    """In-Reply-To and References for a reply to a message (RFC 5322 section 3.6.4).

    References are the parent's References (or, lacking those, its single In-Reply-To)
    followed by the parent's Message-ID; ids that are not plausible are skipped.
    """
    parent = clean_id(parent_message_id, field="parent_message_id")
    chain = [i for i in (_maybe_id(v) for v in parent_references) if i]
    if not chain:
        in_reply = [i for i in (_maybe_id(v) for v in parent_in_reply_to) if i]
        if len(in_reply) == 1:
            chain = in_reply
    chain = [i for i in chain if i != parent]
    return ThreadHeaders(in_reply_to=parent, references=cap_references([*chain, parent], limit))


def _maybe_id(value: str) -> str | None:
    try:
        return clean_id(value, field="references")
    except ComposeError:
        return None
