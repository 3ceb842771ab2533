"""Cursor pagination on time-ordered primary keys: ``?limit=&cursor=`` → ``{data, next_cursor}``.

The cursor is opaque to clients (base64 of the last ID seen). Because IDs are ULIDs, paging
by ``id < last`` is stable under inserts: new rows never shift a page already handed out.
"""

from __future__ import annotations

import base64
import binascii
import json

from django.conf import settings
from django.db.models import QuerySet

from pylota.core.errors import AppError


def encode_cursor(last_id: str, route: str = "") -> str:
    """``route`` (the URL name of the list) binds the cursor: another list refuses it."""
    data = {"after": last_id, "route": route} if route else {"after": last_id}
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def decode_cursor(cursor: str, route: str = "") -> str:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode()))
        value = data["after"]
    except (ValueError, KeyError, TypeError, binascii.Error) as exc:
        raise AppError("invalid_cursor") from exc
    if not isinstance(value, str):
        raise AppError("invalid_cursor")
    if data.get("route", "") != route:
        raise AppError("invalid_cursor", "The cursor belongs to another list.")
    return value


def parse_limit(raw: str | None) -> int:
    if raw is None or raw == "":
        return settings.PM_PAGE_SIZE_DEFAULT
    try:
        limit = int(raw)
    except ValueError:
        limit = 0
    if not 1 <= limit <= settings.PM_PAGE_SIZE_MAX:
        raise AppError(
            "validation_failed",
            details={"fields": {"limit": [f"must be 1 to {settings.PM_PAGE_SIZE_MAX}"]}},
        )
    return limit


def paginate(queryset: QuerySet, params, route: str = "") -> tuple[list, str | None]:
    """Newest first. Returns one page and the cursor of the next one (None at the end)."""
    limit = parse_limit(params.get("limit"))
    cursor = params.get("cursor")
    queryset = queryset.order_by("-pk")
    if cursor:
        queryset = queryset.filter(pk__lt=decode_cursor(cursor, route))
    rows = list(queryset[: limit + 1])
    if len(rows) > limit:
        return rows[:limit], encode_cursor(rows[limit - 1].pk, route)
    return rows, None
