"""Amazon SNS messages and the SES events they carry. Pure Python, no Django.

SES reports bounces, complaints and deliveries through an SNS topic that posts to our
HTTPS endpoint. Anyone can post to that endpoint, so a message is believed only when its
signature verifies (``verify``) with the certificate at ``SigningCertURL``, and that URL
is only ever fetched from an ``https://sns.<region>.amazonaws.com/`` address
(``cert_url_allowed``): the TLS connection to Amazon's host is what vouches for the
certificate, as in Amazon's own SDK validators. Which topics are ours is the caller's
decision (a signed message from someone else's topic verifies too).

- ``parse_message``: the JSON envelope, with the fields each message type must carry;
- ``canonical_string``: the bytes that were signed (SignatureVersion 1 is RSA with SHA-1,
  2 is RSA with SHA-256, both PKCS#1 v1.5 over the same string);
- ``ses_event``: an SES notification (identity feedback, ``notificationType``, or a
  configuration set's event publishing, ``eventType``) as recipient outcomes in the
  vocabulary of delivery reports (``pylota.core.dsn``), so one rule set judges bounces
  whether they came as a DSN or from SES;
- ``https_get``: a GET through the SSRF guard (certificates and SubscribeURL).
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
import re
import ssl
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from pylota.core import ssrf
from pylota.core.dsn import Feedback, RecipientReport, Report, best_status, classify
from pylota.core.dsn.fields import normalize_address
from pylota.core.webhooks import sender

MAX_BODY = 256 * 1024  # SNS messages are at most 256 KB
MAX_RECIPIENTS = 100
NOTIFICATION = "Notification"
SUBSCRIPTION = "SubscriptionConfirmation"
UNSUBSCRIBE = "UnsubscribeConfirmation"
TYPES = (NOTIFICATION, SUBSCRIPTION, UNSUBSCRIBE)

# The fields each type signs, in the order AWS documents (sorted by name).
_SIGNED_NOTIFICATION = ("Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type")
_SIGNED_SUBSCRIPTION = (
    "Message",
    "MessageId",
    "SubscribeURL",
    "Timestamp",
    "Token",
    "TopicArn",
    "Type",
)
_HASHES = {"1": hashes.SHA1, "2": hashes.SHA256}
_SNS_HOST = re.compile(r"^sns\.[a-z]{2}(?:-[a-z]+)+-\d{1,2}\.amazonaws\.com(?:\.cn)?$")
_TOPIC_ARN = re.compile(
    r"^arn:aws(?:-[a-z]+)*:sns:([a-z]{2}(?:-[a-z]+)+-\d{1,2}):\d{12}:[\w-]{1,256}$"
)


class SnsError(Exception):
    """A message we refuse; ``reason`` is a short code for logs and the API."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class FetchError(Exception):
    """A certificate or confirmation URL that could not be fetched."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SnsMessage:
    type: str
    message_id: str
    topic_arn: str
    message: str
    timestamp: str
    signature_version: str
    signature: str
    signing_cert_url: str
    subject: str | None = None
    token: str | None = None
    subscribe_url: str | None = None
    fields: dict[str, str] = field(default_factory=dict, repr=False)

    @property
    def region(self) -> str:
        match = _TOPIC_ARN.match(self.topic_arn)
        return match.group(1) if match else ""


def parse_message(body: bytes | str) -> SnsMessage:
    """The SNS envelope in ``body``; SnsError when it is not one."""
    if len(body) > MAX_BODY:
        raise SnsError("too_large", "an SNS message is at most 256 KB")
    try:
        data = json.loads(body)
    except (ValueError, RecursionError) as exc:
        raise SnsError("not_json", "the body is not JSON") from exc
    if not isinstance(data, dict):
        raise SnsError("not_sns", "the body is not an SNS message")
    kind = data.get("Type")
    if kind not in TYPES:
        raise SnsError("not_sns", "Type is not an SNS message type")
    signed = _SIGNED_NOTIFICATION if kind == NOTIFICATION else _SIGNED_SUBSCRIPTION
    optional = {"Subject"} if kind == NOTIFICATION else set()
    fields: dict[str, str] = {}
    for name in (*signed, "SignatureVersion", "Signature", "SigningCertURL"):
        value = data.get(name)
        if value is None and name in optional:
            continue
        if not isinstance(value, str) or (not value and name != "Message"):
            raise SnsError("missing_field", f"{name} is missing or not a string")
        fields[name] = value
    if not _TOPIC_ARN.match(fields["TopicArn"]):
        raise SnsError("not_sns", "TopicArn is not an SNS topic ARN")
    return SnsMessage(
        type=kind,
        message_id=fields["MessageId"],
        topic_arn=fields["TopicArn"],
        message=fields["Message"],
        timestamp=fields["Timestamp"],
        signature_version=fields["SignatureVersion"],
        signature=fields["Signature"],
        signing_cert_url=fields["SigningCertURL"],
        subject=fields.get("Subject"),
        token=fields.get("Token"),
        subscribe_url=fields.get("SubscribeURL"),
        fields=fields,
    )


def canonical_string(message: SnsMessage) -> bytes:
    """``Name\\nvalue\\n`` for each signed field present, in AWS's order."""
    names = _SIGNED_NOTIFICATION if message.type == NOTIFICATION else _SIGNED_SUBSCRIPTION
    parts = [f"{n}\n{message.fields[n]}\n" for n in names if n in message.fields]
    return "".join(parts).encode("utf-8")


