"""Building blocks shared by every app's operator plane (the Django admin)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from pylota.core.principal import Actor


def admin_actor(request: HttpRequest) -> Actor:
    """The audit identity of the staff user behind an admin request."""
    return Actor(
        user=f"admin:{request.user.get_username()}",
        request_id=getattr(request, "request_id", ""),
    )


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is not edited by hand: view only, for staff holding the view permission."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
