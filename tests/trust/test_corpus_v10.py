"""What corpus v10 (held out) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

from tests.trust.corpus_checks import BENIGN_KINDS, MALICIOUS_KINDS, covers, read
from tests.trust.injection_corpus_v10.generate import CORPUS

LANGUAGES = {
    "en",
    "fr",
    "de",
    "es",
    "it",
    "pt",
    "nl",
    "ru",
    "pl",
    "cs",
    "ro",
    "el",
    "zh",
    "ja",
    "vi",
    "id",
    "th",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    _, good = covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=160)
    # Everyday mail is about 30 % of the benign texts.
    everyday = {i.group for i in good if i.kind == "everyday"}
    assert 0.25 <= len(everyday) / len({i.group for i in good}) <= 0.35
