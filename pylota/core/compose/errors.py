"""What composition refuses, as exceptions that name the offending field.

Every refusal is a ``ComposeError`` (a ``ValueError``), so a caller that maps errors to an
API answer catches one type; the subclasses let it pick a precise error code.
"""

from __future__ import annotations


class ComposeError(ValueError):
    """The message spec cannot be turned into a message; ``field`` says where."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class InvalidAddressError(ComposeError):
    """An address (or its display name) is malformed or cannot be sent."""


class HeaderPolicyError(ComposeError):
    """A custom header is refused; ``header`` is its name as given."""

    def __init__(self, message: str, *, header: str) -> None:
        super().__init__(message, field="headers")
        self.header = header


class ReservedHeaderError(HeaderPolicyError):
    """The header is set by the platform (or by its own spec field), never by a caller."""


class HeaderNotAllowedError(HeaderPolicyError):
    """The header is neither reserved nor on the allow list, or its value is refused."""
