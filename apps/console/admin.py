"""The operator plane for the console's people: members, invitations, the waitlist,
sign-in links, the mail sign-in sends and workspace settings.

Like every admin here (apps/tenants/admin.py), rows are read-only and change only through
actions that call the console's services with ``admin_actor(request)``, so each change
leaves the audit row the console or the API would. Invitations and sign-in links keep only
a digest of their token, which is never rendered; a new invitation's token exists only in
the mail that carries it.
"""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html

from apps.console import selectors, services
from apps.console.models import (
    Invitation,
    Membership,
    SignInLink,
    SignInMail,
    WaitlistEntry,
    WorkspaceSettings,
)
from apps.mailbox import selectors as mailbox_selectors
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor


@admin.register(Membership)
class MembershipAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "tenant", "role", "created_at")
    list_filter = ("role",)
    search_fields = ("id", "user__email", "user__username", "tenant__id", "tenant__name")
    list_select_related = ("user", "tenant")
    readonly_fields = ("id", "user", "tenant", "role", "created_at")
    fields = readonly_fields
    actions = ("remove_members",)

    @admin.action(
        description="Remove selected members (never a workspace's last owner)",
        permissions=["service"],
    )
    def remove_members(self, request: HttpRequest, queryset: QuerySet[Membership]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "removed",
            lambda membership: services.member_remove(actor=actor, membership=membership),
        )


@admin.register(Invitation)
class InvitationAdmin(ReadOnlyAdmin):
    list_display = ("id", "email", "tenant", "role", "state_shown", "created_at", "expires_at")
    list_filter = ("role", ("tenant", admin.EmptyFieldListFilter))
    search_fields = ("id", "email", "tenant__id", "tenant__name")
    date_hierarchy = "created_at"
    list_select_related = ("tenant", "invited_by")
    readonly_fields = (
        "id",
        "email",
        "tenant",
        "role",
        "invited_by",
        "created_at",
        "expires_at",
        "accepted_at",
        "accepted_by",
        "revoked_at",
    )
    fields = readonly_fields
    actions = ("revoke_invitations", "resend_invitations")

    @admin.display(description="state")
    def state_shown(self, invitation: Invitation) -> str:
        return invitation.state()

    @admin.action(description="Revoke selected invitations", permissions=["service"])
    def revoke_invitations(self, request: HttpRequest, queryset: QuerySet[Invitation]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "revoked",
            lambda invitation: services.invitation_revoke(actor=actor, invitation=invitation),
            skip=lambda invitation: (
                None if invitation.state() == "pending" else f"already {invitation.state()}"
            ),
        )

    @admin.action(
        description="Resend selected invitations (a new link replaces the old one)",
        permissions=["service"],
    )
    def resend_invitations(self, request: HttpRequest, queryset: QuerySet[Invitation]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "resent",
            lambda invitation: services.invitation_create(
                actor=actor,
                tenant=invitation.tenant,
                email=invitation.email,
                role=invitation.role,
                invited_by=invitation.invited_by,
            ),
            skip=lambda invitation: (
                f"already {invitation.state()}"
                if invitation.state() in ("accepted", "revoked")
                else None
            ),
        )


@admin.register(WaitlistEntry)
class WaitlistEntryAdmin(ReadOnlyAdmin):
    list_display = ("id", "email", "note", "created_at", "invited")
    search_fields = ("id", "email", "note")
    date_hierarchy = "created_at"
    list_select_related = ("invitation",)
    list_filter = (("invitation", admin.EmptyFieldListFilter),)
    readonly_fields = ("id", "email", "note", "created_at", "invitation")
    fields = readonly_fields
    actions = ("invite_entries",)

    @admin.display(description="invitation")
    def invited(self, entry: WaitlistEntry) -> str:
        return entry.invitation.state() if entry.invitation else "not invited"

    @admin.action(description="Invite selected people to sign up", permissions=["service"])
    def invite_entries(self, request: HttpRequest, queryset: QuerySet[WaitlistEntry]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset.select_related("invitation"),
            "invited",
            lambda entry: services.waitlist_invite(actor=actor, entry=entry),
            skip=lambda entry: selectors.waitlist_skip_reason(entry=entry),
        )


@admin.register(SignInLink)
class SignInLinkAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "tenant", "created_at", "expires_at", "used_at")
    search_fields = ("id", "user__email", "tenant__id")
    list_filter = (("used_at", admin.EmptyFieldListFilter),)
    date_hierarchy = "created_at"
    list_select_related = ("user", "tenant")
    readonly_fields = ("id", "user", "tenant", "created_at", "expires_at", "used_at")
    fields = readonly_fields


@admin.register(SignInMail)
class SignInMailAdmin(ReadOnlyAdmin):
    list_display = ("id", "kind", "to", "subject", "created_at", "stored_message")
    list_filter = ("kind",)
    search_fields = ("id", "to", "subject", "message_id", "send_id")
    date_hierarchy = "created_at"
    readonly_fields = (
        "id",
        "kind",
        "to",
        "subject",
        "created_at",
        "send_id",
        "stored_message",
        "text",
    )
    fields = readonly_fields

    @admin.display(description="message")
    def stored_message(self, mail: SignInMail) -> str:
        if not mail.message_id:
            return "—"
        try:
            url = reverse("admin:mailbox_message_change", args=[mail.message_id])
        except NoReverseMatch:
            return mail.message_id
        return format_html('<a href="{}">{}</a>', url, mail.message_id)

    @admin.display(description="text sent")
    def text(self, mail: SignInMail) -> str:
        # The platform's own mail (codes, invitations): the operator may read it.
        texts = mailbox_selectors.message_texts(message_ids=[mail.message_id])
        return format_html("<pre>{}</pre>", texts.get(mail.message_id, ""))


@admin.register(WorkspaceSettings)
class WorkspaceSettingsAdmin(ReadOnlyAdmin):
    list_display = ("tenant", "require_second_factor", "updated_at")
    list_filter = ("require_second_factor",)
    search_fields = ("tenant__id", "tenant__name")
    list_select_related = ("tenant",)
    readonly_fields = ("tenant", "require_second_factor", "updated_at")
    fields = readonly_fields
    actions = ("require_second_factor", "stop_requiring_second_factor")

    def _set(self, request: HttpRequest, queryset, value: bool) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset.select_related("tenant"),
            "updated",
            lambda row: services.workspace_settings_update(
                actor=actor, tenant=row.tenant, require_second_factor=value
            ),
            skip=lambda row: "already so" if row.require_second_factor == value else None,
        )

    @admin.action(description="Require a second factor of members", permissions=["service"])
    def require_second_factor(self, request: HttpRequest, queryset) -> None:
        self._set(request, queryset, True)

    @admin.action(description="Stop requiring a second factor", permissions=["service"])
    def stop_requiring_second_factor(self, request: HttpRequest, queryset) -> None:
        self._set(request, queryset, False)
