"""Celery tasks of the mailbox, each named after the service it runs (``mailbox_purge`` is
``mailbox.purge``); the queue follows from the name (``settings.CELERY_TASK_ROUTES``)."""

from __future__ import annotations

from celery import shared_task

from apps.mailbox import services


@shared_task(name="mailbox.purge", autoretry_for=(Exception,), retry_backoff=True)
def mailbox_purge(identity_id: str) -> int:
    """Remove a deleted identity's threads, messages, attachments and unshared raw blobs."""
    return services.mailbox_purge(identity_id=identity_id)


@shared_task(name="mailbox.purge_sweep")
def mailbox_purge_sweep() -> int:
    return services.mailbox_purge_sweep()
