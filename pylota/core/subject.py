"""Subject normalisation for the threading fallback."""

from __future__ import annotations

import re

# Reply and forward prefixes in common mail clients' languages, repeated or bracketed.
_PREFIX_RE = re.compile(
    r"^\s*(?:(?:re|fw|fwd|aw|wg|sv|vs|antw|doorst|rif|tr|ynt|odp|res|enc|r|ref)"
    r"(?:\[\d+\]|\(\d+\))?\s*[:\uff1a]\s*|\[[^\]]{1,40}\]\s*)+",
    re.IGNORECASE,
)
_SPACE_RE = re.compile(r"\s+")


def normalize(subject: str | None) -> str:
    """``"RE: Fwd: [list] Hello  world"`` → ``"hello world"``."""
    text = _SPACE_RE.sub(" ", subject or "").strip()
    previous = None
    while previous != text:
        previous = text
        text = _PREFIX_RE.sub("", text).strip()
    return text.lower()


def is_reply_subject(subject: str | None) -> bool:
    return normalize(subject) != _SPACE_RE.sub(" ", subject or "").strip().lower()
