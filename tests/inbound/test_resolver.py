"""The verdict resolver's cache and its questions asked ahead (pylota.core.dnscache)."""

from __future__ import annotations

import dns.resolver
import pytest

from pylota.core import dnscache
from pylota.core.authverdict import DnsTempError
from pylota.core.dnscache import CachingResolver, questions_for
from tests.trust.dnsserver import dns_server


def test_an_answer_is_asked_once_and_then_served_from_the_cache():
    with dns_server() as (zone, port):
        zone.txt("_dmarc.sender.test", "v=DMARC1; p=reject")
        resolver = CachingResolver(["127.0.0.1"], port=port, timeout=2)

        first = resolver.txt("_dmarc.sender.test")
        second = resolver.txt("_DMARC.sender.test.")

    assert first == second == ["v=DMARC1; p=reject"]
    assert zone.queries.count(("_dmarc.sender.test", "TXT")) == 1


def test_no_such_record_is_cached_too():
    with dns_server() as (zone, port):
        resolver = CachingResolver(["127.0.0.1"], port=port, timeout=2)
        assert resolver.txt("nothing.sender.test") == []
        assert resolver.txt("nothing.sender.test") == []
    assert len([q for q in zone.queries if q[0] == "nothing.sender.test"]) == 1


def test_a_resolver_failure_is_remembered_briefly_so_a_dead_resolver_costs_one_timeout(
    monkeypatch,
):
    calls = []

    def times_out(self, name, qtype, **options):
        calls.append(name)
        raise dns.exception.Timeout

    monkeypatch.setattr(dns.resolver.Resolver, "resolve", times_out)
    resolver = CachingResolver(["127.0.0.1"], port=9, timeout=1)
    for _ in range(3):
        with pytest.raises(DnsTempError):
            resolver.txt("slow.example")
    assert calls == ["slow.example"]


def test_prefetch_asks_every_question_at_once_and_the_checks_find_them_cached():
    with dns_server() as (zone, port):
        zone.txt("sender.test", "v=spf1 -all")
        zone.txt("_dmarc.sender.test", "v=DMARC1; p=none")
        resolver = CachingResolver(["127.0.0.1"], port=port, timeout=2)
        resolver.prefetch([("sender.test", "TXT"), ("_dmarc.sender.test", "TXT")])
        asked = len(zone.queries)
        assert resolver.txt("sender.test") == ["v=spf1 -all"]
        assert resolver.txt("_dmarc.sender.test") == ["v=DMARC1; p=none"]
    assert asked == 2
    assert len(zone.queries) == 2


def test_questions_for_names_spf_dmarc_and_each_dkim_key():
    raw = (
        b"DKIM-Signature: v=1; a=rsa-sha256; d=sender.test;\r\n s=s1; h=from; bh=x; b=y\r\n"
        b"From: Alice <alice@Mail.Sender.test>\r\nTo: bob@agents.pylota.test\r\n\r\nHi\r\n"
    )
    assert questions_for(raw, mail_from="bounce@envelope.test") == [
        ("envelope.test", "TXT"),
        ("_dmarc.mail.sender.test", "TXT"),
        ("s1._domainkey.sender.test", "TXT"),
    ]
    assert questions_for(b"not a message", mail_from="") == []


def test_one_cache_per_process_and_configuration():
    a = dnscache.shared_resolver(["127.0.0.1"], port=5300, timeout=2, offline=False)
    b = dnscache.shared_resolver(["127.0.0.1"], port=5300, timeout=2, offline=False)
    c = dnscache.shared_resolver(["127.0.0.1"], port=5301, timeout=2, offline=False)
    assert a is b
    assert a is not c
