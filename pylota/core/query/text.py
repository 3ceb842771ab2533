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


# Words that say nothing about which message is meant, in the languages mail mostly comes
# in; dropped only when a query is relaxed ("any word"), never from an exact query, so
# "to be or not to be" in quotes still means itself.
STOP_WORDS = frozenset(
    """
    a an and are as at be been but by can could did do does for from had has have how i if
    in into is it its me my of on or our please should so than that the their them then
    there these they this to was we were what when where which who whom why will with would
    you your about any all also just
    der die das und ist ein eine einer eines den dem des zu mit von fur auf im nicht wie was
    wer wann wo warum ich du sie wir es sich oder aber auch
    le la les un une des et est de du en au aux que qui quoi quand ou pourquoi comment je tu
    il elle nous vous ils elles ce cette pour par sur dans pas ne
    el los las uno una unos unas y es del al que quien cuando donde por para con como yo
    il lo gli e di da che chi quando dove perche come io per non sono
    o os as um uma e do da dos das que quem quando onde porque como eu para com nao
    """.split()  # noqa: SIM905 (a readable block of words, one language a line)
)


def content_words(text: str) -> list[str]:
    """The folded words of ``text`` that are not stop words (all of them if only those)."""
    tokens = words(text)
    kept = [t for t in tokens if t not in STOP_WORDS]
    return kept or tokens
