"""Celery tasks of the send path, each named after the service it runs (``send_deliver``
is ``send.deliver``); the queue follows from the name (settings.CELERY_TASK_ROUTES)."""

from __future__ import annotations

from celery import shared_task

from apps.outbound import services


@shared_task(name="send.deliver")
def send_deliver(send_id: str) -> bool:
    """One attempt of one send: its first, a retry of deferred recipients, or a scheduled
    send whose time has come (retries are queued on "delivery")."""
    return services.send_deliver(send_id)


@shared_task(name="sends.due")
def sends_due() -> int:
    return services.sends_due()


@shared_task(name="sends.sweep")
def sends_sweep() -> dict:
    return services.sends_sweep()


@shared_task(name="report.process", autoretry_for=(Exception,), max_retries=5, retry_backoff=True)
def report_process(message_id: str) -> None:
    services.report_process(message_id=message_id)


@shared_task(name="uploads.purge")
def uploads_purge() -> int:
    return services.uploads_purge()
