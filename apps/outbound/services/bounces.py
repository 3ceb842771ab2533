"""Delivery reports that come back: DSNs (bounces), ARF complaints and MDNs.

Every received message the parser classified as dsn, arf or mdn gets its parsed report
stored on it (``report`` in the message API), matched or not. A report is *acted on*
(recipient state, suppressions, events, abuse windows) only when it names one of our
messages in a way that cannot be forged into another tenant (ADR 0008):

- its VERP return path (``bounce+{token}@``, at the platform domain or a tenant domain's
  ``pm-bounces.<domain>``, in the address it arrived at or its To, Delivered-To or
  X-Original-To) verifies with the keyring; or
- its original Message-ID is one we minted for a message of the same tenant;

and only for recipients that message was actually sent to.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from django.db import transaction

from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.outbound.models import Send
from apps.outbound.services.recipients import report_apply
from apps.outbound.services.send import VERP_PURPOSE
from apps.tenants.services import keyring
from pylota.core.compose import parse_verp_token, verp_token_of
from pylota.core.dsn import parse_report
from pylota.tasks import enqueue_on_commit

if TYPE_CHECKING:
    from apps.mailbox.models import Message

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
    enqueue_on_commit("report.process", data["id"])


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
    if message is None or not message.is_inbound:
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
            report_apply(send=send, report=report, source=message)
    return data
