"""The operator plane for webhook endpoints and deliveries."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from pylota.admin import ReadOnlyAdmin, admin_actor

logger = logging.getLogger(__name__)


# --- Webhook endpoints and deliveries -------------------------------------------------------
# Endpoints change only through apps.webhooks.services (enable/disable actions here, the API
# for the rest); they are never added here, because a new secret would have nowhere to be
# shown once. The sealed secrets are never rendered. Deliveries are history, with one
# action: "Retry now".


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "scope",
        "tenant",
        "partner",
        "host",
        "enabled",
        "disabled_reason",
        "consecutive_failures",
        "created_at",
    )
    list_filter = ("enabled", "disabled_reason", ("partner", admin.EmptyFieldListFilter))
    search_fields = ("id", "url", "tenant__id", "partner__id", "description")
    date_hierarchy = "created_at"
    list_select_related = ("tenant", "partner")
    readonly_fields = (
        "id",
        "scope",
        "tenant",
        "partner",
        "url",
        "event_types",
        "identity_ids",
        "description",
        "enabled",
        "disabled_reason",
        "disabled_at",
        "consecutive_failures",
        "previous_secret_expires_at",
        "created_by_key_id",
        "created_at",
        "updated_at",
    )
    fields = readonly_fields  # never `secret` or `previous_secret`
    actions = ("enable_endpoints", "disable_endpoints")

    @admin.display(description="host")
    def host(self, endpoint: WebhookEndpoint) -> str:
        return urlsplit(endpoint.url).hostname or ""

    def _set_enabled(self, request: HttpRequest, queryset: QuerySet, enabled: bool) -> None:
        actor, done, skipped = admin_actor(request), 0, []
        for endpoint in queryset:
            if endpoint.enabled == enabled:
                skipped.append(f"{endpoint.id} is already {'enabled' if enabled else 'disabled'}")
                continue
            services.webhook_update(actor=actor, endpoint=endpoint, enabled=enabled)
            done += 1
        verb = "enabled" if enabled else "disabled"
        self.message_user(request, f"{verb.capitalize()} {done} endpoints.", messages.SUCCESS)
        if skipped:
            self.message_user(
                request, f"Skipped {len(skipped)}: {'; '.join(skipped)}", messages.WARNING
            )

    @admin.action(description="Enable selected endpoints", permissions=["service"])
    def enable_endpoints(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._set_enabled(request, queryset, True)

    @admin.action(description="Disable selected endpoints", permissions=["service"])
    def disable_endpoints(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._set_enabled(request, queryset, False)


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "endpoint",
        "event_id",
        "kind",
        "state",
        "attempts",
        "response_status",
        "error",
        "latency_ms",
        "next_attempt_at",
        "created_at",
    )
    list_filter = ("state", "kind", "error")
    search_fields = ("id", "endpoint__id", "event__id")
    date_hierarchy = "created_at"
    list_select_related = ("endpoint",)
    readonly_fields = (
        "id",
        "endpoint",
        "event",
        "kind",
        "state",
        "attempts",
        "next_attempt_at",
        "queued_at",
        "lease_until",
        "last_attempt_at",
        "response_status",
        "response_body",
        "latency_ms",
        "error",
        "created_at",
        "completed_at",
    )
    fields = readonly_fields
    raw_id_fields = ("endpoint", "event")
    actions = ("retry_now",)

    @admin.action(description="Retry now (failed or pending deliveries)", permissions=["service"])
    def retry_now(self, request: HttpRequest, queryset: QuerySet) -> None:
        queued = services.delivery_retry_now(actor=admin_actor(request), deliveries=queryset)
        self.message_user(request, f"Queued {len(queued)} deliveries.", messages.SUCCESS)
        skipped = queryset.count() - len(queued)
        if skipped:
            self.message_user(
                request,
                f"Skipped {skipped}: only failed or pending deliveries are retried.",
                messages.WARNING,
            )
