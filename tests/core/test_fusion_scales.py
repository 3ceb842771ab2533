"""Reciprocal rank fusion with per-item scales: a loose arm's hit adds in proportion to how
much of a match it is."""

from __future__ import annotations

import pytest

from pylota.core import fusion


def test_without_scales_rank_alone_decides():
    fused = fusion.rrf({"a": ["x", "y"], "b": ["y", "x"]}, k=60)
    assert {f.id for f in fused} == {"x", "y"}
    assert fused[0].score == pytest.approx(fused[1].score)


def test_a_scaled_item_adds_its_share():
    fused = fusion.rrf(
        {"semantic": ["tax", "news"], "keyword": ["news", "tax"]},
        k=60,
        scales={"keyword": {"news": 1.0, "tax": 0.25}},
    )
    assert [f.id for f in fused] == ["news", "tax"]
    by_id = {f.id: f for f in fused}
    assert by_id["tax"].score == pytest.approx(1 / 61 + 0.25 / 62)
    assert by_id["news"].score == pytest.approx(1 / 62 + 1 / 61)
    assert by_id["tax"].ranks == {"semantic": 1, "keyword": 2}


def test_an_item_without_a_scale_counts_fully():
    fused = fusion.rrf({"keyword": ["a", "b"]}, k=0, scales={"keyword": {"a": 0.4}})
    assert [f.id for f in fused] == ["b", "a"]
    assert [f.score for f in fused] == [pytest.approx(0.5), pytest.approx(0.4)]
