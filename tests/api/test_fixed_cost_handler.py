"""The API's own handler for ``/v1/`` (pylota.api.handler): the same answers as Django's
handler over the full middleware chain, in fewer thread hops; the console keeps the chain."""

from __future__ import annotations

import asyncio
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import pytest
from asgiref.sync import ThreadSensitiveContext
from django.core import signals
from django.core.handlers.asgi import ASGIHandler
from django.db import connections
from django.utils import timezone

from pylota.api.handler import ApiASGIHandler
from tests.factories import ApiKeyFactory, IdentityFactory, TenantFactory

pytestmark = pytest.mark.django_db(transaction=True)  # the handlers' threads read the rows


@dataclass
class Answer:
    status: int = 0
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)

    def json(self):
        return json.loads(self.body)


def call(app, method: str, path: str, headers: dict[str, str] | None = None, query: str = ""):
    """One HTTP request into an ASGI application, as uvicorn hands it over. Django's own
    handler runs its sync code on ``_DJANGO_THREAD`` (whose connection the test closes)."""
    headers = {"host": "testserver", **(headers or {})}
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }
    answer = Answer()

    async def run():
        sent = asyncio.Event()
        request_read = False

        async def receive():
            nonlocal request_read
            if not request_read:
                request_read = True
                return {"type": "http.request", "body": b"", "more_body": False}
            await sent.wait()
            return {"type": "http.disconnect"}

        async def send(message):
            if message["type"] == "http.response.start":
                answer.status = message["status"]
                answer.headers = [(k.decode(), v.decode()) for k, v in message["headers"]]
            else:
                answer.body += message.get("body", b"")
                if not message.get("more_body"):
                    sent.set()

        if isinstance(app, ApiASGIHandler):
            await app(scope, receive, send)
        else:
            async with ThreadSensitiveContext(executor=_DJANGO_THREAD):
                await app(scope, receive, send)

    asyncio.run(run())
    return answer


_DJANGO_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="django-handler")


@pytest.fixture(autouse=True)
def _close_django_thread_connection():
    yield
    _DJANGO_THREAD.submit(connections.close_all).result()


@pytest.fixture
def api_handler():
    handler = ApiASGIHandler()
    yield handler
    handler.close()


@pytest.fixture(scope="module")
def full_handler():
    return ASGIHandler()


def _comparable(answer: Answer) -> list[tuple[str, str]]:
    # The counters go down by one between two calls and the window's end may tick. The full
    # chain's allauth middleware reads the session, hence its "Vary: Cookie"; nothing on the
    # API's chain reads a cookie (the other test asserts there is no such Vary).
    varying = {"ratelimit-remaining", "ratelimit-reset"}
    return sorted(
        (k.lower(), "…" if k.lower() in varying else v)
        for k, v in answer.headers
        if (k.lower(), v) != ("vary", "Cookie")
    )


def _requests(key_secret: str, revoked_secret: str, identity_id: str):
    bearer = {"authorization": f"Bearer {key_secret}"}
    return [
        ("GET", "/v1/me", bearer, ""),
        ("GET", "/v1/me", {}, ""),
        ("GET", "/v1/me", {"authorization": "Bearer pm_live_nothing"}, ""),
        ("GET", "/v1/me", {"authorization": f"Bearer {revoked_secret}"}, ""),
        ("POST", "/v1/me", bearer, ""),
        ("GET", "/v1/no-such-route", bearer, ""),
        ("GET", "/v1/me", {**bearer, "host": "evil.example"}, ""),
        ("GET", f"/v1/identities/{identity_id}/wait", bearer, "timeout=0"),
    ]


@pytest.fixture
def wait_steps():
    from apps.mailbox.api import wait

    yield
    wait._STEPS.reset()  # the long-poll's database threads end, and their connections


def test_v1_answers_are_those_of_the_full_chain(api_handler, full_handler, wait_steps):
    tenant = TenantFactory()
    key = ApiKeyFactory(tenant=tenant)
    revoked = ApiKeyFactory(tenant=tenant, revoked_at=timezone.now())
    identity = IdentityFactory(tenant=tenant)
    # The first use of a key records it (last_used_at): both handlers then read the same key.
    assert (
        call(api_handler, "GET", "/v1/me", {"authorization": f"Bearer {key.secret}"}).status == 200
    )
    statuses = []
    for number, (method, path, headers, query) in enumerate(
        _requests(key.secret, revoked.secret, identity.id)
    ):
        headers = {**headers, "x-request-id": f"req-compare-{number}"}
        lean = call(api_handler, method, path, headers, query)
        full = call(full_handler, method, path, headers, query)
        assert (lean.status, _comparable(lean)) == (full.status, _comparable(full)), path
        if path.endswith("/wait"):  # its cursor and body are the same; nothing else varies
            assert lean.json() == full.json()
        else:
            assert lean.body == full.body, path
        assert lean.header("X-Request-Id") == f"req-compare-{number}"
        statuses.append(lean.status)
    assert statuses == [200, 401, 401, 401, 405, 404, 400, 200]


