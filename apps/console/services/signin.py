"""One-time sign-in links and deleting one's own account."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.console import selectors
from apps.console.models import Membership, SignInLink
from apps.console.services.members import check_keeps_an_owner, member_audit
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.core.tokens import token_digest, token_new

if TYPE_CHECKING:
    from apps.tenants.models import Tenant


def sign_in_link_create(*, user, tenant: Tenant | None = None) -> str:
    """A link that signs ``user`` in once, into ``tenant`` when given. Returns its URL.

    A person with a second factor never gets one: a link is one factor only.
    """
    if selectors.has_second_factor(user=user):
        raise AppError("sign_in_link_not_found")
    token, digest = token_new()
    SignInLink.objects.create(
        user=user,
        tenant=tenant,
        token_digest=digest,
        expires_at=timezone.now() + timedelta(minutes=settings.PM_SIGN_IN_LINK_TTL_MINUTES),
    )
    return f"{settings.PUBLIC_URL}/console/sign-in/{token}"


def sign_in_link_use(*, token: str) -> SignInLink:
    """Spend the link: the conditional update makes two clicks at once spend it once."""
    now = timezone.now()
    used = SignInLink.objects.filter(
        token_digest=token_digest(token), used_at__isnull=True, expires_at__gt=now
    ).update(used_at=now)
    if not used:
        raise AppError("sign_in_link_not_found")
    return SignInLink.objects.select_related("user", "tenant").get(token_digest=token_digest(token))


@transaction.atomic
def account_delete(*, actor: Actor, user) -> None:
    """Delete the person's account and memberships; refused while they are the only owner
    of a workspace (they transfer ownership first)."""
    memberships = list(Membership.objects.select_related("user").filter(user=user))
    for membership in memberships:
        # The same locked check as leaving: two owners deleting at once cannot both go.
        check_keeps_an_owner(membership, None)
    for membership in memberships:
        member_audit(actor, "member.removed", membership, reason="account_deleted")
    user.delete()
