"""Writes to tenants, partners, API keys and idempotency records.

Each write records its audit row in the same transaction as the change.
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.tenants import selectors
from apps.tenants.models import (
    ApiKey,
    AuditEvent,
    IdempotencyRecord,
    Partner,
    Status,
    Tenant,
    TenantTrustPolicy,
)
from pylota.core import keys, policy
from pylota.core.errors import AppError
from pylota.core.permissions import ALLOWED_FOR_LEVEL, LEVEL_RANK, Level, invalid_permissions
from pylota.core.principal import Actor, Principal


def audit_record(
    *,
    actor: Actor,
    type: str,
    target: Any,
    tenant: Tenant | None = None,
    tenant_id: str = "",
    partner_id: str = "",
    data: dict | None = None,
) -> AuditEvent:
    """``tenant`` (when given) sets both the tenant and its partner on the row."""
    if tenant is not None:
        tenant_id, partner_id = tenant.id, tenant.partner_id or ""
    return AuditEvent.objects.create(
        tenant_id=tenant_id or "",
        partner_id=partner_id or "",
        actor_key_id=actor.key_id,
        actor_user=actor.user,
        type=type,
        target_type=target._meta.model_name,
        target_id=target.pk,
        data=data or {},
        request_id=actor.request_id,
    )


def _fields_error(errors: dict[str, str], prefix: str) -> AppError:
    return AppError(
        "policy_ceiling_exceeded",
        details={"fields": {f"{prefix}.{name}": [message] for name, message in errors.items()}},
    )


def auth_changed() -> None:
    """Something authentication reads (a key, its tenant or partner) changed: every web
    process drops the keys it remembers (``pylota.api.auth``). A new generation now, so
    no process keeps a key past this change, and again after commit, so a process that read
    the old row meanwhile drops it too."""

    def bump() -> None:
        cache.set(selectors.AUTH_GENERATION_KEY, secrets.token_hex(8), timeout=None)

    bump()
    transaction.on_commit(bump)


# --- Partners ---------------------------------------------------------------------------


@transaction.atomic
def partner_create(
    *,
    actor: Actor,
    name: str,
    max_tenants: int = 100,
    policy_ceilings: dict | None = None,
    metadata: dict | None = None,
) -> Partner:
    ceilings = policy_ceilings or {}
    errors = policy.check(ceilings, policy.platform_ceilings())
    if errors:
        raise _fields_error(errors, "policy_ceilings")
    partner = Partner.objects.create(
        name=name, max_tenants=max_tenants, policy_ceilings=ceilings, metadata=metadata or {}
    )
    audit_record(actor=actor, type="partner.created", target=partner, partner_id=partner.id)
    return partner


@transaction.atomic
def partner_update(
    *, actor: Actor, principal: Principal, partner: Partner, **changes: Any
) -> Partner:
    """Platform keys change anything; a partner key may only lower its own ceilings."""
    if "policy_ceilings" in changes:
        proposed = changes["policy_ceilings"]
        errors = policy.check(proposed, policy.platform_ceilings())
        if not principal.is_platform:
            current = policy.effective_ceilings(partner.policy_ceilings)
            errors |= policy.lowered_only(current, proposed)
        if errors:
            raise _fields_error(errors, "policy_ceilings")
        changes["policy_ceilings"] = {**partner.policy_ceilings, **proposed}
    if not principal.is_platform and set(changes) - {"policy_ceilings", "name", "metadata"}:
        raise AppError("level_not_allowed", details={"fields": sorted(changes)})
    for field, value in changes.items():
        setattr(partner, field, value)
    partner.save(update_fields=[*changes, "updated_at"])
    auth_changed()
    audit_record(
        actor=actor,
        type="partner.updated",
        target=partner,
        partner_id=partner.id,
        data={"fields": sorted(changes)},
    )
    return partner


@transaction.atomic
def partner_set_status(*, actor: Actor, partner: Partner, status: str) -> Partner:
    partner.status = status
    partner.save(update_fields=["status", "updated_at"])
    auth_changed()
    verb = "suspended" if status == Status.SUSPENDED else "resumed"
    audit_record(actor=actor, type=f"partner.{verb}", target=partner, partner_id=partner.id)
    return partner


@transaction.atomic
def partner_delete(
    *, actor: Actor, partner: Partner, erased_tenant_ids: frozenset[str] = frozenset()
) -> Partner:
    """Soft delete: the row stays for audit and billing history; its keys stop working.

    Erased tenants (their rows stay, empty: ``services.erase.tenant_mark_erased``) no
    longer count as tenants the partner still has; ``erased_tenant_ids`` names more."""
    partner = Partner.objects.select_for_update().get(pk=partner.pk)
    remaining = partner.tenants.exclude(pk__in=list(erased_tenant_ids)).exclude(
        metadata__contains={"erased": True}
    )
    if remaining.exists():
        raise AppError("partner_has_tenants", details={"tenants": remaining.count()})
    now = timezone.now()
    partner.deleted_at = now
    partner.save(update_fields=["deleted_at", "updated_at"])
    partner.api_keys.filter(revoked_at__isnull=True).update(revoked_at=now)
    auth_changed()
    audit_record(actor=actor, type="partner.deleted", target=partner, partner_id=partner.id)
    return partner


# --- Tenants ----------------------------------------------------------------------------


def _check_tenant_policy(values: dict, partner: Partner | None) -> None:
    ceilings = policy.effective_ceilings(partner.policy_ceilings if partner else None)
    errors = policy.check(values, ceilings)
    if errors:
        raise _fields_error(errors, "policy")


@transaction.atomic
def tenant_create(
    *,
    actor: Actor,
    name: str,
    partner: Partner | None = None,
    policy_values: dict | None = None,
    metadata: dict | None = None,
) -> Tenant:
    values = {**policy.defaults(), **(policy_values or {})}
    if partner is not None:
        # Lock the partner so two concurrent creates cannot both pass max_tenants.
        partner = Partner.objects.select_for_update().get(pk=partner.pk)
        if partner.tenants.count() >= partner.max_tenants:
            raise AppError("partner_tenant_limit", details={"max_tenants": partner.max_tenants})
        values = {
            name_: min(value, policy.effective_ceilings(partner.policy_ceilings)[name_])
            for name_, value in values.items()
        }
        _check_tenant_policy(policy_values or {}, partner)
    else:
        _check_tenant_policy(values, None)
    tenant = Tenant.objects.create(
        name=name, partner=partner, policy=values, metadata=metadata or {}
    )
    audit_record(
        actor=actor,
        type="tenant.created",
        target=tenant,
        tenant=tenant,
    )
    return tenant


@transaction.atomic
def tenant_update(*, actor: Actor, principal: Principal, tenant: Tenant, **changes: Any) -> Tenant:
    """Name and metadata for any tenant key with tenants:write; policy for partner and platform."""
    if "policy" in changes:
        if not principal.outranks_or_equals(Level.PARTNER):
            raise AppError(
                "level_not_allowed", "A tenant's policy is set by its partner or the platform."
            )
        _check_tenant_policy(changes["policy"], tenant.partner)
        changes["policy"] = {**tenant.policy, **changes["policy"]}
    for field, value in changes.items():
        setattr(tenant, field, value)
    tenant.save(update_fields=[*changes, "updated_at"])
    auth_changed()
    audit_record(
        actor=actor,
        type="tenant.updated",
        target=tenant,
        tenant=tenant,
        data={"fields": sorted(changes)},
    )
    return tenant


@transaction.atomic
def tenant_set_status(*, actor: Actor, tenant: Tenant, status: str, by: str) -> Tenant:
    """Suspend or resume. A partner cannot lift a suspension the platform imposed."""
    tenant = Tenant.objects.select_for_update().get(pk=tenant.pk)
    if status == Status.ACTIVE and tenant.suspended_by == "platform" and by != "platform":
        raise AppError("level_not_allowed", "Only the platform can lift this suspension.")
    tenant.status = status
    if status == Status.ACTIVE:
        tenant.suspended_by = ""
    elif tenant.suspended_by != "platform":  # a partner never downgrades the platform's hold
        tenant.suspended_by = by
    tenant.save(update_fields=["status", "suspended_by", "updated_at"])
    auth_changed()
    verb = "suspended" if status == Status.SUSPENDED else "resumed"
    audit_record(
        actor=actor,
        type=f"tenant.{verb}",
        target=tenant,
        tenant=tenant,
        data={"by": by},
    )
    return tenant


# --- API keys ---------------------------------------------------------------------------


def _key_owner_ids(api_key: ApiKey) -> dict[str, str]:
    """Audit scope of a key: its tenant, and its partner or its tenant's partner."""
    partner_id = api_key.partner_id or (api_key.tenant.partner_id if api_key.tenant else None)
    return {"tenant_id": api_key.tenant_id or "", "partner_id": partner_id or ""}


