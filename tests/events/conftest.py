"""The event stream's fixtures: the app under a real uvicorn on loopback, a raw SSE reader,
and events recorded the way services record them (each in its own transaction)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import pytest
from django.db import connection, transaction

from apps.events.api.listening import HUB
from apps.events.services import event_record
from tests.trust.asgi_server import running_asgi


@pytest.fixture(scope="session", autouse=True)
def _stop_the_feed(django_db_setup):
    """The feed's connections must be gone before the test database is dropped."""
    yield
    HUB.stop()


def record(tenant, n: int = 1, *, type: str = "webhook.test", data: dict | None = None) -> list:
    """``n`` events in one transaction, committed (call from any thread)."""
    try:
        with transaction.atomic():
            return [
                event_record(type=type, data={"n": i, **(data or {})}, tenant=tenant).id
                for i in range(n)
            ]
    finally:
        if threading.current_thread() is not threading.main_thread():
            connection.close()  # a helper thread's connection must not outlive it


@dataclass
class Message:
    id: str | None = None
    event: str | None = None
    data: str = ""
    comments: list[str] = field(default_factory=list)

    def json(self) -> dict:
        return json.loads(self.data)


class SseClient:
    """One HTTP/1.1 connection reading ``text/event-stream`` line by line (the SSE rules:
    ``field: value`` lines, a blank line ends a message, ``:`` starts a comment)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.status = 0
        self.headers: dict[str, str] = {}
        self.body = b""
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._chunk = b""

    async def open(self, path: str, secret: str | None, headers: dict | None = None) -> int:
        self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        lines = [f"GET {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if secret:
            lines.append(f"Authorization: Bearer {secret}")
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        self._writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        await self._writer.drain()
        head = await self._reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode().split("\r\n")
        self.status = int(status_line.split(" ", 2)[1])
        for line in header_lines:
            if ":" in line:
                name, _, value = line.partition(":")
                self.headers[name.strip().lower()] = value.strip()
        if self.status != 200:
            self.body = await self._read_body()
        return self.status

    async def _read_body(self) -> bytes:
        assert self._reader is not None
        if self.headers.get("transfer-encoding") == "chunked":
            out = b""
            while True:
                size = int((await self._reader.readline()).split(b";")[0], 16)
                if size == 0:
                    return out
                out += await self._reader.readexactly(size + 2)
                out = out[:-2]
        length = int(self.headers.get("content-length", "0"))
        return await self._reader.readexactly(length)

    async def _line(self) -> str | None:
        """The next line of the stream's body (de-chunked), or None at its end."""
        assert self._reader is not None
        while b"\n" not in self._chunk:
            if self.headers.get("transfer-encoding") == "chunked":
                size_line = await self._reader.readline()
                if not size_line:
                    return None
                size = int(size_line.split(b";")[0], 16)
                if size == 0:
                    return None
                self._chunk += (await self._reader.readexactly(size + 2))[:-2]
            else:
                more = await self._reader.read(65536)
                if not more:
                    return None
                self._chunk += more
        line, _, self._chunk = self._chunk.partition(b"\n")
        return line.decode().rstrip("\r")

    async def messages(self) -> AsyncIterator[Message]:
        """Messages with an ``id`` or ``data``, and comment-only blocks (heartbeats)."""
        current = Message()
        while True:
            line = await self._line()
            if line is None:
                return
            if line == "":
                if current.data or current.id or current.comments:
                    yield current
                current = Message()
            elif line.startswith(":"):
                current.comments.append(line[1:].strip())
            else:
                name, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if name == "data":
                    current.data = f"{current.data}\n{value}" if current.data else value
                elif name == "id":
                    current.id = value
                elif name == "event":
                    current.event = value

    async def events(self, count: int, timeout: float = 30) -> list[Message]:
        got: list[Message] = []

        async def take() -> None:
            async for message in self.messages():
                if message.id:
                    got.append(message)
                    if len(got) >= count:
                        return

        await asyncio.wait_for(take(), timeout)
        return got

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()


@pytest.fixture
def live(transactional_db):
    with running_asgi() as server:
        yield server
    # Threads of the server and of the tests leave idle connections behind; the test
    # database is dropped at the end of the session, which none may survive.
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
            "current_database() AND pid <> pg_backend_pid() AND state = 'idle' "
            "AND query NOT LIKE 'LISTEN%%'"
        )
