"""Amazon SES's bounce, complaint and delivery notifications, as SNS posts them.

``POST /v1/transports/ses/notifications`` takes no API key: a message is believed only when
its topic is one of ``PM_SES_SNS_TOPIC_ARNS`` and its SNS signature verifies with the
certificate at its ``SigningCertURL`` (fetched only from ``https://sns.<region>.amazonaws.com/``,
through the SSRF guard, and cached). A ``SubscriptionConfirmation`` is confirmed by a GET of
its ``SubscribeURL`` under the same rules.

An SES event is matched to what we sent by the MessageId SES answered ``send_email`` with
(``Recipient.provider_message_id``), and applied through the functions DSN and ARF reports
use (``report_apply``; ``results_record`` for a delivery that was unconfirmed), so one table
decides suppressions whichever way a bounce arrives.
"""

from __future__ import annotations

import hashlib
import logging
import ssl
from dataclasses import dataclass, field

from django.conf import settings
from django.core.cache import cache
from django.db import transaction

from apps.outbound.models import Recipient, Send
from apps.outbound.services.recipients import report_apply, results_record
from apps.outbound.services.transports.base import Outcome, RecipientResult
from pylota.core import sns, ssrf
from pylota.core.errors import AppError

logger = logging.getLogger(__name__)

CERT_CACHE_SECONDS = 24 * 3600


@dataclass
class Fetcher:
    """How certificates and confirmation URLs are fetched. Tests replace the resolver,
    connector and TLS context (a local HTTPS server with its own certificate authority);
    the URL rules never change."""

    policy: ssrf.Policy = field(default_factory=ssrf.Policy)
    resolver: ssrf.Resolver = ssrf.system_resolver
    connector: ssrf.Connector | None = None
    tls_context: ssl.SSLContext | None = None

    def get(self, url: str, *, max_bytes: int = 64 * 1024) -> bytes:
        return sns.https_get(
            url,
            timeout=float(settings.PM_SES_SNS_TIMEOUT_SECONDS),
            policy=self.policy,
            resolver=self.resolver,
            tls_context=self.tls_context,
            connector=self.connector,
            max_bytes=max_bytes,
        )


fetcher = Fetcher()


@dataclass(frozen=True)
class _NotificationSource:
    """What ``report_apply`` records as the report's source: no stored message here."""

    id: str = ""


def sns_certificate(url: str) -> bytes:
    """The PEM at ``url`` (an allowed SNS certificate URL), from the cache when we have it."""
    if not sns.cert_url_allowed(url):
        raise AppError("sns_signature_invalid", details={"reason": "certificate_url"})
    key = "sns-cert:" + hashlib.sha256(url.encode()).hexdigest()
    cached = cache.get(key)
    if isinstance(cached, bytes):
        return cached
    try:
        pem = fetcher.get(url)
    except sns.FetchError as exc:
        logger.warning("sns certificate fetch failed: %s", exc.reason)
        raise AppError("sns_certificate_unavailable", details={"reason": exc.reason}) from exc
    cache.set(key, pem, CERT_CACHE_SECONDS)
    return pem


def sns_message_receive(*, body: bytes) -> dict:
    """Verify one SNS post and act on it; AppError (4xx) for anything not believed."""
    try:
        message = sns.parse_message(body)
    except sns.SnsError as exc:
        raise AppError("sns_message_invalid", details={"reason": exc.reason}) from exc
    if message.topic_arn not in settings.PM_SES_SNS_TOPIC_ARNS:
        raise AppError("sns_topic_not_allowed")
    pem = sns_certificate(message.signing_cert_url)
    try:
        sns.verify(message, pem)
    except sns.SnsError as exc:
        logger.warning("sns signature refused: %s", exc.reason)
        raise AppError("sns_signature_invalid", details={"reason": exc.reason}) from exc
    if message.type == sns.SUBSCRIPTION:
        return _confirm(message)
    if message.type == sns.UNSUBSCRIBE:
        return {"type": message.type, "result": "ignored"}
    event = sns.ses_event(message.message)
    if event is None:
        return {"type": message.type, "result": "ignored"}
    return {"type": message.type, "event": event.kind, "result": ses_event_apply(event=event)}


def _confirm(message: sns.SnsMessage) -> dict:
    url = message.subscribe_url or ""
    if not sns.sns_url_allowed(url):
        raise AppError("sns_message_invalid", details={"reason": "subscribe_url"})
    try:
        fetcher.get(url)
    except sns.FetchError as exc:
        logger.warning("sns subscription confirmation failed: %s", exc.reason)
        raise AppError("sns_certificate_unavailable", details={"reason": exc.reason}) from exc
    logger.info("sns subscription confirmed for a configured topic")
    return {"type": message.type, "result": "confirmed"}


def _send_of(event: sns.SesEvent) -> Send | None:
    """The send an event is about. Event publishing carries the ``pylota_message`` tag we
    set on every SES send (found by its unique message); identity notifications carry only
    SES's MessageId, the ``provider_message_id`` of the send's recipients."""
    if event.pylota_message_id:
        send = (
            Send.objects.filter(message_id=event.pylota_message_id)
            .select_related("identity__tenant", "message")
            .first()
        )
        if send is None or not send.recipients.filter(transport="ses").exists():
            return None
        known = set(
            send.recipients.exclude(provider_message_id="").values_list(
                "provider_message_id", flat=True
            )
        )
        # A tag and a MessageId that name two different sends: believe neither. (No known
        # MessageId: the send_email answer was lost, the tag is all there is.)
        return send if not known or event.ses_message_id in known else None
    recipient = (
        Recipient.objects.filter(provider_message_id=event.ses_message_id)
        .select_related("send__identity__tenant", "send__message")
        .first()
    )
    return recipient.send if recipient is not None else None


@transaction.atomic
def ses_event_apply(*, event: sns.SesEvent) -> str:
    """Apply one SES event to the send it is about: ``applied`` or ``unmatched``."""
    send = _send_of(event)
    if send is None:
        return "unmatched"
    if event.report is not None:
        report_apply(send=send, report=event.report, source=_NotificationSource())  # type: ignore[arg-type]
        return "applied"
    # SES accepted the message when we sent it, so most recipients are delivered already;
    # a delivery only settles the ones whose send_email answer never reached us.
    waiting = {
        r.address.lower() for r in send.recipients.filter(status=Recipient.Status.UNCONFIRMED)
    }
    results = [
        RecipientResult(
            address,
            Outcome.DELIVERED,
            250,
            "2.0.0",
            f"ses: delivered: {event.smtp_response}"[:500],
            provider_message_id=event.ses_message_id,
        )
        for address in event.delivered
        if address.lower() in waiting
    ]
    if results:
        results_record(send=send, results=results)
    return "applied"
