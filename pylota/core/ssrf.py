"""The SSRF guard for outgoing webhook requests: which addresses we may connect to.

Pure Python (sockets and ``ipaddress``, no Django). The rule that matters is enforced at
connect time by ``connect``: the host is resolved ONCE, every resolved address is checked,
and the socket is opened to one of the addresses that were checked. Checking a name and
then letting the HTTP library resolve it again would let DNS rebinding (a public answer
for the check, 127.0.0.1 for the connection) walk straight past the check. Validating a
URL when an endpoint is saved (``validate_url``) only gives the user an early, clear error.

Refused: loopback, RFC 1918, link-local, CGNAT (100.64/10), unique-local, multicast,
unspecified, reserved and documentation ranges, the cloud metadata addresses, and every
IPv6 form that carries an IPv4 address (IPv4-mapped, IPv4-compatible, IPv4-translated,
NAT64, 6to4, Teredo) whose inner address is refused. ``Policy.allow_private`` (development
only) lets loopback, RFC 1918, CGNAT and unique-local receivers through; never the metadata
addresses, link-local, multicast or reserved space.

Note: ``ipaddress`` refuses the legacy numeric spellings ``0177.0.0.1``, ``0x7f.1``,
``2130706433`` and ``127.1``, but ``getaddrinfo`` turns each into 127.0.0.1; so
``validate_url`` parses them the way ``inet_aton`` does, and ``connect`` checks what the
resolver answered, never the text of the URL.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Sequence[str]]
Connector = Callable[[tuple[str, int], float], socket.socket]

MAX_URL_LENGTH = 2048

# Reasons. Under Policy.allow_private the first four are let through.
LOOPBACK = "loopback"
PRIVATE = "private"  # RFC 1918
CGNAT = "cgnat"  # RFC 6598 shared address space, 100.64.0.0/10
UNIQUE_LOCAL = "unique_local"  # fc00::/7
LINK_LOCAL = "link_local"
MULTICAST = "multicast"
UNSPECIFIED = "unspecified"
RESERVED = "reserved"  # reserved, documentation, benchmarking, broadcast, deprecated forms
METADATA = "metadata"  # cloud instance metadata services
DEVELOPMENT_REASONS = frozenset({LOOPBACK, PRIVATE, CGNAT, UNIQUE_LOCAL})

_net = ipaddress.ip_network
METADATA_ADDRESSES = frozenset(
    ipaddress.ip_address(a)
    for a in (
        "169.254.169.254",  # AWS, GCP, Azure, OpenStack, Oracle, DigitalOcean
        "169.254.170.2",  # AWS ECS task metadata
        "fd00:ec2::254",  # AWS IPv6
        "100.100.100.200",  # Alibaba Cloud
    )
)
_THIS_NETWORK = _net("0.0.0.0/8")
_CGNAT = _net("100.64.0.0/10")
_RFC1918 = (_net("10.0.0.0/8"), _net("172.16.0.0/12"), _net("192.168.0.0/16"))
_IPV4_MAPPED = _net("::ffff:0:0/96")
_IPV4_TRANSLATED = _net("::ffff:0:0:0/96")  # RFC 2765 (SIIT)
_IPV4_COMPATIBLE = _net("::/96")  # deprecated by RFC 4291
_NAT64_WELL_KNOWN = _net("64:ff9b::/96")  # RFC 6052
_NAT64_LOCAL = _net("64:ff9b:1::/48")  # RFC 8215, local use: never a public receiver
_SIX_TO_FOUR = _net("2002::/16")
_TEREDO = _net("2001::/32")
_UNIQUE_LOCAL = _net("fc00::/7")
_SITE_LOCAL = _net("fec0::/10")  # deprecated, still routed inside some networks


@dataclass(frozen=True)
class Forbidden:
    """Why an address is refused; ``via`` names the IPv6 form that wrapped an IPv4 one."""

    reason: str
    via: str = ""

    def __str__(self) -> str:
        return f"{self.reason} (via {self.via})" if self.via else self.reason


@dataclass(frozen=True)
class Policy:
    allow_private: bool = False  # development: loopback and private receivers
    allow_http: bool = False  # development: plain http

    def permits(self, forbidden: Forbidden | None) -> bool:
        if forbidden is None:
            return True
        return self.allow_private and forbidden.reason in DEVELOPMENT_REASONS


class GuardError(Exception):
    """A request the guard stops. ``reason`` is a short code for logs and the API."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class Refused(GuardError):
    """The URL or an address it resolves to is not allowed."""


class Unresolvable(GuardError):
    """The host name does not resolve (or the resolver failed)."""


# --- Addresses ------------------------------------------------------------------------------


def _low32(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address:
    return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)


