"""SPF alignment for a tenant domain: while it is active its mail leaves with the envelope
sender ``bounce+{token}@pm-bounces.<domain>`` (the CNAME it publishes leads to the
platform's bounce host and its SPF), so a receiver's SPF passes aligned with the From;
while it is failing the platform's return path is used again; and bounces sent to the
domain's return path over our real SMTP server are accepted and matched.

Everything resolves on a real DNS server on loopback that holds the records the product
asks the domain to publish and the platform's own SPF (allowing 127.0.0.1, the peer our
loopback transport delivers with).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from apps.domains import services
from apps.domains.management.dnsserver import DemoDnsServer, platform_records
from apps.domains.models import Domain
from apps.domains.services.addresses import domain_address_create
from apps.mailbox.models import Message
from apps.mailbox.services import raw_blob_read
from apps.outbound.models import Recipient, Send
from apps.outbound.services import dkim
from pylota.core.authverdict import Resolver, aligned, authenticate
from pylota.core.domains.dns import DnsLookup
from pylota.core.domains.records import return_path_domain, return_path_for
from tests.conftest import Api
from tests.domains.conftest import ACTOR, prove, publish
from tests.factories import DomainFactory, IdentityFactory
from tests.inbound.helpers import eventually

PLATFORM = "agents.pylota.test"
BOUNCE_HOST = "bounces.agents.pylota.test"  # PM_DOMAIN_RETURN_PATH_HOST in the zone fixture
LOOPBACK_SPF = "v=spf1 ip4:127.0.0.1 -all"


@pytest.fixture(autouse=True)
def _fresh_dkim_keys():
    dkim.dkim_cache_clear()
    yield
    dkim.dkim_cache_clear()


@pytest.fixture
def platform_zone(zone):
    """The domain zone plus the platform's SPF at its own domain and its bounce host."""
    zone.txt(PLATFORM, LOOPBACK_SPF)
    zone.txt(BOUNCE_HOST, LOOPBACK_SPF)
    return zone


def _agent_on_active_domain(zone, tenant, *, name: str = "acme.example", local: str = "agent"):
    domain = DomainFactory(tenant=tenant, name=name)
    prove(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, domain)
    domain = services.domain_verify(actor=ACTOR, domain=domain)
    assert domain.state == Domain.State.ACTIVE
    agent = IdentityFactory(tenant=tenant, primary=f"{local}-platform", display_name="Agent")
    domain_address_create(
        actor=ACTOR, domain=domain, identity_id=agent.id, local_part=local, primary=True
    )
    return domain, agent


def _fail(zone, domain: Domain) -> Domain:
    zone.remove(domain.name, "MX")
    for _ in range(2):
        services.domain_check(actor=ACTOR, domain=domain)
    domain.refresh_from_db()
    assert domain.state == Domain.State.FAILING
    return domain


def _send(api: Api, identity, to: str, subject: str) -> dict:
    body = {"to": [to], "subject": subject, "text": "Hi there"}
    response = api.post(f"/v1/identities/{identity.id}/messages", body)
    assert response.status_code == 202, response.content
    return response.json()


def _received(receiver, subject: str) -> Message:
    return Message.objects.get(identity=receiver, direction="inbound", subject=subject)


def test_the_return_path_host_is_one_helper_for_records_and_sending():
    assert return_path_for("Acme.Example.") == "pm-bounces.acme.example"
    assert return_path_domain("PM-Bounces.acme.example.") == "acme.example"
    for host in ("acme.example", "pm-bounces.example", "bounces.acme.example", "pm-bounces"):
        assert return_path_domain(host) is None, host


def test_the_demo_dns_answers_the_platform_records_the_file_leaves_out(tmp_path: Path):
    path = tmp_path / "zone.txt"
    path.write_text('agents.pylota.test. 300 IN TXT "v=spf1 include:elsewhere.example -all"\n')
    defaults = platform_records(
        platform_domain=PLATFORM,
        smtp_hostname="mx.agents.pylota.test",
        return_path_host=BOUNCE_HOST,
        spf_include="_spf.agents.pylota.test",
    )
    server = DemoDnsServer(path, port=0, defaults=defaults)
    server.start()
    try:
        lookup = DnsLookup(["127.0.0.1"], port=server.port, timeout=2)
        assert lookup("mx.agents.pylota.test", "A") == ["127.0.0.1"]
        assert lookup(BOUNCE_HOST, "TXT") == [LOOPBACK_SPF]
        assert lookup("_spf.agents.pylota.test", "TXT") == [LOOPBACK_SPF]
        # The file defines the platform domain: its own record only.
        assert lookup(PLATFORM, "TXT") == ["v=spf1 include:elsewhere.example -all"]
        path.write_text("mx.agents.pylota.test. 300 IN A 192.0.2.25\n")
        assert lookup("mx.agents.pylota.test", "A") == ["192.0.2.25"]
        assert lookup(PLATFORM, "TXT") == [LOOPBACK_SPF]
    finally:
        server.stop()


