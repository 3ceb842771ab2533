"""DSNs and ARF complaints that come back: parsed onto the message, matched by VERP token or
by our Message-ID, and turned into recipient states, suppressions and events."""

from __future__ import annotations

from apps.events.models import Event
from apps.inbound import services as inbound
from apps.mailbox.models import Message
from apps.outbound.models import Recipient, Send, Suppression
from tests.factories import IdentityFactory
from tests.outbound.conftest import send_body


def _sent(api, agent, to: list[str]) -> Send:
    response = api.post(
        f"/v1/identities/{agent.id}/messages", send_body(to=to, subject="Quarterly numbers")
    )
    assert response.status_code == 202, response.content
    return Send.objects.select_related("message").get(message_id=response.json()["id"])


def _dsn(*, to: str, original_id: str | None, recipient: str, status: str, diag: str) -> bytes:
    headers = (
        f"Message-ID: <{original_id}>\r\nSubject: Quarterly numbers\r\n" if original_id else ""
    )
    return (
        "From: Mail Delivery System <MAILER-DAEMON@mx.example.com>\r\n"
        f"To: {to}\r\nSubject: Undelivered Mail Returned to Sender\r\n"
        "Message-ID: <dsn-1@mx.example.com>\r\nAuto-Submitted: auto-replied\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"\r\n\r\n'
        "--B\r\nContent-Type: text/plain\r\n\r\nYour message could not be delivered.\r\n"
        "--B\r\nContent-Type: message/delivery-status\r\n\r\n"
        "Reporting-MTA: dns; mx.example.com\r\n\r\n"
        f"Final-Recipient: rfc822; {recipient}\r\nAction: failed\r\nStatus: {status}\r\n"
        f"Diagnostic-Code: smtp; {diag}\r\n\r\n"
        f"--B\r\nContent-Type: text/rfc822-headers\r\n\r\n{headers}\r\n--B--\r\n"
    ).encode()


def _arf(*, to: str, original_id: str, recipient: str) -> bytes:
    return (
        "From: feedback@isp.example\r\n"
        f"To: {to}\r\nSubject: complaint\r\nMessage-ID: <arf-1@isp.example>\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/report; report-type=feedback-report; boundary="B"\r\n\r\n'
        "--B\r\nContent-Type: text/plain\r\n\r\nA user marked this as spam.\r\n"
        "--B\r\nContent-Type: message/feedback-report\r\n\r\n"
        "Feedback-Type: abuse\r\nUser-Agent: isp/1.0\r\nVersion: 1\r\n"
        f"Original-Rcpt-To: {recipient}\r\n\r\n"
        f"--B\r\nContent-Type: message/rfc822\r\n\r\nMessage-ID: <{original_id}>\r\n"
        f"To: {recipient}\r\nSubject: Quarterly numbers\r\n\r\nbody\r\n--B--\r\n"
    ).encode()


def _receive(raw: bytes, to: str, capture) -> Message:
    with capture(execute=True):
        staged = inbound.inbound_accept(
            raw=raw, mail_from="", recipients=[to], peer_ip="192.0.2.9", helo="mx.example.com"
        )
    with capture(execute=True):
        inbound.inbound_process(inbound_id=staged.id)
    return Message.objects.filter(inbound_id=staged.id).get()


def test_a_hard_bounce_matched_by_message_id_suppresses_and_emits(
    api, agent, django_capture_on_commit_callbacks
):
    send = _sent(api, agent, ["bob@example.com", "carol@example.com"])
    raw = _dsn(
        to=agent.primary.address,
        original_id=send.message.message_id_header,
        recipient="bob@example.com",
        status="5.1.1",
        diag="550 5.1.1 <bob@example.com>: user unknown",
    )
    report = _receive(raw, agent.primary.address, django_capture_on_commit_callbacks)
    report.refresh_from_db()
    assert report.kind == "dsn"
    assert report.report["matched_message_id"] == send.message_id
    assert report.report["recipients"][0]["hard"] is True
    bob = Recipient.objects.get(send=send, address="bob@example.com")
    assert bob.status == "bounced"
    assert bob.enhanced_status == "5.1.1"
    assert Recipient.objects.get(send=send, address="carol@example.com").status != "bounced"
    assert Suppression.objects.get(address="bob@example.com").reason == "hard_bounce"
    event = Event.objects.get(type="message.bounced")
    assert event.data["hard"] is True
    assert event.data["report_message_id"] == report.id
    body = api.get(f"/v1/messages/{report.id}").json()
    assert body["report"]["kind"] == "dsn"
    assert body["report"]["recipients"][0]["address"] == "bob@example.com"


