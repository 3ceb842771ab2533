"""The workspace's events (the outbox webhooks carry) and its audit log, newest first."""

from __future__ import annotations

import json

from django.urls import path

from apps.console.views.manage_common import ManageView, paginate
from apps.console.views.manage_forms import AuditFilterForm, EventFilterForm
from apps.events import selectors as event_selectors
from apps.tenants import selectors as tenant_selectors


class EventListView(ManageView):
    template_name = "console/manage/events.html"
    permission = "events:read"
    section = "events"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        filters = EventFilterForm(self.request.GET)
        event_type = filters.cleaned_data.get("type") if filters.is_valid() else None
        events = event_selectors.event_list(principal=self.ws.principal, type=event_type or None)
        page = paginate(self.request, events, prefix="evt")
        for event in page.rows:
            event.pretty = json.dumps(event.data, indent=2, ensure_ascii=False, sort_keys=True)
        context.update(filters=filters, page=page)
        return context


class AuditListView(ManageView):
    template_name = "console/manage/audit.html"
    permission = "audit:read"
    section = "audit"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        filters = AuditFilterForm(self.request.GET)
        data = filters.cleaned_data if filters.is_valid() else {}
        rows = tenant_selectors.audit_event_list(
            principal=self.ws.principal,
            type=data.get("type") or None,
            actor=data.get("actor") or None,
            target_id=data.get("target_id") or None,
            since=data.get("since"),
            until=data.get("until"),
        )
        page = paginate(self.request, rows, prefix="aud")
        for row in page.rows:
            row.pretty = (
                json.dumps(row.data, ensure_ascii=False, sort_keys=True) if row.data else ""
            )
        context.update(filters=filters, page=page)
        return context


urlpatterns = [
    path("events", EventListView.as_view(), name="console-events"),
    path("audit", AuditListView.as_view(), name="console-audit"),
]
