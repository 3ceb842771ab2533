"""``GET /v1/events/stream``: the outbox as Server-Sent Events, for agents with no public URL.

A plain async Django view, like ``wait``: under ASGI a listener is a coroutine holding no
thread and no database connection. Its database work is short steps (authenticate and
resolve the cursor; catch-up pages) on a pool of ``PM_EVENT_STREAM_DB_CONCURRENCY``
threads per process; live events come from the process's one feed (``listening.HUB``).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass

from django.conf import settings
from django.core.handlers.asgi import ASGIRequest
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse

from apps.events import selectors
from apps.events.api.listening import HUB, OVERFLOW, Frame, render
from apps.events.selectors import Position
from pylota.api import ratelimit
from pylota.api.auth import ApiKeyAuthentication
from pylota.api.errors import error_response
from pylota.api.parsers import check_storable
from pylota.api.steps import DbSteps
from pylota.core.errors import AppError
from pylota.core.events import EVENT_TYPES
from pylota.core.ids import is_valid
from pylota.core.principal import Principal

PERMISSION = "events:read"
CONTENT_TYPE = "text/event-stream; charset=utf-8"
# Catch-up reads this many events per query.
PAGE = 500


@dataclass(frozen=True)
class StreamPlan:
    principal: Principal
    types: frozenset[str]
    identity_id: str | None
    after: Position | None  # None: from now
    timeout: float | None  # None: until the client goes away
    rate_headers: dict[str, str]


def _validation(field: str, message: str) -> AppError:
    return AppError("validation_failed", details={"fields": {field: [message]}})


def _types(request: HttpRequest) -> frozenset[str]:
    """``type`` repeated or comma-separated; each an exact event type (as ``GET /v1/events``
    matches ``type``)."""
    wanted = {
        part.strip() for value in request.GET.getlist("type") for part in value.split(",")
    } - {""}
    unknown = sorted(wanted - EVENT_TYPES)
    if unknown:
        raise _validation("type", f"unknown event type: {', '.join(unknown)}")
    return frozenset(wanted)


def _begin(request: HttpRequest) -> StreamPlan:
    authenticated = ApiKeyAuthentication().authenticate(request)
    if authenticated is None:
        raise AppError("unauthenticated")
    cursor = request.headers.get("Last-Event-ID") or request.GET.get("after") or ""
    check_storable(
        [("Last-Event-ID", cursor), *((k, v) for k, vs in request.GET.lists() for v in vs)]
    )
    principal: Principal = authenticated[0]
    api_key = authenticated[1]
    if not principal.can(PERMISSION):
        raise AppError("permission_denied", details={"required": PERMISSION})
    tenant = api_key.tenant
    window = ratelimit.check(
        principal,
        tenant_limit=tenant.policy_value("rate_limit_per_minute") if tenant else None,
    )
    types = _types(request)
    identity_id = request.GET.get("identity_id") or None
    if identity_id is not None and not is_valid(identity_id, "idn"):
        raise _validation("identity_id", "must be an identity ID (idn_…)")
    if principal.identity_id and identity_id not in (None, principal.identity_id):
        raise AppError("identity_scope_exceeded")
    timeout_raw = request.GET.get("timeout", "")
    timeout: float | None = None
    if timeout_raw:
        try:
            timeout = float(timeout_raw)
        except ValueError:
            raise _validation("timeout", "must be a number of seconds") from None
        if not math.isfinite(timeout) or timeout < 0:
            raise _validation("timeout", "must be 0 or more seconds")
    after: Position | None = None
    if cursor:
        if not is_valid(cursor, "evt"):
            raise AppError("invalid_cursor", "Last-Event-ID (or after) must be an event ID.")
        after = selectors.event_position(principal=principal, event_id=cursor)
    return StreamPlan(principal, types, identity_id, after, timeout, window.headers())


# --- Database steps -------------------------------------------------------------------------

# Every listener's database steps (authenticate, catch-up pages):
# PM_EVENT_STREAM_DB_CONCURRENCY threads per process under ASGI.
_STEPS = DbSteps("PM_EVENT_STREAM_DB_CONCURRENCY", "stream-db")
_db = _STEPS.run


def _catch_up_page(plan: StreamPlan, after: Position, upto: Position) -> list[Frame]:
    events = selectors.event_stream_page(
        principal=plan.principal,
        types=plan.types,
        identity_id=plan.identity_id,
        after=after,
        upto=upto,
        limit=PAGE,
    )
    return [Frame(event.position, render(event)) for event in events]


# --- The stream -----------------------------------------------------------------------------


async def _catch_up(
    request: HttpRequest, plan: StreamPlan, after: Position, upto: Position
) -> AsyncIterator[bytes]:
    """The caller's events in ``(after, upto]`` from the table, page by page."""
    while after < upto:
        page = await _db(request, _catch_up_page, plan, after, upto)
        for frame in page:
            yield frame.data
        if len(page) < PAGE:
            return
        after = page[-1].position


