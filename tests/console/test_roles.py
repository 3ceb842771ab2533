"""The role table, page by page: every console action that needs a permission answers as
pylota.core.roles says, for every role.

The expected answer is never written here: it is ``role_can(role, action.permission)``,
read from ROLE_PERMISSIONS, so the table and the pages cannot drift apart. Allowed means a
2xx/3xx answer and the action's effect in the database; refused means 403 and no effect.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from allauth.mfa.models import Authenticator
from django.utils import timezone

from apps.console import services
from apps.console.models import Invitation, Membership, WorkspaceSettings
from apps.identities.models import Identity
from apps.mailbox.models import Message
from apps.tenants.models import ApiKey, TenantTrustPolicy
from apps.webhooks.models import WebhookEndpoint
from pylota.core.permissions import TENANT_PERMISSIONS
from pylota.core.principal import Actor
from pylota.core.roles import CONSOLE_ONLY, ROLE_PERMISSIONS, Role, role_can
from tests.factories import IdentityFactory, MessageFactory, ThreadFactory

pytestmark = pytest.mark.django_db

HOOK = "https://93.184.215.14/hooks"  # a public literal: no DNS, nothing is sent


def _membership(people, who: str) -> Membership:
    return Membership.objects.get(tenant=people.tenant, user=getattr(people, who))


def _invitation(people) -> Invitation:
    invitation, _ = services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email="guest@example.com", role="viewer"
    )
    return invitation


@dataclass(frozen=True)
class Action:
    """``prepare(people)`` makes what the action is about and returns ``(path, data)``;
    ``effect(people, prepared)`` says whether it happened."""

    name: str
    permission: str
    prepare: Callable
    effect: Callable
    method: str = "post"


def _rename(people):
    return "settings/name", {"name": "Renamed workspace"}


def _renamed(people, _):
    people.tenant.refresh_from_db()
    return people.tenant.name == "Renamed workspace"


def _trust(people):
    return "settings/trust", {"dns_temperror_action": "hold"}


def _trust_changed(people, _):
    return TenantTrustPolicy.objects.filter(
        tenant=people.tenant, dns_temperror_action="hold"
    ).exists()


def _second_factor(people):
    for who in Role:  # whoever may require one has one (else the form says to add one)
        Authenticator.objects.create(
            user=getattr(people, who.value), type=Authenticator.Type.TOTP, data={}
        )
    return "settings/second-factor", {"require_second_factor": "on"}


def _second_factor_required(people, _):
    return WorkspaceSettings.objects.filter(
        tenant=people.tenant, require_second_factor=True
    ).exists()


def _invite(people):
    return "members/invite", {"email": "new@example.com", "role": "member"}


def _invited(people, _):
    return Invitation.objects.filter(tenant=people.tenant, email="new@example.com").exists()


def _change_role(people):
    target = _membership(people, "viewer")
    return f"members/{target.pk}/role", {f"{target.pk}-role": "member"}


def _role_changed(people, _):
    return _membership(people, "viewer").role == "member"


def _remove(people):
    return f"members/{_membership(people, 'viewer').pk}/remove", {}


def _removed(people, _):
    return not Membership.objects.filter(tenant=people.tenant, user=people.viewer).exists()


def _transfer(people):
    return f"members/{_membership(people, 'admin').pk}/transfer", {}


def _transferred(people, _):
    return _membership(people, "admin").role == "owner"


def _revoke(people):
    return f"invitations/{_invitation(people).pk}/revoke", {}


def _revoked(people, _):
    return Invitation.objects.get(tenant=people.tenant).revoked_at is not None


def _resend(people):
    return f"invitations/{_invitation(people).pk}/resend", {}


def _resent(people, _):
    return Invitation.objects.filter(tenant=people.tenant).count() == 2


# --- Actions on the mail and manage pages (other areas' routes, same role table) ---------


def _create_identity(people):
    return "identities", {"name": "role-agent", "sender_policy": "open"}


def _identity_created(people, _):
    return Identity.objects.filter(tenant=people.tenant, name="role-agent").exists()


def _create_key(people):
    return "keys", {"name": "role key", "permissions": ["messages:read"]}


def _key_created(people, _):
    return ApiKey.objects.filter(tenant=people.tenant, name="role key").exists()


def _create_webhook(people):
    return "webhooks", {"url": HOOK, "enabled": "on"}


def _webhook_created(people, _):
    return WebhookEndpoint.objects.filter(tenant=people.tenant, url=HOOK).exists()


def _send(people):
    identity = IdentityFactory(tenant=people.tenant, name="sender")
    return "compose", {
        "identity": identity.id,
        "to": "someone@example.com",
        "subject": "Role check",
        "text": "Hello",
        "token": secrets.token_urlsafe(24),
    }


def _sent(people, _):
    return Message.objects.filter(
        tenant=people.tenant, direction=Message.Direction.OUTBOUND, subject="Role check"
    ).exists()


def _release(people):
    message = MessageFactory(
        thread=ThreadFactory(identity=IdentityFactory(tenant=people.tenant)),
        quarantine_state=Message.QuarantineState.QUARANTINED,
        quarantined_at=timezone.now(),
        quarantine_reasons=[{"code": "injection"}],
    )
    return f"quarantine/{message.id}/release", {}


def _released(people, _):
    return Message.objects.filter(
        tenant=people.tenant, quarantine_state=Message.QuarantineState.RELEASED
    ).exists()


def _page(path):
    return lambda people: (path, None)


def _shown(people, response):
    return response.status_code == 200


ACTIONS = [
    Action("view the overview", "tenants:read", _page(""), _shown, method="get"),
    Action("view the settings", "tenants:read", _page("settings"), _shown, method="get"),
    Action("view the members", "tenants:read", _page("members"), _shown, method="get"),
    Action("rename the workspace", "tenants:write", _rename, _renamed),
    Action("change the trust policy", "tenants:write", _trust, _trust_changed),
    Action("require a second factor", "members:manage", _second_factor, _second_factor_required),
    Action("invite a member", "members:manage", _invite, _invited),
    Action("change a role", "members:manage", _change_role, _role_changed),
    Action("remove a member", "members:manage", _remove, _removed),
    Action("transfer ownership", "members:manage", _transfer, _transferred),
    Action("revoke an invitation", "members:manage", _revoke, _revoked),
    Action("resend an invitation", "members:manage", _resend, _resent),
    Action("create an identity", "identities:write", _create_identity, _identity_created),
    Action("create an API key", "keys:write", _create_key, _key_created),
    Action("create a webhook", "webhooks:write", _create_webhook, _webhook_created),
    Action("send a message", "messages:send", _send, _sent),
    Action("release quarantined mail", "quarantine:release", _release, _released),
]

CASES = [
    pytest.param(role.value, action, id=f"{role.value}-{action.name.replace(' ', '-')}")
    for action in ACTIONS
    for role in Role
]


def test_every_action_names_a_real_permission():
    for action in ACTIONS:
        assert action.permission in TENANT_PERMISSIONS | CONSOLE_ONLY, action.name


def test_the_table_has_both_answers_for_every_permission_it_tests_but_reads():
    # A permission every role holds (or none) would make the refusal path untested.
    for permission in {a.permission for a in ACTIONS} - {"tenants:read"}:
        holders = {role for role, perms in ROLE_PERMISSIONS.items() if permission in perms}
        assert holders, permission
        assert holders != set(Role), permission


@pytest.mark.parametrize(("role", "action"), CASES)
def test_each_role_may_do_exactly_what_the_role_table_says(people, role, action):
    path, data = action.prepare(people)
    client = people.client(role)
    call = getattr(client, action.method)
    response = call(people.url(path), data) if data is not None else call(people.url(path))
    if role_can(role, action.permission):
        assert 200 <= response.status_code < 400, response.status_code
        assert action.effect(people, response), f"{role} could not {action.name}"
    else:
        assert response.status_code == 403
        assert not action.effect(people, response), f"{role} managed to {action.name}"
