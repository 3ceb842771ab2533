"""Removing a deleted identity's mail, queued after the deletion and swept."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from apps.identities import selectors as identity_selectors
from apps.mailbox.models import Message, RawBlob, Thread
from apps.mailbox.services import blobs
from pylota.tasks import enqueue_on_commit

if TYPE_CHECKING:
    pass


def mailbox_purge(*, identity_id: str, batch: int = 200) -> int:
    """Delete a deleted identity's mail: messages, attachments, threads, unshared blobs."""
    removed = 0
    while True:
        with transaction.atomic():
            messages = list(
                Message.objects.filter(identity_id=identity_id)
                .select_for_update(skip_locked=True)
                .prefetch_related("attachments")[:batch]
            )
            if not messages:
                break
            blob_ids = {m.raw_id for m in messages}
            names = [a.storage_name for m in messages for a in m.attachments.all()]
            Message.objects.filter(pk__in=[m.pk for m in messages]).delete()
            shared = set(
                Message.objects.filter(raw_id__in=blob_ids).values_list("raw_id", flat=True)
            )
            # A blob still staged for another recipient's ingest is not ours to delete.
            orphans = list(
                RawBlob.objects.filter(pk__in=blob_ids - shared).exclude(inbound__state="staged")
            )
            names += [b.storage_name for b in orphans]
            RawBlob.objects.filter(pk__in=[b.pk for b in orphans]).delete()
            blobs.delete_on_commit(names)
            removed += len(messages)
    Thread.objects.filter(identity_id=identity_id).delete()
    return removed


def mailbox_purge_sweep(*, limit: int = 50) -> int:
    """Purge what a lost task left: mail of identities deleted more than a minute ago."""
    cutoff = timezone.now() - timedelta(minutes=1)
    identity_ids = list(
        Message.objects.filter(
            identity_id__in=identity_selectors.deleted_identity_ids(deleted_before=cutoff)
        )
        .values_list("identity_id", flat=True)
        .distinct()[:limit]
    )
    return sum(mailbox_purge(identity_id=identity_id) for identity_id in identity_ids)


def mailbox_event_consumer(event) -> None:
    """``PM_EVENT_CONSUMERS`` entry: a deleted identity's mail is purged after the dispatch
    commits. Idempotent: purging twice removes nothing the second time."""
    if event.type == "identity.deleted":
        identity_id = (event.data or {}).get("id")
        if isinstance(identity_id, str):
            enqueue_on_commit("mailbox.purge", identity_id)
