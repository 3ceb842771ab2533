"""Recipient states, in one place: a transport's outcomes and DSN/ARF reports change them
through the same rules, and every recipient event of the send path is emitted here.

- ``results_record`` / ``results_record_many``: what a transport answered for each
  recipient (retries scheduled), for one send or for several in one commit;
- ``report_apply``: a bounce (DSN) or complaint (ARF) report matched to a send;
- ``_settle``: the consequences both share: suppressions and the recipient's event.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from apps.events.services import event_record, event_record_many
from apps.outbound.models import RECIPIENT_FINAL, Recipient, Send
from apps.outbound.services import suppressions
from apps.outbound.services.abuse import abuse_check
from apps.outbound.services.transports import Outcome, RecipientResult
from pylota.core.dsn import Report
from pylota.core.dsn.status import LEGACY_REASONS, classify, failures_to_suppress

# Bounces older than this do not count towards suppressing an address a second time.
BOUNCE_MEMORY_DAYS = 30

if TYPE_CHECKING:
    from apps.mailbox.models import Message

EVENT_FOR = {
    Recipient.Status.DELIVERED: "message.delivered",
    Recipient.Status.DEFERRED: "message.deferred",
    Recipient.Status.BOUNCED: "message.bounced",
    Recipient.Status.COMPLAINED: "message.complained",
    Recipient.Status.FAILED: "message.failed",
}


def recipient_data(recipient: Recipient) -> dict:
    return {
        "address": recipient.address,
        "kind": recipient.kind,
        "status": recipient.status,
        "transport": recipient.transport,
        "attempts": recipient.attempts,
        "smtp_code": recipient.smtp_code,
        "enhanced_status": recipient.enhanced_status or None,
        "diagnostic": recipient.diagnostic or None,
        "next_attempt_at": recipient.next_attempt_at,
        "updated_at": recipient.updated_at,
    }


def recipient_event(
    send: Send,
    recipient: Recipient,
    type: str,
    extra: dict | None = None,
    *,
    into: list | None = None,
) -> None:
    """Record the event, or, with ``into``, add it there for one ``event_record_many``."""
    message = send.message
    data = {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "message_id": message.message_id_header,
        "subject": message.subject,
        "recipient": recipient_data(recipient),
        **(extra or {}),
    }
    if into is None:
        event_record(type=type, data=data, tenant=send.identity.tenant)
    else:
        into.append((type, data, send.identity.tenant))


def _settle(
    send: Send,
    recipient: Recipient,
    extra: dict,
    *,
    hard: bool = False,
    detail: str = "",
    source_message_id: str = "",
    events: list | None = None,
) -> bool:
    """The consequences of a recipient's new (saved) state: a complaint suppresses the
    address, and so does a bounce once the suppression table says enough permanent failures
    of that reason were seen (a hard one at once, an undefined one the second time); the
    state's event is emitted. True when it counts for abuse."""
    status = recipient.status
    reason = {Recipient.Status.COMPLAINED: "complaint"}.get(status)
    if status == Recipient.Status.BOUNCED:
        extra = {"hard": hard, **extra}
        needed = failures_to_suppress(extra.get("reason"), hard)
        if needed == 1 or (
            needed is not None
            and _bounces_of(send.tenant_id, recipient.address, extra.get("reason")) >= needed
        ):
            reason = "hard_bounce"
            if not hard:
                detail = f"permanent failure #{needed}, reason undefined: {detail}"[:500]
    if reason:
        suppressions.suppression_add_automatic(
            tenant_id=send.tenant_id,
            address=recipient.address,
            reason=reason,
            original_message_id=send.message_id,
            source_message_id=source_message_id,
            detail=detail,
        )
    if status in EVENT_FOR:
        recipient_event(send, recipient, EVENT_FOR[status], extra, into=events)
    return status in (Recipient.Status.BOUNCED, Recipient.Status.COMPLAINED)


def _bounces_of(tenant_id: str, address: str, reason: str | None) -> int:
    """Bounces of one address with this reason in the tenant's recent sends (this one
    included). A recipient row keeps its code and diagnostic, not the reason, so each is
    read again with the same rules: a full mailbox before an undefined failure is not two
    undefined failures."""
    since = timezone.now() - dt.timedelta(days=BOUNCE_MEMORY_DAYS)
    rows = Recipient.objects.filter(
        tenant_id=tenant_id,
        address__iexact=address,
        status=Recipient.Status.BOUNCED,
        updated_at__gte=since,
    ).values_list("enhanced_status", "diagnostic")
    wanted = LEGACY_REASONS.get(reason or "", reason)
    return sum(
        1
        for status, diagnostic in rows
        if classify("failed", status or None, diagnostic)[1] == wanted
    )


def _next_delay(attempts: int) -> int | None:
    schedule = settings.PM_SEND_RETRY_SCHEDULE
    return schedule[attempts - 1] if attempts - 1 < len(schedule) else None


