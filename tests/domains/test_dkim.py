"""DKIM per domain: RSA-2048 and Ed25519 through outbound, and the rotating selector scheme
(new keys sign, old selectors stay published for the overlap, then retire)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.domains import services
from apps.domains.models import Domain, DomainRecord
from apps.outbound.models import DkimKey
from apps.outbound.services.dkim import dkim_keys_for
from pylota.core.errors import AppError
from tests.domains.conftest import ACTOR, prove, publish
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db


def _dkim_names(domain: Domain) -> set[str]:
    rows = DomainRecord.objects.filter(domain=domain, kind="dkim")
    return set(rows.values_list("name", flat=True))


def test_rotation_signs_with_new_keys_and_keeps_old_selectors_published(zone):
    domain = DomainFactory()
    prove(zone, domain)
    services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, Domain.objects.get(pk=domain.pk))
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == "active"
    before = _dkim_names(domain)
    old_selectors = {n.split(".")[0] for n in before}

    domain = services.domain_dkim_rotate(actor=ACTOR, domain=domain)
    signing = {k.selector for k in dkim_keys_for(domain.name)}
    assert signing.isdisjoint(old_selectors)
    assert len(signing) == 2
    assert DkimKey.objects.filter(domain=domain.name, active=False).count() == 2
    after = _dkim_names(domain)
    assert before < after
    assert len(after) == 4
    new_rows = DomainRecord.objects.filter(domain=domain, kind="dkim").exclude(name__in=before)
    assert {r.status for r in new_rows} == {"pending"}

    # A check now fails on the two unpublished new selectors, and passes once published.
    services.domain_check(actor=ACTOR, domain=domain)
    assert Domain.objects.get(pk=domain.pk).consecutive_failures == 1
    publish(zone, Domain.objects.get(pk=domain.pk))
    services.domain_check(actor=ACTOR, domain=domain)
    assert Domain.objects.get(pk=domain.pk).consecutive_failures == 0

    # After the overlap, the old selectors are no longer expected.
    later = timezone.now() + timedelta(days=30)
    gone = services.domain_dkim_retire_due(domain=domain, now=later)
    assert set(gone) == old_selectors
    assert _dkim_names(Domain.objects.get(pk=domain.pk)) == after - before


def test_no_rotation_before_ownership_is_proved():
    with pytest.raises(AppError) as refused:
        services.domain_dkim_rotate(actor=ACTOR, domain=DomainFactory())
    assert refused.value.code == "domain_state_invalid"
