"""The operator plane of the triage app: tenants' rules, read-only, changed through the
same services as the API (enable, disable, delete; each audited)."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.triage import services
from apps.triage.models import TriageRule
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor


@admin.register(TriageRule)
class TriageRuleAdmin(ReadOnlyAdmin):
    list_display = ("id", "tenant", "identity", "position", "name", "enabled", "updated_at")
    list_filter = ("enabled",)
    search_fields = ("id", "name", "tenant__id", "identity__id")
    list_select_related = ("tenant", "identity")
    ordering = ("tenant", "position")
    readonly_fields = [f.name for f in TriageRule._meta.fields]
    actions = ("enable_rules", "disable_rules", "delete_rules")

    def _set_enabled(self, request: HttpRequest, queryset: QuerySet, enabled: bool) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "enabled" if enabled else "disabled",
            lambda rule: services.triage_rule_update(actor=actor, rule=rule, enabled=enabled),
            skip=lambda rule: "already so" if rule.enabled == enabled else None,
        )

    @admin.action(description="Enable selected rules", permissions=["service"])
    def enable_rules(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._set_enabled(request, queryset, True)

    @admin.action(description="Disable selected rules", permissions=["service"])
    def disable_rules(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._set_enabled(request, queryset, False)

    @admin.action(description="Delete selected rules", permissions=["service"])
    def delete_rules(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "deleted",
            lambda rule: services.triage_rule_delete(actor=actor, rule=rule),
        )
