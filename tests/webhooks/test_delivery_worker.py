"""A real Celery worker delivers: outbox event → dispatch → fan-out → signed POST, across
processes, on the filesystem broker `make run` uses, to a receiver on loopback."""

from __future__ import annotations

import pytest
from django.db import transaction
from django.utils import timezone
from standardwebhooks import Webhook

from apps.events import services as event_services
from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery
from tests.webhooks.conftest import Reply, make_endpoint
from tests.workers import start_celery_worker, wait_until


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("local_delivery")
def test_a_real_worker_delivers_a_signed_event_and_the_sweep_queues_its_retry(world, receiver):
    endpoint, secret = make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(500, b"not yet"))
    worker = start_celery_worker(
        queues="events,webhooks",
        env={"PM_WEBHOOKS_ALLOW_PRIVATE": "true", "PM_WEBHOOKS_ALLOW_HTTP": "true"},
    )
    try:
        from pylota.celery import app

        app.conf.task_always_eager = False
        with transaction.atomic():
            event = event_services.event_record(
                type="identity.created", data={"id": "idn_w"}, tenant_id=world.tenant.id
            )
        wait_until(lambda: len(receiver.requests) == 1, worker, seconds=30, what="the delivery")

        def delivery() -> WebhookDelivery:
            return WebhookDelivery.objects.get(endpoint=endpoint, event=event)

        wait_until(lambda: delivery().state == "pending", worker, seconds=10, what="the delivery")
        # Skip the 15 s wait: make the retry due now and let the beat task's sweep queue it.
        WebhookDelivery.objects.filter(pk=delivery().pk).update(
            next_attempt_at=timezone.now(), queued_at=None
        )
        assert services.webhooks_sweep()["queued"] == 1
        wait_until(lambda: delivery().state == "succeeded", worker, seconds=30, what="the delivery")

        assert (delivery().attempts, delivery().response_status) == (2, 200)
        for request in receiver.requests:
            assert Webhook(secret).verify(request.body, request.headers)["id"] == event.id
            assert request.headers["webhook-id"] == event.id
        assert len(receiver.requests) == 2
    finally:
        app.conf.task_always_eager = True
        worker.terminate()
        worker.wait(10)
