"""Background work of the domains app: the monitor (beat) and checks a view queues."""

from __future__ import annotations

from celery import shared_task

from apps.domains import services


@shared_task(name="domains.monitor")
def domains_monitor() -> int:
    return services.domains_monitor()
