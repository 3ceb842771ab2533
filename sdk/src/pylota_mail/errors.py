"""Typed exceptions for the API's error envelope.

Every non-2xx answer of Pylota Mail carries
``{"error": {"code", "message", "request_id", "retryable", "details"}}``. The SDK raises one
class per HTTP status family (``NotFoundError`` for 404, ``RateLimitError`` for 429 …), all
subclasses of :class:`ApiError`, and every instance carries the envelope's fields. Branch on
``err.code`` (stable), never on ``err.message`` (for people).
"""

from __future__ import annotations

from typing import Any


class PylotaError(Exception):
    """Base class of everything this SDK raises."""


class ApiError(PylotaError):
    """The server answered with the error envelope (or a non-2xx without one)."""

    status: int
    code: str
    message: str
    request_id: str | None
    retryable: bool
    details: dict[str, Any]

    def __init__(
        self,
        *,
        status: int,
        code: str,
        message: str,
        request_id: str | None = None,
        retryable: bool = False,
        details: dict[str, Any] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}" + (f" ({request_id})" if request_id else ""))
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.retryable = retryable
        self.details = details or {}
        self.retry_after = retry_after

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "code": self.code,
            "message": self.message,
            "request_id": self.request_id,
            "retryable": self.retryable,
            "details": self.details,
        }


class BadRequestError(ApiError):
    """400: malformed JSON, a bad cursor, an invalid Idempotency-Key …"""


class AuthenticationError(ApiError):
    """401: no key, an unknown key, a revoked or expired key."""


class PermissionDeniedError(ApiError):
    """403: a missing permission, a level or identity scope exceeded, a suspended tenant."""


class NotFoundError(ApiError):
    """404: missing, or someone else's (the API never tells them apart)."""


class MethodNotAllowedError(ApiError):
    """405."""


class ConflictError(ApiError):
    """409: an idempotency conflict, a state that does not allow the change …"""


class GoneError(ApiError):
    """410."""


class PayloadTooLargeError(ApiError):
    """413."""


class UnprocessableEntityError(ApiError):
    """422 ``validation_failed``: ``details["fields"]`` names the fields."""


class RateLimitError(ApiError):
    """429 ``rate_limited``: ``retry_after`` seconds (also in ``details``)."""


class ServerError(ApiError):
    """5xx."""


class APIConnectionError(PylotaError):
    """The server could not be reached (after the retries allowed)."""


class WebhookVerificationError(PylotaError):
    """A webhook's signature, timestamp or headers did not verify."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    405: MethodNotAllowedError,
    409: ConflictError,
    410: GoneError,
    413: PayloadTooLargeError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def error_class(status: int) -> type[ApiError]:
    if status in _BY_STATUS:
        return _BY_STATUS[status]
    return ServerError if status >= 500 else ApiError


def from_response(
    status: int, body: Any, *, header_request_id: str | None, retry_after: float | None
) -> ApiError:
    """The exception for an answer; a body without the envelope still gives a typed error."""
    envelope = body.get("error") if isinstance(body, dict) else None
    if isinstance(envelope, dict) and isinstance(envelope.get("code"), str):
        return error_class(status)(
            status=status,
            code=envelope["code"],
            message=str(envelope.get("message", "")),
            request_id=envelope.get("request_id") or header_request_id,
            retryable=bool(envelope.get("retryable", False)),
            details=envelope.get("details") if isinstance(envelope.get("details"), dict) else {},
            retry_after=retry_after,
        )
    # A proxy or a load balancer answered: no envelope. 429/502/503/504 are worth a retry.
    return error_class(status)(
        status=status,
        code=f"http_{status}",
        message=f"HTTP {status} without an error envelope",
        request_id=header_request_id,
        retryable=status in (429, 502, 503, 504),
        retry_after=retry_after,
    )
