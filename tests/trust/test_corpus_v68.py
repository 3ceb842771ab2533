"""What corpus v68 (training) promises; ``test_corpus_versions.py`` freezes it once listed."""

from __future__ import annotations

from tests.trust.corpus_checks import covers, read
from tests.trust.injection_corpus_v68.generate import CORPUS

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
LANGUAGES = {"en", "es", "pt", "fr", "de", "it", "nl", "pl", "ru", "zh", "ja", "ko"}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    _, good = covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=140)
    # Everyday mail is about 20 % of the benign texts.
    everyday = {i.group for i in good if i.kind == "everyday"}
    assert 0.15 <= len(everyday) / len({i.group for i in good}) <= 0.25
