"""OAuth 2.1 for remote MCP clients: the scope vocabulary and the oauthlib server
django-oauth-toolkit runs (ADR 0018).

A grant is written into the token's scope string, so DOT stores it without a table of
ours: ``workspace:<tnt_id>`` names the workspace, one scope per permission of the API
vocabulary (``messages:read``, …) names what the client may do, and an optional
``identity:<idn_id>`` narrows it to one identity, like an identity-scoped key. A client
asks for permission scopes; the person picks the workspace and the identity on the
consent page, which writes the final string. When the token is used, its permissions are
cut down to the member's current role (``apps.console.selectors.oauth_principal``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.conf import settings
from oauth2_provider.scopes import BaseScopes
from oauthlib.oauth2 import WebApplicationServer
from oauthlib.oauth2.rfc6749.grant_types.authorization_code import code_challenge_method_s256

# The permissions a person can hand to a client: the tenant level of the API vocabulary
# (pylota.core.permissions; a test keeps the two equal). The console-only ones
# (members:manage, workspace:delete) are not API permissions.
PERMISSION_SCOPES: dict[str, str] = {
    "tenants:read": "Read the workspace and its trust policy",
    "tenants:write": "Change the workspace and its trust policy",
    "keys:read": "List API keys",
    "keys:write": "Create, rotate and revoke API keys",
    "audit:read": "Read the audit log",
    "events:read": "Read events",
    "identities:read": "List identities and their addresses",
    "identities:write": "Create, pause and delete identities",
    "identities:sign": "Manage identities' signing keys",
    "messages:read": "Read threads, messages and attachments",
    "messages:send": "Send mail, replies and drafts",
    "quarantine:read": "Read quarantined mail",
    "quarantine:release": "Release quarantined mail",
    "webhooks:read": "List webhooks and deliveries",
    "webhooks:write": "Create, change and test webhooks",
    "search:read": "Search mail and contacts",
    "domains:write": "Manage domains",
    "privacy:erase": "Erase data",
    "usage:read": "Read usage",
}

# What a client that names no permissions is offered (and what the consent page
# preselects then): reading, never quarantined mail.
DEFAULT_SCOPES = sorted(
    {p for p in PERMISSION_SCOPES if p.endswith(":read")} - {"quarantine:read", "keys:read"}
)

_WORKSPACE = re.compile(r"^workspace:(tnt_[0-9A-Z]{26})$")
_IDENTITY = re.compile(r"^identity:(idn_[0-9A-Z]{26})$")


@dataclass(frozen=True)
class Grant:
    """A scope string read back: which workspace, which permissions, which identity."""

    tenant_id: str | None
    permissions: frozenset[str]
    identity_id: str | None


def is_grant_scope(scope: str) -> bool:
    """A well-formed ``workspace:`` or ``identity:`` scope (not yet checked against anyone)."""
    return bool(_WORKSPACE.match(scope) or _IDENTITY.match(scope))


def grant_scope(*, tenant_id: str, permissions: list[str], identity_id: str | None) -> str:
    """The scope string DOT stores for a grant the person consented to."""
    parts = [f"workspace:{tenant_id}", *sorted(set(permissions))]
    if identity_id:
        parts.append(f"identity:{identity_id}")
    return " ".join(parts)


def grant_parse(scope: str) -> Grant:
    """Read a stored scope string. More than one workspace or identity is no grant at all
    (``tenant_id`` None): the consent page never writes one, so it was not ours."""
    tenants, identities, permissions = [], [], set()
    for part in scope.split():
        if m := _WORKSPACE.match(part):
            tenants.append(m.group(1))
        elif m := _IDENTITY.match(part):
            identities.append(m.group(1))
        elif part in PERMISSION_SCOPES:
            permissions.add(part)
    if len(tenants) != 1 or len(identities) > 1:
        return Grant(tenant_id=None, permissions=frozenset(), identity_id=None)
    return Grant(
        tenant_id=tenants[0],
        permissions=frozenset(permissions),
        identity_id=identities[0] if identities else None,
    )


class _Descriptions(dict):
    """DOT looks each requested scope up by name to describe it; a workspace or identity
    scope is described generically (the consent page names the real ones)."""

    def __missing__(self, key: str) -> str:
        if _WORKSPACE.match(key):
            return "Act in one workspace"
        if _IDENTITY.match(key):
            return "Act as one identity only"
        raise KeyError(key)


class PermissionScopes(BaseScopes):
    """DOT's scopes backend: the permission scopes, plus the workspace and identity scopes
    a request carries. Who may grant what is decided by the consent page and, again, each
    time the token is used; this only says which names are scopes at all."""

    def get_all_scopes(self) -> dict[str, str]:
        return _Descriptions(PERMISSION_SCOPES)

    def get_available_scopes(self, application=None, request=None, *args, **kwargs) -> list[str]:
        asked = list(getattr(request, "scopes", None) or []) if request is not None else []
        return [*PERMISSION_SCOPES, *(s for s in asked if is_grant_scope(s))]

    def get_default_scopes(self, application=None, request=None, *args, **kwargs) -> list[str]:
        return list(DEFAULT_SCOPES)


class Server(WebApplicationServer):
    """The oauthlib server DOT runs: the authorization-code grant (with refresh tokens)
    only, and PKCE with S256 only. oauthlib accepts "plain" and, for a challenge without a
    method, assumes it; OAuth 2.1 and the MCP authorization spec require S256, so the
    grant's table of methods is cut to S256: a "plain" or method-less challenge is refused
    at the authorization request, before the consent page."""

    def __init__(self, request_validator, *args, **kwargs):
        super().__init__(request_validator, *args, **kwargs)
        self.auth_grant._code_challenge_methods = {"S256": code_challenge_method_s256}


def resource_metadata_url() -> str:
    """Where the MCP endpoint's protected-resource metadata lives (RFC 9728 §3.1: the
    well-known prefix inserted before the resource's path ``/mcp``)."""
    return f"{settings.PUBLIC_URL}/.well-known/oauth-protected-resource/mcp"


def www_authenticate(error: str | None = None) -> str:
    """The challenge a 401 from ``/mcp`` carries (RFC 9728 §5.1, RFC 6750 §3): where to
    find how to sign in, and ``invalid_token`` when a token was presented and refused."""
    challenge = f'Bearer realm="pylota", resource_metadata="{resource_metadata_url()}"'
    return f'{challenge}, error="{error}"' if error else challenge
