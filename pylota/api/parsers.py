"""What a request may carry before it reaches a serializer or PostgreSQL.

- A JSON body is read up to the route's limit (``max_body_bytes`` on the view, otherwise
  ``PM_API_MAX_BODY_BYTES``): one byte more answers ``413 payload_too_large``.
- Nesting deeper than ``PM_API_MAX_JSON_DEPTH`` answers ``400 json_too_deep``, found by a
  linear scan before ``json.loads`` (whose recursion would otherwise fail as a 500).
- Text PostgreSQL cannot store (NUL characters, lone UTF-16 surrogates such as
  ``"\\ud800"``) in any JSON key or string, path parameter or query parameter answers
  ``422 validation_failed`` naming the field, instead of a database error.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils.json import strict_constant

from pylota.core.errors import AppError

# NUL, and the surrogate code points that only exist in Python strings decoded from JSON
# escapes: neither can be encoded for PostgreSQL (text or jsonb).
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def unstorable_reason(text: str) -> str | None:
    match = _UNSTORABLE.search(text)
    if match is None:
        return None
    return "contains a NUL character" if match.group() == "\x00" else "contains a lone surrogate"


def json_depth_exceeds(text: str, limit: int) -> bool:
    """Whether ``[``/``{`` nest deeper than ``limit`` outside strings: one linear pass."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def _walk(value: Any, path: str, out: dict[str, list[str]]) -> None:
    # Iterative: the depth is bounded already, but a wide body must not cost recursion.
    stack = [(value, path)]
    while stack and len(out) < 20:
        node, where = stack.pop()
        if isinstance(node, str):
            reason = unstorable_reason(node)
            if reason:
                out.setdefault(where or "non_field_errors", []).append(reason)
        elif isinstance(node, dict):
            for key, item in node.items():
                reason = unstorable_reason(key)
                name = f"{where}.{key}" if where else key
                if reason:
                    safe = _UNSTORABLE.sub("\ufffd", name)
                    out.setdefault(safe, []).append(f"key {reason}")
                    continue
                stack.append((item, name))
        elif isinstance(node, list):
            stack.extend((item, f"{where}.{i}" if where else str(i)) for i, item in enumerate(node))


def check_storable(items: Iterable[tuple[str, Any]]) -> None:
    """Raise ``validation_failed`` when a value (or a key) holds text PostgreSQL refuses."""
    problems: dict[str, list[str]] = {}
    for name, value in items:
        _walk(value, name, problems)
    if problems:
        raise AppError("validation_failed", details={"fields": problems})


def body_limit(view) -> int:
    return getattr(view, "max_body_bytes", None) or settings.PM_API_MAX_BODY_BYTES


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser with the limits above; the only JSON parser the API uses."""

    def parse(self, stream, media_type=None, parser_context=None) -> Any:
        parser_context = parser_context or {}
        limit = body_limit(parser_context.get("view"))
        raw = stream.read(limit + 1) if stream is not None else b""
        if len(raw) > limit:
            raise AppError("payload_too_large", details={"max_bytes": limit})
        encoding = parser_context.get("encoding") or settings.DEFAULT_CHARSET
        try:
            text = raw.decode(encoding)
        except (UnicodeDecodeError, LookupError) as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        depth = settings.PM_API_MAX_JSON_DEPTH
        if json_depth_exceeds(text, depth):
            raise AppError("json_too_deep", details={"max_depth": depth})
        try:
            data = json.loads(text, parse_constant=strict_constant)
        except ValueError as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        except RecursionError:
            raise AppError("json_too_deep", details={"max_depth": depth}) from None
        check_storable([("", data)])
        return data
