"""An authoritative DNS server on loopback (dnslib): SPF, DKIM and DMARC records for trust
tests, and the MX, CNAME and NS records domain tests publish and change.

Records live in a dict the test can change while the server runs; every name not in it is
NXDOMAIN. UDP and TCP listen on the same port, as dnspython falls back to TCP for answers
that do not fit a datagram (a 2048-bit DKIM key does not always).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from dnslib import AAAA, CNAME, MX, NS, QTYPE, RCODE, RR, TXT, A, DNSRecord
from dnslib.server import BaseResolver, DNSServer


def _txt_chunks(value: str) -> list[bytes]:
    data = value.encode()
    return [data[i : i + 255] for i in range(0, len(data), 255)] or [b""]


@dataclass
class Zone(BaseResolver):
    """{(name, type): [values]}; names without the final dot. TXT, A, AAAA, MX
    (``"<preference> <host>"``), CNAME and NS. A CNAME answers any question for its name,
    as a real server does, and the answer follows it when the target is in the zone."""

    records: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    queries: list[tuple[str, str]] = field(default_factory=list)
    fail: set[str] = field(default_factory=set)  # names that answer SERVFAIL

    def add(self, name: str, qtype: str, value: str) -> None:
        self.records.setdefault((_key(name), qtype), []).append(value)

    def txt(self, name: str, value: str) -> None:
        self.add(name, "TXT", value)

    def mx(self, name: str, host: str, preference: int = 10) -> None:
        self.add(name, "MX", f"{preference} {host}")

    def cname(self, name: str, target: str) -> None:
        self.set(name, "CNAME", [target])

    def ns(self, name: str, *hosts: str) -> None:
        self.set(name, "NS", list(hosts))

    def set(self, name: str, qtype: str, values: list[str]) -> None:
        self.records[(_key(name), qtype)] = list(values)

    def remove(self, name: str, qtype: str, value: str | None = None) -> None:
        key = (_key(name), qtype)
        if value is None:
            self.records.pop(key, None)
        elif key in self.records:
            self.records[key] = [v for v in self.records[key] if v != value]
            if not self.records[key]:
                del self.records[key]

    def get(self, name: str, qtype: str) -> list[str]:
        return list(self.records.get((_key(name), qtype), []))

    def resolve(self, request: DNSRecord, handler) -> DNSRecord:
        reply = request.reply()
        name = _key(str(request.q.qname))
        qtype = QTYPE[request.q.qtype]
        self.queries.append((name, qtype))
        if name in self.fail:
            reply.header.rcode = RCODE.SERVFAIL
            return reply
        seen = 0
        while qtype != "CNAME" and (name, "CNAME") in self.records and seen < 8:
            target = self.records[(name, "CNAME")][0]
            reply.add_answer(RR(name + ".", QTYPE.CNAME, rdata=CNAME(target), ttl=60))
            name, seen = _key(target), seen + 1
        values = self.records.get((name, qtype))
        if values is None:
            if not seen and not any(key[0] == name for key in self.records):
                reply.header.rcode = RCODE.NXDOMAIN
            return reply
        for value in values:
            rdata = _rdata(qtype, value)
            if rdata is not None:
                reply.add_answer(RR(name + ".", getattr(QTYPE, qtype), rdata=rdata, ttl=60))
        return reply


def _key(name: str) -> str:
    return name.lower().rstrip(".")


def _rdata(qtype: str, value: str):
    if qtype == "TXT":
        return TXT(_txt_chunks(value))
    if qtype == "MX":
        preference, host = value.split()
        return MX(host, int(preference))
    kinds = {"A": A, "AAAA": AAAA, "CNAME": CNAME, "NS": NS}
    return kinds[qtype](value) if qtype in kinds else None


def _free_port() -> int:
    for _ in range(50):
        udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        udp.bind(("127.0.0.1", 0))
        port = udp.getsockname()[1]
        tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            tcp.bind(("127.0.0.1", port))
            return port
        except OSError:
            continue
        finally:
            tcp.close()
            udp.close()
    raise RuntimeError("no free port for the test DNS server")


@contextmanager
def dns_server(zone: Zone | None = None) -> Iterator[tuple[Zone, int]]:
    zone = zone or Zone()
    port = _free_port()

    class _Quiet:
        def __getattr__(self, name):
            return lambda *a, **k: None

    servers = [
        DNSServer(zone, port=port, address="127.0.0.1", tcp=tcp, logger=_Quiet())
        for tcp in (False, True)
    ]
    for server in servers:
        server.start_thread()
    try:
        yield zone, port
    finally:
        for server in servers:
            server.stop()
            server.server.server_close()


__all__ = ["Zone", "dns_server", "threading"]
