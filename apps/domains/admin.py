"""The operator plane of the domains app: domains with their records and checks, the
failing alerts, and the re-check and force actions (each through a service, audited as
``admin:<user>``). The sealed provider secret is never shown."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import F, QuerySet
from django.http import HttpRequest

from apps.domains import services
from apps.domains.models import Domain, DomainAlert, DomainCheck, DomainRecord
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor


class _ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class DomainRecordInline(_ReadOnlyInline):
    model = DomainRecord
    fields = (
        "kind",
        "name",
        "type",
        "expected",
        "required",
        "status",
        "found",
        "detail",
        "checked_at",
    )
    readonly_fields = fields


class DomainCheckInline(_ReadOnlyInline):
    model = DomainCheck
    fields = ("id", "ok", "created_at", "results")
    readonly_fields = fields
    ordering = ("-id",)
    max_num = 10

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        return super().get_queryset(request).order_by("-id")


class DomainAlertInline(_ReadOnlyInline):
    model = DomainAlert
    fields = ("id", "kind", "message", "created_at", "resolved_at", "resolved_by")
    readonly_fields = fields


@admin.register(Domain)
class DomainAdmin(ReadOnlyAdmin):
    list_display = (
        "name",
        "tenant",
        "state",
        "state_cause",
        "method",
        "transport",
        "consecutive_failures",
        "open_alert",
        "last_checked_at",
    )
    list_filter = ("state", "method", "transport")
    search_fields = ("id", "name", "tenant__id", "tenant__name")
    list_select_related = ("tenant",)
    readonly_fields = (
        "id",
        "tenant",
        "name",
        "state",
        "state_cause",
        "state_changed_at",
        "method",
        "transport",
        "transport_credential_id",
        "challenge_token",
        "ownership_verified_at",
        "ownership_checked_at",
        "consecutive_failures",
        "last_checked_at",
        "catch_all_identity",
        "provider_config",
        "dkim_selectors",
        "created_at",
        "updated_at",
        "removed_at",
    )
    fields = readonly_fields  # never `provider_secret`
    inlines = (DomainRecordInline, DomainAlertInline, DomainCheckInline)
    actions = ("recheck", "force_active", "force_failing", "force_ownership_proved", "remove")

    @admin.display(description="open alert", boolean=True)
    def open_alert(self, domain: Domain) -> bool:
        return domain.alerts.filter(resolved_at__isnull=True).exists()

    def _force(self, request: HttpRequest, queryset: QuerySet, target: str, verb: str) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            verb,
            lambda d: services.domain_force(actor=actor, domain=d, target=target),
            skip=lambda d: f"{d.name} is already {target}" if d.state == target else None,
        )

    @admin.action(description="Re-check the selected domains now", permissions=["service"])
    def recheck(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "re-checked",
            lambda d: services.domain_verify(actor=actor, domain=d),
            skip=lambda d: f"{d.name} is removed" if d.state == Domain.State.REMOVED else None,
        )

    @admin.action(description="Force active (configuring or failing)", permissions=["service"])
    def force_active(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._force(request, queryset, Domain.State.ACTIVE, "forced active")

    @admin.action(description="Force failing (active)", permissions=["service"])
    def force_failing(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._force(request, queryset, Domain.State.FAILING, "forced failing")

    @admin.action(description="Accept ownership without the TXT proof", permissions=["service"])
    def force_ownership_proved(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._force(request, queryset, Domain.State.VERIFYING, "accepted")

    @admin.action(description="Remove the selected domains", permissions=["service"])
    def remove(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "removed",
            lambda d: services.domain_delete(actor=actor, domain=d),
            skip=lambda d: f"{d.name} is removed" if d.state == Domain.State.REMOVED else None,
        )


@admin.register(DomainAlert)
class DomainAlertAdmin(ReadOnlyAdmin):
    """Domains that went failing: open alerts first."""

    list_display = (
        "created_at",
        "domain",
        "tenant",
        "kind",
        "message",
        "resolved_at",
        "resolved_by",
    )
    list_filter = (("resolved_at", admin.EmptyFieldListFilter), "kind")
    search_fields = ("id", "domain__name", "tenant__id")
    list_select_related = ("domain", "tenant")
    readonly_fields = (
        "id",
        "domain",
        "tenant",
        "kind",
        "message",
        "created_at",
        "resolved_at",
        "resolved_by",
    )
    fields = readonly_fields
    actions = ("acknowledge",)

    def get_ordering(self, request: HttpRequest):
        return (F("resolved_at").asc(nulls_first=True), "-created_at")

    @admin.action(description="Acknowledge the selected alerts", permissions=["service"])
    def acknowledge(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "acknowledged",
            lambda a: services.domain_alert_resolve(actor=actor, alert=a),
            skip=lambda a: "already resolved" if a.resolved_at else None,
        )
