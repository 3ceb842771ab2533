"""Amazon SNS messages: the canonical string, signature versions 1 and 2, which certificate
URLs we fetch, the GET through the SSRF guard, and SES events as recipient outcomes.

The certificates are our own (a test CA and an RSA signing key, as SNS uses); the helpers
here are shared with tests/outbound/test_ses_notifications.py.
"""

from __future__ import annotations

import base64
import contextlib
import datetime as dt
import json
import socket
import ssl
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.x509.oid import NameOID
from hypothesis import given, settings
from hypothesis import strategies as st

from pylota.core import sns, ssrf

REGION = "us-east-1"
SNS_HOST = f"sns.{REGION}.amazonaws.com"
TOPIC = f"arn:aws:sns:{REGION}:123456789012:pylota-ses"
CERT_PATH = "/SimpleNotificationService-0123456789abcdef.pem"
CERT_URL = f"https://{SNS_HOST}{CERT_PATH}"
PUBLIC_ADDRESS = "54.239.28.85"  # what the test resolver answers: passes the SSRF guard


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _certificate(subject, issuer, public_key, signing_key, *, ca, dns=None, days=1, start=None):
    start = start or dt.datetime.now(dt.UTC) - dt.timedelta(minutes=5)
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(_name(issuer))
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + dt.timedelta(days=days))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if dns:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.DNSName(dns)]), critical=False
        )
    return builder.sign(signing_key, hashes.SHA256())


def _pem(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.PEM)


@dataclass
class Pki:
    """A test CA, the TLS certificate of ``sns.us-east-1.amazonaws.com`` it issued, and the
    RSA key and certificate SNS would sign messages with."""

    ca_pem: bytes
    tls_cert: Path
    tls_key: Path
    signing_key: rsa.RSAPrivateKey
    signing_pem: bytes

    def client_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(cadata=self.ca_pem.decode())
        return context


