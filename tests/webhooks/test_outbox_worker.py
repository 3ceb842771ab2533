"""The outbox against a real Celery worker on the same filesystem broker ``make run`` uses."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction

from apps.webhooks import services
from apps.webhooks.models import Event

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_real_worker_dispatches_a_committed_event(tmp_path):
    db = settings.DATABASES["default"]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "PM_ENV": "test",
        "PM_MASTER_KEY": settings.PM_MASTER_KEY,
        "PM_SECRET_KEY": settings.SECRET_KEY,
        "DATABASE_URL": f"postgres://{db['USER']}@/{connection.settings_dict['NAME']}"
        f"?host={db['HOST']}",
    }
    worker = subprocess.Popen(
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
    try:
        from pylota.celery import app

        app.conf.task_always_eager = False
        with transaction.atomic():
            event = services.event_record(type="identity.created", data={}, tenant_id="tnt_w")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            event.refresh_from_db()
            if event.dispatched_at is not None:
                break
            assert worker.poll() is None, worker.stdout.read().decode()
            time.sleep(0.2)
        if event.dispatched_at is None:
            worker.terminate()
            out = worker.communicate(timeout=10)[0].decode()
            files = sorted(str(p) for p in tmp_path.rglob("*"))
            pytest.fail(f"the worker did not dispatch the event:\n{out[-3000:]}\n{files}")
        assert Event.objects.get(pk=event.pk).dispatch_attempts == 1
    finally:
        app.conf.task_always_eager = True
        worker.terminate()
        worker.wait(10)
