"""The delivery pipeline: claim a send, hand its recipients to transports, record outcomes.

Queues: one task, ``send.deliver``; a send's first attempt goes to queue ``outbound``, its
retries and scheduled sends to ``delivery``, with the periodic ``sends.due`` and
``sends.sweep``. Any number of workers may run:

- **Claim.** ``send_claim_batch`` takes the send's row, and up to
  ``PM_SEND_CLAIM_BATCH - 1`` other due sends, with ``select_for_update(skip_locked=True)``
  and moves them to ``sending`` in one transaction, so a redelivered task, the retry beat
  and a second worker racing for the same send skip it instead of sending it twice. The
  batch is then delivered one send after the other, over reused relay sessions.
- **Commits.** Per send: the in-flight mark, then its outcomes, their events and the
  release of the claim in one transaction (three before: claim, outcomes, release).
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
import json
import logging
import os
import socket
from collections import defaultdict

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
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


def send_claim_batch(send_id: str, *, limit: int = 1, worker: str = WORKER) -> list[Send]:
    """Claim ``send_id`` and up to ``limit - 1`` other due sends in one transaction.

    ``select_for_update(skip_locked=True)`` and the status filter are the race guard: a
    send another worker (or a redelivered task, or the beat) holds or already moved to
    ``sending`` is skipped, so it is sent once. Nothing is claimed when ``send_id`` itself
    is not claimable: the task for it answers False as before. The claimed sends come back
    with their message, raw blob, identity, tenant and partner loaded, in due order."""
    now = timezone.now()
    with transaction.atomic():
        due = Send.objects.select_for_update(skip_locked=True).filter(
            status__in=[Send.Status.QUEUED, Send.Status.DEFERRED], next_attempt_at__lte=now
        )
        ids = list(due.filter(pk=send_id).values_list("pk", flat=True))
        if not ids:
            return []
        if limit > 1:
            others = due.exclude(pk=send_id).order_by("next_attempt_at", "id")
            ids += list(others.values_list("pk", flat=True)[: limit - 1])
        Send.objects.filter(pk__in=ids).update(
            status=Send.Status.SENDING,
            claimed_at=now,
            claimed_by=worker[:100],
            ever_claimed=True,
            attempts=F("attempts") + 1,
            updated_at=now,
        )
    sends = Send.objects.select_related("message__raw", "identity__tenant__partner").filter(
        pk__in=ids
    )
    order = {pk: i for i, pk in enumerate(ids)}
    return sorted(sends, key=lambda send: order[send.pk])


def _due_by_send(sends: list[Send], now: dt.datetime) -> dict[str, list[Recipient]]:
    """The recipients due now, for every claimed send in one query."""
    out: dict[str, list[Recipient]] = defaultdict(list)
    for recipient in Recipient.objects.filter(
        Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now),
        send_id__in=[s.pk for s in sends],
        status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED],
    ).order_by("id"):
        out[recipient.send_id].append(recipient)
    return out


def _suppressed_by_tenant(sends: list[Send], due: dict[str, list[Recipient]]) -> dict[str, set]:
    """The suppressed addresses among the due recipients, one query per tenant."""
    addresses: dict[str, set[str]] = defaultdict(set)
    for send in sends:
        addresses[send.tenant_id].update(r.address for r in due.get(send.pk, []))
    return {
        tenant_id: set(selectors.suppressed(tenant_id=tenant_id, addresses=wanted))
        for tenant_id, wanted in addresses.items()
        if wanted
    }


def send_deliver(send_id: str) -> bool:
    """One attempt at a send, and at the other due sends claimed with it
    (``PM_SEND_CLAIM_BATCH``); False when another worker has it or it is not due."""
    sends = send_claim_batch(send_id, limit=settings.PM_SEND_CLAIM_BATCH)
    if not sends:
        return False
    now = timezone.now()
    due = _due_by_send(sends, now)
    suppressed = _suppressed_by_tenant(sends, due)
    transports: dict[tuple, object] = {}  # one per transport and route for the batch
    for index, send in enumerate(sends):
        try:
            _deliver_one(
                send, due.get(send.pk, []), suppressed.get(send.tenant_id, set()), transports
            )
        except Exception:
            _release(sends[index + 1 :])
            raise
    return True


def _release(sends: list[Send]) -> None:
    """Sends claimed with a batch whose turn never came (an error stopped it): back to the
    queue at once (``sends_due`` finds them; the sweep does if this fails too)."""
    if sends:
        Send.objects.filter(pk__in=[s.pk for s in sends], status=Send.Status.SENDING).update(
            status=Send.Status.DEFERRED, claimed_at=None, next_attempt_at=timezone.now()
        )


def _deliver_one(
    send: Send, due: list[Recipient], suppressed: set[str], transports: dict[tuple, object]
) -> None:
    due = _refused_later(send, due, suppressed)
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
    names = list(groups)
    for position, name in enumerate(names):
        recipients = groups[name]
        # In flight, committed before the transport is called (autocommit): a worker that
        # dies from here on leaves these recipients unconfirmed, never resent.
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
            key = _transport_key(name, route if name in DOMAIN_TRANSPORTS else None)
            transport = transports.get(key)
            if transport is None:
                transport = (
                    transport_for_route(name, route=route)
                    if name in DOMAIN_TRANSPORTS
                    else get_transport(name)
                )
                transports[key] = transport
            results = transport.send(envelope)
        except Exception as exc:
            # We cannot tell how far the transport got: never resend blindly.
            logger.exception("transport raised", extra={"transport": name, "send_id": send.id})
            results = [
                RecipientResult(r, Outcome.UNCONFIRMED, diagnostic=f"{name}: {type(exc).__name__}")
                for r in envelope.recipients
            ]
        if position < len(names) - 1:
            results_record(send=send, results=results)
        else:
            # The last outcomes and the release of the claim: one commit.
            with transaction.atomic():
                results_record(send=send, results=results)
                _finish(send)
    if not names:
        _finish(send)


def _transport_key(name: str, route) -> tuple:
    """What a built transport depends on: its name and the domain route's transport, login
    and options (one transport object per distinct key in a batch)."""
    if route is None:
        return (name,)
    options = json.dumps(getattr(route, "options", None) or {}, sort_keys=True, default=str)
    return (name, route.transport, route.credential_id, options)


def _refused_later(send: Send, due: list[Recipient], suppressed: set[str]) -> list[Recipient]:
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
    """Release the claim: deferred while some recipient waits for a retry, else done.

    The UPDATE is conditional on the claim still being ours (status ``sending``): a sweep
    that took a stale claim meanwhile has the last word, without a row lock to take first."""
    with transaction.atomic(savepoint=False):
        waiting = list(
            Recipient.objects.filter(
                send_id=send.pk,
                status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED],
            ).values_list("next_attempt_at", flat=True)
        )
        now = timezone.now()
        if waiting:
            send.status = Send.Status.DEFERRED
            send.next_attempt_at = min((t for t in waiting if t), default=now)
        else:
            send.status = Send.Status.DONE
            send.finished_at = now
        send.claimed_at = None
        send.updated_at = now
        released = Send.objects.filter(pk=send.pk, status=Send.Status.SENDING).update(
            status=send.status,
            next_attempt_at=send.next_attempt_at,
            claimed_at=None,
            finished_at=send.finished_at,
            updated_at=now,
        )
        if released and waiting:
            deliver_enqueue(send, eta=send.next_attempt_at, retry=True)


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
