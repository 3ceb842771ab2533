"""Celery tasks of the receive path, each named after the service it runs
(``inbound_process`` is ``inbound.process``)."""

from __future__ import annotations

import contextlib
import logging

from celery import shared_task

from apps.inbound import services

logger = logging.getLogger(__name__)
MAX_RETRIES = 8


@shared_task(name="inbound.process", bind=True, max_retries=MAX_RETRIES, acks_late=True)
def inbound_process(self, inbound_id: str) -> int:
    """One task per staged message, but each files the staged message whose turn it is
    (ADR 0020), which is ``inbound_id`` unless another tenant's mail is due first: the
    counts match, so every staged message is filed, in an order fair between tenants."""
    target = None
    try:
        target = services.inbound_claim(prefer=inbound_id)
        if target is None:
            return 0  # filed already, or another worker is filing it
        return services.inbound_process(inbound_id=target)
    except Exception as exc:
        final = self.request.retries >= MAX_RETRIES
        try:
            services.inbound_record_failure(inbound_id=target or inbound_id, error=exc, final=final)
            if target is not None:
                services.inbound_defer(inbound_id=target)
        except Exception:  # the database is down too: retrying is what matters
            logger.warning("could not record an ingest failure", exc_info=True)
        if final:
            raise
        # 2, 4, 8 … seconds, capped at ten minutes; the sweep covers anything longer.
        raise self.retry(exc=exc, countdown=min(2 ** (self.request.retries + 1), 600)) from exc
    finally:
        if target is not None:
            with contextlib.suppress(Exception):  # a lost connection released it already
                services.inbound_release(inbound_id=target)


@shared_task(name="inbound.sweep")
def inbound_sweep() -> int:
    return services.inbound_sweep()
