"""OAuth 2.1 for remote MCP clients (ADR 0018): a client registers itself, a person
consents in the console, the client trades the code (with its PKCE verifier) for a token,
and that token acts on the API exactly like a key with the granted permissions, cut down
to the person's current role. Everything here goes through the real endpoints."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import secrets
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.conf import settings
from django.db import connections
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st
from oauth2_provider.models import get_access_token_model, get_refresh_token_model

from apps.console import services
from apps.console.oauth import (
    DEFAULT_SCOPES,
    PERMISSION_SCOPES,
    grant_parse,
    grant_scope,
    resource_metadata_url,
    www_authenticate,
)
from apps.tenants.models import AuditEvent
from pylota.core.permissions import TENANT_PERMISSIONS
from pylota.core.principal import Actor
from tests.factories import IdentityFactory, MembershipFactory

REDIRECT = "http://127.0.0.1:8765/callback"


def _json(response) -> dict:
    return json.loads(response.content)


def register(client: Client | None = None, **metadata):
    body = {"redirect_uris": [REDIRECT], "client_name": "Claude test client", **metadata}
    return (client or Client()).post(
        "/oauth/register", data=json.dumps(body), content_type="application/json"
    )


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).decode().rstrip("=")


@dataclass
class Flow:
    """One client's way through registration, consent and the token endpoint."""

    client_id: str
    verifier: str
    challenge: str
    browser: Client

    def authorize_query(self, **extra) -> dict:
        query = {
            "response_type": "code",
            "client_id": self.client_id,
            "redirect_uri": REDIRECT,
            "state": "st-123",
            "code_challenge": self.challenge,
            "code_challenge_method": "S256",
        }
        query.update(extra)
        return {k: v for k, v in query.items() if v is not None}

    def consent_page(self, **extra):
        return self.browser.get("/oauth/authorize/", self.authorize_query(**extra))

    def allow(self, *, workspace, permissions, identity="", allow=True, **extra):
        page = self.consent_page(**extra)
        assert page.status_code == 200, page.content
        form = page.context["form"]
        data = {f.name: f.value() or "" for f in form.hidden_fields()}
        data.update(workspace=workspace, permissions=permissions, identity=identity)
        if allow:
            data["allow"] = "on"
        return self.browser.post("/oauth/authorize/", data)

    def code(self, **kwargs) -> str:
        response = self.allow(**kwargs)
        assert response.status_code == 302, response.content
        query = parse_qs(urlsplit(response["Location"]).query)
        return query["code"][0]

    def token(self, code: str, verifier: str | None = None):
        return Client().post(
            "/oauth/token/",
            {
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": REDIRECT,
                "client_id": self.client_id,
                "code_verifier": verifier or self.verifier,
            },
        )

    def access(self, **kwargs) -> dict:
        response = self.token(self.code(**kwargs))
        assert response.status_code == 200, response.content
        return _json(response)


def api(token: str, method: str = "get", path: str = "/v1/me", body=None):
    kwargs = {"HTTP_AUTHORIZATION": f"Bearer {token}"}
    if body is not None:
        kwargs.update(data=json.dumps(body), content_type="application/json")
    return getattr(Client(), method)(path, **kwargs)


@pytest.fixture
def flow(people):
    registered = register()
    assert registered.status_code == 201, registered.content
    verifier, challenge = pkce()
    return Flow(
        client_id=_json(registered)["client_id"],
        verifier=verifier,
        challenge=challenge,
        browser=people.client("admin"),
    )


# --- The whole flow ---------------------------------------------------------------------


