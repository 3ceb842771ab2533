"""The operator plane for the events outbox.

Events are history: they are listed and viewed, never added, changed or deleted by hand.
The one write is "Dispatch now", which hands pending events to ``services.event_dispatch``
(``via="admin"``), the same exactly-once path the task and the sweep use, for an operator
who does not want to wait for the sweep after a broker outage.
"""

from __future__ import annotations

import logging
from typing import Any
from urllib.parse import urlsplit

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.webhooks import services
from apps.webhooks.models import Event, WebhookDelivery, WebhookEndpoint
from pylota.admin import ServiceActionsAdmin, admin_actor, report_action

logger = logging.getLogger(__name__)


class DispatchedFilter(admin.SimpleListFilter):
    title = "dispatch"
    parameter_name = "dispatch"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple]:
        return [("dispatched", "dispatched"), ("pending", "pending")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Event]) -> QuerySet[Event]:
        match self.value():
            case "dispatched":
                return queryset.filter(dispatched_at__isnull=False)
            case "pending":
                return queryset.filter(dispatched_at__isnull=True)
        return queryset


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "type",
        "tenant_id",
        "partner_id",
        "created_at",
        "dispatched_at",
        "dispatch_attempts",
    )
    list_filter = (DispatchedFilter, "type")
    search_fields = ("id", "type", "tenant_id", "partner_id")
    date_hierarchy = "created_at"
    readonly_fields = (
        "id",
        "type",
        "tenant_id",
        "partner_id",
        "created_at",
        "dispatched_at",
        "dispatch_attempts",
        "data",
    )
    fields = readonly_fields
    actions = ("dispatch_now",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_dispatch_permission(self, request: HttpRequest) -> bool:
        # The form stays read-only for everyone; dispatching needs Django's change permission.
        return request.user.has_perm("webhooks.change_event")

    @admin.action(description="Dispatch now (pending events)", permissions=["dispatch"])
    def dispatch_now(self, request: HttpRequest, queryset: QuerySet[Event]) -> None:
        done, skipped, failed = 0, [], []
        for event in queryset:
            if event.dispatched_at is not None:
                skipped.append(f"{event.id} is already dispatched")
                continue
            try:
                dispatched = services.event_dispatch(event_id=event.id, via="admin")
            except Exception as exc:  # a consumer failed: nothing was marked, show the cause
                logger.exception("admin dispatch failed", extra={"event_id": event.id})
                failed.append(f"{event.id}: {exc}")
                continue
            if dispatched:
                done += 1
            else:  # claimed by a task or the sweep in the meantime
                skipped.append(f"{event.id} is being or has been dispatched elsewhere")
        logger.info(
            "admin dispatch", extra={"user": request.user.get_username(), "dispatched": done}
        )
        report_action(self, request, done, "dispatched", skipped)
        if failed:
            self.message_user(request, f"Failed {len(failed)}: {'; '.join(failed)}", messages.ERROR)


# --- Webhook endpoints and deliveries -------------------------------------------------------
# Endpoints change only through apps.webhooks.services (enable/disable actions here, the API
# for the rest); they are never added here, because a new secret would have nowhere to be
# shown once. The sealed secrets are never rendered. Deliveries are history, with one
# action: "Retry now".


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(ServiceActionsAdmin):
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
class WebhookDeliveryAdmin(ServiceActionsAdmin):
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
