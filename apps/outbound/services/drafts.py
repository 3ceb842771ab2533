"""Drafts: what an identity wants to send, held for a person's or a policy's review."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from django.db import transaction

from apps.outbound.models import Draft, Send
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity


def _audit(actor: Actor, type: str, draft: Draft) -> None:
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=draft,
        tenant_id=draft.tenant_id,
        data={"identity_id": draft.identity_id},
    )


@transaction.atomic
def draft_create(*, actor: Actor, identity: Identity, content: dict) -> Draft:
    if identity.is_deleted:
        raise AppError("identity_not_found")
    draft = Draft.objects.create(
        tenant_id=identity.tenant_id,
        identity=identity,
        content=content,
        created_by_key_id=actor.key_id,
    )
    _audit(actor, "draft.created", draft)
    return draft


@transaction.atomic
def draft_update(*, actor: Actor, draft: Draft, content: dict) -> Draft:
    draft = Draft.objects.select_for_update().get(pk=draft.pk)
    if draft.status != Draft.Status.DRAFT:
        raise AppError("draft_already_sent", details={"message_id": draft.message_id})
    draft.content = {**draft.content, **content}
    draft.save(update_fields=["content", "updated_at"])
    _audit(actor, "draft.updated", draft)
    return draft


@transaction.atomic
def draft_delete(*, actor: Actor, draft: Draft) -> None:
    draft = Draft.objects.select_for_update().get(pk=draft.pk)
    if draft.status != Draft.Status.DRAFT:
        raise AppError("draft_already_sent", details={"message_id": draft.message_id})
    _audit(actor, "draft.deleted", draft)
    draft.delete()


@transaction.atomic
def draft_send(*, actor: Actor, draft: Draft, send: Callable[[dict], Send]) -> Send:
    """Send the draft's content through ``send`` (the API's decode-and-send), once.

    The draft row stays locked while it is sent, so two reviewers pressing send at once
    send it once: the second finds it sent (409).
    """
    draft = Draft.objects.select_for_update().get(pk=draft.pk)
    if draft.status != Draft.Status.DRAFT:
        raise AppError("draft_already_sent", details={"message_id": draft.message_id})
    sent = send(draft.content)
    draft.status = Draft.Status.SENT
    draft.message_id = sent.message_id
    draft.save(update_fields=["status", "message_id", "updated_at"])
    _audit(actor, "draft.sent", draft)
    return sent
