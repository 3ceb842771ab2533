"""Celery tasks of the webhooks app. Names start with ``webhooks.``, which routes them to
the ``webhooks`` queue (CELERY_TASK_ROUTES)."""

from __future__ import annotations

from celery import shared_task

from apps.webhooks import services


@shared_task(name="webhooks.dispatch_event")
def dispatch_event(event_id: str) -> bool:
    return services.event_dispatch(event_id=event_id)


@shared_task(name="webhooks.events_sweep")
def events_sweep() -> int:
    return services.events_sweep()


@shared_task(name="webhooks.deliver")
def deliver(delivery_id: str) -> str | None:
    """One attempt of one delivery; a no-op when it is not due or someone else has it."""
    return services.delivery_attempt(delivery_id=delivery_id)


@shared_task(name="webhooks.deliveries_sweep")
def deliveries_sweep() -> dict[str, int]:
    return services.deliveries_sweep()
