"""Header decoding that never raises: addresses, message ids, dates, unstructured text.

``policy.default`` gives the best decoding (RFC 2047 in display names, groups, obsolete
syntax) but its parsers are super-linear on long malformed input and raise on some broken
values. So: values are first turned into real Unicode (raw 8-bit bytes read as UTF-8 per
RFC 6532, else windows-1252), long values take the linear compat32 code paths, and every
failure falls back one step and leaves a defect.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import re
from email import policy, utils
from email.header import decode_header, make_header

from pylota.core.mime.charset import codec_for
from pylota.core.mime.model import Address

# Above these sizes the policy.default parsers get slow (quadratic in places).
_STRUCTURED_MAX = 8 * 1024
_UNSTRUCTURED_MAX = 16 * 1024

_FACTORY = policy.default.header_factory
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")
_FOLD = re.compile(r"\r\n|\r|\n")
_SPACES = re.compile(r"[ \t]+")
_BRACKETED = re.compile(r"<([^<>]*)>")
_MSGID_OK = re.compile(r"[^\s<>()\x00-\x1f\x7f]+")
_MAX_IDS = 500
_IMPLAUSIBLE = re.compile(r"[\s<>,;]")
_ADDR_SPEC = re.compile(r"[^\s<>,;:\"()\[\]@]+@[^\s<>,;:\"()\[\]@]+")


def fix_8bit(value: str, hint: str | None = None) -> tuple[str, bool]:
    """Turn surrogate-escaped raw bytes into text; report whether the guess was not UTF-8.

    Raw 8-bit headers are UTF-8 (RFC 6532) or, in older mail, the charset of the body; the
    caller passes that as ``hint``. windows-1252 is the last resort.
    """
    try:
        value.encode("utf-8")
        return value, False
    except UnicodeEncodeError:
        pass
    raw = value.encode("utf-8", "surrogateescape")
    try:
        return raw.decode("utf-8"), False
    except UnicodeDecodeError:
        pass
    codec = codec_for(hint)
    if codec is not None:
        try:
            return raw.decode(codec), True
        except (UnicodeDecodeError, LookupError):
            pass
    return raw.decode("cp1252", errors="replace"), True


def clean_text(value: str) -> str:
    """Unfold, turn tabs into spaces and drop control characters; trim the ends."""
    value = _FOLD.sub("", value).replace("\t", " ")
    return _CONTROL.sub("", value).strip()


def decode_unstructured(name: str, value: str, defects: list[str], hint: str | None = None) -> str:
    words = _decode_8bit_words(value)
    if words is not None:
        # Encoded words with raw 8-bit bytes inside: the stdlib leaves them undecoded.
        _add(defects, f"header:8bit-in-encoded-word:{name.lower()}")
        value = words
    text, guessed = fix_8bit(value, hint)
    if guessed:
        _add(defects, f"header:8bit:{name.lower()}")
    text = _FOLD.sub("", text)
    if len(text) > _UNSTRUCTURED_MAX:
        _add(defects, f"header:long:{name.lower()}")
        text = text[:_UNSTRUCTURED_MAX]
    if "=?" not in text:
        # Nothing to decode: skip the header parser, which is most of the cost per field.
        return clean_text(text)
    try:
        # Read every field as unstructured: the typed classes (Date, Message-ID) add nothing
        # to a display string and raise on values we still want to show.
        decoded = str(_FACTORY("x-unstructured", text))
    except Exception:
        _add(defects, f"header:undecodable:{name.lower()}")
        try:
            decoded = str(make_header(decode_header(text)))
        except Exception:
            decoded = text
    return clean_text(decoded)


def parse_addresses(
    name: str, value: str, defects: list[str], hint: str | None = None
) -> list[Address]:
    text, guessed = fix_8bit(value, hint)
    if guessed:
        _add(defects, f"header:8bit:{name.lower()}")
    text = _FOLD.sub("", text)
    if text.strip() in ("<>", ""):
        return []  # the null reverse-path of bounces, or an empty field
    pairs: list[tuple[str, str, str]] | None = None
    if len(text) <= _STRUCTURED_MAX:
        try:
            header = _FACTORY("to", text)
            pairs = [(a.display_name, a.username, a.domain) for a in header.addresses]
            if any(type(d).__name__ == "InvalidHeaderDefect" for d in header.defects):
                _add(defects, f"address:invalid:{name.lower()}")
        except Exception:
            _add(defects, f"address:unparseable:{name.lower()}")
    if pairs is None:
        pairs = []
        try:
            found = utils.getaddresses([text])
        except Exception:
            found = []
        for display, spec in found:
            local, _, domain = spec.rpartition("@") if "@" in spec else (spec, "", "")
            pairs.append((_decode_words(display), local, domain))
    if any(_IMPLAUSIBLE.search(local) or _IMPLAUSIBLE.search(domain) for _, local, domain in pairs):
        # An unterminated quote or bracket swallowed the rest of the field; keep what still
        # looks like an address rather than one long bogus one.
        _add(defects, f"address:invalid:{name.lower()}")
        pairs = [("", *m.group(0).rsplit("@", 1)) for m in _ADDR_SPEC.finditer(text)]
    out: list[Address] = []
    for display, local, domain in pairs:
        if not domain and not display and local and len(pairs) == 1 and "@" not in text:
            # "From: Whomever": a name with no address. Keep it as the display name.
            _add(defects, f"address:invalid:{name.lower()}")
            out.append(Address(name=_clean_name(local), address=""))
            continue
        address = _normalize_addr(local, domain)
        if not address:
            continue
        out.append(Address(name=_clean_name(display), address=address))
        if len(out) >= 10_000:
            _add(defects, f"address:too-many:{name.lower()}")
            break
    return out


# An RFC 2047 encoded word, over bytes; the encoded text may hold raw 8-bit bytes (broken
# software writes them, and mail clients still decode the word).
_RAW_WORD = re.compile(rb"=\?([^?\s]{1,60})\?([QqBb])\?([^?\s]*)\?=")
_BETWEEN_WORDS = re.compile(rb"[ \t\r\n]*")
_QP_HEX = re.compile(rb"=([0-9A-Fa-f]{2})")


def _decode_8bit_words(value: str) -> str | None:
    """The value with every encoded word decoded, when one of them carries raw 8-bit bytes
    (else None: the stdlib's decoder handles the value). Whitespace between two adjacent
    encoded words is dropped, as RFC 2047 says."""
    if "=?" not in value:
        return None
    raw = value.encode("utf-8", "surrogateescape")
    matches = list(_RAW_WORD.finditer(raw))
    if not any(max(m.group(3), default=0) >= 0x80 for m in matches):
        return None
    out: list[str] = []
    last, previous_word = 0, False
    for m in matches:
        between = raw[last : m.start()]
        if not (previous_word and _BETWEEN_WORDS.fullmatch(between)):
            out.append(between.decode("utf-8", "surrogateescape"))
        out.append(_decode_raw_word(m.group(1), m.group(2), m.group(3)))
        last, previous_word = m.end(), True
    out.append(raw[last:].decode("utf-8", "surrogateescape"))
    return "".join(out)


def _decode_raw_word(charset: bytes, encoding: bytes, text: bytes) -> str:
    label = charset.decode("ascii", "replace").split("*", 1)[0]  # RFC 2231 language suffix
    if encoding in b"Qq":
        data = _QP_HEX.sub(lambda m: bytes([int(m.group(1), 16)]), text.replace(b"_", b" "))
    else:
        try:
            data = base64.b64decode(text + b"=" * (-len(text) % 4), validate=False)
        except (binascii.Error, ValueError):
            return text.decode("ascii", "replace")
    codec = codec_for(label)
    if codec is None:
        codec = "utf-8"
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        return data.decode(codec, errors="replace")


def _decode_words(value: str) -> str:
    if "=?" not in value:
        return value
    try:
        return str(make_header(decode_header(value)))
    except Exception:
        return value


def _normalize_addr(local: str, domain: str) -> str:
    local = clean_text(local)
    domain = clean_text(domain).strip(".").lower()
    if not local and not domain:
        return ""
    return f"{local}@{domain}" if domain else local


def _clean_name(display: str | None) -> str | None:
    if not display:
        return None
    cleaned = _SPACES.sub(" ", clean_text(display))
    if len(cleaned) > 2 and cleaned[0] == cleaned[-1] and cleaned[0] in "\"'":
        cleaned = cleaned[1:-1].strip()
    return cleaned or None


def parse_msgid(value: str, defects: list[str], name: str = "message-id") -> str | None:
    ids = parse_msgid_list(value, defects, name)
    return ids[0] if ids else None


def parse_msgid_list(value: str, defects: list[str], name: str) -> list[str]:
    """Ids in angle brackets, in order, deduplicated; junk between them is ignored.

    A bracketed token that is not a plausible id (empty, with spaces or controls) is dropped
    with a defect. Without any brackets, whitespace-separated tokens containing "@" are taken
    (some old software omits them), also with a defect.
    """
    text, _ = fix_8bit(value)
    text = _FOLD.sub(" ", text)[: 4 * _UNSTRUCTURED_MAX]
    out: list[str] = []
    bracketed = _BRACKETED.findall(text)
    if bracketed:
        for token in bracketed:
            token = token.strip()
            if _MSGID_OK.fullmatch(token) and len(token) <= 998:
                out.append(token)
            else:
                _add(defects, f"msgid:invalid:{name}")
    else:
        for token in text.split():
            token = token.strip("<>,;\"'()")
            if "@" in token and _MSGID_OK.fullmatch(token) and len(token) <= 998:
                out.append(token)
        if out:
            _add(defects, f"msgid:unbracketed:{name}")
        elif text.strip():
            _add(defects, f"msgid:invalid:{name}")
    unique = list(dict.fromkeys(out))
    if len(unique) > _MAX_IDS:
        _add(defects, f"msgid:too-many:{name}")
        unique = unique[-_MAX_IDS:]
    return unique


_TZ_WORDS = {"UT": "+0000", "UTC": "+0000", "GMT": "+0000", "Z": "+0000"}
_ISO_LIKE = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?"
)


def parse_date(value: str) -> tuple[str | None, bool]:
    """(ISO-8601 UTC string, parsed) for a Date header value; None when unparseable."""
    text = clean_text(fix_8bit(value)[0])[:200]
    if not text:
        return None, False
    when = _parse_rfc5322(text)
    if when is None:
        when = _parse_iso(text)
    if when is None:
        return None, False
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    try:
        when = when.astimezone(dt.UTC)
    except (OverflowError, ValueError):
        return None, False
    if not 1970 <= when.year <= 2200:
        return None, False
    return when.strftime("%Y-%m-%dT%H:%M:%SZ"), True


def _parse_rfc5322(text: str) -> dt.datetime | None:
    candidate = re.sub(r"\([^()]*\)", " ", text).strip()
    words = candidate.split()
    if words and words[-1].upper() in _TZ_WORDS:
        words[-1] = _TZ_WORDS[words[-1].upper()]
        candidate = " ".join(words)
    try:
        return utils.parsedate_to_datetime(candidate)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def _parse_iso(text: str) -> dt.datetime | None:
    m = _ISO_LIKE.search(text)
    if not m:
        return None
    year, month, day, hour, minute = (int(m.group(i)) for i in range(1, 6))
    second = int(m.group(6) or 0)
    tz = m.group(7)
    try:
        when = dt.datetime(year, month, day, hour, minute, min(second, 59))
    except ValueError:
        return None
    if tz and tz != "Z":
        sign = 1 if tz[0] == "+" else -1
        digits = tz[1:].replace(":", "")
        offset = dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        try:
            return when.replace(tzinfo=dt.timezone(sign * offset))
        except ValueError:
            return None
    return when.replace(tzinfo=dt.UTC)


def _add(defects: list[str], defect: str) -> None:
    if defect not in defects:
        defects.append(defect)
