"""The overview, settings, members and account pages: their figures come from the data,
their forms change it through the services, and every change leaves its audit row."""

from __future__ import annotations

import re
import time
from datetime import timedelta

import pytest
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal import auth as totp_auth
from django.test import Client
from django.utils import timezone

from apps.console import services
from apps.console.models import Invitation, Membership, SignInMail, WorkspaceSettings
from apps.mailbox.models import Message
from apps.tenants.models import AuditEvent, TenantTrustPolicy
from apps.webhooks.services import webhook_create
from pylota.core.principal import Actor
from tests.factories import (
    ApiKeyFactory,
    IdentityFactory,
    MembershipFactory,
    MessageFactory,
    ThreadFactory,
)

pytestmark = pytest.mark.django_db

HOOK = "https://93.184.215.14/hooks"  # a public literal: no DNS, nothing is sent


def _membership(people, who: str) -> Membership:
    return Membership.objects.get(tenant=people.tenant, user=getattr(people, who))


def _audit(people, type: str) -> list[AuditEvent]:
    return list(AuditEvent.objects.filter(tenant_id=people.tenant.id, type=type))


# --- Overview ----------------------------------------------------------------------------


def test_the_overview_of_an_empty_workspace_has_every_checklist_item_to_do(people):
    response = people.client("owner").get(people.url())
    assert response.status_code == 200
    checklist = {label: done for label, done, _ in response.context["checklist"]}
    assert checklist == {
        "Create an identity": False,
        "Send a test mail": False,
        "Add a webhook": False,
        "Create an API key": False,
    }
    assert response.context["total_in"] == response.context["total_out"] == 0
    assert b"No identities yet" in response.content


def test_the_overview_figures_match_the_workspace_data(people):
    tenant = people.tenant
    agent = IdentityFactory(tenant=tenant, name="support-agent")
    IdentityFactory(tenant=tenant, name="sales-agent")
    IdentityFactory(tenant=people.other_tenant, name="not-ours")
    thread = ThreadFactory(identity=agent)
    now = timezone.now()
    MessageFactory(thread=thread, received_at=now)
    MessageFactory(thread=thread, received_at=now - timedelta(days=2))
    MessageFactory(thread=thread, received_at=now - timedelta(days=30))  # outside the window
    MessageFactory(thread=thread, direction=Message.Direction.OUTBOUND, received_at=now)
    MessageFactory(
        thread=thread,
        received_at=now,
        quarantine_state=Message.QuarantineState.QUARANTINED,
        quarantined_at=now,
    )
    MessageFactory(thread=ThreadFactory(identity=IdentityFactory(tenant=people.other_tenant)))
    ApiKeyFactory(tenant=tenant)
    _healthy, _ = webhook_create(actor=Actor(user="t"), url=HOOK, tenant=tenant)
    broken, _ = webhook_create(actor=Actor(user="t"), url=HOOK + "/2", tenant=tenant)
    broken.enabled = False
    broken.disabled_reason = "failing"
    broken.save(update_fields=["enabled", "disabled_reason"])

    response = people.client("owner").get(people.url())
    context = response.context
    assert [i.name for i in context["identities"]] == ["sales-agent", "support-agent"]
    assert context["total_in"] == 3  # two delivered and one quarantined in the last 7 days
    assert context["total_out"] == 1
    assert context["days"][-1] == {"day": now.date(), "inbound": 2, "outbound": 1}
    assert context["days"][-3]["inbound"] == 1
    assert len(context["days"]) == 7
    assert context["quarantined"] == 1
    assert [w.pk for w in context["disabled"]] == [broken.pk]
    assert context["failing"] == []
    assert all(done for _, done, _ in context["checklist"])
    content = response.content.decode()
    assert "support-agent" in content
    assert "not-ours" not in content
    assert "1 disabled" in content


def test_the_overview_hides_the_quarantine_count_from_a_viewer(people):
    response = people.client("viewer").get(people.url())
    assert response.status_code == 200
    assert response.context["quarantined"] is None
    assert b"figure-quarantine" not in response.content


def test_a_failing_webhook_shows_as_failing(people):
    endpoint, _ = webhook_create(actor=Actor(user="t"), url=HOOK, tenant=people.tenant)
    endpoint.consecutive_failures = 4
    endpoint.save(update_fields=["consecutive_failures"])
    response = people.client("member").get(people.url())
    assert [w.pk for w in response.context["failing"]] == [endpoint.pk]
    assert b"1 failing" in response.content


