"""The person's own account, outside any workspace: their addresses, password, second
factors and sessions (allauth's pages, linked from here), the apps they authorized over
OAuth (with revoke), their workspaces (with leave)
and deleting the account, which asks for confirmation and is refused while they are the
only owner of a workspace."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import path
from django.views.decorators.http import require_POST

from apps.console import selectors
from apps.console import services as console_services
from apps.console.views.base import actor_for, error_message
from pylota.core.errors import AppError


class DeleteAccountForm(forms.Form):
    confirm = forms.CharField(
        max_length=320,
        label="Type your email address to confirm",
        help_text="Your account, your memberships and your sign-in methods are deleted.",
    )

    def __init__(self, *args, email: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.email = email

    def clean_confirm(self) -> str:
        value = self.cleaned_data["confirm"].strip()
        if value.lower() != self.email.lower():
            raise forms.ValidationError("This is not your email address.")
        return value


def _memberships(user) -> list[dict]:
    sole = selectors.sole_owner_of(user=user)
    return [
        {"membership": m, "only_owner": m.tenant_id in sole}
        for m in selectors.memberships_of(user=user)
    ]


@login_required
def account(request):
    return render(
        request,
        "console/account/index.html",
        {
            "summary": selectors.account_summary(user=request.user),
            "workspaces": _memberships(request.user),
            "has_password": request.user.has_usable_password(),
            "authorized_apps": selectors.oauth_tokens_of(user=request.user),
        },
    )


@login_required
@require_POST
def revoke_app(request):
    """Revoke one grant the person gave an app (its access and refresh tokens)."""
    try:
        token = selectors.oauth_token_of(user=request.user, token_id=request.POST.get("token", ""))
    except AppError:
        raise Http404("No such authorized app") from None
    name = token.application.name if token.application else "The app"
    console_services.oauth_token_revoke(actor=actor_for(request), access_token=token)
    messages.success(request, f"{name or 'The app'} can no longer act for you.")
    return redirect("console-account")


@login_required
@require_POST
def leave(request):
    try:
        membership = selectors.membership_for(
            user=request.user, tenant_id=request.POST.get("workspace", "")
        )
    except AppError:
        raise Http404("No such workspace") from None
    try:
        console_services.member_leave(actor=actor_for(request), membership=membership)
    except AppError as exc:
        messages.error(request, f"{membership.tenant.name}: {error_message(exc)}")
    else:
        messages.success(request, f"You left {membership.tenant.name}.")
    return redirect("console-account")


@login_required
def delete(request):
    form = DeleteAccountForm(request.POST or None, email=request.user.email)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                console_services.account_delete(actor=actor_for(request), user=request.user)
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                logout(request)
                messages.success(request, "Your account was deleted.")
                return redirect("account_login")
        status = 422
    blocked = [w for w in _memberships(request.user) if w["only_owner"]]
    return render(
        request, "console/account/delete.html", {"form": form, "blocked": blocked}, status=status
    )


urlpatterns = [
    path("account", account, name="console-account"),
    path("account/leave", leave, name="console-account-leave"),
    path("account/delete", delete, name="console-account-delete"),
    path("account/apps/revoke", revoke_app, name="console-account-app-revoke"),
]
