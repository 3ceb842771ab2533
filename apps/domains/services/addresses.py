"""Addresses on a tenant's own domain, and the domain's catch-all.

The identities app owns addresses (create, promote, retire, roll back); this module adds
what only the domains app knows: that the domain is the identity's tenant's and active.
The receive side (which addresses of a domain take mail, the catch-all) is
``apps.domains.selectors.receive_route``, asked by inbound at RCPT.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction

from apps.domains.models import Domain
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor, Principal

if TYPE_CHECKING:
    from apps.identities.models import Address, Identity


def _tenant_identity(*, domain: Domain, identity_id: str, principal: Principal | None) -> Identity:
    """The identity, when it is a live identity of the domain's tenant (and, for an API
    key, one the key can see); otherwise the same 404 as a missing one."""
    if principal is not None:
        identity = identity_selectors.identity_get(principal=principal, identity_id=identity_id)
    else:
        identity = identity_selectors.identity_by_id(identity_id)
    if (
        identity is None
        or identity.tenant_id != domain.tenant_id
        or identity.is_deleted
        or identity.is_system
    ):
        raise AppError("identity_not_found")
    return identity


@transaction.atomic
def domain_address_create(
    *,
    actor: Actor,
    domain: Domain,
    identity_id: str,
    local_part: str | None = None,
    primary: bool = False,
    principal: Principal | None = None,
) -> Address:
    """An address (or alias: any further address of the identity) on an active domain.

    The domain row is locked first, so a removal running at the same time either waits for
    this address or is seen here as no longer active. ``primary`` promotes it at once
    (``address.promoted`` after ``address.created``).
    """
    identity = _tenant_identity(domain=domain, identity_id=identity_id, principal=principal)
    domain = Domain.objects.select_for_update().get(pk=domain.pk)
    if domain.state != Domain.State.ACTIVE:
        raise AppError("domain_not_active", details={"state": domain.state})
    address = identity_services.address_create(
        actor=actor, identity=identity, local_part=local_part, domain=domain.name
    )
    if primary:
        address = identity_services.address_promote(actor=actor, address=address)
    return address


@transaction.atomic
def domain_catch_all_set(
    *,
    actor: Actor,
    domain: Domain,
    identity_id: str | None,
    principal: Principal | None = None,
) -> Domain:
    """Send mail for unknown local parts of ``domain`` to this identity (None: off, the
    default, and unknown local parts are refused with 550). An address that exists, even
    retired, is never caught: it keeps its own answer."""
    domain = Domain.objects.select_for_update().select_related("tenant").get(pk=domain.pk)
    identity = (
        _tenant_identity(domain=domain, identity_id=identity_id, principal=principal)
        if identity_id
        else None
    )
    before = domain.catch_all_identity_id
    domain.catch_all_identity = identity
    domain.save(update_fields=["catch_all_identity", "updated_at"])
    tenant_services.audit_record(
        actor=actor,
        type="domain.catch_all_set",
        target=domain,
        tenant=domain.tenant,
        data={"before": before, "after": identity.id if identity else None},
    )
    return domain
