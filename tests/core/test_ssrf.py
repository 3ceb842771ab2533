"""The SSRF guard (pylota.core.ssrf): pure Python, no database, no network.

Development permissions are off here (``Policy()``), as in production; the few tests
about ``allow_private`` say so in their names.
"""

from __future__ import annotations

import ipaddress
import socket

import pytest

from pylota.core import ssrf

STRICT = ssrf.Policy()
DEVELOPMENT = ssrf.Policy(allow_private=True, allow_http=True)
PUBLIC_V4 = "93.184.215.14"


# --- Every class of refused address -------------------------------------------------------

REFUSED = [
    # IPv4
    ("127.0.0.1", "loopback"),
    ("127.255.255.254", "loopback"),
    ("10.0.0.1", "private"),
    ("172.16.0.1", "private"),
    ("172.31.255.255", "private"),
    ("192.168.1.1", "private"),
    ("169.254.1.1", "link_local"),
    ("100.64.0.1", "cgnat"),
    ("100.127.255.254", "cgnat"),
    ("224.0.0.1", "multicast"),
    ("239.255.255.250", "multicast"),
    ("0.0.0.0", "unspecified"),  # noqa: S104 (an address under test, not a bind)
    ("0.1.2.3", "unspecified"),
    ("240.0.0.1", "reserved"),
    ("255.255.255.255", "reserved"),
    ("192.0.2.1", "reserved"),
    ("198.18.0.1", "reserved"),
    # the cloud metadata services
    ("169.254.169.254", "metadata"),
    ("169.254.170.2", "metadata"),
    ("100.100.100.200", "metadata"),
    ("fd00:ec2::254", "metadata"),
    # IPv6
    ("::1", "loopback"),
    ("::", "unspecified"),
    ("fe80::1", "link_local"),
    ("fc00::1", "unique_local"),
    ("fd12:3456::1", "unique_local"),
    ("ff02::1", "multicast"),
    ("ff05::1:3", "multicast"),
    ("2001:db8::1", "reserved"),
    ("100::1", "reserved"),
    # IPv4-mapped (note: ip_address('::ffff:127.0.0.1').is_loopback is False)
    ("::ffff:127.0.0.1", "loopback (via ipv4_mapped)"),
    ("::ffff:10.0.0.1", "private (via ipv4_mapped)"),
    ("::ffff:169.254.169.254", "metadata (via ipv4_mapped)"),
    ("::ffff:100.64.0.1", "cgnat (via ipv4_mapped)"),
    # IPv4-compatible and IPv4-translated
    ("::127.0.0.1", "loopback (via ipv4_compatible)"),
    ("::10.1.2.3", "private (via ipv4_compatible)"),
    ("::8.8.8.8", "reserved (via ipv4_compatible)"),
    ("::ffff:0:127.0.0.1", "loopback (via ipv4_translated)"),
    # NAT64, well-known prefix and the local-use /48 (RFC 8215) at /96 and /48 embeddings
    ("64:ff9b::127.0.0.1", "loopback (via nat64)"),
    ("64:ff9b::169.254.169.254", "metadata (via nat64)"),
    ("64:ff9b::10.0.0.1", "private (via nat64)"),
    ("64:ff9b:1::127.0.0.1", "loopback (via nat64)"),
    ("64:ff9b:1:7f00:0:100::", "loopback (via nat64)"),
    ("64:ff9b:1::8.8.8.8", "reserved (via nat64)"),
    # 6to4
    ("2002:7f00:1::", "loopback (via 6to4)"),
    ("2002:a9fe:a9fe::", "metadata (via 6to4)"),
    ("2002:c0a8:101::1", "private (via 6to4)"),
    # Teredo: the client address is stored inverted; a server address counts too
    ("2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback (via teredo)"),
    ("2001:0:a00:1:8000:63bf:f7f7:f7f7", "private (via teredo)"),
    ("2001:0:4136:e378:8000:63bf:f7f7:f7f7", "reserved (via teredo)"),
]


@pytest.mark.parametrize(("address", "reason"), REFUSED, ids=[a for a, _ in REFUSED])
def test_it_refuses_every_non_public_address_class(address, reason):
    assert str(ssrf.classify(ipaddress.ip_address(address))) == reason
    with pytest.raises(ssrf.Refused) as refused:
        ssrf.check_address(ipaddress.ip_address(address), STRICT)
    assert refused.value.reason == reason


