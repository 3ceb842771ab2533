"""DNS lookups for domain checks: one callable shape, ``lookup(name, rtype) -> [text]``.

Values come back in one canonical text form per type, so the checks compare strings:

- TXT: the record's strings joined (a DKIM key split in 255-byte chunks is one value);
- MX: ``"<preference> <exchange>"``, exchange lower case without the final dot;
- CNAME, NS: the target, lower case without the final dot;
- A, AAAA: the address.

"No such name" and "no record of this type" are both ``[]``; a resolver that cannot answer
(timeout, SERVFAIL) raises :class:`DnsUnavailable`, which a check reports as a failure to
look, never as a missing record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import dns.exception
import dns.resolver

Lookup = Callable[[str, str], list[str]]


class DnsUnavailable(Exception):
    """The resolver gave no answer (timeout, SERVFAIL, no nameserver)."""


def _text(rtype: str, rdata) -> str:
    if rtype == "TXT":
        return b"".join(rdata.strings).decode("utf-8", "replace")
    if rtype == "MX":
        return f"{rdata.preference} {rdata.exchange.to_text(True).lower()}"
    if rtype in ("CNAME", "NS"):
        return rdata.target.to_text(True).lower()
    return rdata.to_text()


class DnsLookup:
    """dnspython pointed at the configured nameservers (the system's when none are given).

    ``offline=True`` answers every question with nothing (tests without a DNS server).
    """

    def __init__(
        self,
        nameservers: Iterable[str] | None = None,
        *,
        port: int = 53,
        timeout: float = 5.0,
        offline: bool = False,
    ) -> None:
        self.offline = offline
        servers = list(nameservers or [])
        self._resolver = dns.resolver.Resolver(configure=not servers and not offline)
        if servers:
            self._resolver.nameservers = servers
            self._resolver.port = port
        self._resolver.lifetime = timeout
        self._resolver.timeout = min(timeout, 2.0)
        # A check must see what is published now, not what an earlier check cached.
        self._resolver.cache = None

    def __call__(self, name: str, rtype: str) -> list[str]:
        if self.offline:
            return []
        try:
            answer = self._resolver.resolve(name.rstrip(".") + ".", rtype, search=False)
        except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
            return []
        except dns.exception.DNSException as exc:
            raise DnsUnavailable(f"{rtype} lookup failed: {type(exc).__name__}") from exc
        # A CNAME query answered through a chain still names only the asked type.
        return [_text(rtype, rdata) for rdata in answer if rdata.rdtype == answer.rdtype]
