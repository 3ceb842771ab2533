"""Pages outside any one workspace: the landing redirect, creating and switching a
workspace, accepting an invitation, one-time sign-in links, the waitlist and (in
development) the sign-in mail page."""

from __future__ import annotations

from allauth.account.adapter import get_adapter
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_POST

from apps.console import selectors
from apps.console import services as console_services
from apps.console.adapter import SESSION_INVITATION
from apps.console.forms import WaitlistForm, WorkspaceForm
from apps.console.views.base import SESSION_WORKSPACE, actor_for, error_message
from apps.mailbox import selectors as mailbox_selectors
from pylota.core.errors import AppError

BACKEND = "allauth.account.auth_backends.AuthenticationBackend"


@login_required
def home(request):
    """To the workspace used last, else the first one, else creating one."""
    memberships = list(selectors.memberships_of(user=request.user))
    if not memberships:
        return redirect("console-workspace-new")
    last = request.session.get(SESSION_WORKSPACE)
    chosen = next((m for m in memberships if m.tenant_id == last), memberships[0])
    return redirect("console-overview", chosen.tenant_id)


@login_required
def switch(request):
    tenant_id = request.GET.get("workspace", "")
    try:
        selectors.membership_for(user=request.user, tenant_id=tenant_id)
    except AppError:
        raise Http404("No such workspace") from None
    return redirect("console-overview", tenant_id)


@login_required
def workspace_new(request):
    form = WorkspaceForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        membership = console_services.workspace_create(
            actor=actor_for(request), user=request.user, name=form.cleaned_data["name"]
        )
        messages.success(request, f"Workspace {membership.tenant.name} created.")
        return redirect("console-overview", membership.tenant_id)
    return render(request, "console/workspace_new.html", {"form": form})


def invitation(request, token: str):
    """Show an invitation; accept it (POST) when signed in with the invited address.

    Someone signed out is sent to sign in, or to sign up with the invited address, which
    then counts as verified: the link came to that inbox.
    """
    found = selectors.invitation_pending(token=token)
    if found is None:
        request.session.pop(SESSION_INVITATION, None)
        return render(request, "console/invitation_invalid.html", status=404)
    if not request.user.is_authenticated:
        request.session[SESSION_INVITATION] = token
        get_adapter(request).stash_verified_email(request, found.email)
        return render(
            request,
            "console/invitation.html",
            {
                "invitation": found,
                "signup_url": f"{reverse('account_signup')}?{urlencode({'email': found.email})}",
            },
        )
    if request.method == "POST":
        try:
            accepted = console_services.invitation_accept(
                actor=actor_for(request), token=token, user=request.user
            )
        except AppError as exc:
            messages.error(request, error_message(exc))
            return render(request, "console/invitation.html", {"invitation": found}, status=403)
        request.session.pop(SESSION_INVITATION, None)
        if accepted.tenant_id:
            messages.success(request, f"You joined {accepted.tenant.name}.")
            return redirect("console-overview", accepted.tenant_id)
        return redirect("console-workspace-new")
    return render(request, "console/invitation.html", {"invitation": found})


def sign_in_link(request, token: str):
    """GET shows a button (mail scanners follow links; they do not submit forms), POST
    spends the link and signs the person in."""
    if request.method != "POST":
        return render(request, "console/sign_in_link.html")
    try:
        link = console_services.sign_in_link_use(token=token)
    except AppError:
        return render(request, "console/sign_in_link.html", {"invalid": True}, status=404)
    login(request, link.user, backend=BACKEND)
    if link.tenant_id:
        return redirect("console-overview", link.tenant_id)
    return redirect("console")


@require_POST
def waitlist(request):
    form = WaitlistForm(request.POST)
    if form.is_valid():
        try:
            console_services.waitlist_join(**form.cleaned_data)
        except AppError as exc:
            messages.error(request, error_message(exc))
            return redirect("account_signup")
        return render(request, "console/waitlist_done.html")
    return render(
        request,
        "account/signup_closed.html",
        {"waitlist_form": form, "mode": "waitlist"},
        status=422,
    )


def dev_mail(request):
    """The last mails sign-in sent, with their text: development only (PM_DEV_MAIL_PAGE)."""
    if not settings.PM_DEV_MAIL_PAGE:
        raise Http404("Not available")
    mails = list(selectors.sign_in_mail_recent(limit=20))
    texts = mailbox_selectors.message_texts(message_ids=[m.message_id for m in mails])
    rows = [(mail, texts.get(mail.message_id, "")) for mail in mails]
    return render(request, "console/dev_mail.html", {"rows": rows})


urlpatterns = [
    path("", home, name="console"),
    path("switch", switch, name="console-switch"),
    path("new", workspace_new, name="console-workspace-new"),
    path("invitations/<str:token>", invitation, name="console-invitation"),
    path("sign-in/<str:token>", sign_in_link, name="console-sign-in-link"),
    path("waitlist", waitlist, name="console-waitlist"),
    path("dev/mail", dev_mail, name="console-dev-mail"),
]
