"""The wait route in the OpenAPI document: it is a plain async Django view, which
drf-spectacular does not see, so this post-processing hook describes it."""

from __future__ import annotations

from django.conf import settings

_ERROR = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


def add_wait_operation(result: dict, generator, request, public) -> dict:
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas["WaitNotice"] = {
        "type": "object",
        "properties": {
            "type": {"type": "string", "enum": ["quarantined"]},
            "message_id": {"type": "string"},
            "thread_id": {"type": "string"},
            "reasons": {"type": "array", "items": {"type": "string"}},
            "received_at": {"type": "string", "format": "date-time"},
        },
        "required": ["type", "message_id", "thread_id", "reasons", "received_at"],
    }
    name = next((n for n in ("MessageOut", "Message") if n in schemas), None)
    message_ref = {"$ref": f"#/components/schemas/{name}"} if name else {"type": "object"}
    schemas["WaitResult"] = {
        "type": "object",
        "properties": {
            "message": {"allOf": [message_ref], "nullable": True},
            "notice": {"allOf": [{"$ref": "#/components/schemas/WaitNotice"}], "nullable": True},
            "cursor": {"type": "string", "description": "Pass as ?after= to wait for the next"},
            "timed_out": {"type": "boolean"},
        },
        "required": ["message", "notice", "cursor", "timed_out"],
    }
    maximum = settings.PM_WAIT_MAX_SECONDS
    result.setdefault("paths", {})["/v1/identities/{identity_id}/wait"] = {
        "get": {
            "operationId": "identities_wait",
            "summary": "Wait for the next message",
            "description": (
                "Long-polls until the identity (or one thread) receives a message after the "
                "cursor, or the timeout passes. Quarantined mail never answers a wait on the "
                "identity; a wait on a thread answers a quarantined reply with a notice. "
                "See docs/trust.md."
            ),
            "tags": ["inbound"],
            "security": [{"ApiKey": []}],
            "parameters": [
                {
                    "name": "identity_id",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string"},
                },
                {"name": "thread_id", "in": "query", "schema": {"type": "string"}},
                {
                    "name": "after",
                    "in": "query",
                    "description": "A cursor from a previous answer, or a message ID; "
                    "absent: from now",
                    "schema": {"type": "string"},
                },
                {
                    "name": "timeout",
                    "in": "query",
                    "description": f"Seconds, 0 to {maximum} (default "
                    f"{settings.PM_WAIT_DEFAULT_SECONDS})",
                    "schema": {"type": "number", "minimum": 0, "maximum": maximum},
                },
            ],
            "responses": {
                "200": {
                    "description": "A message, a notice, or nothing (timed_out) with the cursor",
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/WaitResult"}}
                    },
                },
                **{
                    status: {"description": "Error envelope", **_ERROR}
                    for status in ("400", "401", "403", "404", "422", "429")
                },
            },
        }
    }
    return result
