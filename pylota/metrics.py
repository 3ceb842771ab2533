"""Prometheus metrics shared by the web, SMTP and worker processes.

With ``PROMETHEUS_MULTIPROC_DIR`` set (production with several web processes),
prometheus_client aggregates the processes' files; otherwise each process serves its own.
"""

from __future__ import annotations

import os

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)

HTTP_REQUESTS = Counter(
    "pm_http_requests_total", "HTTP requests answered", ["route", "method", "status"]
)
HTTP_LATENCY = Histogram(
    "pm_http_request_seconds",
    "HTTP request latency",
    ["route", "method"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
TASKS = Counter("pm_tasks_total", "Celery tasks finished", ["task", "state"])
SMTP_REPLIES = Counter("pm_smtp_replies_total", "SMTP replies by stage and code", ["stage", "code"])
SMTP_BYTES = Counter("pm_smtp_accepted_bytes_total", "Bytes of mail accepted over SMTP")
EVENTS_RECORDED = Counter("pm_events_recorded_total", "Outbox events recorded", ["type"])
EVENTS_DISPATCHED = Counter("pm_events_dispatched_total", "Outbox events dispatched", ["via"])


def render() -> tuple[bytes, str]:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(), CONTENT_TYPE_LATEST