PUBLIC = [
    PUBLIC_V4,
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",  # a mapped public address is that public address
    "64:ff9b::8.8.8.8",  # DNS64/NAT64 reaching a public IPv4 receiver
    "2002:808:808::1",  # 6to4 of a public address
]


@pytest.mark.parametrize("address", PUBLIC)
def test_it_allows_public_unicast_addresses(address):
    assert ssrf.classify(ipaddress.ip_address(address)) is None
    ssrf.check_address(ipaddress.ip_address(address), STRICT)


# --- Numeric spellings that ipaddress refuses and getaddrinfo accepts ---------------------

ENCODINGS = [
    ("0177.0.0.1", "127.0.0.1"),
    ("0x7f.1", "127.0.0.1"),
    ("2130706433", "127.0.0.1"),
    ("127.1", "127.0.0.1"),
    ("127.0.1", "127.0.0.1"),
    ("0x7f000001", "127.0.0.1"),
    ("017700000001", "127.0.0.1"),
    ("0", "0.0.0.0"),  # noqa: S104
    ("0xa9.0xfe.0xa9.0xfe", "169.254.169.254"),
    ("[::ffff:127.0.0.1]", "::ffff:127.0.0.1"),
]


@pytest.mark.parametrize(("text", "address"), ENCODINGS)
def test_it_reads_every_numeric_spelling_the_resolver_accepts(text, address):
    with pytest.raises(ValueError, match="does not appear to be an IPv4 or IPv6 address"):
        ipaddress.ip_address(text)  # what the standard library says ...
    assert ssrf.parse_address(text) == ipaddress.ip_address(address)  # ... and what we read


@pytest.mark.parametrize(("text", "address"), ENCODINGS[:7])
def test_getaddrinfo_really_turns_those_spellings_into_loopback(text, address):
    assert ssrf.system_resolver(text, 443) == [address]


@pytest.mark.parametrize(
    "host", ["example.com", "cafe.be", "1e100.net", "127.0.0.1.nip.io", "256.1.1.1", "1..2"]
)
def test_host_names_are_not_mistaken_for_addresses(host):
    assert ssrf.parse_address(host) is None


@pytest.mark.parametrize(
    "url",
    [
        "https://0177.0.0.1/hook",
        "https://0x7f.1/hook",
        "https://2130706433/hook",
        "https://127.1/hook",
        "https://[::ffff:127.0.0.1]/hook",
        "https://[64:ff9b::a9fe:a9fe]/latest/meta-data",
        "https://localhost./hook".replace("localhost.", "0x7f000001"),
    ],
)
def test_urls_with_encoded_loopback_or_metadata_hosts_are_refused(url):
    with pytest.raises(ssrf.Refused):
        ssrf.parse_url(url, STRICT)


# --- URLs -----------------------------------------------------------------------------------


def test_only_https_is_allowed_unless_http_is_allowed_for_development():
    with pytest.raises(ssrf.Refused) as refused:
        ssrf.parse_url(f"http://{PUBLIC_V4}/hook", STRICT)
    assert refused.value.reason == "scheme"
    assert ssrf.parse_url(f"http://{PUBLIC_V4}/hook", DEVELOPMENT).port == 80


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("ftp://example.com/hook", "scheme"),
        ("file:///etc/passwd", "scheme"),
        ("gopher://example.com/", "scheme"),
        ("https://user:pass@example.com/hook", "credentials"),
        ("https:///hook", "invalid_url"),
        ("https://example.com:99999/", "invalid_url"),
        ("https://exa mple.com/", "invalid_url"),
        ("https://example.com/\r\nX-Injected: 1", "invalid_url"),
        ("https://example.com/" + "a" * 2048, "invalid_url"),
        ("", "invalid_url"),
    ],
)
def test_it_refuses_malformed_or_unsafe_urls_with_a_reason(url, reason):
    with pytest.raises(ssrf.Refused) as refused:
        ssrf.parse_url(url, STRICT)
    assert refused.value.reason == reason


def test_a_url_is_taken_apart_for_the_connection():
    target = ssrf.parse_url("https://Hooks.Example.com:8443/in/box?token=abc#frag", STRICT)
    assert (target.scheme, target.host, target.port, target.path) == (
        "https",
        "hooks.example.com",
        8443,
        "/in/box?token=abc",
    )
    assert ssrf.parse_url("https://hooks.example.com", STRICT).path == "/"


