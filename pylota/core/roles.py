"""Workspace roles: what each member of a workspace may do, in one table.

A console member acts with the same permission vocabulary as an API key
(``pylota.core.permissions``), so the console reads and writes through the very selectors
and services the API uses, and the same checks hold. Two permissions exist only here:
``members:manage`` (invite, remove, change roles, transfer ownership) and
``workspace:delete``; only owners hold them.
"""

from __future__ import annotations

from enum import StrEnum

from pylota.core.permissions import TENANT_PERMISSIONS


class Role(StrEnum):
    OWNER = "owner"
    ADMIN = "admin"
    MEMBER = "member"
    VIEWER = "viewer"


CONSOLE_ONLY = frozenset({"members:manage", "workspace:delete"})

_READ = frozenset(
    {
        "tenants:read",
        "keys:read",
        "audit:read",
        "events:read",
        "identities:read",
        "messages:read",
        "webhooks:read",
        "search:read",
        "usage:read",
    }
)
# A member works the mail: sends, reviews what the trust decision held back, releases it.
_MEMBER = _READ | {"messages:send", "quarantine:read", "quarantine:release"}
# An admin runs the workspace's machinery: identities, keys, webhooks, domains, trust policy.
_ADMIN = _MEMBER | {
    "tenants:write",
    "keys:write",
    "identities:write",
    "identities:sign",
    "webhooks:write",
    "domains:write",
    "privacy:erase",
}

ROLE_PERMISSIONS: dict[Role, frozenset[str]] = {
    Role.VIEWER: _READ,
    Role.MEMBER: _MEMBER,
    Role.ADMIN: _ADMIN,
    Role.OWNER: TENANT_PERMISSIONS | CONSOLE_ONLY,
}

ROLE_DESCRIPTIONS: dict[Role, str] = {
    Role.OWNER: "Everything, including members, ownership and deleting the workspace.",
    Role.ADMIN: "Identities, API keys, webhooks, domains and the trust policy; not members.",
    Role.MEMBER: "Reads and sends mail, reviews and releases quarantined mail.",
    Role.VIEWER: "Reads mail, events and the audit log; cannot send or release.",
}


def permissions_for(role: str) -> frozenset[str]:
    return ROLE_PERMISSIONS[Role(role)]


def role_can(role: str, permission: str) -> bool:
    return permission in ROLE_PERMISSIONS[Role(role)]
