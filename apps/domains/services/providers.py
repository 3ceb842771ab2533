"""How a domain's records get published: one provider per method.

- ``dns_records`` and ``send_only``: a person publishes the records the product shows (any
  DNS host); the provider publishes nothing and the checks tell what is missing;
- ``cloudflare_zone``: the records are created and repaired through Cloudflare's API
  (``services/cloudflare.py``);
- ``ses``: the domain becomes an Amazon SES identity (DKIM tokens, MAIL FROM) and a person
  publishes the records SES needs (``services/ses.py``).

``publish`` and ``repair`` answer the problems a person must fix (``[]`` when there is
nothing to do); errors a person can act on (a token without permission, a zone the token
cannot see, rate limiting) are raised as ``AppError``. ``records`` are the records a
provider adds to the ones every domain publishes (SES's MAIL FROM domain).
"""

from __future__ import annotations

from typing import Protocol

from apps.domains.models import Domain
from apps.domains.services.cloudflare import CloudflareProvider
from apps.domains.services.ses import SesProvider
from pylota.core.domains.records import Record


class DomainProvider(Protocol):
    method: str

    def publish(self, *, domain: Domain, records: list[Record]) -> list[str]: ...

    def repair(self, *, domain: Domain, records: list[Record]) -> list[str]: ...

    def records(self, *, domain: Domain) -> list[Record]: ...


class ManualProvider:
    """A person publishes the records at their DNS host; nothing to do here."""

    def __init__(self, method: str) -> None:
        self.method = method

    def publish(self, *, domain: Domain, records: list[Record]) -> list[str]:
        return []

    def repair(self, *, domain: Domain, records: list[Record]) -> list[str]:
        return []

    def records(self, *, domain: Domain) -> list[Record]:
        return []


MANUAL_METHODS = (Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY)


def provider_for(domain: Domain) -> DomainProvider:
    if domain.method in MANUAL_METHODS:
        return ManualProvider(domain.method)
    if domain.method == Domain.Method.CLOUDFLARE_ZONE:
        return CloudflareProvider()
    if domain.method == Domain.Method.SES:
        return SesProvider()
    raise ValueError(f"no provider for method {domain.method!r}")
