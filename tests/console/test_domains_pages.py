"""The console's domain pages, used as a person would (JavaScript off: forms, POST,
redirect): add a domain and see the TXT to publish, watch each record turn right against a
real DNS server on loopback, add addresses, retire and roll back, the catch-all; another
workspace's domain answers 404."""

from __future__ import annotations

import html

import pytest

from apps.domains.models import Domain
from apps.domains.services.addresses import domain_address_create
from apps.identities.models import Address
from pylota.core.principal import Actor
from tests.domains import conftest as domain_fixtures
from tests.domains.conftest import prove, publish
from tests.factories import DomainFactory, IdentityFactory

pytestmark = pytest.mark.django_db
ACTOR = Actor(user="test")
zone = domain_fixtures.zone  # the DNS server on loopback that domain checks ask


def _text(response) -> str:
    return html.unescape(response.content.decode())


def _follow(client, response):
    assert response.status_code == 302, _text(response)[:2000]
    return client.get(response["Location"])


def test_adding_a_domain_shows_the_challenge_to_publish(people):
    client = people.client("owner")

    page = _follow(
        client,
        client.post(people.url("domains"), {"name": "Acme.Example", "method": "dns_records"}),
    )

    assert page.status_code == 200
    domain = Domain.objects.get(tenant=people.tenant, name="acme.example")
    body = _text(page)
    assert "acme.example added" in body
    assert 'value="_pylota-challenge.acme.example"' in body
    assert f'value="pylota-verification={domain.challenge_token}"' in body
    assert "Addresses are added once the domain is active." in body
    listed = _text(client.get(people.url("domains")))
    assert "acme.example" in listed
    assert "pending ownership" in listed.lower()


def test_a_bad_name_is_refused_next_to_the_form(people):
    response = people.client("owner").post(
        people.url("domains"), {"name": "not a domain", "method": "dns_records"}
    )
    assert response.status_code == 422
    assert 'role="alert"' in _text(response)
    assert not Domain.objects.exists()


def test_verify_shows_each_record_expected_and_found_until_all_are_right(people, zone):
    client = people.client("owner")
    domain = DomainFactory(tenant=people.tenant, name="acme.example")
    prove(zone, domain)

    page = _follow(client, client.post(people.url(f"domains/{domain.id}/verify")))

    body = _text(page)
    assert "the domain is configuring" in body
    assert "Missing" in body  # the records are generated, not yet published
    assert "acme.example.\t3600\tIN\tMX" in body or "IN\tMX" in body  # the BIND fragment

    domain.refresh_from_db()
    publish(zone, domain)
    page = _follow(client, client.post(people.url(f"domains/{domain.id}/verify")))

    body = _text(page)
    assert "the domain is active" in body
    for record in domain.records.exclude(kind="ownership"):
        assert f"<code>{record.expected}</code>" in body  # expected, and found the same
    assert "Missing" not in body


def test_addresses_are_added_retired_and_rolled_back_on_the_domain_page(people):
    client = people.client("owner")
    domain = DomainFactory(tenant=people.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=people.tenant, name="support-bot")

    page = _follow(
        client,
        client.post(
            people.url(f"domains/{domain.id}/addresses"),
            {"identity_id": identity.id, "local_part": "support"},
        ),
    )

    assert "Address support@acme.example added." in _text(page)
    address = Address.objects.get(domain="acme.example", local_part="support")
    assert address.identity_id == identity.id
    retire = people.url(f"domains/{domain.id}/addresses/{address.id}/retire")
    page = _follow(client, client.post(retire))
    assert "support@acme.example is retired: it receives until" in _text(page)
    address.refresh_from_db()
    assert address.status == "retired"
    rollback = people.url(f"domains/{domain.id}/addresses/{address.id}/rollback")
    _follow(client, client.post(rollback))
    address.refresh_from_db()
    assert address.status == "active"


def test_an_address_on_a_domain_that_is_not_active_is_refused(people):
    client = people.client("owner")
    domain = DomainFactory(tenant=people.tenant, state="configuring")
    identity = IdentityFactory(tenant=people.tenant)

    response = client.post(
        people.url(f"domains/{domain.id}/addresses"),
        {"identity_id": identity.id, "local_part": "agent"},
    )

    assert response.status_code == 422
    assert "active domain only" in _text(response)
    assert not Address.objects.filter(domain=domain.name).exists()


def test_the_catch_all_is_set_and_turned_off(people):
    client = people.client("owner")
    domain = DomainFactory(tenant=people.tenant, state="active")
    identity = IdentityFactory(tenant=people.tenant, name="catcher")

    page = _follow(
        client,
        client.post(people.url(f"domains/{domain.id}/catch-all"), {"identity_id": identity.id}),
    )
    assert "Catch-all on." in _text(page)
    domain.refresh_from_db()
    assert domain.catch_all_identity_id == identity.id
    _follow(client, client.post(people.url(f"domains/{domain.id}/catch-all"), {"identity_id": ""}))
    domain.refresh_from_db()
    assert domain.catch_all_identity_id is None


def test_a_failing_domain_says_its_mail_goes_from_platform_addresses(people):
    domain = DomainFactory(tenant=people.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=people.tenant)
    domain_address_create(actor=ACTOR, domain=domain, identity_id=identity.id, local_part="a")
    Domain.objects.filter(pk=domain.pk).update(state="failing")

    body = _text(people.client("owner").get(people.url(f"domains/{domain.id}")))

    assert "going from each identity's platform address" in body


def test_another_workspaces_domain_answers_404(people):
    theirs = DomainFactory(tenant=people.other_tenant, state="active")
    mine = DomainFactory(tenant=people.tenant, state="active")
    owner = people.client("owner")

    assert owner.get(people.url(f"domains/{theirs.id}")).status_code == 404
    assert owner.post(people.url(f"domains/{theirs.id}/verify")).status_code == 404
    outsider = people.client("outsider")
    assert outsider.get(people.url(f"domains/{mine.id}")).status_code == 404
    # Their own workspace's URL with our domain's ID: still 404.
    assert outsider.get(people.url(f"domains/{mine.id}", people.other_tenant)).status_code == 404
    assert theirs.name not in _text(owner.get(people.url("domains")))


def test_an_address_of_another_domain_cannot_be_changed_through_this_one(people):
    domain = DomainFactory(tenant=people.tenant, state="active")
    identity = IdentityFactory(tenant=people.tenant)
    url = people.url(f"domains/{domain.id}/addresses/{identity.primary.id}/retire")

    assert people.client("owner").post(url).status_code == 404
    identity.primary.refresh_from_db()
    assert identity.primary.status == "active"


@pytest.mark.parametrize("role", ["viewer", "member"])
def test_roles_without_domains_write_cannot_open_the_domain_pages(people, role):
    domain = DomainFactory(tenant=people.tenant, state="active")
    client = people.client(role)
    assert client.get(people.url("domains")).status_code == 403
    assert client.get(people.url(f"domains/{domain.id}")).status_code == 403
