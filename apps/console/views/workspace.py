"""A workspace's own pages: the overview, its settings and its members.

Every write is a POST to a route of its own, so each carries exactly one permission
(``write_permission``) and the role table (pylota.core.roles) decides who may make it. A
form that fails (bad input, or a service's refusal such as ``last_owner``) shows its
message on the page; nothing a person types answers 500.
"""

from __future__ import annotations

from datetime import timedelta

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.urls import path, reverse
from django.utils import timezone

from apps.console import selectors
from apps.console import services as console_services
from apps.console.forms import InviteForm
from apps.console.views.base import ConsoleView, error_message
from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.tenants import selectors as tenant_selectors
from apps.tenants import services as tenant_services
from apps.webhooks import selectors as webhook_selectors
from pylota.core.errors import AppError
from pylota.core.roles import ROLE_DESCRIPTIONS, Role

OVERVIEW_DAYS = 7
ROLE_CHOICES = [(r.value, r.value.title()) for r in Role]


class NameForm(forms.Form):
    name = forms.CharField(max_length=200, label="Workspace name")


class TrustForm(forms.Form):
    quarantine_release_by_api_keys = forms.BooleanField(
        required=False,
        label="Let API keys with quarantine:release release quarantined mail",
        help_text="Off: only people release it, here in the console.",
    )
    dns_temperror_action = forms.ChoiceField(
        choices=[
            ("flag", "Deliver it, flagged dns_temperror"),
            ("hold", "Hold it in quarantine"),
        ],
        label="When DNS cannot check a sender and nothing else proves it",
    )


class SecondFactorForm(forms.Form):
    require_second_factor = forms.BooleanField(
        required=False,
        label="Require a second factor (an authenticator app or a passkey) for every member",
        help_text="Members without one are sent to add one before they reach this workspace.",
    )


class RoleForm(forms.Form):
    role = forms.ChoiceField(choices=ROLE_CHOICES, label="Role")


# --- Overview ----------------------------------------------------------------------------


class OverviewView(ConsoleView):
    template_name = "console/workspace/overview.html"
    section = "overview"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        principal = self.ws.principal
        midnight = timezone.now().replace(hour=0, minute=0, second=0, microsecond=0)
        since = midnight - timedelta(days=OVERVIEW_DAYS - 1)  # today and the 6 days before
        counts = mailbox_selectors.message_counts_by_day(principal=principal, since=since)
        first = since.date()
        days = [
            {
                "day": day,
                "inbound": counts.get((day, "inbound"), 0),
                "outbound": counts.get((day, "outbound"), 0),
            }
            for day in (first + timedelta(days=n) for n in range(OVERVIEW_DAYS))
        ]
        identities = list(identity_selectors.identity_list(principal=principal).order_by("name"))
        webhooks = list(webhook_selectors.webhook_list(principal=principal).order_by("created_at"))
        has_key = tenant_selectors.api_key_list(principal=principal).exists()
        sent = mailbox_selectors.has_sent_mail(principal=principal)
        quarantined = (
            mailbox_selectors.quarantine_list(principal=principal).count()
            if self.ws.can("quarantine:read")
            else None
        )
        context.update(
            identities=identities,
            days=days,
            total_in=sum(d["inbound"] for d in days),
            total_out=sum(d["outbound"] for d in days),
            quarantined=quarantined,
            webhooks=webhooks,
            failing=[w for w in webhooks if w.enabled and w.consecutive_failures],
            disabled=[w for w in webhooks if not w.enabled],
            checklist=[
                ("Create an identity", bool(identities), "console-identities"),
                ("Send a test mail", sent, "console-compose"),
                ("Add a webhook", bool(webhooks), "console-webhooks"),
                ("Create an API key", has_key, "console-keys"),
            ],
        )
        return context


# --- Settings ----------------------------------------------------------------------------


