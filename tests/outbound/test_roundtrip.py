"""Real SMTP both ways: we send through a relay on loopback, the recipient answers over our
SMTP server, and the answer lands in the thread we started. Plus DKIM that verifies."""

from __future__ import annotations

from email.utils import formatdate

import dkim
import pytest

from apps.mailbox.models import Message
from apps.mailbox.services import raw_blob_read
from apps.outbound.models import DkimKey, Recipient, Send
from apps.outbound.services import dkim_records
from tests.conftest import Api
from tests.factories import IdentityFactory
from tests.inbound.helpers import deliver, eventually, running_smtp
from tests.outbound.conftest import send_body
from tests.outbound.sink import running_sink

pytestmark = pytest.mark.slow


def _dnsfunc(name: bytes, timeout: int = 5) -> bytes:
    selector, _, domain = name.decode().rstrip(".").partition("._domainkey.")
    row = DkimKey.objects.filter(domain=domain, selector=selector).first()
    return row.txt_record.encode() if row else b""


def test_a_message_goes_out_by_relay_and_the_reply_threads_back(transactional_db, world, settings):
    agent = IdentityFactory(tenant=world.tenant, primary="roundtrip")
    api = Api(world.tenant_key.secret)
    with running_sink() as sink, running_smtp() as ours:
        settings.PM_SEND_TRANSPORT = "smtp_relay"
        settings.PM_SMTP_RELAY_HOST, settings.PM_SMTP_RELAY_PORT = sink.host, sink.port
        settings.PM_SMTP_RELAY_STARTTLS = False
        response = api.post(
            f"/v1/identities/{agent.id}/messages",
            send_body(to=["bob@example.com"], subject="Lunch?"),
        )
        assert response.status_code == 202, response.content
        sent_id = response.json()["id"]
        assert eventually(lambda: len(sink.handler.messages) == 1)
        received = sink.handler.messages[0]
        assert received.mail_from.startswith("bounce+")
        assert eventually(
            lambda: Recipient.objects.filter(send__message_id=sent_id, status="delivered").exists()
        )
        sent = Message.objects.get(pk=sent_id)
        # Every DKIM signature (RSA and Ed25519) verifies against our published records.
        signed = dkim.DKIM(received.data)
        assert [signed.verify(idx=i, dnsfunc=_dnsfunc) for i in (0, 1)] == [True, True]
        reply = (
            f"From: Bob <bob@example.com>\r\nTo: {agent.primary.address}\r\n"
            f"Subject: Re: Lunch?\r\nDate: {formatdate()}\r\n"
            f"Message-ID: <reply-1@example.com>\r\nIn-Reply-To: <{sent.message_id_header}>\r\n"
            f"References: <{sent.message_id_header}>\r\n\r\nYes, noon works.\r\n"
        ).encode()
        code, _ = deliver(ours, reply, to=[agent.primary.address], mail_from="bob@example.com")
        assert code == 250
        assert eventually(
            lambda: Message.objects.filter(identity=agent, direction="inbound").exists()
        )
    answer = Message.objects.get(identity=agent, direction="inbound")
    assert answer.thread_id == sent.thread_id
    assert Send.objects.get(message_id=sent_id).status == "done"


def test_loopback_delivers_to_our_own_identity_and_the_reply_threads(transactional_db, world):
    alice = IdentityFactory(tenant=world.tenant, primary="alice")
    bob = IdentityFactory(tenant=world.tenant, primary="bob")
    api = Api(world.tenant_key.secret)
    first = api.post(
        f"/v1/identities/{alice.id}/messages", send_body(to=[bob.primary.address], subject="Ping")
    ).json()
    assert Recipient.objects.get(send__message_id=first["id"]).status == "delivered"
    landed = Message.objects.get(identity=bob, direction="inbound")
    assert landed.auth  # the trust checks ran
    answer = api.post(
        f"/v1/identities/{bob.id}/messages", {"text": "Pong", "reply_to_message_id": landed.id}
    ).json()
    assert Message.objects.get(pk=answer["id"]).thread_id == landed.thread_id
    back = Message.objects.get(identity=alice, direction="inbound")
    assert back.thread_id == first["thread_id"]
    assert back.subject == "Re: Ping"


