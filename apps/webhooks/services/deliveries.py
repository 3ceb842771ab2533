"""Delivering events to endpoints: the fan-out, each attempt, retries, holds and the sweep.

Life of a delivery (``WebhookDelivery.state``)::

    pending ──claim──▶ sending ──2xx──▶ succeeded
       ▲                  │
       │                  ├─ failure, attempts left ──▶ pending (next_attempt_at later)
       │                  └─ 410 / attempts used up / endpoint disabled ──▶ failed
       └──release── held ◀── the tenant or its partner is suspended (at fan-out or claim)

The fan-out runs inside ``event_dispatch``'s transaction; a delivery task per delivery is
queued after that commits. Retries due within a minute ride a Celery countdown; later ones
(and anything whose message was lost) are queued by ``webhooks_sweep``, which Celery beat
runs every ``PM_WEBHOOKS_SWEEP_SECONDS``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from apps.events.services import event_record
from apps.tenants import selectors as tenant_selectors
from apps.tenants.services import audit_record, keyring
from apps.webhooks import selectors
from apps.webhooks.models import SECRET_CONTEXT, WebhookDelivery, WebhookEndpoint
from apps.webhooks.services import payload
from pylota.core import ssrf
from pylota.core.principal import Actor
from pylota.core.webhooks import retry, sender
from pylota.core.webhooks import signing as webhook_signing
from pylota.tasks import enqueue_each_on_commit

if TYPE_CHECKING:
    from apps.events.models import Event

logger = logging.getLogger(__name__)

State = WebhookDelivery.State
Kind = WebhookDelivery.Kind
SYSTEM = Actor(user="system:webhooks")

# A claimed delivery whose worker died is taken back this long after its timeout ran out.
LEASE_MARGIN = timedelta(seconds=30)
# Retries due sooner than this are queued with a Celery countdown; later ones by the sweep
# (long countdowns sit in worker memory and are redelivered early by some brokers).
COUNTDOWN_MAX_SECONDS = 60
# A delivery queued this long ago and still pending lost its message: the sweep queues it again.
REQUEUE_AFTER = timedelta(minutes=2)
RESPONSE_BODY_LIMIT = sender.RESPONSE_BODY_LIMIT


def transport_policy() -> ssrf.Policy:
    return ssrf.Policy(
        allow_private=settings.PM_WEBHOOKS_ALLOW_PRIVATE,
        allow_http=settings.PM_WEBHOOKS_ALLOW_HTTP,
    )


def owner_ids(endpoint: WebhookEndpoint) -> dict[str, str]:
    """Audit and event scope of an endpoint: its tenant and that tenant's partner, or its
    partner alone."""
    if endpoint.partner_id:
        return {"tenant_id": "", "partner_id": endpoint.partner_id}
    return {"tenant_id": endpoint.tenant_id or "", "partner_id": endpoint.tenant.partner_id or ""}


def webhook_secrets(endpoint: WebhookEndpoint, *, now: datetime) -> list[str]:
    """The secrets that sign a delivery now: the current one, then the one it replaced
    while the rotation overlap lasts."""
    found = [keyring.open_secret(endpoint.secret, context=SECRET_CONTEXT).decode()]
    expires = endpoint.previous_secret_expires_at
    if endpoint.previous_secret and expires is not None and expires > now:
        previous = keyring.open_secret(endpoint.previous_secret, context=SECRET_CONTEXT)
        found.append(previous.decode())
    return found


# --- Holds ----------------------------------------------------------------------------------


class _Holds:
    """hold_reason, remembered for the length of one fan-out, replay or sweep."""

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], str | None] = {}

    def reason(self, tenant_id: str, partner_id: str) -> str | None:
        key = (tenant_id or "", partner_id or "")
        if key not in self._seen:
            self._seen[key] = tenant_selectors.hold_reason(tenant_id=key[0], partner_id=key[1])
        return self._seen[key]


def new_holds() -> _Holds:
    return _Holds()


# --- Queueing -------------------------------------------------------------------------------


def deliveries_queue(delivery_ids: list[str], *, countdown: float | None = None) -> None:
    """Queue one attempt per delivery after commit; the sweep queues any that are lost."""
    enqueue_each_on_commit("webhook.deliver", delivery_ids, countdown=countdown)


# --- Fan-out --------------------------------------------------------------------------------


def webhook_fanout(event: Event) -> int:
    """The outbox consumer (``PM_EVENT_CONSUMERS``): one delivery per matching endpoint.

    Runs inside ``event_dispatch``'s transaction, which may run again for the same event
    after a failure; the unique constraint on (endpoint, event) makes the repeat insert
    nothing, and only deliveries never attempted are queued again.
    ``webhook.test`` events are delivered by ``webhook_send_test`` to one endpoint only.
    """
    if event.type == selectors.TEST_EVENT:
        return 0
    endpoints = selectors.endpoints_for_event(event)
    if not endpoints:
        return 0
    held = tenant_selectors.hold_reason(tenant_id=event.tenant_id, partner_id=event.partner_id)
    now = timezone.now()
    WebhookDelivery.objects.bulk_create(
        [
            WebhookDelivery(
                endpoint=endpoint,
                event=event,
                kind=Kind.EVENT,
                state=State.HELD if held else State.PENDING,
                next_attempt_at=None if held else now,
                queued_at=None if held else now,
                error=held or "",
            )
            for endpoint in endpoints
        ],
        ignore_conflicts=True,
    )
    if not held:
        fresh = WebhookDelivery.objects.filter(
            event=event, kind=Kind.EVENT, state=State.PENDING, attempts=0
        )
        deliveries_queue(list(fresh.values_list("pk", flat=True)))
    return len(endpoints)


# --- One attempt ----------------------------------------------------------------------------


def _claim(delivery_id: str, now: datetime) -> WebhookDelivery | None:
    with transaction.atomic():
        # The race this prevents: the delivery task, a second copy of it (acks_late hands a
        # message to another worker when its first worker dies) and the sweep may all try
        # to send this delivery at the same moment. skip_locked lets exactly one of them
        # lock the row; the others find nothing and return instead of waiting and then
        # sending it again. The SENDING state and its lease then keep later comers out once
        # this short transaction commits, so no transaction stays open during the request.
        delivery = (
            WebhookDelivery.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("endpoint", "event")
            .filter(pk=delivery_id, state=State.PENDING, next_attempt_at__lte=now)
            .first()
        )
        if delivery is None:
            return None
        if not delivery.endpoint.enabled and delivery.kind != Kind.TEST:
            delivery.state = State.FAILED
            delivery.error = "endpoint_disabled"
            delivery.next_attempt_at = None
            delivery.completed_at = now
            delivery.save(update_fields=["state", "error", "next_attempt_at", "completed_at"])
            return None
        held = tenant_selectors.hold_reason(
            tenant_id=delivery.event.tenant_id, partner_id=delivery.event.partner_id
        )
        if held:
            delivery.state = State.HELD
            delivery.error = held
            delivery.next_attempt_at = None
            delivery.save(update_fields=["state", "error", "next_attempt_at"])
            return None
        delivery.state = State.SENDING
        delivery.attempts += 1
        delivery.last_attempt_at = now
        delivery.lease_until = (
            now + timedelta(seconds=settings.PM_WEBHOOKS_TIMEOUT_SECONDS) + LEASE_MARGIN
        )
        delivery.queued_at = None
        delivery.save(
            update_fields=["state", "attempts", "last_attempt_at", "lease_until", "queued_at"]
        )
        return delivery


def webhook_deliver(*, delivery_id: str, now: datetime | None = None) -> str | None:
    """Make one attempt if the delivery is due and nobody else is making it.

    Returns the state the delivery is left in, or None when there was nothing to do.
    ``now`` is injectable so tests can walk the retry schedule on a controlled clock.
    """
    now = now or timezone.now()
    delivery = _claim(delivery_id, now)
    if delivery is None:
        return None
    endpoint, event = delivery.endpoint, delivery.event
    body = payload.event_body(event)
    # The event ID is the idempotency key: the same webhook-id on every attempt and replay.
    headers = webhook_signing.sign_headers(
        webhook_secrets(endpoint, now=now), event.pk, int(now.timestamp()), body
    )
    outcome = sender.post(
        endpoint.url,
        body,
        headers.as_dict(),
        timeout=settings.PM_WEBHOOKS_TIMEOUT_SECONDS,
        policy=transport_policy(),
    )
    state = _record(delivery, outcome, now)
    logger.info(
        "webhook attempt",
        extra={
            "delivery_id": delivery.pk,
            "endpoint_id": endpoint.pk,
            "event_id": event.pk,
            "attempt": delivery.attempts,
            "status": outcome.status,
            "error": outcome.error,
            "detail": outcome.detail,
            "latency_ms": outcome.latency_ms,
            "state": state,
        },
    )
    return state


def _record(delivery: WebhookDelivery, outcome: sender.Outcome, now: datetime) -> str | None:
    finished = now + timedelta(milliseconds=outcome.latency_ms)
    countdown: float | None = None
    with transaction.atomic():
        endpoint = (
            WebhookEndpoint.objects.select_for_update().filter(pk=delivery.endpoint_id).first()
        )
        current = (
            WebhookDelivery.objects.select_for_update()
            .filter(pk=delivery.pk, state=State.SENDING, attempts=delivery.attempts)
            .first()
        )
        if endpoint is None or current is None:
            return None  # the endpoint was deleted, or the sweep took the lease back
        current.response_status = outcome.status
        current.response_body = outcome.body[:RESPONSE_BODY_LIMIT].decode("utf-8", "replace")
        current.latency_ms = outcome.latency_ms
        current.error = outcome.error or ("" if outcome.ok else f"http_{outcome.status}")
        current.lease_until = None
        if outcome.ok:
            current.state = State.SUCCEEDED
            if current.kind != Kind.TEST and endpoint.consecutive_failures:
                endpoint.consecutive_failures = 0
                endpoint.save(update_fields=["consecutive_failures"])
        elif current.kind == Kind.TEST:
            current.state = State.FAILED  # one attempt; the endpoint's health is untouched
        else:
            endpoint.consecutive_failures = F("consecutive_failures") + 1
            endpoint.save(update_fields=["consecutive_failures"])
            endpoint.refresh_from_db(fields=["consecutive_failures"])
            if outcome.status == 410:
                current.state = State.FAILED
                current.error = "gone"
                endpoint_disable(endpoint=endpoint, reason="gone", now=finished, outcome=outcome)
            elif endpoint.consecutive_failures >= settings.PM_WEBHOOKS_DISABLE_AFTER_FAILURES:
                current.state = State.FAILED
                endpoint_disable(endpoint=endpoint, reason="failing", now=finished, outcome=outcome)
            elif not endpoint.enabled:
                current.state = State.FAILED
            else:
                retry_after = retry.parse_retry_after(outcome.retry_after, finished)
                delay = retry.next_delay(current.attempts, retry_after=retry_after)
                if delay is None:
                    current.state = State.FAILED
                else:
                    current.state = State.PENDING
                    current.next_attempt_at = finished + timedelta(seconds=delay)
                    if delay <= COUNTDOWN_MAX_SECONDS:
                        current.queued_at = finished
                        countdown = delay
        if current.state != State.PENDING:
            current.next_attempt_at = None
            current.completed_at = finished
        current.save()
        if countdown is not None:
            deliveries_queue([current.pk], countdown=countdown)
    return current.state


# --- Disabling ------------------------------------------------------------------------------


def fail_waiting(endpoint: WebhookEndpoint, *, error: str, now: datetime | None = None) -> int:
    """Deliveries still waiting for a disabled endpoint fail now (a replay can resend)."""
    return WebhookDelivery.objects.filter(
        endpoint=endpoint, state__in=[State.PENDING, State.HELD]
    ).update(
        state=State.FAILED,
        error=error,
        next_attempt_at=None,
        queued_at=None,
        completed_at=now or timezone.now(),
    )


def endpoint_disable(
    *,
    endpoint: WebhookEndpoint,
    reason: str,
    now: datetime,
    outcome: sender.Outcome | None = None,
) -> None:
    """Turn an endpoint off for a 410 or too many failures, and tell its siblings.

    Must run in the caller's transaction (with the endpoint row locked). The
    ``webhook.disabled`` event goes to the tenant's (or partner's) other endpoints; this
    one is disabled by then, so the fan-out skips it.
    """
    if not endpoint.enabled:
        return
    endpoint.enabled = False
    endpoint.disabled_reason = reason
    endpoint.disabled_at = now
    endpoint.save(update_fields=["enabled", "disabled_reason", "disabled_at", "updated_at"])
    fail_waiting(endpoint, error="endpoint_disabled", now=now)
    owner = owner_ids(endpoint)
    audit_record(
        actor=SYSTEM,
        type="webhook.disabled",
        target=endpoint,
        **owner,
        data={"reason": reason, "consecutive_failures": endpoint.consecutive_failures},
    )
    event_record(
        type="webhook.disabled",
        data={
            "webhook_id": endpoint.pk,
            "url": endpoint.url,
            "reason": reason,
            "consecutive_failures": endpoint.consecutive_failures,
            "last_response_status": outcome.status if outcome else None,
            "disabled_at": now.isoformat().replace("+00:00", "Z"),
        },
        **owner,
    )


# --- Operator actions -----------------------------------------------------------------------


@transaction.atomic
def delivery_retry_now(*, actor: Actor, deliveries: Iterable[WebhookDelivery]) -> list[str]:
    """Make failed or waiting deliveries due now (the admin's "Retry now").

    A delivery whose attempts are used up gets one more attempt. Deliveries being sent or
    already delivered are left alone; held ones stay held while their tenant is suspended.
    Returns the IDs queued.
    """
    now = timezone.now()
    ids = [d.pk for d in deliveries]
    queued = list(
        WebhookDelivery.objects.filter(pk__in=ids, state__in=[State.FAILED, State.PENDING])
        .select_for_update(skip_locked=True)
        .values_list("pk", flat=True)
    )
    WebhookDelivery.objects.filter(pk__in=queued).update(
        state=State.PENDING, next_attempt_at=now, queued_at=now, completed_at=None
    )
    for delivery in WebhookDelivery.objects.filter(pk__in=queued).select_related("endpoint"):
        audit_record(
            actor=actor,
            type="webhook.delivery_retried",
            target=delivery.endpoint,
            **owner_ids(delivery.endpoint),
            data={"delivery_id": delivery.pk, "event_id": delivery.event_id},
        )
    deliveries_queue(queued)
    return queued


# --- The sweep ------------------------------------------------------------------------------


def _recover_expired_leases(now: datetime) -> int:
    """Deliveries whose worker died mid-attempt: retried at once, or failed if that was the
    last attempt (or a test, which has one)."""
    stale = WebhookDelivery.objects.filter(state=State.SENDING, lease_until__lt=now)
    failed = stale.filter(Q(attempts__gte=retry.MAX_ATTEMPTS) | Q(kind=Kind.TEST)).update(
        state=State.FAILED, error="interrupted", lease_until=None, completed_at=now
    )
    retried = stale.update(
        state=State.PENDING,
        error="interrupted",
        lease_until=None,
        next_attempt_at=now,
        queued_at=None,
    )
    return failed + retried


def _release_held(now: datetime) -> int:
    """Held deliveries whose tenant and partner are active again become due now."""
    held = WebhookDelivery.objects.filter(state=State.HELD)
    pairs = held.order_by().values_list("event__tenant_id", "event__partner_id").distinct()
    released = 0
    for tenant_id, partner_id in pairs:
        if tenant_selectors.hold_reason(tenant_id=tenant_id, partner_id=partner_id) is None:
            # A conditional UPDATE: a concurrent sweep releasing the same rows writes the
            # same values, and a row claimed meanwhile is no longer HELD.
            released += held.filter(
                event__tenant_id=tenant_id, event__partner_id=partner_id
            ).update(state=State.PENDING, next_attempt_at=now, queued_at=None, error="")
    return released


def _queue_due(now: datetime, batch: int) -> int:
    with transaction.atomic():
        # The race: two sweeps overlapping (a slow one and the next) would queue the same
        # deliveries twice. skip_locked hands each row to one sweep. (A duplicate would
        # still send once, the claim sees to that, but it would cost a task.)
        due = list(
            WebhookDelivery.objects.select_for_update(skip_locked=True)
            .filter(state=State.PENDING, next_attempt_at__lte=now)
            .filter(Q(queued_at__isnull=True) | Q(queued_at__lt=now - REQUEUE_AFTER))
            .order_by("next_attempt_at")
            .values_list("pk", flat=True)[:batch]
        )
        if due:
            WebhookDelivery.objects.filter(pk__in=due).update(queued_at=now)
            deliveries_queue(due)
    return len(due)


def webhooks_sweep(*, now: datetime | None = None, batch: int = 1000) -> dict[str, int]:
    """Celery beat, every PM_WEBHOOKS_SWEEP_SECONDS: take back dead workers' claims, release
    deliveries whose tenant or partner is active again, queue what is due."""
    now = now or timezone.now()
    counts = {
        "recovered": _recover_expired_leases(now),
        "released": _release_held(now),
        "queued": _queue_due(now, batch),
    }
    if any(counts.values()):
        logger.info("webhook deliveries sweep", extra=counts)
    return counts
