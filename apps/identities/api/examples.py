"""OpenAPI examples of identities and addresses (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

IDENTITY_VALUE = {
    "id": ex.IDENTITY_ID,
    "tenant_id": ex.TENANT_ID,
    "name": "support",
    "display_name": "Acme Support",
    "status": "active",
    "paused_reason": None,
    "sender_policy": "open",
    "metadata": {"team": "billing"},
    "primary_address": ex.ADDRESS,
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}
ADDRESS_VALUE = {
    "id": ex.ADDRESS_ID,
    "identity_id": ex.IDENTITY_ID,
    "address": ex.ADDRESS,
    "local_part": "support",
    "domain": "agents.pylota.test",
    "is_primary": True,
    "status": "active",
    "created_at": ex.CREATED_AT,
    "retired_at": None,
    "receives_until": None,
    "promoted_at": None,
}

IDENTITY = OpenApiExample("Identity", value=IDENTITY_VALUE, response_only=True)
PAUSED = OpenApiExample(
    "Paused identity",
    value={**IDENTITY_VALUE, "status": "paused", "paused_reason": "manual"},
    response_only=True,
)
IDENTITY_IN = OpenApiExample(
    "New identity",
    value={
        "name": "support",
        "display_name": "Acme Support",
        "local_part": "support",
        "metadata": {"team": "billing"},
    },
    request_only=True,
)
IDENTITY_PATCH = OpenApiExample(
    "Only known senders",
    value={"display_name": "Acme Billing", "sender_policy": "known_senders"},
    request_only=True,
)
ADDRESS = OpenApiExample("Address", value=ADDRESS_VALUE, response_only=True)
ADDRESS_IN = OpenApiExample("Another address", value={"local_part": "billing"}, request_only=True)
NEW_ADDRESS = OpenApiExample(
    "New address",
    value={
        **ADDRESS_VALUE,
        "id": "adr_01JP9ZV3M6W8N4QH5E2K7T9R1B",
        "address": "billing@agents.pylota.test",
        "local_part": "billing",
        "is_primary": False,
        "created_at": ex.UPDATED_AT,
    },
    response_only=True,
)
PROMOTED = OpenApiExample(
    "Promoted address",
    value={
        **ADDRESS_VALUE,
        "address": "support@acme.example",
        "domain": "acme.example",
        "promoted_at": ex.UPDATED_AT,
    },
    response_only=True,
)
RETIRED = OpenApiExample(
    "Retired address",
    value={
        **ADDRESS_VALUE,
        "address": "billing@agents.pylota.test",
        "local_part": "billing",
        "is_primary": False,
        "status": "retired",
        "retired_at": ex.UPDATED_AT,
        "receives_until": "2025-04-14T09:30:00Z",
    },
    response_only=True,
)