def test_a_client_registers_gets_consent_and_acts_with_the_granted_permissions(people, flow):
    identity = IdentityFactory(tenant=people.tenant, name="support-bot")
    page = flow.consent_page(scope="messages:read identities:read")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Claude test client" in html
    assert REDIRECT in html
    assert people.tenant.name in html
    assert "support-bot" in html
    assert set(page.context["form"]["permissions"].value()) == {"messages:read", "identities:read"}

    response = flow.allow(
        workspace=people.tenant.id,
        permissions=["messages:read", "identities:read"],
        identity=identity.id,
    )
    assert response.status_code == 302
    location = urlsplit(response["Location"])
    assert f"{location.scheme}://{location.netloc}{location.path}" == REDIRECT
    query = parse_qs(location.query)
    assert query["state"] == ["st-123"]
    assert query["iss"] == [settings.PUBLIC_URL]

    token = flow.token(query["code"][0])
    assert token.status_code == 200, token.content
    body = _json(token)
    assert body["token_type"] == "Bearer"
    assert body["expires_in"] == 3600
    assert body["refresh_token"]
    assert set(body["scope"].split()) == {
        f"workspace:{people.tenant.id}",
        "messages:read",
        "identities:read",
        f"identity:{identity.id}",
    }

    me = api(body["access_token"])
    assert me.status_code == 200, me.content
    me = _json(me)
    assert me["tenant"]["id"] == people.tenant.id
    assert me["level"] == "tenant"
    assert me["permissions"] == ["identities:read", "messages:read"]
    assert me["key"]["identity_id"] == identity.id
    assert me["key"]["id"].startswith("oat_")
    assert me["key"]["state"] == "active"


def test_no_scope_asked_preselects_the_read_only_permissions(people, flow):
    page = flow.consent_page()
    assert sorted(page.context["form"]["permissions"].value()) == DEFAULT_SCOPES
    assert all(p.endswith(":read") for p in DEFAULT_SCOPES)
    assert "quarantine:read" not in DEFAULT_SCOPES


def test_a_permission_not_granted_answers_permission_denied(people, flow):
    token = flow.access(workspace=people.tenant.id, permissions=["messages:read"])["access_token"]
    assert api(token, path="/v1/identities").status_code == 403
    assert _json(api(token, path="/v1/identities"))["error"]["code"] == "permission_denied"


def test_a_write_through_a_token_is_audited_against_the_grant(people, flow):
    token = flow.access(
        workspace=people.tenant.id, permissions=["identities:read", "identities:write"]
    )["access_token"]
    created = api(token, "post", "/v1/identities", {"name": "oauth-made"})
    assert created.status_code == 201, created.content
    access_token = get_access_token_model().objects.get(user=people.admin)
    row = AuditEvent.objects.filter(type="identity.created").latest("id")
    assert row.actor_key_id == f"oat_{access_token.pk}"
    assert row.tenant_id == people.tenant.id


# --- The grant follows the person ------------------------------------------------------


def test_demoting_the_member_shrinks_what_the_token_may_do(people, flow):
    token = flow.access(
        workspace=people.tenant.id, permissions=["identities:read", "identities:write"]
    )["access_token"]
    assert _json(api(token))["permissions"] == ["identities:read", "identities:write"]
    membership = people.tenant.memberships.get(user=people.admin)
    services.member_role_change(actor=Actor(user="test"), membership=membership, role="viewer")
    assert _json(api(token))["permissions"] == ["identities:read"]
    refused = api(token, "post", "/v1/identities", {"name": "not-any-more"})
    assert _json(refused)["error"]["code"] == "permission_denied"


def test_removing_the_member_makes_the_token_unauthenticated(people, flow):
    token = flow.access(workspace=people.tenant.id, permissions=["messages:read"])["access_token"]
    membership = people.tenant.memberships.get(user=people.admin)
    services.member_remove(actor=Actor(user="test"), membership=membership)
    response = api(token)
    assert response.status_code == 401
    assert _json(response)["error"]["code"] == "unauthenticated"


def test_revoking_in_the_console_ends_access_and_refresh(people, flow):
    body = flow.access(workspace=people.tenant.id, permissions=["messages:read"])
    account = flow.browser.get("/console/account")
    assert account.status_code == 200
    html = account.content.decode()
    assert "Authorized apps" in html
    assert "Claude test client" in html
    assert "messages:read" in html
    access_token = get_access_token_model().objects.get(user=people.admin)

    revoked = flow.browser.post("/console/account/apps/revoke", {"token": access_token.pk})
    assert revoked.status_code == 302
    assert api(body["access_token"]).status_code == 401
    refresh = Client().post(
        "/oauth/token/",
        {
            "grant_type": "refresh_token",
            "refresh_token": body["refresh_token"],
            "client_id": flow.client_id,
        },
    )
    assert refresh.status_code == 400
    assert _json(refresh)["error"] == "invalid_grant"
    row = AuditEvent.objects.get(type="oauth_token.revoked")
    assert row.tenant_id == people.tenant.id
    assert row.data["key_id"] == f"oat_{access_token.pk}"
    assert (
        "You have not authorized any app" in flow.browser.get("/console/account").content.decode()
    )


