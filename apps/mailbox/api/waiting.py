"""One PostgreSQL LISTEN connection per process that wakes long-polling waiters.

Decisions (docs/adr/0006-trust-and-wait.md):

- **One listener per process, on a thread of its own.** It holds one dedicated psycopg
  connection (not one of Django's), ``LISTEN pm_wait``, and turns each notification into
  ``loop.call_soon_threadsafe(event.set)`` for the waiters of that identity. Waiters are
  asyncio events on whatever loop serves them (uvicorn's in production, a short-lived one
  under Django's test client), so the listener does not care which server runs the view.
- **Waiters hold no database connection.** They wait on an ``asyncio.Event``; only the
  short checks before and after run queries, each on a connection closed straight after.
- **Nothing is missed.** A waiter subscribes *before* its first check, so a message that
  commits in between wakes it; NOTIFY is sent inside the storing transaction and delivered
  at commit. When the listener (re)connects it wakes every waiter to re-check, and every
  waiter re-checks at least every ``PM_WAIT_RECHECK_SECONDS`` anyway.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from dataclasses import dataclass, field

import psycopg
from django.conf import settings
from django.db import connections

from apps.mailbox.services import WAIT_CHANNEL

logger = logging.getLogger(__name__)


@dataclass(eq=False)
class Subscription:
    identity_id: str
    thread_id: str | None
    loop: asyncio.AbstractEventLoop
    event: asyncio.Event = field(default_factory=asyncio.Event)

    def wake(self) -> None:
        # The loop may have closed (a client that went away): nothing to wake then.
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self.event.set)

    async def wait(self, timeout: float) -> bool:
        try:
            await asyncio.wait_for(self.event.wait(), timeout)
        except TimeoutError:
            return False
        self.event.clear()
        return True


def _conninfo() -> dict:
    params = connections["default"].get_connection_params()
    keep = ("dbname", "user", "password", "host", "port", "sslmode", "sslrootcert", "options")
    return {k: v for k, v in params.items() if k in keep and v not in (None, "")}


class WaitHub:
    def __init__(self, channel: str = WAIT_CHANNEL) -> None:
        self.channel = channel
        self._lock = threading.Lock()
        self._subscriptions: dict[str, set[Subscription]] = {}
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stop = threading.Event()
        self.notifications = 0
        self.reconnects = 0

    # --- waiters -------------------------------------------------------------------------

    def subscribe(self, identity_id: str, thread_id: str | None) -> Subscription:
        self._ensure_started()
        sub = Subscription(identity_id, thread_id, asyncio.get_running_loop())
        with self._lock:
            self._subscriptions.setdefault(identity_id, set()).add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        with self._lock:
            subs = self._subscriptions.get(sub.identity_id)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._subscriptions[sub.identity_id]

    def waiting(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subscriptions.values())

    async def ready(self, timeout: float = 5.0) -> bool:
        """Whether LISTEN is in place (briefly waits for the first connection)."""
        if self._ready.is_set():
            return True
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            await asyncio.sleep(0.01)
            if self._ready.is_set():
                return True
        return False

    # --- the listener thread -------------------------------------------------------------

    def _ensure_started(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="wait-listener", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)

    def _dispatch(self, payload: str) -> None:
        identity_id, _, thread_id = payload.partition(" ")
        with self._lock:
            subs = list(self._subscriptions.get(identity_id, ()))
        for sub in subs:
            if sub.thread_id is None or sub.thread_id == thread_id:
                sub.wake()

    def _wake_all(self) -> None:
        with self._lock:
            subs = [s for group in self._subscriptions.values() for s in group]
        for sub in subs:
            sub.wake()

    def _run(self) -> None:
        backoff = 0.2
        while not self._stop.is_set():
            try:
                with psycopg.connect(**_conninfo(), autocommit=True) as conn:
                    conn.execute(f"LISTEN {self.channel}")
                    self._ready.set()
                    backoff = 0.2
                    # Anything committed while we were not listening: every waiter checks.
                    self._wake_all()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            self.notifications += 1
                            self._dispatch(note.payload)
            except Exception as exc:
                self._ready.clear()
                self.reconnects += 1
                logger.warning(
                    "wait listener lost its connection", extra={"error": type(exc).__name__}
                )
                self._stop.wait(backoff)
                backoff = min(backoff * 2, 5.0)
        self._ready.clear()


HUB = WaitHub()


def recheck_seconds() -> float:
    return float(settings.PM_WAIT_RECHECK_SECONDS)
