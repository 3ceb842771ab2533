"""Operators can see and remove list entries (removal is audited like the API's)."""

from __future__ import annotations

from django.contrib import admin

from apps.lists import services
from apps.lists.models import ListEntry
from pylota.admin import admin_actor


@admin.register(ListEntry)
class ListEntryAdmin(admin.ModelAdmin):
    list_display = ("id", "tenant", "identity", "direction", "action", "kind", "value")
    list_filter = ("direction", "action", "kind")
    search_fields = ("id", "value", "tenant__id", "identity__id")
    list_select_related = ("tenant", "identity")
    readonly_fields = [f.name for f in ListEntry._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False  # entries are created through the API, which validates them

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def delete_model(self, request, obj: ListEntry) -> None:
        services.list_entry_delete(actor=admin_actor(request), entry=obj)

    def delete_queryset(self, request, queryset) -> None:
        for entry in queryset:
            self.delete_model(request, entry)
