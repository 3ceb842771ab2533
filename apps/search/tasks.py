"""Celery tasks of the search app. Names start with ``index.``, which routes them to the
``index`` queue (CELERY_TASK_ROUTES)."""

from __future__ import annotations

from celery import shared_task

from apps.search import services
from pylota.core.embeddings import EmbeddingError

RETRY_DELAYS = (10, 60, 300, 1800, 3600)


def _retry(task, exc: Exception):
    attempt = task.request.retries
    if attempt >= len(RETRY_DELAYS):
        raise exc  # the nightly reconciliation re-queues it
    raise task.retry(exc=exc, countdown=RETRY_DELAYS[attempt])


@shared_task(name="index.message", bind=True, max_retries=len(RETRY_DELAYS))
def index_message(self, message_id: str) -> int:
    try:
        return services.messages_index(message_ids=[message_id]).indexed
    except EmbeddingError as exc:
        _retry(self, exc)


@shared_task(name="index.messages", bind=True, max_retries=len(RETRY_DELAYS))
def index_messages(self, message_ids: list[str]) -> int:
    try:
        return services.messages_index(message_ids=message_ids).indexed
    except EmbeddingError as exc:
        _retry(self, exc)


@shared_task(name="index.reconcile")
def reconcile() -> int:
    return services.reconcile().drift
