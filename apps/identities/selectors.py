from __future__ import annotations

from datetime import datetime

from django.db.models import QuerySet

from apps.identities.models import Address, Identity
from pylota.core.address import parse_recipient
from pylota.core.errors import AppError
from pylota.core.principal import Principal


def identity_list(*, principal: Principal) -> QuerySet[Identity]:
    identities = Identity.objects.for_principal(principal).filter(is_system=False)
    return identities.exclude(status=Identity.Status.DELETED)


def identity_get(*, principal: Principal, identity_id: str) -> Identity:
    identity = identity_list(principal=principal).filter(pk=identity_id).first()
    if identity is None:
        raise AppError("identity_not_found")
    return identity


def address_list(*, principal: Principal, identity: Identity) -> QuerySet[Address]:
    return Address.objects.filter(identity=identity)


def address_get(*, principal: Principal, address_id: str) -> Address:
    address = (
        Address.objects.select_related("identity")
        .filter(identity__in=identity_list(principal=principal), pk=address_id)
        .first()
    )
    if address is None:
        raise AppError("address_not_found")
    return address


def address_resolve(recipient: str) -> tuple[Address, str | None] | None:
    """The active address (and plus-tag) that mail for ``recipient`` is delivered to.

    None for unknown, retired and deleted-identity addresses: the SMTP server answers 550
    before DATA for those.
    """
    parsed = parse_recipient(recipient)
    if parsed is None:
        return None
    address = (
        Address.objects.select_related("identity", "tenant")
        .filter(
            local_part=parsed.local_part,
            domain=parsed.domain,
            status=Address.Status.ACTIVE,
            identity__status__in=[Identity.Status.ACTIVE, Identity.Status.PAUSED],
        )
        .first()
    )
    return (address, parsed.tag) if address else None


def identity_by_id(identity_id: str) -> Identity | None:
    """Internal lookups (tasks, ingest): no principal, no scope."""
    return Identity.objects.select_related("tenant").filter(pk=identity_id).first()


def identity_by_name(*, tenant, name: str) -> Identity | None:
    return (
        Identity.objects.filter(tenant=tenant, name=name)
        .exclude(status=Identity.Status.DELETED)
        .first()
    )


def primary_address(identity: Identity) -> str | None:
    address = identity.addresses.filter(is_primary=True, status=Address.Status.ACTIVE).first()
    return address.address if address else None


def identity_active(*, identity_id: str) -> Identity | None:
    """The identity if it is active (not paused, not deleted): for the platform's checks."""
    return Identity.objects.filter(pk=identity_id, status=Identity.Status.ACTIVE).first()


def identity_with_tenant(*, identity_id: str) -> Identity:
    """The identity with its tenant and partner loaded (the send path reads their policy)."""
    return Identity.objects.select_related("tenant__partner").get(pk=identity_id)


def deleted_identity_ids(*, deleted_before: datetime) -> QuerySet:
    """IDs of identities deleted before ``deleted_before`` (their mail is purged)."""
    return Identity.objects.filter(
        status=Identity.Status.DELETED, deleted_at__lte=deleted_before
    ).values("pk")
