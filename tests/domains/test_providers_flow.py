"""A ``cloudflare_zone`` domain from proof to active with nobody publishing by hand: the
product publishes through the (recorded) Cloudflare API, each answered write lands in the
DNS server on loopback as Cloudflare would serve it, and the product's own checks find
the records there. A record someone deletes later is repaired the same way."""

from __future__ import annotations

import pytest

from apps.domains import services
from apps.domains.models import Domain, DomainCheck, DomainRecord
from apps.domains.services import cloudflare
from apps.domains.services.records import expected_records
from apps.tenants.models import AuditEvent
from apps.tenants.services import keyring
from tests.domains.cloudflare.server import Seen, fake_cloudflare
from tests.domains.conftest import ACTOR, prove, publish
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db

ZONE = "023e105f4ecef8ad9ca31a8372d0c353"
NAME = "theircompany.test"


@pytest.fixture
def api(zone, settings):
    with fake_cloudflare() as fake:
        settings.PM_CLOUDFLARE_API_URL = fake.url

        def publish_in_dns(seen: Seen) -> None:
            body = seen.body or {}
            if body["type"] == "MX":
                zone.mx(body["name"], body["content"], body["priority"])
            elif body["type"] == "CNAME":
                zone.cname(body["name"], body["content"])
            else:
                zone.add(body["name"], body["type"], body["content"])

        fake.on_write = publish_in_dns
        yield fake
    assert fake.unexpected == []


@pytest.fixture
def domain(zone):
    row = DomainFactory(name=NAME, method=Domain.Method.CLOUDFLARE_ZONE)
    row.provider_secret = keyring.seal_secret("cf-token", context=cloudflare.SECRET_CONTEXT)
    row.provider_config = {"cloudflare_zone_id": ZONE}
    row.save()
    zone.ns(NAME, "bob.ns.cloudflare.com", "lola.ns.cloudflare.com")
    return row


def _script_creates(api, count: int) -> None:
    api.answer("GET", f"/zones/{ZONE}/dns_records", "dns_records_empty")
    for _ in range(count):
        api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")


def test_the_provider_publishes_every_record_and_the_domain_becomes_active(zone, api, domain):
    prove(zone, domain)
    _script_creates(api, 12)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    expected = {
        (r.type, r.name, r.value) for r in expected_records(domain) if r.kind != "ownership"
    }
    posted = {(w.body["type"], w.body["name"], w.body["content"]) for w in api.writes()}
    assert posted == expected
    assert all(w.method == "POST" for w in api.writes())
    assert domain.state == Domain.State.ACTIVE, list(
        DomainRecord.objects.filter(domain=domain).values_list("kind", "status", "detail")
    )


def _active(zone, api, domain) -> Domain:
    prove(zone, domain)
    _script_creates(api, 12)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.ACTIVE
    return domain


def test_a_record_deleted_at_cloudflare_is_repaired_by_the_monitor_run(zone, api, domain):
    domain = _active(zone, api, domain)
    spf = next(r for r in expected_records(domain) if r.kind == "spf")
    zone.remove(spf.name, "TXT", spf.value)  # someone deleted it in the dashboard
    writes_before = len(api.writes())
    _script_creates(api, 1)

    assert services.domains_monitor() == 1

    (repair,) = api.writes()[writes_before:]
    assert (repair.method, repair.body["type"], repair.body["name"], repair.body["content"]) == (
        "POST",
        "TXT",
        spf.name,
        spf.value,
    )
    domain.refresh_from_db()
    assert domain.state == Domain.State.ACTIVE
    assert domain.consecutive_failures == 0
    assert not DomainRecord.objects.filter(domain=domain).exclude(status="ok").exists()
    check = DomainCheck.objects.filter(domain=domain).latest("id")
    assert check.ok
    assert check.results["repair"] == {
        "records": [{"kind": "spf", "name": spf.name, "type": "TXT"}],
        "problems": [],
    }
    assert AuditEvent.objects.filter(type="domain.provider_repaired", target_id=domain.id).exists()


def test_a_refused_repair_is_recorded_and_the_run_counts_as_failed(zone, api, domain):
    domain = _active(zone, api, domain)
    dmarc = next(r for r in expected_records(domain) if r.kind == "dmarc")
    zone.remove(dmarc.name, "TXT", dmarc.value)
    # The token was revoked meanwhile: Cloudflare refuses the listing.
    api.answer("GET", f"/zones/{ZONE}/dns_records", "error_unauthorized_9109", status=403)
    writes_before = len(api.writes())

    check = services.domain_check(actor=ACTOR, domain=domain)

    assert len(api.writes()) == writes_before
    assert not check.ok
    assert check.results["repair"]["error"] == "domain_provider_forbidden"
    domain.refresh_from_db()
    assert (domain.state, domain.consecutive_failures) == (Domain.State.ACTIVE, 1)
    row = DomainRecord.objects.get(domain=domain, kind="dmarc")
    assert row.status == "missing"


def test_a_passing_run_repairs_nothing(zone, api, domain):
    domain = _active(zone, api, domain)
    requests_before = len(api.requests)
    check = services.domain_check(actor=ACTOR, domain=domain)
    assert check.ok
    assert "repair" not in check.results
    assert len(api.requests) == requests_before


def test_a_manual_domain_is_never_repaired(zone, api):
    manual = DomainFactory(name="byhand.test", method=Domain.Method.DNS_RECORDS)
    prove(zone, manual)
    publish(zone, manual)
    manual = services.domain_verify(actor=ACTOR, domain=manual)
    assert manual.state == Domain.State.ACTIVE
    spf = next(r for r in expected_records(manual) if r.kind == "spf")
    zone.remove(spf.name, "TXT", spf.value)
    check = services.domain_check(actor=ACTOR, domain=manual)
    assert not check.ok
    assert "repair" not in check.results
    assert api.requests == []
