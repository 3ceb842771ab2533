from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q, QuerySet
from django.utils import timezone

from apps.identities.models import Address, Identity, address_data
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


def _receiving() -> Q:
    """Addresses that receive: active ones, and retired ones still in their grace period."""
    grace_start = timezone.now() - timedelta(days=settings.PM_ADDRESS_RETIRE_GRACE_DAYS)
    return Q(status=Address.Status.ACTIVE) | Q(
        status=Address.Status.RETIRED, retired_at__gt=grace_start
    )


def address_resolve(
    recipient: str, *, tenant_id: str | None = None
) -> tuple[Address, str | None] | None:
    """The address (and plus-tag) that mail for ``recipient`` is delivered to: an active
    one, or a retired one still in its grace period (``PM_ADDRESS_RETIRE_GRACE_DAYS``).

    None for unknown addresses, retired ones past their grace and deleted-identity ones:
    the SMTP server answers 550 before DATA for those. ``tenant_id`` (for tenant domains)
    accepts only that tenant's address: the one the domain belongs to now.
    """
    parsed = parse_recipient(recipient)
    if parsed is None:
        return None
    addresses = Address.objects.select_related("identity", "tenant").filter(
        _receiving(),
        local_part=parsed.local_part,
        domain=parsed.domain,
        identity__status__in=[Identity.Status.ACTIVE, Identity.Status.PAUSED],
    )
    if tenant_id is not None:
        addresses = addresses.filter(tenant_id=tenant_id)
    address = addresses.first()
    return (address, parsed.tag) if address else None


def address_is_retired(recipient: str) -> bool:
    """Whether ``recipient`` names an address that was retired (its grace period over):
    the SMTP server says so in its 550 rather than "no such mailbox"."""
    parsed = parse_recipient(recipient)
    if parsed is None:
        return False
    return Address.objects.filter(
        local_part=parsed.local_part, domain=parsed.domain, status=Address.Status.RETIRED
    ).exists()


def address_exists(recipient: str) -> bool:
    """Whether the address was ever handed out (whatever its state): a catch-all never
    takes mail for an address that exists, retired ones included."""
    parsed = parse_recipient(recipient)
    if parsed is None:
        return False
    return Address.objects.filter(local_part=parsed.local_part, domain=parsed.domain).exists()


def catch_all_resolve(
    recipient: str, *, tenant_id: str, identity_id: str
) -> tuple[Address, str | None] | None:
    """Mail for an unknown local part of a tenant domain with a catch-all: filed for the
    catch-all identity under the address it was sent to. The address is not saved (nothing
    is handed out): it carries the identity and the recipient the mailbox records."""
    parsed = parse_recipient(recipient)
    if parsed is None:
        return None
    identity = (
        Identity.objects.select_related("tenant")
        .filter(
            pk=identity_id,
            tenant_id=tenant_id,
            status__in=[Identity.Status.ACTIVE, Identity.Status.PAUSED],
        )
        .first()
    )
    if identity is None:
        return None
    address = Address(
        tenant=identity.tenant,
        identity=identity,
        local_part=parsed.local_part,
        domain=parsed.domain,
    )
    return address, parsed.tag


def platform_address(identity_id: str) -> Address | None:
    """The identity's address on the platform domain (its primary one first): what it sends
    from while its own domain is failing."""
    return (
        Address.objects.filter(
            identity_id=identity_id,
            domain=settings.PM_PLATFORM_DOMAIN.lower(),
            status=Address.Status.ACTIVE,
        )
        .order_by("-is_primary", "id")
        .first()
    )


def address_list_on_domain(*, principal: Principal, domain: str) -> QuerySet[Address]:
    """The addresses on ``domain`` of the identities the key can see."""
    return (
        Address.objects.select_related("identity")
        .filter(identity__in=identity_list(principal=principal), domain=domain.lower())
        .order_by("-id")
    )


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


def address_as_data(address: Address) -> dict:
    """The address as the API shows it, for other apps' serializers (``address_data``)."""
    return address_data(address)


def identity_ids_on_domain(*, domain: str) -> list[str]:
    """The identities holding an address on ``domain`` (internal: a domain's summaries)."""
    return list(
        Address.objects.filter(domain=domain.lower())
        .values_list("identity_id", flat=True)
        .distinct()
    )
