"""What the workspace machinery screens share: cursor pages, one-time secrets, dates.

A one-time secret (an API key's, a webhook's signing secret) is made by a POST, which
redirects; the page it redirects to shows the secret once. It rides in the session for that
one hop only: the next manage page viewed takes it out, whichever page that is, and one
older than ``SECRET_TTL`` is never shown.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass
from urllib.parse import urlencode

from django.utils import timezone

from apps.console.views.base import ConsoleView
from pylota.core.errors import AppError
from pylota.core.ids import is_valid

PAGE_SIZE = 25
SESSION_SECRET = "pm_once_secret"  # noqa: S105 (a session key, not a secret)
SECRET_TTL = 300  # seconds


@dataclass
class Page:
    rows: list
    next_url: str | None
    first_url: str | None  # back to the newest rows, when this is not the first page


def paginate(request, queryset, *, prefix: str, size: int = PAGE_SIZE) -> Page:
    """Newest first, by ID (ULIDs: stable under inserts). ``?after=<id>`` is the cursor;
    one that is not an ID of this list's kind is ignored (the first page)."""
    after = request.GET.get("after", "")
    queryset = queryset.order_by("-pk")
    paged = bool(after) and is_valid(after, prefix)
    if paged:
        queryset = queryset.filter(pk__lt=after)
    rows = list(queryset[: size + 1])
    params = {k: v for k, v in request.GET.items() if k != "after" and v}
    next_url = None
    if len(rows) > size:
        rows = rows[:size]
        next_url = "?" + urlencode({**params, "after": rows[-1].pk})
    first_url = ("?" + urlencode(params)) if paged else None
    return Page(rows=rows, next_url=next_url, first_url=first_url)


def parse_local_datetime(value: str, *, field: str) -> dt.datetime | None:
    """A ``datetime-local`` input (``2026-12-01T10:30``), read as UTC; "" is None."""
    value = (value or "").strip()
    if not value:
        return None
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        raise AppError(
            "validation_failed", details={"fields": {field: ["not a date and time"]}}
        ) from None
    if timezone.is_naive(parsed):
        parsed = parsed.replace(tzinfo=dt.UTC)
    return parsed


class ManageView(ConsoleView):
    """A manage page: takes any one-time secret out of the session as it renders."""

    def once_secret(self, target_id: str) -> str | None:
        """The secret made for ``target_id`` by the POST that led here, if any; gone after."""
        held = self.request.session.pop(SESSION_SECRET, None)
        if not isinstance(held, dict) or held.get("for") != target_id:
            return None
        if time.time() - float(held.get("at", 0)) > SECRET_TTL:
            return None
        return held.get("secret")

    def hold_secret(self, target_id: str, secret: str) -> None:
        self.request.session[SESSION_SECRET] = {
            "for": target_id,
            "secret": secret,
            "at": time.time(),
        }

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["held"] = self.ws.principal.permissions  # {% if "keys:write" in held %}
        return context

    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        # A page that may carry a secret is not kept by the browser or a proxy.
        response["Cache-Control"] = "no-store"
        request.session.pop(SESSION_SECRET, None)
        return response
