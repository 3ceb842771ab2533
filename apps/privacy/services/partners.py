"""A partner is deleted (softly) once every one of its tenants has been erased."""

from __future__ import annotations

from typing import TYPE_CHECKING

from apps.privacy import selectors
from apps.tenants import services as tenant_services
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Partner


def partner_delete_after_erasure(*, actor: Actor, partner: Partner) -> Partner:
    """Soft-delete the partner when all its tenants are erased (tenant erasures completed);
    ``partner_has_tenants`` (409) while any tenant is not."""
    tenant_ids = selectors.partner_tenant_ids(partner_id=partner.id)
    erased = selectors.erased_tenant_ids(tenant_ids=tenant_ids)
    return tenant_services.partner_delete(
        actor=actor, partner=partner, erased_tenant_ids=frozenset(erased)
    )
