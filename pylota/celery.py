"""The Celery app. Started by ``celery -A pylota.celery worker|beat``; never imported by
``pylota/__init__.py``, so ``pylota.core`` stays importable without Django."""

from __future__ import annotations

import os

from celery import Celery, signals

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")

app = Celery("pylota")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@signals.task_postrun.connect
def _count_task(sender=None, state=None, **kwargs) -> None:
    from pylota import metrics

    metrics.TASKS.labels(getattr(sender, "name", "unknown"), state or "UNKNOWN").inc()
