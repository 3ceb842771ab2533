"""Celery tasks of the outbox. Each task is named after the service it runs
(``event_dispatch`` is ``event.dispatch``); the queue follows from the name
(``settings.CELERY_TASK_ROUTES``)."""

from __future__ import annotations

from celery import shared_task

from apps.events import services


@shared_task(name="event.dispatch")
def event_dispatch(event_id: str) -> bool:
    return services.event_dispatch(event_id=event_id)


@shared_task(name="events.dispatch")
def events_dispatch(event_ids: list[str]) -> int:
    return services.events_dispatch(event_ids=event_ids)


@shared_task(name="events.sweep")
def events_sweep() -> int:
    return services.events_sweep()
