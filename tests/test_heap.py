"""The web process freezes what start-up loaded, so full collections skip it; what it
makes afterwards is collected as before."""

from __future__ import annotations

import gc
import weakref

from pylota import heap


def test_the_web_process_freezes_what_start_up_loaded():
    import pylota.asgi  # noqa: F401 (importing it is starting the web process's application)

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
