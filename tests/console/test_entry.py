"""Signing in, invitations, sign-in links and the sign-in mail going out through the send
path from the system identity."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from apps.console import services
from apps.console.models import Invitation, Membership, SignInMail
from apps.mailbox.models import Message
from apps.tenants.models import AuditEvent
from pylota.core.principal import Actor
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def _link(text: str) -> str:
    return re.search(r"http://[^\s]+", text).group(0).replace("http://127.0.0.1:8000", "")


def test_an_anonymous_visitor_is_sent_to_sign_in():
    response = Client().get("/console/")
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_the_sign_in_page_renders_with_a_strict_content_security_policy():
    response = Client().get("/accounts/login/")
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert response["X-Frame-Options"] == "DENY"


def test_sign_in_by_code_mails_a_code_from_the_system_identity_and_signs_in():
    user = UserFactory(email="ana@example.com")
    client = Client()
    response = client.post("/accounts/login/code/", {"email": "ana@example.com"})
    assert response.status_code == 302
    mail = SignInMail.objects.get()
    assert mail.to == "ana@example.com"
    stored = Message.objects.get(pk=mail.message_id)
    assert stored.identity.is_system
    code = re.search(r"^\s*([A-Z0-9]{4}-[A-Z0-9]{4})\s*$", stored.text, re.M).group(1)
    response = client.post(response["Location"], {"code": code})
    assert response.status_code == 302
    assert client.get("/console/").wsgi_request.user == user


def test_a_workspace_created_in_the_console_has_its_creator_as_owner():
    user = UserFactory()
    client = Client()
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    response = client.post("/console/new", {"name": "Research agents"})
    membership = Membership.objects.get(user=user)
    assert membership.role == "owner"
    assert response["Location"] == f"/console/{membership.tenant_id}/"


def test_an_invited_person_without_an_account_signs_up_through_the_invitation(people, settings):
    settings.PM_SIGNUP = "invite"
    invitation, _ = services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email="new@example.com", role="viewer"
    )
    mail = SignInMail.objects.get(kind="invitation")
    link = _link(Message.objects.get(pk=mail.message_id).text)
    client = Client()
    assert client.get("/accounts/signup/").status_code == 200
    assert b"Join the waitlist" not in client.get("/accounts/signup/").content
    assert client.get(link).status_code == 200
    response = client.post(
        "/accounts/signup/",
        {
            "email": "new@example.com",
            "password1": "a long pass phrase",
            "password2": "a long pass phrase",
        },
    )
    assert response.status_code == 302, response.content
    response = client.post(link)
    assert response.status_code == 302
    membership = Membership.objects.get(user__email="new@example.com")
    assert (membership.tenant_id, membership.role) == (people.tenant.id, "viewer")
    assert Invitation.objects.get(pk=invitation.pk).state() == "accepted"
    assert AuditEvent.objects.filter(
        type="invitation.accepted", tenant_id=people.tenant.id
    ).exists()


def test_sign_up_is_closed_without_an_invitation_in_invite_mode(settings):
    settings.PM_SIGNUP = "invite"
    response = Client().post(
        "/accounts/signup/",
        {
            "email": "x@example.com",
            "password1": "a long pass phrase",
            "password2": "a long pass phrase",
        },
    )
    assert b"Sign-up is closed" in response.content


def test_an_invitation_cannot_be_accepted_by_another_address(people):
    _, token = services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email="someone@example.com", role="member"
    )
    response = people.client("outsider").post(f"/console/invitations/{token}")
    assert response.status_code == 403
    assert not Membership.objects.filter(user=people.outsider, tenant=people.tenant).exists()


def test_a_sign_in_link_works_once(people):
    url = services.sign_in_link_create(user=people.owner, tenant=people.tenant)
    path = url.replace("http://127.0.0.1:8000", "")
    client = Client()
    assert client.get(path).status_code == 200  # a mail scanner's GET spends nothing
    response = client.post(path)
    assert response["Location"] == f"/console/{people.tenant.id}/"
    assert Client().post(path).status_code == 404


def test_another_workspace_answers_404(people):
    assert people.client("outsider").get(people.url()).status_code == 404
    assert people.client("owner").get(people.url()).status_code == 200


def test_the_development_mail_page_lists_sign_in_mail(people):
    services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email="x@example.com", role="member"
    )
    response = Client().get("/console/dev/mail")
    assert response.status_code == 200
    assert b"/console/invitations/" in response.content


def test_sign_in_codes_are_rate_limited_per_address():
    UserFactory(email="rl@example.com")
    answers = [
        Client().post("/accounts/login/code/", {"email": "rl@example.com"}) for _ in range(4)
    ]
    assert [a.status_code for a in answers[:3]] == [302, 302, 302]
    assert answers[3].status_code == 200  # the form again, saying why
    assert b"Too many" in answers[3].content
    assert SignInMail.objects.filter(to="rl@example.com").count() == 3


def test_a_wrong_code_three_times_spends_it(people):
    client = Client()
    response = client.post("/accounts/login/code/", {"email": people.member.email})
    confirm = response["Location"]
    for _ in range(3):
        client.post(confirm, {"code": "AAAA-AAAA"})
    mail = SignInMail.objects.get(to=people.member.email)
    code = re.search(r"([A-Z0-9]{4}-[A-Z0-9]{4})", Message.objects.get(pk=mail.message_id).text)
    response = client.post(confirm, {"code": code.group(1)})
    assert not client.session.get("_auth_user_id")