_STATUS_OF = {
    Outcome.DELIVERED: Recipient.Status.DELIVERED,
    Outcome.BOUNCED: Recipient.Status.BOUNCED,
    Outcome.FAILED: Recipient.Status.FAILED,
    Outcome.COMPLAINED: Recipient.Status.COMPLAINED,
    Outcome.UNCONFIRMED: Recipient.Status.UNCONFIRMED,
    Outcome.DEFERRED: Recipient.Status.DEFERRED,
}
_RESULT_FIELDS = [
    "attempts",
    "smtp_code",
    "enhanced_status",
    "diagnostic",
    "provider_message_id",
    "updated_at",
    "next_attempt_at",
    "unconfirmed_since",
    "status",
]


_SAVE_RESULT = "UPDATE {table} SET {columns} WHERE id = %s".format(  # noqa: S608 (the model's
    # table and columns; every value is bound)
    table=Recipient._meta.db_table,
    columns=", ".join(f"{Recipient._meta.get_field(name).column} = %s" for name in _RESULT_FIELDS),
)


def results_record(*, send: Send, results: list[RecipientResult]) -> None:
    results_record_many(outcomes=[(send, results)])


@transaction.atomic(savepoint=False)  # inside the delivery's commit, no savepoint round trips
def results_record_many(*, outcomes: list[tuple[Send, list[RecipientResult]]]) -> None:
    """What transports answered for the recipients of one or more sends, in one commit:
    the recipients locked in one query and updated in one, their events in one insert
    (``event_record_many``); suppressions and the abuse check as one recipient at a time."""
    sends: dict[str, Send] = {}
    addresses: set[str] = set()
    for send, results in outcomes:
        sends[send.pk] = send
        addresses.update(r.address for r in results)
    if not addresses:
        return
    now = timezone.now()
    by_key = {
        (r.send_id, r.address.lower()): r
        for r in Recipient.objects.select_for_update().filter(
            send_id__in=list(sends), address__in=addresses
        )
    }
    changed: list[tuple[Send, Recipient, RecipientResult, dict]] = []
    for send, results in outcomes:
        for result in results:
            recipient = by_key.get((send.pk, result.address.lower()))
            if recipient is None or recipient.status in RECIPIENT_FINAL:
                continue
            changed.append((send, recipient, result, _apply(recipient, result, now)))
    if not changed:
        return
    _save_results([c[1] for c in changed])
    events: list = []
    touched: set[str] = set()
    for send, recipient, result, extra in changed:
        if recipient.status == Recipient.Status.COMPLAINED:  # a provider's complaint: delivered
            recipient_event(send, recipient, "message.delivered", {"reason": None}, into=events)
        if _settle(
            send, recipient, extra, hard=result.hard, detail=result.diagnostic, events=events
        ):
            touched.add(send.identity_id)
    event_record_many(events=events)
    for identity_id in sorted(touched):
        abuse_check(identity_id=identity_id)


def _save_results(recipients: list[Recipient]) -> None:
    """The recipients' new states in one round trip: an UPDATE per row, sent together
    (psycopg pipelines ``executemany``). ``bulk_update`` writes one CASE per column and row
    instead, which costs more to build in Python than the statements it saves."""
    fields = [Recipient._meta.get_field(name) for name in _RESULT_FIELDS]
    rows = [
        [field.get_db_prep_save(getattr(r, field.attname), connection) for field in fields] + [r.pk]
        for r in recipients
    ]
    with connection.cursor() as cursor:
        cursor.executemany(_SAVE_RESULT, rows)


def _apply(recipient: Recipient, result: RecipientResult, now: dt.datetime) -> dict:
    """A transport's answer on the (locked) recipient, not saved; the event's extra data."""
    recipient.attempts += 1
    recipient.smtp_code = result.smtp_code
    recipient.enhanced_status = result.enhanced_status[:16]
    recipient.diagnostic = result.diagnostic[:500]
    recipient.provider_message_id = result.provider_message_id[:200]
    recipient.updated_at = now
    recipient.next_attempt_at = None
    recipient.unconfirmed_since = None
    extra: dict = {"reason": result.reason or None}
    status = _STATUS_OF[result.outcome]
    if status == Recipient.Status.DEFERRED:
        delay = _next_delay(recipient.attempts)
        if delay is None:
            status = Recipient.Status.FAILED
            extra["reason"] = "retries_exhausted"
        else:
            recipient.next_attempt_at = now + dt.timedelta(seconds=delay)
    if status == Recipient.Status.UNCONFIRMED:
        recipient.unconfirmed_since = now
    recipient.status = status
    return extra


@transaction.atomic
def report_apply(*, send: Send, report: Report, source: Message) -> None:
    """A DSN or ARF report about ``send``: the recipients it names change state here, by
    the same rules as a transport's outcomes."""
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
            touched |= _settle(
                send, recipient, {"report_message_id": source.id}, source_message_id=source.id
            )
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
            touched |= _settle(
                send,
                recipient,
                {"reason": item.reason, "report_message_id": source.id},
                hard=item.hard,
                detail=item.diagnostic or "",
                source_message_id=source.id,
            )
    if touched:
        abuse_check(identity_id=send.identity_id)
