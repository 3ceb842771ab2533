"""Each way a published domain breaks moves it as described: one failed check counts, two
in a row make it failing (event and an operator alert), a passing check recovers it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.domains import services
from apps.domains.models import Domain, DomainAlert, DomainCheck, DomainRecord
from apps.domains.tasks import domains_monitor
from apps.events.models import Event
from tests.domains.conftest import ACTOR, INGRESS, prove, publish
from tests.domains.dns import DomainZone
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db


def _active(zone: DomainZone) -> Domain:
    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.ACTIVE
    return domain


def _reload(domain: Domain) -> Domain:
    return Domain.objects.get(pk=domain.pk)


def _events(domain: Domain) -> list[str]:
    rows = Event.objects.filter(data__id=domain.id).order_by("id")
    return list(rows.values_list("type", flat=True))


def _record(domain: Domain, kind: str) -> DomainRecord:
    return DomainRecord.objects.filter(domain=domain, kind=kind).first()


def _dkim_name(domain: Domain) -> str:
    return _record(domain, "dkim").name


def _remove_mx(zone: DomainZone, domain: Domain) -> None:
    zone.remove(domain.name, "MX")


def _mx_elsewhere(zone: DomainZone, domain: Domain) -> None:
    zone.set(domain.name, "MX", ["1 aspmx.l.google.com"])


def _foreign_mx_beside(zone: DomainZone, domain: Domain) -> None:
    zone.mx(domain.name, "mx.other-provider.test", 5)


def _second_spf(zone: DomainZone, domain: Domain) -> None:
    zone.txt(domain.name, "v=spf1 include:_spf.google.com ~all")


def _dkim_changed(zone: DomainZone, domain: Domain) -> None:
    zone.set(_dkim_name(domain), "TXT", ["v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB"])


def _dmarc_removed(zone: DomainZone, domain: Domain) -> None:
    zone.remove(f"_dmarc.{domain.name}", "TXT")


def _ns_moved(zone: DomainZone, domain: Domain) -> None:
    """The domain moved to another DNS host that has none of the records."""
    for key in [k for k in zone.records if k[0].endswith(domain.name)]:
        del zone.records[key]
    zone.ns(domain.name, "ns1.elsewhere.test")


BREAKS: dict[str, tuple[Callable[[DomainZone, Domain], None], str, str]] = {
    "record removed (MX)": (_remove_mx, "mx", "missing"),
    "MX changed to another provider": (_mx_elsewhere, "mx", "wrong"),
    "an MX of another provider beside ours": (_foreign_mx_beside, "mx", "conflict"),
    "a conflicting second SPF": (_second_spf, "spf", "conflict"),
    "DKIM key changed": (_dkim_changed, "dkim", "wrong"),
    "DMARC removed": (_dmarc_removed, "dmarc", "missing"),
    "NS moved": (_ns_moved, "mx", "missing"),
}


@pytest.mark.parametrize("case", list(BREAKS))
def test_each_failure_mode_fails_after_two_checks_and_recovers(zone, case):
    breaks, kind, status = BREAKS[case]
    domain = _active(zone)
    snapshot = {key: list(values) for key, values in zone.records.items()}
    breaks(zone, domain)

    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.consecutive_failures) == ("active", 1)
    assert _record(domain, kind).status == status
    assert _record(domain, kind).detail

    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.state_cause) == ("failing", "checks_failed")
    assert _events(domain)[-1] == "domain.failing"
    alert = DomainAlert.objects.get(domain=domain)
    assert alert.resolved_at is None
    assert kind in alert.message

    zone.records.clear()
    zone.records.update(snapshot)
    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.state_cause, domain.consecutive_failures) == (
        "active",
        "recovered",
        0,
    )
    assert _events(domain)[-1] == "domain.recovered"
    assert DomainAlert.objects.get(domain=domain).resolved_by == "recovered"


def test_ns_moved_is_visible_in_the_check_history(zone):
    domain = _active(zone)
    _ns_moved(zone, domain)
    services.domain_check(actor=ACTOR, domain=domain)
    latest = DomainCheck.objects.filter(domain=domain).order_by("-id").first()
    assert latest.results["nameservers"] == ["ns1.elsewhere.test"]
    assert not latest.ok


def test_one_bad_check_between_good_ones_does_not_fail_it(zone):
    domain = _active(zone)
    _remove_mx(zone, domain)
    services.domain_check(actor=ACTOR, domain=domain)
    zone.mx(domain.name, INGRESS)
    services.domain_check(actor=ACTOR, domain=domain)
    _remove_mx(zone, domain)
    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.consecutive_failures) == ("active", 1)


def test_a_dns_outage_counts_neither_way(zone):
    domain = _active(zone)
    _remove_mx(zone, domain)
    services.domain_check(actor=ACTOR, domain=domain)
    zone.fail.add(domain.name)  # SERVFAIL for the domain's own name
    services.domain_check(actor=ACTOR, domain=domain)
    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.consecutive_failures) == ("active", 1)
    assert _record(domain, "mx").status == "pending"


def test_a_lapsed_proof_is_rechecked(zone, settings):
    domain = _active(zone)
    challenge = f"_pylota-challenge.{domain.name}"
    zone.remove(challenge, "TXT")
    services.domain_check(actor=ACTOR, domain=domain)  # proof fresh: not looked up
    assert _reload(domain).consecutive_failures == 0
    old = timezone.now() - timedelta(days=settings.PM_DOMAIN_OWNERSHIP_RECHECK_DAYS + 1)
    Domain.objects.filter(pk=domain.pk).update(ownership_checked_at=old)
    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert domain.consecutive_failures == 1
    assert _record(domain, "ownership").status == "missing"
    assert domain.ownership_checked_at > old


def test_a_lapsed_proof_sends_an_unfinished_domain_back_to_pending(zone, settings):
    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == "configuring"
    zone.remove(f"_pylota-challenge.{domain.name}", "TXT")
    old = timezone.now() - timedelta(days=settings.PM_DOMAIN_OWNERSHIP_RECHECK_DAYS + 1)
    Domain.objects.filter(pk=domain.pk).update(ownership_checked_at=old)
    services.domain_check(actor=ACTOR, domain=domain)
    domain = _reload(domain)
    assert (domain.state, domain.state_cause) == ("pending_ownership", "ownership_lapsed")


def test_the_beat_job_checks_active_failing_and_configuring_domains(zone):
    active = _active(zone)
    pending = DomainFactory()
    _remove_mx(zone, active)
    assert domains_monitor() >= 1
    assert domains_monitor() >= 1
    assert _reload(active).state == "failing"
    assert not DomainCheck.objects.filter(domain=pending).exists()


def test_the_monitor_is_on_the_beat_schedule(settings):
    entry = next(
        e for e in settings.CELERY_BEAT_SCHEDULE.values() if e["task"] == "domains.monitor"
    )
    assert entry["schedule"] == float(settings.PM_DOMAIN_MONITOR_SECONDS)
