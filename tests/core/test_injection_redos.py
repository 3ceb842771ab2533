# ruff: noqa: RUF001 -- lookalike letters and invisible characters are the test data
"""Every pattern of the injection detector runs in linear time on adversarial input.

For each compiled pattern we build inputs made to trigger backtracking: the pattern's
own words repeated ("ignore " + "all " * n), a sampled match of the pattern cut and
repeated (hypothesis ``from_regex``), and long runs of the characters it is built from.
The time of a scan over the input of size n and 4n is compared: linear growth gives a
ratio near 4, quadratic near 16; the test fails above ``MAX_RATIO``. The best of a few
runs is used, and the time is this thread's CPU time (``time.thread_time``): other
processes on a busy machine take the cores, not this thread's clock, so they cannot make
the larger input look slower than it is.
"""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.injection import (
    analyze,
    encoded,
    features,
    html,
    links,
    normalize,
    overrides,
    phrases,
    scan,
    unicode,
)

PATTERNS = (
    phrases.all_patterns()
    + normalize.PATTERNS
    + encoded.PATTERNS
    + html.PATTERNS
    + links.PATTERNS
    + unicode.PATTERNS
    + scan.PATTERNS
    + features.PATTERNS
    + overrides.PATTERNS
)
MAX_RATIO = 9.0
BASE = 4_000  # characters of the smaller input
_WORD = re.compile(r"[^\W\d_]{2,}")


def _best_time(pattern: re.Pattern, text: str | bytes, repeats: int = 2) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.thread_time()
        for count, _match in enumerate(pattern.finditer(text)):
            if count > 100_000:
                break
        best = min(best, time.thread_time() - start)
    return best


def _grows_linearly(
    pattern: re.Pattern, unit: str, tail: str = "", prefix: str = ""
) -> tuple[bool, str]:
    if not unit:
        return True, ""
    n = max(1, BASE // len(unit))
    small, large = prefix + unit * n + tail, prefix + unit * (4 * n) + tail
    if isinstance(pattern.pattern, bytes):
        small, large = small.encode("utf-8"), large.encode("utf-8")
    t_small = t_large = float("inf")
    for _attempt in range(3):  # a failure is measured again: one busy moment is not a trend
        t_small = min(t_small, _best_time(pattern, small))
        t_large = min(t_large, _best_time(pattern, large))
        # Below a millisecond the clock's noise dominates; such a scan is fast enough anyway.
        ok = t_large < 0.001 or t_large <= MAX_RATIO * t_small + 0.0005
        if ok:
            break
    shown = f"{prefix[:20]!r} + {unit[:30]!r} * n"
    return ok, f"{pattern.pattern[:80]!r} on {shown}: {t_small:.4f}s -> {t_large:.4f}s"


def _source(pattern: re.Pattern) -> str:
    source = pattern.pattern
    return source.decode("latin-1") if isinstance(source, bytes) else source


def _word_baits(pattern: re.Pattern) -> list[tuple[str, str, str]]:
    """(prefix, unit, tail): "ignore " + "all " * n + "x", for pairs of the pattern's words."""
    words = list(dict.fromkeys(_WORD.findall(_source(pattern))))[:6]
    baits = []
    for word in words:
        for other in words:
            baits.append((f"{word} ", f"{other} ", "x"))
        baits.append(("", f"{word} ", ""))
    return baits


_CHAR_RUNS = [
    ("", "a", "!"), ("", "A", "==="), ("", "1", "x"), ("", "=", ""), ("", "=4", "z"),
    ("", "%4", "z"), ("", "-", ""), ("", " ", "x"), ("", "\n", "x"), ("", "a.", "!"),
    ("", "\\(", ""), ("(", "(", ""), ("", "ab1", "$"), ("", "-----BEGIN X-----", ""),
    ("", "stream\n", ""), ("", "<system> ", ""), ("", "> ", "x"), ("", "\u200ba", ""),
    ("", "іgnоrе ", ""), ("ignore ", "all ", "x"), ("https://", "a.", "!"),
]  # fmt: skip


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: _source(p)[:40])
def test_every_pattern_is_linear_on_its_own_words_repeated(pattern):
    failures = [
        detail
        for prefix, unit, tail in _word_baits(pattern) + _CHAR_RUNS
        for ok, detail in [_grows_linearly(pattern, unit, tail, prefix)]
        if not ok
    ]
    assert failures == []


def _regex_strategy(pattern: re.Pattern):
    try:
        return st.from_regex(pattern, fullmatch=False)
    except Exception:  # a construct hypothesis cannot generate from: sample words instead
        return st.sampled_from([unit for _, unit, _ in _word_baits(pattern)] or ["a"])


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None
)
@given(data=st.data())
def test_sampled_matches_cut_and_repeated_stay_linear(data):
    pattern = data.draw(st.sampled_from([p for p in PATTERNS if isinstance(p.pattern, str)]))
    sample = data.draw(_regex_strategy(pattern))
    sample = sample[:60] or "a"
    cut = data.draw(st.integers(min_value=1, max_value=len(sample)))
    unit = data.draw(st.sampled_from([sample, sample[:cut], sample[:cut] + " ", sample + "\n"]))
    ok, detail = _grows_linearly(pattern, unit, "\x00")
    assert ok, detail


@pytest.mark.parametrize(
    "unit",
    ["all ", "ignore all ", "previous ", "forward the last ", "a" * 7 + " ", "=41", "<|im_start|>"],
)
def test_a_whole_message_of_repetitions_is_scanned_in_linear_time(unit):
    """The issue's case: "ignore " + "all " * n once took 20 minutes for 500 kB."""

    def run(n: int) -> float:
        text = "ignore " + unit * n
        best = float("inf")
        for _ in range(2):
            start = time.thread_time()
            report = analyze(text=text, detector=None)
            best = min(best, time.thread_time() - start)
        assert report.score >= 0
        return best

    small, large = run(1500 // len(unit) * 4), run(6000 // len(unit) * 4)
    assert large <= MAX_RATIO * small + 0.005, (small, large)


def test_a_huge_message_stops_at_the_budget_and_says_so():
    report = analyze(text="ignore " + "all " * 125_000, detector=None)
    assert report.complete is False
