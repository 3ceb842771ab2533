"""Labels and read state of messages and threads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from apps.mailbox.models import Message, QuarantineState, Thread

if TYPE_CHECKING:
    pass


LABEL_UNREAD = "unread"


def _refresh_thread_counts(thread: Thread) -> None:
    messages = thread.messages.exclude(quarantine_state=QuarantineState.QUARANTINED)
    Thread.objects.filter(pk=thread.pk).update(
        message_count=messages.count(),
        unread_count=messages.filter(is_read=False).count(),
        updated_at=timezone.now(),
    )


def _apply_labels(labels: list[str], add: list[str], remove: list[str]) -> list[str]:
    return sorted((set(labels) | set(add)) - set(remove))


@transaction.atomic
def message_update(
    *,
    message: Message,
    add_labels: list[str] = (),
    remove_labels: list[str] = (),
    is_read: bool | None = None,
) -> Message:
    message = Message.objects.select_for_update().get(pk=message.pk)
    if is_read is not None:
        message.is_read = is_read
        remove_labels = [*remove_labels, LABEL_UNREAD] if is_read else remove_labels
        add_labels = add_labels if is_read else [*add_labels, LABEL_UNREAD]
    message.labels = _apply_labels(message.labels, list(add_labels), list(remove_labels))
    message.is_read = LABEL_UNREAD not in message.labels
    message.save(update_fields=["labels", "is_read"])
    _refresh_thread_counts(message.thread)
    return message


@transaction.atomic
def thread_update(
    *,
    thread: Thread,
    add_labels: list[str] = (),
    remove_labels: list[str] = (),
    is_read: bool | None = None,
) -> Thread:
    """Thread labels are the thread's own; read state applies to every message in it."""
    thread = Thread.objects.select_for_update().get(pk=thread.pk)
    thread.labels = _apply_labels(thread.labels, list(add_labels), list(remove_labels))
    thread.save(update_fields=["labels", "updated_at"])
    if is_read is not None:
        for message in thread.messages.select_for_update():
            message_update(message=message, is_read=is_read)
    _refresh_thread_counts(thread)
    thread.refresh_from_db()
    return thread
