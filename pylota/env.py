"""Small typed readers for settings from the environment.

Every reader accepts ``NAME`` or ``NAME_FILE`` (a path whose contents are the value, for
secrets mounted as files). A value that does not parse raises ``ImproperlyConfigured`` at
start, naming the variable, rather than failing later in a request.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from django.core.exceptions import ImproperlyConfigured

T = TypeVar("T")
_MISSING = object()
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def raw(name: str) -> str | None:
    if name in os.environ:
        return os.environ[name]
    path = os.environ.get(f"{name}_FILE")
    if path:
        try:
            return Path(path).read_text().strip()
        except OSError as exc:
            raise ImproperlyConfigured(f"{name}_FILE={path} cannot be read: {exc}") from exc
    return None


def _cast(name: str, value: str, cast: Callable[[str], T], expected: str) -> T:
    try:
        return cast(value)
    except (TypeError, ValueError) as exc:
        raise ImproperlyConfigured(f"{name}={value!r} is not {expected}") from exc


def string(name: str, default: str | None = None, *, choices: tuple[str, ...] = ()) -> str | None:
    value = raw(name)
    if value is None:
        return default
    if choices and value not in choices:
        raise ImproperlyConfigured(f"{name}={value!r} must be one of {', '.join(choices)}")
    return value


def integer(name: str, default: int, *, minimum: int | None = None) -> int:
    value = raw(name)
    if value is None:
        return default
    result = _cast(name, value, int, "an integer")
    if minimum is not None and result < minimum:
        raise ImproperlyConfigured(f"{name}={result} must be at least {minimum}")
    return result


def boolean(name: str, default: bool) -> bool:
    value = raw(name)
    if value is None:
        return default
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a boolean (true/false)")


def integers(name: str, default: list[int]) -> list[int]:
    """A comma-separated list of positive integers (e.g. a retry schedule in seconds)."""
    values = listing(name, [str(v) for v in default])
    result = [_cast(name, value, int, "a list of integers") for value in values]
    if not result or any(v <= 0 for v in result):
        raise ImproperlyConfigured(f"{name} must be a non-empty list of positive integers")
    return result


def listing(name: str, default: list[str]) -> list[str]:
    value = raw(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]
