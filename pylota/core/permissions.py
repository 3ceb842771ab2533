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
        "quarantine:read",
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

# Granted only when asked for by name. Reading quarantined mail (its subject, body, raw
# source and attachments) is a reviewer's right, not an agent's: a key issued through the
# API without an explicit ``permissions`` list never gets it, so an agent's key cannot read
# what the trust decision held back from it (docs/trust.md, "Who reads quarantined mail").
EXPLICIT_ONLY = frozenset({"quarantine:read"})


def default_permissions(level: Level, held: frozenset[str] | None = None) -> list[str]:
    """What a new key of this level gets when its creator names no permissions: everything
    the level allows (and the creator holds, when given) except the explicit-only ones."""
    allowed = ALLOWED_FOR_LEVEL[level] - EXPLICIT_ONLY
    return sorted(allowed if held is None else allowed & held)


def invalid_permissions(level: Level, permissions: list[str]) -> list[str]:
    """The permissions a key of this level may not hold (unknown ones included)."""
    allowed = ALLOWED_FOR_LEVEL[level]
    return sorted(p for p in set(permissions) if p not in allowed)