# --- Settings ----------------------------------------------------------------------------


def test_an_admin_renames_the_workspace(people):
    response = people.client("admin").post(people.url("settings/name"), {"name": "Acme bots"})
    assert response.status_code == 302
    people.tenant.refresh_from_db()
    assert people.tenant.name == "Acme bots"
    (event,) = _audit(people, "tenant.updated")
    assert event.actor_user == people.admin.email
    assert event.data == {"fields": ["name"]}


def test_an_empty_name_is_shown_next_to_the_form(people):
    response = people.client("owner").post(people.url("settings/name"), {"name": ""})
    assert response.status_code == 422
    assert b"This field is required" in response.content
    people.tenant.refresh_from_db()
    assert people.tenant.name == "Acme agents"


def test_a_person_may_loosen_and_tighten_the_trust_policy(people):
    client = people.client("admin")
    client.post(
        people.url("settings/trust"),
        {"dns_temperror_action": "hold"},  # checkbox absent: API keys may not release
    )
    policy = TenantTrustPolicy.objects.get(tenant=people.tenant)
    assert (policy.quarantine_release_by_api_keys, policy.dns_temperror_action) == (False, "hold")
    response = client.post(
        people.url("settings/trust"),
        {"quarantine_release_by_api_keys": "on", "dns_temperror_action": "flag"},
    )
    assert response.status_code == 302
    policy.refresh_from_db()
    assert (policy.quarantine_release_by_api_keys, policy.dns_temperror_action) == (True, "flag")
    assert len(_audit(people, "tenant.trust_policy_updated")) == 2


def test_a_bad_trust_choice_is_refused_without_a_change(people):
    response = people.client("owner").post(
        people.url("settings/trust"), {"dns_temperror_action": "explode"}
    )
    assert response.status_code == 422
    assert not TenantTrustPolicy.objects.filter(tenant=people.tenant).exists()


def test_requiring_a_second_factor_needs_one_of_your_own_first(people):
    response = people.client("owner").post(
        people.url("settings/second-factor"), {"require_second_factor": "on"}
    )
    assert response.status_code == 422
    assert b"Add a second factor to your own account first" in response.content
    assert not WorkspaceSettings.objects.filter(tenant=people.tenant).exists()


def test_the_owner_requires_a_second_factor(people):
    Authenticator.objects.create(user=people.owner, type=Authenticator.Type.TOTP, data={})
    response = people.client("owner").post(
        people.url("settings/second-factor"), {"require_second_factor": "on"}
    )
    assert response.status_code == 302
    assert WorkspaceSettings.objects.get(tenant=people.tenant).require_second_factor
    (event,) = _audit(people, "workspace.settings_updated")
    assert event.data == {"require_second_factor": True}


def test_a_required_second_factor_sends_a_member_without_one_to_add_one(people):
    WorkspaceSettings.objects.create(tenant=people.tenant, require_second_factor=True)
    response = people.client("member").get(people.url())
    assert response.status_code == 302
    assert response["Location"] == "/accounts/2fa/"
    Authenticator.objects.create(user=people.member, type=Authenticator.Type.TOTP, data={})
    assert people.client("member").get(people.url()).status_code == 200


def test_the_settings_page_shows_the_current_values(people):
    TenantTrustPolicy.objects.create(tenant=people.tenant, dns_temperror_action="hold")
    response = people.client("viewer").get(people.url("settings"))
    assert response.status_code == 200
    assert response.context["trust_form"].initial["dns_temperror_action"] == "hold"
    assert b"can read these settings" in response.content


# --- Members -----------------------------------------------------------------------------


def test_the_members_page_lists_everyone_with_their_role(people):
    response = people.client("viewer").get(people.url("members"))
    content = response.content.decode()
    for who in ("owner", "admin", "member", "viewer"):
        assert getattr(people, who).email in content
    assert people.outsider.email not in content
    assert "Send invitation" not in content  # a viewer does not manage members


def test_the_owner_changes_a_role(people):
    target = _membership(people, "member")
    response = people.client("owner").post(
        people.url(f"members/{target.pk}/role"), {f"{target.pk}-role": "admin"}
    )
    assert response.status_code == 302
    target.refresh_from_db()
    assert target.role == "admin"
    (event,) = _audit(people, "member.role_changed")
    assert event.data["previous_role"] == "member"
    assert event.actor_user == people.owner.email


