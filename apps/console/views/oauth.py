"""OAuth 2.1 for remote MCP clients (ADR 0018): django-oauth-toolkit's endpoints under
``/oauth/`` with our consent page, dynamic client registration, and the two metadata
documents at the root (``wellknown_urlpatterns``).

The consent page is where a grant is decided: the signed-in person picks one of their
workspaces, the permissions (never more than their role there) and optionally one
identity, and that choice becomes the scope string DOT stores with the code and the
tokens (``apps.console.oauth``).
"""

from __future__ import annotations

import json
import time
from urllib.parse import urlsplit

from django import forms
from django.conf import settings
from django.core.cache import cache
from django.http import JsonResponse
from django.urls import path
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from oauth2_provider import views as dot_views
from oauth2_provider.forms import AllowForm
from oauth2_provider.models import get_application_model

from apps.console import selectors
from apps.console import services as console_services
from apps.console.oauth import DEFAULT_SCOPES, PERMISSION_SCOPES, grant_scope
from apps.identities import selectors as identity_selectors
from pylota.core.permissions import Level
from pylota.core.principal import Actor, Principal
from pylota.core.roles import ROLE_PERMISSIONS, Role

# --- Consent ----------------------------------------------------------------------------


class ConsentForm(AllowForm):
    """DOT's hidden fields (client, redirect URI, state, PKCE challenge, asked scopes)
    plus the grant: a workspace, permissions, and at most one identity."""

    workspace = forms.ChoiceField(required=False, label="Workspace")
    permissions = forms.MultipleChoiceField(
        required=False, label="Permissions", widget=forms.CheckboxSelectMultiple
    )
    identity = forms.ChoiceField(required=False, label="Identity")

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user
        self.memberships = {m.tenant_id: m for m in selectors.memberships_of(user=user)}
        self.fields["workspace"].choices = [
            (m.tenant_id, f"{m.tenant.name} ({m.role})") for m in self.memberships.values()
        ]
        # Each workspace's role limits what can be granted in it; the checkboxes offer
        # what at least one of the person's roles holds and clean() checks the one picked.
        held = set().union(*(ROLE_PERMISSIONS[Role(m.role)] for m in self.memberships.values()))
        self.fields["permissions"].choices = [
            (p, f"{p}: {d}") for p, d in PERMISSION_SCOPES.items() if p in held
        ]
        self.identities = {
            tenant_id: list(identity_selectors.identity_list(principal=_reader(m)).order_by("name"))
            for tenant_id, m in self.memberships.items()
        }
        self.fields["identity"].choices = [("", "Every identity in the workspace")] + [
            (m.tenant.name, [(i.id, i.name or i.id) for i in self.identities[tenant_id]])
            for tenant_id, m in self.memberships.items()
            if self.identities[tenant_id]
        ]
        if len(self.memberships) == 1:
            self.fields["workspace"].initial = next(iter(self.memberships))

    def clean(self):
        data = super().clean()
        if not data.get("allow"):
            return data  # Deny needs no grant
        membership = self.memberships.get(data.get("workspace") or "")
        if membership is None:
            self.add_error("workspace", "Pick one of your workspaces.")
            return data
        if selectors.workspace_settings(
            tenant_id=membership.tenant_id
        ).require_second_factor and not selectors.has_second_factor(user=self.user):
            self.add_error(
                "workspace",
                f"{membership.tenant.name} requires a second factor: add one first.",
            )
        allowed = ROLE_PERMISSIONS[Role(membership.role)]
        chosen = set(data.get("permissions") or [])
        if not chosen:
            self.add_error("permissions", "Grant at least one permission.")
        elif beyond := sorted(chosen - allowed):
            self.add_error(
                "permissions",
                f"Your role in {membership.tenant.name} ({membership.role}) cannot grant: "
                + ", ".join(beyond),
            )
        identity_id = data.get("identity") or None
        if identity_id and identity_id not in {i.id for i in self.identities[membership.tenant_id]}:
            self.add_error("identity", f"This identity is not in {membership.tenant.name}.")
        data["scope"] = grant_scope(
            tenant_id=membership.tenant_id, permissions=sorted(chosen), identity_id=identity_id
        )
        return data


def _reader(membership) -> Principal:
    """The principal the consent page lists a workspace's identities with."""
    return Principal(
        key_id="",
        level=Level.TENANT,
        permissions=frozenset({"identities:read"}),
        tenant_id=membership.tenant_id,
        partner_id=membership.tenant.partner_id,
    )


