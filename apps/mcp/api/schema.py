"""What each tool takes and needs, read from its REST operation.

The input schema is the operation's path and query parameters and its JSON body's
properties, from the OpenAPI document drf-spectacular generates (the same one served at
``/openapi.json``), with ``$ref`` inlined; the permission is the view's own ``permissions``
map (the action its method maps to), found through the URL resolver. Both are computed once
per process.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.urls import resolve
from drf_spectacular.generators import SchemaGenerator

from apps.mcp.api.tools import TOOLS, Tool

IDEMPOTENCY = {
    "type": "string",
    "minLength": 1,
    "maxLength": 255,
    "description": "Sent as the operation's Idempotency-Key: a retry with the same key and "
    "arguments answers the first result and does the work once.",
}
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_SAMPLE_ID = "att_" + "0" * 26  # matches every path's ID pattern for the resolver


@dataclass(frozen=True)
class Spec:
    tool: Tool
    input_schema: dict
    path_params: tuple[str, ...]
    query_params: frozenset[str]
    permission: str | None
    levels: frozenset[str] | None
    allow_identity_scoped: bool


@cache
def openapi() -> dict:
    return SchemaGenerator().get_schema(request=None, public=True)


def _inline(node: Any, components: dict, depth: int = 0) -> Any:
    if depth > 20:
        return {}
    if isinstance(node, dict):
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            return _inline(copy.deepcopy(components[name]), components, depth + 1)
        return {k: _inline(v, components, depth + 1) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, components, depth + 1) for v in node]
    return node


def _operation(doc: dict, tool: Tool) -> dict:
    op = doc["paths"].get(tool.path, {}).get(tool.method.lower())
    if op is None or op.get("operationId") != tool.operation:
        raise LookupError(
            f"{tool.name}: no operation {tool.operation} at {tool.method} {tool.path}"
        )
    return op


def _permission(tool: Tool) -> tuple[str | None, frozenset[str] | None, bool]:
    path = _PLACEHOLDER.sub(_SAMPLE_ID, tool.path)
    match = resolve(path)
    view = match.func
    cls = getattr(view, "cls", None)
    if cls is None:  # a function view: the table says what it checks
        return tool.permission, None, True
    actions = getattr(view, "actions", None) or {}
    action = actions.get(tool.method.lower(), tool.method.lower())
    permissions = getattr(cls, "permissions", {})
    required = permissions.get(action, permissions.get("*"))
    levels = getattr(cls, "levels", {}).get(action)
    return (
        required,
        frozenset(levels) if levels is not None else None,
        bool(getattr(cls, "allow_identity_scoped", False)),
    )


def _build(tool: Tool, doc: dict) -> Spec:
    components = doc.get("components", {}).get("schemas", {})
    op = _operation(doc, tool)
    properties: dict[str, Any] = {}
    required: list[str] = []
    path_params, query_params = [], set()
    for param in op.get("parameters", []):
        schema = _inline(param.get("schema", {"type": "string"}), components)
        if param.get("description"):
            schema = {**schema, "description": param["description"]}
        properties[param["name"]] = schema
        if param["in"] == "path":
            path_params.append(param["name"])
            required.append(param["name"])
        elif param["in"] == "query":
            query_params.add(param["name"])
    body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    if body.get("schema"):
        schema = _inline(body["schema"], components)
        for name, prop in schema.get("properties", {}).items():
            properties.setdefault(name, prop)
        if tool.method != "PATCH":
            required.extend(n for n in schema.get("required", []) if n not in required)
    for name in (*tool.hidden, *tool.fixed):
        properties.pop(name, None)
    required = [n for n in required if n in properties]
    required.extend(n for n in tool.required if n not in required)
    if tool.creates:
        properties["idempotency_key"] = IDEMPOTENCY
    permission, levels, scoped = _permission(tool)
    return Spec(
        tool=tool,
        input_schema={
            "type": "object",
            "properties": properties,
            "required": required,
        },
        path_params=tuple(path_params),
        query_params=frozenset(query_params),
        permission=permission,
        levels=levels,
        allow_identity_scoped=scoped,
    )


@cache
def specs() -> dict[str, Spec]:
    doc = openapi()
    return {tool.name: _build(tool, doc) for tool in TOOLS}


def visible(principal) -> list[Spec]:
    """The tools this key may call: the permission its operation checks, the levels it
    allows, and identity-scoped keys only where the operation accepts them."""
    out = []
    for spec in specs().values():
        if spec.permission is not None and not principal.can(spec.permission):
            continue
        if spec.levels is not None and principal.level not in spec.levels:
            continue
        if principal.identity_id and not spec.allow_identity_scoped:
            continue
        out.append(spec)
    return out
