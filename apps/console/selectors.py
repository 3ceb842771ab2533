"""Reads of the console. A workspace is reached only through the reader's membership: for
anyone else it does not exist (the same 404 as a missing one)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator
from allauth.usersessions.models import UserSession
from django.db.models import Count, Q, QuerySet
from django.utils import timezone
from oauth2_provider.models import get_access_token_model

from apps.console.models import (
    Invitation,
    Membership,
    SignInMail,
    WaitlistEntry,
    WorkspaceSettings,
)
from apps.console.oauth import Grant, grant_parse
from apps.identities import selectors as identity_selectors
from apps.tenants.models import ApiKey, Tenant
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Principal
from pylota.core.roles import ROLE_PERMISSIONS, Role
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


# --- OAuth grants (ADR 0018) ------------------------------------------------------------


@dataclass(frozen=True)
class OAuthGrant:
    """A live OAuth access token, resolved the way an API key is: ``principal`` for the
    checks, ``key`` an unsaved ``ApiKey`` describing the grant for what reads the calling
    key (``/v1/me``, the tenant's rate limit), ``access_token`` DOT's row."""

    principal: Principal
    key: ApiKey
    access_token: object
    tenant: Tenant


def oauth_grant(token: str) -> OAuthGrant | None:
    """The grant behind a bearer token, or None when it is unknown, expired, revoked (DOT
    deletes revoked tokens), not a workspace grant, or its person is no longer an active
    member of the workspace (or lacks the second factor the workspace requires).
    Permissions are the token's permission scopes cut down to the member's current role;
    an ``identity:`` scope whose identity is gone refuses it too."""
    access_token = (
        get_access_token_model()
        .objects.select_related("application", "user")
        .filter(token_checksum=hashlib.sha256(token.encode()).hexdigest())
        .first()
    )
    if access_token is None or access_token.is_expired() or access_token.user is None:
        return None
    if not access_token.user.is_active:
        return None
    grant = grant_parse(access_token.scope)
    if grant.tenant_id is None:
        return None
    membership = (
        Membership.objects.select_related("tenant__partner")
        .filter(user_id=access_token.user_id, tenant_id=grant.tenant_id)
        .first()
    )
    if membership is None:
        return None
    if workspace_settings(
        tenant_id=grant.tenant_id
    ).require_second_factor and not has_second_factor(user=access_token.user):
        return None  # as the console refuses its pages to this member
    tenant = membership.tenant
    permissions = grant.permissions & ROLE_PERMISSIONS[Role(membership.role)]
    principal = Principal(
        key_id=f"oat_{access_token.pk}",
        level=Level.TENANT,
        permissions=frozenset(permissions),
        tenant_id=tenant.id,
        partner_id=tenant.partner_id,
        identity_id=grant.identity_id,
    )
    if grant.identity_id:
        try:
            identity_selectors.identity_get(principal=principal, identity_id=grant.identity_id)
        except AppError:
            return None
    application = access_token.application
    key = ApiKey(
        id=principal.key_id,
        level=Level.TENANT,
        tenant=tenant,
        identity_id=grant.identity_id or "",
        name=f"OAuth: {application.name or application.client_id}" if application else "OAuth",
        prefix="",
        permissions=sorted(permissions),
        expires_at=access_token.expires,
        created_at=access_token.created,
    )
    return OAuthGrant(principal=principal, key=key, access_token=access_token, tenant=tenant)


def oauth_principal(token: str) -> Principal | None:
    """What a bearer OAuth access token may do, as the principal an API key would give
    (``oauth_grant``), or None when the token must be refused as unauthenticated."""
    found = oauth_grant(token)
    return found.principal if found else None


@dataclass(frozen=True)
class AuthorizedApp:
    """One grant a person gave, as the account page lists it."""

    access_token: object
    grant: Grant
    workspace: str
    identity: str | None

    @property
    def permissions(self) -> list[str]:
        return sorted(self.grant.permissions)


def oauth_tokens_of(*, user) -> list[AuthorizedApp]:
    """The person's live grants, newest first: access tokens not yet expired, or whose
    refresh token can still mint a new one."""
    now = timezone.now()
    tokens = (
        get_access_token_model()
        .objects.select_related("application")
        .filter(user=user, scope__contains="workspace:")
        .filter(Q(expires__gt=now) | Q(refresh_token__isnull=False, refresh_token__revoked=None))
        .order_by("-created", "-pk")
    )
    names = dict(memberships_of(user=user).values_list("tenant_id", "tenant__name"))
    found = []
    for access_token in tokens:
        grant = grant_parse(access_token.scope)
        if grant.tenant_id is None:
            continue
        found.append(
            AuthorizedApp(
                access_token=access_token,
                grant=grant,
                workspace=names.get(grant.tenant_id, grant.tenant_id),
                identity=grant.identity_id,
            )
        )
    return found


def oauth_token_of(*, user, token_id: str):
    """One of the person's access tokens; anyone else's answers ``key_not_found``."""
    tokens = get_access_token_model().objects.filter(user=user)
    found = tokens.filter(pk=int(token_id)).first() if str(token_id).isdigit() else None
    if found is None:
        raise AppError("key_not_found")
    return found
