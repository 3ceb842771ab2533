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

from collections.abc import Callable

from pylota.core.authverdict import DnsTempError, Resolver

Lookup = Callable[[str, str], list[str]]


class DnsUnavailable(DnsTempError):
    """The resolver gave no answer (timeout, SERVFAIL, no nameserver)."""


def _text(rtype: str, rdata) -> str:
    if rtype == "TXT":
        return b"".join(rdata.strings).decode("utf-8", "replace")
    if rtype == "MX":
        return f"{rdata.preference} {rdata.exchange.to_text(True).lower()}"
    if rtype in ("CNAME", "NS"):
        return rdata.target.to_text(True).lower()
    return rdata.to_text()


class DnsLookup(Resolver):
    """The receive path's :class:`~pylota.core.authverdict.Resolver` (same nameservers,
    port, timeouts and ``offline`` mode) answering in the ``Lookup`` shape.
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # A check must see what is published now, not what an earlier check cached.
        self._resolver.cache = None

    def __call__(self, name: str, rtype: str) -> list[str]:
        try:
            answer = self._answer(name.rstrip(".") + ".", rtype)
        except DnsTempError as exc:
            cause = type(exc.__cause__).__name__
            raise DnsUnavailable(f"{rtype} lookup failed: {cause}") from exc.__cause__
        if answer is None:
            return []
        # A CNAME query answered through a chain still names only the asked type.
        return [_text(rtype, rdata) for rdata in answer if rdata.rdtype == answer.rdtype]
