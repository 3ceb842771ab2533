"""Mailbox addresses on our domains: validation, reserved names, plus-tags, generation."""

from __future__ import annotations

import re
import secrets
import unicodedata
from dataclasses import dataclass

# Names that belong to the platform's operators (RFC 2142 and common role accounts).
RESERVED_LOCAL_PARTS = frozenset(
    {
        "abuse",
        "admin",
        "administrator",
        "hostmaster",
        "info",
        "mailer-daemon",
        "noc",
        "no-reply",
        "noreply",
        "postmaster",
        "root",
        "security",
        "support",
        "webmaster",
        "bounce",
        "bounces",
        "dmarc",
        "dkim",
        "spf",
        "www",
        "ftp",
        "usenet",
        "uucp",
    }
)
# A conservative dot-atom: lower-case letters, digits, and . _ - inside. '+' is the tag
# separator, so it never appears in a local part we hand out.
_LOCAL_RE = re.compile(r"^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$")
TAG_SEPARATOR = "+"
_SUFFIX_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


@dataclass(frozen=True)
class ParsedRecipient:
    local_part: str  # without the tag
    tag: str | None
    domain: str

    @property
    def address(self) -> str:
        return f"{self.local_part}@{self.domain}"


def local_part_error(local_part: str) -> str | None:
    """Why a requested local part is refused, or None when it is fine."""
    if not _LOCAL_RE.match(local_part):
        return "use 1 to 64 lower-case letters, digits, '.', '_' or '-', not at either end"
    if ".." in local_part:
        return "consecutive dots are not allowed"
    if local_part in RESERVED_LOCAL_PARTS:
        return "this name is reserved"
    return None


def slugify(text: str, max_length: int = 40) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug[:max_length].strip("-.") or "agent"


def generate_local_part(name: str) -> str:
    """A readable, unguessable-enough local part: ``support-bot-k7m2q``."""
    suffix = "".join(secrets.choice(_SUFFIX_ALPHABET) for _ in range(5))
    return f"{slugify(name)}-{suffix}"


def parse_recipient(address: str) -> ParsedRecipient | None:
    """Split ``Agent+Tag@Example.COM`` into local part, tag and domain (lower-cased).

    Returns None for anything that is not a plausible single address.
    """
    address = (address or "").strip().strip("<>").strip()
    local, sep, domain = address.rpartition("@")
    if not sep or not local or not domain or " " in address:
        return None
    local = local.lower()
    base, tag_sep, tag = local.partition(TAG_SEPARATOR)
    return ParsedRecipient(
        local_part=base, tag=tag if tag_sep and tag else None, domain=domain.lower().rstrip(".")
    )
