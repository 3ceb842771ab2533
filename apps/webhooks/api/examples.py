"""OpenAPI examples of webhook endpoints and deliveries (shared values:
pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_URL = "https://agents.acme.example/hooks/pylota"
WEBHOOK_VALUE = {
    "id": ex.WEBHOOK_ID,
    "url": _URL,
    "scope": "tenant",
    "tenant_id": ex.TENANT_ID,
    "partner_id": None,
    "event_types": ["message.received", "message.bounced"],
    "identity_ids": [],
    "description": "Support inbox",
    "enabled": True,
    "disabled_reason": None,
    "disabled_at": None,
    "consecutive_failures": 0,
    "previous_secret_expires_at": None,
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}
_SECRET = "whsec_BwgJCgsMDQ4PEBESExQVFhcYGRobHB0e"  # noqa: S105 (made up)

WEBHOOK = OpenApiExample("Endpoint", value=WEBHOOK_VALUE, response_only=True)
WEBHOOK_IN = OpenApiExample(
    "Received mail and bounces",
    value={
        "url": _URL,
        "event_types": ["message.received", "message.bounced"],
        "description": "Support inbox",
    },
    request_only=True,
)
WEBHOOK_CREATED = OpenApiExample(
    "New endpoint and its secret",
    value={**WEBHOOK_VALUE, "secret": _SECRET},
    response_only=True,
)
WEBHOOK_PATCH = OpenApiExample("Re-enable", value={"enabled": True}, request_only=True)
ROTATE_IN = OpenApiExample("One hour of overlap", value={"overlap_hours": 1}, request_only=True)
ROTATED = OpenApiExample(
    "New secret",
    value={
        **WEBHOOK_VALUE,
        "previous_secret_expires_at": "2025-03-14T10:41:07.090211Z",
        "secret": "whsec_CzBVep/E6Q4zWH2ix+wRNluApcrvFDle",
    },
    response_only=True,
)
TEST = OpenApiExample(
    "Test queued",
    value={"event_id": ex.EVENT_ID, "delivery_id": ex.DELIVERY_ID},
    response_only=True,
    status_codes=[202],
)
REPLAY_WINDOW = OpenApiExample(
    "Replay a window",
    value={"since": "2025-03-14T00:00:00Z", "until": "2025-03-14T12:00:00Z"},
    request_only=True,
)
REPLAY_IDS = OpenApiExample(
    "Replay events by ID", value={"event_ids": [ex.EVENT_ID]}, request_only=True
)
REPLAYED = OpenApiExample(
    "Replay queued",
    value={
        "replayed": 1,
        "deliveries": [{"id": "dlv_01JP9ZTQ3W6Y9A2C5E8G1J4M7P", "event_id": ex.EVENT_ID}],
        "skipped": [{"event_id": "evt_01JP9ZTW8B1D4F7H0K3N6Q9S2V", "reason": "filtered"}],
    },
    response_only=True,
    status_codes=[202],
)
DELIVERY = OpenApiExample(
    "Delivered event",
    value={
        "id": ex.DELIVERY_ID,
        "webhook_id": ex.WEBHOOK_ID,
        "event_id": ex.EVENT_ID,
        "event_type": "message.received",
        "kind": "event",
        "state": "succeeded",
        "attempts": 1,
        "response_status": 200,
        "response_body": '{"ok": true}',
        "latency_ms": 182,
        "error": None,
        "next_attempt_at": None,
        "last_attempt_at": "2025-03-14T10:02:32.351044Z",
        "created_at": "2025-03-14T10:02:31.902114Z",
        "completed_at": "2025-03-14T10:02:32.533201Z",
    },
    response_only=True,
)