class SettingsView(ConsoleView):
    template_name = "console/workspace/settings.html"
    section = "settings"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        tenant = self.ws.tenant
        policy = tenant_selectors.trust_policy_get(tenant=tenant)
        context.setdefault("name_form", NameForm(initial={"name": tenant.name}))
        context.setdefault(
            "trust_form",
            TrustForm(
                initial={
                    "quarantine_release_by_api_keys": policy.quarantine_release_by_api_keys,
                    "dns_temperror_action": policy.dns_temperror_action,
                }
            ),
        )
        context.setdefault(
            "second_factor_form",
            SecondFactorForm(
                initial={
                    "require_second_factor": selectors.workspace_settings(
                        tenant_id=self.ws.id
                    ).require_second_factor
                }
            ),
        )
        context.update(
            injection_threshold=tenant.policy_value("injection_threshold"),
            can_write=self.ws.can("tenants:write"),
            can_manage=self.ws.can("members:manage"),
        )
        return context

    def invalid(self, form_name: str, form: forms.Form, error: str = ""):
        if error:
            form.add_error(None, error)
        context = self.get_context_data(**{form_name: form})
        return self.render_to_response(context, status=422)


class SettingsNameView(SettingsView):
    http_method_names = ["post"]
    write_permission = "tenants:write"

    def post(self, request):
        form = NameForm(request.POST)
        if not form.is_valid():
            return self.invalid("name_form", form)
        try:
            tenant_services.tenant_update(
                actor=self.ws.actor,
                principal=self.ws.principal,
                tenant=self.ws.tenant,
                name=form.cleaned_data["name"],
            )
        except AppError as exc:
            return self.invalid("name_form", form, error_message(exc))
        return self.done("Workspace name saved.", "console-settings")


class SettingsTrustView(SettingsView):
    http_method_names = ["post"]
    write_permission = "tenants:write"

    def post(self, request):
        form = TrustForm(request.POST)
        if not form.is_valid():
            return self.invalid("trust_form", form)
        try:
            # A person changes it here (their role holds tenants:write): the service's
            # level check guards against a tenant's own API key loosening its guards, and
            # people may loosen them (docs/trust.md), so no key principal is passed.
            tenant_services.trust_policy_update(
                actor=self.ws.actor, principal=None, tenant=self.ws.tenant, **form.cleaned_data
            )
        except AppError as exc:
            return self.invalid("trust_form", form, error_message(exc))
        return self.done("Trust policy saved.", "console-settings")


class SettingsSecondFactorView(SettingsView):
    http_method_names = ["post"]
    write_permission = "members:manage"

    def post(self, request):
        form = SecondFactorForm(request.POST)
        if not form.is_valid():
            return self.invalid("second_factor_form", form)
        if form.cleaned_data["require_second_factor"] and not selectors.has_second_factor(
            user=request.user
        ):
            # Otherwise the very next page would send them away to add one.
            return self.invalid(
                "second_factor_form", form, "Add a second factor to your own account first."
            )
        console_services.workspace_settings_update(
            actor=self.ws.actor,
            tenant=self.ws.tenant,
            require_second_factor=form.cleaned_data["require_second_factor"],
        )
        return self.done("Second-factor requirement saved.", "console-settings")


# --- Members -----------------------------------------------------------------------------


class MembersView(ConsoleView):
    template_name = "console/workspace/members.html"
    section = "members"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        manage = self.ws.can("members:manage")
        members = list(selectors.member_list(tenant_id=self.ws.id))
        context.update(
            members=[
                (m, RoleForm(initial={"role": m.role}, prefix=m.pk) if manage else None)
                for m in members
            ],
            invitations=list(selectors.invitation_list(tenant_id=self.ws.id)) if manage else [],
            manage=manage,
            owner_count=sum(1 for m in members if m.role == Role.OWNER),
            roles=[(r.value, ROLE_DESCRIPTIONS[r]) for r in Role],
            now=timezone.now(),
        )
        context.setdefault("invite_form", InviteForm())
        return context


class MemberAction(MembersView):
    """A POST about one member (of this workspace: another's answers 404)."""

    http_method_names = ["post"]
    write_permission = "members:manage"

    def post(self, request, membership_id: str):
        membership = selectors.membership_get(tenant_id=self.ws.id, membership_id=membership_id)
        try:
            message = self.act(membership)
        except AppError as exc:
            return self.failed(exc, "console-members")
        return self.done(message, "console-members")


class MemberRoleView(MemberAction):
    def act(self, membership) -> str:
        form = RoleForm(self.request.POST, prefix=membership.pk)
        if not form.is_valid():
            raise AppError("validation_failed", details={"fields": dict(form.errors)})
        console_services.member_role_change(
            actor=self.ws.actor, membership=membership, role=form.cleaned_data["role"]
        )
        return f"{membership.user.email} is now {membership.role}."


