"""A domain that fails its checks (against a real DNS server on loopback) sends from the
identity's platform address, marked ``sent_via_fallback``; the reply to such a message,
over our real SMTP server, lands in the same thread; after recovery that thread stays on
the platform address while new threads go from the domain again. And a domain naming its
own relay sends through it (a real SMTP relay on loopback)."""

from __future__ import annotations

from email import message_from_bytes, policy
from email.utils import formatdate

import pytest

from apps.domains import services
from apps.domains.models import Domain
from apps.domains.selectors import send_route
from apps.domains.services.addresses import domain_address_create
from apps.domains.services.fallback import domain_fallback_summary
from apps.events.models import Event
from apps.mailbox.models import Message
from apps.mailbox.services import raw_blob_read, thread_token_for
from apps.outbound.models import Recipient
from apps.outbound.services import dkim
from apps.outbound.services.credentials import transport_credential_set
from apps.outbound.services.transports import transport_for_route
from pylota.core.authverdict import Resolver, authenticate
from tests.conftest import Api
from tests.domains.conftest import ACTOR, prove, publish
from tests.factories import DomainFactory, IdentityFactory
from tests.inbound.helpers import deliver, eventually
from tests.outbound.sink import running_sink


@pytest.fixture(autouse=True)
def _fresh_dkim_keys():
    dkim.dkim_cache_clear()
    yield
    dkim.dkim_cache_clear()


def _active(zone, tenant, name: str = "acme.example") -> Domain:
    domain = DomainFactory(tenant=tenant, name=name)
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.ACTIVE
    return domain


def _fail(zone, domain: Domain) -> Domain:
    zone.remove(domain.name, "MX")
    for _ in range(2):
        services.domain_check(actor=ACTOR, domain=domain)
    domain.refresh_from_db()
    assert domain.state == Domain.State.FAILING
    return domain


def _headers(message_id: str):
    raw = raw_blob_read(Message.objects.get(pk=message_id).raw)
    return message_from_bytes(raw, policy=policy.SMTP)


def _send(api, identity, **body) -> dict:
    body = {"to": ["bob@example.com"], "subject": "Hello", "text": "Hi there", **body}
    response = api.post(f"/v1/identities/{identity.id}/messages", body)
    assert response.status_code == 202, response.content
    return response.json()


@pytest.mark.django_db(transaction=True)
def test_a_failing_domain_falls_back_the_reply_threads_and_the_thread_stays_pinned(
    world, zone, start_smtp
):
    ours = start_smtp()
    domain = _active(zone, world.tenant)
    agent = IdentityFactory(tenant=world.tenant, primary="acme-agent", display_name="Agent")
    domain_address_create(
        actor=ACTOR, domain=domain, identity_id=agent.id, local_part="agent", primary=True
    )
    api = Api(world.tenant_key.secret)

    # Active: From the domain, signed by the domain's own DKIM key (aligned).
    normal = _send(api, agent, subject="Before")
    assert (normal["from_address"], normal["sent_via_fallback"]) == ("agent@acme.example", False)
    assert "d=acme.example" in str(_headers(normal["id"])["DKIM-Signature"])

    domain = _fail(zone, domain)
    sent = _send(api, agent, subject="During")

    assert sent["sent_via_fallback"] is True
    assert sent["from_address"] == "acme-agent@agents.pylota.test"
    shown = api.get(f"/v1/messages/{sent['id']}").json()
    assert shown["sent_via_fallback"] is True
    headers = _headers(sent["id"])
    assert headers["From"].addresses[0].addr_spec == "acme-agent@agents.pylota.test"
    assert "d=agents.pylota.test" in str(headers["DKIM-Signature"])
    message_id = Message.objects.get(pk=sent["id"]).message_id_header
    assert thread_token_for(sent["thread_id"]) in message_id  # the thread token is kept

    # Bob answers the address the message came from, over our SMTP server.
    reply = (
        f"From: Bob <bob@example.com>\r\nTo: acme-agent@agents.pylota.test\r\n"
        f"Subject: A different subject\r\nDate: {formatdate()}\r\n"
        f"Message-ID: <reply-1@example.com>\r\nIn-Reply-To: <{message_id}>\r\n"
        f"References: <{message_id}>\r\n\r\nGot it.\r\n"
    ).encode()
    code, _ = deliver(
        ours, reply, to=["acme-agent@agents.pylota.test"], mail_from="bob@example.com"
    )
    assert code == 250
    answer = Message.objects.get(identity=agent, direction="inbound")
    assert answer.thread_id == sent["thread_id"]

    # Recovery (the MX back): recorded by the monitor, and new threads use the domain again.
    publish(zone, domain)
    services.domain_check(actor=ACTOR, domain=domain)
    domain.refresh_from_db()
    assert domain.state == Domain.State.ACTIVE
    assert Event.objects.filter(type="domain.recovered", data__id=domain.id).exists()

    pinned = _send(api, agent, thread_id=sent["thread_id"], subject="Re: During")
    fresh = _send(api, agent, subject="After")

    assert (pinned["from_address"], pinned["sent_via_fallback"]) == (
        "acme-agent@agents.pylota.test",
        True,
    )
    assert pinned["thread_id"] == sent["thread_id"]
    assert (fresh["from_address"], fresh["sent_via_fallback"]) == ("agent@acme.example", False)
    summary = domain_fallback_summary(domain=domain)
    assert (summary.active, summary.messages, summary.pinned_threads) == (False, 2, 1)


