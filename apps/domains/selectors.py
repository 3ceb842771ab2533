"""Reads of the domains app."""

from __future__ import annotations

from dataclasses import dataclass, field

from apps.domains.models import Domain

# --- Domains as the API and the console read them ---------------------------------------------


def domain_list(*, principal, include_removed: bool = False):
    """The caller's domains, newest first; removed ones only when asked."""
    rows = Domain.objects.for_principal(principal).select_related("tenant")
    return rows if include_removed else rows.exclude(state=Domain.State.REMOVED)


def domain_get(*, principal, domain_id: str) -> Domain:
    """One of the caller's live domains; another tenant's answers like a missing one."""
    from pylota.core.errors import AppError

    domain = domain_list(principal=principal).filter(pk=domain_id).first()
    if domain is None:
        raise AppError("domain_not_found")
    return domain


_KIND_ORDER = ("ownership", "mx", "spf", "dkim", "dmarc", "return_path", "mta_sts", "tls_rpt")


def domain_records(*, domain: Domain) -> list:
    """The domain's records in a stable order: the ownership proof, then by kind."""
    rows = list(domain.records.all())
    return sorted(rows, key=lambda r: (_KIND_ORDER.index(r.kind), r.name, r.type, r.expected))


def domain_checks(*, domain: Domain, limit: int = 20) -> list:
    return list(domain.checks.order_by("-id")[:limit])


def domain_claiming_parent(*, name: str, tenant_id: str) -> Domain | None:
    """A live domain of another tenant, with its ownership proved, that ``name`` is a
    subdomain of (``mail.example.com`` under ``example.com``)."""
    labels = name.split(".")
    parents = [".".join(labels[i:]) for i in range(1, len(labels) - 1)]
    if not parents:
        return None
    return (
        Domain.objects.filter(name__in=parents, ownership_verified_at__isnull=False)
        .exclude(state=Domain.State.REMOVED)
        .exclude(tenant_id=tenant_id)
        .first()
    )


def domains_to_monitor():
    """What the beat job checks: active, failing and configuring domains, least recently
    checked first."""
    states = [Domain.State.ACTIVE, Domain.State.FAILING, Domain.State.CONFIGURING]
    return Domain.objects.filter(state__in=states).order_by("last_checked_at", "id")


def transport_credential_id(*, transport: str) -> str | None:
    """The outbound TransportCredential a transport sends with, when one is stored."""
    from apps.outbound.models import TransportCredential

    rows = TransportCredential.objects.filter(transport=transport)
    return rows.values_list("id", flat=True).first()


def probe_arrived(*, inbound_id: str, recipient: str) -> bool:
    """Whether the probe the MX answered ``queued as <inbound_id>`` for is in our inbound
    pipeline (staged or processed), addressed as sent."""
    from apps.inbound.models import InboundMessage

    row = InboundMessage.objects.filter(pk=inbound_id).first()
    return row is not None and recipient.lower() in [r.lower() for r in row.recipients]


def domain_serves_mta_sts(*, name: str) -> bool:
    """Whether ``name`` is a tenant domain that receives through us (its MTA-STS policy is
    served): active or failing, and not send_only."""
    return (
        Domain.objects.filter(name=name, state__in=["active", "failing"])
        .exclude(method=Domain.Method.SEND_ONLY)
        .exists()
    )


# --- Routes: how the lower apps (inbound's RCPT check, outbound's send path) learn what a
# tenant domain does, through the settings hooks PM_DOMAIN_RECEIVE_ROUTE and
# PM_DOMAIN_SEND_ROUTE (they sit below this app and cannot import it).


@dataclass(frozen=True)
class SendRoute:
    domain_id: str
    state: str
    fallback: bool  # not active (failing, mostly): send from the identity's platform address
    transport: str  # platform | smtp_relay | ses
    credential_id: str | None  # the outbound TransportCredential of smtp_relay or ses
    # Transport options from the domain's provider_config: relay_host, relay_port (smtp_relay),
    # region, configuration_set (ses).
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class ReceiveRoute:
    domain_id: str
    tenant_id: str
    state: str
    catch_all_identity_id: str | None
    # False for a send_only domain: its MX is the tenant's own mail server, so we neither
    # accept mail for it at RCPT nor deliver to it through our loopback.
    receives: bool = True


TRANSPORT_OPTIONS = ("relay_host", "relay_port", "region", "configuration_set")


def _current(domain: str):
    """The domain's current row: the live claim, else the last removed one (so mail for a
    removed domain is refused rather than treated as an unknown domain)."""
    name = (domain or "").strip().lower().rstrip(".")
    if not name:
        return None
    rows = Domain.objects.filter(name=name)
    return rows.exclude(state=Domain.State.REMOVED).first() or rows.order_by("-id").first()


def send_route(*, tenant_id: str, domain: str) -> SendRoute | None:
    """How mail From ``domain`` leaves for this tenant; None for the platform domain and
    for a domain the tenant never held (the send path then uses the platform's). A domain
    it removed answers ``fallback``: its addresses send from the platform address."""
    row = _current(domain)
    if row is None or row.tenant_id != tenant_id:
        return None
    config = row.provider_config if isinstance(row.provider_config, dict) else {}
    return SendRoute(
        domain_id=row.id,
        state=row.state,
        # Only an active domain sends as itself: failing, or back in configuring (records
        # being repaired), its mail would fail DMARC at the receiver, so it goes from the
        # platform address meanwhile.
        fallback=row.state != Domain.State.ACTIVE,
        transport=row.transport,
        credential_id=row.transport_credential_id or None,
        options={k: config[k] for k in TRANSPORT_OPTIONS if config.get(k) not in (None, "")},
    )


def receive_route(*, domain: str) -> ReceiveRoute | None:
    """Whether ``domain`` is a tenant domain and how it takes mail; None for a domain that
    was never claimed (the platform's own among them)."""
    row = _current(domain)
    if row is None:
        return None
    return ReceiveRoute(
        domain_id=row.id,
        tenant_id=row.tenant_id,
        state=row.state,
        catch_all_identity_id=row.catch_all_identity_id,
        receives=row.method != Domain.Method.SEND_ONLY,
    )
