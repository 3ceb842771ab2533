"""Writes to identities and addresses. Each records its audit row and outbox event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.identities.models import Address, Identity, address_data, identity_data
from apps.tenants import services as tenant_services
from apps.tenants.services import erase as tenant_erase
from pylota.core.address import RESERVED_LOCAL_PARTS, generate_local_part, local_part_error
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
    *,
    actor: Actor,
    identity: Identity,
    local_part: str | None = None,
    primary: bool = False,
    domain: str | None = None,
) -> Address:
    """An address for the identity: the requested local part, or a generated one.

    ``domain`` is the platform domain unless given. A tenant domain is named only by the
    domains app, which has checked that the domain is active and the identity's tenant's
    (``apps.domains.services.addresses``). The reserved role names (postmaster, support…)
    belong to the platform's operators on the platform domain only: on its own domain a
    tenant may use them.
    """
    if identity.status == Identity.Status.DELETED:
        raise AppError("identity_deleted")
    platform = settings.PM_PLATFORM_DOMAIN.lower()
    domain = (domain or platform).lower()
    if local_part is not None:
        local_part = local_part.lower()
        reason = local_part_error(local_part)
        if domain != platform and local_part in RESERVED_LOCAL_PARTS:
            reason = None
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


def _lock_for_address_change(address: Address) -> tuple[Identity, Address]:
    """The identity row locked, then the address re-read: two promotions (or a promotion
    and a rollback) of one identity's addresses run one after the other, so it never ends
    with two primaries or none."""
    identity = (
        Identity.objects.select_for_update().select_related("tenant").get(pk=address.identity_id)
    )
    if identity.status == Identity.Status.DELETED:
        raise AppError("identity_deleted")
    return identity, Address.objects.get(pk=address.pk)


def _make_primary(address: Address, *, previous: Address | None, promoted: bool) -> None:
    if previous is not None:
        previous.is_primary = False
        previous.save(update_fields=["is_primary"])
    address.is_primary = True
    address.promoted_at = timezone.now() if promoted else None
    address.previous_primary = previous if promoted else None
    address.save(update_fields=["is_primary", "promoted_at", "previous_primary"])


@transaction.atomic
def address_promote(*, actor: Actor, address: Address) -> Address:
    """Make ``address`` the identity's primary: the From of its mail from now on. The
    former primary stays an active address (an alias), so nothing stops arriving; a
    rollback makes it the primary again."""
    identity, address = _lock_for_address_change(address)
    if address.status == Address.Status.RETIRED:
        raise AppError("address_retired")
    if address.is_primary:
        return address
    previous = identity.addresses.filter(is_primary=True).exclude(pk=address.pk).first()
    _make_primary(address, previous=previous, promoted=True)
    data = {"address_id": address.id, "previous_primary_id": previous.id if previous else None}
    _audit(actor, "address.promoted", address, identity, data)
    _emit(identity, "address.promoted", {**address_data(address), **data})
    return address


@transaction.atomic
def address_retire(*, actor: Actor, address: Address) -> Address:
    """Retire ``address``: it keeps receiving for ``PM_ADDRESS_RETIRE_GRACE_DAYS``, then the
    SMTP server refuses it at RCPT (550 5.1.1). It is never handed to anyone else, so a
    rollback can bring it back at any time. The primary address is not retired: promote
    another first."""
    identity, address = _lock_for_address_change(address)
    if address.status == Address.Status.RETIRED:
        raise AppError("address_retired")
    if address.is_primary:
        raise AppError("address_is_primary")
    address.status = Address.Status.RETIRED
    address.retired_at = timezone.now()
    address.save(update_fields=["status", "retired_at"])
    _audit(actor, "address.retired", address, identity, {"address_id": address.id})
    _emit(identity, "address.retired", address_data(address))
    return address


@transaction.atomic
def address_rollback(*, actor: Actor, address: Address) -> Address:
    """Undo the last change to ``address``: a retirement (it receives again, at once, even
    after the grace period), else a promotion (the former primary is the primary again)."""
    identity, address = _lock_for_address_change(address)
    if address.status == Address.Status.RETIRED:
        address.status = Address.Status.ACTIVE
        address.retired_at = None
        address.save(update_fields=["status", "retired_at"])
        _audit(actor, "address.restored", address, identity, {"address_id": address.id})
        _emit(identity, "address.restored", address_data(address))
        return address
    previous = address.previous_primary if address.is_primary else None
    if previous is None:
        raise AppError("address_nothing_to_roll_back")
    if previous.status == Address.Status.RETIRED:
        raise AppError(
            "address_retired",
            "The former primary address is retired; roll its retirement back first.",
            details={"address_id": previous.id},
        )
    address.is_primary = False
    address.promoted_at = None
    address.previous_primary = None
    address.save(update_fields=["is_primary", "promoted_at", "previous_primary"])
    previous.is_primary = True
    previous.save(update_fields=["is_primary"])
    data = {"address_id": previous.id, "rolled_back_id": address.id}
    _audit(actor, "address.promotion_rolled_back", address, identity, data)
    _emit(identity, "address.promoted", {**address_data(previous), **data})
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


@transaction.atomic
def identity_erase_begin(*, actor: Actor, identity: Identity) -> Identity:
    """An erasure of this identity starts: it stops receiving (its addresses answer 550)
    and sending at once. ``deleted_at`` stays empty until ``identity_tombstone``, so the
    mailbox's purge sweep leaves its mail to the erasure, which counts what it removes."""
    identity = Identity.objects.select_for_update().get(pk=identity.pk)
    if identity.status != Identity.Status.DELETED:
        identity.status = Identity.Status.DELETED
        identity.save(update_fields=["status", "updated_at"])
        _audit(actor, "identity.erasing", identity, identity)
    return identity


@transaction.atomic
def identity_tombstone(
    *, actor: Actor, identity: Identity, keeps_mail: bool = False
) -> dict[str, int]:
    """What is left of an erased identity: its row, named by its ID only, and its
    addresses retired but kept, so none is handed to anyone else during the quarantine
    period (``PM_ADDRESS_QUARANTINE_DAYS``; the unique constraint holds them). Its
    identity-scoped API keys are revoked. ``keeps_mail``: a legal hold keeps some of its
    mail, so ``deleted_at`` stays empty and the mailbox's purge sweep leaves it alone."""
    identity = Identity.objects.select_for_update().get(pk=identity.pk)
    now = timezone.now()
    identity.status = Identity.Status.DELETED
    identity.deleted_at = None if keeps_mail else (identity.deleted_at or now)
    identity.name = identity.id
    identity.display_name = ""
    identity.metadata = {"erased": True}
    identity.save(
        update_fields=["status", "deleted_at", "name", "display_name", "metadata", "updated_at"]
    )
    retired = Address.objects.filter(identity=identity, status=Address.Status.ACTIVE).update(
        status=Address.Status.RETIRED, retired_at=now, is_primary=False
    )
    keys = tenant_erase.identity_keys_revoke(identity_id=identity.id)
    _audit(actor, "identity.erased", identity, identity)
    return {"identities.addresses_tombstoned": retired, "tenants.api_keys_revoked": keys}
