"""Invitations to a workspace (or, from the waitlist, to sign up at all), and the waitlist.

An invitation is accepted by a signed-in person whose verified address is the one invited;
someone without an account signs up through it (apps/console/adapter.py lets them in even
while sign-up is by invitation only, and takes the invited address as verified).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from allauth.account.models import EmailAddress
from django.conf import settings
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.console.models import Invitation, Membership, WaitlistEntry
from apps.console.services.mail import system_mail_send
from apps.console.services.members import member_audit
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.core.roles import Role
from pylota.core.tokens import token_digest, token_new

if TYPE_CHECKING:
    from apps.tenants.models import Tenant


def invitation_url(token: str) -> str:
    return f"{settings.PUBLIC_URL}/console/invitations/{token}"


def _audit(actor: Actor, type: str, invitation: Invitation) -> None:
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=invitation,
        tenant_id=invitation.tenant_id or "",
        data={"email": invitation.email, "role": invitation.role},
    )


def _send(invitation: Invitation, token: str, inviter: str) -> None:
    context = {
        "invitation": invitation,
        "workspace": invitation.tenant.name if invitation.tenant else None,
        "inviter": inviter,
        "url": invitation_url(token),
        "days": settings.PM_INVITATION_TTL_DAYS,
    }
    subject = render_to_string("console/mail/invitation_subject.txt", context).strip()
    system_mail_send(
        kind="invitation",
        to=invitation.email,
        subject=subject,
        text=render_to_string("console/mail/invitation.txt", context),
    )


@transaction.atomic
def invitation_create(
    *, actor: Actor, tenant: Tenant | None, email: str, role: str, invited_by=None
) -> tuple[Invitation, str]:
    """Invite ``email``; inviting an address with an open invitation replaces it (a new
    token, a new mail). Returns the invitation and its token (it exists only here)."""
    email = email.strip().lower()
    role = Role(role)
    if (
        tenant is not None
        and Membership.objects.filter(
            tenant=tenant, user__emailaddress__email__iexact=email
        ).exists()
    ):
        raise AppError("member_exists")
    now = timezone.now()
    Invitation.objects.filter(
        tenant=tenant, email=email, accepted_at__isnull=True, revoked_at__isnull=True
    ).update(revoked_at=now)
    token, digest = token_new()
    invitation = Invitation.objects.create(
        tenant=tenant,
        email=email,
        role=role,
        token_digest=digest,
        invited_by=invited_by,
        expires_at=now + timedelta(days=settings.PM_INVITATION_TTL_DAYS),
    )
    _audit(actor, "invitation.created", invitation)
    inviter = getattr(invited_by, "email", "") or "The Pylota Mail operator"
    # In the same transaction: the invitation and its stored mail exist together or not at
    # all; delivery is queued after commit by the send path.
    _send(invitation, token, inviter)
    return invitation, token


@transaction.atomic
def invitation_revoke(*, actor: Actor, invitation: Invitation) -> Invitation:
    if invitation.state() != "pending":
        raise AppError("invitation_not_found")
    invitation.revoked_at = timezone.now()
    invitation.save(update_fields=["revoked_at"])
    _audit(actor, "invitation.revoked", invitation)
    return invitation


@transaction.atomic
def invitation_accept(*, actor: Actor, token: str, user) -> Invitation:
    """Accept for ``user``: they join the workspace with the invited role. Refused unless
    one of their verified addresses is the invited one."""
    invitation = (
        Invitation.objects.select_for_update().filter(token_digest=token_digest(token)).first()
    )
    if invitation is None or invitation.state() != "pending":
        raise AppError("invitation_not_found")
    if not EmailAddress.objects.filter(
        user=user, email__iexact=invitation.email, verified=True
    ).exists():
        raise AppError("invitation_email_mismatch")
    if invitation.tenant_id is not None:
        membership, created = Membership.objects.get_or_create(
            tenant_id=invitation.tenant_id, user=user, defaults={"role": invitation.role}
        )
        if created:
            member_audit(actor, "member.added", membership, invitation_id=invitation.id)
    invitation.accepted_at = timezone.now()
    invitation.accepted_by = user
    invitation.save(update_fields=["accepted_at", "accepted_by"])
    _audit(actor, "invitation.accepted", invitation)
    return invitation


def waitlist_join(*, email: str, note: str = "") -> WaitlistEntry:
    """Ask for an account. Asking twice changes nothing and says nothing different."""
    if settings.PM_SIGNUP != "waitlist":
        raise AppError("waitlist_closed")
    email = email.strip().lower()
    try:
        with transaction.atomic():
            return WaitlistEntry.objects.create(email=email, note=note[:500])
    except IntegrityError:
        return WaitlistEntry.objects.get(email=email)


@transaction.atomic
def waitlist_invite(*, actor: Actor, entry: WaitlistEntry) -> Invitation:
    """Invite someone from the waitlist to sign up (and create a workspace of their own)."""
    invitation, _ = invitation_create(actor=actor, tenant=None, email=entry.email, role=Role.OWNER)
    entry.invitation = invitation
    entry.save(update_fields=["invitation"])
    return invitation
