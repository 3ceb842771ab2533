"""What a tenant's own domain means for the send path, asked through the settings hooks.

Outbound sits below the domains app, so it asks ``PM_DOMAIN_SEND_ROUTE`` (how mail From a
tenant domain leaves: its transport, or the platform fallback while the domain is not
active) and ``PM_DOMAIN_RECEIVE_ROUTE`` (whether a recipient's domain is one we receive
for, so our loopback transport carries it), both dotted paths like
``PM_KEY_IDENTITY_LOOKUP``. The platform domain never asks: its mail goes as it always did.
"""

from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string

from pylota.core.domains import fsm


def _domain_of(address: str) -> str:
    return address.rpartition("@")[2].strip().lower().rstrip(".")


def is_platform(address: str) -> bool:
    return _domain_of(address) == settings.PM_PLATFORM_DOMAIN.lower()


def send_route_for(*, tenant_id: str, address: str):
    """The send route of ``address``'s domain for this tenant, None for the platform domain
    and for a domain the tenant does not hold."""
    if is_platform(address):
        return None
    return import_string(settings.PM_DOMAIN_SEND_ROUTE)(
        tenant_id=tenant_id, domain=_domain_of(address)
    )


def received_here(address: str) -> bool:
    """Whether ``address`` is on a tenant domain we receive for (active or failing)."""
    if is_platform(address) or "@" not in address:
        return False
    route = import_string(settings.PM_DOMAIN_RECEIVE_ROUTE)(domain=_domain_of(address))
    return (
        route is not None
        and fsm.is_sending(route.state)  # active or failing, the receive path's rule
        and getattr(route, "receives", True)  # a send_only domain's mail goes to its own MX
    )
