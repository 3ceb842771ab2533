"""Celery tasks of the send path. Names start with ``outbound.`` or ``delivery.``: the
queue follows from the prefix (settings.CELERY_TASK_ROUTES)."""

from __future__ import annotations

from celery import shared_task

from apps.outbound import services


@shared_task(name="outbound.deliver")
def deliver(send_id: str) -> bool:
    """A send's first attempt."""
    return services.send_deliver(send_id)


@shared_task(name="delivery.attempt")
def delivery_attempt(send_id: str) -> bool:
    """A retry (deferred recipients) or a scheduled send whose time has come."""
    return services.send_deliver(send_id)


@shared_task(name="delivery.retry_due")
def retry_due() -> int:
    return services.sends_due()


@shared_task(name="delivery.sweep")
def sweep() -> dict:
    return services.delivery_sweep()


@shared_task(name="delivery.report", autoretry_for=(Exception,), max_retries=5, retry_backoff=True)
def process_report(message_id: str) -> None:
    services.report_process(message_id=message_id)


@shared_task(name="outbound.uploads_purge")
def uploads_purge() -> int:
    return services.uploads_purge()