def test_an_unknown_platform_address_bounces_at_loopback(transactional_db, world):
    alice = IdentityFactory(tenant=world.tenant, primary="alice2")
    api = Api(world.tenant_key.secret)
    sent = api.post(
        f"/v1/identities/{alice.id}/messages", send_body(to=["nobody@agents.pylota.test"])
    ).json()
    recipient = Recipient.objects.get(send__message_id=sent["id"])
    assert recipient.status == "bounced"
    assert recipient.smtp_code == 550


def test_dkim_records_cover_both_algorithms(db):
    rows = dkim_records("agents.pylota.test")
    assert {r.algorithm for r in rows} == {"rsa-sha256", "ed25519-sha256"}
    assert all(r.txt_record.startswith("v=DKIM1; k=") for r in rows)
    assert raw_blob_read  # imported for the module's other tests


def test_a_bounce_to_our_verp_address_is_accepted_over_smtp_and_matched(transactional_db, world):
    agent = IdentityFactory(tenant=world.tenant, primary="verp")
    api = Api(world.tenant_key.secret)
    sent = api.post(f"/v1/identities/{agent.id}/messages", send_body(to=["x@example.com"])).json()
    send = Send.objects.get(message_id=sent["id"])
    dsn = (
        b"From: MAILER-DAEMON@mx.example.com\r\nTo: postmaster@example.com\r\n"
        b"Subject: failure notice\r\nMessage-ID: <dsn-9@mx.example.com>\r\n"
        b"MIME-Version: 1.0\r\n"
        b'Content-Type: multipart/report; report-type=delivery-status; boundary="B"\r\n\r\n'
        b"--B\r\nContent-Type: text/plain\r\n\r\nfailed\r\n"
        b"--B\r\nContent-Type: message/delivery-status\r\n\r\n"
        b"Reporting-MTA: dns; mx.example.com\r\n\r\n"
        b"Final-Recipient: rfc822; x@example.com\r\nAction: failed\r\n"
        b"Status: 5.1.1\r\n\r\n--B--\r\n"
    )
    forged = send.mail_from.replace("@", "x@")
    with running_smtp() as ours:
        client = ours.connect()
        try:
            client.ehlo()
            client.mail("")
            assert client.rcpt(forged)[0] == 550  # a token that does not verify
            assert client.rcpt(send.mail_from)[0] == 250
            assert client.data(dsn)[0] == 250
        finally:
            client.quit()
        assert eventually(
            lambda: Recipient.objects.filter(send=send, status="bounced").exists(), timeout=15
        )
    report = Message.objects.get(identity=agent, direction="inbound")
    assert report.report["matched_message_id"] == send.message_id


def test_the_operator_commands_print_records_and_seal_credentials(db, monkeypatch):
    import io
    import json

    from django.core.management import call_command

    from apps.outbound.models import TransportCredential
    from apps.outbound.services import transport_credential_get

    out = io.StringIO()
    call_command("dkim_records", "--format", "json", stdout=out)
    records = json.loads(out.getvalue())
    assert {r["name"].split(".")[0][-1] for r in records if "_domainkey" in r["name"]} == {"r", "e"}
    assert any(r["name"].startswith("_dmarc.") for r in records)
    out = io.StringIO()
    call_command("dkim_records", "--rotate", stdout=out)
    assert out.getvalue().count("retired") == 2
    active = DkimKey.objects.filter(active=True)
    assert active.count() == 2
    assert not set(active.values_list("selector", flat=True)) & {
        r["name"].split(".")[0] for r in records
    }
    monkeypatch.setattr("sys.stdin", io.StringIO("relay-secret\n"))
    call_command("transport_credentials", "smtp_relay", "--username", "relay", stdout=io.StringIO())
    row = TransportCredential.objects.get()
    assert "relay-secret" not in row.secret
    assert transport_credential_get("smtp_relay") == ("relay", "relay-secret")
