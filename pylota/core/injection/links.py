"""Links whose visible text names another site, and lookalike domains."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from pylota.core.injection.unicode import is_mixed_script_lookalike

# Bounded repetitions only: linear even when searched (it is matched on at most 300 chars).
_DOMAIN_IN_TEXT = re.compile(
    r"(?:https?://)?((?:[\w-]{1,63}\.){1,10}[a-z\u00a1-\uffff]{2,63})(?:[/:?#]\S{0,300})?$",
    re.IGNORECASE,
)

PATTERNS = [_DOMAIN_IN_TEXT]


def host_of(href: str) -> str:
    try:
        return (urlsplit(href.strip()).hostname or "").lower().rstrip(".")
    except ValueError:
        return ""


def displayed_host(text: str) -> str:
    """The host a link's visible text shows, when the text is a URL or a bare domain."""
    match = _DOMAIN_IN_TEXT.match(text.strip()[:300])
    return match.group(1).lower().rstrip(".") if match else ""


def unicode_host(host: str) -> str:
    try:
        return host.encode("ascii").decode("idna") if "xn--" in host else host
    except (UnicodeError, ValueError):
        return host


def is_lookalike_host(host: str) -> bool:
    """A label mixing Latin with lookalike letters, written directly or in punycode."""
    return any(is_mixed_script_lookalike(label) for label in unicode_host(host).split("."))
