"""The project's ASGI application (``pylota.asgi``: Django and ``/mcp``) under a real uvicorn
on a loopback port, and the ``mcp`` SDK's own client connected to it with an API key."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx2
import pytest
import uvicorn
from asgiref.sync import sync_to_async
from django.db import connection, connections
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from pylota.core.fence import neutralise, unfence
from tests.conftest import Api, World
from tests.factories import IdentityFactory
from tests.trust.conftest import ed25519_key, rsa_key, zone  # noqa: F401 (the DNS zone for delivering mail)

_NONCE = re.compile(r"<<<UNTRUSTED-MAIL id=([0-9a-f]{32})")


@dataclass
class Served:
    url: str  # http://127.0.0.1:<port>

    @property
    def mcp(self) -> str:
        return f"{self.url}/mcp"


@contextmanager
def serving() -> Iterator[Served]:
    from pylota.asgi import application

    config = uvicorn.Config(
        application, host="127.0.0.1", port=0, log_level="warning", lifespan="on",
        access_log=False,
    )  # fmt: skip
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn-mcp", daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield Served(f"http://127.0.0.1:{port}")
    finally:
        server.should_exit = True
        thread.join(10)
        # The server ran Django's sync code on threads of its own (asgiref's, one per
        # request context) whose connections outlive them; those left are ended before the
        # test database is dropped (_no_sessions_left).
        asyncio.run(sync_to_async(connections.close_all, thread_sensitive=True)())


def _end_other_sessions() -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )


@pytest.fixture(scope="session", autouse=True)
def _no_sessions_left(django_db_setup, django_db_blocker):
    """Before the test database is dropped: no session of a server thread may be left
    (not earlier: the wait listener of this process keeps its connection between tests)."""
    yield
    with django_db_blocker.unblock():
        _end_other_sessions()


@pytest.fixture
def served(transactional_db, settings, tmp_path: Path) -> Iterator[Served]:
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(tmp_path / "media")},
        },
    }
    with serving() as running:
        yield running


@asynccontextmanager
async def connect(url: str, secret: str | None, *, mode: str = "auto") -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {secret}"} if secret else {}
    http = httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(30, read=180))
    async with http, Client(streamable_http_client(url, http_client=http), mode=mode) as client:
        yield client


def run(coro):
    return asyncio.run(coro)


def unfenced(value):
    """A tool's result with every fence opened: what REST answers, neutralised as fences
    neutralise (no marker look-alikes, no invisible characters)."""
    if isinstance(value, dict):
        return {k: unfenced(v) for k, v in value.items()}
    if isinstance(value, list):
        return [unfenced(v) for v in value]
    if isinstance(value, str):
        match = _NONCE.search(value)
        if match:
            return unfence(value, match.group(1))
    return value


def neutralised(value, *, keys=None):
    """REST's answer with the fenced values neutralised the same way (for comparing)."""
    if isinstance(value, dict):
        return {k: neutralised(v) for k, v in value.items()}
    if isinstance(value, list):
        return [neutralised(v) for v in value]
    if isinstance(value, str) and value:
        return neutralise(value)
    return value


def structured(result) -> dict:
    if result.structured_content is not None:
        return result.structured_content
    return json.loads(result.content[0].text)


@pytest.fixture
def agent(world: World):
    return IdentityFactory(tenant=world.tenant, primary="agent", display_name="Agent")


@pytest.fixture
def api(world: World) -> Api:
    return Api(world.tenant_key.secret)


def call(served: Served, secret: str, tool: str, arguments: dict | None = None):
    """One tool call by a fresh client (the server is stateless: nothing carries over)."""

    async def go():
        async with connect(served.mcp, secret) as client:
            return await client.call_tool(tool, arguments or {})

    return run(go())


def tool_names(served: Served, secret: str) -> set[str]:
    async def go():
        async with connect(served.mcp, secret) as client:
            return {t.name for t in (await client.list_tools()).tools}

    return run(go())


def without_request_id(envelope: dict) -> dict:
    error = dict(envelope["error"])
    assert error.pop("request_id", "").startswith("req_")
    return {"error": error}
