"""OpenAPI generation: the names the SDK and the MCP tools inherit (docs/api.md, "Naming").

- ``operationId`` is ``<resource>_<verb>``: the resource is the view's ``schema_resource``
  (else the path's first segment), the verb comes from the action (``list``, ``create``,
  ``get``, ``update``, ``delete``, or a custom action's URL path); an operation the rule
  cannot name says ``extend_schema(operation_id=...)``.
- Tags are resources, not apps: the view's ``schema_tag``, declared (with their order) in
  ``SPECTACULAR_SETTINGS["TAGS"]``.
- Every description ends with what the call needs, computed from the same ``permissions``
  and ``levels`` maps ``HasPermissions`` enforces, so the two cannot disagree.
- Path parameters are named after their object; ``<object>_id`` ones get a description
  with the ID's prefix.
- A ``many=True`` response is documented as the page lists really answer,
  ``{data, next_cursor}``, and every failure as the error envelope, with an example.
"""

from __future__ import annotations

import re

from drf_spectacular import openapi
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.utils import OpenApiExample, OpenApiResponse
from rest_framework import serializers

from pylota.api.examples import CURSOR, REQUEST_ID
from pylota.core.errors import all_codes, lookup
from pylota.core.ids import PREFIXES


class ErrorBodySerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable machine-readable code from the registry.")
    message = serializers.CharField()
    request_id = serializers.CharField()
    retryable = serializers.BooleanField()
    details = serializers.DictField()


class ErrorSerializer(serializers.Serializer):
    error = ErrorBodySerializer()


# The standard actions' verbs; a custom action's verb is its URL path (``rotate-secret``).
VERBS = {
    "list": "list",
    "create": "create",
    "retrieve": "get",
    "update": "replace",
    "partial_update": "update",
    "destroy": "delete",
}
_METHOD_VERBS = {
    "GET": "get",
    "POST": "create",
    "PUT": "replace",
    "PATCH": "update",
    "DELETE": "delete",
}

# The schema of one event of a ``text/event-stream`` answer (Server-Sent Events): what a
# client's event parser hands over for each event, its ``data`` being JSON text.
SSE_EVENT = {
    "type": "object",
    "description": "One Server-Sent Event: its name, its id and its data (JSON text)",
    "properties": {
        "event": {"type": "string"},
        "id": {"type": "string"},
        "data": {"type": "string"},
    },
    "required": ["data"],
}

ERROR_DESCRIPTIONS = {
    "400": "Malformed request (error envelope)",
    "401": "No valid API key (error envelope)",
    "403": "The key may not do this (error envelope)",
    "404": "Not found, or not visible to this key: the same answer (error envelope)",
    "409": "Conflicts with the current state (error envelope)",
    "413": "The request body is larger than this route accepts (error envelope)",
    "422": "A field or parameter is not valid (error envelope)",
    "429": "Rate limited; see Retry-After (error envelope)",
}
_ERROR_CODES = {
    "400": "invalid_request",
    "401": "unauthenticated",
    "409": "idempotency_conflict",
    "413": "payload_too_large",
    "429": "rate_limited",
}
# Path parameters whose not-found code is not ``<name>_not_found``.
_NOT_FOUND = {
    "entry": "list_entry_not_found",
    "token": "link_not_found",
    "rule_id": "triage_rule_not_found",
}


def error_example(code: str, details: dict | None = None) -> dict:
    """The error envelope for ``code``, as the API answers it."""
    entry = lookup(code)
    return {
        "error": {
            "code": code,
            "message": entry.message,
            "request_id": REQUEST_ID,
            "retryable": entry.retryable,
            "details": details or {},
        }
    }


def not_found_code(path: str) -> str:
    """The code a 404 on this path answers: its last parameter's object, not found."""
    names = re.findall(r"{(\w+)}", path)
    if not names:
        return "route_not_found"
    name = names[-1]
    code = _NOT_FOUND.get(name) or f"{name.removesuffix('_id')}_not_found"
    return code if code in all_codes() else "route_not_found"


class _CursorPage:
    """Documents the page every list answers (``pylota.api.pagination``); the views
    paginate themselves, so this class only describes."""

    def get_paginated_response_schema(self, schema: dict) -> dict:
        return {
            "type": "object",
            "required": ["data", "next_cursor"],
            "properties": {
                "data": schema,
                "next_cursor": {
                    "type": "string",
                    "nullable": True,
                    "description": "Pass as ?cursor= for the next page; null on the last",
                    "example": CURSOR,
                },
            },
        }

    def get_schema_operation_parameters(self, view) -> list:
        return []  # limit and cursor are declared with the view (PAGE_PARAMETERS)


