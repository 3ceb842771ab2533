"""The loopback DNS server of domain tests: the trust tests' server (tests.trust.dnsserver),
whose zone the test changes while it runs (publish, remove, change a record, add a
conflicting one, move the NS)."""

from tests.trust.dnsserver import Zone as DomainZone
from tests.trust.dnsserver import dns_server as domain_dns_server

__all__ = ["DomainZone", "domain_dns_server"]
