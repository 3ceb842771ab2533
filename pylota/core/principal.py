"""Who is calling: the authenticated API key, reduced to what authorization needs."""

from __future__ import annotations

from dataclasses import dataclass

from pylota.core.permissions import LEVEL_RANK, Level


@dataclass(frozen=True)
class Principal:
    key_id: str
    level: Level
    permissions: frozenset[str]
    tenant_id: str | None = None
    partner_id: str | None = None
    identity_id: str | None = None

    @property
    def is_platform(self) -> bool:
        return self.level == Level.PLATFORM

    @property
    def is_partner(self) -> bool:
        return self.level == Level.PARTNER

    def can(self, permission: str) -> bool:
        return permission in self.permissions

    def outranks_or_equals(self, level: Level) -> bool:
        return LEVEL_RANK[self.level] >= LEVEL_RANK[level]


@dataclass(frozen=True)
class Actor:
    """Who a write is recorded against in the audit log: an API key or an operator."""

    key_id: str = ""
    user: str = ""
    request_id: str = ""

    @classmethod
    def of(cls, principal: Principal, request_id: str | None = None) -> Actor:
        return cls(key_id=principal.key_id, request_id=request_id or "")
