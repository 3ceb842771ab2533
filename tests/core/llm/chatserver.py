"""A chat-completions server on loopback that answers from a script: each request takes the
next scripted response (status, headers, body or SSE events, an optional delay), and every
request it received is kept for the test to read."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Scripted:
    status: int = 200
    body: bytes | dict | None = None  # JSON answer
    events: list[str] | None = None  # SSE: each item sent as one "data: …" event
    raw_stream: bytes | None = None  # SSE: bytes sent as they are
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # before answering


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: dict


class ChatServer:
    def __init__(self) -> None:
        self.script: list[Scripted] = []
        self.received: list[Received] = []
        self._lock = threading.Lock()

    def next(self) -> Scripted:
        with self._lock:
            return self.script.pop(0) if self.script else Scripted(status=500, body={})


def completion(text: str, *, usage: dict | None = None, finish: str = "stop") -> dict:
    body: dict = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": "test-model",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": finish}
        ],
    }
    if usage is not None:
        body["usage"] = usage
    return body


def chunk(content: str | None = None, *, finish: str | None = None, usage=None) -> str:
    event: dict = {"object": "chat.completion.chunk", "model": "test-model", "choices": []}
    if content is not None or finish is not None:
        delta = {"content": content} if content is not None else {}
        event["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish}]
    if usage is not None:
        event["usage"] = usage
    return json.dumps(event)


def _handler(server: ChatServer):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args) -> None:  # quiet
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw)
            except ValueError:
                body = {}
            server.received.append(Received(self.path, dict(self.headers), body))
            scripted = server.next()
            if scripted.delay:
                time.sleep(scripted.delay)
            try:
                if scripted.events is not None or scripted.raw_stream is not None:
                    self._stream(scripted)
                else:
                    self._json(scripted)
            except (BrokenPipeError, ConnectionResetError):
                return

        def _json(self, scripted: Scripted) -> None:
            payload = scripted.body
            data = payload if isinstance(payload, bytes) else json.dumps(payload or {}).encode()
            self.send_response(scripted.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in scripted.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def _stream(self, scripted: Scripted) -> None:
            self.send_response(scripted.status)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Connection", "close")
            self.end_headers()
            if scripted.raw_stream is not None:
                self.wfile.write(scripted.raw_stream)
            else:
                for event in scripted.events or []:
                    self.wfile.write(f"data: {event}\n\n".encode())
                    self.wfile.flush()
            self.close_connection = True

    return Handler


@contextmanager
def chat_server() -> Iterator[tuple[ChatServer, str]]:
    """The server and its base URL (``http://127.0.0.1:port/v1``)."""
    state = ChatServer()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, name="chat-server", daemon=True)
    thread.start()
    try:
        yield state, f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()
