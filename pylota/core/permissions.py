"""The permission vocabulary of API keys and which key levels may hold what."""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    PLATFORM = "platform"
    PARTNER = "partner"
    TENANT = "tenant"


LEVEL_RANK = {Level.TENANT: 0, Level.PARTNER: 1, Level.PLATFORM: 2}

TENANT_PERMISSIONS = frozenset(
    {
        "tenants:read",
        "tenants:write",
        "keys:read",
        "keys:write",
        "audit:read",
        "events:read",
        "identities:read",
        "identities:write",
        "identities:sign",
        "messages:read",
        "messages:send",
        "quarantine:release",
        "webhooks:read",
        "webhooks:write",
        "search:read",
        "domains:write",
        "privacy:erase",
        "usage:read",
    }
)
PARTNER_PERMISSIONS = TENANT_PERMISSIONS | {"partners:read", "partners:write"}
PLATFORM_PERMISSIONS = PARTNER_PERMISSIONS | {"platform:ops"}
ALL_PERMISSIONS = PLATFORM_PERMISSIONS

ALLOWED_FOR_LEVEL = {
    Level.TENANT: TENANT_PERMISSIONS,
    Level.PARTNER: PARTNER_PERMISSIONS,
    Level.PLATFORM: PLATFORM_PERMISSIONS,
}


def invalid_permissions(level: Level, permissions: list[str]) -> list[str]:
    """The permissions a key of this level may not hold (unknown ones included)."""
    allowed = ALLOWED_FOR_LEVEL[level]
    return sorted(p for p in set(permissions) if p not in allowed)
