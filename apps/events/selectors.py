"""Reads of the outbox: events as the caller's scope sees them, and the stream's reads."""

from __future__ import annotations

from collections.abc import Callable, Collection

from django.db.models import BigIntegerField, BooleanField, Func, QuerySet
from django.db.models.expressions import RawSQL

from apps.events.models import Event
from pylota.core.errors import AppError
from pylota.core.principal import Principal

# A position in the stream: (recording transaction's ID, event ID). See Event.xid.
Position = tuple[int, str]
START: Position = (0, "")


class _Watermark(Func):
    """A transaction ID below which no transaction can still add an event.

    Below the statement snapshot's ``xmin`` every transaction has finished. Above it, the
    snapshot's in-progress list may hold transactions of other databases on the same
    server (transaction IDs are server-wide; a test suite's or another product's open
    transaction would otherwise hold the stream back): one that ``pg_stat_activity``
    shows running in another database can never write here, so it is passed over. Any
    other entry (running here, finished since the snapshot, prepared, or a backend whose
    row we may not read) stops the watermark. ``pg_current_snapshot()`` is the
    statement's own snapshot.
    """

    template = """(
        SELECT LEAST(
            pg_snapshot_xmax(s.snap)::text::bigint,
            (SELECT min(x::text::bigint) FROM pg_snapshot_xip(s.snap) AS x
             WHERE NOT EXISTS (
                SELECT 1 FROM pg_stat_activity AS a
                WHERE a.backend_xid = xid(x) AND a.datname <> current_database()
             ))
        )
        FROM (SELECT pg_current_snapshot() AS snap) AS s
    )"""
    output_field = BigIntegerField()


def event_list(*, principal: Principal, type: str | None = None) -> QuerySet[Event]:
    events = Event.objects.for_principal(principal)
    if type:
        events = events.filter(type=type)
    return events


def event_get(*, principal: Principal, event_id: str) -> Event:
    event = event_list(principal=principal).filter(pk=event_id).first()
    if event is None:
        raise AppError("event_not_found")
    return event


def event_identity_of(*, type: str, data: dict) -> str:
    """The identity an event is about: ``data.identity_id``, or ``data.id`` of identity.*
    (the rule webhooks' identity filter uses); "" when it is about none."""
    value = data.get("identity_id") if isinstance(data, dict) else None
    if not value and type.startswith("identity.") and isinstance(data, dict):
        value = data.get("id")
    return value if isinstance(value, str) and len(value) <= 30 else ""


# --- The stream ---------------------------------------------------------------------------


def _after(position: Position) -> RawSQL:
    return RawSQL(
        '("events_event"."xid", "events_event"."id") > (%s, %s)',
        position,
        output_field=BooleanField(),
    )


def _at_most(position: Position) -> RawSQL:
    return RawSQL(
        '("events_event"."xid", "events_event"."id") <= (%s, %s)',
        position,
        output_field=BooleanField(),
    )


def _stream_filters(
    events: QuerySet[Event], types: Collection[str], identity_id: str | None
) -> QuerySet[Event]:
    if types:
        events = events.filter(type__in=list(types))
    if identity_id:
        events = events.filter(identity_id=identity_id)
    return events


def event_position(*, principal: Principal, event_id: str) -> Position:
    """Where the stream stands just after this event (a ``Last-Event-ID``). Another
    tenant's event answers ``event_not_found``, exactly like a missing one."""
    row = event_list(principal=principal).filter(pk=event_id).values_list("xid", "id").first()
    if row is None:
        raise AppError("event_not_found")
    return (row[0], row[1])


def event_stream_head() -> Position:
    """The position of the newest event no running transaction can precede (the start of
    a process's live feed)."""
    row = (
        Event.objects.filter(xid__lt=_Watermark())
        .order_by("-xid", "-id")
        .values_list("xid", "id")
        .first()
    )
    return (row[0], row[1]) if row else START


def event_stream_tail(*, after: Position, limit: int) -> tuple[list[Event], bool, bool]:
    """The process's live feed: every tenant's events after ``after`` that are final.

    Read by the stream's one listener thread per process, never for a caller: each
    listener filters it with ``event_stream_match`` (the scope rule of ``for_principal``,
    in Python; a test proves the two agree). Returns ``(events, more, pending)``: ``more``
    when the limit cut the read short, ``pending`` when committed events wait behind a
    transaction still running (read again shortly).
    """
    rows = list(
        Event.objects.filter(_after(after))
        .annotate(watermark=_Watermark())
        .order_by("xid", "id")[:limit]
    )
    final = [event for event in rows if event.xid < event.watermark]
    pending = len(final) < len(rows)
    return final, len(rows) == limit and not pending, pending


def event_stream_page(
    *,
    principal: Principal,
    types: Collection[str] = (),
    identity_id: str | None = None,
    after: Position,
    upto: Position,
    limit: int,
) -> list[Event]:
    """A listener's catch-up: the caller's events in ``(after, upto]``, oldest first.
    ``upto`` is a position of the live feed, so every event up to it is final."""
    events = _stream_filters(event_list(principal=principal), types, identity_id)
    return list(events.filter(_after(after), _at_most(upto)).order_by("xid", "id")[:limit])


def event_stream_match(
    *, principal: Principal, types: Collection[str] = (), identity_id: str | None = None
) -> Callable[[Event], bool]:
    """``event_stream_page``'s rule in Python, for the live feed: the caller's scope
    (``Event.principal_scope``) and the stream's filters."""
    wanted = frozenset(types)

    def in_scope(event: Event) -> bool:
        if principal.is_platform:
            return True
        if principal.is_partner:
            return bool(principal.partner_id) and event.partner_id == principal.partner_id
        if not principal.tenant_id or event.tenant_id != principal.tenant_id:
            return False
        return not principal.identity_id or event.identity_id == principal.identity_id

    def match(event: Event) -> bool:
        if wanted and event.type not in wanted:
            return False
        if identity_id and event.identity_id != identity_id:
            return False
        return in_scope(event)

    return match
