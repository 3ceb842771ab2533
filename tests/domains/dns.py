"""An authoritative DNS server on loopback for domain tests: TXT, A, MX, CNAME and NS.

The zone is a dict the test changes while the server runs (publish, remove, change a
record, add a conflicting one, move the NS). A CNAME answers any question for its name,
as a real server does, and the answer follows it when the target is in the zone.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from dnslib import AAAA, CNAME, MX, NS, QTYPE, RCODE, RR, TXT, A, DNSRecord

from tests.trust.dnsserver import Zone, _txt_chunks
from tests.trust.dnsserver import dns_server as _trust_dns_server


@dataclass
class DomainZone(Zone):
    """{(name, type): [values]}. MX values are ``"<preference> <host>"``."""

    def mx(self, name: str, host: str, preference: int = 10) -> None:
        self.add(name, "MX", f"{preference} {host}")

    def cname(self, name: str, target: str) -> None:
        self.set(name, "CNAME", [target])

    def ns(self, name: str, *hosts: str) -> None:
        self.set(name, "NS", list(hosts))

    def set(self, name: str, qtype: str, values: list[str]) -> None:
        self.records[(name.lower().rstrip("."), qtype)] = list(values)

    def remove(self, name: str, qtype: str, value: str | None = None) -> None:
        key = (name.lower().rstrip("."), qtype)
        if value is None:
            self.records.pop(key, None)
        elif key in self.records:
            self.records[key] = [v for v in self.records[key] if v != value]
            if not self.records[key]:
                del self.records[key]

    def get(self, name: str, qtype: str) -> list[str]:
        return list(self.records.get((name.lower().rstrip("."), qtype), []))

    def _rdata(self, qtype: str, value: str):
        if qtype == "TXT":
            return TXT(_txt_chunks(value))
        if qtype == "A":
            return A(value)
        if qtype == "AAAA":
            return AAAA(value)
        if qtype == "MX":
            preference, host = value.split()
            return MX(host, int(preference))
        if qtype == "CNAME":
            return CNAME(value)
        if qtype == "NS":
            return NS(value)
        return None

    def resolve(self, request: DNSRecord, handler) -> DNSRecord:
        reply = request.reply()
        name = str(request.q.qname).lower().rstrip(".")
        qtype = QTYPE[request.q.qtype]
        self.queries.append((name, qtype))
        if name in self.fail:
            reply.header.rcode = RCODE.SERVFAIL
            return reply
        seen = 0
        while qtype != "CNAME" and (name, "CNAME") in self.records and seen < 8:
            target = self.records[(name, "CNAME")][0]
            reply.add_answer(RR(name + ".", QTYPE.CNAME, rdata=CNAME(target), ttl=60))
            name, seen = target.lower().rstrip("."), seen + 1
        values = self.records.get((name, qtype))
        if values is None:
            if not seen and not any(key[0] == name for key in self.records):
                reply.header.rcode = RCODE.NXDOMAIN
            return reply
        for value in values:
            rdata = self._rdata(qtype, value)
            if rdata is not None:
                reply.add_answer(RR(name + ".", getattr(QTYPE, qtype), rdata=rdata, ttl=60))
        return reply


@contextmanager
def domain_dns_server(zone: DomainZone | None = None) -> Iterator[tuple[DomainZone, int]]:
    with _trust_dns_server(zone or DomainZone()) as (served, port):
        yield served, port
