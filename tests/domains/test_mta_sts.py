"""The MTA-STS policy file served for tenant domains that receive through us."""

from __future__ import annotations

import pytest
from django.test import Client

from apps.domains.services.records import expected_records
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def mta_sts(settings):
    settings.PM_DOMAIN_MTA_STS_HOST = "mta-sts.agents.pylota.test"
    settings.PM_INGRESS_HOSTS = ["mx1.agents.pylota.test", "mx2.agents.pylota.test"]
    # The policy host's proxy passes tenants' mta-sts.<domain> names (docs/domains.md).
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, ".example.test"]


def _get(host: str):
    return Client().get("/.well-known/mta-sts.txt", HTTP_HOST=host)


def test_an_active_domain_gets_its_policy_and_records(mta_sts):
    domain = DomainFactory(state="active")
    response = _get(f"mta-sts.{domain.name}")
    assert response.status_code == 200
    assert response.content.decode().split("\r\n") == [
        "version: STSv1",
        "mode: testing",
        "mx: mx1.agents.pylota.test",
        "mx: mx2.agents.pylota.test",
        "max_age: 86400",
        "",
    ]
    kinds = {(r.kind, r.name) for r in expected_records(domain) if not r.required}
    assert ("mta_sts", f"_mta-sts.{domain.name}") in kinds
    assert ("tls_rpt", f"_smtp._tls.{domain.name}") in kinds


@pytest.mark.parametrize("state", ["pending_ownership", "configuring", "removed"])
def test_no_policy_for_a_domain_that_does_not_receive_yet(mta_sts, state):
    domain = DomainFactory(state=state)
    assert _get(f"mta-sts.{domain.name}").status_code == 404


def test_no_policy_for_unknown_hosts_send_only_or_when_off(mta_sts, settings):
    assert _get("mta-sts.unknown.example.test").status_code == 404
    send_only = DomainFactory(state="active", method="send_only")
    assert _get(f"mta-sts.{send_only.name}").status_code == 404
    active = DomainFactory(state="active")
    settings.PM_DOMAIN_MTA_STS_HOST = ""
    assert _get(f"mta-sts.{active.name}").status_code == 404
