"""What corpus v15 (a training set written blind to the detector) promises; once listed in
``test_corpus_versions.py`` it is frozen there too."""

from __future__ import annotations

from tests.trust.corpus_checks import covers, read
from tests.trust.injection_corpus_v15.generate import CORPUS

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
    "ar",
    "el",
    "fr",
    "es",
    "pt",
    "it",
    "de",
    "ru",
    "uk",
    "tr",
    "hi",
    "zh",
    "ko",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=160)


def test_everyday_mail_is_about_a_third_of_the_benign_texts():
    everyday = [t for t in CORPUS.benign if t.kind == "everyday"]
    assert 0.25 <= len(everyday) / len(CORPUS.benign) <= 0.35


def test_benign_texts_sit_in_the_tricky_placements_too():
    hidden = {"quoted", "forwarded", "rfc822", "attachment", "ics", "filename", "html_hidden"}
    hidden |= {"html_preheader", "base64", "rot13", "qp", "zerowidth", "homoglyph"}
    assert hidden <= {p for t in CORPUS.benign for p in t.places}
