"""A real SMTP server on loopback for tests, and small clients and readers around it."""

from __future__ import annotations

import asyncio
import re
import smtplib
import socket
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from pathlib import Path
from typing import Any, TypeVar

from apps.identities.models import Identity
from apps.inbound.api import smtp
from tests.conftest import Api

T = TypeVar("T")
HOSTNAME = "mx.agents.pylota.test"


@dataclass
class RunningServer:
    """An ``apps.inbound.api.smtp`` server on its own event loop in a background thread."""

    host: str
    port: int
    loop: asyncio.AbstractEventLoop
    inbound: smtp.InboundServer

    def connect(self, timeout: float = 60) -> smtplib.SMTP:
        return smtplib.SMTP(
            self.host, self.port, local_hostname="client.example.org", timeout=timeout
        )

    def raw_connection(self, timeout: float = 10) -> socket.socket:
        return socket.create_connection((self.host, self.port), timeout=timeout)

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = 60) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def run_in_background(self, coroutine: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def live_sessions(self) -> int:
        return self.run(_count(self.inbound))

    def settle(self) -> None:
        """Wait until the tasks of every message answered so far are queued (in these tests,
        run: Celery is eager), as a worker would have taken them by now."""
        self.run(self.inbound.handler.group.settled())


async def _count(inbound: smtp.InboundServer) -> int:
    return len(inbound.sessions.live)


@contextmanager
def running_smtp(
    *,
    limits: smtp.Limits | None = None,
    tls: Any = None,
    handler: smtp.InboundHandler | None = None,
) -> Iterator[RunningServer]:
    limits = limits or (handler.limits if handler else smtp.Limits())
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="smtp-test-loop", daemon=True)
    thread.start()
    try:
        inbound = asyncio.run_coroutine_threadsafe(
            smtp.serve(
                host="127.0.0.1",
                port=0,
                hostname=HOSTNAME,
                limits=limits,
                tls=tls,
                handler=handler,
            ),
            loop,
        ).result(10)
        server = RunningServer(host="127.0.0.1", port=inbound.port, loop=loop, inbound=inbound)
        try:
            yield server
        finally:
            server.run(inbound.shutdown(grace_seconds=5))
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def make_message(
    *,
    to: str,
    subject: str = "Hello from the tests",
    body: str = "Just checking that mail arrives.\n",
    sender: str = "alice@example.org",
    message_id: str | None = None,
) -> bytes:
    """A small well-formed message with CRLF line ends, as it travels over SMTP."""
    message = EmailMessage(policy=policy.SMTP)
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = formatdate()
    message["Message-ID"] = message_id or make_msgid(domain="example.org")
    message.set_content(body)
    return message.as_bytes()


def on_the_wire(data: bytes) -> bytes:
    """The bytes a server stores for ``data``: CRLF line ends, ending in CRLF."""
    data = re.sub(rb"\r\n|\r|\n", b"\r\n", data)
    return data if data.endswith(b"\r\n") else data + b"\r\n"


def quit_quietly(client: smtplib.SMTP) -> None:
    try:
        client.quit()
    except (smtplib.SMTPException, OSError):
        pass
    finally:
        client.close()


def deliver(
    server: RunningServer,
    raw: bytes,
    *,
    to: list[str],
    mail_from: str = "alice@example.org",
    mail_options: tuple[str, ...] = (),
) -> tuple[int, str]:
    """One SMTP transaction on a fresh connection; the reply to DATA."""
    client = server.connect()
    try:
        client.ehlo()
        code, reply = client.mail(mail_from, list(mail_options))
        assert code == 250, reply
        for recipient in to:
            code, reply = client.rcpt(recipient)
            assert code == 250, reply
        code, reply = client.data(raw)
        server.settle()
        return code, reply.decode()
    finally:
        quit_quietly(client)


def queued_id(reply: str) -> str:
    match = re.search(r"queued as (inb_\w+)", reply)
    assert match, reply
    return match.group(1)


def read_line(sock: socket.socket) -> bytes:
    """One reply line from a raw socket (b"" once the server closed the connection)."""
    line = b""
    while not line.endswith(b"\n"):
        chunk = sock.recv(1)
        if not chunk:
            break
        line += chunk
    return line


def stored_files(media: Path) -> list[Path]:
    return [path for path in media.rglob("*") if path.is_file()] if media.exists() else []


def eventually(check: Callable[[], bool], *, timeout: float = 10, every: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(every)
    return check()


@dataclass
class Mailbox:
    """An identity with its address, read through the API with its tenant's key."""

    identity: Identity
    address: str
    api: Api

    def threads(self) -> list[dict]:
        response = self.api.get(f"/v1/identities/{self.identity.id}/threads?limit=100")
        assert response.status_code == 200, response.content
        return response.json()["data"]

    def messages(self) -> list[dict]:
        """Every message in the mailbox, as the thread view shows them."""
        messages = []
        for thread in self.threads():
            response = self.api.get(f"/v1/threads/{thread['id']}")
            assert response.status_code == 200, response.content
            messages += response.json()["messages"]
        return messages

    def message(self, message_id: str) -> dict:
        response = self.api.get(f"/v1/messages/{message_id}")
        assert response.status_code == 200, response.content
        return response.json()

    def raw(self, message_id: str) -> bytes:
        response = self.api.get(f"/v1/messages/{message_id}/raw")
        assert response.status_code == 200, response.content
        assert response["Content-Type"] == "message/rfc822"
        return response.content