def _check_key_grant(
    *,
    principal: Principal | None,
    level: Level,
    tenant: Tenant | None,
    partner: Partner | None,
    identity_id: str,
    permissions: list[str],
) -> None:
    """A key can only mint keys at or below its level, inside its scope, with its permissions."""
    bad = invalid_permissions(level, permissions)
    if bad:
        raise AppError(
            "validation_failed",
            details={
                "fields": {"permissions": [f"not allowed for {level} keys: {', '.join(bad)}"]}
            },
        )
    if principal is None:  # operator commands and the admin
        return
    if LEVEL_RANK[level] > LEVEL_RANK[principal.level]:
        raise AppError("level_not_allowed", "A key cannot create a key above its own level.")
    missing = sorted(set(permissions) - principal.permissions)
    if missing:
        raise AppError("permission_denied", details={"not_held": missing})
    if principal.identity_id and identity_id != principal.identity_id:
        raise AppError("identity_scope_exceeded")
    if principal.is_partner:
        owner = partner.id if partner else (tenant.partner_id if tenant else None)
        if owner != principal.partner_id:
            raise AppError("tenant_not_found" if tenant else "partner_not_found")
    elif not principal.is_platform and (tenant is None or tenant.id != principal.tenant_id):
        raise AppError("tenant_not_found")


