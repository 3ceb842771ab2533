"""Agentic search as Server-Sent Events under ASGI (the habits of ``GET /v1/events/stream``,
ADR 0017).

A run is synchronous work (database reads, model calls over HTTP): it runs on a thread of
this module's pool (``PM_AGENTIC_CONCURRENCY`` per process, each thread keeping one
database connection closed after each run) and hands its events to the response's
coroutine through an asyncio queue. When the client goes away Django cancels that
coroutine; its ``finally`` sets the run's stop flag, which the run checks between steps
and between streamed chunks of the model's answer, so the work stops and the run is
recorded as cancelled.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Callable, Iterator

from django.conf import settings
from django.db import connection

from apps.search.services.agentic import AgenticEvent
from pylota.api.steps import DbSteps

CONTENT_TYPE = "text/event-stream; charset=utf-8"
_END = object()

# The runs of the process: at most PM_AGENTIC_CONCURRENCY threads (the bounded pool the
# event stream's and wait's database steps use; a run holds its thread to the end).
_RUNS = DbSteps("PM_AGENTIC_CONCURRENCY", "agentic")


def frame(event: AgenticEvent, seq: int) -> bytes:
    data = json.dumps(event.data, separators=(",", ":"), ensure_ascii=False, default=str)
    return f"id: {seq}\nevent: {event.name}\ndata: {data}\n\n".encode()


def render_all(events: Iterator[AgenticEvent]) -> bytes:
    """The whole stream at once (WSGI servers and Django's test client)."""
    return b"".join(frame(event, seq) for seq, event in enumerate(events, start=1))


async def stream(
    make_events: Callable[[Callable[[], bool]], Iterator[AgenticEvent]],
) -> AsyncIterator[bytes]:
    """Frames of the run ``make_events(cancelled)`` produces on a pool thread."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue = asyncio.Queue()
    stop = threading.Event()

    def put(item) -> None:
        try:
            loop.call_soon_threadsafe(queue.put_nowait, item)
        except RuntimeError:  # the loop is gone (server shutting down): nobody listens
            stop.set()

    def work() -> None:
        try:
            if connection.connection is not None and not connection.is_usable():
                connection.close()
            events = make_events(stop.is_set)
            try:
                for event in events:
                    put(event)
                    if stop.is_set():
                        break
            finally:
                events.close()  # records the run's end (cancelled when stopped early)
        finally:
            if not connection.in_atomic_block:
                connection.close()
            put(_END)

    heartbeat = float(settings.PM_EVENT_STREAM_HEARTBEAT_SECONDS)
    task = loop.run_in_executor(_RUNS.executor(), work)
    yield b": started\n\n"
    seq = 0
    try:
        while True:
            try:
                item = await asyncio.wait_for(queue.get(), heartbeat)
            except TimeoutError:
                yield b": heartbeat\n\n"
                continue
            if item is _END:
                break
            seq += 1
            yield frame(item, seq)
        await task
    finally:
        # Also when the client goes away: Django then cancels this coroutine.
        stop.set()