def test_someone_else_cannot_revoke_a_grant(people, flow):
    flow.access(workspace=people.tenant.id, permissions=["messages:read"])
    access_token = get_access_token_model().objects.get(user=people.admin)
    other = people.client("owner").post("/console/account/apps/revoke", {"token": access_token.pk})
    assert other.status_code == 404
    assert get_access_token_model().objects.filter(pk=access_token.pk).exists()


def test_a_refresh_rotates_the_refresh_token(people, flow):
    body = flow.access(workspace=people.tenant.id, permissions=["messages:read"])

    def refresh(token):
        return Client().post(
            "/oauth/token/",
            {"grant_type": "refresh_token", "refresh_token": token, "client_id": flow.client_id},
        )

    fresh = refresh(body["refresh_token"])
    assert fresh.status_code == 200, fresh.content
    fresh = _json(fresh)
    assert fresh["refresh_token"] != body["refresh_token"]
    assert _json(api(fresh["access_token"]))["tenant"]["id"] == people.tenant.id
    assert refresh(body["refresh_token"]).status_code == 400  # a used refresh token is spent
    live = get_refresh_token_model().objects.filter(user=people.admin, revoked=None)
    assert live.count() <= 1


def test_an_unknown_token_is_unauthenticated(db):
    response = api("not-a-token-at-all")
    assert response.status_code == 401
    assert _json(response)["error"]["code"] == "unauthenticated"


# --- Consent ------------------------------------------------------------------------------


def test_consent_offers_only_the_roles_permissions_and_refuses_more(people):
    verifier, challenge = pkce()
    viewer = Flow(
        client_id=_json(register())["client_id"],
        verifier=verifier,
        challenge=challenge,
        browser=people.client("viewer"),
    )
    page = viewer.consent_page()
    offered = {value for value, _ in page.context["form"].fields["permissions"].choices}
    assert "messages:send" not in offered
    assert "messages:read" in offered
    refused = viewer.allow(workspace=people.tenant.id, permissions=["messages:send"])
    assert refused.status_code == 200
    assert "messages:send" in " ".join(refused.context["form"].errors["permissions"])
    assert not get_access_token_model().objects.exists()


def test_an_identity_of_another_workspace_is_refused(people, flow):
    elsewhere = IdentityFactory(tenant=people.other_tenant)
    refused = flow.allow(
        workspace=people.tenant.id, permissions=["messages:read"], identity=elsewhere.id
    )
    assert refused.status_code == 200
    assert "identity" in refused.context["form"].errors


def test_a_workspace_requiring_a_second_factor_requires_it_of_the_grant_too(people, flow):
    token = flow.access(workspace=people.tenant.id, permissions=["messages:read"])["access_token"]
    services.workspace_settings_update(
        actor=Actor(user="test"), tenant=people.tenant, require_second_factor=True
    )
    assert api(token).status_code == 401
    refused = flow.allow(workspace=people.tenant.id, permissions=["messages:read"])
    assert refused.status_code == 200
    assert "second factor" in " ".join(refused.context["form"].errors["workspace"])


def test_deny_sends_the_client_back_with_access_denied(people, flow):
    response = flow.allow(workspace=people.tenant.id, permissions=["messages:read"], allow=False)
    assert response.status_code == 302
    assert parse_qs(urlsplit(response["Location"]).query)["error"] == ["access_denied"]


def test_signing_in_comes_first(people, flow):
    anonymous = Client().get("/oauth/authorize/", flow.authorize_query())
    assert anonymous.status_code == 302
    assert anonymous["Location"].startswith(settings.LOGIN_URL)
    assert "next=" in anonymous["Location"]


def test_the_consent_page_lets_its_form_lead_to_the_redirect_uri_only(people, flow):
    page = flow.consent_page()
    policy = page["Content-Security-Policy"]
    form_action = next(d for d in policy.split(";") if "form-action" in d)
    assert "'self'" in form_action
    assert "http://127.0.0.1:8765" in form_action
    assert "script-src 'self'" in policy


