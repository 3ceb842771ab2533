"""The event stream in the OpenAPI document: it is a plain async Django view, which
drf-spectacular does not see, so this post-processing hook describes it."""

from __future__ import annotations

import json

from django.conf import settings

from apps.events.api import examples as ex
from pylota.api import examples as shared
from pylota.api.schema import ERROR_DESCRIPTIONS, SSE_EVENT, error_example
from pylota.core.events import EVENT_TYPES

_ERROR = {"schema": {"$ref": "#/components/schemas/Error"}}
_ERROR_CODES = {
    "400": ("invalid_cursor", None),
    "401": ("unauthenticated", None),
    "403": ("permission_denied", {"required": "events:read"}),
    "404": ("event_not_found", None),
    "422": ("validation_failed", {"fields": {"type": ["unknown event type: message.opened"]}}),
    "429": ("rate_limited", None),
    "503": ("service_unavailable", None),
}


def _error(status: str) -> dict:
    code, details = _ERROR_CODES[status]
    example = {code: {"value": error_example(code, details)}}
    description = ERROR_DESCRIPTIONS.get(status, "The event feed is not available (envelope)")
    return {
        "description": description,
        "content": {"application/json": {**_ERROR, "examples": example}},
    }


def _sse_example() -> str:
    envelope = json.dumps(ex.EVENT.value, separators=(",", ":"))
    return (
        f"retry: {settings.PM_EVENT_STREAM_RETRY_MS}\n: connected\n\n"
        f"id: {shared.EVENT_ID}\nevent: message.received\ndata: {envelope}\n\n"
        ": heartbeat\n\n"
    )


def add_stream_operation(result: dict, generator, request, public) -> dict:
    heartbeat = settings.PM_EVENT_STREAM_HEARTBEAT_SECONDS
    result.setdefault("paths", {})["/v1/events/stream"] = {
        "get": {
            "operationId": "events_stream",
            "summary": "Stream events (Server-Sent Events)",
            "description": (
                "The caller's events as Server-Sent Events, for agents without a public URL "
                "for webhooks. Each SSE message has `id` (the event ID), `event` (its type) "
                "and `data` (the envelope webhooks deliver, `{id, type, created_at, "
                "tenant_id, data}`, on one line). Without a cursor the stream starts from "
                "now; with `Last-Event-ID` (the header, which wins) or `?after=` it first "
                "replays every later event from the outbox, then follows live, with no gap "
                "and no repeat. Events arrive in commit order, which is not always ID order. "
                f"A comment line (`: heartbeat`) is sent every {heartbeat} s of silence. "
                "An identity-scoped key sees only events about its identity. See "
                'docs/webhooks.md, "Live events without a public URL". 400 '
                "`invalid_cursor` (not an event ID); 404 `event_not_found` (a cursor this "
                "key cannot see); 403 `identity_scope_exceeded` (another identity); 422 "
                "`validation_failed` (an unknown type, a bad `identity_id` or `timeout`).\n\n"
                "**Access**: needs `events:read`; identity-scoped keys allowed."
            ),
            "tags": ["events"],
            "security": [{"ApiKey": []}],
            "parameters": [
                {
                    "name": "type",
                    "in": "query",
                    "description": "Only events of these types: repeat the parameter or "
                    "separate types with commas (exact types, as `GET /v1/events` matches)",
                    "schema": {
                        "type": "array",
                        "items": {"type": "string", "enum": sorted(EVENT_TYPES)},
                    },
                    "style": "form",
                    "explode": True,
                },
                {
                    "name": "identity_id",
                    "in": "query",
                    "description": "Only events about this identity (`idn_…`)",
                    "schema": {"type": "string"},
                },
                {
                    "name": "after",
                    "in": "query",
                    "description": "Resume after this event ID (`evt_…`); the "
                    "`Last-Event-ID` header takes precedence. Absent: from now",
                    "schema": {"type": "string"},
                },
                {
                    "name": "Last-Event-ID",
                    "in": "header",
                    "description": "The `id` of the last SSE message received (sent by "
                    "EventSource clients when they reconnect)",
                    "schema": {"type": "string"},
                },
                {
                    "name": "timeout",
                    "in": "query",
                    "description": "Close the stream after this many seconds (0: replay "
                    "what is after the cursor, then close). Absent: stay open",
                    "schema": {"type": "number", "minimum": 0},
                },
            ],
            "responses": {
                "200": {
                    "description": "An event stream that stays open (text/event-stream)",
                    "content": {
                        "text/event-stream": {
                            "schema": SSE_EVENT,
                            "examples": {"Stream": {"value": _sse_example()}},
                        }
                    },
                },
                **{status: _error(status) for status in _ERROR_CODES},
            },
        }
    }
    return result
