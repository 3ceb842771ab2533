"""Reads of the outbox: events as the caller's scope sees them."""

from __future__ import annotations

from django.db.models import QuerySet

from apps.events.models import Event
from pylota.core.errors import AppError
from pylota.core.principal import Principal


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
