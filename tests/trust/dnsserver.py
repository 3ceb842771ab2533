"""An authoritative DNS server on loopback (dnslib) for SPF, DKIM and DMARC records.

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

from dnslib import QTYPE, RCODE, RR, TXT, A, DNSRecord
from dnslib.server import BaseResolver, DNSServer


def _txt_chunks(value: str) -> list[bytes]:
    data = value.encode()
    return [data[i : i + 255] for i in range(0, len(data), 255)] or [b""]


@dataclass
class Zone(BaseResolver):
    """{(name, type): [values]}; names without the final dot, types "TXT" or "A"."""

    records: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    queries: list[tuple[str, str]] = field(default_factory=list)
    fail: set[str] = field(default_factory=set)  # names that answer SERVFAIL

    def add(self, name: str, qtype: str, value: str) -> None:
        self.records.setdefault((name.lower().rstrip("."), qtype), []).append(value)

    def txt(self, name: str, value: str) -> None:
        self.add(name, "TXT", value)

    def resolve(self, request: DNSRecord, handler) -> DNSRecord:
        reply = request.reply()
        name = str(request.q.qname).lower().rstrip(".")
        qtype = QTYPE[request.q.qtype]
        self.queries.append((name, qtype))
        if name in self.fail:
            reply.header.rcode = RCODE.SERVFAIL
            return reply
        values = self.records.get((name, qtype))
        if values is None:
            if not any(key[0] == name for key in self.records):
                reply.header.rcode = RCODE.NXDOMAIN
            return reply
        for value in values:
            if qtype == "TXT":
                rdata = TXT(_txt_chunks(value))
            elif qtype == "A":
                rdata = A(value)
            else:
                continue
            reply.add_answer(RR(request.q.qname, getattr(QTYPE, qtype), rdata=rdata, ttl=60))
        return reply


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