def _classify_v4(address: ipaddress.IPv4Address) -> Forbidden | None:
    if address in METADATA_ADDRESSES:
        return Forbidden(METADATA)
    if address.is_unspecified or address in _THIS_NETWORK:
        return Forbidden(UNSPECIFIED)
    if address.is_loopback:
        return Forbidden(LOOPBACK)
    if address.is_link_local:
        return Forbidden(LINK_LOCAL)
    if address in _CGNAT:
        return Forbidden(CGNAT)
    if address.is_multicast:
        return Forbidden(MULTICAST)
    if any(address in network for network in _RFC1918):
        return Forbidden(PRIVATE)
    if address.is_reserved or not address.is_global:
        return Forbidden(RESERVED)  # 240/4, broadcast, TEST-NETs, 198.18/15, 192.0.0/24 …
    return None


def _wrapped(address: ipaddress.IPv6Address) -> list[tuple[str, ipaddress.IPv4Address]]:
    """The IPv4 addresses an IPv6 address carries, with the name of the form."""
    if address in _IPV4_MAPPED:
        return [("ipv4_mapped", _low32(address))]
    if address in _IPV4_TRANSLATED:
        return [("ipv4_translated", _low32(address))]
    if address in _IPV4_COMPATIBLE and int(address) > 1:  # not :: and not ::1
        return [("ipv4_compatible", _low32(address))]
    if address in _NAT64_WELL_KNOWN:
        return [("nat64", _low32(address))]
    if address in _NAT64_LOCAL:
        # RFC 6052 lets the operator embed at /48 (bits 48..63 and 72..87) or /96.
        value = int(address)
        at_48 = ((value >> 64) & 0xFFFF) << 16 | ((value >> 40) & 0xFFFF)
        return [("nat64", _low32(address)), ("nat64", ipaddress.IPv4Address(at_48))]
    if address in _SIX_TO_FOUR:
        return [("6to4", address.sixtofour)]
    if address in _TEREDO:
        server, client = address.teredo
        return [("teredo", server), ("teredo", client)]
    return []


# IPv6 forms that are never a public receiver, even when the IPv4 inside them is public.
_NEVER_PUBLIC_FORMS = (_IPV4_TRANSLATED, _IPV4_COMPATIBLE, _NAT64_LOCAL, _TEREDO)
# Forms whose public inner address is a legitimate route (DNS64/NAT64, 6to4 relays).
_TRANSPARENT_FORMS = (_IPV4_MAPPED, _NAT64_WELL_KNOWN, _SIX_TO_FOUR)


def classify(address: IPAddress) -> Forbidden | None:
    """None for a public unicast address; otherwise why it is refused."""
    if isinstance(address, ipaddress.IPv4Address):
        return _classify_v4(address)
    if address.scope_id:
        address = ipaddress.IPv6Address(address.compressed.split("%")[0])
    if address in METADATA_ADDRESSES:
        return Forbidden(METADATA)
    if address.is_unspecified:
        return Forbidden(UNSPECIFIED)
    if address.is_loopback:
        return Forbidden(LOOPBACK)
    inner = _wrapped(address)
    for via, ipv4 in inner:
        forbidden = _classify_v4(ipv4)
        # Where two embeddings are possible, the unused one reads as zeros: not a finding.
        if forbidden is not None and not (len(inner) > 1 and forbidden.reason == UNSPECIFIED):
            return Forbidden(forbidden.reason, via)
    if inner:
        if any(address in network for network in _TRANSPARENT_FORMS):
            return None
        if any(address in network for network in _NEVER_PUBLIC_FORMS):
            return Forbidden(RESERVED, inner[0][0])
    if address.is_multicast:
        return Forbidden(MULTICAST)
    if address.is_link_local:
        return Forbidden(LINK_LOCAL)
    if address in _UNIQUE_LOCAL:
        return Forbidden(UNIQUE_LOCAL)
    if address in _SITE_LOCAL or address.is_reserved or not address.is_global:
        return Forbidden(RESERVED)  # documentation, ORCHID, 100::/64, ::/8 …
    return None


def parse_address(text: str) -> IPAddress | None:
    """An IP address in any spelling a resolver accepts, or None for a host name.

    Besides the standard forms this accepts what ``inet_aton`` does: one to four parts,
    each decimal, octal (leading 0) or hex (0x), the last part filling the remaining bytes
    (``0177.0.0.1``, ``0x7f.1``, ``2130706433``, ``127.1`` are all 127.0.0.1).
    """
    text = text.strip().removeprefix("[").removesuffix("]")
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        pass
    return _inet_aton(text)


def _number(part: str) -> int | None:
    lowered = part.lower()
    try:
        if lowered.startswith("0x"):
            return int(lowered[2:] or "0", 16)
        if len(lowered) > 1 and lowered.startswith("0"):
            return int(lowered[1:], 8)
        return int(lowered, 10) if lowered.isdigit() else None
    except ValueError:
        return None


