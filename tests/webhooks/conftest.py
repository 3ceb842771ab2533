"""A real HTTP receiver on loopback, and helpers to make endpoints and events."""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.db import transaction

from apps.events import services as event_services
from apps.events.models import Event
from apps.webhooks import services
from apps.webhooks.models import WebhookEndpoint
from pylota.core.principal import Actor
from pylota.core.webhooks import sender

ACTOR = Actor(key_id="key_test")
PUBLIC_V4 = "93.184.215.14"


@dataclass
class Reply:
    status: int = 200
    body: bytes = b"ok"
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # before the status line
    trickle: float = 0.0  # between body bytes
    trickle_head: float = 0.0  # between the bytes of the status line and headers


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


class Receiver:
    """``http.server`` in a thread. Answers with queued replies, then with ``default``."""

    def __init__(self) -> None:
        self.requests: list[Received] = []
        self.replies: deque[Reply] = deque()
        self.default = Reply()
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length)
                with receiver._lock:
                    receiver.requests.append(
                        Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                    )
                    reply = receiver.replies.popleft() if receiver.replies else receiver.default
                time.sleep(reply.delay)
                try:
                    if reply.trickle_head:
                        head = f"HTTP/1.1 {reply.status} Slow\r\nContent-Length: 0\r\n\r\n"
                        for char in head.encode():
                            self.wfile.write(bytes([char]))
                            self.wfile.flush()
                            time.sleep(reply.trickle_head)
                        return
                    self.send_response(reply.status)
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    if reply.trickle:
                        for index in range(len(reply.body)):
                            self.wfile.write(reply.body[index : index + 1])
                            self.wfile.flush()
                            time.sleep(reply.trickle)
                    else:
                        self.wfile.write(reply.body)
                except OSError:
                    pass  # the client gave up: that is what some tests are about

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.server.block_on_close = False
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def port(self) -> int:
        return self.server.server_address[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks"

    def reply(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def start(self) -> Receiver:
        self.thread.start()
        return self

    def stop(self) -> None:
        if self.thread.is_alive():
            self.server.shutdown()
            self.server.server_close()


@pytest.fixture
def receivers():
    """``receivers()`` starts one more receiver; all stop after the test."""
    started: list[Receiver] = []

    def start() -> Receiver:
        started.append(Receiver().start())
        return started[-1]

    yield start
    for running in started:
        running.stop()


@pytest.fixture
def receiver(receivers) -> Receiver:
    return receivers()


@pytest.fixture
def local_delivery(settings):
    """Development permissions, as under `make run`: loopback receivers over http."""
    settings.PM_WEBHOOKS_ALLOW_PRIVATE = True
    settings.PM_WEBHOOKS_ALLOW_HTTP = True
    return settings


@pytest.fixture
def public_dns(monkeypatch):
    """Every name resolves to one public address, without DNS (and nothing connects)."""
    calls: list[str] = []

    def resolve(host: str, port: int) -> list[str]:
        calls.append(host)
        return [PUBLIC_V4]

    monkeypatch.setattr(sender.defaults, "resolver", resolve)
    return calls


def make_endpoint(*, tenant=None, partner=None, url: str, **kwargs) -> tuple[WebhookEndpoint, str]:
    return services.webhook_create(actor=ACTOR, url=url, tenant=tenant, partner=partner, **kwargs)


def record(type: str = "identity.created", *, tenant, data: dict | None = None) -> Event:
    """An outbox event of ``tenant`` (its partner filled in by event_record)."""
    with transaction.atomic():
        return event_services.event_record(type=type, data=data or {}, tenant_id=tenant.id)
