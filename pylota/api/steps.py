"""The short database steps of a long-lived async view (``wait``, the event stream).

Under ASGI a waiter or listener is a coroutine holding no thread and no database
connection; its database work runs in short steps. The steps of every such view of one
kind share a bounded pool of threads, each keeping its connection, so however many
clients wait at once the process holds that many connections at most. Elsewhere
(Django's test client, a WSGI server) a step runs on the request's own thread and closes
its connection at the end.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.handlers.asgi import ASGIRequest
from django.db import connection
from django.http import HttpRequest


def _release_connection() -> None:
    # Inside a test's transaction the connection belongs to the test and stays.
    if not connection.in_atomic_block:
        connection.close()


def _pooled(function: Callable) -> Callable:
    def run(*args: Any, **kwargs: Any) -> Any:
        # The pool's connections live as long as its threads: make sure this one still works.
        if connection.connection is not None and not connection.is_usable():
            connection.close()
        try:
            return function(*args, **kwargs)
        except Exception:
            connection.close()  # a broken connection is not kept for the next step
            raise
        finally:
            # With the database pool on, the connection goes back to the pool after each
            # step: between steps (while it waits) a client holds none.
            if settings.PM_DB_POOL:
                _release_connection()

    return run


def _closing(function: Callable) -> Callable:
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        finally:
            _release_connection()

    return run


class DbSteps:
    """The steps of one kind of view, on at most ``settings.<size_setting>`` threads."""

    def __init__(self, size_setting: str, thread_name_prefix: str) -> None:
        self.size_setting = size_setting
        self.thread_name_prefix = thread_name_prefix
        # One executor per configured size (tests override the setting).
        self.pools: dict[int, ThreadPoolExecutor] = {}
        self._lock = threading.Lock()

    def executor(self) -> ThreadPoolExecutor:
        size = getattr(settings, self.size_setting)
        with self._lock:
            if size not in self.pools:
                self.pools[size] = ThreadPoolExecutor(
                    max_workers=size, thread_name_prefix=self.thread_name_prefix
                )
            return self.pools[size]

    def reset(self) -> None:
        """Stop the threads (and so their connections); the next step starts new ones."""
        with self._lock:
            for executor in self.pools.values():
                executor.shutdown(wait=True)
            self.pools.clear()

    async def run(self, request: HttpRequest, function: Callable, *args: Any, **kwargs: Any):
        """Run one short database step of ``request``."""
        if isinstance(request, ASGIRequest):
            step = sync_to_async(
                _pooled(function), thread_sensitive=False, executor=self.executor()
            )
            return await step(*args, **kwargs)
        return await sync_to_async(_closing(function))(*args, **kwargs)
