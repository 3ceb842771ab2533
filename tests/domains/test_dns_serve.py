"""The local-demo DNS server: a person pastes the BIND fragment into its file, and verify
sees the records (no restart)."""

from __future__ import annotations

from pathlib import Path

import pytest

from apps.domains import services
from apps.domains.management.dnsserver import DemoDnsServer
from apps.domains.models import Domain
from apps.domains.services.records import expected_records
from pylota.core.domains.dns import DnsLookup
from pylota.core.domains.records import ownership_record, zone_fragment
from tests.domains.conftest import ACTOR
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo_dns(tmp_path: Path, settings):
    path = tmp_path / "zone.txt"
    path.write_text("")
    server = DemoDnsServer(path, port=0)
    server.start()
    settings.PM_DNS_NAMESERVERS = ["127.0.0.1"]
    settings.PM_DNS_PORT = server.port
    settings.PM_DNS_TIMEOUT_SECONDS = 2
    settings.PM_INGRESS_HOSTS = ["mx.agents.pylota.test"]
    try:
        yield path, server
    finally:
        server.stop()


def test_it_answers_from_the_file_and_rereads_it(demo_dns):
    path, server = demo_dns
    lookup = DnsLookup(["127.0.0.1"], port=server.port, timeout=2)
    assert lookup("demo.example.test", "TXT") == []
    path.write_text(
        'demo.example.test. 300 IN TXT "v=spf1 -all"\n'
        "demo.example.test. 300 IN MX 10 mx.agents.pylota.test.\n"
        "pm-bounces.demo.example.test. 300 IN CNAME bounces.agents.pylota.test.\n"
        f'k._domainkey.demo.example.test. 300 IN TXT "{"a" * 255}" "{"b" * 100}"\n'
    )
    assert lookup("demo.example.test", "TXT") == ["v=spf1 -all"]
    assert lookup("demo.example.test", "MX") == ["10 mx.agents.pylota.test"]
    assert lookup("pm-bounces.demo.example.test", "CNAME") == ["bounces.agents.pylota.test"]
    assert lookup("k._domainkey.demo.example.test", "TXT") == ["a" * 255 + "b" * 100]  # TCP


def test_pasting_the_records_makes_a_domain_active(demo_dns):
    path, _ = demo_dns
    domain = DomainFactory()
    path.write_text(zone_fragment([ownership_record(domain.name, domain.challenge_token)]))
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == "configuring"
    path.write_text(zone_fragment(expected_records(Domain.objects.get(pk=domain.pk))))
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == "active"
