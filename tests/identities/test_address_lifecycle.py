"""Promote, retire and roll back an address: through the API, and as our SMTP server
answers for it over a real socket (received in the grace period, 550 after it, received
again after a rollback)."""

from __future__ import annotations

import datetime as dt
import smtplib
import threading

import pytest
from django.db import connection
from django.urls import reverse
from django.utils import timezone

from apps.events.models import Event
from apps.identities import services as identity_services
from apps.identities.models import Address
from apps.inbound.models import InboundMessage
from apps.tenants.models import AuditEvent
from pylota.core.principal import Actor
from tests.conftest import Api
from tests.factories import IdentityFactory
from tests.inbound.helpers import deliver, make_message, queued_id, quit_quietly


def _alias(identity, local_part: str) -> Address:
    return Address.objects.create(
        tenant=identity.tenant,
        identity=identity,
        local_part=local_part,
        domain="agents.pylota.test",
    )


def _url(identity, address, verb: str) -> str:
    return f"/v1/identities/{identity.id}/addresses/{address.id}/{verb}"


def _events(tenant, type: str) -> list[dict]:
    return list(Event.objects.filter(tenant_id=tenant.id, type=type).values_list("data", flat=True))


def test_promoting_an_address_makes_it_the_primary_and_a_rollback_undoes_it(world):
    identity = IdentityFactory(tenant=world.tenant, primary="first")
    second = _alias(identity, "second")
    api = Api(world.tenant_key.secret)

    response = api.post(_url(identity, second, "promote"), {})

    assert response.status_code == 200, response.content
    assert response.json()["is_primary"] is True
    assert response.json()["promoted_at"] is not None
    shown = api.get(f"/v1/identities/{identity.id}").json()
    assert shown["primary_address"] == "second@agents.pylota.test"
    identity.primary.refresh_from_db()
    assert (identity.primary.is_primary, identity.primary.status) == (False, "active")
    [event] = _events(world.tenant, "address.promoted")
    assert (event["id"], event["previous_primary_id"]) == (second.id, identity.primary.id)
    assert AuditEvent.objects.filter(type="address.promoted", target_id=second.id).exists()

    rolled = api.post(_url(identity, second, "rollback"), {})

    assert rolled.status_code == 200, rolled.content
    assert rolled.json()["is_primary"] is False
    shown = api.get(f"/v1/identities/{identity.id}").json()
    assert shown["primary_address"] == "first@agents.pylota.test"
    assert Address.objects.filter(identity=identity, is_primary=True).count() == 1
    # A second rollback has nothing left to undo.
    again = api.post(_url(identity, second, "rollback"), {})
    assert (again.status_code, again.json()["error"]["code"]) == (
        409,
        "address_nothing_to_roll_back",
    )


def test_the_primary_address_cannot_be_retired(world):
    identity = IdentityFactory(tenant=world.tenant)
    response = Api(world.tenant_key.secret).post(_url(identity, identity.primary, "retire"), {})
    assert (response.status_code, response.json()["error"]["code"]) == (409, "address_is_primary")
    identity.primary.refresh_from_db()
    assert identity.primary.status == "active"


def test_a_retired_address_cannot_be_promoted_until_rolled_back(world):
    identity = IdentityFactory(tenant=world.tenant)
    alias = _alias(identity, "old-alias")
    api = Api(world.tenant_key.secret)
    assert api.post(_url(identity, alias, "retire"), {}).status_code == 200

    refused = api.post(_url(identity, alias, "promote"), {})

    assert (refused.status_code, refused.json()["error"]["code"]) == (409, "address_retired")
    assert api.post(_url(identity, alias, "rollback"), {}).json()["status"] == "active"
    assert api.post(_url(identity, alias, "promote"), {}).json()["is_primary"] is True


def test_an_address_of_another_identity_answers_like_a_missing_one(world):
    identity = IdentityFactory(tenant=world.tenant)
    neighbour = IdentityFactory(tenant=world.tenant)
    api = Api(world.tenant_key.secret)

    response = api.post(_url(identity, neighbour.primary, "promote"), {})

    assert (response.status_code, response.json()["error"]["code"]) == (404, "address_not_found")
    neighbour.primary.refresh_from_db()
    assert neighbour.primary.is_primary is True


def test_a_retired_address_is_never_handed_to_another_tenant(world):
    identity = IdentityFactory(tenant=world.tenant)
    alias = _alias(identity, "handover")
    Api(world.tenant_key.secret).post(_url(identity, alias, "retire"), {})

    other = Api(world.other_tenant_key.secret).post(
        "/v1/identities", {"name": "taker", "local_part": "handover"}
    )

    assert (other.status_code, other.json()["error"]["code"]) == (409, "address_taken")


