"""The delivery pipeline: claim a send, hand its recipients to transports, record outcomes.

Queues: one task, ``send.deliver``; a send's first attempt goes to queue ``outbound``, its
retries and scheduled sends to ``delivery``, with the periodic ``sends.due`` and
``sends.sweep``. Any number of workers may run:

- **Claim.** ``send_claim_batch`` takes the send's row, and up to
  ``PM_SEND_CLAIM_BATCH - 1`` other due sends, with ``select_for_update(skip_locked=True)``
  and moves them to ``sending`` in one transaction, so a redelivered task, the retry beat
  and a second worker racing for the same send skip it instead of sending it twice. The
  batch is then delivered one send after the other, over reused relay sessions.
- **Commits.** One for the claim of the batch; per message, its in-flight mark (one
  UPDATE); then the outcomes of the messages sent since the last such commit, their events
  and the release of the finished sends' claims in one transaction, at the end of the
  batch or once the oldest has waited ``OUTCOMES_FLUSH_SECONDS`` (``_Outcomes``).
- **In flight.** Before a transport is called, its recipients get ``unconfirmed_since``
  (committed). If the worker dies there, or after the transport answered but before the
  outcomes' commit, the sweep cannot know whether the message left, so those recipients
  become ``unconfirmed`` (never resent); recipients never handed to a transport go back to
  the queue.
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
import time
from collections import defaultdict

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Q
from django.utils import timezone

from apps.mailbox import services as mailbox_services
from apps.outbound import selectors
from apps.outbound.models import Recipient, Send
from apps.outbound.services import domain_routes, policy
from apps.outbound.services.recipients import recipient_event, results_record_many
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


# Two statements of every task or message, written as SQL: the ORM takes longer to build
# them (0.5 to 0.8 ms each) than PostgreSQL takes to run them.
_CLAIMABLE = (
    f"SELECT 1 FROM {Send._meta.db_table}"  # noqa: S608 (the model's table; values are bound)
    " WHERE id = %s AND status IN (%s, %s) AND next_attempt_at <= %s"
)
_IN_FLIGHT = (
    f"UPDATE {Recipient._meta.db_table}"  # noqa: S608 (the model's table; values are bound)
    " SET unconfirmed_since = %s WHERE id = ANY(%s)"
)


def _claimable(send_id: str, now: dt.datetime) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(_CLAIMABLE, [send_id, Send.Status.QUEUED, Send.Status.DEFERRED, now])
        return cursor.fetchone() is not None


def _mark_in_flight(recipients: list[Recipient]) -> None:
    """``unconfirmed_since`` on recipients about to be handed to a transport, committed
    (autocommit: this runs outside any transaction) before the transport is called."""
    with connection.cursor() as cursor:
        cursor.execute(_IN_FLIGHT, [timezone.now(), [r.pk for r in recipients]])


def send_claim_batch(send_id: str, *, limit: int = 1, worker: str = WORKER) -> list[Send]:
    """Claim ``send_id`` and up to ``limit - 1`` other due sends in one transaction.

    ``select_for_update(skip_locked=True)`` and the status filter are the race guard: a
    send another worker (or a redelivered task, or the beat) holds or already moved to
    ``sending`` is skipped, so it is sent once. Nothing is claimed when ``send_id`` itself
    is not claimable: the task for it answers False as before. The claimed sends come back
    with their message, raw blob, identity, tenant and partner loaded, in due order."""
    now = timezone.now()
    # The task of a send an earlier batch took (most tasks, with batches) ends on this one
    # read; the locked query below still decides a race.
    if not _claimable(send_id, now):
        return []
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
    outcomes = _Outcomes()
    for index, send in enumerate(sends):
        try:
            _deliver_one(
                send,
                due.get(send.pk, []),
                suppressed.get(send.tenant_id, set()),
                transports,
                outcomes,
            )
            if outcomes.due():
                outcomes.flush()
        except Exception:
            try:
                outcomes.flush()  # what the transports answered before the error
            except Exception:
                # Left to the sweep: handed recipients end unconfirmed, never resent.
                logger.exception("outcomes not recorded", extra={"send_id": send.id})
            _release(sends[index + 1 :])
            raise
    outcomes.flush()
    return True


# Outcomes wait at most this long (or until the batch ends) before their commit.
OUTCOMES_FLUSH_SECONDS = 1.0


class _Outcomes:
    """Transport answers of a batch not committed yet, recorded several sends at a time:
    the recipients' new states and their events (``results_record_many``) and the release
    of each finished send's claim, in one transaction.

    Every recipient was marked in flight (committed) before its transport was called, so
    a worker that dies before this commit leaves exactly what it leaves when it dies
    between one message's DATA and that message's commit: recipients the sweep turns
    unconfirmed, never resent."""

    def __init__(self) -> None:
        self.results: list[tuple[Send, list[RecipientResult]]] = []
        self.finished: list[Send] = []
        self.since: float | None = None

    def add(self, send: Send, results: list[RecipientResult]) -> None:
        if self.since is None:
            self.since = time.monotonic()
        self.results.append((send, results))

    def finish(self, send: Send) -> None:
        if self.since is None:
            self.since = time.monotonic()
        self.finished.append(send)

    def due(self) -> bool:
        return self.since is not None and time.monotonic() - self.since >= OUTCOMES_FLUSH_SECONDS

    def flush(self) -> None:
        if self.since is None:
            return
        with transaction.atomic():
            results_record_many(outcomes=self.results)
            _finish_many(self.finished)
        self.results, self.finished, self.since = [], [], None


def _release(sends: list[Send]) -> None:
    """Sends claimed with a batch whose turn never came (an error stopped it): back to the
    queue at once (``sends_due`` finds them; the sweep does if this fails too)."""
    if sends:
        Send.objects.filter(pk__in=[s.pk for s in sends], status=Send.Status.SENDING).update(
            status=Send.Status.DEFERRED, claimed_at=None, next_attempt_at=timezone.now()
        )


def _deliver_one(
    send: Send,
    due: list[Recipient],
    suppressed: set[str],
    transports: dict[tuple, object],
    outcomes: _Outcomes,
) -> None:
    due = _refused_later(send, due, suppressed, outcomes)
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
        # In flight, committed before the transport is called (autocommit): a worker that
        # dies from here on leaves these recipients unconfirmed, never resent.
        _mark_in_flight(recipients)
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
        outcomes.add(send, results)
    outcomes.finish(send)


def _transport_key(name: str, route) -> tuple:
    """What a built transport depends on: its name and the domain route's transport, login
    and options (one transport object per distinct key in a batch)."""
    if route is None:
        return (name,)
    options = json.dumps(getattr(route, "options", None) or {}, sort_keys=True, default=str)
    return (name, route.transport, route.credential_id, options)


def _refused_later(
    send: Send, due: list[Recipient], suppressed: set[str], outcomes: _Outcomes
) -> list[Recipient]:
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
        outcomes.add(send, refused)  # never handed over: lost in a crash, they are refused again
    gone = {r.address for r in refused}
    return [r for r in due if r.address not in gone]


def _finish_many(sends: list[Send]) -> None:
    """Release the claims: deferred while some recipient waits for a retry, else done.

    Each UPDATE is conditional on the claim still being ours (status ``sending``): a sweep
    that took a stale claim meanwhile has the last word, without a row lock to take first.
    The sends done are released in one UPDATE."""
    if not sends:
        return
    waiting: dict[str, list] = defaultdict(list)
    for send_id, at in Recipient.objects.filter(
        send_id__in=[s.pk for s in sends],
        status__in=[Recipient.Status.PENDING, Recipient.Status.DEFERRED],
    ).values_list("send_id", "next_attempt_at"):
        waiting[send_id].append(at)
    now = timezone.now()
    done = []
    for send in sends:
        send.claimed_at = None
        send.updated_at = now
        if send.pk not in waiting:
            send.status = Send.Status.DONE
            send.finished_at = now
            done.append(send.pk)
            continue
        send.status = Send.Status.DEFERRED
        send.next_attempt_at = min((t for t in waiting[send.pk] if t), default=now)
        released = Send.objects.filter(pk=send.pk, status=Send.Status.SENDING).update(
            status=send.status,
            next_attempt_at=send.next_attempt_at,
            claimed_at=None,
            updated_at=now,
        )
        if released:
            deliver_enqueue(send, eta=send.next_attempt_at, retry=True)
    if done:
        Send.objects.filter(pk__in=done, status=Send.Status.SENDING).update(
            status=Send.Status.DONE, claimed_at=None, finished_at=now, updated_at=now
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
