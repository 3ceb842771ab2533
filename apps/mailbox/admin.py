"""Operators may look at mailbox metadata to answer support questions; bodies, HTML and
attachments are not shown here (they are the customer's content, read through the API)."""

from __future__ import annotations

from django.contrib import admin

from apps.mailbox.models import Message, RawBlob, Thread
from pylota.admin import ReadOnlyAdmin


@admin.register(Thread)
class ThreadAdmin(ReadOnlyAdmin):
    list_display = ("id", "identity", "message_count", "unread_count", "last_message_at")
    search_fields = ("id", "identity__id")
    list_select_related = ("identity",)
    date_hierarchy = "last_message_at"
    fields = (
        "id",
        "tenant",
        "identity",
        "labels",
        "message_count",
        "unread_count",
        "last_message_at",
        "created_at",
    )


@admin.register(Message)
class MessageAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "identity",
        "direction",
        "kind",
        "quarantine_state",
        "size",
        "has_attachments",
        "received_at",
    )
    list_filter = ("direction", "kind", "quarantine_state", "has_attachments")
    search_fields = ("id", "identity__id", "thread__id", "inbound_id")
    list_select_related = ("identity",)
    date_hierarchy = "received_at"
    fields = (
        "id",
        "tenant",
        "identity",
        "thread",
        "direction",
        "kind",
        "inbound_id",
        "raw",
        "size",
        "labels",
        "is_read",
        "has_attachments",
        "defects",
        "auth",
        "authentication_results",
        "injection",
        "quarantine_state",
        "quarantine_reasons",
        "quarantined_at",
        "released_at",
        "released_by",
        "wait_seq",
        "received_at",
    )


@admin.register(RawBlob)
class RawBlobAdmin(ReadOnlyAdmin):
    list_display = ("id", "size", "sha256", "created_at")
    search_fields = ("id", "sha256")
    date_hierarchy = "created_at"
