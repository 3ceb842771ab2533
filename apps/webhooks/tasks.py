from __future__ import annotations

from celery import shared_task

from apps.webhooks import services


@shared_task(name="webhooks.dispatch_event")
def dispatch_event(event_id: str) -> bool:
    return services.event_dispatch(event_id=event_id)


@shared_task(name="webhooks.events_sweep")
def events_sweep() -> int:
    return services.events_sweep()
