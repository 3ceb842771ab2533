"""A loopback HTTP server that answers like Cloudflare's API v4, from recorded answers.

A test scripts the answers it expects (method, path, status, a JSON fixture of this folder
or a dict, headers); each is served once, in order. Every request is kept (method, path,
query, JSON body, headers) so the test asserts what the client sent. A request nobody
scripted answers 599 and is kept in ``unexpected``. ``on_write`` lets a test carry each
answered write into the DNS server on loopback, as Cloudflare would publish it.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

FIXTURES = Path(__file__).parent
PREFIX = "/client/v4"


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


@dataclass
class Seen:
    method: str
    path: str
    query: dict[str, str]
    body: dict | None
    headers: dict[str, str]


@dataclass
class _Answer:
    method: str
    path: str
    status: int
    body: dict
    headers: dict[str, str]


@dataclass
class FakeCloudflare:
    port: int = 0
    answers: list[_Answer] = field(default_factory=list)
    requests: list[Seen] = field(default_factory=list)
    unexpected: list[Seen] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    # Called with each answered write: a test can make the zone it serves hold the record.
    on_write: Callable[[Seen], None] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{PREFIX}"

    def answer(
        self,
        method: str,
        path: str,
        body: str | dict,
        *,
        status: int = 200,
        headers: dict[str, str] | None = None,
    ) -> None:
        payload = fixture(body) if isinstance(body, str) else body
        self.answers.append(_Answer(method, PREFIX + path, status, payload, headers or {}))

    def writes(self) -> list[Seen]:
        return [r for r in self.requests if r.method != "GET"]

    def _take(self, seen: Seen) -> _Answer | None:
        with self.lock:
            self.requests.append(seen)
            for i, answer in enumerate(self.answers):
                if answer.method == seen.method and answer.path == seen.path:
                    return self.answers.pop(i)
            self.unexpected.append(seen)
            return None


@contextlib.contextmanager
def fake_cloudflare() -> Iterator[FakeCloudflare]:
    fake = FakeCloudflare()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def _serve(self) -> None:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            seen = Seen(
                self.command,
                parts.path,
                {k: v[0] for k, v in parse_qs(parts.query).items()},
                json.loads(raw) if raw else None,
                {k.lower(): v for k, v in self.headers.items()},
            )
            answer = fake._take(seen)
            if answer is not None and seen.method != "GET" and fake.on_write is not None:
                fake.on_write(seen)
            status, body, headers = (
                (answer.status, answer.body, answer.headers)
                if answer
                else (599, {"success": False, "errors": [{"code": 0, "message": "unscripted"}]}, {})
            )
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = do_PATCH = do_PUT = do_DELETE = _serve

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake.port = server.server_address[1]
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
