"""Writes of triage rules. Each records its audit row in the same transaction."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import transaction
from django.db.models import Max

from apps.tenants import services as tenant_services
from apps.triage import selectors
from apps.triage.models import TriageRule
from pylota.core import triage as core
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from apps.tenants.models import Tenant

_UPDATABLE = frozenset({"name", "conditions", "actions", "enabled", "position"})


def _checked(conditions: Any, actions: Any) -> tuple[dict, dict]:
    try:
        return core.check_conditions(conditions), core.check_actions(actions)
    except core.RuleError as exc:
        raise AppError("validation_failed", details={"fields": {exc.field: [exc.reason]}}) from None


def _audit(actor: Actor, type: str, rule: TriageRule, data: dict | None = None) -> None:
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=rule,
        tenant=rule.tenant,
        data={"identity_id": rule.identity_id, "position": rule.position, **(data or {})},
    )


def _renumber(tenant_id: str, ordered: list[TriageRule]) -> None:
    """Positions 1..n in the given order (callers hold the tenant's lock)."""
    for index, rule in enumerate(ordered, start=1):
        if rule.position != index:
            rule.position = index
            rule.save(update_fields=["position", "updated_at"])


def _ordered(tenant_id: str) -> list[TriageRule]:
    return list(TriageRule.objects.filter(tenant_id=tenant_id).order_by("position", "id"))


@transaction.atomic
def triage_rule_create(
    *,
    actor: Actor,
    tenant: Tenant,
    conditions: Any,
    actions: Any,
    name: str = "",
    identity: Identity | None = None,
    position: int | None = None,
    enabled: bool = True,
) -> TriageRule:
    """A new rule, last by default; ``position`` (1-based) inserts it there instead."""
    if identity is not None and identity.tenant_id != tenant.id:
        raise AppError("identity_not_found")
    conditions, actions = _checked(conditions, actions)
    # Two creates at once would both count n rules and both take position n+1.
    tenant_services.tenant_lock(tenant=tenant)
    count = selectors.triage_rule_count(tenant_id=tenant.id)
    if count >= settings.PM_TRIAGE_MAX_RULES:
        raise AppError("triage_rule_limit_reached", details={"max": settings.PM_TRIAGE_MAX_RULES})
    last = TriageRule.objects.filter(tenant=tenant).aggregate(top=Max("position"))["top"] or 0
    rule = TriageRule.objects.create(
        tenant=tenant,
        identity=identity,
        name=name,
        position=last + 1,
        enabled=enabled,
        conditions=conditions,
        actions=actions,
    )
    if position is not None and position <= count:
        ordered = [r for r in _ordered(tenant.id) if r.pk != rule.pk]
        ordered.insert(max(position, 1) - 1, rule)
        _renumber(tenant.id, ordered)
    _audit(actor, "triage_rule.created", rule)
    return rule


@transaction.atomic
def triage_rule_update(*, actor: Actor, rule: TriageRule, **changes: Any) -> TriageRule:
    """Change a rule's name, conditions, actions, ``enabled`` or ``position`` (1-based; the
    other rules move to make room)."""
    unknown = set(changes) - _UPDATABLE
    if unknown:
        raise ValueError(f"not updatable: {sorted(unknown)}")
    tenant_services.tenant_lock(tenant=rule.tenant)
    rule = TriageRule.objects.select_for_update().select_related("tenant").get(pk=rule.pk)
    if "conditions" in changes or "actions" in changes:
        conditions, actions = _checked(
            changes.get("conditions", rule.conditions), changes.get("actions", rule.actions)
        )
        changes["conditions"], changes["actions"] = conditions, actions
    position = changes.pop("position", None)
    fields = set()
    for name, value in changes.items():
        if getattr(rule, name) != value:
            setattr(rule, name, value)
            fields.add(name)
    if fields:
        rule.save(update_fields=[*sorted(fields), "updated_at"])
    if position is not None:
        ordered = [r for r in _ordered(rule.tenant_id) if r.pk != rule.pk]
        ordered.insert(max(position, 1) - 1, rule)
        _renumber(rule.tenant_id, ordered)
        fields.add("position")
    _audit(actor, "triage_rule.updated", rule, {"fields": sorted(fields)})
    return rule


@transaction.atomic
def triage_rule_delete(*, actor: Actor, rule: TriageRule) -> None:
    tenant_services.tenant_lock(tenant=rule.tenant)
    _audit(actor, "triage_rule.deleted", rule)
    tenant_id = rule.tenant_id
    rule.delete()
    _renumber(tenant_id, _ordered(tenant_id))


@transaction.atomic
def triage_rules_reorder(*, actor: Actor, tenant: Tenant, rule_ids: list[str]) -> list[TriageRule]:
    """Put the tenant's rules in this order. ``rule_ids`` names every rule once; the API
    checked that the caller sees the tenant, so an ID of another tenant is simply unknown."""
    tenant_services.tenant_lock(tenant=tenant)
    current = {rule.id: rule for rule in _ordered(tenant.id)}
    if len(set(rule_ids)) != len(rule_ids) or set(rule_ids) != set(current):
        raise AppError(
            "validation_failed",
            details={"fields": {"rule_ids": ["name every rule of the tenant exactly once"]}},
        )
    ordered = [current[rule_id] for rule_id in rule_ids]
    _renumber(tenant.id, ordered)
    tenant_services.audit_record(
        actor=actor,
        type="triage_rules.reordered",
        target=tenant,
        tenant=tenant,
        data={"rule_ids": rule_ids},
    )
    return ordered
