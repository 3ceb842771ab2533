"""Erasure support: idempotency records, audit rows' content, the tenant's freeze."""

from __future__ import annotations

import json
import re

from django.db import transaction
from django.utils import timezone

from apps.tenants.models import ApiKey, AuditEvent, IdempotencyRecord, Status, Tenant
from apps.tenants.services import audit_record, auth_changed
from pylota.core.principal import Actor

SCRUBBED = {"scrubbed": True}
_ID = re.compile(r"\b[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}\b")


def _mentions(value: object, ids: set[str], needles: list[str]) -> bool:
    text = json.dumps(value, default=str)
    if ids and ids & set(_ID.findall(text)):
        return True
    lowered = text.lower()
    return any(needle in lowered for needle in needles)


def tenant_key_ids(*, tenant_id: str) -> list[str]:
    return list(ApiKey.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True))


@transaction.atomic
def idempotency_erase(
    *, tenant_id: str, ids: list[str] = (), addresses: list[str] = (), whole_tenant: bool = False
) -> int:
    """Delete the remembered answers of the tenant's keys that name an erased object or
    mention an erased address (all of them for a tenant erasure)."""
    records = IdempotencyRecord.objects.filter(api_key_id__in=tenant_key_ids(tenant_id=tenant_id))
    if not whole_tenant:
        wanted, needles = set(ids), [a.lower() for a in addresses if a]
        doomed = [
            r.pk for r in records.only("pk", "response_body", "path")
            if _mentions([r.response_body, r.path], wanted, needles)
        ]  # fmt: skip
        records = IdempotencyRecord.objects.filter(pk__in=doomed)
    deleted, _ = records.delete()
    return deleted


@transaction.atomic
def audit_scrub(
    *, tenant_id: str, ids: list[str] = (), addresses: list[str] = (), whole_tenant: bool = False
) -> int:
    """Empty the ``data`` of the tenant's audit rows about erased objects (their target or
    their data names one) or mentioning an erased address. The rows stay: who did what,
    when, to which ID. Returns how many rows were scrubbed (already scrubbed: not again)."""
    rows = AuditEvent.objects.filter(tenant_id=tenant_id).exclude(data=SCRUBBED)
    if whole_tenant:
        pks = list(rows.values_list("pk", flat=True))
    else:
        wanted, needles = set(ids), [a.lower() for a in addresses if a]
        pks = [
            row.pk for row in rows.only("pk", "target_id", "data")
            if row.target_id in wanted or _mentions(row.data, wanted, needles)
        ]  # fmt: skip
    return AuditEvent.objects.filter(pk__in=pks).update(data=SCRUBBED)


@transaction.atomic
def tenant_freeze(*, actor: Actor, tenant: Tenant, erasure_id: str) -> Tenant:
    """Freeze a tenant for its erasure: suspended by the platform (its own keys stop, so
    nothing new is written), its partner still reads it. Marked so it stays frozen."""
    tenant = Tenant.objects.select_for_update().get(pk=tenant.pk)
    tenant.status = Status.SUSPENDED
    tenant.suspended_by = Tenant.SuspendedBy.PLATFORM
    tenant.metadata = {**tenant.metadata, "erasure_id": erasure_id}
    tenant.save(update_fields=["status", "suspended_by", "metadata", "updated_at"])
    auth_changed()
    audit_record(
        actor=actor, type="tenant.frozen", target=tenant, tenant=tenant,
        data={"erasure_id": erasure_id},
    )  # fmt: skip
    return tenant


@transaction.atomic
def tenant_mark_erased(*, actor: Actor, tenant: Tenant) -> Tenant:
    """The tenant's data is gone: its row stays (suspended, named by its ID only) so that
    audit history, billing and a second erasure request still find it."""
    tenant = Tenant.objects.select_for_update().get(pk=tenant.pk)
    tenant.name = tenant.id
    tenant.metadata = {"erasure_id": tenant.metadata.get("erasure_id", ""), "erased": True}
    tenant.status = Status.SUSPENDED
    tenant.suspended_by = Tenant.SuspendedBy.PLATFORM
    tenant.save(update_fields=["name", "metadata", "status", "suspended_by", "updated_at"])
    auth_changed()
    now = timezone.now()
    ApiKey.objects.filter(tenant=tenant, revoked_at__isnull=True).update(revoked_at=now)
    audit_record(actor=actor, type="tenant.erased", target=tenant, tenant=tenant)
    return tenant


def identity_keys_revoke(*, identity_id: str) -> int:
    """Revoke the live API keys scoped to this identity (it is being erased)."""
    revoked = ApiKey.objects.filter(identity_id=identity_id, revoked_at__isnull=True).update(
        revoked_at=timezone.now()
    )
    auth_changed()
    return revoked
