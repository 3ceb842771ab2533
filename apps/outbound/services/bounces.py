"""Delivery reports that come back: DSNs (bounces), ARF complaints and MDNs.

Every received message the parser classified as dsn, arf or mdn gets its parsed report
stored on it (``report`` in the message API), matched or not. A report is *acted on*
(recipient state, suppressions, events, abuse windows) only when it names one of our
messages in a way that cannot be forged into another tenant (ADR 0008):

- its VERP return path (``bounce+{token}@``, in the address it arrived at or its To,
  Delivered-To or X-Original-To) verifies with the keyring; or
- its original Message-ID is one we minted for a message of the same tenant;

and only for recipients that message was actually sent to.
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.utils import timezone

from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.mailbox.models import Message
from apps.outbound.models import Recipient, Send
from apps.outbound.services import suppressions
from apps.outbound.services.abuse import abuse_check
from apps.outbound.services.send import VERP_PURPOSE
from apps.tenants import keyring
from pylota.core.compose import parse_verp_token, verp_token_of
from pylota.core.dsn import parse_report

logger = logging.getLogger(__name__)
REPORT_KINDS = ("dsn", "arf", "mdn")


def outbound_event_consumer(event) -> None:
    """``PM_EVENT_CONSUMERS`` entry: queue report processing for received reports.

    Runs inside the outbox's dispatch transaction, so it only schedules work; processing
    is idempotent (a recipient already bounced stays bounced, suppressions are unique).
    """
    if event.type not in ("message.received", "message.released"):
        return
    data = event.data or {}
    if data.get("kind") not in REPORT_KINDS or not str(data.get("id", "")).startswith("msg_"):
        return
    message_id = data["id"]

    def enqueue() -> None:
        from apps.outbound.tasks import process_report

        try:
            process_report.delay(message_id)
        except Exception:
            logger.warning("report processing not queued", exc_info=True)

    transaction.on_commit(enqueue)


def _verp_send(message: Message) -> Send | None:
    candidates = [message.recipient, *(a.get("address", "") for a in message.to or [])]
    if message.plus_tag:  # filed through our VERP return path: the tag is the token
        candidates.insert(0, f"bounce+{message.plus_tag}@verp.invalid")
    candidates += [
        value
        for name, value in (message.headers or [])
        if name.lower() in ("delivered-to", "x-original-to", "envelope-to")
    ]
    for candidate in candidates:
        token = verp_token_of(candidate or "")
        if not token:
            continue
        parts = token.split(".")
        key = (
            keyring.signing_key_by_kid(parts[1], purpose=VERP_PURPOSE) if len(parts) == 3 else None
        )
        if key is None:
            continue
        message_pk = parse_verp_token(token, keys={parts[1]: key})
        if message_pk:
            send = (
                Send.objects.filter(message_id=message_pk)
                .select_related("identity__tenant")
                .first()
            )
            if send is not None:
                return send
    return None


def _message_id_send(message: Message, original: str | None) -> Send | None:
    if not original:
        return None
    return (
        Send.objects.filter(
            tenant_id=message.tenant_id,
            message__message_id_header=original.strip().strip("<>"),
        )
        .select_related("identity__tenant")
        .first()
    )


def report_process(*, message_id: str) -> dict | None:
    """Parse, store and (when matched) apply the report in one received message."""
    message = mailbox_selectors.message_by_id(message_id)
    if message is None or message.direction != Message.Direction.INBOUND:
        return None
    raw = mailbox_services.raw_blob_read(message.raw)
    report = parse_report(raw)
    data = (
        report.to_dict()
        if report is not None
        else {"kind": message.kind, "format": None, "recipients": [], "original_message_id": None}
    )
    send = _verp_send(message) or _message_id_send(
        message, report.original_message_id if report else None
    )
    data["matched_message_id"] = send.message_id if send else None
    with transaction.atomic():
        mailbox_services.message_set_report(message=message, report=data)
        if send is not None and report is not None:
            _apply(send, report, source=message)
    return data


def _apply(send: Send, report, *, source: Message) -> None:
    from apps.outbound.services.delivery import _emit

    sent_to = {r.address.lower(): r for r in send.recipients.select_for_update()}
    touched = False
    now = timezone.now()
    for item in report.recipients:
        recipient = sent_to.get((item.address or "").lower())
        if recipient is None:
            continue  # only recipients that message was actually sent to
        if report.kind == "arf" and item.action == "complained":
            if recipient.status == Recipient.Status.COMPLAINED:
                continue
            recipient.status = Recipient.Status.COMPLAINED
            recipient.diagnostic = (
                f"complaint: {report.feedback.feedback_type if report.feedback else 'abuse'}"[:500]
            )
            recipient.updated_at = now
            recipient.save(update_fields=["status", "diagnostic", "updated_at"])
            suppressions.suppression_add_automatic(
                tenant_id=send.tenant_id,
                address=recipient.address,
                reason="complaint",
                original_message_id=send.message_id,
                source_message_id=source.id,
            )
            _emit(send, recipient, "message.complained", {"report_message_id": source.id})
            touched = True
        elif report.kind == "dsn" and item.action == "failed":
            if recipient.status in (Recipient.Status.BOUNCED, Recipient.Status.COMPLAINED):
                continue
            recipient.status = Recipient.Status.BOUNCED
            recipient.enhanced_status = (item.status or "")[:16]
            recipient.diagnostic = (item.diagnostic or "")[:500]
            recipient.unconfirmed_since = None
            recipient.next_attempt_at = None
            recipient.updated_at = now
            recipient.save()
            if item.hard:
                suppressions.suppression_add_automatic(
                    tenant_id=send.tenant_id,
                    address=recipient.address,
                    reason="hard_bounce",
                    original_message_id=send.message_id,
                    source_message_id=source.id,
                    detail=item.diagnostic or "",
                )
            _emit(
                send,
                recipient,
                "message.bounced",
                {"hard": item.hard, "reason": item.reason, "report_message_id": source.id},
            )
            touched = True
    if touched:
        abuse_check(identity_id=send.identity_id)
