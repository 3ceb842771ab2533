# ruff: noqa: RUF001, RUF003 -- the lookalike letters are the point of this module
"""Text as the detector reads it: one canonical form for everything an agent may see.

``normalize`` applies, in order: removal of invisible characters (zero-width, soft hyphen,
bidi controls, Unicode tag characters, variation selectors, the combining grapheme
joiner), NFKC (fullwidth and mathematical letters become plain ones), lower case, letters
spread out with spaces joined into words ("i g n o r e   a l l" reads "ignore all"), the
confusables skeleton of UTS #39 for words that mix scripts (a shipped subset of
``confusables.txt``: Cyrillic, Greek and Armenian letters that render like Latin ones, plus
leetspeak digits inside words), accent folding (NFD with the combining marks dropped:
"précédentes" reads "precedentes", "игнорируй" reads "игнорируи"), and every run of white
space reduced to one space (or one line break). Every step is a linear pass.

Patterns (``rules.py``) and the learned model (``model.py``) both read this form, so an
attacker's soft hyphens, homoglyphs and accents change nothing they see.
"""

from __future__ import annotations

import re
import unicodedata

ZERO_WIDTH = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e"
SOFT = "\u00ad\u034f\u115f\u1160\u3164\uffa0\u17b4\u17b5"  # soft hyphen, CGJ, fillers
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
_INVISIBLE = {ord(c): None for c in ZERO_WIDTH + SOFT + BIDI}
_INVISIBLE.update(dict.fromkeys(range(65024, 65040)))  # variation selectors
_INVISIBLE.update(dict.fromkeys(range(917504, 917632)))  # tag characters
_INVISIBLE.update(dict.fromkeys(range(917760, 918000)))

# From Unicode's confusables.txt (UTS #39), restricted to letters that pass for Latin
# ones: applied to words that also hold a Latin letter, so Russian or Greek prose is read
# as itself while "іgnоrе" (Cyrillic і, о, е) reads "ignore".
CONFUSABLES = {
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
    "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j",
    "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ɡ": "g", "ɑ": "a",
    "ı": "i", "ȷ": "j", "ʟ": "l", "ɩ": "i", "ᴦ": "r", "ь": "b", "ԍ": "g", "ҽ": "e",
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "ϲ": "c", "ϳ": "j",
    "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "ք": "p", "ա": "w", "յ": "j",
}  # fmt: skip
_CONFUSABLE_TABLE = str.maketrans(CONFUSABLES)
# Digits and signs standing for letters inside a word ("1gn0re", "pa$$word").
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "$": "s"})
_LEET_CHARS = frozenset("013457$")
_WORD = re.compile(r"[^\s.,;:?()\[\]{}<>\"'`/\\]{2,60}")
_LATIN_LETTER = re.compile(r"[a-z]")
_NON_ASCII_LETTER = re.compile(r"[^\x00-\x7f]")
_LEET_WORD = re.compile(r"(?<![a-z0-9])[a-z0-9$]{3,40}(?![a-z0-9])")
_SPACES = re.compile(r"[^\S\n]+")
_LINES = re.compile(r"\n\s*+")
# Four one-letter tokens in a row between single spaces: letters spread out. Any such run
# holds two one-letter tokens between spaces, which a pattern starting with a space finds
# several times faster: it is looked for first.
_SPREAD = re.compile(r"(?<!\S)[^\W\d_] [^\W\d_] [^\W\d_] [^\W\d_](?!\S)")
_SPREAD_HINT = re.compile(r" [^\W\d_] [^\W\d_] ")
_WIDE_GAP = re.compile(r" {2,}")


def strip_invisible(text: str) -> str:
    return text.translate(_INVISIBLE)


class _CombiningMarks(dict):
    """A ``str.translate`` table that drops combining marks, filled as characters are met
    (the lookup is then in C; up to a bound, so odd input cannot grow it without end)."""

    def __missing__(self, code: int) -> int | None:
        value = None if unicodedata.combining(chr(code)) else code
        if len(self) < 20_000:
            self[code] = value
        return value


_DROP_COMBINING = _CombiningMarks()


def fold_accents(text: str) -> str:
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", decomposed.translate(_DROP_COMBINING))


def _skeleton_word(match: re.Match) -> str:
    word = match.group()
    if _NON_ASCII_LETTER.search(word) and _LATIN_LETTER.search(word):
        return word.translate(_CONFUSABLE_TABLE)
    return word


def _unleet(match: re.Match) -> str:
    word = match.group()
    if not _LEET_CHARS.intersection(word):
        return word
    letters = sum(ch.isalpha() for ch in word)
    if not letters or letters * 2 < len(word):
        return word  # mostly digits: a code or a number, not a word in disguise
    return word.translate(_LEET)


def join_spread(text: str) -> str:
    """Letters spread out with spaces read as words: "i g n o r e   a l l" reads "ignore all".
    On a line holding four one-letter tokens in a row, runs of one-character tokens with at
    least two letters among them are joined, and wider gaps (two spaces or more) part words;
    other lines, figures ("2 + 1", "5 à 6 %") and the ordinary words of that line are left
    as they are."""
    if not _SPREAD_HINT.search(text):
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if _SPREAD_HINT.search(line) and _SPREAD.search(line):
            lines[i] = " ".join(_join_letters(stretch) for stretch in _WIDE_GAP.split(line))
    return "\n".join(lines)


def _join_letters(stretch: str) -> str:
    """The stretch with each run of one-character tokens holding two letters or more written
    as one word."""
    words: list[str] = []
    run: list[str] = []
    for token in [*stretch.split(" "), ""]:  # the empty token at the end flushes the run
        if len(token) == 1:
            run.append(token)
            continue
        if sum(ch.isalpha() for ch in run) >= 2:
            words.append("".join(run))
        else:
            words += run
        run = []
        words.append(token)
    return " ".join(words[:-1])


def normalize(text: str) -> str:
    """The canonical form; line breaks stay so line-anchored patterns still work."""
    text = strip_invisible(text)
    text = join_spread(unicodedata.normalize("NFKC", text).lower())
    text = fold_accents(text)
    if _NON_ASCII_LETTER.search(text):
        text = _WORD.sub(_skeleton_word, text)
    text = _LEET_WORD.sub(_unleet, text)
    text = _SPACES.sub(" ", text)
    return _LINES.sub("\n", text).replace(" \n", "\n").strip()


def fold_pattern(pattern: str) -> str:
    """A pattern written with accents, in the form ``normalize`` gives text (NFKC, marks
    dropped); regex syntax is ASCII and passes unchanged."""
    return fold_accents(unicodedata.normalize("NFKC", pattern))


PATTERNS = [_WORD, _LATIN_LETTER, _NON_ASCII_LETTER, _LEET_WORD, _SPACES, _LINES]
PATTERNS += [_SPREAD, _SPREAD_HINT, _WIDE_GAP]
