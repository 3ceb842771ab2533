"""The delivery pipeline: claim a send, hand its recipients to transports, record outcomes.

Queues: one task, ``send.deliver``; a send's first attempt goes to queue ``outbound``, its
retries and scheduled sends to ``delivery``, with the periodic ``sends.due`` and
``sends.sweep``. Any number of workers may run:

- **Claim.** ``send_claim`` takes the row with ``select_for_update(skip_locked=True)`` and
  moves it to ``sending`` in its own transaction, so a redelivered task, the retry beat and
  a second worker racing for the same send skip it instead of sending it twice.
- **In flight.** Before a transport is called, its recipients get ``unconfirmed_since``
  (committed). If the worker dies there, the sweep cannot know whether the message left,
  so those recipients become ``unconfirmed`` (never resent); recipients never handed to a
  transport go back to the queue.
- **Outcomes.** ``delivered``; ``deferred`` (retried after PM_SEND_RETRY_SCHEDULE[n],
  failed when the schedule is exhausted); ``bounced`` (hard ones suppressed); ``failed``;
  ``complained``; ``unconfirmed`` (a connection lost after the final dot), which a later
  bounce reconciles or the sweep turns into ``uncertain`` after
  PM_SEND_UNCERTAIN_AFTER_SECONDS. One event per recipient outcome, in the same
  transaction as the state change.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
from collections import defaultdict

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.mailbox import services as mailbox_services
from apps.outbound import selectors
from apps.outbound.models import Recipient, Send
from apps.outbound.services import domain_routes, policy
from apps.outbound.services.recipients import recipient_event, results_record
from apps.outbound.services.transports import (
    DOMAIN_TRANSPORTS,
    Envelope,
    Outcome,
    RecipientResult,
    get_transport,
    transport_for_route,
)
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.tasks import enqueue, enqueue_on_commit

logger = logging.getLogger(__name__)
WORKER = f"{socket.gethostname()}:{os.getpid()}"


def deliver_enqueue(send: Send, *, eta: dt.datetime | None = None, retry: bool = False) -> None:
    """Queue an attempt after the current transaction commits: a first attempt on
    "outbound", a retry or scheduled send on "delivery" (``sends_due`` finds a lost one)."""
    enqueue_on_commit("send.deliver", send.id, eta=eta, queue="delivery" if retry else None)


def send_claim(send_id: str, *, worker: str = WORKER) -> Send | None:
    now = timezone.now()
    with transaction.atomic():
        send = (
            Send.objects.select_for_update(skip_locked=True)
            .filter(
                pk=send_id,
                status__in=[Send.Status.QUEUED, Send.Status.DEFERRED],
                next_attempt_at__lte=now,
            )
            .first()
        )
        if send is None:
            return None
        send.status = Send.Status.SENDING
        send.claimed_at = now
        send.claimed_by = worker[:100]
        send.ever_claimed = True
        send.attempts += 1
        send.save(
            update_fields=[
                "status",
                "claimed_at",
                "claimed_by",
                "ever_claimed",
                "attempts",
                "updated_at",
            ]
        )
    return send


def _due(send: Send, now: dt.datetime) -> list[Recipient]:
    return list(
        send.recipients.filter(
            Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now),
            status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED],
        ).order_by("id")
    )


def send_deliver(send_id: str) -> bool:
    """One attempt at a send; False when another worker has it or nothing is due."""
    send = send_claim(send_id)
    if send is None:
        return False
    send = Send.objects.select_related("message__raw", "identity__tenant__partner").get(pk=send.pk)
    now = timezone.now()
    due = _refused_later(send, _due(send, now))
    groups: dict[str, list[Recipient]] = defaultdict(list)
    for recipient in due:
        groups[recipient.transport or "none"].append(recipient)
    raw = mailbox_services.raw_blob_read(send.message.raw) if groups else b""
    # Mail From a tenant domain goes out through the transport that domain names (asked
    # again now: a credential changed since the send was accepted is the one used).
    route = (
        domain_routes.send_route_for(tenant_id=send.tenant_id, address=send.message.from_address)
        if DOMAIN_TRANSPORTS & set(groups)
        else None
    )
    for name, recipients in groups.items():
        Recipient.objects.filter(pk__in=[r.pk for r in recipients]).update(
            unconfirmed_since=timezone.now()
        )
        envelope = Envelope(
            message_id=send.message_id,
            mail_from=send.mail_from,
            recipients=tuple(r.address for r in recipients),
            raw=raw,
            smtputf8=send.smtputf8,
        )
        try:
            transport = (
                transport_for_route(name, route=route)
                if name in DOMAIN_TRANSPORTS
                else get_transport(name)
            )
            results = transport.send(envelope)
        except Exception as exc:
            # We cannot tell how far the transport got: never resend blindly.
            logger.exception("transport raised", extra={"transport": name, "send_id": send.id})
            results = [
                RecipientResult(r, Outcome.UNCONFIRMED, diagnostic=f"{name}: {type(exc).__name__}")
                for r in envelope.recipients
            ]
        results_record(send=send, results=results)
    _finish(send)
    return True


def _refused_later(send: Send, due: list[Recipient]) -> list[Recipient]:
    """The policy again at delivery time: what changed since the message was accepted (the
    identity paused, the tenant suspended, a recipient suppressed) fails those recipients
    with ``message.failed`` and the refusal's code as ``reason``; the rest go out."""
    if not due:
        return due
    try:
        policy.check_sender(send.identity)
        reason = None
    except AppError as exc:
        reason = exc.code
    suppressed = selectors.suppressed(tenant_id=send.tenant_id, addresses=[r.address for r in due])
    refused = [
        RecipientResult(
            r.address, Outcome.FAILED, diagnostic=f"refused at delivery: {why}", reason=why
        )
        for r in due
        if (why := reason or ("recipient_suppressed" if r.address.lower() in suppressed else None))
    ]
    if refused:
        results_record(send=send, results=refused)
    gone = {r.address for r in refused}
    return [r for r in due if r.address not in gone]


