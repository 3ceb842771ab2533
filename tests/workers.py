"""A real Celery worker process for tests about queues, on the test database.

It shares this test process's broker: the database of the embedded Valkey that
``pylota/settings_test.py`` leased for this session (or xdist worker) and put in
``CELERY_BROKER_URL``, so a task queued here is consumed there and nowhere else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[1]


def process_environment(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a process of ours (a worker, a producer) on the test database
    and this session's broker."""
    db = settings.DATABASES["default"]
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "PM_ENV": "test",
        "PM_MASTER_KEY": settings.PM_MASTER_KEY,
        "PM_SECRET_KEY": settings.SECRET_KEY,
        "DATABASE_URL": f"postgres://{db['USER']}@/{connection.settings_dict['NAME']}"
        f"?host={db['HOST']}",
        **(env or {}),
    }


def start_celery_worker(*, queues: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    environment = process_environment(env)
    command = [
        sys.executable, "-m", "celery", "-A", "pylota.celery", "worker", "--pool", "solo",
        "--queues", queues, "--without-gossip", "--without-mingle", "--without-heartbeat",
        "--loglevel", "WARNING",
    ]  # fmt: skip
    return subprocess.Popen(
        command, cwd=ROOT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )


def wait_until(
    condition: Callable[[], bool], worker: subprocess.Popen, *, seconds: float, what: str
) -> None:
    """Poll ``condition``; fail with the worker's output if it dies or time runs out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        assert worker.poll() is None, worker.stdout.read().decode()[-3000:]
        time.sleep(0.1)
    worker.terminate()
    out = worker.communicate(timeout=10)[0].decode()
    pytest.fail(f"{what} did not happen in {seconds} s:\n{out[-3000:]}")
