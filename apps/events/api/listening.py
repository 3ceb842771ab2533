"""One PostgreSQL LISTEN connection per process that feeds every event-stream listener.

Decisions (docs/adr/0017-event-stream.md), modelled on apps/mailbox/api/waiting.py:

- **One feed per process, on a thread of its own.** It holds one dedicated psycopg
  connection with ``LISTEN pm_events`` and one Django connection for reads. On every
  notification (and every ``PM_EVENT_STREAM_RECHECK_SECONDS`` anyway) it reads the events
  after its position once, renders each SSE frame once, and hands each listener the
  frames its scope and filters admit (``event_stream_match``) with
  ``loop.call_soon_threadsafe``. However many clients listen, a new event costs one query
  per web process.
- **Listeners hold no database connection.** A listener is an ``asyncio.Queue`` on the
  loop that serves it; only its short catch-up reads run queries, on a bounded pool.
- **Nothing is missed or repeated.** The feed reads by position ``(xid, id)`` and only
  events no running transaction can precede (``event_stream_tail``); a listener
  subscribes at the feed's position ``H`` under the feed's lock, reads ``(cursor, H]``
  from the table, then takes the feed's frames, all of which are after ``H``. Its
  position only moves forward, so a duplicate is dropped. A listener that falls more than
  ``PM_EVENT_STREAM_BACKLOG`` frames behind is told to catch up from the table again,
  so a slow client costs memory up to that bound and never stalls the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import psycopg
from django.conf import settings
from django.db import connection, connections

from apps.events import selectors
from apps.events.models import Event
from apps.events.selectors import Position
from apps.events.services import STREAM_CHANNEL

logger = logging.getLogger(__name__)

# How many events the feed reads per query.
FEED_BATCH = 500
# When committed events wait behind a running transaction, read again this soon.
PENDING_RECHECK_SECONDS = 0.02


@dataclass(frozen=True)
class Frame:
    position: Position
    data: bytes


OVERFLOW = object()  # in a listener's queue: it fell behind and must catch up


def render(event: Event) -> bytes:
    """One SSE message: ``id`` is the event ID (send it back as ``Last-Event-ID``),
    ``event`` its type, ``data`` the envelope webhooks deliver, on one line."""
    # ASCII only: nothing in an event's data (not even a lone surrogate) can break a frame.
    envelope = json.dumps(event.envelope(), separators=(",", ":"))
    return f"id: {event.id}\nevent: {event.type}\ndata: {envelope}\n\n".encode()


@dataclass(eq=False)
class Subscription:
    match: Callable[[Event], bool]
    loop: asyncio.AbstractEventLoop
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    # Frames handed over by the feed thread and taken by the listener: each counter is
    # written by one side only, so the backlog needs no lock.
    pushed: int = 0
    taken: int = 0
    overflowed: bool = False

    def push(self, frames: list[Frame], limit: int) -> None:
        """Called by the feed thread."""
        if self.overflowed:
            return
        if self.pushed - self.taken + len(frames) > limit:
            self.overflowed = True
            item: object = OVERFLOW
        else:
            self.pushed += len(frames)
            item = frames
        # The loop may have closed (a client that went away): nothing to hand over then.
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self.queue.put_nowait, item)

    async def next(self, timeout: float) -> list[Frame] | object | None:
        """The next frames, ``OVERFLOW``, or None after ``timeout`` seconds of silence."""
        try:
            item = await asyncio.wait_for(self.queue.get(), timeout)
        except TimeoutError:
            return None
        if item is not OVERFLOW:
            self.taken += len(item)
        return item


def _conninfo() -> dict:
    params = connections["default"].get_connection_params()
    keep = ("dbname", "user", "password", "host", "port", "sslmode", "sslrootcert", "options")
    return {k: v for k, v in params.items() if k in keep and v not in (None, "")}


class EventHub:
    def __init__(self, channel: str = STREAM_CHANNEL) -> None:
        self.channel = channel
        self._lock = threading.Lock()
        self._subscriptions: set[Subscription] = set()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stop = threading.Event()
        self.position: Position | None = None
        self.notifications = 0
        self.reads = 0
        self.reconnects = 0

    # --- listeners -----------------------------------------------------------------------

    def subscribe(self, match: Callable[[Event], bool]) -> tuple[Subscription, Position]:
        """Register a listener; every frame after the returned position will reach it.
        Call once ``ready()`` is true."""
        sub = Subscription(match, asyncio.get_running_loop())
        with self._lock:
            if self.position is None:
                raise RuntimeError("the event feed is not ready")
            self._subscriptions.add(sub)
            return sub, self.position

    def unsubscribe(self, sub: Subscription) -> None:
        with self._lock:
            self._subscriptions.discard(sub)

    def listening(self) -> int:
        with self._lock:
            # A loop that closed under its listeners (a server stopped) leaves them behind.
            self._subscriptions = {s for s in self._subscriptions if not s.loop.is_closed()}
            return len(self._subscriptions)

    async def ready(self, timeout: float = 5.0) -> bool:
        """Start the feed if needed; whether it is in place (briefly waits for it)."""
        self._ensure_started()
        deadline = time.monotonic() + timeout
        while not self._ready.is_set():
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(0.01)
        return True

    # --- the feed thread -----------------------------------------------------------------

    def _ensure_started(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="event-feed", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
        self._thread = None
        self.position = None

    def _read(self) -> bool:
        """Hand out every final event after the feed's position; True if more are pending
        behind a running transaction."""
        while True:
            events, more, pending = selectors.event_stream_tail(
                after=self.position, limit=FEED_BATCH
            )
            self.reads += 1
            idle = False
            if events:
                with self._lock:  # nobody listens: move on without rendering anything
                    idle = not self._subscriptions
                    if idle:
                        self.position = events[-1].position
            if events and not idle:
                frames = [(event, Frame(event.position, render(event))) for event in events]
                limit = settings.PM_EVENT_STREAM_BACKLOG
                # Under the lock: a listener subscribing now gets a position either before
                # this batch (and receives it) or after it.
                with self._lock:
                    for sub in list(self._subscriptions):
                        if sub.loop.is_closed():
                            self._subscriptions.discard(sub)
                            continue
                        mine = [frame for event, frame in frames if sub.match(event)]
                        if mine:
                            sub.push(mine, limit)
                    self.position = events[-1].position
            if not more:
                return pending

    def _run(self) -> None:
        backoff = 0.2
        recheck = float(settings.PM_EVENT_STREAM_RECHECK_SECONDS)
        while not self._stop.is_set():
            try:
                with psycopg.connect(**_conninfo(), autocommit=True) as conn:
                    conn.execute(f"LISTEN {self.channel}")
                    if self.position is None:
                        self.position = selectors.event_stream_head()
                    self._ready.set()
                    backoff = 0.2
                    while not self._stop.is_set():
                        # Read first: anything committed while we were not listening.
                        pending = self._read()
                        if settings.PM_DB_POOL:  # back to the pool while we wait for a notify
                            connection.close()
                        timeout = PENDING_RECHECK_SECONDS if pending else recheck
                        for _note in conn.notifies(timeout=timeout, stop_after=1):
                            self.notifications += 1
                        # One read answers a burst: take the notifications already here.
                        for _note in conn.notifies(timeout=0):
                            self.notifications += 1
            except Exception as exc:
                self._ready.clear()
                self.reconnects += 1
                logger.warning(
                    "event feed lost its connection", extra={"error": type(exc).__name__}
                )
                with contextlib.suppress(Exception):
                    connection.close()
                self._stop.wait(backoff)
                backoff = min(backoff * 2, 5.0)
        self._ready.clear()
        with contextlib.suppress(Exception):
            connection.close()


HUB = EventHub()
