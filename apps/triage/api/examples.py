"""OpenAPI examples of triage rules (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

RULE_ID = "trl_01JP9ZV6E4TQ7B3XHN5D2CQ8WR"
_RULE = {
    "id": RULE_ID,
    "tenant_id": ex.TENANT_ID,
    "identity_id": None,
    "name": "Invoices from our accountant",
    "position": 1,
    "enabled": True,
    "conditions": {"from": ["books.example"], "subject_contains": ["invoice", "facture"]},
    "actions": {"add_labels": ["finance"], "priority": "high", "needs_reply": False},
    "created_at": ex.CREATED_AT,
    "updated_at": ex.CREATED_AT,
}
RULE = OpenApiExample("Rule", value=_RULE, response_only=True)
RULE_IN = OpenApiExample(
    "Label and raise invoices from one domain",
    value={
        "name": "Invoices from our accountant",
        "conditions": {"from": ["books.example"], "subject_contains": ["invoice", "facture"]},
        "actions": {"add_labels": ["finance"], "priority": "high", "needs_reply": False},
    },
    request_only=True,
)
RULE_SKIP_IN = OpenApiExample(
    "Keep failing-DMARC mail away from the model",
    value={
        "conditions": {"auth": {"dmarc": ["fail"]}},
        "actions": {"add_labels": ["unverified"], "skip_model": True, "stop": True},
        "position": 1,
    },
    request_only=True,
)
RULE_PATCH = OpenApiExample("Disable a rule", value={"enabled": False}, request_only=True)
REORDER_IN = OpenApiExample(
    "New order",
    value={"rule_ids": [RULE_ID, "trl_01JP9ZV9K2M4N6P8Q0R2S4T6VW"]},
    request_only=True,
)
