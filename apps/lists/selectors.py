"""Reads of allow and block lists: the API's, and the matching receive and send need."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.db.models import Q, QuerySet

from apps.lists.models import ListEntry
from pylota.core.errors import AppError
from pylota.core.ids import is_valid
from pylota.core.principal import Principal
from pylota.core.trust import ListHit

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from apps.tenants.models import Tenant


def list_entry_list(
    *,
    principal: Principal,
    tenant: Tenant,
    direction: str,
    kind: str,
    identity_id: str | None = None,
    action: str | None = None,
) -> QuerySet[ListEntry]:
    """``tenant`` comes from ``tenant_get`` (scoped). Identity-scoped keys see their own only."""
    entries = ListEntry.objects.filter(tenant=tenant, direction=direction, kind=kind)
    if principal.identity_id:
        entries = entries.filter(identity_id=principal.identity_id)
    if identity_id:
        entries = entries.filter(identity_id=identity_id)
    if action:
        entries = entries.filter(action=action)
    return entries.select_related("identity")


def list_entry_get(
    *,
    principal: Principal,
    tenant: Tenant,
    direction: str,
    kind: str,
    entry: str,
    identity_id: str | None = None,
) -> ListEntry:
    """``entry`` is an entry's ID or its value (tenant-wide unless ``identity_id`` is given)."""
    entries = list_entry_list(principal=principal, tenant=tenant, direction=direction, kind=kind)
    if is_valid(entry, "lst"):
        found = entries.filter(pk=entry).first()
    else:
        scope = {"identity_id": identity_id} if identity_id else {"identity__isnull": True}
        if principal.identity_id and not identity_id:
            scope = {"identity_id": principal.identity_id}
        found = entries.filter(value=entry.lower(), **scope).first()
    if found is None:
        raise AppError("list_entry_not_found")
    return found


def _domain_and_parents(domain: str) -> list[str]:
    labels = domain.lower().strip(".").split(".")
    return [".".join(labels[i:]) for i in range(len(labels) - 1)] if len(labels) > 1 else labels


def receive_list_hits(
    *,
    identity: Identity,
    claimed: Iterable[tuple[str, str]],
    proven: Iterable[tuple[str, str]],
) -> list[ListHit]:
    """Receive entries of the identity and its tenant that match a message.

    ``claimed`` and ``proven`` are (what, address-or-domain) pairs, ``what`` naming the
    part of the message (from, mail_from, reply_to, dkim). Block entries match claims,
    allow entries only what the message proved (docs/trust.md).
    """
    claimed, proven = list(claimed), list(proven)
    wanted: set[str] = set()
    for _what, value in [*claimed, *proven]:
        value = value.lower()
        if "@" in value:
            wanted.add(value)
            wanted.update(_domain_and_parents(value.rpartition("@")[2]))
        elif value:
            wanted.update(_domain_and_parents(value))
    if not wanted:
        return []
    hits = []
    for entry in _entries(identity, ListEntry.Direction.RECEIVE, wanted):
        pairs = proven if entry.action == ListEntry.Action.ALLOW else claimed
        for what, value in pairs:
            if _matches(entry, value.lower()):
                hits.append(_hit(entry, what))
                break
    return hits


def _entries(identity: Identity, direction: str, values: set[str]):
    """The identity's and its tenant's entries of one direction among ``values``."""
    return ListEntry.objects.filter(
        Q(identity=identity) | Q(identity__isnull=True),
        tenant_id=identity.tenant_id,
        direction=direction,
        value__in=values,
    )


def _matches(entry: ListEntry, value: str) -> bool:
    """An address entry matches that address; a domain entry the domain and its subdomains."""
    if entry.kind == ListEntry.Kind.ADDRESS:
        return "@" in value and value == entry.value
    domain = value.rpartition("@")[2]
    return domain == entry.value or domain.endswith("." + entry.value)


def _hit(entry: ListEntry, matched: str) -> ListHit:
    return ListHit(
        action=entry.action,
        kind=entry.kind,
        scope="identity" if entry.identity_id else "tenant",
        value=entry.value,
        matched=matched,
    )


# --- Sending (issue 6) ------------------------------------------------------------------


def send_list_hits(*, identity: Identity, addresses: Iterable[str]) -> dict[str, list[ListHit]]:
    """Send entries of the identity and its tenant that match each recipient address (keyed
    by the address lowercased), newest first; one query for all of a message's recipients."""
    hits: dict[str, list[ListHit]] = {address.lower(): [] for address in addresses}
    by_value: dict[str, list[str]] = {}  # an entry value, and the addresses it could match
    for address in hits:
        for value in (address, *_domain_and_parents(address.rpartition("@")[2])):
            by_value.setdefault(value, []).append(address)
    if by_value:
        for entry in _entries(identity, ListEntry.Direction.SEND, set(by_value)):
            for address in by_value[entry.value]:
                if _matches(entry, address):
                    hits[address].append(_hit(entry, "recipient"))
    return hits
