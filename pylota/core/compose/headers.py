"""Header fields as we write them: folded by hand, encoded only where RFC 2047 wants it.

A field is a list of pieces, each a token plus the white space before it; folding inserts
CRLF before that white space, which is the only place RFC 5322 allows it (section 2.2.3),
so unfolding gives back exactly what was folded. Lines stay within 78 characters where a
token allows and never exceed 998 (tokens are bounded by construction).

Identifiers (Message-ID, In-Reply-To, References) are never encoded: a long one simply gets
a longer line. Unstructured text (Subject, X- values) keeps ASCII words literal and turns
runs of words that need it (non-ASCII, or something a decoder would mistake for an encoded
word) into encoded words.

The custom-header policy lives here too: see ``check_custom_header`` and ADR 0008.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pylota.core.compose.encoding import CRLF, encoded_words, quoted_string
from pylota.core.compose.errors import (
    ComposeError,
    HeaderNotAllowedError,
    ReservedHeaderError,
)

MAX_LINE = 78
# Longest unstructured value we accept (characters). With it, a literal word plus the white
# space before it always fits in the 998-octet line limit.
MAX_TEXT_VALUE = 900
MAX_CUSTOM_HEADERS = 50

_WS_SPLIT = re.compile(r"([ \t]+)")
_ATEXT = re.compile(r"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$")
_FIELD_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,75}$")


@dataclass(frozen=True)
class Piece:
    text: str
    lead: str = " "  # white space written before the token; folding happens inside it


def fold(name: str, pieces: Sequence[Piece]) -> str:
    """``Name: value`` with CRLF line endings, folded before pieces that do not fit."""
    line = f"{name}:"
    lines: list[str] = []
    for index, piece in enumerate(pieces):
        lead = " " if index == 0 else piece.lead
        if index and lead and len(line) + len(lead) + len(piece.text) > MAX_LINE:
            lines.append(line)
            line = lead + piece.text
        else:
            line += lead + piece.text
    if not pieces:
        line += " "
    lines.append(line)
    return CRLF.join(lines) + CRLF


# -- value checks --------------------------------------------------------------------------


def check_text(value: str, field: str) -> str:
    """Refuse what must never reach a header: line breaks (header injection) and controls.

    Tabs are allowed (they are white space). Unicode line and paragraph separators are
    refused too: some readers split lines on them.
    """
    if not isinstance(value, str):
        raise ComposeError(f"{field} must be a string", field=field)
    for ch in value:
        if ch in "\r\n":
            raise ComposeError(f"{field} must not contain a line break", field=field)
        if ch != "\t" and (unicodedata.category(ch) in ("Cc", "Zl", "Zp", "Cs")):
            raise ComposeError(
                f"{field} must not contain control character U+{ord(ch):04X}", field=field
            )
    return value


def _needs_encoding(word: str) -> bool:
    return not word.isascii() or "=?" in word


def text_pieces(value: str) -> list[Piece]:
    """Pieces of an unstructured value (RFC 5322 section 3.2.5 plus RFC 2047 section 5.1)."""
    value = value.strip(" \t")
    if not value:
        return []
    tokens = _WS_SPLIT.split(value)  # word, space, word, space, ..., word
    words = tokens[0::2]
    spaces = ["", *tokens[1::2]]
    pieces: list[Piece] = []
    index = 0
    while index < len(words):
        if not _needs_encoding(words[index]):
            pieces.append(Piece(words[index], spaces[index]))
            index += 1
            continue
        # A run of words to encode, with the white space between them inside the run:
        # decoders drop white space between adjacent encoded words.
        end = index
        while end + 1 < len(words) and _needs_encoding(words[end + 1]):
            end += 1
        run = words[index]
        for k in range(index + 1, end + 1):
            run += spaces[k] + words[k]
        for n, word in enumerate(encoded_words(run)):
            pieces.append(Piece(word, spaces[index] if n == 0 else " "))
        index = end + 1
    return pieces


def phrase_pieces(name: str) -> list[Piece]:
    """A display name as atoms, one quoted-string, or encoded words (RFC 5322 3.2.5)."""
    words = name.split(" ")
    if all(_ATEXT.match(w) for w in words) and "=?" not in name:
        return [Piece(w) for w in words]
    if name.isascii() and "=?" not in name:
        return [Piece(quoted_string(name))]
    return [Piece(w) for w in encoded_words(name)]


def id_pieces(ids: Iterable[str]) -> list[Piece]:
    return [Piece(f"<{i}>") for i in ids]


# -- the custom-header policy ---------------------------------------------------------------

# Set by the platform, or by their own field of the message spec. Refused by name.
RESERVED_HEADERS = frozenset(
    {
        "from",
        "sender",
        "to",
        "cc",
        "bcc",
        "reply-to",
        "subject",
        "date",
        "message-id",
        "in-reply-to",
        "references",
        "return-path",
        "received",
        "received-spf",
        "dkim-signature",
        "domainkey-signature",
        "authentication-results",
        "mime-version",
        "delivered-to",
        "envelope-to",
        "x-original-to",
        "feedback-id",
    }
)
# Reserved fields that have their own field in the message spec.
_SPEC_FIELDS = frozenset({"from", "to", "cc", "bcc", "reply-to", "subject"})
# Any header starting with one of these is reserved as well.
RESERVED_PREFIXES = ("content-", "arc-", "resent-", "x-pylota-")
# X- headers in namespaces that receivers read as routing or trust signals, or that
# would let a sender dress up mail as scanned or forwarded.
DENIED_X_PREFIXES = (
    "x-spam",
    "x-virus",
    "x-ms-exchange-",
    "x-forwarded-",
    "x-originating-ip",
    "x-envelope-",
    "x-authenticated",
    "x-sender-id",
    "x-google-",
    "x-gm-",
    "x-mailgun-",
    "x-ses-",
    "x-sg-",
)
# Allowed beyond X- headers, with a value rule each (see ``check_custom_header``).
ALLOWED_HEADERS = {
    "list-unsubscribe": "List-Unsubscribe",
    "list-unsubscribe-post": "List-Unsubscribe-Post",
    "auto-submitted": "Auto-Submitted",
    "precedence": "Precedence",
    "importance": "Importance",
    "priority": "Priority",
    "sensitivity": "Sensitivity",
    "keywords": "Keywords",
    "comments": "Comments",
    "organization": "Organization",
}

_LIST_UNSUBSCRIBE = re.compile(r"^<(?:mailto:|https://|http://)[^<>\s,]+>(?:\s*,\s*<[^<>\s]+>)*$")
_ONE_CLICK = "List-Unsubscribe=One-Click"
_AUTO_SUBMITTED = re.compile(
    r"^(?:no|auto-generated|auto-replied|auto-notified)(?:\s*;[ -~]*)?$", re.IGNORECASE
)
_VALUE_RULES: dict[str, tuple[re.Pattern[str], str]] = {
    "auto-submitted": (_AUTO_SUBMITTED, "no, auto-generated, auto-replied or auto-notified"),
    "precedence": (re.compile(r"^(?:bulk|list|junk)$", re.IGNORECASE), "bulk, list or junk"),
    "importance": (re.compile(r"^(?:low|normal|high)$", re.IGNORECASE), "low, normal or high"),
    "priority": (
        re.compile(r"^(?:non-urgent|normal|urgent)$", re.IGNORECASE),
        "non-urgent, normal or urgent",
    ),
    "sensitivity": (
        re.compile(r"^(?:personal|private|company-confidential)$", re.IGNORECASE),
        "personal, private or company-confidential",
    ),
}


def canonical_name(name: str) -> str:
    """``x-agent-run`` -> ``X-Agent-Run``; the casing we write."""
    return "-".join(part[:1].upper() + part[1:].lower() for part in name.split("-"))


def check_custom_header(name: str, value: str) -> tuple[str, str]:
    """(name as written, value) for an allowed custom header; raise otherwise.

    Order of checks: the name's syntax, reserved names, the allow list (X- headers minus the
    denied namespaces, plus ``ALLOWED_HEADERS``), then the value (no line breaks or
    controls, at most ``MAX_TEXT_VALUE`` characters, and the per-header rule).
    """
    if not isinstance(name, str) or not _FIELD_NAME.match(name):
        raise HeaderNotAllowedError(
            f"header name {name!r} is invalid: use letters, digits and '-' (at most 76)",
            header=str(name),
        )
    lower = name.lower()
    if lower in RESERVED_HEADERS or lower.startswith(RESERVED_PREFIXES):
        raise ReservedHeaderError(
            f"header {name} is reserved: the platform sets it"
            + (" (use the message's own field)" if lower in _SPEC_FIELDS else ""),
            header=name,
        )
    if lower.startswith("x-"):
        if lower.startswith(DENIED_X_PREFIXES):
            raise HeaderNotAllowedError(
                f"header {name} is not allowed: receivers treat it as a trust or routing signal",
                header=name,
            )
        written = canonical_name(name)
    elif lower in ALLOWED_HEADERS:
        written = ALLOWED_HEADERS[lower]
    else:
        raise HeaderNotAllowedError(
            f"header {name} is not allowed: use an X- header, or one of "
            + ", ".join(sorted(ALLOWED_HEADERS.values())),
            header=name,
        )
    try:
        check_text(value, f"header {name}")
    except ComposeError as exc:
        raise HeaderNotAllowedError(str(exc), header=name) from None
    value = value.strip(" \t")
    if len(value) > MAX_TEXT_VALUE:
        raise HeaderNotAllowedError(
            f"header {name} is longer than {MAX_TEXT_VALUE} characters", header=name
        )
    if lower == "list-unsubscribe" and not _LIST_UNSUBSCRIBE.match(value):
        raise HeaderNotAllowedError(
            "List-Unsubscribe must be a comma-separated list of <mailto:...> or <https://...>",
            header=name,
        )
    if lower == "list-unsubscribe-post" and value != _ONE_CLICK:
        raise HeaderNotAllowedError(
            f"List-Unsubscribe-Post must be exactly {_ONE_CLICK!r} (RFC 8058)", header=name
        )
    if lower in _VALUE_RULES:
        pattern, wanted = _VALUE_RULES[lower]
        if not pattern.match(value):
            raise HeaderNotAllowedError(f"{written} must be {wanted}", header=name)
    return written, value


def check_custom_headers(headers: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every custom header checked; duplicates refused; List-Unsubscribe-Post needs an
    https List-Unsubscribe beside it (RFC 8058 section 3.1)."""
    if len(headers) > MAX_CUSTOM_HEADERS:
        raise ComposeError(f"at most {MAX_CUSTOM_HEADERS} custom headers", field="headers")
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for item in headers:
        if not isinstance(item, tuple | list) or len(item) != 2:
            raise ComposeError("each custom header is a (name, value) pair", field="headers")
        written, value = check_custom_header(item[0], item[1])
        if written.lower() in seen:
            raise HeaderNotAllowedError(f"header {written} is given twice", header=item[0])
        seen.add(written.lower())
        out.append((written, value))
    if "list-unsubscribe-post" in seen:
        unsubscribe = next((v for n, v in out if n.lower() == "list-unsubscribe"), "")
        if "<https://" not in unsubscribe:
            raise HeaderNotAllowedError(
                "List-Unsubscribe-Post needs a List-Unsubscribe header with an https URI",
                header="List-Unsubscribe-Post",
            )
    return out


def custom_header_pieces(name: str, value: str) -> list[Piece]:
    """List-Unsubscribe folds between its URIs and is never encoded; the rest is text."""
    if name.lower() == "list-unsubscribe":
        uris = [u.strip() for u in value.split(",")]
        return [Piece(u + ("," if i < len(uris) - 1 else "")) for i, u in enumerate(uris)]
    return text_pieces(value)
