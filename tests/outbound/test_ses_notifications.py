"""SES's bounce, complaint and delivery notifications through Amazon SNS, end to end: a
message sent through the SES transport (botocore's Stubber answering send_email), then a
signed SNS post to ``POST /v1/transports/ses/notifications``. The signing certificate is
served over HTTPS by a loopback server holding the certificate of
``sns.us-east-1.amazonaws.com`` (issued by a test CA the fetcher trusts), reached through the
SSRF guard as if it were Amazon's address."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.stub import ANY, Stubber

from apps.events.models import Event
from apps.outbound.models import Recipient, Send, Suppression
from apps.outbound.services import ses_events
from apps.outbound.services.transports import override_transport
from apps.outbound.services.transports.ses import SesTransport
from tests.conftest import Api
from tests.core.test_sns import (
    CERT_PATH,
    SNS_HOST,
    TOPIC,
    make_pki,
    notification,
    public_resolver,
    signed,
    subscription,
)
from tests.core.test_sns import (
    cert_server as _cert_server,
)
from tests.outbound.conftest import send_body

URL = "/v1/transports/ses/notifications"
SES_ID = "0100018c9d2f3a1b-5e6f7a8b-1c2d-4e5f-8a9b-0c1d2e3f4a5b-000000"
CONFIRM_PATH = "/?Action=ConfirmSubscription&TopicArn=pylota-ses&Token=2336412f37fb687f5d51"


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return make_pki(tmp_path_factory.mktemp("sns-pki"))


@pytest.fixture
def cert_server(pki, settings, monkeypatch):
    settings.PM_SES_SNS_TOPIC_ARNS = [TOPIC]
    routes = {
        CERT_PATH: (200, pki.signing_pem),
        CONFIRM_PATH: (200, b"<ConfirmSubscriptionResponse/>"),
    }
    with _cert_server(pki, routes) as server:
        monkeypatch.setattr(
            ses_events,
            "fetcher",
            ses_events.Fetcher(
                resolver=public_resolver,
                connector=server.connector,
                tls_context=pki.client_context(),
            ),
        )
        yield server


@pytest.fixture
def ses_send(api, agent, settings, django_capture_on_commit_callbacks):
    """A message to two recipients that SES accepted (send_email answered SES_ID)."""
    settings.PM_SEND_TRANSPORT = "ses"
    client = boto3.client(
        "sesv2", region_name="us-east-1", aws_access_key_id="AKIATEST", aws_secret_access_key="t"
    )
    stub = Stubber(client)
    stub.add_response(
        "send_email",
        {"MessageId": SES_ID},
        {
            "FromEmailAddress": ANY,
            "Destination": {"ToAddresses": ["gone@example.com", "reader@example.com"]},
            "Content": ANY,
            "EmailTags": ANY,
        },
    )
    override_transport("ses", SesTransport(client))
    try:
        with stub, django_capture_on_commit_callbacks(execute=True):
            response = api.post(
                f"/v1/identities/{agent.id}/messages",
                send_body(to=["gone@example.com", "reader@example.com"]),
            )
        assert response.status_code == 202, response.content
        stub.assert_no_pending_responses()
    finally:
        override_transport("ses", None)
    send = Send.objects.get(message_id=response.json()["id"])
    assert {r.status for r in send.recipients.all()} == {"delivered"}
    assert {r.provider_message_id for r in send.recipients.all()} == {SES_ID}
    return send


def _post(body: dict | bytes):
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    # SNS posts JSON with a text/plain content type.
    return Api().client.post(URL, data=raw, content_type="text/plain; charset=UTF-8")


def _bounce(send: Send, address: str = "gone@example.com", *, kind: str = "Permanent") -> dict:
    return {
        "notificationType": "Bounce",
        "mail": {
            "messageId": SES_ID,
            "destination": ["gone@example.com", "reader@example.com"],
            "tags": {"pylota_message": [send.message_id]},
            "commonHeaders": {"messageId": f"<{send.message.message_id_header}>"},
        },
        "bounce": {
            "bounceType": kind,
            "bounceSubType": "General",
            "bouncedRecipients": [
                {
                    "emailAddress": address,
                    "action": "failed",
                    "status": "5.1.1",
                    "diagnosticCode": "smtp; 550 5.1.1 user unknown",
                }
            ],
        },
    }


def _states(send: Send) -> dict[str, str]:
    return {r.address: r.status for r in send.recipients.all()}


def test_a_signed_hard_bounce_bounces_the_recipient_and_suppresses_it(cert_server, pki, ses_send):
    response = _post(signed(notification(_bounce(ses_send)), pki.signing_key))
    assert response.status_code == 200, response.content
    assert response.json() == {"type": "Notification", "event": "bounce", "result": "applied"}
    assert _states(ses_send) == {"gone@example.com": "bounced", "reader@example.com": "delivered"}
    suppression = Suppression.objects.get(tenant=ses_send.tenant)
    assert (suppression.address, suppression.reason) == ("gone@example.com", "hard_bounce")
    (event,) = Event.objects.filter(type="message.bounced")
    assert event.data["recipient"]["address"] == "gone@example.com"
    assert event.data["hard"] is True
    assert cert_server.requests == [CERT_PATH]


def test_the_same_notification_twice_changes_nothing_more_and_the_certificate_is_cached(
    cert_server, pki, ses_send
):
    body = signed(notification(_bounce(ses_send)), pki.signing_key, version="1")
    assert _post(body).status_code == 200
    assert _post(body).status_code == 200
    assert Event.objects.filter(type="message.bounced").count() == 1
    assert Suppression.objects.filter(tenant=ses_send.tenant).count() == 1
    assert cert_server.requests == [CERT_PATH]


def test_a_complaint_marks_the_recipient_complained_and_suppresses_it(cert_server, pki, ses_send):
    event = {
        "notificationType": "Complaint",
        "mail": {"messageId": SES_ID},
        "complaint": {
            "complainedRecipients": [{"emailAddress": "reader@example.com"}],
            "complaintFeedbackType": "abuse",
        },
    }
    response = _post(signed(notification(event), pki.signing_key))
    assert response.json()["result"] == "applied"
    assert _states(ses_send)["reader@example.com"] == "complained"
    assert Suppression.objects.get(tenant=ses_send.tenant).reason == "complaint"
    assert Event.objects.filter(type="message.complained").count() == 1


def test_a_tampered_notification_is_refused_and_changes_nothing(cert_server, pki, ses_send):
    body = signed(notification(_bounce(ses_send, kind="Transient")), pki.signing_key)
    body["Message"] = json.dumps(_bounce(ses_send))  # turned into a hard bounce after signing
    response = _post(body)
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "sns_signature_invalid"
    assert _states(ses_send) == {"gone@example.com": "delivered", "reader@example.com": "delivered"}
    assert not Suppression.objects.exists()


def test_an_unsigned_post_is_refused(cert_server, ses_send):
    body = {**notification(_bounce(ses_send)), "SigningCertURL": f"https://{SNS_HOST}{CERT_PATH}"}
    response = _post(body)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "sns_message_invalid"
    assert _post(b"hello").status_code == 400
    assert cert_server.requests == []
    assert _states(ses_send)["gone@example.com"] == "delivered"


def test_another_topic_is_refused_before_anything_is_fetched(cert_server, pki, ses_send):
    other = TOPIC.replace("123456789012", "999999999999")
    response = _post(
        signed({**notification(_bounce(ses_send)), "TopicArn": other}, pki.signing_key)
    )
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "sns_topic_not_allowed"
    assert cert_server.requests == []


def test_a_certificate_url_off_amazon_is_never_fetched(cert_server, pki, ses_send):
    body = signed(notification(_bounce(ses_send)), pki.signing_key)
    for url in ("https://evil.test/cert.pem", f"http://{SNS_HOST}{CERT_PATH}"):
        response = _post(body | {"SigningCertURL": url})
        assert response.status_code == 403, url
        assert response.json()["error"]["code"] == "sns_signature_invalid"
    assert cert_server.requests == []
    assert _post(body).status_code == 200


def test_an_unreachable_certificate_answers_a_retryable_503(pki, settings, monkeypatch, ses_send):
    settings.PM_SES_SNS_TOPIC_ARNS = [TOPIC]

    def refuse(address, timeout):
        raise ConnectionRefusedError

    monkeypatch.setattr(
        ses_events, "fetcher", ses_events.Fetcher(resolver=public_resolver, connector=refuse)
    )
    response = _post(signed(notification(_bounce(ses_send)), pki.signing_key))
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "sns_certificate_unavailable"
    assert response.json()["error"]["retryable"] is True


def test_a_subscription_is_confirmed_by_fetching_its_subscribe_url(cert_server, pki):
    body = signed(subscription(f"https://{SNS_HOST}{CONFIRM_PATH}"), pki.signing_key)
    response = _post(body)
    assert response.status_code == 200, response.content
    assert response.json() == {"type": "SubscriptionConfirmation", "result": "confirmed"}
    assert cert_server.requests == [CERT_PATH, CONFIRM_PATH]


def test_a_subscribe_url_off_amazon_is_not_fetched(cert_server, pki):
    body = signed(subscription("https://evil.test/?Action=ConfirmSubscription"), pki.signing_key)
    response = _post(body)
    assert response.status_code == 400
    assert response.json()["error"]["details"] == {"reason": "subscribe_url"}
    assert cert_server.requests == [CERT_PATH]


def test_an_event_for_a_message_we_did_not_send_is_unmatched(cert_server, pki, ses_send):
    event = _bounce(ses_send)
    event["mail"] = {"messageId": "0100018c-not-ours-000000"}
    response = _post(signed(notification(event), pki.signing_key))
    assert response.json()["result"] == "unmatched"
    assert _states(ses_send)["gone@example.com"] == "delivered"


def test_a_tag_naming_another_message_does_not_reach_it(cert_server, pki, ses_send):
    event = _bounce(ses_send)
    event["mail"]["tags"] = {"pylota_message": ["msg_01JGZ7X9Q8W2E3R4T5Y6U7I8O9"]}
    assert _post(signed(notification(event), pki.signing_key)).json()["result"] == "unmatched"
    assert _states(ses_send)["gone@example.com"] == "delivered"


def test_a_delivery_settles_a_recipient_whose_send_was_unconfirmed(cert_server, pki, ses_send):
    # The send_email answer was lost: no SES MessageId on the rows, only our tag.
    ses_send.recipients.update(status=Recipient.Status.UNCONFIRMED, provider_message_id="")
    event = {
        "eventType": "Delivery",
        "mail": {"messageId": SES_ID, "tags": {"pylota_message": [ses_send.message_id]}},
        "delivery": {"recipients": ["reader@example.com"], "smtpResponse": "250 2.0.0 OK"},
    }
    response = _post(signed(notification(event), pki.signing_key))
    assert response.json() == {"type": "Notification", "event": "delivery", "result": "applied"}
    assert _states(ses_send) == {
        "gone@example.com": "unconfirmed",
        "reader@example.com": "delivered",
    }
    reader = ses_send.recipients.get(address="reader@example.com")
    assert reader.provider_message_id == SES_ID
    assert reader.diagnostic.startswith("ses: delivered: 250")


def test_other_ses_events_are_acknowledged_and_ignored(cert_server, pki, ses_send):
    event = {"eventType": "Open", "mail": {"messageId": SES_ID}, "open": {}}
    response = _post(signed(notification(event), pki.signing_key))
    assert response.json() == {"type": "Notification", "result": "ignored"}
