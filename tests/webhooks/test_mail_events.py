"""Real product events end to end: an identity is created and mail is received, and the
webhooks carry them, signed, to a receiver on loopback."""

from __future__ import annotations

from email.message import EmailMessage

import pytest
from standardwebhooks import Webhook

from apps.identities import services as identity_services
from apps.inbound import services as inbound
from tests.factories import IdentityFactory
from tests.webhooks.conftest import ACTOR, make_endpoint

pytestmark = pytest.mark.usefixtures("local_delivery")


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    """Raw mail goes to this test's own folder, not var/media."""
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(tmp_path / "media")},
        },
    }


def _mail(to: str, body: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "alice@example.com", to, "Dinner?"
    message.set_content(body)
    return message.as_bytes()


def test_a_received_message_arrives_as_message_received_with_its_text(
    world, receivers, django_capture_on_commit_callbacks
):
    agent = IdentityFactory(tenant=world.tenant, primary="dinner")
    others = IdentityFactory(tenant=world.tenant, primary="lunch")
    by_type, by_agent, by_other = receivers(), receivers(), receivers()
    _, type_secret = make_endpoint(
        tenant=world.tenant, url=by_type.url, event_types=["message.received"]
    )
    _, agent_secret = make_endpoint(tenant=world.tenant, url=by_agent.url, identity_ids=[agent.id])
    make_endpoint(tenant=world.tenant, url=by_other.url, identity_ids=[others.id])

    with django_capture_on_commit_callbacks(execute=True):  # accept → file → event → POST
        inbound.inbound_accept(
            raw=_mail(agent.primary.address, "Can you book a table for two at 8?"),
            mail_from="alice@example.com",
            recipients=[agent.primary.address],
            peer_ip="192.0.2.1",
            helo="mx.example.com",
        )

    (request,) = by_type.requests
    event = Webhook(type_secret).verify(request.body, request.headers)
    assert event["type"] == "message.received"
    assert event["data"]["identity_id"] == agent.id
    assert event["data"]["text"].strip() == "Can you book a table for two at 8?"
    assert event["data"]["text_truncated"] is False
    # The identity's endpoint takes every type: the same message.received, then triage's
    # message.triaged (which the type-filtered endpoint above never got).
    seen = [Webhook(agent_secret).verify(r.body, r.headers) for r in by_agent.requests]
    assert [(e["type"], e["id"]) for e in seen] == [
        ("message.received", event["id"]),
        ("message.triaged", seen[-1]["id"]),
    ]
    assert by_other.requests == []


def test_creating_an_identity_sends_identity_created_to_the_tenant_and_its_partner(
    world, receivers, django_capture_on_commit_callbacks
):
    tenant_receiver, partner_receiver = receivers(), receivers()
    _, tenant_secret = make_endpoint(tenant=world.tenant, url=tenant_receiver.url)
    _, partner_secret = make_endpoint(partner=world.partner, url=partner_receiver.url)

    with django_capture_on_commit_callbacks(execute=True):
        identity = identity_services.identity_create(
            actor=ACTOR, tenant=world.tenant, name="helpdesk", local_part="helpdesk"
        )

    for receiver, secret in ((tenant_receiver, tenant_secret), (partner_receiver, partner_secret)):
        events = [Webhook(secret).verify(r.body, r.headers) for r in receiver.requests]
        created = [e for e in events if e["type"] == "identity.created"]
        assert [(e["data"]["id"], e["tenant_id"]) for e in created] == [
            (identity.id, world.tenant.id)
        ]
