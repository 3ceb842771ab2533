"""Tenant policy fields and their ceilings.

A tenant's policy value may never exceed the ceiling above it: the platform's ceiling,
lowered by the tenant's partner for its tenants. A partner can only lower a ceiling.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PolicyField:
    name: str
    default: int
    platform_ceiling: int
    description: str


FIELDS: dict[str, PolicyField] = {
    f.name: f
    for f in (
        PolicyField("max_identities", 100, 100_000, "Identities the tenant may hold."),
        PolicyField("send_daily_cap", 1_000, 1_000_000, "Messages sent per day, all identities."),
        PolicyField("max_webhook_endpoints", 10, 100, "Webhook endpoints the tenant may hold."),
        PolicyField("max_message_bytes", 25 * 1024 * 1024, 50 * 1024 * 1024, "Largest message."),
        PolicyField("rate_limit_per_minute", 1_200, 60_000, "API requests per minute."),
        # Trust: a received message whose injection score (0-100) is at or over this value
        # is quarantined. The ceiling caps how lax a tenant may be: a partner lowers it to
        # hold its tenants to a stricter threshold.
        PolicyField("injection_threshold", 50, 100, "Quarantine at this injection score."),
    )
}


def defaults() -> dict[str, int]:
    return {name: f.default for name, f in FIELDS.items()}


def platform_ceilings() -> dict[str, int]:
    return {name: f.platform_ceiling for name, f in FIELDS.items()}


def effective_ceilings(partner_ceilings: dict[str, int] | None) -> dict[str, int]:
    ceilings = platform_ceilings()
    for name, value in (partner_ceilings or {}).items():
        if name in ceilings:
            ceilings[name] = min(ceilings[name], value)
    return ceilings


def check(values: dict[str, object], ceilings: dict[str, int]) -> dict[str, str]:
    """Errors by field name for values that are unknown, not positive integers or too high."""
    errors: dict[str, str] = {}
    for name, value in values.items():
        if name not in FIELDS:
            errors[name] = "unknown policy field"
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            errors[name] = "must be a non-negative integer"
        elif value > ceilings[name]:
            errors[name] = f"must be at most {ceilings[name]}"
    return errors


def lowered_only(current: dict[str, int], proposed: dict[str, int]) -> dict[str, str]:
    """Errors for proposed ceilings that raise a current one."""
    return {
        name: f"can only be lowered (now {current[name]})"
        for name, value in proposed.items()
        if name in current and isinstance(value, int) and value > current[name]
    }
