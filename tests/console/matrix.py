"""The console's cross-tenant matrix entries (``tests/console/matrix_<area>.py``).

Every route under ``/console/<tenant_id>/`` needs an entry: ``make(people)`` creates what
the route is about inside ``people.tenant`` and returns the URL kwargs other than
``tenant_id`` (``{}`` for a route with none). ``methods`` are the ones the route answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Route:
    make: Callable[[object], dict] = lambda people: {}
    methods: tuple[str, ...] = ("GET",)
    # GET answers something other than 200 for the owner (a download is 200 too; a page
    # that only redirects, e.g. a POST-only action, says so here).
    owner_get_status: int = 200
