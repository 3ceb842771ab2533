"""Pylota Mail: the Python SDK (``Client``, ``AsyncClient``) and the ``pmail`` CLI."""

from ._base import NOT_GIVEN, NotGiven, RequestOptions, ServerSentEvent
from ._generated import OPERATIONS
from ._version import __version__
from .client import AsyncClient, Client
from .errors import (
    APIConnectionError,
    ApiError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    GoneError,
    MethodNotAllowedError,
    NotFoundError,
    PayloadTooLargeError,
    PermissionDeniedError,
    PylotaError,
    RateLimitError,
    ServerError,
    UnprocessableEntityError,
    WebhookVerificationError,
)
from .webhook_signing import sign as sign_webhook
from .webhook_signing import verify as verify_webhook

__all__ = [
    "NOT_GIVEN",
    "OPERATIONS",
    "APIConnectionError",
    "ApiError",
    "AsyncClient",
    "AuthenticationError",
    "BadRequestError",
    "Client",
    "ConflictError",
    "GoneError",
    "MethodNotAllowedError",
    "NotFoundError",
    "NotGiven",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "PylotaError",
    "RateLimitError",
    "RequestOptions",
    "ServerError",
    "ServerSentEvent",
    "UnprocessableEntityError",
    "WebhookVerificationError",
    "__version__",
    "sign_webhook",
    "verify_webhook",
]
