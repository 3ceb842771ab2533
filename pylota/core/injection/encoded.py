"""Payloads hidden in encodings: base64 and hex runs, quoted-printable and percent-encoded
fragments, and ROT13. Each decoder is a linear pass with a bounded number of results."""

from __future__ import annotations

import base64
import binascii
import codecs
import quopri
import re
from urllib.parse import unquote

from pylota.core.injection.normalize import normalize

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{40,}+={0,2}+")
_HEX = re.compile(r"(?<![0-9a-fA-F])[0-9a-fA-F]{60,}+")
# Escapes with the spaces and soft line breaks ("=" at a line's end) that quoted-printable
# text keeps between them, so a sentence decodes as one fragment rather than word by word.
_QP = re.compile(r"(?:[^\s=]{0,30}=(?:[0-9A-Fa-f]{2}|\r?\n)[ \t]{0,4}){6,}+")
_PERCENT = re.compile(r"(?:[^\s%]{0,30}%[0-9A-Fa-f]{2}){6,}+")
_URLISH = re.compile(r"(?:https?://|www\.)\S{0,300}$")
_PEM_BEGIN = re.compile(r"-----BEGIN [A-Z0-9 ]{1,40}-----")
_PEM_END = re.compile(r"-----END [A-Z0-9 ]{1,40}-----")
PATTERNS = [_BASE64, _HEX, _QP, _PERCENT, _URLISH, _PEM_BEGIN, _PEM_END]
MAX_SCAN = 400_000
READABLE_SAMPLE = 4_000


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 12:
        return None
    sample = text[:READABLE_SAMPLE]  # a long payload is judged by its start
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in sample)
    letters = sum(ch.isalpha() for ch in sample)
    if printable / len(sample) < 0.95 or letters / len(sample) < 0.5:
        return None
    if " " not in sample and len(sample) > 40 and sample.isascii():
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


# ROT13 turns the vowels a, e, i, o, u into n, r, v, b, h. Among the ASCII letters of
# Latin-script prose about 33-45 % are vowels; in its ROT13 about 13-25 %.
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_VOWELS = "aeiou"
_ROTATED_VOWELS = "nrvbh"
MIN_ROT13_LETTERS = 40
ROT13_SAMPLE = 2_000
ROT13_BUDGET = 10_000


def _count(line: str, letters: str) -> int:
    return sum(map(line.count, letters))


def _rotated_share(line: str) -> tuple[int, float, float]:
    """ASCII letters of a lower-case line, and the shares of vowels and of ROT13 vowels."""
    letters = _count(line, _LETTERS)
    if not letters:
        return 0, 0.0, 0.0
    return letters, _count(line, _VOWELS) / letters, _count(line, _ROTATED_VOWELS) / letters


def rot13_lines(text: str) -> str:
    """The ROT13 reading (normalised) of the lines that read as ROT13 in any Latin-script
    language: at least ``MIN_ROT13_LETTERS`` ASCII letters and three spaces, under 33 %
    vowels, and decoding gives clearly more (at least 30 %, and 8 points more). Vowels are
    counted on the normalised line, so accents, homoglyphs and leetspeak hide none; the line
    is decoded as written (ROT13 leaves accented letters alone). Empty if no line reads so.
    At most ``ROT13_BUDGET`` characters are normalised for the test, each line's first
    ``ROT13_SAMPLE``."""
    out = []
    budget = ROT13_BUDGET
    for line in text[:MAX_SCAN].split("\n"):
        if len(line) < MIN_ROT13_LETTERS or line.count(" ") < 3:
            continue
        sample = line[:ROT13_SAMPLE]
        lowered = sample.lower()
        if _count(lowered, _ROTATED_VOWELS) <= _count(lowered, _VOWELS):
            continue  # cheap test first: most lines stop here
        letters, vowels, rotated = _rotated_share(normalize(sample))
        if letters >= MIN_ROT13_LETTERS and vowels < 0.33 and rotated >= max(0.30, vowels + 0.08):
            out.append(codecs.decode(line, "rot13"))
        budget -= len(sample)
        if budget <= 0:
            break
    return normalize("\n".join(out))
