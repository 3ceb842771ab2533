"""Reads of allow and block lists: the API's, and the matching the trust decision needs."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q, QuerySet

from apps.identities.models import Identity
from apps.outbound.models import Draft, ListEntry, Send, SendCounter, Suppression, Upload
from apps.tenants.models import Tenant
from apps.tenants.selectors import tenant_scope
from pylota.core.errors import AppError
from pylota.core.ids import is_valid
from pylota.core.principal import Principal
from pylota.core.trust import ListHit


def list_entries(
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
    entries = list_entries(principal=principal, tenant=tenant, direction=direction, kind=kind)
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


def send_list_hits(*, identity: Identity, address: str) -> list[ListHit]:
    """Send entries of the identity and its tenant that match one recipient address."""
    address = address.lower()
    domain = address.rpartition("@")[2]
    wanted = {address, *_domain_and_parents(domain)}
    entries = _entries(identity, ListEntry.Direction.SEND, wanted)
    return [_hit(entry, "recipient") for entry in entries if _matches(entry, address)]


def suppressed(*, tenant_id: str, addresses: Iterable[str]) -> dict[str, Suppression]:
    """The suppressions among ``addresses`` (compared in lower case), by lower-case address."""
    wanted = {a.lower() for a in addresses}
    rows = Suppression.objects.filter(tenant_id=tenant_id, address__in=wanted)
    return {row.address: row for row in rows}


def suppression_list(
    *, principal: Principal, tenant_id: str | None = None, reason: str | None = None
) -> QuerySet[Suppression]:
    rows = Suppression.objects.filter(tenant_scope(principal))
    if tenant_id:
        rows = rows.filter(tenant_id=tenant_id)
    if reason:
        rows = rows.filter(reason=reason)
    return rows


def suppression_get(
    *, principal: Principal, suppression: str, tenant_id: str | None = None
) -> Suppression:
    """By ID, or by address within the caller's tenant (or ``tenant_id``)."""
    rows = suppression_list(principal=principal, tenant_id=tenant_id)
    if is_valid(suppression, "sup"):
        found = rows.filter(pk=suppression).first()
    else:
        found = rows.filter(address=suppression.lower()).first() if tenant_id else None
    if found is None:
        raise AppError("suppression_not_found")
    return found


def send_get(*, principal: Principal, message_id: str) -> Send:
    """The delivery state of one of the caller's outbound messages."""
    from apps.identities.selectors import identity_list

    send = (
        Send.objects.filter(message_id=message_id, identity__in=identity_list(principal=principal))
        .select_related("message", "identity__tenant")
        .prefetch_related("recipients")
        .first()
    )
    if send is None:
        raise AppError("message_not_found")
    return send


def draft_list(*, principal: Principal, identity: Identity) -> QuerySet[Draft]:
    return Draft.objects.filter(identity=identity, status=Draft.Status.DRAFT)


def draft_get(*, principal: Principal, identity: Identity, draft_id: str) -> Draft:
    draft = Draft.objects.filter(identity=identity, pk=draft_id).first()
    if draft is None:
        raise AppError("draft_not_found")
    return draft


def upload_get(*, tenant_id: str, upload_id: str, identity_id: str | None = None) -> Upload:
    from django.utils import timezone

    upload = Upload.objects.filter(
        tenant_id=tenant_id, pk=upload_id, expires_at__gt=timezone.now()
    ).first()
    if upload is None or (identity_id and upload.identity_id not in (None, identity_id)):
        raise AppError("upload_not_found", details={"upload_id": upload_id})
    return upload


def send_counts(*, scopes: list[str], day) -> dict[str, int]:
    rows = SendCounter.objects.filter(scope__in=scopes, day=day).values_list("scope", "count")
    return dict(rows)


def bounce_address_resolve(recipient: str):
    """The SMTP server's view of our VERP return paths (``bounce+{token}@platform``).

    A token that verifies names one of our sent messages: mail to it (a bounce) is filed in
    the sending identity's mailbox at its primary address, the token kept as the plus-tag
    for matching. Same contract as ``identities.selectors.address_resolve``: (address, tag)
    or None (a forged or unknown token is answered 550 at RCPT like any unknown address).
    """
    from django.conf import settings

    from apps.identities.models import Address
    from apps.tenants import keyring
    from pylota.core.compose import parse_verp_token, verp_token_of

    token = verp_token_of(recipient or "", domains={settings.PM_PLATFORM_DOMAIN.lower()})
    parts = token.split(".") if token else []
    if len(parts) != 3:
        return None
    key = keyring.signing_key_by_kid(parts[1], purpose="verp")
    message_id = parse_verp_token(token, keys={parts[1]: key}) if key else None
    send = Send.objects.filter(message_id=message_id).first() if message_id else None
    if send is None:
        return None
    address = (
        Address.objects.select_related("identity", "tenant")
        .filter(
            identity_id=send.identity_id,
            is_primary=True,
            status=Address.Status.ACTIVE,
            identity__status__in=[Identity.Status.ACTIVE, Identity.Status.PAUSED],
        )
        .first()
    )
    return (address, token) if address else None
