"""Reads of the console. A workspace is reached only through the reader's membership: for
anyone else it does not exist (the same 404 as a missing one)."""

from __future__ import annotations

from django.db.models import QuerySet

from apps.console.models import Invitation, Membership, SignInMail, WorkspaceSettings
from pylota.core.errors import AppError
from pylota.core.tokens import token_digest


def memberships_of(*, user) -> QuerySet[Membership]:
    return Membership.objects.filter(user=user).select_related("tenant").order_by("tenant__name")


def membership_for(*, user, tenant_id: str) -> Membership:
    membership = (
        Membership.objects.filter(user=user, tenant_id=tenant_id).select_related("tenant").first()
    )
    if membership is None:
        raise AppError("tenant_not_found")
    return membership


def member_list(*, tenant_id: str) -> QuerySet[Membership]:
    return Membership.objects.filter(tenant_id=tenant_id).select_related("user").order_by("id")


def membership_get(*, tenant_id: str, membership_id: str) -> Membership:
    membership = member_list(tenant_id=tenant_id).filter(pk=membership_id).first()
    if membership is None:
        raise AppError("membership_not_found")
    return membership


def invitation_list(*, tenant_id: str) -> QuerySet[Invitation]:
    """Open invitations (pending and expired), newest first."""
    return Invitation.objects.filter(
        tenant_id=tenant_id, accepted_at__isnull=True, revoked_at__isnull=True
    ).select_related("invited_by")


def invitation_get(*, tenant_id: str, invitation_id: str) -> Invitation:
    invitation = Invitation.objects.filter(tenant_id=tenant_id, pk=invitation_id).first()
    if invitation is None:
        raise AppError("invitation_not_found")
    return invitation


def workspace_settings(*, tenant_id: str) -> WorkspaceSettings:
    found = WorkspaceSettings.objects.filter(tenant_id=tenant_id).first()
    return found or WorkspaceSettings(tenant_id=tenant_id)


def sign_in_mail_recent(*, limit: int = 20) -> QuerySet[SignInMail]:
    return SignInMail.objects.all()[:limit]


def owner_count(*, tenant_id: str) -> int:
    return Membership.objects.filter(tenant_id=tenant_id, role="owner").count()


def invitation_pending(*, token: str) -> Invitation | None:
    """The pending invitation of this token, or None (expired, used, revoked, unknown)."""
    invitation = (
        Invitation.objects.select_related("tenant").filter(token_digest=token_digest(token)).first()
    )
    return invitation if invitation is not None and invitation.state() == "pending" else None
