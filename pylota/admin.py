"""Building blocks shared by every app's operator plane (the Django admin)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
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


class ServiceActionsAdmin(ReadOnlyAdmin):
    """Read-only forms whose rows change only through actions calling a service.

    Such actions declare ``permissions=["service"]``: they need Django's ``change``
    permission on the model, although the change form itself stays read-only.
    """

    def has_service_permission(self, request: HttpRequest) -> bool:
        opts = self.model._meta
        return request.user.has_perm(f"{opts.app_label}.change_{opts.model_name}")


def report_action(
    model_admin: admin.ModelAdmin, request: HttpRequest, done: int, verb: str, skipped: list[str]
) -> None:
    """One success line and one warning line, so a bulk action never hides a skipped row."""
    noun = model_admin.model._meta.verbose_name_plural
    model_admin.message_user(request, f"{verb.capitalize()} {done} {noun}.", messages.SUCCESS)
    if skipped:
        model_admin.message_user(
            request, f"Skipped {len(skipped)}: {'; '.join(skipped)}", messages.WARNING
        )
