# ruff: noqa: RUF001, RUF002 -- the lookalike letters are the point of this module
"""Invisible and direction-changing characters, and letters that imitate Latin ones."""

from __future__ import annotations

import re
import unicodedata

ZERO_WIDTH = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e"
BIDI_OVERRIDES = "\u202d\u202e"  # left-to-right / right-to-left override
BIDI_EMBEDS = "\u202a\u202b\u202c\u2066\u2067\u2068\u2069"
TAG_RANGE = (0xE0000, 0xE007F)  # "ASCII smuggling": invisible copies of ASCII

_ZW_IN_WORD = re.compile(rf"(?<=[A-Za-z])[{ZERO_WIDTH}]+(?=[A-Za-z])")
_HORIZONTAL_SPACE = re.compile(r"[^\S\n]+")
PATTERNS = [_ZW_IN_WORD, _HORIZONTAL_SPACE]  # and those defined below (see the end)

# Letters of other scripts that render like Latin ones (a subset of Unicode's confusables:
# the ones seen in lookalike domains and filter-evading text).
CONFUSABLES = {
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
    "ј": "j", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ɡ": "g",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
    "С": "C", "Т": "T", "Х": "X", "ο": "o", "α": "a", "ν": "v", "ι": "i", "κ": "k",
    "ρ": "p", "τ": "t", "υ": "u", "Ο": "O", "Α": "A", "Β": "B", "Ε": "E", "Ι": "I",
    "Κ": "K", "Μ": "M", "Ν": "N", "Ρ": "P", "Τ": "T", "Χ": "X", "Ζ": "Z",
}  # fmt: skip
_CONFUSABLE_TABLE = str.maketrans(CONFUSABLES)


_ZW_RUN = re.compile(f"[{ZERO_WIDTH}]+")
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def count_zero_width_in_words(text: str) -> int:
    """Zero-width characters in runs between two ASCII letters (what ``_ZW_IN_WORD`` finds:
    a maximal run with a letter on each side), looked for from the runs, which are rare,
    instead of from every letter."""
    if not any(ch in text for ch in ZERO_WIDTH):
        return 0
    total = 0
    for match in _ZW_RUN.finditer(text):
        start, end = match.span()
        if start and end < len(text) and {text[start - 1], text[end]} <= _ASCII_LETTERS:
            total += end - start
    return total


def count_zero_width(text: str) -> int:
    # A byte-order mark at the very start is an encoding artefact, not hiding.
    return sum(text.count(ch) for ch in ZERO_WIDTH) - (1 if text.startswith("\ufeff") else 0)


def count_chars(text: str, chars: str) -> int:
    return sum(text.count(ch) for ch in chars)


_TAG_CHAR = re.compile("[\U000e0000-\U000e007f]+")


def tag_characters(text: str) -> str:
    """The ASCII that Unicode tag characters spell out (empty when there are none)."""
    if text.isascii():
        return ""
    low = TAG_RANGE[0]
    return "".join(chr(ord(ch) - low) for run in _TAG_CHAR.findall(text) for ch in run)


def strip_invisible(text: str) -> str:
    low, high = TAG_RANGE
    invisible = set(ZERO_WIDTH + BIDI_OVERRIDES + BIDI_EMBEDS)
    return "".join(ch for ch in text if ch not in invisible and not low <= ord(ch) <= high)


def fold(text: str) -> str:
    """Text as phrase matching sees it: NFKC, no invisible characters, lookalikes folded,
    lower case. Line breaks stay (quoted ``>`` lines are recognised by them)."""
    text = unicodedata.normalize("NFKC", strip_invisible(text)).translate(_CONFUSABLE_TABLE)
    return _HORIZONTAL_SPACE.sub(" ", text).lower()


def scripts(word: str) -> set[str]:
    """The scripts of a word's letters ("LATIN", "CYRILLIC", "GREEK", …)."""
    found = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            found.add(name.split(" ")[0] if name else "UNKNOWN")
    return found


_WORD_WITH_CONFUSABLE = re.compile(r"\w{3,40}")
_CONFUSABLE_CHAR = re.compile("[" + "".join(CONFUSABLES) + "]")


def has_mixed_script_word(text: str, *, limit: int = 2000) -> bool:
    """Whether a word of 3-40 letters mixes Latin with lookalikes (as the words of
    ``\\w{3,40}`` would); linear: ASCII text is skipped, only words holding a lookalike
    are looked at, each distinct word once, at most ``limit`` of them."""
    if text.isascii():
        return False
    seen: set[str] = set()
    for match in _WORD_WITH_CONFUSABLE.finditer(text):  # lazily: the first mixed word ends it
        word = match.group()
        if word in seen or not _CONFUSABLE_CHAR.search(word):
            continue
        if is_mixed_script_lookalike(word):
            return True
        seen.add(word)
        if len(seen) >= limit:
            break
    return False


def is_mixed_script_lookalike(word: str) -> bool:
    """Latin letters mixed with lookalikes from another script, as in "pаypal" (Cyrillic а)."""
    found = scripts(word)
    return "LATIN" in found and any(ch in CONFUSABLES for ch in word)


PATTERNS += [_TAG_CHAR, _WORD_WITH_CONFUSABLE, _CONFUSABLE_CHAR, _ZW_RUN]