def test_a_bad_role_is_refused_with_a_message(people):
    target = _membership(people, "member")
    response = people.client("owner").post(
        people.url(f"members/{target.pk}/role"), {f"{target.pk}-role": "emperor"}, follow=True
    )
    assert response.status_code == 200
    assert "not one of the available choices" in response.content.decode()
    target.refresh_from_db()
    assert target.role == "member"


def test_the_last_owner_cannot_be_demoted_removed_or_leave(people):
    client = people.client("owner")
    owner = _membership(people, "owner")
    response = client.post(
        people.url(f"members/{owner.pk}/role"), {f"{owner.pk}-role": "admin"}, follow=True
    )
    assert "at least one owner" in response.content.decode()
    response = client.post(people.url(f"members/{owner.pk}/remove"), follow=True)
    assert "at least one owner" in response.content.decode()
    response = client.post(people.url("members/leave"), follow=True)
    assert "at least one owner" in response.content.decode()
    owner.refresh_from_db()
    assert owner.role == "owner"
    assert not AuditEvent.objects.filter(type__startswith="member.").exists()


def test_the_owner_removes_a_member(people):
    target = _membership(people, "viewer")
    response = people.client("owner").post(people.url(f"members/{target.pk}/remove"))
    assert response.status_code == 302
    assert not Membership.objects.filter(pk=target.pk).exists()
    (event,) = _audit(people, "member.removed")
    assert event.data["email"] == people.viewer.email


def test_the_owner_transfers_ownership(people):
    target = _membership(people, "admin")
    response = people.client("owner").post(people.url(f"members/{target.pk}/transfer"))
    assert response.status_code == 302
    target.refresh_from_db()
    assert target.role == "owner"
    assert _membership(people, "owner").role == "admin"
    assert len(_audit(people, "member.role_changed")) == 2


def test_an_admin_cannot_manage_members(people):
    target = _membership(people, "viewer")
    client = people.client("admin")
    assert client.post(people.url(f"members/{target.pk}/remove")).status_code == 403
    assert client.post(people.url(f"members/{target.pk}/transfer")).status_code == 403
    assert Membership.objects.filter(pk=target.pk).exists()


def test_invite_revoke_and_resend(people):
    client = people.client("owner")
    response = client.post(
        people.url("members/invite"), {"email": "New@Example.com", "role": "viewer"}
    )
    assert response.status_code == 302
    invitation = Invitation.objects.get(tenant=people.tenant)
    assert (invitation.email, invitation.role, invitation.invited_by) == (
        "new@example.com",
        "viewer",
        people.owner,
    )
    assert SignInMail.objects.filter(kind="invitation", to="new@example.com").count() == 1
    page = client.get(people.url("members")).content.decode()
    assert "new@example.com" in page
    assert "Resend to new@example.com" in page

    response = client.post(people.url(f"invitations/{invitation.pk}/resend"))
    assert response.status_code == 302
    invitation.refresh_from_db()
    assert invitation.revoked_at is not None  # replaced
    fresh = Invitation.objects.get(tenant=people.tenant, revoked_at__isnull=True)
    assert fresh.pk != invitation.pk
    assert fresh.role == "viewer"
    assert SignInMail.objects.filter(kind="invitation", to="new@example.com").count() == 2

    response = client.post(people.url(f"invitations/{fresh.pk}/revoke"))
    assert response.status_code == 302
    fresh.refresh_from_db()
    assert fresh.state() == "revoked"
    assert len(_audit(people, "invitation.created")) == 2
    assert len(_audit(people, "invitation.revoked")) == 1
    response = client.post(people.url(f"invitations/{fresh.pk}/revoke"), follow=True)
    assert "does not exist, has expired or was revoked" in response.content.decode()


def test_inviting_a_member_or_a_bad_address_is_shown_on_the_form(people):
    client = people.client("owner")
    response = client.post(
        people.url("members/invite"), {"email": people.member.email, "role": "viewer"}
    )
    assert response.status_code == 422
    assert "already a member" in response.content.decode()
    response = client.post(people.url("members/invite"), {"email": "nope", "role": "viewer"})
    assert response.status_code == 422
    assert "valid email" in response.content.decode()
    assert not Invitation.objects.exists()


def test_a_member_leaves(people):
    response = people.client("member").post(people.url("members/leave"))
    assert response.status_code == 302
    assert response["Location"] == "/console/"
    assert not Membership.objects.filter(tenant=people.tenant, user=people.member).exists()
    (event,) = _audit(people, "member.left")
    assert event.actor_user == people.member.email