def _inet_aton(text: str) -> ipaddress.IPv4Address | None:
    parts = text.split(".")
    if not 1 <= len(parts) <= 4 or any(not part for part in parts):
        return None
    numbers = [_number(part) for part in parts]
    if any(number is None for number in numbers):
        return None
    *head, last = numbers
    if any(n > 255 for n in head) or last >= 1 << (8 * (4 - len(head))):  # type: ignore[operator]
        return None
    value = 0
    for number in head:
        value = value << 8 | number  # type: ignore[operator]
    value = value << (8 * (4 - len(head))) | last  # type: ignore[operator]
    return ipaddress.IPv4Address(value)


def check_address(address: IPAddress, policy: Policy) -> None:
    forbidden = classify(address)
    if not policy.permits(forbidden):
        raise Refused(str(forbidden), f"{address} is not a public address ({forbidden})")


# --- URLs -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """A webhook URL taken apart: where to connect and what to ask for."""

    scheme: str
    host: str  # IDNA-encoded name or an address without brackets
    port: int
    path: str  # path and query, at least "/"
    literal: IPAddress | None  # the host, when it is an address in any spelling


def parse_url(url: str, policy: Policy) -> Target:
    """Syntax and scheme checks; raises Refused with a reason a user can act on."""
    if not isinstance(url, str) or not url or len(url) > MAX_URL_LENGTH:
        raise Refused("invalid_url", f"a URL is 1 to {MAX_URL_LENGTH} characters")
    if any(ord(ch) < 33 or ord(ch) == 127 for ch in url):
        raise Refused("invalid_url", "the URL contains spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise Refused("invalid_url", f"the URL does not parse: {exc}") from exc
    scheme = parts.scheme.lower()
    if scheme not in ("https", "http"):
        raise Refused("scheme", "the URL must use https")
    if scheme == "http" and not policy.allow_http:
        raise Refused("scheme", "the URL must use https (plain http is for development only)")
    if parts.username is not None or parts.password is not None:
        raise Refused("credentials", "put no user or password in the URL; use a path token")
    host = parts.hostname or ""
    if not host:
        raise Refused("invalid_url", "the URL has no host")
    literal = parse_address(host)
    if literal is None:
        try:
            host = host.encode("idna").decode("ascii")
        except UnicodeError as exc:
            raise Refused("invalid_url", "the host name is not a valid domain name") from exc
    else:
        check_address(literal, policy)
        host = str(literal)
    path = parts.path or "/"
    if parts.query:
        path = f"{path}?{parts.query}"
    default_port = 443 if scheme == "https" else 80
    return Target(scheme, host, port or default_port, path, literal)


def validate_url(url: str, policy: Policy, resolver: Resolver | None = None) -> Target:
    """Check a URL when it is saved: syntax, scheme, and the addresses it resolves to now.

    A name that does not resolve yet is accepted (DNS may be on its way); the check that
    counts is the one ``connect`` makes at every delivery.
    """
    target = parse_url(url, policy)
    if target.literal is None and resolver is not None:
        with contextlib.suppress(Unresolvable):
            resolve(target.host, target.port, policy=policy, resolver=resolver)
    return target


# --- Resolving and connecting ---------------------------------------------------------------


def system_resolver(host: str, port: int) -> list[str]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    seen: dict[str, None] = {}
    for _family, _type, _proto, _canon, sockaddr in infos:
        seen.setdefault(str(sockaddr[0]), None)
    return list(seen)


def resolve(host: str, port: int, *, policy: Policy, resolver: Resolver) -> list[IPAddress]:
    """Resolve once; every address must pass, or the whole name is refused."""
    literal = parse_address(host)
    if literal is not None:
        check_address(literal, policy)
        return [literal]
    try:
        answers = list(resolver(host, port))
    except (OSError, UnicodeError) as exc:
        raise Unresolvable("dns_failed", f"{host} does not resolve: {exc}") from exc
    if not answers:
        raise Unresolvable("dns_failed", f"{host} resolves to no address")
    addresses = []
    for answer in answers:
        address = parse_address(str(answer).split("%")[0])
        if address is None:
            raise Unresolvable("dns_failed", f"{host} resolved to something not an address")
        # One refused address refuses the name: a rebinding answer may mix a public
        # address with a private one and hope the client picks the second.
        check_address(address, policy)
        addresses.append(address)
    return addresses


def _create_connection(address: tuple[str, int], timeout: float) -> socket.socket:
    return socket.create_connection(address, timeout=timeout)


def connect(
    host: str,
    port: int,
    *,
    policy: Policy,
    resolver: Resolver,
    timeout: float,
    connector: Connector = _create_connection,
) -> tuple[socket.socket, IPAddress]:
    """Resolve, check and open a TCP connection to a checked address (never the name)."""
    addresses = resolve(host, port, policy=policy, resolver=resolver)
    error: OSError | None = None
    for address in addresses:
        try:
            return connector((str(address), port), timeout), address
        except OSError as exc:  # try the next checked address, as create_connection would
            error = exc
    assert error is not None
    raise error
