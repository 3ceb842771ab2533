"""The database connection pool of the web process (``PM_DB_POOL``): the settings it makes,
and long-polls (``wait``, ``GET /v1/events/stream``) that hold no pooled connection while
they wait, so many of them cannot exhaust a small pool."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import connection, connections

from apps.events.api import stream as stream_steps
from apps.events.api.listening import HUB as EVENT_HUB
from apps.mailbox.api import wait as wait_steps
from apps.mailbox.api.waiting import HUB as WAIT_HUB
from pylota.run import parse_procfile
from tests.events.conftest import SseClient, record
from tests.factories import ApiKeyFactory, IdentityFactory, TenantFactory
from tests.trust.asgi_server import get_json, running_asgi
from tests.trust.conftest import compose, deliver

ROOT = Path(__file__).resolve().parent.parent
POOL_SIZE = 4
WAITERS = 40
LISTENERS = 10


@pytest.fixture(scope="session", autouse=True)
def _stop_the_listeners(django_db_setup):
    """The listeners' connections must be gone before the test database is dropped."""
    yield
    WAIT_HUB.stop()
    EVENT_HUB.stop()


def _settings_with(env: dict[str, str]) -> dict:
    code = (
        "import json, django; django.setup(); from django.conf import settings; "
        "db = settings.DATABASES['default']; "
        "print(json.dumps({'pool': db.get('OPTIONS', {}).get('pool'), "
        "'max_age': db['CONN_MAX_AGE'], 'on': settings.PM_DB_POOL}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "pylota.settings", **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_pool_setting_makes_a_native_psycopg_pool_without_persistent_connections():
    on = _settings_with(
        {"PM_DB_POOL": "true", "PM_DB_POOL_MIN_SIZE": "3", "PM_DB_POOL_MAX_SIZE": "7"}
    )
    assert on == {"pool": {"min_size": 3, "max_size": 7, "timeout": 10}, "max_age": 0, "on": True}
    off = _settings_with({"PM_DB_POOL": "false", "PM_DB_CONN_MAX_AGE": "60"})
    assert off == {"pool": None, "max_age": 60, "on": False}


def test_the_web_process_runs_with_the_pool():
    procfile = dict(parse_procfile((ROOT / "Procfile").read_text()))
    assert "PM_DB_POOL=true" in procfile["web"].split()
    assert "PM_DB_CONN_MAX_AGE=0" not in procfile["web"]


@pytest.fixture
def small_pool(transactional_db, settings):
    """Django's pool for the default database, at most POOL_SIZE connections, for every
    thread of the in-process web server; the long-polls get more step threads than that."""
    shared = [connections.settings["default"], connection.settings_dict]
    saved = [(d["CONN_MAX_AGE"], d.get("OPTIONS", {})) for d in shared]
    connection.close()
    for d in shared:
        d["CONN_MAX_AGE"] = 0
        d["OPTIONS"] = {
            **d.get("OPTIONS", {}),
            # A burst of 40 requests shares 4 connections: on a loaded machine the last of
            # them waits its turn for a while, and must not time out for that.
            "pool": {"min_size": 1, "max_size": POOL_SIZE, "timeout": 60},
        }
    settings.PM_DB_POOL = True
    settings.PM_WAIT_DB_CONCURRENCY = 8
    settings.PM_EVENT_STREAM_DB_CONCURRENCY = 6
    # The step threads of earlier tests keep the connections they opened without a pool;
    # a process never changes its database settings, so these tests start fresh threads.
    _fresh_step_threads()
    try:
        yield connection.pool
    finally:
        _fresh_step_threads()
        WAIT_HUB.stop()
        EVENT_HUB.stop()
        connection.close()
        connection.close_pool()
        for d, (max_age, options) in zip(shared, saved, strict=True):
            d["CONN_MAX_AGE"], d["OPTIONS"] = max_age, options
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                "current_database() AND pid <> pg_backend_pid() AND state = 'idle'"
            )
        connection.close()


def _fresh_step_threads() -> None:
    for steps in (wait_steps._STEPS, stream_steps._STEPS):
        steps.reset()  # new threads open new connections


def _in_thread(function, *args, **kwargs):
    try:
        return function(*args, **kwargs)
    finally:
        connection.close()  # back to the pool


@pytest.mark.slow
def test_many_waiters_and_listeners_do_not_exhaust_a_small_pool(small_pool):
    tenant = TenantFactory()
    secret = ApiKeyFactory(tenant=tenant).secret
    agent = IdentityFactory(tenant=tenant, primary="agent")
    wait_path = f"/v1/identities/{agent.id}/wait?timeout=60"
    connection.close()

    with running_asgi() as server:

        async def scenario():
            waiters = [
                asyncio.create_task(get_json(server.host, server.port, wait_path, secret))
                for _ in range(WAITERS)
            ]
            listeners = [SseClient(server.host, server.port) for _ in range(LISTENERS)]
            opened = await asyncio.gather(
                *(c.open("/v1/events/stream?type=webhook.test", secret) for c in listeners)
            )
            deadline = time.monotonic() + 120
            while WAIT_HUB.waiting() < WAITERS or EVENT_HUB.listening() < LISTENERS:
                early = [w.result() for w in waiters if w.done()]
                assert not early, f"a waiter answered before any mail came: {early[:1]}"
                assert time.monotonic() < deadline, (WAIT_HUB.waiting(), EVENT_HUB.listening())
                await asyncio.sleep(0.05)
            # Every long-poll is now waiting: none of them may hold a pooled connection.
            idle = []
            for _ in range(20):
                stats = small_pool.get_stats()
                idle.append(stats["pool_available"] == stats["pool_size"])
                if idle[-1]:
                    break
                await asyncio.sleep(0.1)
            # With every long-poll waiting, an ordinary request still gets a connection.
            me = await get_json(server.host, server.port, "/v1/me", secret)
            reading = [asyncio.create_task(c.events(1)) for c in listeners]
            await asyncio.to_thread(_in_thread, record, tenant)
            await asyncio.to_thread(
                _in_thread, deliver, compose(subject="for all", sender="z@nodmarc.test"), ip=None
            )
            answers = await asyncio.gather(*waiters)
            events = await asyncio.gather(*reading)
            for client in listeners:
                client.close()
            return opened, idle, me, answers, events

        opened, idle, me, answers, events = asyncio.run(scenario())

    stats = small_pool.get_stats()
    assert opened == [200] * LISTENERS
    assert idle[-1], "a waiting long-poll holds a pooled connection"
    assert me[0] == 200
    assert [status for status, _ in answers] == [200] * WAITERS
    assert {body["message"]["subject"] for _, body in answers} == {"for all"}
    assert all(len(got) == 1 for got in events)
    assert stats["pool_max"] == POOL_SIZE
    assert stats.get("requests_errors", 0) == 0  # no request timed out waiting for the pool
