"""The outbox against a real Celery worker on the same filesystem broker ``make run`` uses."""

from __future__ import annotations

import pytest
from django.db import transaction

from apps.events import services as event_services
from apps.events.models import Event
from tests.workers import start_celery_worker, wait_until


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_real_worker_dispatches_a_committed_event():
    from pylota.celery import app

    worker = start_celery_worker(queues="events,webhooks")
    app.conf.task_always_eager = False
    try:
        with transaction.atomic():
            event = event_services.event_record(type="identity.created", data={}, tenant_id="tnt_w")

        def dispatched() -> bool:
            event.refresh_from_db()
            return event.dispatched_at is not None

        wait_until(dispatched, worker, seconds=30, what="the dispatch")
        assert Event.objects.get(pk=event.pk).dispatch_attempts == 1
    finally:
        app.conf.task_always_eager = True
        worker.terminate()
        worker.wait(10)