class AutoSchema(openapi.AutoSchema):
    def get_operation(self, path, path_regex, path_prefix, method, registry):
        operation = super().get_operation(path, path_regex, path_prefix, method, registry)
        if operation is not None:
            parts = (operation.get("description", "").strip(), self._access())
            operation["description"] = "\n\n".join(part for part in parts if part)
        return operation

    def get_operation_id(self) -> str:
        resource = getattr(self.view, "schema_resource", None) or self._tokenize_path()[0]
        return f"{resource}_{self._verb()}".replace("-", "_")

    def _verb(self) -> str:
        action = getattr(self.view, "action", None)
        if action is None:
            return _METHOD_VERBS[self.method]
        if action in VERBS:
            return VERBS[action]
        url_path = getattr(getattr(self.view, action, None), "url_path", action)
        return url_path if re.fullmatch(r"[a-z-]+", url_path) else action

    def get_tags(self) -> list[str]:
        tag = getattr(self.view, "schema_tag", None)
        return [tag] if tag else super().get_tags()

    def _required(self) -> tuple[str | None, list[str] | None]:
        """The permission and the key levels this operation needs (as HasPermissions)."""
        permissions = getattr(self.view, "permissions", {})
        action = getattr(self.view, "action", None) or self.method.lower()
        levels = getattr(self.view, "levels", {}).get(action)
        allowed = sorted(getattr(level, "value", level) for level in levels) if levels else None
        return permissions.get(action, permissions.get("*")), allowed

    def _access(self) -> str:
        if not getattr(self.view, "authentication_classes", True):
            return "**Access**: no API key needed."
        if not hasattr(self.view, "permissions"):
            return ""
        required, levels = self._required()
        parts = [f"needs `{required}`" if required else "any valid API key"]
        if levels:
            parts.append("keys of level " + " or ".join(f"`{level}`" for level in levels))
        if not getattr(self.view, "allow_identity_scoped", False):
            parts.append("not keys scoped to one identity (403 `identity_scope_exceeded`)")
        return "**Access**: " + "; ".join(parts) + "."

    def _error_response(self, status: str) -> OpenApiResponse:
        details = None
        if status == "404":
            code = not_found_code(self.path)
        elif status == "403":
            required, levels = self._required()
            if required:
                code, details = "permission_denied", {"required": required}
            elif levels:
                code, details = "level_not_allowed", {"allowed": levels}
            else:
                code = "tenant_suspended"
        elif status == "422":
            code, details = "validation_failed", {"fields": {"name": ["This field is required."]}}
        else:
            code = _ERROR_CODES[status]
        return OpenApiResponse(
            ErrorSerializer,
            description=ERROR_DESCRIPTIONS[status],
            examples=[OpenApiExample(code, value=error_example(code, details))],
        )

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        statuses = ["400", "401", "403", "404", "429"]
        keyless = not getattr(self.view, "authentication_classes", True)
        if keyless and not self.path.startswith("/v1/"):
            statuses = ["400", "404", "429"]  # no key to refuse (/v1/links keeps the /v1 set)
        elif hasattr(self.view, "permissions"):
            # Every API view refuses parameters it cannot take (a bad filter or limit, text
            # PostgreSQL cannot store) with 422, whatever the method.
            statuses.append("422")
        if self.method in ("POST", "PATCH", "PUT"):
            statuses += ["409", "413", "422"]
        for status in statuses:
            if status not in responses:
                responses[status] = self._get_response_for_code(
                    self._error_response(status), status
                )
        return responses

    def _get_paginator(self):
        return _CursorPage()

    def _resolve_path_parameters(self, variables):
        parameters = super()._resolve_path_parameters(variables)
        for parameter in parameters:
            name = parameter["name"]
            prefix = PREFIXES.get(name.removesuffix("_id"))
            if name.endswith("_id") and prefix and not parameter.get("description"):
                parameter["description"] = f"The {name[:-3]}'s ID (`{prefix}_…`)"
        return parameters


class ApiKeyScheme(OpenApiAuthenticationExtension):
    target_class = "pylota.api.auth.ApiKeyAuthentication"
    name = "ApiKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "bearerFormat": "pm_live_…",
            "description": "An API key secret, shown once when the key is created.",
        }
