"""A real Celery worker delivers: outbox event → dispatch → fan-out → signed POST, across
processes, on the filesystem broker `make run` uses, to a receiver on loopback."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from standardwebhooks import Webhook

from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery
from tests.webhooks.conftest import Reply, make_endpoint

ROOT = Path(__file__).resolve().parents[2]


def _start_worker() -> subprocess.Popen:
    db = settings.DATABASES["default"]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "PM_ENV": "test",
        "PM_MASTER_KEY": settings.PM_MASTER_KEY,
        "PM_SECRET_KEY": settings.SECRET_KEY,
        "PM_WEBHOOKS_ALLOW_PRIVATE": "true",
        "PM_WEBHOOKS_ALLOW_HTTP": "true",
        "DATABASE_URL": f"postgres://{db['USER']}@/{connection.settings_dict['NAME']}"
        f"?host={db['HOST']}",
    }
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "pylota.celery",
            "worker",
            "--pool",
            "solo",
            "--queues",
            "webhooks",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "--loglevel",
            "WARNING",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )


def _wait_for(condition, worker: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        assert worker.poll() is None, worker.stdout.read().decode()[-3000:]
        time.sleep(0.1)
    worker.terminate()
    out = worker.communicate(timeout=10)[0].decode()
    pytest.fail(f"the worker did not deliver in time:\n{out[-3000:]}")


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("local_delivery")
def test_a_real_worker_delivers_a_signed_event_and_the_sweep_queues_its_retry(world, receiver):
    endpoint, secret = make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(500, b"not yet"))
    worker = _start_worker()
    try:
        from pylota.celery import app

        app.conf.task_always_eager = False
        with transaction.atomic():
            event = services.event_record(
                type="identity.created", data={"id": "idn_w"}, tenant_id=world.tenant.id
            )
        _wait_for(lambda: len(receiver.requests) == 1, worker)

        def delivery() -> WebhookDelivery:
            return WebhookDelivery.objects.get(endpoint=endpoint, event=event)

        _wait_for(lambda: delivery().state == "pending", worker, seconds=10)
        # Skip the 15 s wait: make the retry due now and let the beat task's sweep queue it.
        WebhookDelivery.objects.filter(pk=delivery().pk).update(
            next_attempt_at=timezone.now(), queued_at=None
        )
        assert services.deliveries_sweep()["queued"] == 1
        _wait_for(lambda: delivery().state == "succeeded", worker)

        assert (delivery().attempts, delivery().response_status) == (2, 200)
        for request in receiver.requests:
            assert Webhook(secret).verify(request.body, request.headers)["id"] == event.id
            assert request.headers["webhook-id"] == event.id
        assert len(receiver.requests) == 2
    finally:
        app.conf.task_always_eager = True
        worker.terminate()
        worker.wait(10)
