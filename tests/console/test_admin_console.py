"""The operator plane for the console's people: admin actions go through the services and
leave audit rows with the operator's name; ``manage.py waitlist`` lists and invites."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.utils import timezone

from apps.console import services
from apps.console.models import (
    Invitation,
    Membership,
    SignInMail,
    WaitlistEntry,
    WorkspaceSettings,
)
from apps.tenants.models import AuditEvent
from pylota.core.principal import Actor
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def operator():
    return UserFactory(username="ops", is_staff=True, is_superuser=True)


@pytest.fixture
def admin_client(operator) -> Client:
    client = Client()
    client.force_login(operator)
    return client


def _act(client: Client, model: str, action: str, *pks) -> object:
    return client.post(
        f"/admin/console/{model}/",
        {"action": action, "_selected_action": list(pks)},
        follow=True,
    )


def _invite(people, email="guest@example.com", role="viewer") -> Invitation:
    invitation, _ = services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email=email, role=role
    )
    return invitation


@pytest.mark.parametrize(
    "model",
    ["membership", "invitation", "waitlistentry", "signinlink", "signinmail", "workspacesettings"],
)
def test_every_console_model_is_listed_and_cannot_be_added_by_hand(admin_client, people, model):
    assert admin_client.get(f"/admin/console/{model}/").status_code == 200
    assert admin_client.get(f"/admin/console/{model}/add/").status_code == 403


def test_revoking_an_invitation_in_the_admin_is_audited(admin_client, people):
    invitation = _invite(people)
    response = _act(admin_client, "invitation", "revoke_invitations", invitation.pk)
    assert "Revoked 1 invitations" in response.content.decode()
    invitation.refresh_from_db()
    assert invitation.state() == "revoked"
    event = AuditEvent.objects.get(type="invitation.revoked")
    assert event.actor_user == "admin:ops"
    assert event.tenant_id == people.tenant.id


def test_revoking_a_revoked_invitation_is_skipped(admin_client, people):
    invitation = _invite(people)
    services.invitation_revoke(actor=Actor(user="t"), invitation=invitation)
    response = _act(admin_client, "invitation", "revoke_invitations", invitation.pk)
    assert "Skipped 1" in response.content.decode()
    assert AuditEvent.objects.filter(type="invitation.revoked").count() == 1


def test_resending_an_invitation_replaces_it_and_mails_again(admin_client, people):
    invitation = _invite(people, role="admin")
    response = _act(admin_client, "invitation", "resend_invitations", invitation.pk)
    assert "Resent 1 invitations" in response.content.decode()
    invitation.refresh_from_db()
    assert invitation.revoked_at is not None
    fresh = Invitation.objects.get(tenant=people.tenant, revoked_at__isnull=True)
    assert fresh.role == "admin"
    assert fresh.email == "guest@example.com"
    assert SignInMail.objects.filter(kind="invitation", to="guest@example.com").count() == 2
    assert AuditEvent.objects.filter(type="invitation.created", actor_user="admin:ops").count() == 1


def test_inviting_from_the_waitlist_in_the_admin(admin_client, settings):
    settings.PM_SIGNUP = "waitlist"
    entry = services.waitlist_join(email="wait@example.com", note="research agents")
    response = _act(admin_client, "waitlistentry", "invite_entries", entry.pk)
    assert "Invited 1 waitlist entries" in response.content.decode()
    entry.refresh_from_db()
    assert entry.invitation.tenant is None
    assert entry.invitation.role == "owner"
    assert AuditEvent.objects.get(type="invitation.created").actor_user == "admin:ops"
    response = _act(admin_client, "waitlistentry", "invite_entries", entry.pk)
    assert "invitation pending" in response.content.decode()
    assert Invitation.objects.count() == 1


def test_removing_a_member_in_the_admin_keeps_the_last_owner(admin_client, people):
    owner = Membership.objects.get(tenant=people.tenant, user=people.owner)
    viewer = Membership.objects.get(tenant=people.tenant, user=people.viewer)
    response = _act(admin_client, "membership", "remove_members", owner.pk, viewer.pk)
    content = response.content.decode()
    assert "Removed 1 members" in content
    assert "last_owner" in content
    assert Membership.objects.filter(pk=owner.pk).exists()
    assert not Membership.objects.filter(pk=viewer.pk).exists()
    assert AuditEvent.objects.get(type="member.removed").actor_user == "admin:ops"


def test_requiring_a_second_factor_in_the_admin_is_audited(admin_client, people):
    row = WorkspaceSettings.objects.create(tenant=people.tenant)
    _act(admin_client, "workspacesettings", "require_second_factor", row.pk)
    row.refresh_from_db()
    assert row.require_second_factor
    event = AuditEvent.objects.get(type="workspace.settings_updated")
    assert event.actor_user == "admin:ops"
    assert event.data == {"require_second_factor": True}


def test_a_sign_in_mail_shows_the_text_it_sent(admin_client, people):
    _invite(people)
    mail = SignInMail.objects.get(kind="invitation")
    page = admin_client.get(f"/admin/console/signinmail/{mail.pk}/change/").content.decode()
    assert "/console/invitations/" in page
    assert mail.message_id in page


# --- manage.py waitlist ------------------------------------------------------------------


def _run(*args) -> str:
    out = StringIO()
    call_command("waitlist", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_waitlist_list_and_invite_named_addresses(settings):
    settings.PM_SIGNUP = "waitlist"
    services.waitlist_join(email="a@example.com", note="mail bots")
    services.waitlist_join(email="b@example.com")
    listing = _run("list")
    assert "a@example.com" in listing
    assert "not invited" in listing
    assert "2 on the waitlist" in listing
    out = _run("invite", "A@example.com")
    assert "invited a@example.com" in out
    assert "1 invited" in out
    assert WaitlistEntry.objects.get(email="a@example.com").invitation is not None
    assert WaitlistEntry.objects.get(email="b@example.com").invitation is None
    event = AuditEvent.objects.get(type="invitation.created")
    assert event.actor_user == "manage.py waitlist"
    assert "pending" in _run("list")


def test_waitlist_invite_all_skips_open_invitations_and_replaces_expired_ones(settings):
    settings.PM_SIGNUP = "waitlist"
    for email in ("a@example.com", "b@example.com", "c@example.com"):
        services.waitlist_join(email=email)
    _run("invite", "a@example.com", "b@example.com")
    Invitation.objects.filter(email="b@example.com").update(
        expires_at=timezone.now() - timedelta(days=1)
    )
    out = _run("invite", "--all")
    assert "skipped a@example.com: invitation pending" in out
    assert "invited b@example.com" in out
    assert "invited c@example.com" in out
    assert "2 invited" in out
    assert SignInMail.objects.filter(kind="invitation").count() == 4


def test_waitlist_invite_refuses_unknown_addresses_and_bad_arguments(settings):
    settings.PM_SIGNUP = "waitlist"
    services.waitlist_join(email="a@example.com")
    with pytest.raises(CommandError, match="not on the waitlist"):
        _run("invite", "a@example.com", "nobody@example.com")
    assert WaitlistEntry.objects.get(email="a@example.com").invitation is not None
    with pytest.raises(CommandError, match="or pass --all"):
        _run("invite")
    with pytest.raises(CommandError, match="or pass --all"):
        _run("invite", "--all", "a@example.com")
