"""The web process freezes what start-up loaded, so full collections skip it; what it
makes afterwards is collected as before."""

from __future__ import annotations

import asyncio
import gc
import importlib
import weakref

from pylota import heap


def test_the_web_process_freezes_what_start_up_loaded_when_the_server_has_started():
    import pylota.asgi

    gc.unfreeze()
    application = importlib.reload(pylota.asgi).application
    assert gc.get_freeze_count() == 0  # importing the application froze nothing
    events = iter([{"type": "lifespan.startup"}, {"type": "lifespan.shutdown"}])
    sent = []

    async def receive():
        return next(events)

    async def send(message):
        sent.append(message["type"])

    asyncio.run(application({"type": "lifespan"}, receive, send))

    assert sent == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert gc.get_freeze_count() > 10_000  # Django, the apps, their models and URL patterns


def test_cycles_made_after_the_freeze_are_still_collected():
    assert heap.freeze() > 0

    class Node:
        other: object = None

    first, second = Node(), Node()
    first.other, second.other = second, first
    ref = weakref.ref(first)
    del first, second
    gc.collect()
    assert ref() is None