def api_key_issue(
    *,
    actor: Actor,
    principal: Principal,
    level: Level,
    name: str,
    tenant_id: str | None = None,
    partner_id: str | None = None,
    identity_id: str = "",
    permissions: list[str] | None = None,
    expires_at: datetime | None = None,
) -> tuple[ApiKey, str]:
    """A key made through the API by ``principal``: never above its own level, owned by the
    tenant or partner it names (or its own), with by default every permission the level
    allows that the caller holds itself. Returns the key and its one-time secret."""
    level = Level(level)
    if not principal.outranks_or_equals(level):
        raise AppError("level_not_allowed", "A key cannot create a key above its own level.")
    tenant = partner = None
    if level == Level.TENANT:
        tenant = selectors.tenant_for_write(
            principal=principal, tenant_id=tenant_id, why="required for tenant keys"
        )
    elif level == Level.PARTNER:
        partner = selectors.partner_for_write(
            principal=principal, partner_id=partner_id, why="required for partner keys"
        )
    if permissions is None:
        permissions = sorted(ALLOWED_FOR_LEVEL[level] & principal.permissions)
    return api_key_create(
        actor=actor,
        principal=principal,
        level=level,
        name=name,
        tenant=tenant,
        partner=partner,
        identity_id=identity_id or (principal.identity_id or ""),
        permissions=permissions,
        expires_at=expires_at,
    )


