"""Writes of allow and block lists. Each records its audit row in the same transaction."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import IntegrityError, transaction

from apps.lists.models import ListEntry
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from apps.tenants.models import Tenant

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_LOCAL = re.compile(r"^[^\s@<>()\[\],;:\"]{1,64}$")


def _normal_domain(value: str) -> str | None:
    value = value.strip().lower().rstrip(".")
    if value.startswith("*."):
        value = value[2:]  # "*.example.com": a domain entry covers its subdomains anyway
    try:
        value = value.encode("idna").decode("ascii")
    except UnicodeError:
        return None
    labels = value.split(".")
    if len(value) > 253 or len(labels) < 2 or not all(_LABEL.match(x) for x in labels):
        return None
    return value


def normalise_value(kind: str, value: str) -> str:
    """The stored form of an entry, or a validation error naming the field."""
    value = (value or "").strip()
    if kind == ListEntry.Kind.ADDRESS:
        local, _, domain = value.rpartition("@")
        normal = _normal_domain(domain) if local and _LOCAL.match(local) else None
        result = f"{local.lower()}@{normal}" if normal else None
    else:
        result = _normal_domain(value.lstrip("@"))
    if result is None:
        raise AppError("validation_failed", details={"fields": {"value": [f"not a valid {kind}"]}})
    return result


def _audit(actor: Actor, type: str, entry: ListEntry, tenant: Tenant) -> None:
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=entry,
        tenant=tenant,
        data={
            "direction": entry.direction,
            "kind": entry.kind,
            "action": entry.action,
            "identity_id": entry.identity_id,
        },
    )


@transaction.atomic
def list_entry_create(
    *,
    actor: Actor,
    tenant: Tenant,
    direction: str,
    kind: str,
    action: str,
    value: str,
    identity: Identity | None = None,
    note: str = "",
) -> ListEntry:
    if identity is not None and identity.tenant_id != tenant.id:
        raise AppError("identity_not_found")
    value = normalise_value(kind, value)
    tenant_services.tenant_lock(tenant=tenant)
    if ListEntry.objects.filter(tenant=tenant).count() >= settings.PM_LIST_MAX_ENTRIES:
        raise AppError("list_limit_reached", details={"max": settings.PM_LIST_MAX_ENTRIES})
    try:
        with transaction.atomic():
            entry = ListEntry.objects.create(
                tenant=tenant,
                identity=identity,
                direction=direction,
                kind=kind,
                action=action,
                value=value,
                note=note,
                created_by_key_id=actor.key_id,
            )
    except IntegrityError:
        existing = ListEntry.objects.filter(
            tenant=tenant, identity=identity, direction=direction, kind=kind, value=value
        ).first()
        details = {"id": existing.id, "action": existing.action} if existing else {}
        raise AppError("list_entry_exists", details=details) from None
    _audit(actor, "list_entry.created", entry, tenant)
    return entry


@transaction.atomic
def list_entry_delete(*, actor: Actor, entry: ListEntry) -> None:
    tenant = entry.tenant
    _audit(actor, "list_entry.deleted", entry, tenant)
    entry.delete()