def test_international_host_names_are_idna_encoded():
    assert ssrf.parse_url("https://bücher.example/", STRICT).host == "xn--bcher-kva.example"


def test_development_allows_loopback_and_private_receivers_but_never_metadata():
    assert ssrf.parse_url("http://127.0.0.1:9000/hook", DEVELOPMENT).host == "127.0.0.1"
    assert ssrf.parse_url("http://10.1.2.3/hook", DEVELOPMENT).host == "10.1.2.3"
    for url in (
        "http://169.254.169.254/latest/meta-data",
        "http://[fd00:ec2::254]/",
        "http://169.254.1.1/",
        "http://224.0.0.1/",
    ):
        with pytest.raises(ssrf.Refused):
            ssrf.parse_url(url, DEVELOPMENT)


# --- Resolve once, check every address, connect to the one checked -------------------------


class RebindingResolver:
    """Answers a public address first and 127.0.0.1 every time after (DNS rebinding)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.calls.append(host)
        return [PUBLIC_V4] if len(self.calls) == 1 else ["127.0.0.1"]


def test_a_rebinding_name_passes_the_early_check_and_is_refused_at_connect_time():
    resolver = RebindingResolver()
    target = ssrf.validate_url("https://rebind.example/hook", STRICT, resolver)
    with pytest.raises(ssrf.Refused) as refused:
        ssrf.connect(target.host, target.port, policy=STRICT, resolver=resolver, timeout=1)
    assert refused.value.reason == "loopback"
    assert resolver.calls == ["rebind.example", "rebind.example"]


def test_one_private_address_among_public_ones_refuses_the_name():
    def mixed(host, port):
        return [PUBLIC_V4, "2606:4700:4700::1111", "10.0.0.7"]

    with pytest.raises(ssrf.Refused) as refused:
        ssrf.resolve("mixed.example", 443, policy=STRICT, resolver=mixed)
    assert refused.value.reason == "private"


def test_a_scoped_link_local_answer_is_refused():
    with pytest.raises(ssrf.Refused, match="link_local"):
        ssrf.resolve("scoped.example", 443, policy=STRICT, resolver=lambda h, p: ["fe80::1%eth0"])


def test_the_connection_goes_to_the_checked_address_and_the_name_is_resolved_once():
    resolver = RebindingResolver()
    connected: list[tuple[str, int]] = []

    def connector(address, timeout):
        connected.append(address)
        left, right = socket.socketpair()
        right.close()
        return left

    sock, address = ssrf.connect(
        "hooks.example", 443, policy=STRICT, resolver=resolver, timeout=1, connector=connector
    )
    sock.close()
    assert address == ipaddress.ip_address(PUBLIC_V4)
    assert connected == [(PUBLIC_V4, 443)]
    assert resolver.calls == ["hooks.example"]


def test_a_failed_connection_moves_on_to_the_next_checked_address():
    attempts: list[str] = []

    def connector(address, timeout):
        attempts.append(address[0])
        if address[0] == PUBLIC_V4:
            raise ConnectionRefusedError
        left, right = socket.socketpair()
        right.close()
        return left

    sock, address = ssrf.connect(
        "two.example",
        443,
        policy=STRICT,
        resolver=lambda h, p: [PUBLIC_V4, "8.8.8.8"],
        timeout=1,
        connector=connector,
    )
    sock.close()
    assert attempts == [PUBLIC_V4, "8.8.8.8"]
    assert str(address) == "8.8.8.8"


def test_an_unresolvable_name_is_reported_as_such_and_accepted_when_saving():
    def broken(host, port):
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    with pytest.raises(ssrf.Unresolvable):
        ssrf.resolve("nowhere.invalid", 443, policy=STRICT, resolver=broken)
    assert ssrf.validate_url("https://nowhere.invalid/", STRICT, broken).host == "nowhere.invalid"
    with pytest.raises(ssrf.Unresolvable):
        ssrf.resolve("empty.example", 443, policy=STRICT, resolver=lambda h, p: [])


def test_literal_addresses_are_checked_without_asking_the_resolver():
    def never(host, port):
        raise AssertionError("a literal address needs no resolver")

    with pytest.raises(ssrf.Refused):
        ssrf.resolve("127.1", 443, policy=STRICT, resolver=never)
    assert ssrf.resolve(PUBLIC_V4, 443, policy=STRICT, resolver=never) == [
        ipaddress.ip_address(PUBLIC_V4)
    ]
