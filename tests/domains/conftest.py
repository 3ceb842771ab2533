from __future__ import annotations

from collections.abc import Iterator

import pytest

from apps.domains.models import Domain
from apps.domains.services.records import expected_records
from pylota.core.principal import Actor
from tests.domains.dns import DomainZone, domain_dns_server

INGRESS = "mx.agents.pylota.test"
ACTOR = Actor(user="test")


@pytest.fixture
def zone(settings) -> Iterator[DomainZone]:
    """A DNS server on loopback that every domain check of the test asks."""
    with domain_dns_server() as (served, port):
        settings.PM_DNS_NAMESERVERS = ["127.0.0.1"]
        settings.PM_DNS_PORT = port
        settings.PM_DNS_TIMEOUT_SECONDS = 2
        settings.PM_INGRESS_HOSTS = [INGRESS]
        settings.PM_DOMAIN_SPF_INCLUDE = "_spf.agents.pylota.test"
        settings.PM_DOMAIN_RETURN_PATH_HOST = "bounces.agents.pylota.test"
        settings.PM_DOMAIN_MTA_STS_HOST = ""
        served.txt("_spf.agents.pylota.test", "v=spf1 ip4:192.0.2.0/24 -all")
        yield served


def publish(zone: DomainZone, domain: Domain, *, ownership: bool = True) -> None:
    """Publish every record the product expects, as a person following the docs would."""
    for record in expected_records(domain):
        if record.kind == "ownership" and not ownership:
            continue
        if record.type == "MX":
            zone.mx(record.name, record.value, record.priority or 10)
        elif record.type == "CNAME":
            zone.cname(record.name, record.value)
        else:
            zone.add(record.name, record.type, record.value)
    zone.ns(domain.name, "ns1.dnshost.test", "ns2.dnshost.test")


def prove(zone: DomainZone, domain: Domain) -> None:
    zone.txt(f"_pylota-challenge.{domain.name}", f"pylota-verification={domain.challenge_token}")


# The real SMTP server on loopback of the receive tests (its own blob storage per test).
from tests.inbound.conftest import start_smtp  # noqa: E402, F401
