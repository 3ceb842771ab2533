"""Figures every benchmark prints."""

from __future__ import annotations


def percentile(values: list[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile (0-100) of ``values``, which must not be empty."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]
