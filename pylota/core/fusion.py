"""Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009).

Each arm contributes ``weight / (k + rank)`` for every item it ranked (rank from 1),
times the item's ``scale`` in that arm when one is given (1 otherwise); the fused list
is sorted by the sum, ties broken by the item ID (descending, so newer first: our IDs
sort by time) to make the order, and therefore cursors, deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

DEFAULT_K = 60


@dataclass(frozen=True)
class Fused:
    id: str
    score: float
    ranks: dict[str, int] = field(default_factory=dict)  # arm name → 1-based rank


def rrf(
    rankings: Mapping[str, Sequence[str]],
    *,
    k: int = DEFAULT_K,
    weights: Mapping[str, float] | None = None,
    scales: Mapping[str, Mapping[str, float]] | None = None,
) -> list[Fused]:
    """Fuse ranked ID lists by arm name. An ID listed twice in one arm counts once (best).

    ``scales`` ({arm: {id: factor}}) lets an arm say how much of a match each item is (a
    loose keyword list: the share of the best item's score), so rank alone does not decide
    how much it adds."""
    if k < 0:
        raise ValueError("k must be non-negative")
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    for arm, ids in rankings.items():
        weight = 1.0 if weights is None else weights.get(arm, 1.0)
        arm_scales = (scales or {}).get(arm, {})
        seen: set[str] = set()
        for position, item in enumerate(ids, start=1):
            if item in seen:
                continue
            seen.add(item)
            scale = arm_scales.get(item, 1.0)
            scores[item] = scores.get(item, 0.0) + weight * scale / (k + position)
            ranks.setdefault(item, {})[arm] = position
    fused = [Fused(item, score, ranks[item]) for item, score in scores.items()]
    fused.sort(key=lambda x: x.id, reverse=True)
    fused.sort(key=lambda x: x.score, reverse=True)
    return fused