def test_a_domain_sends_as_itself_only_while_active(world):
    tenant = world.tenant
    for state, fallback in [
        ("active", False),
        ("failing", True),
        ("configuring", True),
        ("removed", True),
    ]:
        Domain.objects.filter(tenant=tenant).delete()
        DomainFactory(tenant=tenant, name="acme.example", state=state)
        route = send_route(tenant_id=tenant.id, domain="ACME.example.")
        assert route is not None, state
        assert route.fallback is fallback, state
    # Another tenant's domain, and a domain nobody claimed, are not routes of this tenant.
    assert send_route(tenant_id=world.other_tenant.id, domain="acme.example") is None
    assert send_route(tenant_id=tenant.id, domain="unclaimed.example") is None


@pytest.mark.django_db(transaction=True)
def test_a_domain_with_its_own_relay_sends_through_it(world, settings):
    settings.PM_SEND_TRANSPORT = "none"  # the platform itself has no way out
    settings.PM_SMTP_RELAY_STARTTLS = False
    with running_sink(user=("acme-relay", "s3cret")) as sink:
        credential = transport_credential_set(
            actor=ACTOR, transport="smtp_relay", username="acme-relay", secret="s3cret"
        )
        domain = DomainFactory(
            tenant=world.tenant,
            name="acme.example",
            state="active",
            transport="smtp_relay",
            transport_credential_id=credential.id,
            provider_config={"relay_host": sink.host, "relay_port": sink.port},
        )
        agent = IdentityFactory(tenant=world.tenant, primary="relay-agent")
        domain_address_create(
            actor=ACTOR, domain=domain, identity_id=agent.id, local_part="agent", primary=True
        )
        plain = IdentityFactory(tenant=world.tenant, primary="plain-agent")
        api = Api(world.tenant_key.secret)

        sent = _send(api, agent, subject="Via our relay")
        other = _send(api, plain, subject="Via the platform")

        assert eventually(lambda: len(sink.handler.messages) == 1)
        assert sink.handler.messages[0].rcpt_tos == ["bob@example.com"]
        assert b"Via our relay" in sink.handler.messages[0].data
        mine = Recipient.objects.get(send__message_id=sent["id"])
        assert (mine.transport, mine.status) == ("smtp_relay", "delivered")
        theirs = Recipient.objects.get(send__message_id=other["id"])
        assert (theirs.transport, theirs.status) == ("none", "failed")


def test_a_domain_on_ses_sends_in_its_own_region_and_configuration_set(world, settings):
    settings.PM_SES_REGION = "us-east-1"
    DomainFactory(
        tenant=world.tenant,
        name="acme.example",
        state="active",
        transport="ses",
        provider_config={"region": "eu-west-1", "configuration_set": "acme-events"},
    )
    route = send_route(tenant_id=world.tenant.id, domain="acme.example")

    transport = transport_for_route("ses", route=route)
    platform = transport_for_route("ses", route=None)

    assert (transport.client.meta.region_name, transport.configuration_set) == (
        "eu-west-1",
        "acme-events",
    )
    assert platform.client.meta.region_name == "us-east-1"


def test_mail_from_an_active_domain_passes_dkim_and_dmarc_by_our_own_verdict(world, zone, settings):
    domain = _active(zone, world.tenant)
    agent = IdentityFactory(tenant=world.tenant, primary="verdict-agent")
    domain_address_create(
        actor=ACTOR, domain=domain, identity_id=agent.id, local_part="agent", primary=True
    )
    sent = _send(Api(world.tenant_key.secret), agent, subject="Aligned")
    message = Message.objects.get(pk=sent["id"])

    # The received copy as a receiver would judge it: the DKIM keys and DMARC record that
    # the domain published on the DNS server on loopback.
    verdict = authenticate(
        raw_blob_read(message.raw),
        resolver=Resolver(["127.0.0.1"], port=settings.PM_DNS_PORT, timeout=2),
        ip="192.0.2.10",
        helo="relay.example",
        mail_from=Recipient.objects.get(send__message_id=message.id).send.mail_from,
        authserv_id="mx.receiver.example",
    )

    assert verdict.from_domain == "acme.example"
    assert verdict.dkim == "pass"
    assert {s.domain for s in verdict.signatures if s.result == "pass"} == {"acme.example"}
    assert (verdict.dmarc, verdict.aligned_from) == ("pass", True)