def test_a_tampered_redirect_uri_does_not_widen_the_policy(people, flow):
    page = flow.consent_page()
    data = {f.name: f.value() or "" for f in page.context["form"].hidden_fields()}
    data.update(redirect_uri="https://evil.example/cb", allow="on", workspace=people.tenant.id)
    again = flow.browser.post("/oauth/authorize/", data)  # no permission: shown again
    assert again.status_code == 200
    assert "evil.example" not in again["Content-Security-Policy"]
    assert "127.0.0.1:8765" not in again["Content-Security-Policy"]


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        ({"code_challenge": None, "code_challenge_method": None}, "no PKCE"),
        ({"code_challenge_method": "plain"}, "plain PKCE"),
        ({"code_challenge_method": None}, "a challenge without a method (plain)"),
    ],
)
def test_authorization_without_an_s256_challenge_is_refused(people, flow, extra, why):
    response = flow.consent_page(**extra)
    assert response.status_code == 302, why
    assert parse_qs(urlsplit(response["Location"]).query)["error"] == ["invalid_request"]


def test_a_wrong_code_verifier_gets_no_token(people, flow):
    code = flow.code(workspace=people.tenant.id, permissions=["messages:read"])
    response = flow.token(code, verifier=pkce()[0])
    assert response.status_code == 400
    assert _json(response)["error"] == "invalid_grant"


# --- Registration (RFC 7591) --------------------------------------------------------------


def test_registration_answers_the_client_metadata(db):
    response = register(redirect_uris=[REDIRECT, "https://app.example/cb"])
    assert response.status_code == 201
    body = _json(response)
    assert body["client_id"]
    assert isinstance(body["client_id_issued_at"], int)
    assert body["redirect_uris"] == [REDIRECT, "https://app.example/cb"]
    assert body["grant_types"] == ["authorization_code", "refresh_token"]
    assert body["response_types"] == ["code"]
    assert body["token_endpoint_auth_method"] == "none"
    assert "client_secret" not in body
    row = AuditEvent.objects.get(type="oauth_client.registered")
    assert row.data["client_id"] == body["client_id"]


def test_a_confidential_client_gets_a_secret_it_can_use(people):
    body = _json(register(token_endpoint_auth_method="client_secret_post"))
    assert body["token_endpoint_auth_method"] == "client_secret_post"
    assert body["client_secret"]
    verifier, challenge = pkce()
    flow = Flow(body["client_id"], verifier, challenge, people.client("admin"))
    code = flow.code(workspace=people.tenant.id, permissions=["messages:read"])
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT,
        "client_id": flow.client_id,
        "code_verifier": verifier,
    }
    assert Client().post("/oauth/token/", {**form, "client_secret": "wrong"}).status_code == 401
    good = Client().post("/oauth/token/", {**form, "client_secret": body["client_secret"]})
    assert good.status_code == 200, good.content


