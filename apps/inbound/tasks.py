"""Celery tasks of the receive path, each named after the service it runs
(``inbound_process`` is ``inbound.process``)."""

from __future__ import annotations

import contextlib
import logging

from celery import shared_task

from apps.inbound import selectors, services
from pylota.tasks import enqueue

logger = logging.getLogger(__name__)
MAX_RETRIES = 8


@shared_task(name="inbound.process", bind=True, max_retries=MAX_RETRIES, acks_late=True)
def inbound_process(self, inbound_id: str) -> int:
    """One task per staged message, or per share of a group-committed batch (ADR 0021:
    the row's ``claims``), but each files the staged messages whose turn it is (ADR 0020),
    which is ``inbound_id`` unless another tenant's mail is due first: the counts match,
    so every staged message is filed, in an order fair between tenants."""
    target = None
    try:
        target, claims = services.inbound_claim_share(prefer=inbound_id)
        if self.request.retries:
            claims = 1  # a retry is for the message that failed, not for its batch
        if target is None:
            return 0  # filed already, or other workers are filing them
        filed = services.inbound_process(inbound_id=target)
    except Exception as exc:
        final = self.request.retries >= MAX_RETRIES
        _record_failure(target or inbound_id, exc, final=final, claimed=target is not None)
        if final:
            raise
        # 2, 4, 8 … seconds, capped at ten minutes; the sweep covers anything longer.
        raise self.retry(exc=exc, countdown=min(2 ** (self.request.retries + 1), 600)) from exc
    finally:
        if target is not None:
            with contextlib.suppress(Exception):  # a lost connection released it already
                services.inbound_release(inbound_id=target)
    return filed + _file_more(claims - 1)


def _record_failure(inbound_id: str, exc: Exception, *, final: bool, claimed: bool) -> None:
    try:
        services.inbound_record_failure(inbound_id=inbound_id, error=exc, final=final)
        if claimed:
            services.inbound_defer(inbound_id=inbound_id)
    except Exception:  # the database is down too: retrying is what matters
        logger.warning("could not record an ingest failure", exc_info=True)


def _file_more(count: int) -> int:
    """The rest of a batch's share, in turn order. A message that fails here gets a task of
    its own (with the usual back-off), and so does every share left unfiled."""
    filed = 0
    for _ in range(count):
        target = None
        try:
            target = services.inbound_claim()
            if target is None:
                return filed  # the rest is filed, or being filed by other workers
            filed += services.inbound_process(inbound_id=target)
        except Exception as exc:
            if target is None:
                logger.warning("could not claim staged mail", exc_info=True)
                return filed
            try:
                attempts = selectors.staged_attempts(target)
            except Exception:  # the database is down: the sweep finds the message again
                return filed
            _record_failure(target, exc, final=attempts > MAX_RETRIES, claimed=True)
            if attempts <= MAX_RETRIES:
                enqueue("inbound.process", target, countdown=min(2**attempts, 600))
            # The unfiled rest of the share: the sweep queues a task per staged message.
            return filed
        finally:
            if target is not None:
                with contextlib.suppress(Exception):
                    services.inbound_release(inbound_id=target)
    return filed


@shared_task(name="inbound.sweep")
def inbound_sweep() -> int:
    return services.inbound_sweep()
