"""Celery tasks of the tenants app, each named after the service it runs."""

from __future__ import annotations

from celery import shared_task

from apps.tenants import services


@shared_task(name="idempotency.purge")
def idempotency_purge() -> int:
    """Forget idempotency records past their window (24 h by default)."""
    return services.idempotency_purge()
