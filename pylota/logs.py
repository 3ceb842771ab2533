"""Request context for logs. Log lines carry IDs and counts, never content."""

from __future__ import annotations

import contextvars
import logging

request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "request_id", default=None
)


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        # django.request logs after the middleware has returned: read the request's own ID.
        request = getattr(record, "request", None)
        record.request_id = request_id_var.get() or getattr(request, "request_id", None)
        if request is not None:
            record.request = f"{getattr(request, 'method', '')} {getattr(request, 'path', '')}"
        return True
