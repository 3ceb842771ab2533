"""The send path for operators: sends and their recipients, suppressions, drafts, DKIM
keys and transport credentials."""

from __future__ import annotations

from django.contrib import admin

from apps.outbound import services
from apps.outbound.models import (
    DkimKey,
    Draft,
    Recipient,
    Send,
    Suppression,
    TransportCredential,
)
from pylota.admin import admin_actor


class RecipientInline(admin.TabularInline):
    model = Recipient
    extra = 0
    can_delete = False
    fields = (
        "address",
        "kind",
        "transport",
        "status",
        "attempts",
        "smtp_code",
        "enhanced_status",
        "diagnostic",
        "next_attempt_at",
    )
    readonly_fields = fields


@admin.register(Send)
class SendAdmin(admin.ModelAdmin):
    """Operators see where each outbound message is; retries and cancels go through the API."""

    list_display = (
        "id",
        "message",
        "identity",
        "status",
        "attempts",
        "next_attempt_at",
        "created_at",
    )
    list_filter = ("status",)
    search_fields = ("id", "message__id", "identity__id", "tenant__id")
    readonly_fields = [f.name for f in Send._meta.fields]
    inlines = [RecipientInline]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Suppression)
class SuppressionAdmin(admin.ModelAdmin):
    list_display = ("address", "tenant", "reason", "created_at")
    list_filter = ("reason",)
    search_fields = ("address", "tenant__id")
    readonly_fields = [f.name for f in Suppression._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def delete_model(self, request, obj: Suppression) -> None:
        services.suppression_delete(actor=admin_actor(request), suppression=obj)

    def delete_queryset(self, request, queryset) -> None:
        for row in queryset:
            self.delete_model(request, row)


@admin.register(Draft)
class DraftAdmin(admin.ModelAdmin):
    list_display = ("id", "identity", "status", "updated_at")
    list_filter = ("status",)
    readonly_fields = [f.name for f in Draft._meta.fields]


@admin.register(DkimKey)
class DkimKeyAdmin(admin.ModelAdmin):
    list_display = ("domain", "selector", "algorithm", "active", "created_at")
    exclude = ("private_key",)
    readonly_fields = ("domain", "selector", "algorithm", "txt_record", "active", "created_at")

    def has_add_permission(self, request) -> bool:
        return False  # manage.py dkim_records makes and rotates keys


@admin.register(TransportCredential)
class TransportCredentialAdmin(admin.ModelAdmin):
    list_display = ("transport", "username", "updated_at")
    exclude = ("secret",)
    readonly_fields = ("transport", "username", "updated_at")

    def has_add_permission(self, request) -> bool:
        return False  # manage.py transport_credentials seals the secret
