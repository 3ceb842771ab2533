"""What a domain must publish (from settings, its method, transport and keys), and the
DomainRecord rows that hold it."""

from __future__ import annotations

from django.conf import settings

from apps.domains.models import Domain, DomainRecord
from apps.outbound.services.dkim import dkim_records
from pylota.core.domains import records as r
from pylota.core.domains.dns import DnsLookup
from pylota.dns import resolver_options

SES_SPF_INCLUDE = "amazonses.com"


def dns_lookup() -> DnsLookup:
    """The resolver of every domain check, on the servers the receive path asks."""
    options = resolver_options()
    return DnsLookup(options.pop("nameservers"), **options)


def spf_include(domain: Domain) -> str:
    if domain.transport == Domain.Transport.SES or domain.method == Domain.Method.SES:
        return SES_SPF_INCLUDE
    if domain.transport == Domain.Transport.SMTP_RELAY:
        return (
            domain.provider_config.get("spf_include")
            or settings.PM_DOMAIN_RELAY_SPF_INCLUDE
            or settings.PM_DOMAIN_SPF_INCLUDE
        )
    return settings.PM_DOMAIN_SPF_INCLUDE


def dkim_public(domain: Domain) -> list[r.DkimPublic]:
    """The DKIM records to publish: a provider's CNAMEs (SES Easy DKIM, kept by the provider
    in ``provider_config["dkim_cnames"]``), else our keys from outbound, active and the ones
    a rotation keeps published (``dkim_selectors["published"]``)."""
    cnames = domain.provider_config.get("dkim_cnames") or []
    if domain.method == Domain.Method.SES and cnames:
        return [r.DkimPublic(c["selector"], c["target"], "CNAME") for c in cnames]
    keep = {p["selector"] for p in (domain.dkim_selectors or {}).get("published", [])}
    return [
        r.DkimPublic(key.selector, key.txt_record)
        for key in dkim_records(domain.name)
        if key.active or key.selector in keep
    ]


def ownership_record(domain: Domain) -> r.Record:
    return r.ownership_record(domain.name, domain.challenge_token)


def expected_records(domain: Domain) -> list[r.Record]:
    """Every record of the domain, the ownership proof first."""
    mta_sts = None
    if settings.PM_DOMAIN_MTA_STS_HOST:
        mta_sts = r.MtaSts(
            policy_id=domain.provider_config.get("mta_sts_id", "1"),
            policy_host=settings.PM_DOMAIN_MTA_STS_HOST,
            tls_rpt_rua=domain.provider_config.get("tls_rpt_rua", f"tls-reports@{domain.name}"),
        )
    records = r.records_for(
        domain.name,
        method=domain.method,
        ingress_hosts=settings.PM_INGRESS_HOSTS,
        spf_include=spf_include(domain),
        dkim_keys=dkim_public(domain),
        return_path_host=settings.PM_DOMAIN_RETURN_PATH_HOST,
        dmarc_rua=domain.provider_config.get("dmarc_rua", f"dmarc-reports@{domain.name}"),
        mta_sts=mta_sts,
    )
    if domain.method not in (Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY):
        # The records a provider adds itself (SES: the MAIL FROM domain's MX and SPF).
        from apps.domains.services.providers import provider_for

        records += provider_for(domain).records(domain=domain)
    return [ownership_record(domain), *records]


def _key(kind: str, name: str, rtype: str, value: str) -> tuple[str, str, str, str]:
    # DKIM and MX records are one row per value (several keys, several hosts); the others
    # one row per name and type, whose expected value may change (an SPF include).
    return (kind, name, rtype, value if kind in ("dkim", "mx") else "")


def records_sync(*, domain: Domain, records: list[r.Record]) -> list[DomainRecord]:
    """Make the domain's rows match ``records``: new ones pending, gone ones deleted,
    changed expectations reset to pending. Called inside the caller's transaction."""
    rows = {_key(x.kind, x.name, x.type, x.expected): x for x in domain.records.all()}
    keep: list[DomainRecord] = []
    for record in records:
        expected = record.value if record.type != "MX" else f"{record.priority} {record.value}"
        key = _key(record.kind, record.name, record.type, expected)
        row = rows.pop(key, None)
        if row is None:
            row = DomainRecord.objects.create(
                domain=domain,
                kind=record.kind,
                name=record.name,
                type=record.type,
                expected=expected,
                required=record.required,
            )
        elif row.expected != expected or row.required != record.required:
            row.expected, row.required = expected, record.required
            row.status, row.found, row.detail = DomainRecord.Status.PENDING, [], ""
            row.save(update_fields=["expected", "required", "status", "found", "detail"])
        keep.append(row)
    DomainRecord.objects.filter(pk__in=[row.pk for row in rows.values()]).delete()
    return keep
