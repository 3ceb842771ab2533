"""Suppressions: addresses a tenant no longer sends to (hard bounces, complaints, by hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import IntegrityError, transaction

from apps.outbound.models import Suppression
from apps.tenants import services as tenant_services
from pylota.core.compose import ComposeError
from pylota.core.compose.addresses import check_address
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Tenant


def normal_address(value: str) -> str:
    try:
        local, domain = check_address(value, field="address")
    except ComposeError as exc:
        raise AppError("validation_failed", details={"fields": {"address": [str(exc)]}}) from None
    return f"{local}@{domain}".lower()


def suppression_add_automatic(
    *,
    tenant_id: str,
    address: str,
    reason: str,
    original_message_id: str = "",
    source_message_id: str = "",
    detail: str = "",
) -> Suppression | None:
    """From a hard bounce or a complaint; a second one for the same address changes nothing."""
    address = address.lower()
    existing = Suppression.objects.filter(tenant_id=tenant_id, address=address).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            row = Suppression.objects.create(
                tenant_id=tenant_id,
                address=address,
                reason=reason,
                original_message_id=original_message_id,
                source_message_id=source_message_id,
                detail=detail[:500],
            )
    except IntegrityError:
        return Suppression.objects.filter(tenant_id=tenant_id, address=address).first()
    tenant_services.audit_record(
        actor=Actor(user="system"),
        type="suppression.created",
        target=row,
        tenant_id=tenant_id,
        data={"reason": reason, "original_message_id": original_message_id},
    )
    return row


@transaction.atomic
def suppression_create(
    *, actor: Actor, tenant: Tenant, address: str, detail: str = ""
) -> Suppression:
    address = normal_address(address)
    try:
        with transaction.atomic():
            row = Suppression.objects.create(
                tenant=tenant,
                address=address,
                reason=Suppression.Reason.MANUAL,
                detail=detail[:500],
                created_by_key_id=actor.key_id,
            )
    except IntegrityError:
        existing = Suppression.objects.filter(tenant=tenant, address=address).first()
        raise AppError(
            "suppression_exists", details={"id": existing.id if existing else None}
        ) from None
    tenant_services.audit_record(
        actor=actor,
        type="suppression.created",
        target=row,
        tenant=tenant,
        data={"reason": row.reason},
    )
    return row


@transaction.atomic
def suppression_delete(*, actor: Actor, suppression: Suppression) -> None:
    tenant_services.audit_record(
        actor=actor,
        type="suppression.deleted",
        target=suppression,
        tenant_id=suppression.tenant_id,
        data={"reason": suppression.reason},
    )
    suppression.delete()
