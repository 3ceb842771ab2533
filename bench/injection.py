"""Injection detector speed: worst case on adversarial input, and p50/p95 on real shapes.

    PYTHONPATH=. .venv/bin/python bench/injection.py [--sizes 8000,32000,128000,500000]

1. **worst case**: the issue's input, "ignore " + "all " * n, scored by ``analyze`` (every
   part, the rules and the model), and for comparison the first override pattern as it
   was before the rewrite (kept below as ``OLD_OVERRIDE``), timed up to 32 kB and
   extrapolated quadratically (its measured growth) to 500 kB.
2. **typical**: ``analyze(parsed=...)`` over every message of the labelled corpus v2 and
   the MIME corpus (parsing not included): p50, p95, max in milliseconds.
No database, no Django.
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from pathlib import Path

from pylota.core.injection import analyze
from pylota.core.mime import parse_message

ROOT = Path(__file__).resolve().parents[1]
_PRIOR = r"(?:previous|prior|preceding|above|earlier|original|initial|system|all|any|your)"
_RULES = r"(?:instructions?|prompts?|directives?|rules|guidelines|guardrails|context|orders)"
OLD_OVERRIDE = re.compile(
    rf"\b(?:ignore|disregard|forget|override|bypass|discard|drop)\b\s+(?:all\s+|any\s+|the\s+|"
    rf"your\s+|of\s+)*(?:{_PRIOR}\s+)+{_RULES}"
)


def _time(fn, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def worst_case(sizes: list[int]) -> dict[int, float]:
    print("worst case: 'ignore ' + 'all ' * n")
    print("| characters | analyze (all layers) | complete | old override pattern |")
    print("|---:|---:|---|---:|")
    old_times: dict[int, float] = {}
    figures: dict[int, float] = {}
    for size in sizes:
        text = "ignore " + "all " * (size // 4)
        report = analyze(text=text)
        new = _time(lambda text=text: analyze(text=text), repeats=2)
        figures[size] = new * 1000
        if size <= 32_000:
            old = _time(lambda text=text: list(OLD_OVERRIDE.finditer(text)), repeats=1)
            old_times[size] = old
            old_shown = f"{old:.2f} s"
        else:
            base = max(old_times)
            old = old_times[base] * (size / base) ** 2
            old_shown = f"~{old:.0f} s (extrapolated)"
        print(f"| {size:,} | {new * 1000:.0f} ms | {report.complete} | {old_shown} |")
    return figures


def typical() -> dict[str, float]:
    paths = sorted((ROOT / "tests" / "trust" / "injection_corpus_v2").rglob("*.eml"))
    paths += sorted((ROOT / "tests" / "corpus").rglob("*.eml"))
    parsed = [parse_message(p.read_bytes()) for p in paths]
    analyze(parsed=parsed[0])  # load the artefact
    times = []
    for message in parsed:
        start = time.perf_counter()
        analyze(parsed=message)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"typical: {len(times)} messages, p50 {statistics.median(times):.1f} ms, "
          f"p95 {p95:.1f} ms, max {times[-1]:.1f} ms")  # fmt: skip
    return {"typical_p50_ms": statistics.median(times), "typical_p95_ms": p95}


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the tables; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="8000,16000,32000,128000,500000")
    parser.add_argument("--quick", action="store_true", help="8 kB and 500 kB only")
    args = parser.parse_args()
    if quick or args.quick:
        args.sizes = "8000,500000"
    worst = worst_case([int(s) for s in args.sizes.split(",")])
    figures = {f"analyze_{size // 1000}k_ms": ms for size, ms in worst.items()}
    figures.update(typical())
    return figures


if __name__ == "__main__":
    main()
