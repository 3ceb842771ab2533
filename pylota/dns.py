"""The DNS settings every resolver of the product is built from: PM_DNS_NAMESERVERS on
PM_DNS_PORT with PM_DNS_TIMEOUT_SECONDS ("none" answers nothing, the test default). The
receive path's verdicts and the domain checks read them here, so the two always ask the
same servers."""

from __future__ import annotations

from django.conf import settings


def resolver_options() -> dict:
    """Keyword arguments for :class:`pylota.core.authverdict.Resolver` and its subclasses."""
    servers = settings.PM_DNS_NAMESERVERS
    offline = [s.lower() for s in servers] == ["none"]
    return {
        "nameservers": None if offline else list(servers),
        "port": settings.PM_DNS_PORT,
        "timeout": settings.PM_DNS_TIMEOUT_SECONDS,
        "offline": offline,
    }
