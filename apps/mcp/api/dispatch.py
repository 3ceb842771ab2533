"""Running a tool's REST operation in process, through the same Django ASGI application.

A tool call becomes the HTTP request its operation documents (method, path, query, JSON
body, the caller's ``Authorization``, ``Idempotency-Key`` from ``idempotency_key``) and is
handed to Django's ASGI handler directly, without a socket. So the middleware (request
ID, metrics), the API key authentication, the permission and identity-scope checks, the
rate limit, the idempotency record, the selectors and services and the serializers are the
very code a REST client reaches, and their answer (JSON or the error envelope) comes back
unchanged. The long-poll ``wait`` stays a coroutine holding no thread, as over HTTP.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import quote, urlencode

from django.core.handlers.asgi import ASGIHandler


@dataclass
class Answer:
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


@cache
def _django() -> ASGIHandler:
    from django.conf import settings

    from pylota.api.handler import ApiASGIHandler

    # Every operation is under /v1/: the API's handler, as the web process routes it there.
    return ApiASGIHandler() if settings.PM_API_HANDLER else ASGIHandler()


@dataclass(frozen=True)
class Caller:
    """What the MCP HTTP request carries over to the operation's request."""

    authorization: str
    host: str
    request_id: str | None = None
    client: tuple[str, int] | None = None
    server: tuple[str, int | None] | None = None
    scheme: str = "http"


def _encode_query(query: dict[str, Any]) -> str:
    items = []
    for name, value in query.items():
        if value is None:
            continue
        if isinstance(value, bool):
            value = "true" if value else "false"
        items.append((name, str(value)))
    return urlencode(items)


async def call(
    caller: Caller,
    *,
    method: str,
    path: str,
    query: dict[str, Any] | None = None,
    body: Any = None,
    idempotency_key: str | None = None,
) -> Answer:
    payload = b"" if body is None else json.dumps(body).encode()
    headers = [
        (b"host", caller.host.encode("latin-1")),
        (b"authorization", caller.authorization.encode("latin-1")),
        (b"accept", b"application/json"),
    ]
    if payload:
        headers += [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(payload)).encode()),
        ]
    if idempotency_key is not None:
        headers.append((b"idempotency-key", idempotency_key.encode("utf-8", "replace")))
    if caller.request_id:
        headers.append((b"x-request-id", caller.request_id.encode("latin-1")))
    raw_path = quote(path, safe="/:@")
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": caller.scheme,
        "path": path,
        "raw_path": raw_path.encode(),
        "query_string": _encode_query(query or {}).encode(),
        "root_path": "",
        "headers": headers,
        "client": caller.client,
        "server": caller.server,
    }
    sent = False
    never = asyncio.Event()

    async def receive() -> dict:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": payload, "more_body": False}
        await never.wait()  # the MCP request's own cancellation ends a long wait
        return {"type": "http.disconnect"}

    answer = Answer(status=500)
    chunks: list[bytes] = []

    async def send(message: dict) -> None:
        if message["type"] == "http.response.start":
            answer.status = message["status"]
            answer.headers = {
                k.decode("latin-1").lower(): v.decode("latin-1")
                for k, v in message.get("headers", [])
            }
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await _django()(scope, receive, send)
    answer.body = b"".join(chunks)
    return answer