def test_a_bounce_matched_by_verp_token_without_any_message_id(
    api, agent, django_capture_on_commit_callbacks
):
    send = _sent(api, agent, ["dave@example.com"])
    raw = _dsn(
        to=send.mail_from,
        original_id=None,
        recipient="dave@example.com",
        status="5.2.2",
        diag="552 5.2.2 mailbox full",
    )
    report = _receive(raw, agent.primary.address, django_capture_on_commit_callbacks)
    report.refresh_from_db()
    assert report.report["matched_message_id"] == send.message_id
    assert Recipient.objects.get(send=send).status == "bounced"
    assert not Suppression.objects.exists()  # mailbox full is soft: no suppression
    assert Event.objects.get(type="message.bounced").data["hard"] is False


def test_a_forged_verp_token_and_a_foreign_message_id_match_nothing(
    api, agent, world, django_capture_on_commit_callbacks
):
    send = _sent(api, agent, ["erin@example.com"])
    local, _, domain = send.mail_from.partition("@")
    forged = f"{local.rsplit('.', 1)[0]}.{'a' * 12}@{domain}"  # a MAC that does not verify
    outsider = IdentityFactory(tenant=world.other_tenant, primary="outsider")
    raw = _dsn(
        to=forged,
        original_id=send.message.message_id_header,
        recipient="erin@example.com",
        status="5.1.1",
        diag="550 5.1.1 unknown",
    )
    report = _receive(raw, outsider.primary.address, django_capture_on_commit_callbacks)
    report.refresh_from_db()
    assert report.report["matched_message_id"] is None
    assert report.report["kind"] == "dsn"  # still parsed and shown
    assert Recipient.objects.get(send=send).status != "bounced"
    assert not Suppression.objects.exists()


def test_a_bounce_for_an_address_we_did_not_send_to_changes_nothing(
    api, agent, django_capture_on_commit_callbacks
):
    send = _sent(api, agent, ["frank@example.com"])
    raw = _dsn(
        to=agent.primary.address,
        original_id=send.message.message_id_header,
        recipient="someone-else@example.com",
        status="5.1.1",
        diag="550 5.1.1 unknown",
    )
    _receive(raw, agent.primary.address, django_capture_on_commit_callbacks)
    assert not Suppression.objects.exists()
    assert not Event.objects.filter(type="message.bounced").exists()


def test_an_arf_complaint_suppresses_and_emits(api, agent, django_capture_on_commit_callbacks):
    send = _sent(api, agent, ["gina@example.com"])
    raw = _arf(
        to=agent.primary.address,
        original_id=send.message.message_id_header,
        recipient="gina@example.com",
    )
    report = _receive(raw, agent.primary.address, django_capture_on_commit_callbacks)
    report.refresh_from_db()
    assert report.kind == "arf"
    assert report.report["kind"] == "arf"
    assert Recipient.objects.get(send=send).status == "complained"
    assert Suppression.objects.get(address="gina@example.com").reason == "complaint"
    assert Event.objects.filter(type="message.complained").count() == 1


def test_a_bounce_reconciles_an_unconfirmed_recipient(
    api, agent, django_capture_on_commit_callbacks
):
    send = _sent(api, agent, ["hal@example.com"])
    Recipient.objects.filter(send=send).update(status="unconfirmed")
    raw = _dsn(
        to=send.mail_from,
        original_id=None,
        recipient="hal@example.com",
        status="5.1.1",
        diag="550 5.1.1 unknown",
    )
    _receive(raw, agent.primary.address, django_capture_on_commit_callbacks)
    assert Recipient.objects.get(send=send).status == "bounced"
