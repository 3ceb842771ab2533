"""Celery tasks of the webhooks app, each named after the service it runs
(``webhook_deliver`` is ``webhook.deliver``); the queue follows from the name
(``settings.CELERY_TASK_ROUTES``)."""

from __future__ import annotations

from celery import shared_task

from apps.webhooks import services


@shared_task(name="webhook.deliver")
def webhook_deliver(delivery_id: str) -> str | None:
    """One attempt of one delivery; a no-op when it is not due or someone else has it."""
    return services.webhook_deliver(delivery_id=delivery_id)


@shared_task(name="webhooks.sweep")
def webhooks_sweep() -> dict[str, int]:
    return services.webhooks_sweep()