def test_v1_answers_carry_the_request_id_and_the_security_headers(api_handler):
    key = ApiKeyFactory(tenant=TenantFactory())
    for headers in ({"authorization": f"Bearer {key.secret}"}, {}):
        answer = call(api_handler, "GET", "/v1/me", headers)
        assert answer.header("X-Request-Id").startswith("req_")
        assert answer.header("X-Content-Type-Options") == "nosniff"
        assert answer.header("X-Frame-Options") == "DENY"
        assert answer.header("Referrer-Policy") == "same-origin"
        assert answer.header("Cross-Origin-Opener-Policy") == "same-origin"
        assert answer.header("Content-Security-Policy")
        assert answer.header("Content-Length") == str(len(answer.body))
        # No session, CSRF or messages cookie, and nothing varies by cookie.
        assert answer.header("Set-Cookie") is None
        assert "cookie" not in (answer.header("Vary") or "").lower()
    assert answer.status == 401
    assert answer.json()["error"]["code"] == "unauthenticated"
    assert answer.json()["error"]["request_id"] == answer.header("X-Request-Id")


def test_a_request_runs_on_one_thread_and_the_next_reuses_it(api_handler):
    key = ApiKeyFactory(tenant=TenantFactory())
    seen: list[tuple[str, int]] = []

    def started(**kwargs):
        seen.append(("started", threading.get_ident()))

    def finished(**kwargs):
        seen.append(("finished", threading.get_ident()))

    signals.request_started.connect(started)
    signals.request_finished.connect(finished)
    try:
        for _ in range(2):
            answer = call(api_handler, "GET", "/v1/me", {"authorization": f"Bearer {key.secret}"})
            assert answer.status == 200
    finally:
        signals.request_started.disconnect(started)
        signals.request_finished.disconnect(finished)
    assert [name for name, _ in seen] == ["started", "finished", "started", "finished"]
    threads = {ident for _, ident in seen}
    assert len(threads) == 1
    assert threads != {threading.get_ident()}


def test_a_failed_request_does_not_hand_its_thread_out_again(api_handler):
    async def broken_receive():
        raise RuntimeError("the server went away")

    async def run():
        scope = {"type": "http", "method": "GET", "path": "/v1/me", "headers": []}
        with pytest.raises(RuntimeError):
            await api_handler(scope, broken_receive, None)

    threads = api_handler._threads
    asyncio.run(run())
    assert len(threads._idle) == 0
    key = ApiKeyFactory(tenant=TenantFactory())
    assert (
        call(api_handler, "GET", "/v1/me", {"authorization": f"Bearer {key.secret}"}).status == 200
    )
    assert len(threads._idle) == 1


def test_the_web_process_routes_v1_to_the_api_handler_and_the_rest_to_the_full_chain(
    monkeypatch,
):
    from pylota import asgi

    assert isinstance(asgi.api_application, ApiASGIHandler)
    assert not isinstance(asgi.django_application, ApiASGIHandler)
    reached = []

    def recorder(name):
        async def app(scope, receive, send):
            reached.append((name, scope["path"]))

        return app

    monkeypatch.setattr(asgi, "api_application", recorder("api"))
    monkeypatch.setattr(asgi, "django_application", recorder("django"))
    monkeypatch.setattr(asgi, "mcp_application", recorder("mcp"))
    for path in ("/v1/me", "/v1/threads", "/console/", "/admin/", "/mcp", "/v1", "/openapi.json"):
        asyncio.run(asgi.application({"type": "http", "path": path}, None, None))
    assert reached == [
        ("api", "/v1/me"),
        ("api", "/v1/threads"),
        ("django", "/console/"),
        ("django", "/admin/"),
        ("mcp", "/mcp"),
        ("django", "/v1"),
        ("django", "/openapi.json"),
    ]


def test_the_console_keeps_sessions_and_csrf():
    from pylota import asgi

    page = call(asgi.application, "GET", "/accounts/login/")
    assert page.status == 200
    cookies = [v for k, v in page.headers if k.lower() == "set-cookie"]
    assert any(c.startswith("csrftoken=") for c in cookies)
    # The same page through the API's chain has no CSRF cookie: that chain has no CSRF.
    lean = ApiASGIHandler()
    try:
        bare = call(lean, "GET", "/accounts/login/")
    finally:
        lean.close()
    assert not any(k.lower() == "set-cookie" for k, _ in bare.headers)