class MemberRemoveView(MemberAction):
    def act(self, membership) -> str:
        if membership.pk == self.ws.membership.pk:
            # Removing oneself is leaving: say so in the audit log.
            console_services.member_leave(actor=self.ws.actor, membership=membership)
        else:
            console_services.member_remove(actor=self.ws.actor, membership=membership)
        return f"{membership.user.email} was removed from the workspace."

    def post(self, request, membership_id: str):
        response = super().post(request, membership_id)
        if membership_id == self.ws.membership.pk and not selectors.memberships_of(
            user=request.user
        ).filter(tenant_id=self.ws.id):
            return HttpResponseRedirect(reverse("console"))
        return response


class MemberTransferView(MemberAction):
    def act(self, membership) -> str:
        console_services.ownership_transfer(
            actor=self.ws.actor, owner=self.ws.membership, to=membership
        )
        return f"{membership.user.email} is now an owner; you are an admin."

    def post(self, request, membership_id: str):
        if self.ws.role != Role.OWNER:  # members:manage is an owner's today; keep it so
            raise PermissionDenied("Only an owner hands over ownership.")
        return super().post(request, membership_id)


class MemberInviteView(MembersView):
    http_method_names = ["post"]
    write_permission = "members:manage"

    def post(self, request):
        form = InviteForm(request.POST)
        if form.is_valid():
            try:
                invitation, _ = console_services.invitation_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    email=form.cleaned_data["email"],
                    role=form.cleaned_data["role"],
                    invited_by=request.user,
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(f"Invitation sent to {invitation.email}.", "console-members")
        return self.render_to_response(self.get_context_data(invite_form=form), status=422)


class InvitationAction(MembersView):
    http_method_names = ["post"]
    write_permission = "members:manage"

    def post(self, request, invitation_id: str):
        invitation = selectors.invitation_get(tenant_id=self.ws.id, invitation_id=invitation_id)
        try:
            message = self.act(invitation)
        except AppError as exc:
            return self.failed(exc, "console-members")
        return self.done(message, "console-members")


class InvitationRevokeView(InvitationAction):
    def act(self, invitation) -> str:
        console_services.invitation_revoke(actor=self.ws.actor, invitation=invitation)
        return f"Invitation to {invitation.email} revoked."


class InvitationResendView(InvitationAction):
    def act(self, invitation) -> str:
        if invitation.accepted_at or invitation.revoked_at:
            raise AppError("invitation_not_found")
        # A new invitation (new token, new mail) replaces the open one.
        console_services.invitation_create(
            actor=self.ws.actor,
            tenant=self.ws.tenant,
            email=invitation.email,
            role=invitation.role,
            invited_by=self.request.user,
        )
        return f"A new invitation was sent to {invitation.email}."


class LeaveView(ConsoleView):
    """Anyone may leave, except the last owner (the service refuses: ``last_owner``)."""

    http_method_names = ["post"]

    def post(self, request):
        try:
            console_services.member_leave(actor=self.ws.actor, membership=self.ws.membership)
        except AppError as exc:
            return self.failed(exc, "console-members")
        messages.success(request, f"You left {self.ws.tenant.name}.")
        return HttpResponseRedirect(reverse("console"))


urlpatterns = [
    path("", OverviewView.as_view(), name="console-overview"),
    path("settings", SettingsView.as_view(), name="console-settings"),
    path("settings/name", SettingsNameView.as_view(), name="console-settings-name"),
    path("settings/trust", SettingsTrustView.as_view(), name="console-settings-trust"),
    path(
        "settings/second-factor",
        SettingsSecondFactorView.as_view(),
        name="console-settings-second-factor",
    ),
    path("members", MembersView.as_view(), name="console-members"),
    path("members/invite", MemberInviteView.as_view(), name="console-member-invite"),
    path("members/leave", LeaveView.as_view(), name="console-member-leave"),
    path("members/<str:membership_id>/role", MemberRoleView.as_view(), name="console-member-role"),
    path(
        "members/<str:membership_id>/remove",
        MemberRemoveView.as_view(),
        name="console-member-remove",
    ),
    path(
        "members/<str:membership_id>/transfer",
        MemberTransferView.as_view(),
        name="console-member-transfer",
    ),
    path(
        "invitations/<str:invitation_id>/revoke",
        InvitationRevokeView.as_view(),
        name="console-invitation-revoke",
    ),
    path(
        "invitations/<str:invitation_id>/resend",
        InvitationResendView.as_view(),
        name="console-invitation-resend",
    ),
]
