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
