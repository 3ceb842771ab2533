"""What corpus v7 (held out, then trained on) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

import email
from email import policy

from tests.trust.corpus_checks import MALICIOUS_KINDS, covers, read
from tests.trust.corpus_kit import PLACEMENTS
from tests.trust.injection_corpus_v7.generate import CORPUS

BENIGN_KINDS = {
    "security_digest",
    "awareness_training",
    "prompt_engineering",
    "llm_tooling",
    "agent_framework",
    "it_notice",
    "correction",
    "loyalty",
    "meeting_change",
    "support_macro",
    "notification",
    "human_forward",
    "legal_notice",
    "recipe",
    "manual",
    "code_review",
    "job_ad_ai",
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
    "ar",
    "sv",
    "cs",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    bad, good = covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=160)
    assert len({i.group for i in bad}) >= 75
    assert len({i.group for i in good}) >= 85
    malicious_places = {i.placement for i in bad}
    assert malicious_places == set(PLACEMENTS) - {"html_preheader"}
    # Benign mail sits in the tricky placements too, so a placement never gives the label away.
    assert {i.placement for i in good} >= {"quoted", "forwarded", "attachment", "html_preheader"}


def test_every_file_parses_with_the_standard_library_without_defects():
    for path in sorted(CORPUS.out.glob("*/*.eml")):
        msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        assert msg["Subject"], path.name
        for part in msg.walk():
            assert not part.defects, (path.name, part.defects)
            if part.get_content_maintype() == "text":
                assert part.get_content().strip(), path.name
