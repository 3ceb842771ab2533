"""Citations of stored mail, and the deterministic verifier that checks them.

An answer is a list of claims (sentences), each citing message IDs with a quoted span. The
verifier keeps a citation only when its quote occurs in the stored text of that message
(among the messages the run actually read), comparing both after the same normalisation:
Unicode compatibility forms, typographic quotes and dashes made plain, every run of
whitespace made one space. An ellipsis (``...`` or ``…``) inside a quote stands for
omitted text: each part must occur, in order. Case is kept: a quote is a quote.

A claim with no verified citation left is removed, and so is one whose own text quotes
(between double quotes) words that none of its verified citations contain. Every removal
is reported with its reason, so the caller can say so.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

# A quote shorter than this (after normalisation) proves nothing: "the" occurs everywhere.
MIN_QUOTE_CHARS = 12
MIN_QUOTE_WORDS = 3

_PLAIN = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2015": "-",
        "\u2212": "-",
        "\u00ad": "",
        "\u200b": "",
        "\u200c": "",
        "\u200d": "",
        "\u2060": "",
        "\ufeff": "",
    }
)
_ELLIPSIS = re.compile(r"\s*(?:\.\.\.+|…)\s*")
_INNER_QUOTE = re.compile(r'"([^"]{4,})"')
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_WORD = re.compile(r"\w+")


def normalise(text: str) -> str:
    return normalise_with_offsets(text)[0]


def normalise_with_offsets(text: str) -> tuple[str, list[int]]:
    """The normalised text and, for each of its characters, the index in ``text`` it came
    from (to report where a verified quote stands in the stored text)."""
    out: list[str] = []
    offsets: list[int] = []
    for index, char in enumerate(text or ""):
        plain = unicodedata.normalize("NFKC", char).translate(_PLAIN)
        for piece in plain:
            if piece.isspace():
                if not out or out[-1] == " ":
                    continue
                piece = " "
            out.append(piece)
            offsets.append(index)
    if out and out[-1] == " ":
        out.pop()
        offsets.pop()
    return "".join(out), offsets


@dataclass(frozen=True)
class Citation:
    message_id: str
    quote: str


@dataclass(frozen=True)
class Claim:
    text: str
    citations: tuple[Citation, ...] = ()


@dataclass(frozen=True)
class VerifiedCitation:
    message_id: str
    quote: str
    start: int  # where the quote stands in the stored text (characters), end exclusive
    end: int

    def as_dict(self) -> dict:
        return {
            "message_id": self.message_id,
            "quote": self.quote,
            "start": self.start,
            "end": self.end,
        }


@dataclass(frozen=True)
class VerifiedClaim:
    text: str
    citations: tuple[VerifiedCitation, ...]


@dataclass(frozen=True)
class Removal:
    kind: str  # "citation" or "sentence"
    reason: str
    sentence: str
    message_id: str = ""
    quote: str = ""

    def as_dict(self) -> dict:
        return {
            "kind": self.kind,
            "reason": self.reason,
            "sentence": self.sentence,
            "message_id": self.message_id,
            "quote": self.quote,
        }


REASONS = {
    "unknown_message": "the message was not among the mail this answer read",
    "quote_not_found": "the quoted words are not in that message",
    "quote_too_short": "the quote is too short to prove anything",
    "no_citation": "the sentence cites nothing",
    "no_verified_citation": "none of the sentence's citations could be verified",
    "unverified_quote": "the sentence quotes words its citations do not contain",
    "distrusted_message": "the message was flagged as an attempt to instruct a model",
}


@dataclass
class Verification:
    kept: list[VerifiedClaim] = field(default_factory=list)
    removed: list[Removal] = field(default_factory=list)

    @property
    def citations(self) -> list[VerifiedCitation]:
        return [c for claim in self.kept for c in claim.citations]


class Sources:
    """The stored texts a run read, normalised once."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        self._texts = dict(texts)
        self._normal: dict[str, tuple[str, list[int]]] = {}

    def __contains__(self, message_id: str) -> bool:
        return message_id in self._texts

    def add(self, message_id: str, text: str) -> None:
        if message_id not in self._texts:
            self._texts[message_id] = text

    def text(self, message_id: str) -> str:
        return self._texts[message_id]

    def normal(self, message_id: str) -> tuple[str, list[int]]:
        if message_id not in self._normal:
            self._normal[message_id] = normalise_with_offsets(self._texts[message_id])
        return self._normal[message_id]

    def ids(self) -> list[str]:
        return list(self._texts)


def locate(quote: str, source: tuple[str, list[int]]) -> tuple[int, int] | None:
    """Where ``quote`` stands in the source (original offsets), or None."""
    haystack, offsets = source
    parts = [p for p in _ELLIPSIS.split(normalise(quote).strip(" \"'")) if p.strip()]
    if not parts or not haystack:
        return None
    position = 0
    first = last = -1
    for part in parts:
        found = haystack.find(part.strip(), position)
        if found < 0:
            return None
        if first < 0:
            first = found
        position = found + len(part.strip())
        last = position
    return offsets[first], offsets[last - 1] + 1


