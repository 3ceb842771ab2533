from __future__ import annotations

import logging
import re
import time

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from whitenoise.middleware import WhiteNoiseMiddleware

from pylota import metrics
from pylota.core.ids import new_id
from pylota.logs import request_id_var

_CLIENT_ID_RE = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


class _SyncAndAsync:
    """Runs in whichever mode the next handler has (Django's "sync and async" middleware).

    Under ASGI (the web process) a sync-only middleware makes Django run the rest of the
    request on a thread of its own, which would cost a thread per long-polling waiter.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)


class RequestIdMiddleware(_SyncAndAsync):
    """Takes a well-formed ``X-Request-Id`` from the client or makes one; echoes it back."""

    def __call__(self, request):
        if self.is_async:
            return self._acall(request)
        token = self._begin(request)
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response["X-Request-Id"] = request.request_id
        return response

    async def _acall(self, request):
        token = self._begin(request)
        try:
            response = await self.get_response(request)
        finally:
            request_id_var.reset(token)
        response["X-Request-Id"] = request.request_id
        return response

    @staticmethod
    def _begin(request):
        given = request.headers.get("X-Request-Id", "")
        request_id = given if _CLIENT_ID_RE.match(given) else new_id("req")
        request.request_id = request_id
        return request_id_var.set(request_id)


access_log = logging.getLogger("pylota.access")


class MetricsMiddleware(_SyncAndAsync):
    """Counts answers by route name and writes the access log line.

    Both name the route, never the concrete path or query string: those carry IDs, search
    queries and addresses, which neither metrics labels nor logs may hold.
    """

    def __call__(self, request):
        if self.is_async:
            return self._acall(request)
        started = time.perf_counter()
        response = self.get_response(request)
        self._observe(request, response, started)
        return response

    async def _acall(self, request):
        started = time.perf_counter()
        response = await self.get_response(request)
        self._observe(request, response, started)
        return response

    @staticmethod
    def _observe(request, response, started: float) -> None:
        match = getattr(request, "resolver_match", None)
        route = (match.view_name or match.route) if match else "unmatched"
        elapsed = time.perf_counter() - started
        metrics.HTTP_LATENCY.labels(route, request.method).observe(elapsed)
        metrics.HTTP_REQUESTS.labels(route, request.method, str(response.status_code)).inc()
        access_log.info(
            "request",
            extra={
                "method": request.method,
                "route": route,
                "status": response.status_code,
                "duration_ms": round(elapsed * 1000, 1),
            },
        )


class AsyncWhiteNoiseMiddleware(WhiteNoiseMiddleware):
    """WhiteNoise's middleware, usable on an async stack (its own is sync-only)."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response=None) -> None:
        super().__init__(get_response)
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self.is_async:
            return self._acall(request)
        return super().__call__(request)

    async def _acall(self, request):
        if self.autorefresh:
            static_file = await sync_to_async(self.find_file)(request.path_info)
        else:
            static_file = self.files.get(request.path_info)
        if static_file is not None:
            return await sync_to_async(self.serve)(static_file, request)
        return await self.get_response(request)