def test_an_owner_leaves_when_another_owner_remains(people):
    _membership(people, "admin")
    services.member_role_change(
        actor=Actor(user="t"), membership=_membership(people, "admin"), role="owner"
    )
    response = people.client("owner").post(people.url("members/leave"))
    assert response.status_code == 302
    assert not Membership.objects.filter(tenant=people.tenant, user=people.owner).exists()


# --- Account -----------------------------------------------------------------------------


def test_the_account_page_lists_addresses_factors_and_workspaces(people):
    response = people.client("member").get("/console/account")
    assert response.status_code == 200
    content = response.content.decode()
    assert people.member.email in content
    assert "Acme agents" in content
    assert "Elsewhere" not in content
    for url in ("/accounts/email/", "/accounts/password/change/", "/accounts/2fa/"):
        assert url in content
    assert "/accounts/sessions/" in content


def test_leaving_from_the_account_page(people):
    client = people.client("viewer")
    response = client.post("/console/account/leave", {"workspace": people.tenant.id})
    assert response.status_code == 302
    assert not Membership.objects.filter(user=people.viewer).exists()
    assert client.post("/console/account/leave", {"workspace": people.tenant.id}).status_code == 404
    other = people.other_tenant.id
    assert (
        people.client("member").post("/console/account/leave", {"workspace": other}).status_code
        == 404
    )


def test_the_only_owner_cannot_delete_their_account(people):
    client = people.client("owner")
    page = client.get("/console/account/delete")
    assert page.status_code == 200
    assert "only owner of" in page.content.decode()
    response = client.post("/console/account/delete", {"confirm": people.owner.email})
    assert response.status_code == 422
    assert "at least one owner" in response.content.decode()
    assert Membership.objects.filter(user=people.owner).exists()


def test_deleting_an_account_needs_the_confirmation_and_then_works(people):
    client = people.client("member")
    response = client.post("/console/account/delete", {"confirm": "someone@else.com"})
    assert response.status_code == 422
    assert type(people.member).objects.filter(pk=people.member.pk).exists()
    response = client.post("/console/account/delete", {"confirm": people.member.email.upper()})
    assert response.status_code == 302
    assert response["Location"] == "/accounts/login/"
    assert not type(people.member).objects.filter(pk=people.member.pk).exists()
    (event,) = _audit(people, "member.removed")
    assert event.data["reason"] == "account_deleted"
    assert client.get("/console/account").status_code == 302  # signed out


def test_an_owner_with_a_co_owner_may_delete_their_account(people):
    MembershipFactory(tenant=people.tenant, role="owner")
    response = people.client("owner").post(
        "/console/account/delete", {"confirm": people.owner.email}
    )
    assert response.status_code == 302
    assert not Membership.objects.filter(user_id=people.owner.pk).exists()


def test_account_pages_need_a_signed_in_person():
    for url in ("/console/account", "/console/account/delete"):
        response = Client().get(url)
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/")


# --- allauth's pages under the console look and its Content-Security-Policy ---------------

INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*type=\"application/json\")[^>]*>")
HANDLER = re.compile(r"<[^>]+\son[a-z]+\s*=", re.I)


def _page(response) -> str:
    """The page, after checking it would run under script-src 'self' with no inline style."""
    assert response.status_code == 200, response.status_code
    html = response.content.decode()
    assert "unsafe-inline" not in response["Content-Security-Policy"]
    assert not INLINE_SCRIPT.findall(html), INLINE_SCRIPT.findall(html)
    assert "style=" not in html
    assert not HANDLER.findall(html)
    assert '<html lang="en">' in html
    return html


def _sign_in(client: Client, user) -> None:
    response = client.post("/accounts/login/", {"login": user.email, "password": user.raw_password})
    assert response.status_code == 302, response.content


def _totp_code(secret: str) -> str:
    counter = int(time.time()) // 30
    return totp_auth.format_hotp_value(totp_auth.hotp_value(secret, counter))


@pytest.mark.parametrize(
    "url",
    [
        "/accounts/login/",
        "/accounts/login/code/",
        "/accounts/password/reset/",
        "/accounts/password/reset/done/",
        "/accounts/signup/",
    ],
)
def test_the_signed_out_pages_render_under_the_policy(url, settings):
    settings.PM_SIGNUP = "open"
    html = _page(Client().get(url))
    assert 'href="/static/console/console.css"' in html or "console.css" in html


