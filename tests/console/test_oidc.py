"""Signing in to the console through an OpenID Connect provider: allauth's own
``openid_connect`` provider against a fake IdP on loopback (tests/console/oidc_idp.py), with
real HTTP for discovery, the code exchange, the keys and userinfo. The browser's part (the
redirect to the IdP and back) is played by the test client and ``requests``."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
import requests
from allauth.account.models import EmailAddress
from allauth.socialaccount.models import SocialAccount
from django.contrib.auth import get_user_model
from django.test import Client

from apps.console import services
from apps.console.models import Membership
from pylota.core.principal import Actor
from tests.console.oidc_idp import FakeIdP, Person
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

PROVIDER_ID = "fake-idp"
CLIENT_ID = "pylota-console"
SECRET = "s3cret-of-the-console"


@pytest.fixture
def idp(settings):
    with FakeIdP(
        client_id=CLIENT_ID,
        secret=SECRET,
        person=Person(sub="idp-user-42", email="rosa@idp.example", name="Rosa Idp"),
    ) as provider:
        # The dict pylota/settings.py builds from PM_OIDC_PROVIDERS.
        settings.SOCIALACCOUNT_PROVIDERS = {
            "openid_connect": {
                "APPS": [
                    {
                        "provider_id": PROVIDER_ID,
                        "name": "Fake IdP",
                        "client_id": CLIENT_ID,
                        "secret": SECRET,
                        "settings": {"server_url": provider.url},
                    }
                ],
                "OAUTH_PKCE_ENABLED": True,
            }
        }
        yield provider


def sign_in_through(idp: FakeIdP, client: Client):
    """Start at the console, go to the IdP and come back, as a browser would; returns the
    callback's response."""
    response = client.post(f"/accounts/oidc/{PROVIDER_ID}/login/")
    assert response.status_code == 302, response.content
    authorize = response["Location"]
    assert authorize.startswith(f"{idp.url}/authorize?")
    query = parse_qs(urlsplit(authorize).query)
    assert query["client_id"] == [CLIENT_ID]
    assert query["code_challenge_method"] == ["S256"]
    at_idp = requests.get(authorize, allow_redirects=False, timeout=5)
    assert at_idp.status_code == 302, at_idp.text
    back = urlsplit(at_idp.headers["Location"])
    assert back.path == f"/accounts/oidc/{PROVIDER_ID}/login/callback/"
    assert parse_qs(back.query)["state"] == query["state"]
    return client.get(f"{back.path}?{back.query}")


def signed_in_user(client: Client):
    user = client.get("/console/").wsgi_request.user
    return user if user.is_authenticated else None


def test_the_provider_shows_on_the_sign_in_page(idp):
    response = Client().get("/accounts/login/")
    assert response.status_code == 200
    assert f"/accounts/oidc/{PROVIDER_ID}/login/".encode() in response.content


def test_in_open_sign_up_a_new_person_is_created_with_the_idps_verified_email(idp, settings):
    settings.PM_SIGNUP = "open"
    client = Client()
    response = sign_in_through(idp, client)
    assert response.status_code == 302, response.content
    user = signed_in_user(client)
    assert user is not None
    assert user.email == "rosa@idp.example"
    assert EmailAddress.objects.get(user=user, email="rosa@idp.example").verified
    account = SocialAccount.objects.get(user=user)
    assert (account.provider, account.uid) == (PROVIDER_ID, "idp-user-42")
    # allauth exchanged the code itself, server to server, with the PKCE verifier and
    # the console's secret, then read the keys and the person's claims.
    (token_call,) = idp.calls("/token")
    assert token_call.method == "POST"
    assert token_call.params["code_verifier"]
    assert token_call.params["redirect_uri"].endswith(
        f"/accounts/oidc/{PROVIDER_ID}/login/callback/"
    )
    assert idp.calls("/userinfo")
    # The new person has no workspace yet: the console asks them to make one.
    assert client.get("/console/")["Location"] == "/console/new"


def test_a_callback_from_a_flow_started_in_another_browser_signs_nobody_in(idp, settings):
    settings.PM_SIGNUP = "open"
    started = Client()
    response = started.post(f"/accounts/oidc/{PROVIDER_ID}/login/")
    at_idp = requests.get(response["Location"], allow_redirects=False, timeout=5)
    back = urlsplit(at_idp.headers["Location"])
    victim = Client()  # login CSRF: the state is not this browser's
    assert victim.get(f"{back.path}?{back.query}").status_code == 401
    assert signed_in_user(victim) is None
    assert not idp.calls("/token")  # refused before the code was spent
    assert not get_user_model().objects.filter(email="rosa@idp.example").exists()


