"""DKIM keys of a tenant domain, through outbound's DKIM services (RSA-2048 and Ed25519,
sealed, made on first use when the records are generated).

The selector scheme, kept in ``Domain.dkim_selectors``:

- ``published``: selectors of retired keys whose TXT records stay expected (mail signed
  with them may still be verified), each until ``retire_after`` (ISO time);
- a rotation makes new keys under new selectors (outbound's ``dkim_rotate``), keeps the old
  ones published for ``PM_DOMAIN_DKIM_OVERLAP_DAYS``, and the monitor retires them after.

Outbound's keys sign from the moment they are made, so a rotation re-publishes at once on
methods with a provider; on ``dns_records`` the new records show as pending until a person
publishes them (docs/domains.md, "Rotating DKIM keys").
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.domains.models import Domain
from apps.domains.services.records import expected_records, records_sync
from apps.outbound.services.dkim import dkim_records, dkim_rotate
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor


def _overlap() -> timedelta:
    return timedelta(days=settings.PM_DOMAIN_DKIM_OVERLAP_DAYS)


def _republish(domain: Domain) -> list[str]:
    """Methods with a provider publish the new selectors at once (manual ones: a person)."""
    if domain.method in (Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY):
        return []
    from apps.domains.services.providers import provider_for

    records = [r for r in expected_records(domain) if r.kind != "ownership"]
    return provider_for(domain).publish(domain=domain, records=records)


def domain_dkim_rotate(*, actor: Actor, domain: Domain) -> Domain:
    """New keys sign; the old selectors stay published for the overlap, then retire."""
    domain = _rotate(actor=actor, domain=domain)
    problems = _republish(domain)
    if problems:
        tenant_services.audit_record(
            actor=actor,
            type="domain.publish_problems",
            target=domain,
            tenant=domain.tenant,
            data={"problems": problems[:20]},
        )
    return domain


@transaction.atomic
def _rotate(*, actor: Actor, domain: Domain) -> Domain:
    domain = Domain.objects.select_for_update().select_related("tenant").get(pk=domain.pk)
    if domain.ownership_verified_at is None or domain.state in (
        Domain.State.REMOVING,
        Domain.State.REMOVED,
    ):
        raise AppError("domain_state_invalid", details={"state": domain.state})
    old = [key.selector for key in dkim_records(domain.name) if key.active]
    dkim_rotate(domain=domain.name, actor=actor)
    until = (timezone.now() + _overlap()).isoformat()
    scheme = dict(domain.dkim_selectors or {})
    published = [p for p in scheme.get("published", []) if p["selector"] not in old]
    published += [{"selector": s, "retire_after": until} for s in old]
    scheme["published"] = published
    scheme["rotated_at"] = timezone.now().isoformat()
    domain.dkim_selectors = scheme
    domain.save(update_fields=["dkim_selectors", "updated_at"])
    records_sync(domain=domain, records=expected_records(domain))
    tenant_services.audit_record(
        actor=actor,
        type="domain.dkim_rotated",
        target=domain,
        tenant=domain.tenant,
        data={"retiring": old},
    )
    return domain


@transaction.atomic
def domain_dkim_retire_due(*, domain: Domain, now: datetime | None = None) -> list[str]:
    """Stop expecting the retired selectors whose overlap is over; returns them."""
    now = now or timezone.now()
    domain = Domain.objects.select_for_update().get(pk=domain.pk)
    scheme = dict(domain.dkim_selectors or {})
    published = scheme.get("published", [])
    keep = [p for p in published if datetime.fromisoformat(p["retire_after"]) > now]
    gone = [p["selector"] for p in published if p not in keep]
    if gone:
        scheme["published"] = keep
        domain.dkim_selectors = scheme
        domain.save(update_fields=["dkim_selectors", "updated_at"])
        records_sync(domain=domain, records=expected_records(domain))
    return gone
