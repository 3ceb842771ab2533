"""Legal holds: what they cover is kept by erasure and retention until released."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from apps.privacy import selectors
from apps.privacy.models import Hold
from apps.tenants.services import audit_record
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

_NOT_FOUND = {
    Hold.ScopeKind.IDENTITY: ("identity", "identity_not_found"),
    Hold.ScopeKind.THREAD: ("thread", "thread_not_found"),
}


def _invalid(field: str, message: str) -> AppError:
    return AppError("validation_failed", details={"fields": {field: [message]}})


@transaction.atomic
def hold_create(
    *,
    actor: Actor,
    tenant: Tenant,
    scope: str,
    reason: str,
    target: str = "",
    ends_at: datetime | None = None,
) -> Hold:
    if scope not in Hold.ScopeKind.values:
        raise _invalid("scope", "Unknown scope.")
    if not reason.strip():
        raise _invalid("reason", "Required.")
    if ends_at is not None and ends_at <= timezone.now():
        raise _invalid("ends_at", "Must be in the future.")
    if scope == Hold.ScopeKind.TENANT:
        target = tenant.id
    elif scope == Hold.ScopeKind.COUNTERPARTY:
        target = target.strip().lower()
        try:
            validate_email(target)
        except ValidationError:
            raise _invalid("target", "Not an email address.") from None
    else:
        kind, code = _NOT_FOUND[scope]
        if not target:
            raise _invalid("target", "Required.")
        if not selectors.erasure_target_exists(tenant_id=tenant.id, scope=kind, target=target):
            raise AppError(code)
    hold = Hold.objects.create(
        tenant=tenant,
        scope=scope,
        target=target,
        reason=reason.strip()[:500],
        ends_at=ends_at,
        created_by=actor.key_id or actor.user,
    )
    audit_record(
        actor=actor,
        type="hold.created",
        target=hold,
        tenant=tenant,
        data={"scope": scope, "ends_at": ends_at.isoformat() if ends_at else None},
    )
    return hold


@transaction.atomic
def hold_release(*, actor: Actor, hold: Hold) -> Hold:
    hold = Hold.objects.select_for_update().select_related("tenant").get(pk=hold.pk)
    if hold.released_at is not None:
        raise AppError("hold_released")
    hold.released_at = timezone.now()
    hold.released_by = actor.key_id or actor.user
    hold.save(update_fields=["released_at", "released_by"])
    audit_record(actor=actor, type="hold.released", target=hold, tenant=hold.tenant)
    return hold