def _too_short(quote: str) -> bool:
    text = normalise(quote).strip(" \"'")
    text = _ELLIPSIS.sub(" ", text)
    return len(text) < MIN_QUOTE_CHARS or len(_WORD.findall(text)) < MIN_QUOTE_WORDS


def verify_claim(
    claim: Claim, sources: Sources, distrusted: frozenset[str] = frozenset()
) -> tuple[VerifiedClaim | None, list[Removal]]:
    """``distrusted``: messages never accepted as proof (flagged as injection attempts)."""
    removed: list[Removal] = []
    if not claim.citations:
        return None, [Removal("sentence", "no_citation", claim.text)]
    kept: list[VerifiedCitation] = []
    for citation in claim.citations:
        reason = None
        span = None
        if citation.message_id not in sources:
            reason = "unknown_message"
        elif citation.message_id in distrusted:
            reason = "distrusted_message"
        elif _too_short(citation.quote):
            reason = "quote_too_short"
        else:
            span = locate(citation.quote, sources.normal(citation.message_id))
            if span is None:
                reason = "quote_not_found"
        if reason is not None or span is None:
            removed.append(
                Removal(
                    "citation",
                    reason or "quote_not_found",
                    claim.text,
                    citation.message_id,
                    citation.quote,
                )
            )
            continue
        if any(k.message_id == citation.message_id and k.start == span[0] for k in kept):
            continue  # the same span cited twice
        kept.append(VerifiedCitation(citation.message_id, citation.quote, span[0], span[1]))
    if not kept:
        removed.append(Removal("sentence", "no_verified_citation", claim.text))
        return None, removed
    # Words the sentence itself puts in quotes must be in one of the verified sources.
    for inner in _INNER_QUOTE.findall(normalise(claim.text)):
        if not any(locate(inner, sources.normal(k.message_id)) for k in kept):
            removed.append(Removal("sentence", "unverified_quote", claim.text, quote=inner))
            return None, removed
    return VerifiedClaim(claim.text, tuple(kept)), removed


def verify(
    claims: Iterable[Claim], sources: Sources, distrusted: frozenset[str] = frozenset()
) -> Verification:
    result = Verification()
    for claim in claims:
        kept, removed = verify_claim(claim, sources, distrusted)
        if kept is not None:
            result.kept.append(kept)
        result.removed.extend(removed)
    return result


# --- Sentences, for extractive answers ---------------------------------------------------

_QUOTED_LINE = re.compile(r"^\s*>")
_ON_WROTE = re.compile(r"^On .{4,200} wrote:\s*$")


def sentences(text: str) -> list[str]:
    """The sentences of a message's own text (quoted replies and attribution lines
    dropped), each exactly as stored but with its inner whitespace kept as is, so it
    verifies against the stored text."""
    out: list[str] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            block = " ".join(line.strip() for line in paragraph)
            out.extend(s.strip() for s in _SENTENCE_END.split(block) if s.strip())
            paragraph.clear()

    for line in (text or "").splitlines():
        if _QUOTED_LINE.match(line) or _ON_WROTE.match(line.strip()):
            flush()
            continue
        if not line.strip():
            flush()
            continue
        paragraph.append(line)
    flush()
    return out


_QUOTE_MARKS = re.compile(r"^\s*(?:>\s?)+")


def quoted_sentences(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The sentences of the quoted history in a message (lines starting with ``>``, at any
    depth), each with the pieces it is stored as: one piece when it stands on one line,
    one per line when it wraps (the quote marks between them are not part of it, so a
    citation joins the pieces with an ellipsis and still verifies).

    An answer may exist only there: a reply that quotes mail the mailbox never received."""
    out: list[tuple[str, tuple[str, ...]]] = []
    block: list[str] = []

    def flush() -> None:
        if not block:
            return
        if len(block) > 1 and block[0].endswith(",") and len(_WORD.findall(block[0])) <= 4:
            out.append((block[0], (block[0],)))  # a greeting ("Dear parents,") stands alone
            del block[0]
        joined = " ".join(block)
        bounds, position = [], 0
        for line in block:
            bounds.append((position, position + len(line)))
            position += len(line) + 1
        cursor = 0
        for sentence in (s.strip() for s in _SENTENCE_END.split(joined)):
            if not sentence:
                continue
            start = joined.index(sentence, cursor)
            end = cursor = start + len(sentence)
            pieces = tuple(
                joined[max(start, a) : min(end, b)].strip()
                for a, b in bounds
                if a < end and b > start and joined[max(start, a) : min(end, b)].strip()
            )
            out.append((sentence, pieces))
        block.clear()

    for line in (text or "").splitlines():
        marks = _QUOTE_MARKS.match(line)
        if not marks:
            flush()
            continue
        content = line[marks.end() :].strip()
        if not content:
            flush()
            continue
        block.append(content)
    flush()
    return out
