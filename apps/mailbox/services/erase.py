"""Erasing mail for good (the privacy app's erasures), in steps a job can resume.

Unlike ``purge.mailbox_purge`` (which deletes the files when its transaction commits)
these leave the stored files to a later, separate step (``stored_files_delete``): a worker
killed between the commit and the file deletions would otherwise leave files no row names
any more. The caller records the names first.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from apps.mailbox.models import Message, QuarantineState, RawBlob, Thread
from apps.mailbox.services import blobs
from pylota.core.subject import normalize

# How the receipt names the tables a message's deletion cascades into.
_LABELS = {
    "mailbox.Message": "mailbox.messages",
    "mailbox.Attachment": "mailbox.attachments",
    "search.Document": "search.documents",
    "search.Chunk": "search.chunks",
    "outbound.Send": "outbound.sends",
    "outbound.Recipient": "outbound.recipients",
}


@transaction.atomic
def messages_erase(*, message_ids: list[str]) -> dict[str, int]:
    """Delete these messages and everything that cascades with them (attachments, search
    documents and chunks, sends and their recipients), then the raw blob rows no other
    message (nor a staged delivery) needs. Files stay for ``stored_files_delete``.
    Returns the rows removed per table; deleting what is already gone removes nothing."""
    messages = Message.objects.filter(pk__in=message_ids)
    blob_ids = set(messages.values_list("raw_id", flat=True))
    _, per_model = messages.delete()
    counts = {_LABELS.get(label, label): n for label, n in per_model.items() if n}
    shared = set(Message.objects.filter(raw_id__in=blob_ids).values_list("raw_id", flat=True))
    orphans = RawBlob.objects.filter(pk__in=blob_ids - shared).exclude(inbound__state="staged")
    removed, _ = orphans.delete()
    if removed:
        counts["mailbox.raw_blobs"] = removed
    return counts


@transaction.atomic
def threads_settle(*, thread_ids: list[str]) -> dict[str, int]:
    """After an erasure: delete the threads left without messages, and rebuild what the
    others say about their messages (subject, participants, counts, last message) from
    the messages that remain, so nothing of the erased ones stays in a thread row."""
    empty = Thread.objects.filter(pk__in=thread_ids, messages__isnull=True)
    deleted, _ = empty.delete()
    for thread in Thread.objects.filter(pk__in=thread_ids):
        remaining = thread.messages.order_by("received_at", "id")
        first = remaining.first()
        people: set[str] = set()
        for message in remaining.only("from_address", "to", "cc", "recipient"):
            people |= _people(message)
        visible = remaining.exclude(quarantine_state=QuarantineState.QUARANTINED)
        last = remaining.order_by("-received_at").values_list("received_at", flat=True).first()
        Thread.objects.filter(pk=thread.pk).update(
            subject=first.subject if first else "",
            normalized_subject=normalize(first.subject) if first else "",
            participants=sorted(people),
            message_count=visible.count(),
            unread_count=visible.filter(is_read=False).count(),
            last_message_at=last or timezone.now(),
            updated_at=timezone.now(),
        )
    return {"mailbox.threads": deleted} if deleted else {}


def _people(message: Message) -> set[str]:
    people = {message.from_address.lower()} if message.from_address else set()
    people |= {(a or {}).get("address", "").lower() for a in [*message.to, *message.cc]}
    people.discard(message.recipient.lower())
    people.discard("")
    return people


def stored_files_delete(*, names: list[str]) -> int:
    """Delete these files from storage (idempotent: a missing file is not an error).
    Returns how many names were handled, whether or not a file was still there, so a run
    resumed after a crash counts the same as one that never stopped."""
    for name in names:
        blobs.delete(name)
    return len(names)


@transaction.atomic
def raw_blobs_erase_unreferenced(*, storage_names: list[str]) -> int:
    """Delete the raw blob rows of these names (uploads) that no message needs."""
    if not storage_names:
        return 0
    removed, _ = (
        RawBlob.objects.filter(storage_name__in=storage_names, messages__isnull=True)
        .exclude(inbound__state="staged")
        .delete()
    )
    return removed
