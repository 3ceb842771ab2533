from __future__ import annotations

import contextlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.core.cache import cache, caches
from django.db import connection
from django.test import Client

from pylota import embedded_broker
from tests.factories import ApiKeyFactory, PartnerFactory, TenantFactory


class Api:
    """A JSON client bound to one API key (or none)."""

    def __init__(self, secret: str | None = None) -> None:
        self.client = Client()
        self.secret = secret

    def _headers(self, headers: dict | None) -> dict:
        out = {f"HTTP_{k.upper().replace('-', '_')}": v for k, v in (headers or {}).items()}
        if self.secret:
            out["HTTP_AUTHORIZATION"] = f"Bearer {self.secret}"
        return out

    def request(self, method: str, path: str, body=None, headers: dict | None = None):
        kwargs = self._headers(headers)
        if body is not None:
            kwargs["data"] = json.dumps(body)
            kwargs["content_type"] = "application/json"
        return getattr(self.client, method.lower())(path, **kwargs)

    def get(self, path: str, **kw):
        return self.request("GET", path, **kw)

    def post(self, path: str, body=None, **kw):
        return self.request("POST", path, body if body is not None else {}, **kw)

    def patch(self, path: str, body=None, **kw):
        return self.request("PATCH", path, body if body is not None else {}, **kw)

    def delete(self, path: str, **kw):
        return self.request("DELETE", path, **kw)


@dataclass
class World:
    """Two partners, each with a tenant; an independent tenant; one key of each kind."""

    platform: ApiKeyFactory
    partner: object
    partner_key: ApiKeyFactory
    tenant: object
    tenant_key: ApiKeyFactory
    other_partner: object
    other_partner_key: ApiKeyFactory
    other_tenant: object
    other_tenant_key: ApiKeyFactory


@pytest.fixture
def leased_redis_cache(settings):
    """``use(backend)`` makes the default cache a database of its own on the embedded Valkey,
    as production's Redis. Set through pytest-django's ``settings``, so it is undone after
    the test's own settings changes: undone by an ``override_settings`` around them, it
    would come back when they are undone, for every later test of the process."""
    leases = []

    def use(backend: str = "django_redis.cache.RedisCache"):
        sock = embedded_broker.ensure_running(Path(settings.VAR_DIR).resolve())
        db = embedded_broker.lease_database(sock)
        leases.append((sock, db))
        location = embedded_broker.cache_url(sock, db)
        settings.CACHES = {"default": {"BACKEND": backend, "LOCATION": location}}
        return caches["default"]

    yield use
    for sock, db in leases:
        embedded_broker.release_database(sock, db)


@pytest.fixture(autouse=True)
def _clear_cache():
    cache.clear()  # rate-limit counters must not leak between tests
    return


@pytest.fixture
def world(db) -> World:
    partner = PartnerFactory()
    other_partner = PartnerFactory()
    tenant = TenantFactory(partner=partner)
    other_tenant = TenantFactory(partner=other_partner)
    return World(
        platform=ApiKeyFactory(),
        partner=partner,
        partner_key=ApiKeyFactory(partner=partner),
        tenant=tenant,
        tenant_key=ApiKeyFactory(tenant=tenant),
        other_partner=other_partner,
        other_partner_key=ApiKeyFactory(partner=other_partner),
        other_tenant=other_tenant,
        other_tenant_key=ApiKeyFactory(tenant=other_tenant),
    )


@pytest.fixture
def api_for():
    return Api


@pytest.fixture
def anonymous() -> Api:
    return Api()


@pytest.fixture
def queued_tasks(monkeypatch) -> dict[str, list]:
    """Background work is recorded instead of run or sent: ``{task name: [args, …]}``.

    For tests that play the worker themselves, or that lose a task on purpose to show
    that a sweep finds the work again.
    """
    from pylota import tasks

    queued: dict[str, list] = {}

    class Recorder:
        def send_task(self, name: str, args: list, **options) -> None:
            queued.setdefault(name, []).append(args[0] if len(args) == 1 else args)

    monkeypatch.setattr(tasks, "_app", Recorder)
    return queued


@pytest.fixture
def media(settings, tmp_path: Path) -> Path:
    """Blob storage of the test's own (a worker process it starts gets the same directory),
    so "nothing was stored" can be checked on disk."""
    location = tmp_path / "media"
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(location)},
        },
    }
    return location


@pytest.fixture
def other_session_holds():
    """``with other_session_holds(name):`` another database session (another worker) holds
    the session advisory lock ``name`` for the block; then that session ends, and its lock
    with it."""
    from pylota.db import session_lock_try

    @contextlib.contextmanager
    def hold(name: str):
        held, done = threading.Event(), threading.Event()

        def other_worker() -> None:
            try:
                if session_lock_try(name):
                    held.set()
                    done.wait(30)
            finally:
                connection.close()

        worker = threading.Thread(target=other_worker)
        worker.start()
        try:
            assert held.wait(30), f"another session could not take {name}"
            yield
        finally:
            done.set()
            worker.join()

    return hold
