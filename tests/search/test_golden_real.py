# ruff: noqa: RUF001 -- Cyrillic and Greek letters are meant
"""The real-mail golden slice: what it holds, how it is labelled and split, and the
``eval_search --set real`` run over both splits."""

from __future__ import annotations

import json
import re

import pytest
from django.core.management import call_command

from apps.mailbox.models import Message
from apps.search.management import evaluation, golden_real
from apps.search.models import Document
from pylota.core.mime import parse_message


def _data():
    return golden_real.generate(background=40)


def test_it_is_the_same_slice_for_the_same_seed():
    first, second = _data(), _data()
    assert [m.key for m in first.messages] == [m.key for m in second.messages]
    assert [(q.q, q.relevant) for q in first.queries] == [(q.q, q.relevant) for q in second.queries]


def test_every_question_names_messages_of_the_slice():
    data = _data()
    keys = {m.key for m in data.messages}
    assert len(data.queries) >= 60
    for query in data.queries:
        assert query.relevant, query.q
        assert query.relevant <= keys, query.q
        assert query.group
        assert query.kind


def test_the_splits_are_stable_disjoint_by_scenario_and_both_used():
    data = _data()
    dev, heldout = golden_real.split(data, "dev"), golden_real.split(data, "heldout")
    assert len(dev.queries) + len(heldout.queries) == len(data.queries)
    assert {q.group for q in dev.queries}.isdisjoint({q.group for q in heldout.queries})
    assert len(heldout.queries) >= 15
    assert len(dev.queries) >= 30
    assert golden_real.split_of("deposit") == golden_real.split_of("deposit")


def test_it_holds_the_kinds_of_mail_real_mailboxes_hold():
    data = _data()
    parsed = {m.key: parse_message(m.raw) for m in data.messages}
    threads: dict[str, int] = {}
    for message in data.messages:
        if message.thread:
            threads[message.thread] = threads.get(message.thread, 0) + 1
    assert max(threads.values()) >= 10  # long threads
    html_only = [k for k, p in parsed.items() if p.html_sanitized and "text/html" in p.content_type]
    assert len(html_only) >= 5
    texts = "\n".join(p.text for p in parsed.values())
    assert "Traceback (most recent call last)" in texts
    assert "```" in texts
    assert "Forwarded message" in texts
    assert "Mensaje reenviado" in texts
    assert "CONFIDENTIALITY NOTICE" in texts
    for needle in ("a écrit :", "schrieb", "escribió", "Sehr geehrte", "¿"):
        assert needle in texts
    assert re.search("[а-яА-Я]{4}", texts)
    assert re.search("[α-ωΑ-Ω]{4}", texts)
    kinds = {q.kind for q in data.queries}
    assert {"quoted", "thread", "code", "html", "forward", "multilingual", "typo"} <= kinds


def test_a_quoted_answer_is_outside_the_reply_the_parser_extracts():
    data = _data()
    by_key = {m.key: m for m in data.messages}
    quoted = [q for q in data.queries if q.kind == "quoted"]
    assert len(quoted) >= 8
    for query in quoted:
        for key in query.relevant:
            parsed = parse_message(by_key[key].raw)
            assert parsed.extracted_text.strip() != parsed.text.strip(), key


def test_loading_parses_raw_mail_as_live_mail_is_parsed(db):
    data = _data()
    loaded = evaluation.load(data, name="golden-real test")
    try:
        assert Document.objects.filter(message__tenant=loaded.tenant).count() == len(data.messages)
        key = "cloud-invoice:invoice"
        invoice = Message.objects.get(pk=loaded.key_to_id[key])
        assert "520.00 USD" in invoice.text
        assert invoice.html
        reply = Message.objects.get(pk=loaded.key_to_id["staging-db:reply"])
        assert "staging database" in reply.text
        assert "staging" not in reply.extracted_text
        assert reply.sent_at is not None
        office = Message.objects.filter(
            pk__in=[v for k, v in loaded.key_to_id.items() if k.startswith("office-move:")]
        )
        assert len({m.thread_id for m in office}) == 1
    finally:
        evaluation.remove(loaded)


@pytest.mark.slow
def test_eval_search_runs_the_real_slice_on_both_splits(db, capsys):
    call_command("eval_search", "--set", "real", "--background", "20", "--json")
    out = json.loads(capsys.readouterr().out)
    assert set(out["figures"]) == {"dev", "heldout"}
    for split in out["figures"].values():
        assert set(split) == {"hybrid", "keyword", "semantic"}
        assert split["hybrid"]["all"]["queries"] > 0
