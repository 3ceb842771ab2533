"""Corpus v8's training split: ``python -m tests.trust.injection_corpus_v8.generate [folder]``."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v8 import texts

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 9, 14, 6, 5, tzinfo=UTC),
    tag="v8",
)

if __name__ == "__main__":
    CORPUS.main()
