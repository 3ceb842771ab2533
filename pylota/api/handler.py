"""The Django handler of the JSON API under ``/v1/`` (the web process routes it there).

The console and the admin need sessions, CSRF, allauth, messages and htmx; the API
authenticates every request with its key and needs none of them. So ``/v1/`` runs through
``API_MIDDLEWARE``: the request ID, the metrics, the security headers (SecurityMiddleware,
X-Frame-Options, the CSP header), and CommonMiddleware (``ALLOWED_HOSTS``, Content-Length),
every header and error envelope as through the full chain.

It also spends fewer thread hops. Django's ASGI handler starts a thread for every request
(and another to join it), and hops to it and back for ``request_started``, for each
``MiddlewareMixin`` middleware in each direction, for the view, for rendering, for the 4xx log
line and for ``response.close()``. Here a sync view is served in one hop: the signals, the
middleware chain (in its sync form), the view, rendering and closing run on one thread, the
request's own from start to end as under Django's handler. Async views (the long-poll
``wait``, the event stream) keep Django's own path, on the async form of the same chain,
holding no thread while they wait. The request's thread comes from a pool of idle ones
instead of being started anew.
"""

from __future__ import annotations

from collections import deque
from concurrent.futures import ThreadPoolExecutor

from asgiref.sync import ThreadSensitiveContext, iscoroutinefunction, sync_to_async
from django.core import signals
from django.core.exceptions import ImproperlyConfigured, MiddlewareNotUsed, RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.core.handlers.base import BaseHandler
from django.core.handlers.exception import convert_exception_to_response
from django.db import connections
from django.http import FileResponse
from django.urls import get_resolver, set_script_prefix
from django.utils.module_loading import import_string

API_PREFIX = "/v1/"

API_MIDDLEWARE = (
    "pylota.api.middleware.RequestIdMiddleware",
    "pylota.api.middleware.MetricsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
)

# Idle request threads kept for the next requests; more run when more requests are in flight.
IDLE_THREADS = 32


def load_middleware(handler: BaseHandler, middleware: tuple[str, ...], *, is_async: bool) -> None:
    """``BaseHandler.load_middleware`` over ``middleware`` instead of ``settings.MIDDLEWARE``;
    each entry must run in the chain's mode (no adapters between middleware)."""
    handler._view_middleware = []
    handler._template_response_middleware = []
    handler._exception_middleware = []
    inner = handler._get_response_async if is_async else handler._get_response
    chain = convert_exception_to_response(inner)
    for path in reversed(middleware):
        factory = import_string(path)
        capable = "async_capable" if is_async else "sync_capable"
        if not getattr(factory, capable, not is_async):
            raise ImproperlyConfigured(f"{path} cannot run in the API's {capable[:-8]} chain")
        try:
            instance = factory(chain)
        except MiddlewareNotUsed:
            continue
        if hasattr(instance, "process_view"):
            handler._view_middleware.insert(
                0, handler.adapt_method_mode(is_async, instance.process_view)
            )
        if hasattr(instance, "process_template_response"):
            handler._template_response_middleware.append(
                handler.adapt_method_mode(is_async, instance.process_template_response)
            )
        if hasattr(instance, "process_exception"):
            handler._exception_middleware.append(
                handler.adapt_method_mode(False, instance.process_exception)
            )
        chain = convert_exception_to_response(instance)
    handler._middleware_chain = chain


class _SyncApiHandler(BaseHandler):
    """The sync form of the API chain; takes the URL match resolved before the hop."""

    def __init__(self, middleware: tuple[str, ...]) -> None:
        load_middleware(self, middleware, is_async=False)

    def resolve_request(self, request):
        match = request.__dict__.pop("_api_resolver_match", None)
        if match is None or hasattr(request, "urlconf"):
            return super().resolve_request(request)
        request.resolver_match = match
        return match


class _Threads:
    """Single-thread executors, one per request in flight; idle ones wait for the next."""

    def __init__(self, idle: int) -> None:
        self._idle: deque[ThreadPoolExecutor] = deque()
        self._keep = idle

    def acquire(self) -> ThreadPoolExecutor:
        try:
            return self._idle.pop()
        except IndexError:
            return ThreadPoolExecutor(max_workers=1, thread_name_prefix="api-request")

    def release(self, executor: ThreadPoolExecutor) -> None:
        if len(self._idle) < self._keep:
            self._idle.append(executor)
        else:
            executor.shutdown(wait=False)

    def discard(self, executor: ThreadPoolExecutor) -> None:
        # Its thread may still run work of a cancelled request: never handed out again.
        executor.shutdown(wait=False)

    def close(self) -> None:
        while self._idle:
            executor = self._idle.pop()
            executor.submit(connections.close_all).result()
            executor.shutdown()


class ApiASGIHandler(ASGIHandler):
    """Django's ASGI handler over ``API_MIDDLEWARE``, a sync view served in one thread hop."""

    def __init__(
        self, middleware: tuple[str, ...] = API_MIDDLEWARE, idle_threads: int = IDLE_THREADS
    ):
        self.api_middleware = middleware
        super().__init__()  # loads the async chain (for async views) through load_middleware
        self._sync = _SyncApiHandler(middleware)
        self._threads = _Threads(idle_threads)

    def close(self) -> None:
        """End the idle request threads, closing their database connections first."""
        self._threads.close()

    def load_middleware(self, is_async: bool = False) -> None:
        load_middleware(self, self.api_middleware, is_async=is_async)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            raise ValueError(f"Django can only handle ASGI/HTTP connections, not {scope['type']}.")
        executor = self._threads.acquire()
        try:
            async with ThreadSensitiveContext(executor=executor):
                match = self._sync_match(scope)
                if match is False:
                    await self.handle(scope, receive, send)  # Django's own path
                else:
                    await self._handle_sync(scope, receive, send, match)
        except BaseException:
            self._threads.discard(executor)
            raise
        self._threads.release(executor)

    @staticmethod
    def _sync_match(scope):
        """The URL match of a sync view (None when no route matches: the 404 is served
        synchronously too); False for an async view, or a path this does not pre-resolve."""
        if scope.get("root_path"):
            return False
        try:
            match = get_resolver().resolve(scope["path"])
        except Exception:  # Resolver404, or a broken URLconf: the chain answers it
            return None
        return False if iscoroutinefunction(match.func) else match

    async def _handle_sync(self, scope, receive, send, match) -> None:
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        response = await sync_to_async(self._respond, thread_sensitive=True)(
            scope, body_file, match
        )
        try:
            await self.send_response(response, send)
        finally:
            if response.streaming:  # read on the request's thread: closed there too
                await sync_to_async(response.close, thread_sensitive=True)()
            body_file.close()

    def _respond(self, scope, body_file, match):
        """On the request's thread: what Django's handler does in its many hops."""
        set_script_prefix(get_script_prefix(scope))
        signals.request_started.send(sender=self.__class__, scope=scope)
        request, response = self.create_request(scope, body_file)
        if request is None:
            body_file.close()
        else:
            if match is not None:
                request._api_resolver_match = match
            response = self._sync.get_response(request)
            response._handler_class = self.__class__
            if isinstance(response, FileResponse):
                response.block_size = self.chunk_size
        if not response.streaming:
            # The body is complete: request_finished (the database connection goes back)
            # before it is sent rather than after.
            response.close()
        return response
