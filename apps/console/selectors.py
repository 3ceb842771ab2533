"""Reads of the console. A workspace is reached only through the reader's membership: for
anyone else it does not exist (the same 404 as a missing one)."""

from __future__ import annotations

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator
from allauth.usersessions.models import UserSession
from django.db.models import Count, QuerySet

from apps.console.models import (
    Invitation,
    Membership,
    SignInMail,
    WaitlistEntry,
    WorkspaceSettings,
)
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


def account_summary(*, user) -> dict:
    """What the account page shows of a person: their addresses, second factors (by type)
    and how many sessions they have open."""
    factors = list(Authenticator.objects.filter(user=user).values_list("type", flat=True))
    return {
        "emails": list(EmailAddress.objects.filter(user=user).order_by("-primary", "email")),
        "totp": Authenticator.Type.TOTP in factors,
        "recovery_codes": Authenticator.Type.RECOVERY_CODES in factors,
        "passkeys": factors.count(Authenticator.Type.WEBAUTHN),
        "sessions": UserSession.objects.filter(user=user).count(),
    }


def sole_owner_of(*, user) -> set[str]:
    """The workspaces (tenant IDs) where ``user`` is the only owner, in one query: what
    blocks them from leaving them or deleting their account."""
    owned = Membership.objects.filter(user=user, role="owner").values("tenant_id")
    return set(
        Membership.objects.filter(tenant_id__in=owned, role="owner")
        .values("tenant_id")
        .annotate(n=Count("id"))
        .filter(n=1)
        .values_list("tenant_id", flat=True)
    )


def has_second_factor(*, user) -> bool:
    """The test ConsoleView applies when a workspace requires a second factor."""
    return Authenticator.objects.filter(user=user).exists()


def waitlist_entries(*, emails: list[str] | None = None) -> QuerySet[WaitlistEntry]:
    """The waitlist, oldest first (only these addresses when ``emails`` is given)."""
    entries = WaitlistEntry.objects.select_related("invitation").order_by("created_at", "id")
    if emails is not None:
        entries = entries.filter(email__in=[e.strip().lower() for e in emails])
    return entries


def waitlist_skip_reason(*, entry: WaitlistEntry) -> str | None:
    """Why an entry is not invited (again): its invitation is still open, or was used."""
    state = entry.invitation.state() if entry.invitation else None
    return f"invitation {state}" if state in ("pending", "accepted") else None