def _finish(send: Send) -> None:
    """Release the claim: deferred while some recipient waits for a retry, else done."""
    with transaction.atomic():
        send = Send.objects.select_for_update().get(pk=send.pk)
        waiting = list(
            send.recipients.filter(
                status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED]
            ).values_list("next_attempt_at", flat=True)
        )
        if waiting:
            send.status = Send.Status.DEFERRED
            send.next_attempt_at = min((t for t in waiting if t), default=timezone.now())
            deliver_enqueue(send, eta=send.next_attempt_at, retry=True)
        else:
            send.status = Send.Status.DONE
            send.finished_at = timezone.now()
        send.claimed_at = None
        send.save(
            update_fields=["status", "next_attempt_at", "claimed_at", "finished_at", "updated_at"]
        )


@transaction.atomic
def send_cancel(*, actor: Actor, send: Send) -> Send:
    """Only a queued send that no worker ever claimed; 409 after (the race is the UPDATE's)."""
    updated = Send.objects.filter(pk=send.pk, status=Send.Status.QUEUED, ever_claimed=False).update(
        status=Send.Status.CANCELLED, finished_at=timezone.now()
    )
    if not updated:
        raise AppError("message_not_cancellable", details={"status": send.status})
    send.refresh_from_db()
    for recipient in send.recipients.select_for_update():
        recipient.status = Recipient.Status.FAILED
        recipient.diagnostic = "cancelled before sending"
        recipient.updated_at = timezone.now()
        recipient.save(update_fields=["status", "diagnostic", "updated_at"])
        recipient_event(send, recipient, "message.failed", {"reason": "cancelled"})
    tenant_services.audit_record(
        actor=actor,
        type="message.cancelled",
        target=send,
        tenant=send.identity.tenant,
        data={"message_id": send.message_id},
    )
    return send


# --- Periodic work ----------------------------------------------------------------------


def sends_due(*, limit: int = 500) -> int:
    """Queue every send whose time has come (scheduled sends, retries, lost tasks)."""
    due = Send.objects.filter(
        status__in=[Send.Status.QUEUED, Send.Status.DEFERRED], next_attempt_at__lte=timezone.now()
    ).order_by("next_attempt_at")
    ids = list(due.values_list("pk", flat=True)[:limit])
    for send_id in ids:
        if not enqueue("send.deliver", send_id, queue="delivery"):
            break  # the broker is down: the next run finds them again
    return len(ids)


def sends_sweep() -> dict[str, int]:
    """Stale claims (a worker died) and unconfirmed recipients past their window."""
    now = timezone.now()
    counts = {"stale_claims": 0, "uncertain": 0}
    stale_before = now - dt.timedelta(seconds=settings.PM_SEND_CLAIM_TIMEOUT_SECONDS)
    for send_id in Send.objects.filter(
        status=Send.Status.SENDING, claimed_at__lt=stale_before
    ).values_list("pk", flat=True)[:500]:
        with transaction.atomic():
            send = (
                Send.objects.select_for_update(skip_locked=True)
                .filter(pk=send_id, status=Send.Status.SENDING, claimed_at__lt=stale_before)
                .first()
            )
            if send is None:
                continue
            # Handed to a transport but no outcome recorded: it may have left. Never resend.
            send.recipients.filter(
                unconfirmed_since__isnull=False,
                status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED],
            ).update(status=Recipient.Status.UNCONFIRMED, updated_at=now)
            send.status = Send.Status.DEFERRED  # the rest were never handed over: retry them
            send.next_attempt_at = now
            send.claimed_at = None
            send.save(update_fields=["status", "next_attempt_at", "claimed_at", "updated_at"])
            counts["stale_claims"] += 1
        _finish_if_empty(send_id)
    window = now - dt.timedelta(seconds=settings.PM_SEND_UNCERTAIN_AFTER_SECONDS)
    counts["uncertain"] = Recipient.objects.filter(
        status=Recipient.Status.UNCONFIRMED, unconfirmed_since__lt=window
    ).update(status=Recipient.Status.UNCERTAIN, updated_at=now)
    return counts


def _finish_if_empty(send_id: str) -> None:
    send = Send.objects.filter(pk=send_id, status=Send.Status.DEFERRED).first()
    if send is None:
        return
    if not send.recipients.filter(
        status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED]
    ).exists():
        Send.objects.filter(pk=send_id, status=Send.Status.DEFERRED).update(
            status=Send.Status.DONE, finished_at=timezone.now()
        )
