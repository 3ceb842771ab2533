from __future__ import annotations

import re
import time

from pylota import metrics
from pylota.core.ids import new_id
from pylota.logs import request_id_var

_CLIENT_ID_RE = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


class RequestIdMiddleware:
    """Takes a well-formed ``X-Request-Id`` from the client or makes one; echoes it back."""

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request):
        given = request.headers.get("X-Request-Id", "")
        request_id = given if _CLIENT_ID_RE.match(given) else new_id("req")
        token = request_id_var.set(request_id)
        request.request_id = request_id
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response["X-Request-Id"] = request_id
        return response


class MetricsMiddleware:
    """Counts answers by route name (never the concrete path: IDs would explode labels)."""

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request):
        started = time.perf_counter()
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        route = (match.view_name or match.route) if match else "unmatched"
        metrics.HTTP_LATENCY.labels(route, request.method).observe(time.perf_counter() - started)
        metrics.HTTP_REQUESTS.labels(route, request.method, str(response.status_code)).inc()
        return response
