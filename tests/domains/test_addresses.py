"""Addresses on a tenant's own domain: created only on an active domain of the tenant, and
received by our SMTP server (over a real socket) while the domain is active or failing;
the catch-all takes unknown local parts, never a retired address."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from apps.domains.models import Domain
from apps.domains.services.addresses import domain_address_create, domain_catch_all_set
from apps.events.models import Event
from apps.identities.models import Address
from apps.mailbox.models import Message
from apps.outbound.services.transports import transport_name_for
from apps.tenants.models import AuditEvent
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from tests.conftest import Api
from tests.factories import DomainFactory, IdentityFactory
from tests.inbound.helpers import deliver, make_message, quit_quietly

ACTOR = Actor(user="test")


def _post(world, domain, **body):
    return Api(world.tenant_key.secret).post(f"/v1/domains/{domain.id}/addresses", body)


def test_an_address_is_created_on_an_active_domain_of_the_tenant(world):
    domain = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=world.tenant)

    response = _post(world, domain, identity_id=identity.id, local_part="Support")

    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["address"], body["domain"], body["is_primary"]) == (
        "support@acme.example",
        "acme.example",
        False,
    )
    assert Address.objects.get(pk=body["id"]).identity_id == identity.id
    created = Event.objects.filter(tenant_id=world.tenant.id, type="address.created")
    assert body["id"] in {e.data["id"] for e in created}
    listed = Api(world.tenant_key.secret).get(f"/v1/domains/{domain.id}/addresses").json()
    assert [a["id"] for a in listed["data"]] == [body["id"]]


def test_primary_true_promotes_the_new_address(world):
    domain = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=world.tenant)

    body = _post(world, domain, identity_id=identity.id, local_part="agent", primary=True).json()

    assert body["is_primary"] is True
    shown = Api(world.tenant_key.secret).get(f"/v1/identities/{identity.id}").json()
    assert shown["primary_address"] == "agent@acme.example"
    assert Event.objects.filter(tenant_id=world.tenant.id, type="address.promoted").exists()


@pytest.mark.parametrize("state", ["pending_ownership", "verifying", "configuring", "failing"])
def test_no_address_is_created_on_a_domain_that_is_not_active(world, state):
    domain = DomainFactory(tenant=world.tenant, state=state)
    identity = IdentityFactory(tenant=world.tenant)

    response = _post(world, domain, identity_id=identity.id, local_part="agent")

    assert (response.status_code, response.json()["error"]["code"]) == (409, "domain_not_active")
    assert not Address.objects.filter(domain=domain.name).exists()


def test_another_tenants_domain_or_identity_answers_like_a_missing_one(world):
    mine = DomainFactory(tenant=world.tenant, state="active")
    theirs = DomainFactory(tenant=world.other_tenant, state="active")
    my_identity = IdentityFactory(tenant=world.tenant)
    their_identity = IdentityFactory(tenant=world.other_tenant)

    on_theirs = _post(world, theirs, identity_id=my_identity.id, local_part="x")
    with_theirs = _post(world, mine, identity_id=their_identity.id, local_part="x")

    assert (on_theirs.status_code, on_theirs.json()["error"]["code"]) == (404, "domain_not_found")
    assert (with_theirs.status_code, with_theirs.json()["error"]["code"]) == (
        404,
        "identity_not_found",
    )
    # The service refuses it too, whoever calls it (an operator, the console).
    with pytest.raises(AppError) as refused:
        domain_address_create(
            actor=ACTOR, domain=mine, identity_id=their_identity.id, local_part="x"
        )
    assert refused.value.code == "identity_not_found"
    assert not Address.objects.filter(domain__in=[mine.name, theirs.name]).exists()


def test_role_names_are_the_tenants_on_its_own_domain_but_not_on_ours(world):
    domain = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=world.tenant)

    own = _post(world, domain, identity_id=identity.id, local_part="support")
    ours = Api(world.tenant_key.secret).post(
        f"/v1/identities/{identity.id}/addresses", {"local_part": "support"}
    )

    assert own.status_code == 201, own.content
    assert (ours.status_code, ours.json()["error"]["code"]) == (422, "address_invalid")


def test_the_catch_all_is_set_for_an_identity_of_the_tenant_only(world):
    domain = DomainFactory(tenant=world.tenant, state="active")
    mine = IdentityFactory(tenant=world.tenant)
    theirs = IdentityFactory(tenant=world.other_tenant)

    domain = domain_catch_all_set(actor=ACTOR, domain=domain, identity_id=mine.id)
    assert domain.catch_all_identity_id == mine.id
    assert AuditEvent.objects.filter(type="domain.catch_all_set", target_id=domain.id).exists()
    with pytest.raises(AppError) as refused:
        domain_catch_all_set(actor=ACTOR, domain=domain, identity_id=theirs.id)
    assert refused.value.code == "identity_not_found"
    domain = domain_catch_all_set(actor=ACTOR, domain=domain, identity_id=None)
    assert domain.catch_all_identity_id is None


# --- Received over SMTP -----------------------------------------------------------------


def _rcpt(server, recipient: str) -> int:
    client = server.connect()
    try:
        client.ehlo()
        assert client.mail("alice@example.org")[0] == 250
        return client.rcpt(recipient)[0]
    finally:
        quit_quietly(client)


def _filed(identity) -> list[tuple[str, str]]:
    return list(
        Message.objects.filter(identity=identity, direction="inbound")
        .order_by("id")
        .values_list("recipient", "subject")
    )


@pytest.mark.django_db(transaction=True)
def test_mail_for_an_address_on_an_active_or_failing_domain_is_received(world, start_smtp):
    server = start_smtp()
    domain = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=world.tenant)
    domain_address_create(actor=ACTOR, domain=domain, identity_id=identity.id, local_part="agent")

    code, _ = deliver(
        server, make_message(to="agent@acme.example", subject="One"), to=["Agent@Acme.Example"]
    )
    assert code == 250
    assert _rcpt(server, "nobody@acme.example") == 550  # no catch-all: unknown is refused

    Domain.objects.filter(pk=domain.pk).update(state="failing")
    code, _ = deliver(
        server, make_message(to="agent@acme.example", subject="Two"), to=["agent@acme.example"]
    )
    assert code == 250
    assert [s for _, s in _filed(identity)] == ["One", "Two"]

    # Removed (or back in configuring): its addresses receive nothing.
    for state in ("configuring", "removed"):
        Domain.objects.filter(pk=domain.pk).update(state=state)
        assert _rcpt(server, "agent@acme.example") == 550, state


@pytest.mark.django_db(transaction=True)
def test_the_catch_all_takes_unknown_local_parts_but_not_a_retired_address(
    world, start_smtp, settings
):
    settings.PM_ADDRESS_RETIRE_GRACE_DAYS = 30
    server = start_smtp()
    domain = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    agent = IdentityFactory(tenant=world.tenant)
    catcher = IdentityFactory(tenant=world.tenant)
    domain_address_create(actor=ACTOR, domain=domain, identity_id=agent.id, local_part="agent")
    old = domain_address_create(actor=ACTOR, domain=domain, identity_id=agent.id, local_part="old")
    Address.objects.filter(pk=old.pk).update(
        status="retired", retired_at=timezone.now() - dt.timedelta(days=40)
    )
    domain_catch_all_set(actor=ACTOR, domain=domain, identity_id=catcher.id)

    code, _ = deliver(
        server,
        make_message(to="sales@acme.example", subject="Caught"),
        to=["sales+q3@acme.example"],
    )
    assert code == 250
    assert _rcpt(server, "agent@acme.example") == 250  # a known address keeps its owner
    assert _rcpt(server, "old@acme.example") == 550  # retired: refused, never caught

    assert _filed(catcher) == [("sales@acme.example", "Caught")]
    assert Message.objects.get(identity=catcher).plus_tag == "q3"
    assert _filed(agent) == []


@pytest.mark.django_db(transaction=True)
def test_a_domain_claimed_again_by_another_tenant_does_not_deliver_the_old_addresses(
    world, start_smtp
):
    server = start_smtp()
    first = DomainFactory(tenant=world.tenant, name="acme.example", state="active")
    identity = IdentityFactory(tenant=world.tenant)
    domain_address_create(actor=ACTOR, domain=first, identity_id=identity.id, local_part="agent")
    Domain.objects.filter(pk=first.pk).update(state="removed")
    DomainFactory(tenant=world.other_tenant, name="acme.example", state="active")

    assert _rcpt(server, "agent@acme.example") == 550


@pytest.mark.django_db(transaction=True)
def test_a_send_only_domain_receives_nothing_here(world, start_smtp):
    server = start_smtp()
    domain = DomainFactory(
        tenant=world.tenant, name="acme.example", state="active", method="send_only"
    )
    identity = IdentityFactory(tenant=world.tenant)
    domain_address_create(actor=ACTOR, domain=domain, identity_id=identity.id, local_part="agent")

    # Its MX is the tenant's own mail server: we refuse at RCPT, and our own senders
    # deliver to it over the internet rather than through our loopback.
    assert _rcpt(server, "agent@acme.example") == 550
    assert transport_name_for("agent@acme.example") != "loopback"
    Domain.objects.filter(pk=domain.pk).update(method="dns_records")
    assert transport_name_for("agent@acme.example") == "loopback"
