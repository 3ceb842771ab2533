"""Operators see identities and their addresses; pause, resume and delete go through the
services (audited, with events), never through a form."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.identities import services
from apps.identities.models import Address, Identity
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor


class AddressInline(admin.TabularInline):
    model = Address
    fields = ("id", "local_part", "domain", "is_primary", "status", "created_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


@admin.register(Identity)
class IdentityAdmin(ReadOnlyAdmin):
    list_display = ("id", "name", "tenant", "status", "paused_reason", "is_system", "created_at")
    list_filter = ("status", "is_system", "paused_reason")
    search_fields = ("id", "name", "tenant__id", "tenant__name", "addresses__local_part")
    list_select_related = ("tenant",)
    date_hierarchy = "created_at"
    inlines = [AddressInline]
    actions = ["pause", "resume", "delete_identities"]

    def _each(self, request: HttpRequest, queryset: QuerySet, verb: str, call) -> None:
        act_on_each(self, request, queryset.select_related("tenant"), verb, call)

    @admin.action(description="Pause (stop sending; mail still arrives)")
    def pause(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request,
            queryset,
            "Paused",
            lambda i: services.identity_set_paused(
                actor=actor, identity=i, paused=True, reason="operator"
            ),
        )

    @admin.action(description="Resume")
    def resume(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request,
            queryset,
            "Resumed",
            lambda i: services.identity_set_paused(actor=actor, identity=i, paused=False),
        )

    @admin.action(description="Delete (refuse mail at once, remove stored mail)")
    def delete_identities(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request,
            queryset,
            "Deleted",
            lambda i: services.identity_delete(actor=actor, identity=i),
        )


@admin.register(Address)
class AddressAdmin(ReadOnlyAdmin):
    list_display = ("id", "local_part", "domain", "identity", "is_primary", "status", "retired_at")
    list_filter = ("status", "is_primary", "domain")
    search_fields = ("id", "local_part", "identity__id", "identity__name")
    list_select_related = ("identity",)
    actions = ["promote", "retire", "roll_back"]

    def _each(self, request: HttpRequest, queryset: QuerySet, verb: str, call) -> None:
        act_on_each(self, request, queryset, verb, call)

    @admin.action(description="Promote to the identity's primary")
    def promote(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request,
            queryset,
            "Promoted",
            lambda a: services.address_promote(actor=actor, address=a),
        )

    @admin.action(description="Retire (receives for the grace period, then 550)")
    def retire(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request, queryset, "Retired", lambda a: services.address_retire(actor=actor, address=a)
        )

    @admin.action(description="Roll back (a retirement, else a promotion)")
    def roll_back(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        self._each(
            request,
            queryset,
            "Rolled back",
            lambda a: services.address_rollback(actor=actor, address=a),
        )
