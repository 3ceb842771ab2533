"""The operator plane for the events outbox.

Events are history: they are listed and viewed, never added, changed or deleted by hand.
The one write is "Dispatch now", which hands pending events to ``services.event_dispatch``
(``via="admin"``), the same exactly-once path the task and the sweep use, for an operator
who does not want to wait for the sweep after a broker outage.
"""

from __future__ import annotations

import logging

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.events import services
from apps.events.models import Event
from pylota.admin import ReadOnlyAdmin, report_action

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
class EventAdmin(ReadOnlyAdmin):
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
    readonly_fields = (*list_display, "data")
    fields = readonly_fields
    actions = ("dispatch_now",)

    @admin.action(description="Dispatch now (pending events)", permissions=["service"])
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
