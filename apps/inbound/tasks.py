"""Celery tasks of the receive path, each named after the service it runs
(``inbound_process`` is ``inbound.process``)."""

from __future__ import annotations

import logging

from celery import shared_task

from apps.inbound import services

logger = logging.getLogger(__name__)
MAX_RETRIES = 8


@shared_task(name="inbound.process", bind=True, max_retries=MAX_RETRIES, acks_late=True)
def inbound_process(self, inbound_id: str) -> int:
    try:
        return services.inbound_process(inbound_id=inbound_id)
    except Exception as exc:
        final = self.request.retries >= MAX_RETRIES
        try:
            services.inbound_record_failure(inbound_id=inbound_id, error=exc, final=final)
        except Exception:  # the database is down too: retrying is what matters
            logger.warning("could not record an ingest failure", exc_info=True)
        if final:
            raise
        # 2, 4, 8 … seconds, capped at ten minutes; the sweep covers anything longer.
        raise self.retry(exc=exc, countdown=min(2 ** (self.request.retries + 1), 600)) from exc


@shared_task(name="inbound.sweep")
def inbound_sweep() -> int:
    return services.inbound_sweep()