def test_the_passkey_login_starts_from_a_static_script_with_its_options_in_data(settings):
    html = _page(Client().get("/accounts/login/"))
    assert 'data-allauth-form="webauthn.loginForm"' in html
    assert "/static/console/allauth.js" in html


@pytest.mark.parametrize(
    "url",
    [
        "/accounts/email/",
        "/accounts/password/change/",
        "/accounts/2fa/",
        "/accounts/sessions/",
        "/accounts/3rdparty/",
    ],
)
def test_the_account_management_pages_render_under_the_policy(people, url):
    client = Client()
    _sign_in(client, people.member)
    _page(client.get(url))


def test_totp_activation_recovery_codes_and_the_second_factor_step_work(people):
    user = people.member
    client = Client()
    _sign_in(client, user)
    response = client.get("/accounts/2fa/totp/activate/")
    assert response["Location"].startswith("/accounts/reauthenticate/")
    _page(client.get(response["Location"]))
    response = client.post(response["Location"], {"password": user.raw_password})
    assert response["Location"] == "/accounts/2fa/totp/activate/"
    html = _page(client.get("/accounts/2fa/webauthn/add/"))
    assert 'data-allauth-form="webauthn.addForm"' in html
    assert 'id="js_data"' in html
    html = _page(client.get("/accounts/2fa/totp/activate/"))
    assert "<label" in html
    secret = client.session[totp_auth.SECRET_SESSION_KEY]
    response = client.post("/accounts/2fa/totp/activate/", {"code": _totp_code(secret)})
    assert response.status_code == 302
    assert Authenticator.objects.filter(user=user, type=Authenticator.Type.TOTP).exists()

    html = _page(client.get("/accounts/2fa/recovery-codes/"))
    assert 'data-allauth-form="recoveryCodes.viewForm"' in html
    codes = RecoveryCodes(
        Authenticator.objects.get(user=user, type=Authenticator.Type.RECOVERY_CODES)
    ).get_unused_codes()
    assert codes[0] in html

    client.post("/accounts/logout/")
    response = client.post("/accounts/login/", {"login": user.email, "password": user.raw_password})
    assert response["Location"] == "/accounts/2fa/authenticate/"
    html = _page(client.get("/accounts/2fa/authenticate/"))
    assert 'data-allauth-form="webauthn.authenticateForm"' in html
    response = client.post("/accounts/2fa/authenticate/", {"code": codes[0]})
    assert response.status_code == 302
    assert client.get("/console/account").status_code == 200


def test_a_password_is_reset_through_the_mailed_link(people):
    user = people.viewer
    client = Client()
    response = client.post("/accounts/password/reset/", {"email": user.email})
    assert response.status_code == 302
    mail = SignInMail.objects.filter(to=user.email).latest("id")
    text = Message.objects.get(pk=mail.message_id).text
    link = re.search(r"http://\S+/accounts/password/reset/key/\S+", text).group(0)
    response = client.get(link[link.index("/accounts/") :])
    assert response.status_code == 302
    _page(client.get(response["Location"]))
    response = client.post(
        response["Location"],
        {"password1": "a brand new passphrase", "password2": "a brand new passphrase"},
    )
    assert response.status_code == 302
    user.refresh_from_db()
    assert user.check_password("a brand new passphrase")


def test_email_and_pending_email_pages_have_no_inline_style(people):
    client = Client()
    _sign_in(client, people.admin)
    html = _page(client.get("/accounts/email/"))
    assert 'data-allauth-form="account.manageEmailForm"' in html
    assert "data-i18n-confirm-delete=" in html


def test_signing_up_leads_to_the_code_page_which_renders_under_the_policy(settings):
    settings.PM_SIGNUP = "open"
    client = Client()
    response = client.post(
        "/accounts/signup/",
        {
            "email": "fresh@example.com",
            "password1": "a long pass phrase",
            "password2": "a long pass phrase",
        },
    )
    assert response.status_code == 302
    html = _page(client.get(response["Location"]))
    assert "<label" in html
    assert SignInMail.objects.filter(to="fresh@example.com").exists()


def test_the_login_code_confirmation_page_renders_under_the_policy(people):
    client = Client()
    response = client.post("/accounts/login/code/", {"email": people.member.email})
    assert response.status_code == 302
    html = _page(client.get(response["Location"]))
    assert "<label" in html
