"""Long base64 and hex runs in the body that decode to readable text."""

from __future__ import annotations

import base64
import binascii
import re

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){40,}(?![0-9a-fA-F])")
_URLISH = re.compile(r"(?:https?://|www\.)\S*$")


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    letters = sum(ch.isalpha() for ch in text)
    if not text or printable / len(text) < 0.95 or letters / len(text) < 0.5:
        return None
    return text


def decoded_payloads(text: str, *, limit: int = 20) -> list[str]:
    """Readable text hidden in encoded runs (links and PGP/certificate blocks excluded)."""
    if "-----BEGIN " in text:
        text = re.sub(r"-----BEGIN [^-]+-----.*?-----END [^-]+-----", " ", text, flags=re.S)
    out: list[str] = []
    for match in _BASE64.finditer(text):
        before = text[max(0, match.start() - 200) : match.start()]
        if _URLISH.search(before):
            continue
        chunk = match.group()
        try:
            data = base64.b64decode(chunk + "=" * (-len(chunk) % 4), validate=False)
        except (binascii.Error, ValueError):
            continue
        readable = _readable(data)
        if readable:
            out.append(readable)
        if len(out) >= limit:
            return out
    for match in _HEX.finditer(text):
        readable = _readable(bytes.fromhex(match.group()))
        if readable:
            out.append(readable)
        if len(out) >= limit:
            break
    return out
