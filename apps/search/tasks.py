"""Celery tasks of the search app, each named after the service it runs
(``messages_index`` is ``messages.index``); the queue follows from the name (``index``)."""

from __future__ import annotations

from celery import shared_task

from apps.search import services
from pylota.core.embeddings import EmbeddingError

RETRY_DELAYS = (10, 60, 300, 1800, 3600)


@shared_task(name="messages.index", bind=True, max_retries=len(RETRY_DELAYS))
def messages_index(self, message_ids: list[str]) -> int:
    """Its messages and others waiting, in one batch (``services.messages_index_queued``)."""
    try:
        return services.messages_index_queued(message_ids=message_ids).indexed
    except EmbeddingError as exc:
        attempt = self.request.retries
        if attempt >= len(RETRY_DELAYS):
            raise  # the nightly reconciliation re-queues it
        raise self.retry(exc=exc, countdown=RETRY_DELAYS[attempt]) from exc


@shared_task(name="index.reconcile")
def index_reconcile() -> int:
    return services.index_reconcile().drift
