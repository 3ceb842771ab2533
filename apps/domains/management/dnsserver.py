"""A small authoritative DNS server for a local demo (``manage.py dns_serve``).

It answers from a BIND-format file (absolute names, as ``GET /v1/domains/{id}/records
?format=bind`` writes them), read again whenever the file changes, so a person can paste
the records, save, and watch verify turn them green. UDP and TCP, on loopback by default.
Not for production: no zone transfers, no DNSSEC, one flat file.

It also answers the platform's own records for the demo (``platform_records``): the SMTP
host's address and SPF at the platform domain, its SPF include and its bounce host,
allowing loopback, so mail our loopback transport delivers (peer 127.0.0.1) passes SPF.
A name the file defines is answered from the file only.
"""

from __future__ import annotations

import os
import socketserver
import struct
import threading
from collections.abc import Iterable
from pathlib import Path

import dns.exception
import dns.flags
import dns.message
import dns.name
import dns.rcode
import dns.rdata
import dns.rdataclass
import dns.rdatatype
import dns.rrset
import dns.zone

DEFAULT_TTL = 300
Default = tuple[str, str, str]  # (name, type, value as in a zone file)


def platform_records(
    *,
    platform_domain: str,
    smtp_hostname: str,
    return_path_host: str,
    spf_include: str = "",
    ip: str = "127.0.0.1",
) -> list[Default]:
    """The platform's own records for a demo on loopback: ``smtp_hostname`` A ``ip``, and an
    SPF allowing ``ip`` at the platform domain (the MAIL FROM of platform mail), at its SPF
    include (which a tenant domain's SPF names) and at its bounce host (where a tenant
    domain's ``pm-bounces`` CNAME leads: the MAIL FROM of its mail)."""
    spf = f'"v=spf1 ip4:{ip} -all"'
    out = [(smtp_hostname, "A", ip)]
    for name in (platform_domain, spf_include, return_path_host):
        if name and (name, "TXT", spf) not in out:
            out.append((name, "TXT", spf))
    return out


def _empty() -> dns.zone.Zone:
    return dns.zone.Zone(dns.name.root, relativize=False)


def _with_defaults(zone: dns.zone.Zone, defaults: Iterable[Default]) -> dns.zone.Zone:
    """``zone`` plus each default whose name the zone does not define."""
    defined = set(zone.nodes)
    for name, rdtype, value in defaults:
        owner = dns.name.from_text(name.rstrip(".") + ".")
        if owner in defined:
            continue
        rdataset = zone.find_rdataset(owner, rdtype, create=True)
        rdataset.add(
            dns.rdata.from_text(dns.rdataclass.IN, rdtype, value, origin=dns.name.root),
            DEFAULT_TTL,
        )
    return zone


class ZoneFile:
    """The records of one file, parsed once per change of its modification time, with the
    ``defaults`` for the names it does not define."""

    def __init__(self, path: Path, *, defaults: Iterable[Default] = ()) -> None:
        self.path = path
        self.defaults = list(defaults)
        self._lock = threading.Lock()
        self._stamp: tuple[int, int] | None = None
        self._bare = _with_defaults(_empty(), self.defaults)
        self._zone = self._bare
        self.error = ""

    def zone(self) -> dns.zone.Zone:
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            return self._bare
        stamp = (stat.st_mtime_ns, stat.st_size)
        with self._lock:
            if stamp != self._stamp:
                self._stamp = stamp
                try:
                    parsed = dns.zone.from_text(
                        self.path.read_text(),
                        origin=dns.name.root,
                        relativize=False,
                        check_origin=False,
                    )
                    self._zone = _with_defaults(parsed, self.defaults)
                    self.error = ""
                except (dns.exception.DNSException, ValueError) as exc:
                    self.error = str(exc)  # keep answering from the last good copy
            return self._zone


def answer(zone: dns.zone.Zone, wire: bytes) -> bytes | None:
    try:
        query = dns.message.from_wire(wire)
    except dns.exception.DNSException:
        return None
    response = dns.message.make_response(query)
    response.flags |= dns.flags.AA
    if not query.question:
        response.set_rcode(dns.rcode.FORMERR)
        return response.to_wire()
    question = query.question[0]
    name, rdtype = question.name, question.rdtype
    for _ in range(8):  # follow CNAMEs inside the file
        node = zone.get_node(name)
        if node is None:
            if not response.answer:
                response.set_rcode(dns.rcode.NXDOMAIN)
            break
        found = node.get_rdataset(dns.rdataclass.IN, rdtype)
        if found is not None:
            response.answer.append(_rrset(name, found))
            break
        cname = node.get_rdataset(dns.rdataclass.IN, dns.rdatatype.CNAME)
        if cname is None or rdtype == dns.rdatatype.CNAME:
            break
        response.answer.append(_rrset(name, cname))
        name = next(iter(cname)).target
    return response.to_wire()


def _rrset(name: dns.name.Name, rdataset) -> dns.rrset.RRset:
    rrset = dns.rrset.RRset(name, rdataset.rdclass, rdataset.rdtype)
    rrset.update(rdataset)
    return rrset


class _Udp(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        data, sock = self.request
        reply = answer(self.server.zone_file.zone(), data)
        if reply is not None:
            sock.sendto(reply, self.client_address)


class _Tcp(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        while True:
            head = self.request.recv(2)
            if len(head) < 2:
                return
            (length,) = struct.unpack("!H", head)
            data = b""
            while len(data) < length:
                chunk = self.request.recv(length - len(data))
                if not chunk:
                    return
                data += chunk
            reply = answer(self.server.zone_file.zone(), data)
            if reply is None:
                return
            self.request.sendall(struct.pack("!H", len(reply)) + reply)


class _UdpServer(socketserver.ThreadingUDPServer):
    daemon_threads = True
    allow_reuse_address = True


class _TcpServer(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


class DemoDnsServer:
    """UDP and TCP on one port; ``start()`` runs both in background threads."""

    def __init__(
        self,
        path: Path,
        *,
        host: str = "127.0.0.1",
        port: int = 5353,
        defaults: Iterable[Default] = (),
    ) -> None:
        self.zone_file = ZoneFile(path, defaults=defaults)
        self.udp = _UdpServer((host, port), _Udp)
        self.tcp = _TcpServer((host, self.udp.server_address[1]), _Tcp)
        for server in (self.udp, self.tcp):
            server.zone_file = self.zone_file
        self.port = self.udp.server_address[1]

    def start(self) -> None:
        for server in (self.udp, self.tcp):
            threading.Thread(target=server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        for server in (self.udp, self.tcp):
            server.shutdown()
            server.server_close()
