"""Helpers for the freeze tests of the corpora built with ``tests.trust.corpus_kit``."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Set
from pathlib import Path

from pylota.core.injection import corpus as corpus_mod
from tests.trust.corpus_kit import PLACEMENTS, Corpus


@functools.cache
def _read(folder: Path) -> list[corpus_mod.Labelled]:
    return corpus_mod.read_folder(folder)


def generated(version: str) -> Corpus:
    """The ``Corpus`` that corpus ``version`` (``"v64"``) names in its ``generate.py``."""
    return importlib.import_module(f"tests.trust.injection_corpus_{version}.generate").CORPUS


def read(corpus: Corpus) -> list[corpus_mod.Labelled]:
    """The corpus's committed files, labelled; read once per test run."""
    return _read(corpus.out)


def covers(
    items: list[corpus_mod.Labelled],
    malicious_kinds: Set[str],
    benign_kinds: Set[str],
    languages: Set[str],
    *,
    minimum: int,
) -> tuple[list[corpus_mod.Labelled], list[corpus_mod.Labelled]]:
    """Checks that both labels hold exactly these kinds and languages and at least
    ``minimum`` messages each, and that the attacks take every placement but a newsletter's
    preview text; returns the labels apart."""
    bad = [i for i in items if i.label]
    good = [i for i in items if not i.label]
    assert {i.kind for i in bad} == malicious_kinds
    assert {i.kind for i in good} == benign_kinds
    assert {i.language for i in bad} == languages
    assert {i.language for i in good} == languages
    assert len(bad) >= minimum
    assert len(good) >= minimum
    assert {i.placement for i in bad} >= set(PLACEMENTS) - {"html_preheader"}
    return bad, good


# The kinds of the brief that corpora v9 to v17 were written from (v7 and v8 share its attacks).
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
