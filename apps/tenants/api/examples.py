"""OpenAPI examples of tenants, partners, API keys, audit events and the calling key
(shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_POLICY = {
    "max_identities": 100,
    "send_daily_cap": 1000,
    "max_webhook_endpoints": 10,
    "max_message_bytes": 26214400,
    "rate_limit_per_minute": 1200,
    "injection_threshold": 50,
}
_CEILINGS = {
    "max_identities": 500,
    "send_daily_cap": 1000000,
    "max_webhook_endpoints": 100,
    "max_message_bytes": 52428800,
    "rate_limit_per_minute": 60000,
    "injection_threshold": 70,
}
TENANT_VALUE = {
    "id": ex.TENANT_ID,
    "name": "Acme Corp",
    "partner_id": ex.PARTNER_ID,
    "status": "active",
    "suspended_by": None,
    "policy": _POLICY,
    "policy_ceilings": _CEILINGS,
    "metadata": {"crm_id": "ACME-001"},
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}
PARTNER_VALUE = {
    "id": ex.PARTNER_ID,
    "name": "Northwind Agents",
    "status": "active",
    "max_tenants": 100,
    "policy_ceilings": {"max_identities": 500, "injection_threshold": 70},
    "metadata": {},
    "tenant_count": 12,
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}
KEY_VALUE = {
    "id": ex.KEY_ID,
    "name": "support agent",
    "level": "tenant",
    "tenant_id": ex.TENANT_ID,
    "partner_id": None,
    "identity_id": ex.IDENTITY_ID,
    "prefix": "Xq7mT2bK",
    "permissions": ["messages:read", "messages:send", "search:read"],
    "state": "active",
    "expires_at": None,
    "revoked_at": None,
    "rotated_from": None,
    "last_used_at": ex.RECEIVED_AT,
    "created_at": ex.CREATED_AT,
}
_SECRET = "pm_live_Xq7mT2bK_4fVn8cR1sWd6yHj0kLp3tZb9gMe5uQa2iNo7"  # noqa: S105 (made up)

TENANT = OpenApiExample("Tenant", value=TENANT_VALUE, response_only=True)
SUSPENDED_TENANT = OpenApiExample(
    "Suspended tenant",
    value={**TENANT_VALUE, "status": "suspended", "suspended_by": "partner"},
    response_only=True,
)
TENANT_IN = OpenApiExample(
    "New tenant",
    value={
        "name": "Acme Corp",
        "partner_id": ex.PARTNER_ID,
        "policy": {"max_identities": 100},
        "metadata": {"crm_id": "ACME-001"},
    },
    request_only=True,
)
TENANT_PATCH = OpenApiExample(
    "Raise the send cap", value={"policy": {"send_daily_cap": 5000}}, request_only=True
)
PARTNER = OpenApiExample("Partner", value=PARTNER_VALUE, response_only=True)
SUSPENDED_PARTNER = OpenApiExample(
    "Suspended partner", value={**PARTNER_VALUE, "status": "suspended"}, response_only=True
)
PARTNER_IN = OpenApiExample(
    "New partner",
    value={
        "name": "Northwind Agents",
        "max_tenants": 100,
        "policy_ceilings": {"max_identities": 500, "injection_threshold": 70},
    },
    request_only=True,
)
PARTNER_PATCH = OpenApiExample("More tenants", value={"max_tenants": 250}, request_only=True)
KEY = OpenApiExample("API key", value=KEY_VALUE, response_only=True)
REVOKED_KEY = OpenApiExample(
    "Revoked key",
    value={**KEY_VALUE, "state": "revoked", "revoked_at": ex.UPDATED_AT},
    response_only=True,
)
KEY_IN = OpenApiExample(
    "Key for one agent",
    value={
        "name": "support agent",
        "level": "tenant",
        "identity_id": ex.IDENTITY_ID,
        "permissions": ["messages:read", "messages:send", "search:read"],
        "expires_at": None,
    },
    request_only=True,
)
KEY_CREATED = OpenApiExample(
    "New key and its secret",
    value={**KEY_VALUE, "last_used_at": None, "secret": _SECRET},
    response_only=True,
)
KEY_ROTATE_IN = OpenApiExample(
    "One hour of overlap", value={"overlap_seconds": 3600}, request_only=True
)
KEY_ROTATED = OpenApiExample(
    "Rotated key",
    value={
        **KEY_VALUE,
        "id": ex.NEW_KEY_ID,
        "prefix": "Lw3pN8vD",
        "rotated_from": ex.KEY_ID,
        "last_used_at": None,
        "created_at": ex.UPDATED_AT,
        "secret": "pm_live_Lw3pN8vD_9sKe2mXq7bTf4yRc1hVn6jZa3uGd8pWo5iLt",
    },
    response_only=True,
)
AUDIT_EVENT = OpenApiExample(
    "Audit event",
    value={
        "id": ex.AUDIT_ID,
        "type": "key.created",
        "tenant_id": ex.TENANT_ID,
        "partner_id": ex.PARTNER_ID,
        "actor_key_id": "key_01JP9ZT8W2X5Y7Z9A1B3C5D7E9",
        "actor_user": "",
        "target_type": "apikey",
        "target_id": ex.KEY_ID,
        "data": {
            "level": "tenant",
            "identity_id": ex.IDENTITY_ID,
            "permissions": ["messages:read", "messages:send", "search:read"],
        },
        "request_id": ex.REQUEST_ID,
        "created_at": ex.CREATED_AT,
    },
    response_only=True,
)
ME = OpenApiExample(
    "A tenant key",
    value={
        "key": KEY_VALUE,
        "tenant": TENANT_VALUE,
        "partner": PARTNER_VALUE,
        "level": "tenant",
        "permissions": ["messages:read", "messages:send", "search:read"],
    },
    response_only=True,
)
TRUST_POLICY_VALUE = {
    "tenant_id": ex.TENANT_ID,
    "quarantine_release_by_api_keys": True,
    "injection_threshold": 50,
    "dns_temperror_action": "flag",
}
TRUST_POLICY = OpenApiExample("Trust policy", value=TRUST_POLICY_VALUE, response_only=True)
CONSOLE_ONLY = OpenApiExample(
    "Releases by people only",
    value={**TRUST_POLICY_VALUE, "quarantine_release_by_api_keys": False},
    response_only=True,
)
TRUST_POLICY_PATCH = OpenApiExample(
    "Reserve releases for people",
    value={"quarantine_release_by_api_keys": False},
    request_only=True,
)
