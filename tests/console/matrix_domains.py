"""Cross-tenant matrix entries of the console's domain pages."""

from __future__ import annotations

from apps.domains.services.addresses import domain_address_create
from pylota.core.principal import Actor
from tests.console.matrix import Route
from tests.factories import DomainFactory, IdentityFactory

ACTOR = Actor(user="matrix")


def _domain(people) -> dict:
    return {"domain_id": DomainFactory(tenant=people.tenant, state="active").id}


def _address(people) -> dict:
    domain = DomainFactory(tenant=people.tenant, state="active")
    identity = IdentityFactory(tenant=people.tenant)
    address = domain_address_create(
        actor=ACTOR, domain=domain, identity_id=identity.id, local_part="matrix"
    )
    return {"domain_id": domain.id, "address_id": address.id, "verb": "retire"}


POST = ("POST",)

ROUTES = {
    "console-domains": Route(methods=("GET", "POST")),
    "console-domain": Route(make=_domain),
    "console-domain-verify": Route(make=_domain, methods=POST),
    "console-domain-probe": Route(make=_domain, methods=POST),
    "console-domain-addresses": Route(make=_domain, methods=POST),
    "console-domain-catch-all": Route(make=_domain, methods=POST),
    "console-domain-address-action": Route(make=_address, methods=POST),
}
