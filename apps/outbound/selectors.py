"""Reads of the send path: suppressions, sends, drafts, uploads and daily counts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.db.models import QuerySet

from apps.identities import selectors as identity_selectors
from apps.outbound.models import Draft, Send, SendCounter, SendPolicy, Suppression, Upload
from pylota.core.errors import AppError
from pylota.core.ids import is_valid
from pylota.core.principal import Principal

if TYPE_CHECKING:
    from apps.identities.models import Identity


def suppressed(*, tenant_id: str, addresses: Iterable[str]) -> dict[str, Suppression]:
    """The suppressions among ``addresses`` (compared in lower case), by lower-case address."""
    wanted = {a.lower() for a in addresses}
    rows = Suppression.objects.filter(tenant_id=tenant_id, address__in=wanted)
    return {row.address: row for row in rows}


def suppression_list(
    *, principal: Principal, tenant_id: str | None = None, reason: str | None = None
) -> QuerySet[Suppression]:
    rows = Suppression.objects.for_principal(principal)
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
    send = (
        Send.objects.filter(
            message_id=message_id,
            identity__in=identity_selectors.identity_list(principal=principal),
        )
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


def send_policy_get(*, identity: Identity) -> SendPolicy:
    """The identity's send policy; the defaults (unsaved) when it never changed them."""
    return SendPolicy.objects.filter(identity=identity).first() or SendPolicy(identity=identity)
