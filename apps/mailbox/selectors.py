from __future__ import annotations

from datetime import datetime

from django.db.models import Prefetch, QuerySet

from apps.identities import selectors as identity_selectors
from apps.mailbox.models import Attachment, Message, Thread
from pylota.core.errors import AppError
from pylota.core.principal import Principal


def _visible_identities(principal: Principal):
    return identity_selectors.identity_list(principal=principal)


def thread_list(
    *,
    principal: Principal,
    identity_id: str | None = None,
    label: str | None = None,
    unread: bool | None = None,
    since: datetime | None = None,
    before: datetime | None = None,
) -> QuerySet[Thread]:
    threads = Thread.objects.filter(identity__in=_visible_identities(principal))
    if identity_id:
        threads = threads.filter(identity_id=identity_id)
    if label:
        threads = threads.filter(labels__contains=[label])
    if unread is True:
        threads = threads.filter(unread_count__gt=0)
    elif unread is False:
        threads = threads.filter(unread_count=0)
    if since:
        threads = threads.filter(last_message_at__gte=since)
    if before:
        threads = threads.filter(last_message_at__lt=before)
    return threads


def thread_get(*, principal: Principal, thread_id: str, with_messages: bool = False) -> Thread:
    threads = thread_list(principal=principal).filter(pk=thread_id)
    if with_messages:
        messages = Message.objects.order_by("received_at", "id").prefetch_related("attachments")
        threads = threads.prefetch_related(Prefetch("messages", queryset=messages))
    thread = threads.first()
    if thread is None:
        raise AppError("thread_not_found")
    return thread


def message_get(*, principal: Principal, message_id: str) -> Message:
    message = (
        Message.objects.filter(identity__in=_visible_identities(principal), pk=message_id)
        .select_related("raw")
        .prefetch_related("attachments")
        .first()
    )
    if message is None:
        raise AppError("message_not_found")
    return message


def attachment_get(*, principal: Principal, message_id: str, attachment_id: str) -> Attachment:
    message = message_get(principal=principal, message_id=message_id)
    attachment = Attachment.objects.filter(message=message, pk=attachment_id).first()
    if attachment is None:
        raise AppError("attachment_not_found")
    return attachment


def message_by_id(message_id: str) -> Message | None:
    """Internal lookups (tasks, events): no principal, no scope."""
    return Message.objects.filter(pk=message_id).select_related("identity", "thread").first()
