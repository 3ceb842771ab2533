"""Reads of tenants, partners, keys and audit rows, always through the caller's scope.

"Not yours" and "not there" answer the same not-found error, so IDs leak nothing.
"""

from __future__ import annotations

import secrets
from datetime import datetime

from django.core.cache import cache
from django.db.models import Q, QuerySet

from apps.tenants.models import ApiKey, AuditEvent, Partner, Status, Tenant, TenantTrustPolicy
from pylota.core.errors import AppError
from pylota.core.principal import Principal


def tenant_list(*, principal: Principal) -> QuerySet[Tenant]:
    return Tenant.objects.for_principal(principal).select_related("partner")


def tenant_get(*, principal: Principal, tenant_id: str) -> Tenant:
    tenant = tenant_list(principal=principal).filter(pk=tenant_id).first()
    if tenant is None:
        raise AppError("tenant_not_found")
    return tenant


def partner_list(*, principal: Principal) -> QuerySet[Partner]:
    partners = Partner.objects.filter(deleted_at__isnull=True)
    if principal.is_platform:
        return partners
    if principal.is_partner and principal.partner_id:
        return partners.filter(pk=principal.partner_id)
    return partners.none()


def partner_get(*, principal: Principal, partner_id: str) -> Partner:
    partner = partner_list(principal=principal).filter(pk=partner_id).first()
    if partner is None:
        raise AppError("partner_not_found")
    return partner


def tenant_for_write(*, principal: Principal, tenant_id: str | None, why: str) -> Tenant:
    """The tenant a creating call acts on: the one it names, or the key's own. Platform and
    partner keys must name one (``why`` says so in the validation error); a tenant the key
    cannot see is not found."""
    tenant_id = tenant_id or principal.tenant_id
    if not tenant_id:
        raise AppError("validation_failed", details={"fields": {"tenant_id": [why]}})
    return tenant_get(principal=principal, tenant_id=tenant_id)


def partner_for_write(*, principal: Principal, partner_id: str | None, why: str) -> Partner:
    """The partner a creating call acts on: the one it names, or the key's own."""
    partner_id = partner_id or principal.partner_id
    if not partner_id:
        raise AppError("validation_failed", details={"fields": {"partner_id": [why]}})
    return partner_get(principal=principal, partner_id=partner_id)


def api_key_by_prefix(prefix: str) -> ApiKey | None:
    """The key of every authenticated request. ``prefix`` is unique: no ORDER BY (``first``
    would add one) for PostgreSQL to plan."""
    keys = ApiKey.objects.select_related("tenant__partner", "partner").filter(prefix=prefix)
    return next(iter(keys[:1]), None)


# The shared cache's token for "what authentication reads as of now" (``services.auth_changed``
# replaces it). A token, not a counter: a cache that lost it (a restart, an eviction) hands
# out a new one, so nothing remembered before the loss is taken as current.
AUTH_GENERATION_KEY = "auth:generation"


def auth_generation() -> str | None:
    """The current token (None only if the cache lost it again at once: then nothing is
    remembered under it)."""
    generation = cache.get(AUTH_GENERATION_KEY)
    if generation is None:
        cache.add(AUTH_GENERATION_KEY, secrets.token_hex(8), timeout=None)
        generation = cache.get(AUTH_GENERATION_KEY)
    return generation


def api_key_list(*, principal: Principal) -> QuerySet[ApiKey]:
    return ApiKey.objects.for_principal(principal).select_related("tenant")


def api_key_get(*, principal: Principal, key_id: str) -> ApiKey:
    api_key = api_key_list(principal=principal).filter(pk=key_id).first()
    if api_key is None:
        raise AppError("key_not_found")
    return api_key


def audit_event_list(
    *,
    principal: Principal,
    actor_key_id: str | None = None,
    type: str | None = None,
    actor: str | None = None,
    target_id: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
) -> QuerySet[AuditEvent]:
    """``actor`` matches the key ID or the user (a person in the console) that acted;
    ``since`` is inclusive and ``until`` exclusive."""
    events = AuditEvent.objects.for_principal(principal)
    if actor_key_id:
        events = events.filter(actor_key_id=actor_key_id)
    if type:
        events = events.filter(type=type)
    if actor:
        events = events.filter(Q(actor_key_id=actor) | Q(actor_user=actor))
    if target_id:
        events = events.filter(target_id=target_id)
    if since:
        events = events.filter(created_at__gte=since)
    if until:
        events = events.filter(created_at__lt=until)
    return events


def trust_policy_get(*, tenant: Tenant) -> TenantTrustPolicy:
    """The tenant's trust policy; the defaults (unsaved) when it never changed them."""
    return TenantTrustPolicy.objects.filter(tenant=tenant).first() or TenantTrustPolicy(
        tenant=tenant
    )


def tenant_by_name(*, name: str) -> Tenant | None:
    """A tenant of the platform's own (no partner) by its name: for operator commands."""
    return Tenant.objects.filter(name=name, partner__isnull=True).first()


def api_keys_named(*, tenant: Tenant, name: str) -> QuerySet[ApiKey]:
    """The tenant's live keys of this name."""
    return ApiKey.objects.filter(tenant=tenant, name=name, revoked_at__isnull=True)


def tenant_partner_id(*, tenant_id: str) -> str:
    """The partner of a tenant known only by its ID ("" for the platform's own tenants)."""
    return Tenant.objects.filter(pk=tenant_id).values_list("partner_id", flat=True).first() or ""


def hold_reason(*, tenant_id: str, partner_id: str) -> str | None:
    """Why deliveries of this tenant's (or partner's) events wait; None when they may go."""
    if tenant_id:
        row = (
            Tenant.objects.filter(pk=tenant_id)
            .values_list("status", "partner__status", "partner__deleted_at")
            .first()
        )
        if row is not None:
            status, partner_status, partner_deleted = row
            if status == Status.SUSPENDED:
                return "tenant_suspended"
            if partner_status == Status.SUSPENDED or partner_deleted is not None:
                return "partner_suspended"
            return None
    if partner_id:
        row = Partner.objects.filter(pk=partner_id).values_list("status", "deleted_at").first()
        if row is not None and (row[0] == Status.SUSPENDED or row[1] is not None):
            return "partner_suspended"
    return None
