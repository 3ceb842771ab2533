"""OpenAPI examples of allow and block list entries (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

ENTRY = OpenApiExample(
    "Blocked domain",
    value={
        "id": ex.LIST_ENTRY_ID,
        "tenant_id": ex.TENANT_ID,
        "identity_id": None,
        "direction": "receive",
        "kind": "domain",
        "action": "block",
        "value": "spam.example",
        "note": "phishing campaign, March 2025",
        "created_at": ex.CREATED_AT,
    },
    response_only=True,
)
ENTRY_IN = OpenApiExample(
    "Block a domain",
    value={"value": "spam.example", "action": "block", "note": "phishing campaign, March 2025"},
    request_only=True,
)
IDENTITY_ENTRY_IN = OpenApiExample(
    "Allow one sender for one identity",
    value={"value": ex.SENDER, "action": "allow", "identity_id": ex.IDENTITY_ID},
    request_only=True,
)
