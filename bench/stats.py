"""Figures every benchmark prints."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable


def percentile(values: list[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile (0-100) of ``values``, which must not be empty."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def timed_sessions(session: Callable[[int], None], count: int, barrier: threading.Barrier) -> float:
    """Seconds from ``barrier`` (which the ``count`` threads running ``session(n)`` and this
    one wait on) until every thread is done: the clock starts when all are ready."""
    threads = [threading.Thread(target=session, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    return time.perf_counter() - started
