"""A domain from claim to active, against a real DNS server on loopback."""

from __future__ import annotations

import pytest

from apps.domains import services
from apps.domains.models import Domain, DomainRecord
from apps.events.models import Event
from apps.outbound.models import DkimKey
from pylota.core.errors import AppError
from tests.domains.conftest import ACTOR, INGRESS, prove, publish
from tests.factories import DomainFactory, TenantFactory

pytestmark = pytest.mark.django_db


def _events(domain: Domain) -> list[str]:
    return list(
        Event.objects.filter(tenant_id=domain.tenant_id, data__id=domain.id)
        .order_by("id")
        .values_list("type", flat=True)
    )


def _status(domain: Domain) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for row in DomainRecord.objects.filter(domain=domain):
        out.setdefault(row.kind, set()).add(row.status)
    return out


def test_a_claim_starts_with_only_the_ownership_challenge():
    tenant = TenantFactory()
    domain = services.domain_create(actor=ACTOR, tenant=tenant, name="Example-Co.TEST.")
    assert domain.name == "example-co.test"
    assert domain.state == Domain.State.PENDING_OWNERSHIP
    (row,) = DomainRecord.objects.filter(domain=domain)
    assert (row.kind, row.name, row.type) == (
        "ownership",
        "_pylota-challenge.example-co.test",
        "TXT",
    )
    assert row.expected == f"pylota-verification={domain.challenge_token}"
    # Nothing is generated before ownership is proved: no DKIM key for the domain yet.
    assert not DkimKey.objects.filter(domain=domain.name).exists()


def test_claims_of_two_tenants_get_different_tokens():
    first = services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="one.example.test")
    second = services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="two.example.test")
    assert first.challenge_token != second.challenge_token


def test_verify_without_the_challenge_stays_pending(zone):
    domain = DomainFactory()
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.PENDING_OWNERSHIP
    assert _status(domain) == {"ownership": {"missing"}}
    zone.txt(f"_pylota-challenge.{domain.name}", "pylota-verification=another-tenants-token")
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.PENDING_OWNERSHIP
    assert _status(domain) == {"ownership": {"wrong"}}
    assert not DkimKey.objects.filter(domain=domain.name).exists()


def test_the_proof_alone_generates_the_records_and_waits_for_them(zone):
    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.CONFIGURING
    assert domain.ownership_verified_at is not None
    assert _events(domain) == ["domain.verified"]
    statuses = _status(domain)
    assert statuses["ownership"] == {"ok"}
    assert set(statuses) >= {"mx", "spf", "dkim", "dmarc", "return_path"}
    assert statuses["mx"] == {"missing"}
    # RSA 2048 and Ed25519 keys for the domain, through outbound's DKIM keys.
    assert set(DkimKey.objects.filter(domain=domain.name).values_list("algorithm", flat=True)) == {
        "rsa-sha256",
        "ed25519-sha256",
    }
    assert DomainRecord.objects.filter(domain=domain, kind="dkim").count() == 2


def test_every_record_published_makes_it_active(zone):
    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.ACTIVE, _status(domain)
    assert domain.state_cause == "records_ok"
    assert _events(domain) == ["domain.verified", "domain.active"]
    assert {s for v in _status(domain).values() for s in v} == {"ok"}
    mx = DomainRecord.objects.get(domain=domain, kind="mx")
    assert mx.found == [f"10 {INGRESS}"]
    assert mx.expected == f"10 {INGRESS}"


def test_a_wrong_record_keeps_it_configuring_and_says_what_to_fix(zone):
    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, domain)
    zone.set(domain.name, "TXT", ["v=spf1 include:_spf.google.com ~all"])
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.CONFIGURING
    spf = DomainRecord.objects.get(domain=domain, kind="spf")
    assert spf.status == "wrong"
    assert "include:_spf.agents.pylota.test" in spf.detail
    assert spf.found == ["v=spf1 include:_spf.google.com ~all"]


