"""``manage.py eval_agentic`` over its golden set, with the fake embedder: what must hold
whatever the retrieval quality (every kept quote is in its message, nothing forbidden is
cited, every fabrication is removed), and that the figures are printed."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from apps.search.management import golden_agentic
from apps.search.models import AgenticRun
from apps.tenants.models import Tenant


@pytest.fixture
def figures(db) -> dict:
    out = StringIO()
    call_command("eval_agentic", "--noise", "20", "--json", stdout=out, stderr=StringIO())
    return json.loads(out.getvalue())


def test_every_kept_quote_is_in_its_message_and_nothing_forbidden_is_cited(figures):
    for mode in ("extractive", "scripted"):
        assert figures[mode]["questions"] == len(golden_agentic.QUESTIONS)
        assert figures[mode]["quotes_verified"] == 1.0, mode
        assert figures[mode]["forbidden_cited"] == 0, mode
        assert figures[mode]["unanswerable_held"] == 1.0, mode


def test_the_verifier_removes_every_fabrication_of_the_scripted_model(figures):
    scripted = figures["scripted"]
    assert scripted["removed"] >= len(golden_agentic.QUESTIONS) - 1  # one made up per answer
    assert scripted["proposed_precision"] < 1.0
    assert scripted["citation_precision"] == 1.0


def test_the_evaluation_leaves_nothing_behind(figures):
    assert not Tenant.objects.filter(name__startswith="eval-agentic").exists()
    assert AgenticRun.objects.count() == 0


def test_the_golden_set_is_consistent():
    data = golden_agentic.generate(noise=5)
    keys = {m.key for m in data.mails}
    assert len(keys) == len(data.mails)
    for question in data.questions:
        labelled = question.relevant | question.acceptable | question.forbidden
        assert labelled <= keys, question.question
        assert set(question.quotes) == set(question.relevant)
        for key, quote in question.quotes.items():
            assert quote in next(m.text for m in data.mails if m.key == key)
    assert any(m.quarantined for m in data.mails)


@pytest.mark.parametrize("split", ["heldout", "heldout2", "heldout3", "heldout4"])
def test_the_held_out_splits_are_consistent_and_cover_the_hard_cases(split):
    from apps.search.management import golden_agentic_heldout as splits
    from pylota.core.citations import quoted_sentences, sentences

    data = splits.generate(split=split, noise=5)
    by_key = {m.key: m for m in data.mails}
    assert len(by_key) == len(data.mails)
    assert not set(by_key) & {m.key for m in golden_agentic.MAILS}
    in_quotes_only = 0
    for question in data.questions:
        assert question.relevant | question.acceptable | question.forbidden <= set(by_key)
        assert set(question.quotes) == set(question.relevant)
        for key, quote in question.quotes.items():
            text = by_key[key].text
            assert quote in text
            own = quote in sentences(text)
            in_quotes_only += not own and quote in [s for s, _ in quoted_sentences(text)]
    assert in_quotes_only >= 1  # an answer that only a quoted reply holds
    assert any(q.kind == "unanswerable" and not q.forbidden for q in data.questions)
