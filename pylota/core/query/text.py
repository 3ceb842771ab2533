"""Text normalisation shared by indexing and querying, so both sides fold alike.

PostgreSQL's ``simple`` configuration lowercases but keeps accents, and the embedded
server has no ``unaccent`` extension: we fold in Python before text reaches
``to_tsvector``/``plainto_tsquery``. "Café", "CAFE" and "cafe" then match each other in
every language, with no stemmer guessing the language of a message.
"""

from __future__ import annotations

import re
import unicodedata

_WORD_RE = re.compile(r"\w+", re.UNICODE)


def fold(text: str) -> str:
    """Lowercase, compatibility-decompose and drop combining marks: "Straße Ünïcode" →
    "strasse unicode". Characters of scripts without marks (Cyrillic, CJK) are kept."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.casefold()


def words(text: str) -> list[str]:
    """The folded word tokens of ``text`` (letters, digits and underscores)."""
    return _WORD_RE.findall(fold(text))


def has_word(text: str) -> bool:
    return bool(_WORD_RE.search(text))


def like_pattern(value: str) -> str:
    """A folded ``LIKE`` pattern matching ``value`` anywhere, its wildcards escaped."""
    escaped = fold(value).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
