"""The wait route in the OpenAPI document: it is a plain async Django view, which
drf-spectacular does not see, so this post-processing hook describes it."""

from __future__ import annotations

from django.conf import settings

from apps.mailbox.api import examples as ex
from pylota.api.examples import MESSAGE_ID, THREAD_ID
from pylota.api.schema import ERROR_DESCRIPTIONS, error_example

_ERROR = {"schema": {"$ref": "#/components/schemas/Error"}}
_ERROR_CODES = {
    "400": ("invalid_cursor", None),
    "401": ("unauthenticated", None),
    "403": ("permission_denied", {"required": "messages:read"}),
    "404": ("identity_not_found", None),
    "422": ("validation_failed", None),
    "429": ("rate_limited", None),
}
_CURSOR = "eyJzZXEiOiAxMDQyfQ"  # encode_wait_cursor(1042)


def _error(status: str) -> dict:
    code, details = _ERROR_CODES[status]
    if status == "422":
        details = {"fields": {"timeout": [f"must be 0 to {settings.PM_WAIT_MAX_SECONDS}"]}}
    example = {code: {"value": error_example(code, details)}}
    return {
        "description": ERROR_DESCRIPTIONS[status],
        "content": {"application/json": {**_ERROR, "examples": example}},
    }


def add_wait_operation(result: dict, generator, request, public) -> dict:
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas["WaitNotice"] = {
        "type": "object",
        "properties": {
            "type": {"type": "string", "enum": ["quarantined"]},
            "message_id": {
                "type": "string",
                "nullable": True,
                "description": "The held message's ID, for keys with quarantine:read; "
                "null otherwise",
            },
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
                "See docs/trust.md. Keep the answer's cursor and pass it as `after` to wait "
                "for the next. 404 `identity_not_found`, `thread_not_found` or "
                "`message_not_found` (an `after` message ID); 422 `validation_failed` for a "
                "bad timeout.\n\n"
                "**Access**: needs `messages:read`."
            ),
            "tags": ["messages"],
            "security": [{"ApiKey": []}],
            "parameters": [
                {
                    "name": "identity_id",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string"},
                    "description": "The identity's ID (`idn_…`)",
                },
                {
                    "name": "thread_id",
                    "in": "query",
                    "description": "Wait for a message in this thread only",
                    "schema": {"type": "string"},
                },
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
                        "application/json": {
                            "schema": {"$ref": "#/components/schemas/WaitResult"},
                            "examples": _WAIT_EXAMPLES,
                        }
                    },
                },
                **{status: _error(status) for status in _ERROR_CODES},
            },
        }
    }
    return result


_WAIT_EXAMPLES = {
    "Message": {
        "value": {
            "message": ex.MESSAGE_VALUE,
            "notice": None,
            "cursor": _CURSOR,
            "timed_out": False,
        }
    },
    "QuarantinedReply": {
        "summary": "A quarantined reply (wait on a thread)",
        "value": {
            "message": None,
            "notice": {
                "type": "quarantined",
                "message_id": MESSAGE_ID,
                "thread_id": THREAD_ID,
                "reasons": ["prompt_injection"],
                "received_at": "2025-03-14T10:02:31.774302+00:00",  # isoformat()
            },
            "cursor": _CURSOR,
            "timed_out": False,
        },
    },
    "TimedOut": {
        "summary": "Nothing arrived before the timeout",
        "value": {"message": None, "notice": None, "cursor": _CURSOR, "timed_out": True},
    },
}