def make_pki(folder: Path) -> Pki:
    ca_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ca = _certificate("Test CA", "Test CA", ca_key.public_key(), ca_key, ca=True)
    tls_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    tls = _certificate(SNS_HOST, "Test CA", tls_key.public_key(), ca_key, ca=False, dns=SNS_HOST)
    signing_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    signing = _certificate(
        "sns.amazonaws.com", "Test CA", signing_key.public_key(), ca_key, ca=False
    )
    (folder / "tls.pem").write_bytes(_pem(tls))
    (folder / "tls.key").write_bytes(
        tls_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return Pki(_pem(ca), folder / "tls.pem", folder / "tls.key", signing_key, _pem(signing))


def signed(fields: dict, key: rsa.RSAPrivateKey, *, version: str = "2") -> dict:
    """``fields`` as SNS would post them, signed with ``key``."""
    message = {
        "SignatureVersion": version,
        "SigningCertURL": CERT_URL,
        "Signature": "",
        **fields,
    }
    parsed = sns.parse_message(json.dumps({**message, "Signature": "eA=="}))
    algorithm = hashes.SHA1() if version == "1" else hashes.SHA256()  # noqa: S303 (SNS v1)
    signature = key.sign(sns.canonical_string(parsed), padding.PKCS1v15(), algorithm)
    message["Signature"] = base64.b64encode(signature).decode()
    return message


def notification(event: dict, *, message_id: str = "22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324") -> dict:
    return {
        "Type": "Notification",
        "MessageId": message_id,
        "TopicArn": TOPIC,
        "Message": json.dumps(event),
        "Timestamp": "2026-01-05T10:00:00.000Z",
        "UnsubscribeURL": f"https://{SNS_HOST}/?Action=Unsubscribe&SubscriptionArn={TOPIC}:x",
    }


def subscription(subscribe_url: str) -> dict:
    return {
        "Type": "SubscriptionConfirmation",
        "MessageId": "165545c9-2a5c-472c-8df2-7ff2be2b3b1b",
        "Token": "2336412f37fb687f5d51e6e241d09c805a5a57b30d712f794cc5f6a988666d92768dd60a7",
        "TopicArn": TOPIC,
        "Message": f"You have chosen to subscribe to the topic {TOPIC}.",
        "SubscribeURL": subscribe_url,
        "Timestamp": "2026-01-05T10:00:00.000Z",
    }


@dataclass
class CertServer:
    port: int
    requests: list[str]

    def connector(self, address: tuple[str, int], timeout: float) -> socket.socket:
        """Every checked address is this loopback server (the guard saw a public one)."""
        assert address == (PUBLIC_ADDRESS, 443), address
        return socket.create_connection(("127.0.0.1", self.port), timeout=timeout)


@contextlib.contextmanager
def cert_server(pki: Pki, routes: dict[str, tuple[int, bytes]]) -> Iterator[CertServer]:
    """An HTTPS server on loopback with the certificate of ``sns.us-east-1.amazonaws.com``."""
    requests: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def do_GET(self) -> None:
            requests.append(self.path)
            status, body = routes.get(self.path, (404, b"not found"))
            if status == TRICKLE:
                # A status line one byte at a time, for far longer than any deadline.
                for byte in b"HTTP/1.1 200 OK\r\n" * 20:
                    try:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                    except OSError:
                        return
                    time.sleep(0.2)
                return
            self.send_response(status)
            if status in (301, 302):
                self.send_header("Location", "https://example.com/elsewhere.pem")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(pki.tls_cert, pki.tls_key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield CertServer(server.server_address[1], requests)
    finally:
        server.shutdown()
        server.server_close()


TRICKLE = -1  # a route status: the server trickles its answer and never finishes it


def public_resolver(host: str, port: int) -> list[str]:
    return [PUBLIC_ADDRESS]


@pytest.fixture(scope="module")
def pki(tmp_path_factory) -> Pki:
    return make_pki(tmp_path_factory.mktemp("sns-pki"))


# --- the canonical string and signatures ----------------------------------------------------


def test_the_notification_canonical_string_is_the_documented_fields_in_order():
    fields = {**notification({"x": 1}), "Subject": "Amazon SES Email Event Notification"}
    message = sns.parse_message(json.dumps({**fields, **_unsigned()}))
    assert (
        sns.canonical_string(message)
        == (
            f"Message\n{fields['Message']}\nMessageId\n{fields['MessageId']}\n"
            f"Subject\n{fields['Subject']}\nTimestamp\n{fields['Timestamp']}\n"
            f"TopicArn\n{TOPIC}\nType\nNotification\n"
        ).encode()
    )


def test_a_notification_without_subject_leaves_it_out_of_the_canonical_string():
    message = sns.parse_message(json.dumps({**notification({"x": 1}), **_unsigned()}))
    assert b"Subject" not in sns.canonical_string(message)


def test_the_subscription_canonical_string_includes_token_and_subscribe_url():
    fields = subscription(f"https://{SNS_HOST}/?Action=ConfirmSubscription&Token=abc")
    message = sns.parse_message(json.dumps({**fields, **_unsigned()}))
    text = sns.canonical_string(message).decode()
    assert text.split("\n")[::2][:-1] == [
        "Message",
        "MessageId",
        "SubscribeURL",
        "Timestamp",
        "Token",
        "TopicArn",
        "Type",
    ]


def _unsigned() -> dict:
    return {"SignatureVersion": "2", "Signature": "eA==", "SigningCertURL": CERT_URL}


@pytest.mark.parametrize("version", ["1", "2"])
def test_signature_versions_1_and_2_verify(pki, version):
    message = sns.parse_message(
        json.dumps(signed(notification({"a": 1}), pki.signing_key, version=version))
    )
    sns.verify(message, pki.signing_pem)


@pytest.mark.parametrize(
    "change",
    [
        {"Message": '{"a": 2}'},
        {"MessageId": "another"},
        {"Timestamp": "2026-01-05T10:00:01.000Z"},
        {"Subject": "added"},
        {"SignatureVersion": "1"},
    ],
)
def test_a_tampered_message_is_refused(pki, change):
    body = signed(notification({"a": 1}), pki.signing_key) | change
    with pytest.raises(sns.SnsError) as refused:
        sns.verify(sns.parse_message(json.dumps(body)), pki.signing_pem)
    assert refused.value.reason == "signature"


def test_a_message_signed_by_another_key_is_refused(pki):
    other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    message = sns.parse_message(json.dumps(signed(notification({"a": 1}), other)))
    with pytest.raises(sns.SnsError, match="does not verify"):
        sns.verify(message, pki.signing_pem)


def test_an_unknown_signature_version_or_bad_base64_is_refused(pki):
    body = signed(notification({"a": 1}), pki.signing_key)
    with pytest.raises(sns.SnsError) as refused:
        sns.verify(sns.parse_message(json.dumps(body | {"SignatureVersion": "3"})), pki.signing_pem)
    assert refused.value.reason == "signature_version"
    with pytest.raises(sns.SnsError) as refused:
        sns.verify(sns.parse_message(json.dumps(body | {"Signature": "!!"})), pki.signing_pem)
    assert refused.value.reason == "signature"


def test_an_expired_certificate_is_refused(pki):
    message = sns.parse_message(json.dumps(signed(notification({"a": 1}), pki.signing_key)))
    later = dt.datetime.now(dt.UTC) + dt.timedelta(days=30)
    with pytest.raises(sns.SnsError, match="not valid now"):
        sns.verify(message, pki.signing_pem, now=later)


def test_a_certificate_that_does_not_parse_is_refused(pki):
    message = sns.parse_message(json.dumps(signed(notification({"a": 1}), pki.signing_key)))
    with pytest.raises(sns.SnsError, match="does not parse"):
        sns.verify(message, b"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n")


# --- parsing the envelope -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"not json", "not_json"),
        (b"[1, 2]", "not_sns"),
        (json.dumps({"Type": "Other"}).encode(), "not_sns"),
        (json.dumps({**notification({}), **_unsigned(), "MessageId": 7}).encode(), "missing_field"),
        (
            json.dumps({**notification({}), **_unsigned(), "TopicArn": "arn:aws:s3:::b"}).encode(),
            "not_sns",
        ),
        (
            json.dumps({k: v for k, v in notification({}).items() if k != "Timestamp"}).encode(),
            "missing_field",
        ),
        (b" " * (sns.MAX_BODY + 1), "too_large"),
    ],
)
def test_what_is_not_an_sns_message_is_refused_with_a_reason(body, reason):
    with pytest.raises(sns.SnsError) as refused:
        sns.parse_message(body)
    assert refused.value.reason == reason


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(list(notification({})) + list(_unsigned())),
        st.one_of(st.text(max_size=30), st.integers(), st.none()),
    )
)
def test_parsing_never_raises_anything_but_sns_error(fields):
    with contextlib.suppress(sns.SnsError):
        message = sns.parse_message(json.dumps(fields))
        assert message.type in sns.TYPES
        sns.canonical_string(message)