def test_the_same_name_cannot_be_claimed_twice():
    services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="taken.example.test")
    for tenant in (TenantFactory(), None):
        with pytest.raises(AppError) as refused:
            services.domain_create(
                actor=ACTOR, tenant=tenant or TenantFactory(), name="TAKEN.example.test"
            )
        assert refused.value.code == "domain_taken"


def test_a_subdomain_of_another_tenants_verified_domain_is_refused():
    owner = TenantFactory()
    DomainFactory(tenant=owner, name="parent.example.test")
    # Not proved yet: a claim is no reason to block others.
    services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="a.parent.example.test")
    Domain.objects.filter(name="parent.example.test").update(
        ownership_verified_at="2026-01-01T00:00:00Z", state="active"
    )
    with pytest.raises(AppError) as refused:
        services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="mail.parent.example.test")
    assert refused.value.code == "domain_parent_claimed"
    # The owner itself may add one.
    services.domain_create(actor=ACTOR, tenant=owner, name="mail.parent.example.test")


@pytest.mark.parametrize("name", ["agents.pylota.test", "x.agents.pylota.test", "pylota.test"])
def test_the_platform_domain_cannot_be_claimed(name):
    with pytest.raises(AppError) as refused:
        services.domain_create(actor=ACTOR, tenant=TenantFactory(), name=name)
    assert refused.value.code == "domain_taken"


def test_an_invalid_name_is_refused_with_the_reason():
    with pytest.raises(AppError) as refused:
        services.domain_create(actor=ACTOR, tenant=TenantFactory(), name="co.uk")
    assert refused.value.code == "domain_invalid"
    assert "public suffix" in refused.value.details["fields"]["name"][0]


def test_removing_frees_the_name_and_records_the_event():
    domain = DomainFactory(state=Domain.State.ACTIVE)
    domain = services.domain_delete(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.REMOVED
    assert domain.removed_at is not None
    assert _events(domain) == ["domain.removed"]
    again = services.domain_create(actor=ACTOR, tenant=TenantFactory(), name=domain.name)
    assert again.state == Domain.State.PENDING_OWNERSHIP
    with pytest.raises(AppError):
        services.domain_delete(actor=ACTOR, domain=domain)


def test_a_transport_needs_its_credential_and_changes_the_spf(zone):
    from apps.outbound.services.credentials import transport_credential_set

    domain = DomainFactory()
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    with pytest.raises(AppError) as refused:
        services.domain_transport_set(actor=ACTOR, domain=domain, transport="smtp_relay")
    assert refused.value.code == "domain_transport_unavailable"
    credential = transport_credential_set(
        actor=ACTOR, transport="ses", username="AKIAEXAMPLE", secret="s3cret"
    )
    domain = services.domain_transport_set(actor=ACTOR, domain=domain, transport="ses")
    assert (domain.transport, domain.transport_credential_id) == ("ses", credential.id)
    spf = DomainRecord.objects.get(domain=domain, kind="spf")
    assert "include:amazonses.com" in spf.expected
    assert spf.status == "pending"


def test_operators_force_only_allowed_moves():
    domain = DomainFactory(state=Domain.State.CONFIGURING)
    domain = services.domain_force(actor=ACTOR, domain=domain, target="active")
    assert domain.state == "active"
    assert domain.state_cause == "operator"
    with pytest.raises(AppError) as refused:
        services.domain_force(actor=ACTOR, domain=domain, target="verified")
    assert refused.value.code == "domain_state_invalid"


def test_verify_when_dns_does_not_answer_is_retryable_and_keeps_the_try(zone):
    domain = DomainFactory()
    zone.fail.add(f"_pylota-challenge.{domain.name}")
    with pytest.raises(AppError) as refused:
        services.domain_verify(actor=ACTOR, domain=domain)
    assert refused.value.code == "domain_dns_unavailable"
    domain.refresh_from_db()
    assert domain.state == Domain.State.PENDING_OWNERSHIP
    assert domain.ownership_checked_at is None
    assert domain.last_checked_at is not None
    assert _status(domain) == {"ownership": {"pending"}}
