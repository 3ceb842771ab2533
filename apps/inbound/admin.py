"""Staged inbound mail: what the SMTP server accepted and what became of it. Failed
deliveries can be put back in the queue once the cause is fixed."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.inbound import services
from apps.inbound.models import InboundMessage, QuarantinedMessage
from apps.mailbox import services as mailbox_services
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor


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
        "auth",
        "authentication_results",
    )
    actions = ["redrive"]

    @admin.action(description="Redrive failed deliveries")
    def redrive(self, request: HttpRequest, queryset: QuerySet) -> None:
        done = sum(services.inbound_redrive(inbound_id=i.id) for i in queryset)
        self.message_user(request, f"Queued {done} deliveries again.", messages.SUCCESS)


@admin.register(QuarantinedMessage)
class QuarantinedMessageAdmin(ReadOnlyAdmin):
    """Held mail: why, and the verdicts. Bodies stay out of the admin (customer content).
    Operators may release (audited, as a person: the key-release policy does not apply)."""

    list_display = ("id", "identity", "tenant", "reason_codes", "quarantined_at")
    search_fields = ("id", "identity__id", "tenant__id")
    list_select_related = ("identity", "tenant")
    date_hierarchy = "quarantined_at"
    fields = (
        "id",
        "tenant",
        "identity",
        "thread",
        "quarantine_state",
        "quarantine_reasons",
        "injection",
        "auth",
        "authentication_results",
        "quarantined_at",
    )
    actions = ["release"]

    def get_queryset(self, request):
        return super().get_queryset(request).filter(quarantine_state="quarantined")

    @admin.display(description="reasons")
    def reason_codes(self, obj: QuarantinedMessage) -> str:
        return ", ".join(r.get("code", "") for r in obj.quarantine_reasons)

    @admin.action(description="Release the selected messages")
    def release(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset.select_related("identity__tenant"),
            "released",
            lambda message: mailbox_services.quarantine_release(actor=actor, message=message),
        )