def test_the_region_comes_from_the_topic_arn():
    message = sns.parse_message(json.dumps({**notification({}), **_unsigned()}))
    assert message.region == REGION


# --- which URLs are fetched -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        (CERT_URL, True),
        ("https://sns.eu-central-1.amazonaws.com/SimpleNotificationService-x.pem", True),
        ("https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-x.pem", True),
        ("https://sns.us-gov-west-1.amazonaws.com/SimpleNotificationService-x.pem", True),
        ("http://sns.us-east-1.amazonaws.com/x.pem", False),
        ("https://sns.us-east-1.amazonaws.com.evil.test/x.pem", False),
        ("https://evil.test/sns.us-east-1.amazonaws.com/x.pem", False),
        ("https://sns.us-east-1.amazonaws.com@evil.test/x.pem", False),
        ("https://user@sns.us-east-1.amazonaws.com/x.pem", False),
        ("https://sns.us-east-1.amazonaws.com:8443/x.pem", False),
        ("https://sns.us-east-1.amazonaws.com/x.txt", False),
        ("https://s3.us-east-1.amazonaws.com/x.pem", False),
        ("https://sns.amazonaws.com/x.pem", False),
        ("https://sns.us-east-1.amazonaws.com/x.pem#frag", False),
        ("https://sns.us-east-1.amazonaws.com/a b.pem", False),
        ("https://[::1]/x.pem", False),
    ],
)
def test_only_amazon_sns_https_certificate_urls_are_allowed(url, allowed):
    assert sns.cert_url_allowed(url) is allowed


