"""Content-Transfer-Encoding decoding that forgives what real senders write."""

from __future__ import annotations

import binascii
import re

_SPELLINGS = {
    "7bit": "7bit",
    "7-bit": "7bit",
    "7 bit": "7bit",
    "7bits": "7bit",
    "8bit": "8bit",
    "8-bit": "8bit",
    "8 bit": "8bit",
    "8bits": "8bit",
    "binary": "binary",
    "base64": "base64",
    "base-64": "base64",
    "base 64": "base64",
    "quoted-printable": "quoted-printable",
    "quoted printable": "quoted-printable",
    "quoted_printable": "quoted-printable",
    "quotedprintable": "quoted-printable",
    "qp": "quoted-printable",
    "x-uuencode": "uuencode",
    "uuencode": "uuencode",
    "x-uue": "uuencode",
    "uue": "uuencode",
}

_B64_JUNK = re.compile(rb"[^A-Za-z0-9+/=]+")
_LINE = re.compile(rb"([^\r\n]*)(?:\r\n|\r|\n|$)")
_B64_LINE = re.compile(rb"[A-Za-z0-9+/_-]+=*")
_B64_WS = re.compile(rb"[ \t\r\n]+")
_QP_SOFT_BREAK_WS = re.compile(rb"=[ \t]+(\r\n|\r|\n)")
_QP_SPACED_HEX = re.compile(rb"= ([0-9A-Fa-f]{2})")


def normalize_cte(value: str | None) -> tuple[str, str | None]:
    """(canonical encoding, defect or None). Missing means 7bit; unknown means 7bit + defect."""
    if value is None:
        return "7bit", None
    # "quoted-printable;" and "base64; charset=..." happen: the token ends at ";".
    token = value.split(";", 1)[0]
    cleaned = " ".join(token.replace('"', "").replace("'", "").split()).lower()
    if not cleaned:
        return "7bit", None
    canonical = _SPELLINGS.get(cleaned)
    if canonical is not None:
        return canonical, None
    return "7bit", f"cte:unknown:{cleaned[:40]}"


def estimate_decoded_size(encoding: str, encoded_len: int) -> int:
    if encoding == "base64":
        return encoded_len * 3 // 4 + 3
    return encoded_len


def decode_transfer(data: bytes, encoding: str) -> tuple[bytes, str | None]:
    """Decode one body; return (bytes, defect or None). Never raises on bad input."""
    if encoding == "base64":
        return _base64(data)
    if encoding == "quoted-printable":
        return _quoted_printable(data)
    if encoding == "uuencode":
        return _uudecode(data)
    return data, None


def _base64(data: bytes) -> tuple[bytes, str | None]:
    data, defect = _cut_trailing_junk(data)
    compact = _B64_WS.sub(b"", data)
    if b"-" in compact or b"_" in compact:
        compact = compact.translate(bytes.maketrans(b"-_", b"+/"))
    cleaned = _B64_JUNK.sub(b"", compact)
    if len(cleaned) != len(compact):
        defect = "base64:invalid-characters"
    # Senders concatenate separately padded chunks; decode each chunk on its own.
    out = bytearray()
    for chunk in re.split(rb"=+", cleaned):
        if not chunk:
            continue
        rem = len(chunk) % 4
        if rem == 1:
            chunk = chunk[:-1]
            defect = defect or "base64:truncated"
        elif rem:
            chunk = chunk + b"=" * (4 - rem)
        try:
            out += binascii.a2b_base64(chunk)
        except binascii.Error:
            defect = defect or "base64:undecodable"
    if defect is None and cleaned.rstrip(b"=").count(b"=") > 0:
        defect = "base64:padding-inside"
    return bytes(out), defect


def _cut_trailing_junk(data: bytes) -> tuple[bytes, str | None]:
    """Base64 up to the first line that is not base64 after the encoded block (a list
    footer, a signature): decoding those letters would append garbage to the part."""
    seen = False
    for line in _LINE.finditer(data):
        content = line.group(1).strip(b" \t")
        if not content:
            continue
        if _B64_LINE.fullmatch(content) and not content.startswith(b"--"):
            seen = True
        elif seen:
            return data[: line.start()], "base64:trailing-junk"
    return data, None


def _quoted_printable(data: bytes) -> tuple[bytes, str | None]:
    defect = None
    fixed = _QP_SOFT_BREAK_WS.sub(rb"=\1", data)
    fixed2 = _QP_SPACED_HEX.sub(rb"=\1", fixed)
    if fixed2 != data:
        defect = "qp:whitespace"
    try:
        return binascii.a2b_qp(fixed2), defect
    except (binascii.Error, ValueError):
        return data, "qp:undecodable"


def _uudecode(data: bytes) -> tuple[bytes, str | None]:
    if not data.strip():
        return b"", None
    out = bytearray()
    started = False
    defect = None
    for line in data.splitlines():
        stripped = line.strip()
        if not started:
            if stripped.startswith(b"begin"):
                started = True
            continue
        if stripped == b"end":
            break
        if not stripped:
            continue
        try:
            out += binascii.a2b_uu(stripped)
        except binascii.Error:
            # Some encoders emit lines one character short; pad like uudecode(1) does.
            try:
                nbytes = ((stripped[0] - 32) & 63) * 4 // 3 + 3
                out += binascii.a2b_uu(stripped + b" " * max(0, nbytes - len(stripped) + 1))
            except (binascii.Error, IndexError):
                defect = "uuencode:invalid-line"
    if not started:
        return data, "uuencode:no-begin"
    return bytes(out), defect
