"""What corpora v68 and v69 promise: each was written blind to the detector from one brief, as
a training set of role-play and forged conversation turns with look-alike benign mail, in
languages of its author's choosing; ``test_corpus_versions.py`` freezes them."""

from __future__ import annotations

import pytest

from tests.trust.corpus_checks import covers, generated, read

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
LANGUAGES = {
    "v68": "en es pt fr de it nl pl ru zh ja ko",
    "v69": "en de fr es it pt tr ar uk cs el vi",
}


@pytest.fixture(scope="module", params=sorted(LANGUAGES))
def version(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def corpus(version):
    return generated(version)


def test_it_covers_the_kinds_languages_and_sizes_it_promises(version, corpus):
    languages = set(LANGUAGES[version].split())
    _, good = covers(read(corpus), MALICIOUS_KINDS, BENIGN_KINDS, languages, minimum=140)
    # Everyday mail is about 20 % of the benign texts.
    everyday = {i.group for i in good if i.kind == "everyday"}
    assert 0.15 <= len(everyday) / len({i.group for i in good}) <= 0.25


def test_every_kind_has_enough_texts_and_english_is_about_forty_percent(version, corpus):
    for texts, kinds, least in (
        (corpus.malicious, MALICIOUS_KINDS, 30),
        (corpus.benign, BENIGN_KINDS, 4),
    ):
        for kind in kinds:
            assert sum(t.kind == kind for t in texts) >= least, kind
        for lang in LANGUAGES[version].split():
            assert sum(t.lang == lang for t in texts) >= 3, lang
        english = sum(t.lang == "en" for t in texts) / len(texts)
        assert 0.35 <= english <= 0.45