def test_a_certificate_is_fetched_over_verified_tls_through_the_guard(pki):
    with cert_server(pki, {CERT_PATH: (200, pki.signing_pem)}) as server:
        body = sns.https_get(
            CERT_URL,
            timeout=5,
            policy=ssrf.Policy(),
            resolver=public_resolver,
            connector=server.connector,
            tls_context=pki.client_context(),
        )
    assert body == pki.signing_pem
    assert server.requests == [CERT_PATH]


def test_a_server_our_trust_store_does_not_know_is_refused(pki):
    with (
        cert_server(pki, {CERT_PATH: (200, pki.signing_pem)}) as server,
        pytest.raises(sns.FetchError) as failed,
    ):
        sns.https_get(
            CERT_URL,
            timeout=5,
            policy=ssrf.Policy(),
            resolver=public_resolver,
            connector=server.connector,
            tls_context=ssl.create_default_context(),
        )
    assert failed.value.reason == "tls_failed"


def test_a_redirect_is_not_followed_and_a_private_address_is_not_reached(pki):
    with cert_server(pki, {CERT_PATH: (302, b"")}) as server:
        with pytest.raises(sns.FetchError) as failed:
            sns.https_get(
                CERT_URL,
                timeout=5,
                policy=ssrf.Policy(),
                resolver=public_resolver,
                connector=server.connector,
                tls_context=pki.client_context(),
            )
        assert failed.value.reason == "status_302"
        assert server.requests == [CERT_PATH]
        with pytest.raises(sns.FetchError) as failed:
            sns.https_get(
                CERT_URL,
                timeout=5,
                policy=ssrf.Policy(),
                resolver=lambda host, port: ["127.0.0.1"],
                tls_context=pki.client_context(),
            )
        assert failed.value.reason == "loopback"
        assert server.requests == [CERT_PATH]


def test_a_server_that_trickles_its_answer_cannot_outlast_the_deadline(pki):
    # A socket timeout alone restarts with every byte; the total deadline does not.
    with (
        cert_server(pki, {CERT_PATH: (TRICKLE, b"")}) as server,
        pytest.raises(sns.FetchError) as failed,
    ):
        sns.https_get(
            CERT_URL,
            timeout=1,
            policy=ssrf.Policy(),
            resolver=public_resolver,
            connector=server.connector,
            tls_context=pki.client_context(),
        )
    assert failed.value.reason == "timeout"


def test_a_url_that_is_not_amazon_sns_is_never_fetched():
    with pytest.raises(sns.FetchError) as failed:
        sns.https_get("https://example.com/x.pem", timeout=5, policy=ssrf.Policy())
    assert failed.value.reason == "url_not_allowed"


# --- SES events -----------------------------------------------------------------------------

MAIL = {
    "timestamp": "2026-01-05T09:59:58.000Z",
    "messageId": "0100018c9d2f3a1b-5e6f7a8b-1c2d-4e5f-8a9b-0c1d2e3f4a5b-000000",
    "source": "agent@theircompany.test",
    "destination": ["gone@example.com"],
    "tags": {"pylota_message": ["msg_01JGZ7X9Q8W2E3R4T5Y6U7I8O9"]},
    "commonHeaders": {"messageId": "<abc@theircompany.test>"},
}


def bounce(kind: str, subtype: str, recipients: list[dict], *, event: bool = False) -> dict:
    key = "eventType" if event else "notificationType"
    return {
        key: "Bounce",
        "mail": MAIL,
        "bounce": {
            "bounceType": kind,
            "bounceSubType": subtype,
            "bouncedRecipients": recipients,
            "feedbackId": "0100018c-feedback-000000",
            "reportingMTA": "dsn; a1-2.smtp-out.amazonses.com",
        },
    }


def test_a_permanent_bounce_with_user_unknown_is_hard():
    event = sns.ses_event(
        json.dumps(
            bounce(
                "Permanent",
                "General",
                [
                    {
                        "emailAddress": "Gone@Example.com",
                        "action": "failed",
                        "status": "5.1.1",
                        "diagnosticCode": "smtp; 550 5.1.1 user unknown",
                    }
                ],
            )
        )
    )
    assert event is not None
    assert event.kind == "bounce"
    assert event.ses_message_id == MAIL["messageId"]
    assert event.pylota_message_id == "msg_01JGZ7X9Q8W2E3R4T5Y6U7I8O9"
    assert event.original_message_id == "abc@theircompany.test"
    (recipient,) = event.report.recipients
    assert (recipient.address, recipient.action, recipient.status) == (
        "Gone@example.com",
        "failed",
        "5.1.1",
    )
    assert (recipient.hard, recipient.reason) == (True, "mailbox_unknown")
    assert event.report.kind == "dsn"
    assert event.report.format == "ses"