@pytest.mark.parametrize(
    ("metadata", "error"),
    [
        ({"redirect_uris": ["http://app.example/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["http://10.0.0.5/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["ftp://app.example/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["https://app.example/cb#frag"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["/relative"]}, "invalid_redirect_uri"),
        ({"redirect_uris": []}, "invalid_redirect_uri"),
        ({"redirect_uris": "https://app.example/cb"}, "invalid_client_metadata"),
        ({"token_endpoint_auth_method": "private_key_jwt"}, "invalid_client_metadata"),
        ({"grant_types": ["client_credentials"]}, "invalid_client_metadata"),
        ({"grant_types": ["authorization_code", "implicit"]}, "invalid_client_metadata"),
        ({"response_types": ["token"]}, "invalid_client_metadata"),
        ({"client_name": 42}, "invalid_client_metadata"),
    ],
)
def test_registration_refuses_bad_metadata(db, metadata, error):
    response = register(**metadata)
    assert response.status_code == 400
    assert _json(response)["error"] == error
    assert _json(response)["error_description"]


@pytest.mark.parametrize(
    "uri", ["http://127.0.0.1/cb", "http://[::1]:4000/cb", "http://localhost:33418/x"]
)
def test_registration_accepts_http_to_loopback(db, uri):
    assert register(redirect_uris=[uri]).status_code == 201


def test_registration_refuses_what_is_not_json(db):
    response = Client().post("/oauth/register", data="nope", content_type="application/json")
    assert response.status_code == 400
    assert _json(response)["error"] == "invalid_client_metadata"


def test_registration_is_rate_limited(db, settings):
    settings.PM_OAUTH_REGISTRATIONS_PER_MINUTE = 2
    client = Client()
    assert [register(client).status_code for _ in range(3)] == [201, 201, 429]
    assert int(register(client)["Retry-After"]) >= 1


# --- Metadata (RFC 8414, RFC 9728) --------------------------------------------------------


def test_the_authorization_server_metadata(db):
    response = Client().get("/.well-known/oauth-authorization-server")
    assert response.status_code == 200
    meta = _json(response)
    base = settings.PUBLIC_URL
    assert meta["issuer"] == base
    assert meta["authorization_endpoint"] == f"{base}/oauth/authorize/"
    assert meta["token_endpoint"] == f"{base}/oauth/token/"
    assert meta["registration_endpoint"] == f"{base}/oauth/register"
    assert meta["revocation_endpoint"] == f"{base}/oauth/revoke_token/"
    assert meta["response_types_supported"] == ["code"]
    assert meta["grant_types_supported"] == ["authorization_code", "refresh_token"]
    assert meta["code_challenge_methods_supported"] == ["S256"]
    assert meta["token_endpoint_auth_methods_supported"] == ["none", "client_secret_post"]
    assert set(meta["scopes_supported"]) == set(PERMISSION_SCOPES)


@pytest.mark.parametrize(
    "path", ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]
)
def test_the_protected_resource_metadata(db, path):
    response = Client().get(path)
    assert response.status_code == 200
    meta = _json(response)
    assert meta["resource"] == f"{settings.PUBLIC_URL}/mcp"
    assert meta["authorization_servers"] == [settings.PUBLIC_URL]
    assert meta["bearer_methods_supported"] == ["header"]
    assert set(meta["scopes_supported"]) == set(PERMISSION_SCOPES)


def test_the_challenge_mcp_sends_points_at_the_resource_metadata(db):
    url = f"{settings.PUBLIC_URL}/.well-known/oauth-protected-resource/mcp"
    assert resource_metadata_url() == url
    assert www_authenticate() == f'Bearer realm="pylota", resource_metadata="{url}"'
    assert www_authenticate("invalid_token").endswith(', error="invalid_token"')
    assert Client().get(urlsplit(resource_metadata_url()).path).status_code == 200


# --- The scope string ---------------------------------------------------------------------

_ulid = st.text(alphabet="0123456789ABCDEFGHJKMNPQRSTVWXYZ", min_size=26, max_size=26)


def test_every_api_permission_is_a_scope():
    assert set(PERMISSION_SCOPES) == TENANT_PERMISSIONS


@given(
    tenant=_ulid,
    permissions=st.lists(st.sampled_from(sorted(PERMISSION_SCOPES)), unique=True),
    identity=st.none() | _ulid,
)
def test_a_grant_reads_back_as_written(tenant, permissions, identity):
    identity_id = f"idn_{identity}" if identity else None
    scope = grant_scope(tenant_id=f"tnt_{tenant}", permissions=permissions, identity_id=identity_id)
    grant = grant_parse(scope)
    assert grant.tenant_id == f"tnt_{tenant}"
    assert grant.permissions == frozenset(permissions)
    assert grant.identity_id == identity_id


@given(st.lists(st.text(max_size=40), max_size=8))
def test_a_scope_string_never_grants_more_than_it_names(parts):
    grant = grant_parse(" ".join(parts))
    assert grant.permissions <= frozenset(PERMISSION_SCOPES)
    if grant.tenant_id is None:
        assert grant.permissions == frozenset()
        assert grant.identity_id is None


def test_two_workspaces_in_one_scope_are_no_grant():
    a, b = "tnt_" + "A" * 26, "tnt_" + "B" * 26
    assert grant_parse(f"workspace:{a} workspace:{b} messages:read").tenant_id is None


# --- In a real browser, JavaScript off ------------------------------------------------------

CHROMIUM = Path(os.environ.get("PM_TEST_CHROMIUM", "/usr/bin/chromium"))


class _Callback(BaseHTTPRequestHandler):
    """The client's loopback redirect URI (RFC 8252): records where it was sent."""

    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.seen.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.end_headers()
        self.wfile.write(b"signed in")

    def log_message(self, format, *args) -> None:
        return


@pytest.mark.xdist_group("browser")
def test_a_person_consents_in_a_browser_with_javascript_off(
    live_server, transactional_db, monkeypatch
):
    """Sign-in first, then the consent page (accessible, no CSP violation), and Allow
    leads the browser to the client's loopback redirect URI past form-action 'self'."""
    if not CHROMIUM.exists():
        pytest.skip(f"needs Chromium at {CHROMIUM}")
    sync_api = pytest.importorskip("playwright.sync_api")
    axe = pytest.importorskip("axe_playwright_python.sync_playwright").Axe
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # Playwright's loop, our ORM
    person = MembershipFactory(role="member").user
    person.set_password("correct horse battery")
    person.save()
    callback = ThreadingHTTPServer(("127.0.0.1", 0), _Callback)
    threading.Thread(target=callback.serve_forever, daemon=True).start()
    redirect = f"http://127.0.0.1:{callback.server_port}/callback"
    client_id = _json(register(redirect_uris=[redirect]))["client_id"]
    verifier, challenge = pkce()
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": redirect,
        "state": "xyz",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "scope": "messages:read",
    }
    console: list[str] = []

    def serious(browser, context, url: str) -> list[str]:
        """axe runs as a script: check ``url`` in a second, JS-on browser of the person."""
        scripted = browser.new_context(storage_state=context.storage_state())
        checked = scripted.new_page()
        checked.goto(url)
        found = axe().run(checked).response["violations"]
        scripted.close()
        return [v["id"] for v in found if v.get("impact") in ("serious", "critical")]

    def exchange(path: str) -> str:
        sent = parse_qs(urlsplit(path).query)
        assert sent["state"] == ["xyz"]
        token = Client().post(
            "/oauth/token/",
            {
                "grant_type": "authorization_code",
                "code": sent["code"][0],
                "redirect_uri": redirect,
                "client_id": client_id,
                "code_verifier": verifier,
            },
        )
        assert token.status_code == 200, token.content
        return _json(token)["access_token"]

    try:
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=["--no-sandbox"]
            )
            context = browser.new_context(java_script_enabled=False, locale="en-US")
            page = context.new_page()
            page.on("console", lambda message: console.append(message.text))
            page.goto(f"{live_server.url}/oauth/authorize/?{urlencode(query)}")
            assert "/accounts/login/" in page.url
            page.get_by_label("Email").fill(person.email)
            page.get_by_label("Password").fill("correct horse battery")
            page.get_by_role("button", name="Sign In", exact=True).click()
            page.wait_for_url(lambda url: "/oauth/authorize/" in url)
            assert page.get_by_label("Workspace", exact=True).is_visible()
            assert page.locator('input[name="permissions"][value="messages:read"]').is_checked()
            assert not page.locator(
                'input[name="permissions"][value="identities:read"]'
            ).is_checked()
            assert serious(browser, context, page.url) == []
            page.get_by_role("button", name="Allow").click()
            page.wait_for_url(lambda url: url.startswith(redirect))
            arrived = [p for p in _Callback.seen if p.startswith("/callback?")]
            assert len(arrived) == 1, _Callback.seen
            access_token = exchange(arrived[0])
            assert _json(api(access_token))["permissions"] == ["messages:read"]

            page.goto(f"{live_server.url}/console/account")
            assert "Claude test client" in page.locator("main").inner_text()
            assert serious(browser, context, page.url) == []
            page.get_by_role("button", name="Revoke Claude test client").click()
            page.wait_for_url(f"{live_server.url}/console/account")
            assert "can no longer act for you" in page.locator("main").inner_text()
            context.close()
            browser.close()
            # Playwright runs this block in a greenlet of its own, where the ORM calls
            # above opened a connection of their own: hand it back.
            connections.close_all()
    finally:
        callback.shutdown()
    assert not [line for line in console if "Content Security Policy" in line or "Refused" in line]
    assert api(access_token).status_code == 401
