"""What corpus v10 (held out) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

from tests.trust.corpus_checks import covers, read
from tests.trust.injection_corpus_v10.generate import CORPUS

MALICIOUS_KINDS = {
    "override",
    "polite",
    "exfiltration",
    "tool_abuse",
    "secret_request",
    "fake_turn",
    "roleplay",
    "subtle",
}
BENIGN_KINDS = {
    "security_bulletin",
    "awareness_course",
    "prompt_talk",
    "llm_tooling",
    "agent_dev",
    "code_review",
    "ai_job_ad",
    "it_notice",
    "correction",
    "loyalty",
    "meeting_change",
    "support_macro",
    "notification",
    "human_forward",
    "legal",
    "recipe",
    "manual",
    "newsletter",
    "everyday",
}
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