@transaction.atomic
def api_key_create(
    *,
    actor: Actor,
    principal: Principal | None,
    level: Level,
    name: str = "",
    tenant: Tenant | None = None,
    partner: Partner | None = None,
    identity_id: str = "",
    permissions: list[str] | None = None,
    expires_at: datetime | None = None,
    rotated_from: ApiKey | None = None,
) -> tuple[ApiKey, str]:
    """Returns the key and its secret. The secret exists only in this return value."""
    level = Level(level)
    perms = sorted(set(permissions if permissions is not None else ALLOWED_FOR_LEVEL[level]))
    if level != Level.TENANT:
        tenant = None
    if level != Level.PARTNER:
        partner = None
    _check_key_grant(
        principal=principal,
        level=level,
        tenant=tenant,
        partner=partner,
        identity_id=identity_id,
        permissions=perms,
    )
    new = keys.generate()
    api_key = ApiKey.objects.create(
        level=level,
        tenant=tenant,
        partner=partner,
        identity_id=identity_id,
        name=name,
        prefix=new.prefix,
        secret_digest=new.digest,
        permissions=perms,
        expires_at=expires_at,
        rotated_from=rotated_from,
        created_by_key_id=actor.key_id,
    )
    audit_record(
        actor=actor,
        type="key.created",
        target=api_key,
        **_key_owner_ids(api_key),
        data={"level": level, "permissions": perms, "identity_id": identity_id},
    )
    return api_key, new.secret


@transaction.atomic
def api_key_rotate(
    *,
    actor: Actor,
    principal: Principal | None,
    api_key: ApiKey,
    overlap_seconds: int | None = None,
) -> tuple[ApiKey, str]:
    """A new key with the same grants; the old one keeps working for the overlap window."""
    api_key = ApiKey.objects.select_for_update().get(pk=api_key.pk)
    if api_key.state() != "active":
        raise AppError("key_already_revoked", "Only an active key can be rotated.")
    if overlap_seconds is None:
        overlap_seconds = settings.PM_KEY_ROTATION_OVERLAP_HOURS * 3600
    new_key, secret = api_key_create(
        actor=actor,
        principal=principal,
        level=Level(api_key.level),
        name=api_key.name,
        tenant=api_key.tenant,
        partner=api_key.partner,
        identity_id=api_key.identity_id,
        permissions=list(api_key.permissions),
        expires_at=api_key.expires_at,
        rotated_from=api_key,
    )
    end = timezone.now() + timedelta(seconds=overlap_seconds)
    if api_key.expires_at is None or api_key.expires_at > end:
        api_key.expires_at = end
        api_key.save(update_fields=["expires_at"])
        auth_changed()
    audit_record(
        actor=actor,
        type="key.rotated",
        target=api_key,
        **_key_owner_ids(api_key),
        data={"new_key_id": new_key.id, "overlap_seconds": overlap_seconds},
    )
    return new_key, secret


@transaction.atomic
def api_key_revoke(*, actor: Actor, api_key: ApiKey) -> ApiKey:
    api_key = ApiKey.objects.select_for_update().get(pk=api_key.pk)
    if api_key.revoked_at is not None:
        raise AppError("key_already_revoked")
    api_key.revoked_at = timezone.now()
    api_key.save(update_fields=["revoked_at"])
    auth_changed()
    audit_record(actor=actor, type="key.revoked", target=api_key, **_key_owner_ids(api_key))
    return api_key


def api_key_touch(*, api_key: ApiKey, now: datetime) -> None:
    ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=now)


# --- Idempotency --------------------------------------------------------------------------


