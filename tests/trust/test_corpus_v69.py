"""What corpus v69 (training) promises; ``/tmp/v69/check.py`` repeated the per-file checks of
``test_corpus_versions.py`` for it."""

from __future__ import annotations

from tests.trust.corpus_checks import covers, read
from tests.trust.injection_corpus_v69.generate import CORPUS

MALICIOUS_KINDS = {"roleplay", "fake_turn"}
BENIGN_KINDS = {
    "transcript",
    "chat_log",
    "script",
    "roleplay_exercise",
    "tool_output",
    "awareness_course",
    "security_bulletin",
    "human_forward",
    "everyday",
}
LANGUAGES = {"en", "de", "fr", "es", "it", "pt", "tr", "ar", "uk", "cs", "el", "vi"}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    _, good = covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=140)
    # Everyday mail is about 20 % of the benign texts.
    everyday = {i.group for i in good if i.kind == "everyday"}
    assert 0.15 <= len(everyday) / len({i.group for i in good}) <= 0.25


def test_every_kind_has_enough_texts_and_english_is_about_forty_percent():
    for group, kinds, least in (
        (CORPUS.malicious, MALICIOUS_KINDS, 30),
        (CORPUS.benign, BENIGN_KINDS, 4),
    ):
        for kind in kinds:
            assert sum(t.kind == kind for t in group) >= least, kind
        for lang in LANGUAGES:
            assert sum(t.lang == lang for t in group) >= 3, lang
        english = sum(t.lang == "en" for t in group) / len(group)
        assert 0.35 <= english <= 0.45
