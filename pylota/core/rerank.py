"""The reranker interface: reorder the head of a fused result list.

A reranker gets the query text and the first ``window`` candidates (ID, fused score and
the text the index holds for it) and returns them in a new order with new scores. The
default keeps the fused order. A cross-encoder or an LLM judge plugs in here through the
``PM_SEARCH_RERANKER`` setting (a dotted path to a class taking no arguments).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Candidate:
    id: str
    score: float
    text: str = ""


class Reranker(Protocol):
    window: int

    def rerank(self, query: str, candidates: list[Candidate]) -> list[Candidate]:
        """The same candidates, reordered; scores must be comparable among themselves."""
        ...


class KeepOrder:
    """The default: no reranking."""

    window = 0

    def rerank(self, query: str, candidates: list[Candidate]) -> list[Candidate]:
        return candidates