def test_a_transient_bounce_is_a_soft_failure():
    event = sns.ses_event(
        json.dumps(
            bounce(
                "Transient",
                "MailboxFull",
                [
                    {
                        "emailAddress": "full@example.com",
                        "diagnosticCode": "smtp; 452 4.2.2 mailbox full",
                    }
                ],
            )
        )
    )
    (recipient,) = event.report.recipients
    assert recipient.action == "failed"
    assert recipient.status == "4.2.2"
    assert recipient.hard is False
    assert recipient.reason == "mailbox_full"


def test_ses_subtypes_no_email_and_suppressed_are_hard_and_undetermined_is_undefined():
    no_email = sns.ses_event(
        json.dumps(bounce("Permanent", "NoEmail", [{"emailAddress": "x@example.com"}]))
    )
    assert (no_email.report.recipients[0].hard, no_email.report.recipients[0].reason) == (
        True,
        "mailbox_unknown",
    )
    listed = sns.ses_event(
        json.dumps(
            bounce(
                "Permanent",
                "OnAccountSuppressionList",
                [{"emailAddress": "x@example.com"}],
                event=True,
            )
        )
    )
    assert listed.report.recipients[0].hard is True
    unknown = sns.ses_event(
        json.dumps(bounce("Undetermined", "Undetermined", [{"emailAddress": "x@example.com"}]))
    )
    assert (unknown.report.recipients[0].hard, unknown.report.recipients[0].reason) == (
        False,
        "undefined",
    )
    assert unknown.report.recipients[0].status == "5.0.0"


def test_a_complaint_is_an_arf_report_with_its_feedback_type():
    event = sns.ses_event(
        json.dumps(
            {
                "notificationType": "Complaint",
                "mail": MAIL,
                "complaint": {
                    "complainedRecipients": [{"emailAddress": "reader@example.com"}],
                    "complaintFeedbackType": "abuse",
                    "userAgent": "Yahoo!-Mail-Feedback/2.0",
                    "feedbackId": "0100018c-complaint-000000",
                },
            }
        )
    )
    assert event.kind == "complaint"
    assert event.report.kind == "arf"
    assert event.report.feedback.feedback_type == "abuse"
    (recipient,) = event.report.recipients
    assert (recipient.address, recipient.action, recipient.reason) == (
        "reader@example.com",
        "complained",
        "complaint",
    )


def test_a_delivery_names_its_recipients():
    event = sns.ses_event(
        json.dumps(
            {
                "eventType": "Delivery",
                "mail": MAIL,
                "delivery": {
                    "recipients": ["a@example.com", "not an address"],
                    "smtpResponse": "250 2.0.0 OK",
                },
            }
        )
    )
    assert event.kind == "delivery"
    assert event.delivered == ("a@example.com",)
    assert event.smtp_response == "250 2.0.0 OK"
    assert event.report is None


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        json.dumps({"eventType": "Open", "mail": MAIL, "open": {}}),
        json.dumps({"notificationType": "Bounce", "mail": {"messageId": ""}, "bounce": {}}),
        json.dumps({"notificationType": "Bounce", "mail": MAIL, "bounce": "x"}),
        json.dumps({"notificationType": "Bounce"}),
    ],
)
def test_other_events_and_junk_are_not_ses_events(text):
    assert sns.ses_event(text) is None


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(
    kind=st.sampled_from(["Bounce", "Complaint", "Delivery"]),
    mail=st.dictionaries(st.sampled_from(["messageId", "tags", "commonHeaders"]), _json),
    body=_json,
)
def test_ses_event_never_raises_on_hostile_shapes(kind, mail, body):
    text = json.dumps({"notificationType": kind, "mail": mail, kind.lower(): body})
    event = sns.ses_event(text)
    assert event is None or event.kind == kind.lower()
