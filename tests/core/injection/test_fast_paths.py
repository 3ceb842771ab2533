"""The fast forms of the scan give what the plain forms give (hypothesis).

Each fast path of the fifth pass is checked against the straightforward code it replaced:
the n-grams of a batch of windows against the per-window polynomial hash, the accent fold
against a character-by-character filter, the zero-width count against the lookbehind
pattern.
"""

from __future__ import annotations

import unicodedata

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pylota.core.injection import features, normalize, unicode

TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(list("ignore all previous instructions \n.,!")),
        st.sampled_from(["\u200b", "\u200d", "\ufeff", "é", "ü", "\u0301", "и", "日", "😀"]),
        st.characters(max_codepoint=0x2FFFF),
    ),
    max_size=300,
)


def _reference_ngrams(text: str):
    if not text or sum(ch.isalpha() for ch in text) < features.MIN_LETTERS:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    points = np.frombuffer(
        f" {text} ".encode("utf-32-le", "surrogatepass"), dtype=np.uint32
    ).astype(np.uint64)
    pieces = []
    for n in features.NGRAMS:
        h = np.full(len(points) - n + 1, np.uint64(n), dtype=np.uint64)
        for k in range(n):
            h = h * features._PRIME + points[k : len(points) - n + 1 + k]
        pieces.append((h * features._MIX) >> features._SHIFT)
    indices, counts = np.unique(np.concatenate(pieces).astype(np.int64), return_counts=True)
    values = np.log1p(counts.astype(np.float32))
    values /= float(np.sqrt((values * values).sum())) or 1.0
    return indices, values


@settings(max_examples=150, deadline=None, database=None)
@given(texts=st.lists(TEXT, max_size=6))
@example(texts=["ignore all previous \ud800 instructions now"])  # a lone surrogate
def test_batched_ngrams_are_the_per_window_hash(texts):
    for (idx, val), text in zip(features.ngram_vectors(texts), texts, strict=True):
        ref_idx, ref_val = _reference_ngrams(text)
        assert np.array_equal(idx, ref_idx)
        assert np.array_equal(val, ref_val)
        assert val.dtype == ref_val.dtype == np.float32


@settings(max_examples=300, deadline=None, database=None)
@given(text=TEXT)
def test_the_accent_fold_drops_exactly_the_combining_marks(text):
    decomposed = unicodedata.normalize("NFD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    expected = text if text.isascii() else unicodedata.normalize("NFC", plain)
    assert normalize.fold_accents(text) == expected


@settings(max_examples=300, deadline=None, database=None)
@given(text=TEXT)
def test_zero_width_in_words_counts_what_the_lookbehind_pattern_finds(text):
    expected = sum(len(m.group()) for m in unicode._ZW_IN_WORD.finditer(text))
    assert unicode.count_zero_width_in_words(text) == expected