def _rcpt(server, recipient: str) -> tuple[int, bytes]:
    client = server.connect()
    try:
        client.ehlo()
        assert client.mail("alice@example.org")[0] == 250
        return client.rcpt(recipient)
    finally:
        quit_quietly(client)


@pytest.mark.django_db(transaction=True)
def test_a_retired_address_receives_in_its_grace_period_then_550_then_again_after_rollback(
    world, start_smtp, settings
):
    settings.PM_ADDRESS_RETIRE_GRACE_DAYS = 30
    server = start_smtp()
    identity = IdentityFactory(tenant=world.tenant, primary="keeper")
    alias = _alias(identity, "leaving")
    api = Api(world.tenant_key.secret)

    retired = api.post(_url(identity, alias, "retire"), {})
    assert retired.status_code == 200, retired.content
    body = retired.json()
    assert body["status"] == "retired"
    assert body["receives_until"] is not None
    assert _events(world.tenant, "address.retired")[0]["id"] == alias.id

    # In the grace period: received like any address, filed for the identity.
    raw = make_message(to=alias.address, subject="Still arriving")
    code, reply = deliver(server, raw, to=[alias.address])
    assert code == 250
    assert InboundMessage.objects.get(pk=queued_id(reply)).state == "processed"
    subjects = [
        t["subject"] for t in api.get(f"/v1/identities/{identity.id}/threads").json()["data"]
    ]
    assert subjects == ["Still arriving"]

    # The grace period over (the retirement moved 31 days into the past).
    Address.objects.filter(pk=alias.pk).update(retired_at=timezone.now() - dt.timedelta(days=31))
    code, text = _rcpt(server, alias.address)
    assert code == 550
    assert text.startswith(b"5.1.1 ")
    assert b"retired" in text
    client = server.connect()
    try:
        with pytest.raises(smtplib.SMTPRecipientsRefused):
            client.sendmail("alice@example.org", [alias.address], raw)
    finally:
        quit_quietly(client)
    # An address that never existed still gets the plain answer.
    assert _rcpt(server, "never-was@agents.pylota.test") == (550, b"5.1.1 No such mailbox here")

    # Rolled back: received again, at once.
    rolled = api.post(_url(identity, alias, "rollback"), {})
    assert rolled.json()["status"] == "active"
    assert _events(world.tenant, "address.restored")[0]["id"] == alias.id
    code, reply = deliver(
        server, make_message(to=alias.address, subject="Back again"), to=[alias.address]
    )
    assert code == 250
    subjects = {
        t["subject"] for t in api.get(f"/v1/identities/{identity.id}/threads").json()["data"]
    }
    assert subjects == {"Still arriving", "Back again"}


def test_an_operator_retires_and_rolls_back_from_the_admin_audited(admin_client, world):
    identity = IdentityFactory(tenant=world.tenant)
    alias = _alias(identity, "by-operator")
    changelist = reverse("admin:identities_address_changelist")

    admin_client.post(changelist, {"action": "retire", "_selected_action": [alias.pk]})
    alias.refresh_from_db()
    assert alias.status == "retired"
    admin_client.post(changelist, {"action": "roll_back", "_selected_action": [alias.pk]})
    alias.refresh_from_db()
    assert alias.status == "active"
    assert AuditEvent.objects.get(type="address.retired").actor_user == "admin:admin"
    # The primary cannot be retired: the action reports it and leaves it alone.
    admin_client.post(changelist, {"action": "retire", "_selected_action": [identity.primary.pk]})
    identity.primary.refresh_from_db()
    assert identity.primary.status == "active"


@pytest.mark.django_db(transaction=True)
def test_two_promotions_at_once_leave_exactly_one_primary(world):
    identity = IdentityFactory(tenant=world.tenant)
    first, second = _alias(identity, "race-one"), _alias(identity, "race-two")
    start = threading.Barrier(2)

    def promote(address):
        start.wait(timeout=10)
        try:
            identity_services.address_promote(actor=Actor(user="tests"), address=address)
        finally:
            connection.close()

    threads = [threading.Thread(target=promote, args=(a,)) for a in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    primaries = list(Address.objects.filter(identity=identity, is_primary=True))
    assert len(primaries) == 1
    assert primaries[0].pk in {first.pk, second.pk}
    # Whichever came second replaced the first one's promotion, not the original primary.
    assert primaries[0].previous_primary_id in {first.pk, second.pk}
