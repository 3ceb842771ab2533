"""What every console page stands on: the signed-in person, the workspace in the URL, the
member's role turned into a principal, and AppErrors turned into pages.

A page reads and writes through the same selectors and services as the API, with a
principal built from the member's role (pylota.core.roles): the cross-tenant rule, the
permission checks and the audit trail are the API's own. A workspace the person is not a
member of answers 404, as does any object outside it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import redirect
from django.urls import reverse
from django.views.generic import TemplateView

from apps.console import selectors
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Actor, Principal
from pylota.core.roles import ROLE_PERMISSIONS, Role

if TYPE_CHECKING:
    from apps.console.models import Membership
    from apps.tenants.models import Tenant

SESSION_WORKSPACE = "pm_workspace"


@dataclass(frozen=True)
class Workspace:
    """The workspace a page acts in, and who acts."""

    membership: Membership
    principal: Principal
    actor: Actor

    @property
    def tenant(self) -> Tenant:
        return self.membership.tenant

    @property
    def id(self) -> str:
        return self.membership.tenant_id

    @property
    def role(self) -> str:
        return self.membership.role

    def can(self, permission: str) -> bool:
        return self.principal.can(permission)


def actor_for(request) -> Actor:
    user = request.user
    return Actor(user=(user.email or user.get_username())[:150], request_id=request.request_id)


def workspace_for(request, tenant_id: str) -> Workspace:
    try:
        membership = selectors.membership_for(user=request.user, tenant_id=tenant_id)
    except AppError:
        raise Http404("No such workspace") from None
    principal = Principal(
        key_id="",
        level=Level.TENANT,
        permissions=ROLE_PERMISSIONS[Role(membership.role)],
        tenant_id=membership.tenant_id,
        partner_id=membership.tenant.partner_id,
    )
    return Workspace(membership=membership, principal=principal, actor=actor_for(request))


def error_message(exc: AppError) -> str:
    message = exc.message
    fields = (exc.details or {}).get("fields")
    if fields:
        details = "; ".join(f"{k}: {' '.join(map(str, v))}" for k, v in fields.items())
        message = f"{message} ({details})"
    return message


class ConsoleView(LoginRequiredMixin, TemplateView):
    """A page of one workspace, at ``/console/<tenant_id>/…``.

    ``permission`` guards every method; ``write_permission`` (when set) guards POST. An
    AppError of status 404 becomes the 404 page, 403 the 403 page; a view catches the
    others where it can say what went wrong next to the form.
    """

    permission: str | None = "tenants:read"
    write_permission: str | None = None
    section: str = ""

    def dispatch(self, request, *args, **kwargs):
        if not request.user.is_authenticated:
            return self.handle_no_permission()
        self.ws = workspace_for(request, kwargs.pop("tenant_id"))
        if selectors.workspace_settings(
            tenant_id=self.ws.id
        ).require_second_factor and not selectors.has_second_factor(user=request.user):
            messages.warning(
                request, "This workspace requires a second factor: add one to continue."
            )
            return redirect("mfa_index")
        required = self.write_permission if request.method == "POST" else None
        for permission in (self.permission, required):
            if permission and not self.ws.can(permission):
                raise PermissionDenied(f"Your role cannot do this ({permission}).")
        if request.session.get(SESSION_WORKSPACE) != self.ws.id:  # no session write per page
            request.session[SESSION_WORKSPACE] = self.ws.id
        try:
            return super().dispatch(request, *args, **kwargs)
        except AppError as exc:
            if exc.status == 404:
                raise Http404(error_message(exc)) from None
            if exc.status == 403:
                raise PermissionDenied(error_message(exc)) from None
            raise

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context.update(
            ws=self.ws,
            section=self.section,
            memberships=selectors.memberships_of(user=self.request.user),
        )
        return context

    def url(self, name: str, *args) -> str:
        return reverse(name, args=[self.ws.id, *args])

    def done(self, message: str, name: str, *args) -> HttpResponseRedirect:
        """Post/redirect/get: say what happened, go to the named page."""
        messages.success(self.request, message)
        return HttpResponseRedirect(self.url(name, *args))

    def failed(self, exc: AppError, name: str, *args) -> HttpResponseRedirect:
        messages.error(self.request, error_message(exc))
        return HttpResponseRedirect(self.url(name, *args))
