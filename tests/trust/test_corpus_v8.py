"""What corpus v8 (training split) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

from tests.trust.corpus_checks import MALICIOUS_KINDS, covers, read
from tests.trust.injection_corpus_v8.generate import CORPUS

BENIGN_KINDS = {
    "sec_digest",
    "awareness_course",
    "code_review",
    "agent_dev",
    "prompt_talk",
    "llm_tooling",
    "job_posting_ai",
    "legal_notice",
    "it_bulletin",
    "retraction",
    "rewards",
    "schedule_change",
    "support_reply",
    "click_notice",
    "colleague_forward",
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
    "pl",
    "tr",
    "ru",
    "uk",
    "zh",
    "ja",
    "ko",
    "sv",
    "el",
    "vi",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    bad, good = covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=160)
    assert len({i.group for i in bad}) >= 75
    assert len({i.group for i in good}) >= 85
    assert "html_preheader" not in {i.placement for i in bad}
    # Benign mail sits in the tricky placements too, so a placement never gives a label away.
    benign_places = {i.placement for i in good}
    assert benign_places >= {"quoted", "forwarded", "rfc822", "attachment", "ics", "filename"}
    assert benign_places >= {"html_preheader", "html_hidden", "base64", "zerowidth"}
