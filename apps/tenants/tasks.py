from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from apps.tenants import services


@shared_task(name="tenants.idempotency_purge")
def idempotency_purge() -> int:
    """Forget idempotency records past their window (24 h by default)."""
    cutoff = timezone.now() - timedelta(hours=settings.PM_IDEMPOTENCY_TTL_HOURS)
    return services.idempotency_purge(older_than=cutoff)