def sns_url_allowed(url: str, *, suffix: str = "") -> bool:
    """An ``https://sns.<region>.amazonaws.com[.cn]/…`` URL with no port, user or fragment."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return False
    if parts.scheme != "https" or port is not None or parts.username or parts.password:
        return False
    if parts.fragment or not _SNS_HOST.match(parts.hostname or ""):
        return False
    if any(ord(ch) < 33 for ch in url):
        return False
    return parts.path.endswith(suffix) if suffix else True


def cert_url_allowed(url: str) -> bool:
    return sns_url_allowed(url, suffix=".pem")


def verify(message: SnsMessage, cert_pem: bytes, *, now: dt.datetime | None = None) -> None:
    """Raise SnsError unless ``message`` is signed by the key of ``cert_pem``."""
    algorithm = _HASHES.get(message.signature_version)
    if algorithm is None:
        raise SnsError("signature_version", "SignatureVersion must be 1 or 2")
    try:
        signature = base64.b64decode(message.signature, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise SnsError("signature", "the signature is not base64") from exc
    try:
        cert = x509.load_pem_x509_certificate(cert_pem)
    except ValueError as exc:
        raise SnsError("certificate", "the signing certificate does not parse") from exc
    now = now or dt.datetime.now(dt.UTC)
    if not cert.not_valid_before_utc <= now <= cert.not_valid_after_utc:
        raise SnsError("certificate", "the signing certificate is not valid now")
    key = cert.public_key()
    if not isinstance(key, rsa.RSAPublicKey):
        raise SnsError("certificate", "the signing certificate does not hold an RSA key")
    try:
        key.verify(signature, canonical_string(message), padding.PKCS1v15(), algorithm())
    except InvalidSignature as exc:
        raise SnsError("signature", "the signature does not verify") from exc


# --- SES events -----------------------------------------------------------------------------

BOUNCE = "bounce"
COMPLAINT = "complaint"
DELIVERY = "delivery"


@dataclass(frozen=True)
class SesEvent:
    """What one SES notification says about the recipients of one message it sent."""

    kind: str  # bounce | complaint | delivery
    ses_message_id: str  # the MessageId SES answered send_email with
    pylota_message_id: str | None  # our msg_ ID, from the pylota_message tag when present
    original_message_id: str | None  # the Message-ID header, without angle brackets
    report: Report | None = None  # bounces and complaints, as a DSN or ARF report would be
    delivered: tuple[str, ...] = ()  # deliveries
    smtp_response: str = ""


# SES bounce subtypes that prove the address is not worth sending to again.
_HARD_SUBTYPES = {
    "NoEmail": "mailbox_unknown",
    "Suppressed": "mailbox_unknown",  # SES's own list: recently bounced as invalid
    "OnAccountSuppressionList": "provider_suppressed",
}


def _text(value: object, limit: int = 1000) -> str:
    return value[:limit] if isinstance(value, str) else ""


def ses_event(text: str) -> SesEvent | None:
    """The SES event in an SNS ``Message``; None for anything else (opens, sends, junk)."""
    if len(text) > MAX_BODY:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("mail"), dict):
        return None
    kind = str(data.get("notificationType") or data.get("eventType") or "").lower()
    mail = data["mail"]
    ses_id = _text(mail.get("messageId"), 200)
    if kind not in (BOUNCE, COMPLAINT, DELIVERY) or not ses_id:
        return None
    tags = mail.get("tags") if isinstance(mail.get("tags"), dict) else {}
    tag = tags.get("pylota_message")
    ours = _text(tag[0], 30) if isinstance(tag, list) and tag else None
    common = mail.get("commonHeaders") if isinstance(mail.get("commonHeaders"), dict) else {}
    header = _text(common.get("messageId"), 900).strip().strip("<>") or None
    body = data.get(kind)
    if not isinstance(body, dict):
        return None
    if kind == DELIVERY:
        delivered = tuple(
            a
            for a in (normalize_address(_text(r, 600)) for r in _list(body.get("recipients")))
            if a
        )
        return SesEvent(
            kind,
            ses_id,
            ours,
            header,
            delivered=delivered,
            smtp_response=_text(body.get("smtpResponse"), 400),
        )
    if kind == BOUNCE:
        report = Report(kind="dsn", format="ses", recipients=_bounced(body))
    else:
        feedback_type = _text(body.get("complaintFeedbackType"), 40) or "abuse"
        report = Report(
            kind="arf",
            format="ses",
            feedback=Feedback(
                feedback_type=feedback_type, user_agent=_text(body.get("userAgent"), 200) or None
            ),
            recipients=_complained(body, feedback_type),
        )
    report.original_message_id = header
    report.reporting_mta = _text(body.get("reportingMTA"), 200) or None
    return SesEvent(kind, ses_id, ours, header, report=report)


def _list(value: object) -> list:
    return value[:MAX_RECIPIENTS] if isinstance(value, list) else []


def _bounced(bounce: dict) -> list[RecipientReport]:
    kind = _text(bounce.get("bounceType"), 40)
    subtype = _text(bounce.get("bounceSubType"), 60)
    default_status = {"Permanent": "5.0.0", "Transient": "4.0.0"}.get(kind, "5.0.0")
    found: list[RecipientReport] = []
    for item in _list(bounce.get("bouncedRecipients")):
        if not isinstance(item, dict):
            continue
        address = normalize_address(_text(item.get("emailAddress"), 600))
        if not address:
            continue
        diagnostic = (
            _text(item.get("diagnosticCode"))
            or f"{kind or 'Undetermined'} bounce: {subtype or 'General'}"
        )
        status = best_status(_text(item.get("status"), 20) or None, diagnostic) or default_status
        # SES sends a notification only once it has given up: every recipient here failed,
        # whatever class its last reply had (a Transient bounce is a soft failure).
        action = "failed"
        if kind == "Permanent" and subtype in _HARD_SUBTYPES:
            hard, reason = True, _HARD_SUBTYPES[subtype]
        elif kind == "Undetermined":
            hard, reason = False, "undefined"
        else:
            hard, reason = classify(action, status, diagnostic)
        found.append(
            RecipientReport(
                address=address,
                action=action,
                status=status,
                diagnostic=diagnostic,
                hard=hard,
                reason=reason,
                remote_mta=_text(bounce.get("remoteMtaIp"), 60) or None,
            )
        )
    return found


def _complained(complaint: dict, feedback_type: str) -> list[RecipientReport]:
    found: list[RecipientReport] = []
    for item in _list(complaint.get("complainedRecipients")):
        address = (
            normalize_address(_text(item.get("emailAddress"), 600))
            if isinstance(item, dict)
            else None
        )
        if address:
            found.append(
                RecipientReport(
                    address=address,
                    action="complained",
                    status=None,
                    diagnostic=f"complaint: {feedback_type}",
                    hard=False,
                    reason="complaint",
                )
            )
    return found


# --- Fetching -------------------------------------------------------------------------------


def https_get(
    url: str,
    *,
    timeout: float,
    policy: ssrf.Policy,
    resolver: ssrf.Resolver = ssrf.system_resolver,
    tls_context: ssl.SSLContext | None = None,
    connector: ssrf.Connector | None = None,
    max_bytes: int = 64 * 1024,
) -> bytes:
    """GET an ``https://sns…`` URL through the SSRF guard; the body of a 200, else FetchError.

    No redirect is followed and nothing but the host's own certificate (verified for its
    name) is trusted; the body is read up to ``max_bytes``. The webhook sender's total
    deadline holds here too; a body it cut short fails the signature check that follows.
    """
    if not sns_url_allowed(url):
        raise FetchError("url_not_allowed")
    outcome = sender.request(
        "GET",
        url,
        timeout=timeout,
        policy=policy,
        resolver=resolver,
        tls_context=tls_context or ssl.create_default_context(),
        connector=connector,
        body_limit=max_bytes + 1,
        user_agent="PylotaMail-SNS/1",
    )
    if outcome.error:
        # The guard's own reason (loopback, private…) says more than "forbidden_address".
        guarded = outcome.error in (sender.FORBIDDEN_ADDRESS, sender.DNS_FAILED)
        raise FetchError(outcome.detail if guarded and outcome.detail else outcome.error)
    if outcome.status != 200:
        raise FetchError(f"status_{outcome.status}")
    if len(outcome.body) > max_bytes:
        raise FetchError("too_large")
    return outcome.body
