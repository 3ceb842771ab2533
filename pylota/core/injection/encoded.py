"""Payloads hidden in encodings: base64 and hex runs, quoted-printable and percent-encoded
fragments, and ROT13. Each decoder is a linear pass with a bounded number of results."""

from __future__ import annotations

import base64
import binascii
import codecs
import quopri
import re
from urllib.parse import unquote

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{40,}+={0,2}+")
_HEX = re.compile(r"(?<![0-9a-fA-F])[0-9a-fA-F]{60,}+")
_QP = re.compile(r"(?:[^\s=]{0,30}=[0-9A-Fa-f]{2}){6,}+")
_PERCENT = re.compile(r"(?:[^\s%]{0,30}%[0-9A-Fa-f]{2}){6,}+")
_URLISH = re.compile(r"(?:https?://|www\.)\S{0,300}$")
_PEM_BEGIN = re.compile(r"-----BEGIN [A-Z0-9 ]{1,40}-----")
_PEM_END = re.compile(r"-----END [A-Z0-9 ]{1,40}-----")
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
PATTERNS = [_BASE64, _HEX, _QP, _PERCENT, _URLISH, _PEM_BEGIN, _PEM_END, _ASCII_WORD]
MAX_SCAN = 400_000


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 12:
        return None
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    letters = sum(ch.isalpha() for ch in text)
    spaces = text.count(" ")
    if printable / len(text) < 0.95 or letters / len(text) < 0.5:
        return None
    if spaces == 0 and len(text) > 40 and all(ord(ch) < 128 for ch in text):
        return None  # one long ASCII token: an identifier or key, not a sentence
    return text


def _without_pem(text: str) -> str:
    """PGP and certificate blocks are base64 on purpose; one linear pass removes them."""
    out, position = [], 0
    while True:
        begin = _PEM_BEGIN.search(text, position)
        if begin is None:
            break
        end = _PEM_END.search(text, begin.end())
        if end is None:
            break
        out.append(text[position : begin.start()])
        position = end.end()
    out.append(text[position:])
    return " ".join(out)


def decoded_payloads(text: str, *, limit: int = 20) -> list[tuple[str, str]]:
    """(encoding, readable text) hidden in encoded runs; links and PEM blocks excluded."""
    text = text[:MAX_SCAN]
    if "-----BEGIN " in text:
        text = _without_pem(text)
    out: list[tuple[str, str]] = []
    for match in _BASE64.finditer(text):
        before = text[max(0, match.start() - 300) : match.start()]
        if _URLISH.search(before):
            continue
        chunk = match.group().replace("-", "+").replace("_", "/")
        try:
            data = base64.b64decode(chunk + "=" * (-len(chunk) % 4), validate=False)
        except (binascii.Error, ValueError):
            continue
        readable = _readable(data)
        if readable:
            out.append(("base64", readable))
        if len(out) >= limit:
            return out
    for match in _HEX.finditer(text):
        run = match.group()
        readable = _readable(bytes.fromhex(run[: len(run) // 2 * 2]))
        if readable:
            out.append(("hex", readable))
        if len(out) >= limit:
            return out
    for pattern, name, sign in (
        (_QP, "quoted-printable", "="),
        (_PERCENT, "percent-encoding", "%"),
    ):
        if sign not in text:  # every match holds its escape sign: skip the scan without one
            continue
        for match in pattern.finditer(text):
            fragment = match.group()
            if name == "quoted-printable":
                data = quopri.decodestring(fragment.encode("ascii", "ignore"))
            else:
                data = unquote(fragment).encode("utf-8", "ignore")
            readable = _readable(data)
            if readable:
                out.append((name, readable))
            if len(out) >= limit:
                return out
    return out


def rot13(text: str) -> str:
    """The ROT13 reading of the ASCII words (callers look for phrases in it)."""
    text = text[:MAX_SCAN]
    if not _ASCII_WORD.search(text):
        return ""
    return codecs.decode(text, "rot13")
