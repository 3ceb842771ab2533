"""The operator plane for the events outbox.

Events are history: they are listed and viewed, never added, changed or deleted by hand.
The one write is "Dispatch now", which hands pending events to ``services.event_dispatch``
(``via="admin"``), the same exactly-once path the task and the sweep use, for an operator
who does not want to wait for the sweep after a broker outage.
"""

from __future__ import annotations

import logging
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.webhooks import services
from apps.webhooks.models import Event

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
        self.message_user(request, f"Dispatched {done} events.", messages.SUCCESS)
        if skipped:
            self.message_user(
                request, f"Skipped {len(skipped)}: {'; '.join(skipped)}", messages.WARNING
            )
        if failed:
            self.message_user(request, f"Failed {len(failed)}: {'; '.join(failed)}", messages.ERROR)