class ConsentView(dot_views.AuthorizationView):
    """``/oauth/authorize/``: DOT validates the request (client, redirect URI, PKCE S256)
    and, after Allow, issues the code; we render the consent and write the grant."""

    template_name = "console/oauth/authorize.html"
    form_class = ConsentForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "user": self.request.user}

    def get_initial(self):
        initial = super().get_initial()
        asked = [s for s in (initial.get("scope") or "").split() if s in PERMISSION_SCOPES]
        initial["permissions"] = asked or DEFAULT_SCOPES
        return initial

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        form = context.get("form")
        client_id = kwargs.get("client_id") or (form and form["client_id"].value())
        application = get_application_model().objects.filter(client_id=client_id).first()
        context.setdefault("application", application)
        context.setdefault("redirect_uri", form and form["redirect_uri"].value())
        context["has_workspaces"] = bool(form and form.memberships)
        return context

    def render_to_response(self, context, **kwargs):
        response = super().render_to_response(context, **kwargs)
        # The console's CSP limits form-action to 'self', and browsers apply it to the
        # redirect that follows a submission: let this form lead to the client's own
        # redirect URI, if it is one the client registered, and nowhere else.
        application, uri = context.get("application"), context.get("redirect_uri")
        origin = _origin(uri)
        if origin and application is not None and application.redirect_uri_allowed(uri):
            response._csp_update = {"form-action": [origin]}
        return response


def _origin(uri: str | None) -> str | None:
    try:
        parts = urlsplit(uri or "")
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}"


# --- Dynamic client registration (RFC 7591) ---------------------------------------------

_MAX_BODY = 16 * 1024


def _oauth_error(error: str, description: str, status: int = 400, **headers) -> JsonResponse:
    response = JsonResponse({"error": error, "error_description": description}, status=status)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


def _registration_allowed(request) -> int | None:
    """Count one registration for the caller's address; the seconds to wait when this
    minute's allowance (``PM_OAUTH_REGISTRATIONS_PER_MINUTE``) is spent."""
    window = 60
    now = time.time()
    start = int(now // window) * window
    key = f"rl:oauth-register:{request.META.get('REMOTE_ADDR', '')}:{start}"
    cache.add(key, 0, timeout=window + 5)
    try:
        used = cache.incr(key)
    except ValueError:  # evicted between add and incr
        cache.set(key, 1, timeout=window + 5)
        used = 1
    if used > settings.PM_OAUTH_REGISTRATIONS_PER_MINUTE:
        return max(1, int(start + window - now))
    return None


@method_decorator(csrf_exempt, name="dispatch")
class RegisterView(View):
    """``POST /oauth/register``: open registration, as MCP clients expect; each client
    still needs a person's consent before it can act."""

    http_method_names = ["post"]

    def post(self, request):
        wait = _registration_allowed(request)
        if wait is not None:
            return _oauth_error(
                "too_many_requests", "Too many registrations; retry later.", 429, Retry_After=wait
            )
        if len(request.body) > _MAX_BODY:
            return _oauth_error("invalid_client_metadata", "The body is too large.")
        try:
            metadata = json.loads(request.body or b"null")
        except (ValueError, UnicodeDecodeError):
            return _oauth_error("invalid_client_metadata", "The body must be JSON.")
        actor = Actor(
            user=f"oauth-registration:{request.META.get('REMOTE_ADDR', '')}"[:150],
            request_id=getattr(request, "request_id", ""),
        )
        try:
            client = console_services.oauth_client_register(actor=actor, metadata=metadata)
        except console_services.ClientMetadataError as exc:
            return _oauth_error(exc.error, exc.description)
        app = client.application
        body = {
            "client_id": app.client_id,
            "client_id_issued_at": int(app.created.timestamp()),
            "client_name": app.name,
            "redirect_uris": app.redirect_uris.split(),
            "grant_types": ["authorization_code", "refresh_token"],
            "response_types": ["code"],
            "token_endpoint_auth_method": client.auth_method,
        }
        if client.client_secret:
            body["client_secret"] = client.client_secret
            body["client_secret_expires_at"] = 0  # does not expire (RFC 7591 §3.2.1)
        response = JsonResponse(body, status=201)
        response["Cache-Control"] = "no-store"
        return response


# --- Routes -----------------------------------------------------------------------------

# Mounted at /oauth/ in the ``oauth2_provider`` namespace, because DOT reverses its own
# URL names (the metadata document names these endpoints by them).
oauth_urlpatterns = [
    path("authorize/", ConsentView.as_view(), name="authorize"),
    path("token/", dot_views.TokenView.as_view(), name="token"),
    path("revoke_token/", dot_views.RevokeTokenView.as_view(), name="revoke-token"),
    path("register", RegisterView.as_view(), name="dcr-register"),
]

wellknown_urlpatterns = [
    path(
        ".well-known/oauth-authorization-server",
        dot_views.OAuthServerMetadataView.as_view(),
        name="oauth-server-metadata",
    ),
    path(
        ".well-known/oauth-protected-resource",
        dot_views.OAuthProtectedResourceMetadataView.as_view(),
        name="oauth-resource-metadata",
    ),
    path(
        ".well-known/oauth-protected-resource/mcp",
        dot_views.OAuthProtectedResourceMetadataView.as_view(),
        name="oauth-resource-metadata-mcp",
    ),
]