@pytest.mark.django_db(transaction=True)
def test_mail_from_an_active_domain_passes_spf_aligned_and_falls_back_while_failing(
    world, platform_zone, settings
):
    domain, agent = _agent_on_active_domain(platform_zone, world.tenant)
    receiver = IdentityFactory(tenant=world.tenant, primary="rp-receiver")
    api = Api(world.tenant_key.secret)

    sent = _send(api, agent, receiver.primary.address, "Aligned")

    send = Send.objects.get(message_id=sent["id"])
    assert re.fullmatch(r"bounce\+[^@]+@pm-bounces\.acme\.example", send.mail_from)
    assert Recipient.objects.get(send=send).transport == "loopback"
    landed = _received(receiver, "Aligned")
    auth = landed.auth
    assert auth["from_domain"] == "acme.example"
    assert (auth["spf"], auth["spf_domain"]) == ("pass", "pm-bounces.acme.example")
    assert aligned(auth["spf_domain"], auth["from_domain"])
    assert auth["dkim"] == "pass"
    assert {s["domain"] for s in auth["signatures"] if s["result"] == "pass"} == {"acme.example"}
    assert (auth["dmarc"], auth["aligned_from"], auth["internal"]) == ("pass", True, False)

    # SPF alone now carries DMARC: without its DKIM signatures the copy still passes.
    raw = raw_blob_read(landed.raw)
    unsigned = re.sub(rb"(?ims)^DKIM-Signature:.*?\r\n(?![ \t])", b"", raw)
    assert b"DKIM-Signature" not in unsigned
    verdict = authenticate(
        unsigned,
        resolver=Resolver(["127.0.0.1"], port=settings.PM_DNS_PORT, timeout=2),
        ip="127.0.0.1",
        helo=settings.PM_SMTP_HOSTNAME,
        mail_from=send.mail_from,
        authserv_id="mx.receiver.example",
    )
    assert (verdict.spf, verdict.dkim, verdict.dmarc, verdict.aligned_from) == (
        "pass",
        "none",
        "pass",
        True,
    )

    # Failing: From the platform address, and the platform's return path again.
    _fail(platform_zone, domain)
    during = _send(api, agent, receiver.primary.address, "During")

    assert during["sent_via_fallback"] is True
    fallback = Send.objects.get(message_id=during["id"])
    assert re.fullmatch(rf"bounce\+[^@]+@{re.escape(PLATFORM)}", fallback.mail_from)
    auth = _received(receiver, "During").auth
    assert (auth["spf"], auth["spf_domain"]) == ("pass", PLATFORM)


def test_mail_from_the_platform_domain_keeps_the_platform_return_path(world):
    plain = IdentityFactory(tenant=world.tenant, primary="rp-plain")
    sent = _send(Api(world.tenant_key.secret), plain, "bob@example.com", "Plain")
    mail_from = Send.objects.get(message_id=sent["id"]).mail_from
    assert re.fullmatch(rf"bounce\+[^@]+@{re.escape(PLATFORM)}", mail_from)


def _dsn(recipient: str) -> bytes:
    return (
        "From: MAILER-DAEMON@mx.example.com\r\nTo: postmaster@example.com\r\n"
        "Subject: failure notice\r\nMessage-ID: <dsn-rp@mx.example.com>\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"\r\n\r\n'
        "--B\r\nContent-Type: text/plain\r\n\r\nfailed\r\n"
        "--B\r\nContent-Type: message/delivery-status\r\n\r\n"
        "Reporting-MTA: dns; mx.example.com\r\n\r\n"
        f"Final-Recipient: rfc822; {recipient}\r\nAction: failed\r\n"
        "Status: 5.1.1\r\n\r\n--B--\r\n"
    ).encode()


def _rcpt(server, address: str) -> int:
    client = server.connect()
    try:
        client.ehlo()
        client.mail("")
        return client.rcpt(address)[0]
    finally:
        client.quit()


@pytest.mark.django_db(transaction=True)
def test_a_dsn_to_the_domain_return_path_is_accepted_over_smtp_and_bounces_the_recipient(
    world, platform_zone, start_smtp
):
    ours = start_smtp()
    domain, agent = _agent_on_active_domain(platform_zone, world.tenant)
    sent = _send(Api(world.tenant_key.secret), agent, "x@example.com", "Bounce me")
    send = Send.objects.get(message_id=sent["id"])
    assert send.mail_from.endswith("@pm-bounces.acme.example")
    local = send.mail_from.rpartition("@")[0]

    # Another tenant's message, a forged token, a host no tenant domain answers for, and the
    # platform's own token form at a bare label: refused as before.
    other = IdentityFactory(tenant=world.other_tenant, primary="rp-other")
    theirs = _send(Api(world.other_tenant_key.secret), other, "y@example.com", "Theirs")
    their_local = Send.objects.get(message_id=theirs["id"]).mail_from.rpartition("@")[0]
    assert _rcpt(ours, f"{their_local}@pm-bounces.acme.example") == 550
    assert _rcpt(ours, f"{local}x@pm-bounces.acme.example") == 550
    assert _rcpt(ours, f"{local}@pm-bounces.unclaimed.example") == 550
    assert _rcpt(ours, "postmaster@pm-bounces.acme.example") == 550

    # Accepted while active and while failing (bounces of earlier mail still come back),
    # refused once the domain is removed.
    assert _rcpt(ours, send.mail_from) == 250
    Domain.objects.filter(pk=domain.pk).update(state=Domain.State.REMOVED)
    assert _rcpt(ours, send.mail_from) == 550
    Domain.objects.filter(pk=domain.pk).update(state=Domain.State.FAILING)

    client = ours.connect()
    try:
        client.ehlo()
        client.mail("")
        assert client.rcpt(send.mail_from)[0] == 250
        assert client.data(_dsn("x@example.com"))[0] == 250
    finally:
        client.quit()

    assert eventually(
        lambda: Recipient.objects.filter(send=send, status="bounced").exists(), timeout=15
    )
    report = Message.objects.get(identity=agent, direction="inbound")
    assert report.report["matched_message_id"] == send.message_id