async def _frames(request: HttpRequest, plan: StreamPlan) -> AsyncIterator[bytes]:
    heartbeat = float(settings.PM_EVENT_STREAM_HEARTBEAT_SECONDS)
    deadline = None if plan.timeout is None else time.monotonic() + plan.timeout
    match = selectors.event_stream_match(
        principal=plan.principal, types=plan.types, identity_id=plan.identity_id
    )
    yield f"retry: {settings.PM_EVENT_STREAM_RETRY_MS}\n: connected\n\n".encode()
    if plan.timeout == 0:
        # Replay what is after the cursor, up to the newest final event, and close: no feed.
        if plan.after is not None:
            head = await _db(request, selectors.event_stream_head)
            async for data in _catch_up(request, plan, plan.after, head):
                yield data
        return
    last: Position | None = plan.after
    subscription, head = HUB.subscribe(match)
    try:
        while True:
            # Catch up from the table to the feed's position, then follow the feed; after
            # an overflow, the same again from where this listener stands.
            if last is None or last < head:
                if last is not None:
                    async for data in _catch_up(request, plan, last, head):
                        yield data
                last = head
            while True:
                wait = heartbeat
                if deadline is not None:
                    wait = min(wait, deadline - time.monotonic())
                    if wait <= 0:
                        return
                item = await subscription.next(wait)
                if item is None:
                    if deadline is None or time.monotonic() < deadline:
                        yield b": heartbeat\n\n"
                    continue
                if item is OVERFLOW:
                    HUB.unsubscribe(subscription)
                    subscription, head = HUB.subscribe(match)
                    break
                for frame in item:
                    if frame.position > last:
                        last = frame.position
                        yield frame.data
    finally:
        # Also when the client goes away: Django then cancels this coroutine
        # (asyncio.CancelledError) and the listener leaves without a trace.
        HUB.unsubscribe(subscription)


async def event_stream(request: HttpRequest):
    """Stream the caller's events as Server-Sent Events, resuming after Last-Event-ID."""
    if request.method != "GET":
        error = error_response(AppError("method_not_allowed"))
        error["Allow"] = "GET"
        return error
    try:
        plan = await _db(request, _begin, request)
    except AppError as exc:
        response = error_response(exc)
        if exc.status == 401:
            response["WWW-Authenticate"] = 'Bearer realm="pylota"'
        return response
    if isinstance(request, ASGIRequest):
        if plan.timeout != 0 and not await HUB.ready():
            return error_response(AppError("service_unavailable"))
        response = StreamingHttpResponse(_frames(request, plan), content_type=CONTENT_TYPE)
    else:
        # A WSGI server (or Django's test client) sends an async body only once it has
        # ended: a stream that never ends would never arrive. There, replay and close.
        plan = dataclasses.replace(plan, timeout=0)
        body = b"".join([chunk async for chunk in _frames(request, plan)])
        response = HttpResponse(body, content_type=CONTENT_TYPE)
    for name, value in plan.rate_headers.items():
        response[name] = value
    response["Cache-Control"] = "no-store"
    response["X-Accel-Buffering"] = "no"  # proxies such as nginx must not buffer the stream
    return response
