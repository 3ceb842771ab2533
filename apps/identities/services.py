"""Writes to identities and addresses. Each records its audit row and outbox event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.identities.models import Address, Identity, address_data, identity_data
from apps.tenants import services as tenant_services
from pylota.core.address import generate_local_part, local_part_error
from pylota.core.errors import AppError
from pylota.core.principal import Actor, Principal

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

_GENERATE_ATTEMPTS = 5


def _emit(identity: Identity, type: str, data: dict) -> None:
    event_record(
        type=type,
        data=data,
        tenant=identity.tenant,
    )


def _audit(actor: Actor, type: str, target: Any, identity: Identity, data: dict | None = None):
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=target,
        tenant=identity.tenant,
        data=data,
    )


@transaction.atomic
def address_create(
    *, actor: Actor, identity: Identity, local_part: str | None = None, primary: bool = False
) -> Address:
    """A platform address for the identity: the requested local part, or a generated one."""
    if identity.status == Identity.Status.DELETED:
        raise AppError("identity_deleted")
    domain = settings.PM_PLATFORM_DOMAIN
    if local_part is not None:
        local_part = local_part.lower()
        reason = local_part_error(local_part)
        if reason:
            raise AppError("address_invalid", details={"fields": {"local_part": [reason]}})
        candidates = [local_part]
    else:
        candidates = [generate_local_part(identity.name) for _ in range(_GENERATE_ATTEMPTS)]
    for candidate in candidates:
        try:
            with transaction.atomic():
                address = Address.objects.create(
                    tenant_id=identity.tenant_id,
                    identity=identity,
                    local_part=candidate,
                    domain=domain,
                    is_primary=primary,
                )
            break
        except IntegrityError:
            continue
    else:
        raise AppError("address_taken", details={"address": f"{candidates[0]}@{domain}"})
    _audit(actor, "address.created", address, identity, {"address_id": address.id})
    _emit(identity, "address.created", address_data(address))
    return address


@transaction.atomic
def identity_create(
    *,
    actor: Actor,
    tenant: Tenant,
    name: str,
    display_name: str = "",
    metadata: dict | None = None,
    local_part: str | None = None,
    is_system: bool = False,
    sender_policy: str = Identity.SenderPolicy.OPEN,
    principal: Principal | None = None,
) -> Identity:
    """``principal`` is the API key asking (None for operators and the platform): a key
    scoped to one identity cannot make another."""
    if principal is not None and principal.identity_id:
        raise AppError("identity_scope_exceeded")
    # Lock the tenant row so two concurrent creates cannot both pass max_identities.
    tenant = tenant_services.tenant_lock(tenant=tenant)
    live = tenant.identities.exclude(status=Identity.Status.DELETED)
    limit = tenant.policy_value("max_identities")
    if not is_system and live.filter(is_system=False).count() >= limit:
        raise AppError("identity_limit_reached", details={"max_identities": limit})
    if live.filter(name=name).exists():
        raise AppError("identity_name_taken")
    identity = Identity.objects.create(
        tenant=tenant,
        name=name,
        display_name=display_name,
        metadata=metadata or {},
        is_system=is_system,
        sender_policy=sender_policy,
    )
    _audit(actor, "identity.created", identity, identity)
    _emit(identity, "identity.created", identity_data(identity))
    address_create(actor=actor, identity=identity, local_part=local_part, primary=True)
    return identity


@transaction.atomic
def identity_update(*, actor: Actor, identity: Identity, **changes: Any) -> Identity:
    if "name" in changes and changes["name"] != identity.name:
        clash = identity.tenant.identities.exclude(status=Identity.Status.DELETED)
        if clash.filter(name=changes["name"]).exclude(pk=identity.pk).exists():
            raise AppError("identity_name_taken")
    for field, value in changes.items():
        setattr(identity, field, value)
    identity.save(update_fields=[*changes, "updated_at"])
    _audit(actor, "identity.updated", identity, identity, {"fields": sorted(changes)})
    _emit(identity, "identity.updated", identity_data(identity))
    return identity


@transaction.atomic
def identity_set_paused(
    *, actor: Actor, identity: Identity, paused: bool, reason: str = "manual"
) -> Identity:
    """Pause stops sending only: a paused identity still receives its mail."""
    identity = Identity.objects.select_for_update().select_related("tenant").get(pk=identity.pk)
    if identity.status == Identity.Status.DELETED:
        raise AppError("identity_deleted")
    identity.status = Identity.Status.PAUSED if paused else Identity.Status.ACTIVE
    identity.paused_reason = reason if paused else ""
    identity.save(update_fields=["status", "paused_reason", "updated_at"])
    verb = "paused" if paused else "resumed"
    _audit(actor, f"identity.{verb}", identity, identity, {"reason": identity.paused_reason})
    _emit(identity, f"identity.{verb}", identity_data(identity))
    return identity


def identity_resume(*, actor: Actor, principal: Principal, identity: Identity) -> Identity:
    """Resume a paused identity for an API key. One the abuse windows paused, in a
    partner's tenant, is resumed by the platform only (J17), so a partner cannot undo the
    platform's protection for its tenants."""
    if (
        identity.paused_reason == "abuse_threshold"
        and identity.tenant.partner_id
        and not principal.is_platform
    ):
        raise AppError(
            "level_not_allowed",
            "Only a platform key can resume an identity paused for abuse.",
            details={"allowed": ["platform"], "paused_reason": "abuse_threshold"},
        )
    return identity_set_paused(actor=actor, identity=identity, paused=False)


@transaction.atomic
def identity_delete(*, actor: Actor, identity: Identity) -> Identity:
    """Stops receiving at once (its addresses answer 550) and queues removal of its mail."""
    identity = Identity.objects.select_for_update().select_related("tenant").get(pk=identity.pk)
    if identity.status == Identity.Status.DELETED:
        raise AppError("identity_deleted")
    identity.status = Identity.Status.DELETED
    identity.deleted_at = timezone.now()
    identity.save(update_fields=["status", "deleted_at", "updated_at"])
    _audit(actor, "identity.deleted", identity, identity)
    # The mailbox purges the identity's mail when this event is dispatched (an outbox
    # consumer), with a sweep behind it: a lost task cannot leave the mail behind.
    _emit(identity, "identity.deleted", identity_data(identity))
    return identity


def system_identity() -> Identity:
    """The platform's own sender (notifications, alerts), created on first use."""
    identity = Identity.objects.filter(is_system=True).select_related("tenant").first()
    if identity is not None:
        return identity
    actor = Actor(user="system")
    with transaction.atomic():
        tenant = tenant_services.platform_tenant()
        existing = Identity.objects.filter(is_system=True).first()
        if existing is not None:
            return existing
        return identity_create(
            actor=actor, tenant=tenant, name="system", local_part="pylota", is_system=True
        )
