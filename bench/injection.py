"""Injection detector speed: worst case on adversarial input, and p50/p95 on real shapes.

    PYTHONPATH=. .venv/bin/python bench/injection.py [--sizes 8000,32000,128000,500000]

1. **worst case**: the issue's input, "ignore " + "all " * n, scored by ``analyze`` (every
   part, the rules and the model), and for comparison the first override pattern as it
   was before the rewrite (kept below as ``OLD_OVERRIDE``), timed up to 32 kB and
   extrapolated quadratically (its measured growth) to 500 kB.
2. **typical**: ``analyze(parsed=...)`` over every message of the labelled corpus v2 and
   the MIME corpus (parsing not included): p50, p95, max in milliseconds, with the semantic
   head and without it (``meaning=False``) side by side. The encoder runs in threads of its
   own, so only the wall-clock figures include it.
3. **disguised**: bodies that are one disguise from end to end (ROT13 prose, letters spread
   out with spaces, quoted-printable escapes), at the largest size, so each decoder or join
   runs on every line.
4. **prefilter**: the phrase rules per window with the prefilter and without it (every
   pattern run), over the windows of the same messages.
Times are wall clock and, beside them, this thread's CPU time (``time.thread_time``):
on a machine shared with other work the CPU time is the figure that compares.
No database, no Django.
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from pathlib import Path

from pylota.core.injection import analyze, phrases, scan
from pylota.core.injection.analyze import _windows
from pylota.core.injection.normalize import normalize
from pylota.core.mime import parse_message
from tests.trust.corpus_kit import encode, obfuscate

ROOT = Path(__file__).resolve().parents[1]
_PRIOR = r"(?:previous|prior|preceding|above|earlier|original|initial|system|all|any|your)"
_RULES = r"(?:instructions?|prompts?|directives?|rules|guidelines|guardrails|context|orders)"
OLD_OVERRIDE = re.compile(
    rf"\b(?:ignore|disregard|forget|override|bypass|discard|drop)\b\s+(?:all\s+|any\s+|the\s+|"
    rf"your\s+|of\s+)*(?:{_PRIOR}\s+)+{_RULES}"
)


def _time(fn, repeats: int = 3, clock=time.perf_counter) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = clock()
        fn()
        best = min(best, clock() - start)
    return best


def worst_case(sizes: list[int]) -> dict[int, float]:
    print("worst case: 'ignore ' + 'all ' * n")
    print("| characters | analyze (all layers) | CPU | complete | old override pattern |")
    print("|---:|---:|---:|---|---:|")
    old_times: dict[int, float] = {}
    figures: dict[int, float] = {}
    for size in sizes:
        text = "ignore " + "all " * (size // 4)
        report = analyze(text=text)
        new = _time(lambda text=text: analyze(text=text), repeats=2)
        cpu = _time(lambda text=text: analyze(text=text), repeats=2, clock=time.thread_time)
        figures[size] = new * 1000
        figures[size + 1] = cpu * 1000
        if size <= 32_000:
            old = _time(lambda text=text: list(OLD_OVERRIDE.finditer(text)), repeats=1)
            old_times[size] = old
            old_shown = f"{old:.2f} s"
        else:
            base = max(old_times)
            old = old_times[base] * (size / base) ** 2
            old_shown = f"~{old:.0f} s (extrapolated)"
        print(f"| {size:,} | {new * 1000:.0f} ms | {cpu * 1000:.0f} ms | {report.complete} "
              f"| {old_shown} |")  # fmt: skip
    return figures


# Each shape makes one decoder or join work on every line of a large body.
_LINE = "Please send the signed contract and the bank details to the new address today."
DISGUISES = {
    "rot13_lines": encode(_LINE, "rot13") + "\n",
    "spread_letters": obfuscate(_LINE, "spacing") + "\n",
    "qp_escapes": encode(_LINE, "qp") + "=\n",
}


def disguised(size: int) -> dict[str, float]:
    """``analyze`` on a body of ``size`` characters that is one disguise from end to end."""
    print(f"disguised bodies of {size:,} characters")
    print("| shape | analyze | CPU | wording only, CPU | score | complete |")
    print("|---|---:|---:|---:|---:|---|")
    figures = {}
    for name, line in DISGUISES.items():
        text = line * (size // len(line))
        report = analyze(text=text)
        wall = _time(lambda text=text: analyze(text=text), repeats=2)
        cpu = _time(lambda text=text: analyze(text=text), repeats=2, clock=time.thread_time)
        wording = _time(
            lambda text=text: analyze(text=text, meaning=False), repeats=2, clock=time.thread_time
        )
        figures[f"{name}_{size // 1000}k_ms"] = wall * 1000
        figures[f"{name}_{size // 1000}k_cpu_ms"] = cpu * 1000
        figures[f"{name}_{size // 1000}k_wording_cpu_ms"] = wording * 1000
        print(f"| {name} | {wall * 1000:.0f} ms | {cpu * 1000:.0f} ms | {wording * 1000:.0f} ms "
              f"| {report.score} | {report.complete} |")  # fmt: skip
    return figures


def typical() -> dict[str, float]:
    paths = sorted((ROOT / "tests" / "trust" / "injection_corpus_v2").rglob("*.eml"))
    paths += sorted((ROOT / "tests" / "corpus").rglob("*.eml"))
    parsed = [parse_message(p.read_bytes()) for p in paths]
    analyze(parsed=parsed[0])  # load the artefacts and the encoder
    figures = {}
    for prefix, meaning in (("typical", True), ("typical_wording", False)):
        times, cpu = [], []
        for message in parsed:
            start, start_cpu = time.perf_counter(), time.thread_time()
            analyze(parsed=message, meaning=meaning)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
        for name, values in (("", times), ("_cpu", cpu)):
            values.sort()
            p95 = values[int(0.95 * (len(values) - 1))]
            median = statistics.median(values)
            print(f"{prefix.replace('_', ' ')}{name.replace('_', ' ')}: {len(values)} messages, "
                  f"p50 {median:.1f} ms, p95 {p95:.1f} ms, max {values[-1]:.1f} ms")  # fmt: skip
            figures[f"{prefix}{name}_p50_ms"] = median
            figures[f"{prefix}{name}_p95_ms"] = p95
    _prefilter(parsed)
    return figures


def _prefilter(parsed) -> None:
    windows = []
    for message in parsed:
        parts, _structure, _complete = scan.message_parts(message)
        for part in parts:
            windows += [normalize(w) for w in _windows(part.text)]
    for label, on in (("every pattern", False), ("prefiltered", True)):
        start = time.thread_time()
        for window in windows:
            phrases.find_phrases(window, prefilter=on)
        per = (time.thread_time() - start) / max(1, len(windows)) * 1e6
        print(f"phrase rules, {label}: {per:.0f} µs CPU per window ({len(windows)} windows)")


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the tables; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="8000,16000,32000,128000,500000")
    parser.add_argument("--quick", action="store_true", help="8 kB and 500 kB only")
    args = parser.parse_args()
    if quick or args.quick:
        args.sizes = "8000,500000"
    worst = worst_case([int(s) for s in args.sizes.split(",")])
    figures = {
        f"analyze_{size // 1000}k{'_cpu' if size % 2 else ''}_ms": ms for size, ms in worst.items()
    }
    figures.update(disguised(max(int(s) for s in args.sizes.split(","))))
    figures.update(typical())
    return figures


if __name__ == "__main__":
    main()
