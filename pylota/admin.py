"""Building blocks shared by every app's operator plane (the Django admin)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from django.contrib import admin, messages
from django.http import HttpRequest

from pylota.core.errors import AppError
from pylota.core.principal import Actor


def admin_actor(request: HttpRequest) -> Actor:
    """The audit identity of the staff user behind an admin request."""
    return Actor(
        user=f"admin:{request.user.get_username()}",
        request_id=getattr(request, "request_id", ""),
    )


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows are not edited by hand: view only, and changed only through actions that call
    a service (with its audit row and event).

    Such actions declare ``permissions=["service"]``: they need Django's ``change``
    permission on the model, although the change form itself stays read-only.
    """

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

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


def act_on_each(
    model_admin: admin.ModelAdmin,
    request: HttpRequest,
    queryset: Iterable[Any],
    verb: str,
    act: Callable[[Any], object],
    skip: Callable[[Any], str | None] = lambda obj: None,
) -> int:
    """A bulk action: ``act(row)`` for each selected row, then one report.

    ``skip(row)`` names why a row is left alone (already in that state); a row whose
    service refuses (an ``AppError``) is skipped with the refusal. Returns the rows done.
    """
    done, skipped = 0, []
    for obj in queryset:
        reason = skip(obj)
        if reason is None:
            try:
                act(obj)
            except AppError as exc:
                reason = f"{exc.message} ({exc.code})"
        if reason is None:
            done += 1
        else:
            skipped.append(f"{obj.pk}: {reason}")
    report_action(model_admin, request, done, verb, skipped)
    return done
