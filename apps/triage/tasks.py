"""Celery tasks of the triage app, each named after the service it runs (``triage_message``
is ``triage.message``); the queue follows from the name (``index``)."""

from __future__ import annotations

from celery import shared_task

from apps.triage import services
from pylota.core.llm import ModelError

RETRY_DELAYS = (10, 60, 300)


@shared_task(name="triage.message", bind=True, max_retries=len(RETRY_DELAYS))
def triage_message(self, message_id: str) -> str:
    """Its message, and others waiting when the offline classifier sorts them
    (``services.triage_queued``)."""
    try:
        record = services.triage_queued(message_id=message_id)
    except ModelError as exc:  # retryable: rate limit, 5xx, timeout
        attempt = self.request.retries
        if attempt >= len(RETRY_DELAYS):
            record = services.triage_queued(message_id=message_id, model_failed=True)
        else:
            raise self.retry(exc=exc, countdown=RETRY_DELAYS[attempt]) from exc
    return (record or {}).get("status", "skipped")


@shared_task(name="triage.sweep")
def triage_sweep() -> int:
    return services.triage_sweep()
