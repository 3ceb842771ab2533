"""The application on a real loopback server for the SDK and CLI tests, and tiny local
servers (a webhook receiver, a misbehaving API, an SSE feed) for client behaviour that the
application does not show on demand."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import uvicorn
from asgiref.sync import sync_to_async
from django.db import connection, connections

from apps.events.api.listening import HUB as EVENTS_HUB
from apps.mailbox.api.waiting import HUB
from tests.factories import ApiKeyFactory, IdentityFactory, TenantFactory
from tests.trust.asgi_server import running_asgi


@pytest.fixture(scope="session", autouse=True)
def _stop_the_listeners(django_db_setup):
    """The wait and event-stream listeners' connections must be gone before the test
    database is dropped."""
    yield
    HUB.stop()
    EVENTS_HUB.stop()


@dataclass
class Live:
    """The project's ASGI application under uvicorn, a tenant, its key and an agent."""

    url: str
    tenant: Any
    secret: str
    agent: Any

    def key(self, **kwargs: Any) -> str:
        return ApiKeyFactory(tenant=self.tenant, **kwargs).secret


@pytest.fixture
def live(transactional_db) -> Iterator[Live]:
    tenant = TenantFactory()
    key = ApiKeyFactory(tenant=tenant)  # every tenant permission, quarantine:read included
    agent = IdentityFactory(tenant=tenant, primary="agent")
    with running_asgi() as server:
        yield Live(f"http://{server.host}:{server.port}", tenant, key.secret, agent)
    # Server threads may leave an idle connection behind; none may outlive the test database.
    _end_idle_sessions()


@contextmanager
def serving_everything() -> Iterator[str]:
    """``pylota.asgi.application`` (Django and ``/mcp``) under uvicorn; yields its URL."""
    from pylota.asgi import application

    config = uvicorn.Config(
        application, host="127.0.0.1", port=0, log_level="warning", lifespan="on", access_log=False
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn-sdk", daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        # Django ran on asgiref's threads, whose connections outlive them: close them.
        asyncio.run(sync_to_async(connections.close_all, thread_sensitive=True)())


@pytest.fixture
def live_with_mcp(transactional_db) -> Iterator[Live]:
    tenant = TenantFactory()
    key = ApiKeyFactory(tenant=tenant)
    agent = IdentityFactory(tenant=tenant, primary="agent")
    with serving_everything() as url:
        yield Live(url, tenant, key.secret, agent)
    _end_idle_sessions()


def _end_idle_sessions() -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
            "current_database() AND pid <> pg_backend_pid() AND state = 'idle' "
            "AND query NOT LIKE 'LISTEN%%'"
        )


# -- a tiny HTTP server whose answers a test scripts ---------------------------------------


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Scripted:
    """A loopback HTTP server; ``handler(request) -> (status, headers, body)`` per request."""

    url: str
    requests: list[Recorded] = field(default_factory=list)


@pytest.fixture
def scripted_server() -> Iterator[Callable[[Callable[[Recorded], tuple]], Scripted]]:
    servers: list[ThreadingHTTPServer] = []

    def start(handler: Callable[[Recorded], tuple]) -> Scripted:
        state = Scripted(url="")

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                return

            def _any(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                request = Recorded(
                    self.command,
                    self.path,
                    {k.lower(): v for k, v in self.headers.items()},
                    self.rfile.read(length) if length else b"",
                )
                state.requests.append(request)
                status, headers, body = handler(request)
                if callable(body):  # a streaming answer: body(write) writes chunks itself
                    self.send_response(status)
                    for k, v in headers.items():
                        self.send_header(k, v)
                    self.send_header("Connection", "close")
                    self.end_headers()
                    body(self.wfile)
                    self.close_connection = True
                    return
                data = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_DELETE = _any

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        state.url = f"http://127.0.0.1:{server.server_address[1]}"
        return state

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()
