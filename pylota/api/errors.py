"""Every non-2xx API answer, whatever raised it, leaves through ``error_response``."""

from __future__ import annotations

import logging
from typing import Any

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, JsonResponse
from django.views import defaults
from rest_framework import exceptions as drf
from rest_framework.response import Response

from pylota.core.errors import AppError, lookup
from pylota.logs import request_id_var

logger = logging.getLogger("pylota.api")


def envelope(code: str, message: str | None = None, details: dict | None = None) -> dict:
    entry = lookup(code)
    return {
        "error": {
            "code": code,
            "message": message or entry.message,
            "request_id": request_id_var.get(),
            "retryable": entry.retryable,
            "details": details or {},
        }
    }


def error_response(error: AppError) -> JsonResponse:
    response = JsonResponse(envelope(error.code, error.message, error.details), status=error.status)
    for name, value in error.headers.items():
        response[name] = value
    return response


def _field_errors(detail: Any) -> dict:
    """DRF's nested validation detail, flattened to {"field.sub": ["message", ...]}."""
    out: dict[str, list[str]] = {}

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, f"{path}.{key}" if path else str(key))
        elif isinstance(node, list) and node and not isinstance(node[0], str | drf.ErrorDetail):
            for index, value in enumerate(node):
                walk(value, f"{path}.{index}" if path else str(index))
        else:
            items = node if isinstance(node, list) else [node]
            out.setdefault(path or "non_field_errors", []).extend(str(item) for item in items)

    walk(detail, "")
    return out


def to_app_error(exc: Exception) -> AppError | None:
    """Map framework exceptions onto registry codes; None for unexpected exceptions."""
    if isinstance(exc, AppError):
        return exc
    if isinstance(exc, RequestDataTooBig):
        return AppError("payload_too_large")
    if isinstance(exc, Http404 | drf.NotFound):
        return AppError("route_not_found")
    if isinstance(exc, drf.ParseError):
        return AppError("malformed_json", details={"reason": str(exc.detail)})
    if isinstance(exc, drf.UnsupportedMediaType):
        return AppError("unsupported_media_type")
    if isinstance(exc, drf.ValidationError):
        return AppError("validation_failed", details={"fields": _field_errors(exc.detail)})
    if isinstance(exc, drf.NotAuthenticated | drf.AuthenticationFailed):
        return AppError("unauthenticated")
    if isinstance(exc, drf.PermissionDenied):
        return AppError("permission_denied")
    if isinstance(exc, drf.MethodNotAllowed):
        return AppError("method_not_allowed")
    if isinstance(exc, drf.NotAcceptable):
        return AppError("not_acceptable")
    if isinstance(exc, drf.Throttled):
        wait = int(exc.wait or 1)
        return AppError("rate_limited", headers={"Retry-After": str(wait)})
    return None


def exception_handler(exc: Exception, context: dict) -> Response:
    error = to_app_error(exc)
    if error is None:
        logger.exception("unhandled error in %s", type(context.get("view")).__name__)
        error = AppError("internal_error")
    response = Response(
        envelope(error.code, error.message, error.details),
        status=error.status,
        headers=error.headers,
    )
    if isinstance(exc, drf.MethodNotAllowed) and context.get("view") is not None:
        response["Allow"] = ", ".join(context["view"].allowed_methods)
    if error.status == 401:
        response["WWW-Authenticate"] = 'Bearer realm="pylota"'
    return response


# Django-level handlers for paths that never reach DRF (unknown URLs, crashes in middleware).
# People's pages (the admin, later the console) keep Django's HTML pages.
_HTML_PREFIXES = ("/admin/", "/console", "/accounts/")


def _html(request) -> bool:
    return request.path.startswith(_HTML_PREFIXES)


def handler404(request, exception=None):
    if _html(request):
        return defaults.page_not_found(request, exception)
    return error_response(AppError("route_not_found"))


def handler500(request):
    if _html(request):
        return defaults.server_error(request)
    return error_response(AppError("internal_error"))


def handler400(request, exception=None):
    if _html(request):
        return defaults.bad_request(request, exception)
    return error_response(AppError("invalid_request"))


def handler403(request, exception=None):
    if _html(request):
        return defaults.permission_denied(request, exception)
    return error_response(AppError("permission_denied"))
