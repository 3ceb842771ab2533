"""The events outbox: record inside the business transaction, dispatch after commit.

Consumers (webhooks' fan-out, indexing, mail purge, report processing) are registered in
one place, ``settings.PM_EVENT_CONSUMERS``: the events app calls them by dotted path and
imports none of them, so it stays at the bottom of the app order.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from apps.events import selectors
from apps.events.models import Event
from apps.tenants import selectors as tenant_selectors
from pylota import metrics
from pylota.core.events import EVENT_TYPES
from pylota.tasks import enqueue_on_commit

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

logger = logging.getLogger(__name__)

# PostgreSQL NOTIFY channel that wakes the event stream (apps/events/api/listening.py
# listens). NOTIFY is transactional: it is delivered when the recording transaction
# commits, and never if it rolls back.
STREAM_CHANNEL = "pm_events"


def event_record(
    *,
    type: str,
    data: dict,
    tenant: Tenant | None = None,
    tenant_id: str = "",
    partner_id: str = "",
) -> Event:
    """Write an event in the caller's transaction; it is dispatched once that commits.

    Pass ``tenant`` when you hold it: it sets the tenant and its partner without a query.

    Must run inside ``transaction.atomic``: an event recorded outside a transaction could
    be dispatched for a change that later rolls back.
    """
    if type not in EVENT_TYPES:
        raise ValueError(f"unknown event type {type!r}")
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("event_record must run inside the business transaction")
    if tenant is not None:
        tenant_id, partner_id = tenant.id, tenant.partner_id or ""
    elif tenant_id and not partner_id:
        # Partner-scope webhooks select events by partner_id: fill it in for callers that
        # only know the tenant, so no partner ever misses one of its tenants' events.
        partner_id = tenant_selectors.tenant_partner_id(tenant_id=tenant_id)
    # Events hold JSON: datetimes become RFC 3339 strings, as the API shows them.
    data = json.loads(json.dumps(data, cls=DjangoJSONEncoder))
    event = Event.objects.create(
        type=type,
        data=data,
        tenant_id=tenant_id,
        partner_id=partner_id,
        identity_id=selectors.event_identity_of(type=type, data=data),
    )
    _notify_stream()
    metrics.EVENTS_RECORDED.labels(type).inc()
    enqueue_on_commit("event.dispatch", event.id)
    return event


def event_record_many(*, events: Sequence[tuple[str, dict, Tenant]]) -> list[Event]:
    """``event_record`` for many events of one business transaction, each ``(type, data,
    tenant)``: one INSERT, one NOTIFY and, after commit, one task that dispatches them all
    (``events_dispatch``: each still exactly once, the sweep covering a lost task)."""
    if not events:
        return []
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("event_record_many must run inside the business transaction")
    rows = []
    for type, data, tenant in events:
        if type not in EVENT_TYPES:
            raise ValueError(f"unknown event type {type!r}")
        data = json.loads(json.dumps(data, cls=DjangoJSONEncoder))
        rows.append(
            Event(
                type=type,
                data=data,
                tenant_id=tenant.id,
                partner_id=tenant.partner_id or "",
                identity_id=selectors.event_identity_of(type=type, data=data),
            )
        )
    created = Event.objects.bulk_create(rows)
    _notify_stream()
    for row in created:
        metrics.EVENTS_RECORDED.labels(row.type).inc()
    enqueue_on_commit("events.dispatch", [row.id for row in created])
    return created


def _notify_stream() -> None:
    """Wake the stream listeners of every web process once this transaction commits.

    PostgreSQL folds identical notifications of one transaction into one, so a
    transaction recording many events sends one.
    """
    with transaction.get_connection().cursor() as cursor:
        cursor.execute("SELECT pg_notify(%s, '')", [STREAM_CHANNEL])


def _consumers() -> list[Callable[[Event], None]]:
    return [import_string(path) for path in settings.PM_EVENT_CONSUMERS]


def event_dispatch(*, event_id: str, via: str = "task") -> bool:
    """Hand one event to every consumer, exactly once; False if there was nothing to do.

    The row lock (skip_locked) stops a task and the sweep from dispatching the same event
    at the same time; the ``dispatched_at IS NULL`` condition stops a second dispatch after
    the first committed. Consumers run inside the lock, so if one fails nothing is marked
    and the whole dispatch is retried: consumers must therefore be idempotent per event id.
    The attempt is counted even then (the consumers run in a savepoint), so an operator
    can see an event that keeps failing.
    """
    failure: Exception | None = None
    with transaction.atomic():
        event = (
            Event.objects.select_for_update(skip_locked=True)
            .filter(pk=event_id, dispatched_at__isnull=True)
            .first()
        )
        if event is None:
            return False
        Event.objects.filter(pk=event.pk).update(dispatch_attempts=event.dispatch_attempts + 1)
        try:
            with transaction.atomic():
                for consumer in _consumers():
                    consumer(event)
                Event.objects.filter(pk=event.pk).update(dispatched_at=timezone.now())
        except Exception as exc:  # raised below, once the attempt is counted
            failure = exc
    if failure is not None:
        raise failure
    metrics.EVENTS_DISPATCHED.labels(via).inc()
    return True


def events_dispatch(*, event_ids: Sequence[str]) -> int:
    """``event_dispatch`` for each of ``event_ids`` (the events of one transaction, one
    task); one whose consumers fail is left to the sweep, as a failed ``event.dispatch``
    task is, and the others still go. The count dispatched."""
    dispatched = 0
    for event_id in event_ids:
        try:
            dispatched += event_dispatch(event_id=event_id)
        except Exception:
            logger.exception(
                "event dispatch failed; the sweep retries it", extra={"event_id": event_id}
            )
    return dispatched


def events_sweep(*, older_than_seconds: int | None = None, batch: int = 500) -> int:
    """Dispatch events that committed but were never dispatched (crash, broker down)."""
    if older_than_seconds is None:
        older_than_seconds = settings.PM_EVENT_SWEEP_AFTER_SECONDS
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    pending = Event.objects.filter(dispatched_at__isnull=True, created_at__lte=cutoff)
    ids = list(pending.order_by("created_at").values_list("pk", flat=True)[:batch])
    dispatched = 0
    for event_id in ids:
        try:
            dispatched += event_dispatch(event_id=event_id, via="sweep")
        except Exception:
            logger.exception("event dispatch failed in the sweep", extra={"event_id": event_id})
    return dispatched


@transaction.atomic
def events_erase(
    *,
    tenant_id: str,
    message_ids: list[str] = (),
    thread_ids: list[str] = (),
    identity_ids: list[str] = (),
    address: str = "",
    whole_tenant: bool = False,
) -> dict[str, int]:
    """Delete the tenant's events about erased mail (an erasure): those naming one of the
    messages (``data.id``), threads (``data.thread_id``) or identities, or mentioning the
    address anywhere in their data; their webhook deliveries (and the payloads they
    carried) cascade. Returns the rows removed per table."""
    from django.db.models import Q, TextField
    from django.db.models.functions import Cast

    events = Event.objects.filter(tenant_id=tenant_id)
    if not whole_tenant:
        q = Q(pk__in=[])
        if message_ids:
            q |= Q(data__id__in=list(message_ids))
        if thread_ids:
            q |= Q(data__thread_id__in=list(thread_ids))
        if identity_ids:
            q |= Q(identity_id__in=list(identity_ids))
        if address:
            events = events.annotate(_text=Cast("data", TextField()))
            q |= Q(_text__icontains=address)
        events = events.filter(q)
    _, per_model = Event.objects.filter(pk__in=events.values("pk")).delete()
    labels = {"events.Event": "events.events", "webhooks.WebhookDelivery": "webhooks.deliveries"}
    return {labels.get(label, label): n for label, n in per_model.items() if n}
