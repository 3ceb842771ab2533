"""Encodings we write: RFC 2047 encoded words, RFC 2231 parameters, quoted-printable, base64.

We write these ourselves rather than through ``email.policy`` because its folder turns any
token that does not fit on a line into an encoded word (a long Message-ID becomes
``=?utf-8?q?...?=``, which breaks threading), and because we want byte-exact control over
what DKIM signs. Everything here is small, pure and tested by round trips through both our
parser and the stdlib's.
"""

from __future__ import annotations

import base64
import re
from urllib.parse import quote

CRLF = "\r\n"
# RFC 2047 section 2: an encoded word is at most 75 characters.
_EW_MAX = 75
_EW_PREFIX = {"q": "=?utf-8?q?", "b": "=?utf-8?b?"}
_EW_PAYLOAD = _EW_MAX - len("=?utf-8?q?") - len("?=")  # 63
# RFC 2047 section 5 (3): the characters a Q-encoded word may carry literally inside a
# phrase (display names). The same set is safe in unstructured text, so we use it for both.
_Q_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!*+-/")
# RFC 2045 section 6.7: lines of quoted-printable text are at most 76 characters.
_QP_LINE = 76
_QP_LITERAL = frozenset(range(33, 127)) - {ord("=")}
_B64_LINE = 76
# RFC 2231 attribute-char: what may stay literal in an extended parameter value.
_RFC2231_SAFE = "!#$&+-.^_`|~"


def _q_char(ch: str) -> str:
    if ch in _Q_SAFE:
        return ch
    if ch == " ":
        return "_"
    return "".join(f"={b:02X}" for b in ch.encode("utf-8"))


def encoded_words(text: str, *, max_word: int = _EW_MAX) -> list[str]:
    """``text`` as a list of UTF-8 encoded words, each at most ``max_word`` (75) characters.

    Q encoding when it is no longer than B (mostly-ASCII text stays readable), else B.
    Words are split between characters, never inside one. Decoders drop the white space
    between adjacent encoded words, so callers may join (and fold) them with any.
    """
    if not text:
        return []
    q_cost = sum(len(_q_char(ch)) for ch in text)
    b_cost = 4 * -(-len(text.encode("utf-8")) // 3)
    payload = min(max_word, _EW_MAX) - len("=?utf-8?q?") - len("?=")
    if q_cost <= b_cost:
        return _q_words(text, payload)
    return _b_words(text, payload)


def _chunks(text: str, cost, limit: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Split ``text`` into pieces whose ``cost`` is at most ``limit``, preferring to cut
    just after a space.

    Decoders must drop the white space between adjacent encoded words, but some (Python
    3.11's address parser among them) keep it; cutting after a space means such a reader
    shows at worst a doubled space instead of a space inside a word.
    """
    pieces: list[str] = []
    chunk: list[str] = []
    used = 0
    for ch in text:
        size = cost(ch)
        if chunk and used + size > limit:
            cut = len(chunk)
            for i in range(len(chunk) - 1, 0, -1):
                if chunk[i - 1] == " ":
                    cut = i
                    break
            pieces.append("".join(chunk[:cut]))
            chunk = chunk[cut:]
            used = sum(cost(c) for c in chunk)
        chunk.append(ch)
        used += size
    if chunk:
        pieces.append("".join(chunk))
    return pieces


def _q_words(text: str, payload: int = _EW_PAYLOAD) -> list[str]:
    pieces = _chunks(text, lambda ch: len(_q_char(ch)), payload)
    return [f"{_EW_PREFIX['q']}{''.join(_q_char(c) for c in p)}?=" for p in pieces]


def _b_words(text: str, payload: int = _EW_PAYLOAD) -> list[str]:
    max_bytes = max(payload // 4 * 3, 4)  # 63 -> 45 bytes -> 60 base64 characters
    pieces = _chunks(text, lambda ch: len(ch.encode("utf-8")), max_bytes)
    return [f"{_EW_PREFIX['b']}{base64.b64encode(p.encode()).decode()}?=" for p in pieces]


def quoted_printable(data: bytes) -> bytes:
    """RFC 2045 quoted-printable of text whose line breaks are already CRLF.

    Hard line breaks stay CRLF; lines are soft-broken at 76 characters; trailing white space
    is encoded so transports cannot strip it. A line starting with "From " or "." is
    encoded at its first character, so mbox tools and careless SMTP code leave it alone.
    The result ends exactly where the text ends (the caller's boundary supplies the CRLF).
    """
    out: list[str] = []
    for line in data.split(b"\r\n"):
        encoded = [chr(b) if b in _QP_LITERAL or b in (0x20, 0x09) else f"={b:02X}" for b in line]
        if encoded and encoded[-1] in (" ", "\t"):
            encoded[-1] = f"={ord(encoded[-1]):02X}"
        if line.startswith((b"From ", b".")):
            encoded[0] = f"={line[0]:02X}"
        current = ""
        for token in encoded:
            if len(current) + len(token) > _QP_LINE - 1:  # room for the soft break "="
                out.append(current + "=")
                current = ""
            current += token
        out.append(current)
    return CRLF.join(out).encode("ascii")


def base64_body(data: bytes) -> bytes:
    """Base64 in 76-character lines separated by CRLF."""
    encoded = base64.b64encode(data)
    return b"\r\n".join(encoded[i : i + _B64_LINE] for i in range(0, len(encoded), _B64_LINE))


def rfc2231_segments(name: str, value: str, *, max_line: int = 76) -> list[str]:
    """``name*=utf-8''...`` (RFC 2231), split into ``name*0*=``, ``name*1*=`` ... when long.

    Each returned string is one parameter, to be joined with ";" and folded between; each
    fits in ``max_line`` characters with its leading space and trailing ";".
    """
    encoded = quote(value.encode("utf-8"), safe=_RFC2231_SAFE)
    single = f"{name}*=utf-8''{encoded}"
    if len(single) + 2 <= max_line:
        return [single]
    segments: list[str] = []
    start = 0
    index = 0
    while start < len(encoded):
        prefix = f"{name}*{index}*=" + ("utf-8''" if index == 0 else "")
        end = min(start + max(max_line - len(prefix) - 2, 3), len(encoded))
        # Never cut a %XX escape in half.
        while end < len(encoded) and "%" in encoded[end - 2 : end]:
            end -= 1
        segments.append(prefix + encoded[start:end])
        start = end
        index += 1
    return segments


_QUOTE_NEEDED = re.compile(r'[\\"]')


def quoted_string(value: str) -> str:
    """An RFC 5322 quoted-string of ``value`` (backslash-escaping ``\\`` and ``"``)."""
    return '"' + _QUOTE_NEEDED.sub(lambda m: "\\" + m.group(0), value) + '"'