def test_in_invite_mode_sign_up_without_an_invitation_is_refused(idp, settings):
    settings.PM_SIGNUP = "invite"
    client = Client()
    response = sign_in_through(idp, client)
    assert signed_in_user(client) is None
    assert not get_user_model().objects.filter(email="rosa@idp.example").exists()
    assert not SocialAccount.objects.exists()
    assert response.status_code in (200, 302)
    if response.status_code == 302:
        response = client.get(response["Location"])
    assert b"Sign-up is closed" in response.content


def test_in_invite_mode_an_invited_person_signs_up_through_the_idp(idp, settings, people):
    settings.PM_SIGNUP = "invite"
    _, token = services.invitation_create(
        actor=Actor(user="t"), tenant=people.tenant, email="rosa@idp.example", role="member"
    )
    client = Client()
    assert client.get(f"/console/invitations/{token}").status_code == 200
    response = sign_in_through(idp, client)
    assert response.status_code == 302, response.content
    assert response["Location"] == f"/console/invitations/{token}"
    assert client.post(response["Location"]).status_code == 302
    membership = Membership.objects.get(user__email="rosa@idp.example")
    assert (membership.tenant_id, membership.role) == (people.tenant.id, "member")


def test_an_existing_person_with_that_verified_email_is_signed_into_their_account(idp, settings):
    settings.PM_SIGNUP = "invite"  # no sign-up needed: the account exists
    existing = UserFactory(email="rosa@idp.example")
    client = Client()
    response = sign_in_through(idp, client)
    assert response.status_code == 302, response.content
    assert signed_in_user(client) == existing
    assert get_user_model().objects.filter(email__iexact="rosa@idp.example").count() == 1
    assert SocialAccount.objects.get(provider=PROVIDER_ID).user == existing


def test_an_unverified_email_from_the_idp_does_not_take_over_an_account(idp, settings):
    settings.PM_SIGNUP = "invite"
    UserFactory(email="rosa@idp.example")
    idp.person = Person(sub="idp-user-42", email="rosa@idp.example", email_verified=False)
    client = Client()
    sign_in_through(idp, client)
    assert signed_in_user(client) is None
    assert not SocialAccount.objects.exists()
    assert get_user_model().objects.filter(email__iexact="rosa@idp.example").count() == 1


def test_a_wrong_client_secret_signs_nobody_in(idp, settings):
    settings.PM_SIGNUP = "open"
    idp.secret = "not-the-console-secret"
    client = Client()
    response = sign_in_through(idp, client)
    assert response.status_code == 401  # allauth's authentication error page
    assert signed_in_user(client) is None
    assert [call.params.get("client_secret") for call in idp.calls("/token")] == [SECRET]
    assert not get_user_model().objects.filter(email="rosa@idp.example").exists()


def test_the_fake_idps_id_token_is_signed_with_the_key_it_publishes(idp):
    """allauth trusts an ID token it fetched itself over the back channel without checking
    its signature (OIDC Core 3.1.3.7); a client that does check it finds RS256 and the
    published key."""
    import jwt

    authorize = requests.get(
        f"{idp.url}/authorize",
        params={
            "client_id": CLIENT_ID,
            "response_type": "code",
            "scope": "openid email",
            "redirect_uri": "http://testserver/cb",
            "nonce": "n-1",
        },
        allow_redirects=False,
        timeout=5,
    )
    code = parse_qs(urlsplit(authorize.headers["Location"]).query)["code"][0]
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": "http://testserver/cb",
    }
    tokens = requests.post(
        f"{idp.url}/token", data=form, auth=(CLIENT_ID, SECRET), timeout=5
    ).json()
    key = jwt.PyJWKClient(f"{idp.url}/jwks").get_signing_key_from_jwt(tokens["id_token"])
    claims = jwt.decode(
        tokens["id_token"], key.key, algorithms=["RS256"], audience=CLIENT_ID, issuer=idp.url
    )
    assert (claims["sub"], claims["email"], claims["nonce"]) == (
        "idp-user-42",
        "rosa@idp.example",
        "n-1",
    )
    assert claims["email_verified"] is True
    again = requests.post(f"{idp.url}/token", data=form, auth=(CLIENT_ID, SECRET), timeout=5)
    assert again.status_code == 400  # a code works once
