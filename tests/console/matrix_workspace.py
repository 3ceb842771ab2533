"""Cross-tenant matrix entries of the overview, settings and members routes."""

from __future__ import annotations

from apps.console.models import Membership
from apps.console.services import invitation_create
from pylota.core.principal import Actor
from tests.console.matrix import Route

POST = ("POST",)


def _member(people) -> dict:
    return {"membership_id": Membership.objects.get(tenant=people.tenant, user=people.member).pk}


def _invitation(people) -> dict:
    invitation, _ = invitation_create(
        actor=Actor(user="test"), tenant=people.tenant, email="invited@example.com", role="viewer"
    )
    return {"invitation_id": invitation.pk}


ROUTES = {
    "console-overview": Route(),
    "console-settings": Route(),
    "console-settings-name": Route(methods=POST),
    "console-settings-trust": Route(methods=POST),
    "console-settings-second-factor": Route(methods=POST),
    "console-members": Route(),
    "console-member-invite": Route(methods=POST),
    "console-member-leave": Route(methods=POST),
    "console-member-role": Route(make=_member, methods=POST),
    "console-member-remove": Route(make=_member, methods=POST),
    "console-member-transfer": Route(make=_member, methods=POST),
    "console-invitation-revoke": Route(make=_invitation, methods=POST),
    "console-invitation-resend": Route(make=_invitation, methods=POST),
}
