"""An identity's address changes (promote, retire, roll back) in the cross-tenant matrix.

``{id}`` is the address (swapped for a missing one); ``{identity}`` is its owner."""

from __future__ import annotations

from django.utils import timezone

from apps.identities.models import Address
from tests.api.matrix import Case
from tests.conftest import World
from tests.factories import DomainFactory, IdentityFactory


def _alias(w: World, **fields) -> str:
    identity = IdentityFactory(tenant=w.tenant)
    w.identity_id = identity.id
    address = Address.objects.create(
        tenant=w.tenant,
        identity=identity,
        local_part=f"alias-{identity.id[-8:].lower()}",
        domain="agents.pylota.test",
        **fields,
    )
    return address.id


def _retired(w: World) -> str:
    return _alias(w, status=Address.Status.RETIRED, retired_at=timezone.now())


PATH = "/v1/identities/{identity}/addresses/{id}"
ENTRIES: dict[str, list[Case]] = {
    "identity-address-promote": [Case("POST", f"{PATH}/promote", "tenant_key", _alias)],
    "identity-address-retire": [Case("POST", f"{PATH}/retire", "tenant_key", _alias)],
    "identity-address-rollback": [Case("POST", f"{PATH}/rollback", "tenant_key", _retired)],
}


# Addresses on a custom domain: the domain is the target (another tenant's answers 404).
_IDENTITY_OF: dict[str, str] = {}


def _active_domain(w: World) -> str:
    domain = DomainFactory(tenant=w.tenant, state="active")
    _IDENTITY_OF[domain.id] = IdentityFactory(tenant=w.tenant).id
    return domain.id


def _new_address(domain_id: str) -> dict:
    missing = "idn_" + "0" * 26
    return {"identity_id": _IDENTITY_OF.get(domain_id, missing), "local_part": "matrix"}


ENTRIES["domain-address-list"] = [
    Case("GET", "/v1/domains/{id}/addresses", "tenant_key", _active_domain, owner_sees_id=False),
    Case("POST", "/v1/domains/{id}/addresses", "tenant_key", _active_domain, body=_new_address),
]
