"""What corpus v5 (held out, then trained on) promises; ``test_corpus_versions.py`` freezes it."""

from __future__ import annotations

from tests.trust import corpus_checks
from tests.trust.corpus_checks import covers, read
from tests.trust.injection_corpus_v5.generate import CORPUS

# The later brief's attack kinds but "subtle", which it added.
MALICIOUS_KINDS = corpus_checks.MALICIOUS_KINDS - {"subtle"}
BENIGN_KINDS = {
    "security_newsletter",
    "awareness",
    "ai_prompts",
    "it_notice",
    "correction",
    "loyalty",
    "meeting",
    "code_review",
    "support",
    "complaint",
    "calendar",
    "fwd_chain",
    "newsletter",
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
    "zh",
    "ja",
    "ko",
    "ar",
    "hi",
}


def test_it_covers_the_kinds_languages_and_sizes_it_promises():
    covers(read(CORPUS), MALICIOUS_KINDS, BENIGN_KINDS, LANGUAGES, minimum=120)
