"""Corpus v5's held-out split: ``python -m tests.trust.injection_corpus_v5.generate [folder]``."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v5 import texts

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 3, 2, 8, 15, tzinfo=UTC),
    tag="v5",
)

if __name__ == "__main__":
    CORPUS.main()
