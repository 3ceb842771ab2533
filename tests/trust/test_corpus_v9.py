"""What corpus v9 (held out, then trained on) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

from tests.trust.corpus_checks import BENIGN_KINDS, MALICIOUS_KINDS, covers, read
from tests.trust.injection_corpus_v9.generate import CORPUS

LANGUAGES = {
    "en",
    "fr",
    "de",
    "es",
    "it",
    "pt",
    "nl",
    "pl",
    "sv",
    "tr",
    "ru",
    "uk",
    "zh",
    "ja",
    "ko",
    "ar",
    "hi",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=160)
