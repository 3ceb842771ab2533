"""Staged inbound mail: what the SMTP server accepted and what became of it. Failed
deliveries can be put back in the queue once the cause is fixed."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.inbound import services
from apps.inbound.models import InboundMessage
from pylota.admin import ReadOnlyAdmin


@admin.register(InboundMessage)
class InboundMessageAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "state",
        "attempts",
        "last_error",
        "peer_ip",
        "received_at",
        "processed_at",
    )
    list_filter = ("state", "last_error")
    search_fields = ("id", "peer_ip")
    date_hierarchy = "received_at"
    fields = (
        "id",
        "state",
        "attempts",
        "last_error",
        "peer_ip",
        "helo",
        "raw",
        "received_at",
        "processed_at",
    )
    actions = ["redrive"]

    @admin.action(description="Redrive failed deliveries")
    def redrive(self, request: HttpRequest, queryset: QuerySet) -> None:
        done = sum(services.inbound_redrive(inbound_id=i.id) for i in queryset)
        self.message_user(request, f"Queued {done} deliveries again.", messages.SUCCESS)