def idempotency_claim(
    *, api_key_id: str, key: str, method: str, path: str, request_digest: str
) -> tuple[IdempotencyRecord, bool]:
    """Insert the record or return the existing one; True when this request owns it.

    The unique constraint on (api key, Idempotency-Key) decides the race between two
    concurrent duplicates: exactly one INSERT wins, so the handler never runs twice.
    """
    ttl = timedelta(hours=settings.PM_IDEMPOTENCY_TTL_HOURS)
    IdempotencyRecord.objects.filter(
        api_key_id=api_key_id, key=key, created_at__lt=timezone.now() - ttl
    ).delete()
    try:
        with transaction.atomic():
            record = IdempotencyRecord.objects.create(
                api_key_id=api_key_id,
                key=key,
                method=method,
                path=path,
                request_digest=request_digest,
            )
        return record, True
    except IntegrityError:
        return IdempotencyRecord.objects.get(api_key_id=api_key_id, key=key), False


def idempotency_complete(*, record: IdempotencyRecord, status: int, body: Any) -> None:
    record.state = IdempotencyRecord.State.DONE
    record.response_status = status
    record.response_body = body
    record.save(update_fields=["state", "response_status", "response_body"])


def idempotency_release(*, record: IdempotencyRecord) -> None:
    """Forget a claim whose request failed on our side, so the client may retry it."""
    record.delete()


def idempotency_purge(*, older_than: datetime | None = None) -> int:
    """Forget idempotency records past their window (PM_IDEMPOTENCY_TTL_HOURS by default)."""
    if older_than is None:
        older_than = timezone.now() - timedelta(hours=settings.PM_IDEMPOTENCY_TTL_HOURS)
    deleted, _ = IdempotencyRecord.objects.filter(created_at__lt=older_than).delete()
    return deleted


@transaction.atomic
def trust_policy_update(
    *, actor: Actor, principal: Principal | None, tenant: Tenant, **changes: bool | str
) -> TenantTrustPolicy:
    """``principal`` None: an operator in the admin. Loosening is for a partner or platform
    key (or a person), never the tenant's own key, which could otherwise undo its guards:
    letting API keys release quarantine (FR-CON-6), or delivering (flagged) instead of
    holding mail whose sender DNS could not check (``dns_temperror_action``)."""
    policy = TenantTrustPolicy.objects.select_for_update().filter(tenant=tenant).first()
    policy = policy or TenantTrustPolicy(tenant=tenant)
    loosened = []
    if (
        changes.get("quarantine_release_by_api_keys") is True
        and not policy.quarantine_release_by_api_keys
    ):
        loosened.append("quarantine_release_by_api_keys")
    if changes.get("dns_temperror_action") == "flag" and policy.dns_temperror_action == "hold":
        loosened.append("dns_temperror_action")
    if loosened and principal is not None and not principal.outranks_or_equals(Level.PARTNER):
        raise AppError(
            "level_not_allowed",
            "Loosening a trust policy (letting API keys release quarantined mail, delivering "
            "mail DNS could not check) is set by a person, a partner key or a platform key.",
            details={"fields": loosened},
        )
    for field, value in changes.items():
        setattr(policy, field, value)
    policy.save()
    audit_record(
        actor=actor,
        type="tenant.trust_policy_updated",
        target=tenant,
        tenant=tenant,
        data=dict(changes),
    )
    return policy


def tenant_lock(*, tenant: Tenant) -> Tenant:
    """Lock the tenant's row for the rest of the transaction: the serialisation point of
    every per-tenant limit (identities, list entries, webhook endpoints), so two concurrent
    creates cannot both pass one."""
    return (
        Tenant.objects.select_related("partner").select_for_update(of=("self",)).get(pk=tenant.pk)
    )


def partner_lock(*, partner: Partner) -> Partner:
    """Lock the partner's row for the rest of the transaction (per-partner limits)."""
    return Partner.objects.select_for_update().get(pk=partner.pk)


def platform_tenant() -> Tenant:
    """The platform's own tenant (its system identity sends notifications), made on first use."""
    tenant, _ = Tenant.objects.get_or_create(
        name="Pylota platform", partner=None, metadata={"system": True}
    )
    return tenant
