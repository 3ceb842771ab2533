"""OAuth clients and grants (ADR 0018): registering a client (RFC 7591 dynamic client
registration) and revoking a grant from the console. DOT issues and refreshes the tokens
itself; these are the two writes that are ours, each audited."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.db import transaction
from oauth2_provider.models import get_application_model, revoke_access_token

from apps.console.oauth import grant_parse
from apps.tenants import services as tenant_services
from pylota.core.principal import Actor

# RFC 7591 §2: what we accept of a client's metadata.
AUTH_METHODS = ("none", "client_secret_post")
GRANT_TYPES = ("authorization_code", "refresh_token")
MAX_REDIRECT_URIS = 10
MAX_URI_LENGTH = 2000
MAX_NAME_LENGTH = 255


class ClientMetadataError(Exception):
    """A registration refused with an RFC 7591 §3.2.2 error code."""

    def __init__(self, error: str, description: str) -> None:
        super().__init__(description)
        self.error = error
        self.description = description


@dataclass(frozen=True)
class RegisteredClient:
    application: object
    client_secret: str | None  # shown once, for a confidential client
    auth_method: str


def _is_loopback(host: str | None) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host or "").is_loopback
    except ValueError:
        return False


def redirect_uri_problem(uri: str) -> str | None:
    """Why ``uri`` cannot be a redirect URI, or None. https anywhere; http only to a
    loopback address (RFC 8252 §7.3: native clients listen on 127.0.0.1 or [::1]);
    absolute, with no fragment (RFC 6749 §3.1.2)."""
    if len(uri) > MAX_URI_LENGTH:
        return "is too long"
    try:
        parts = urlsplit(uri)
        host = parts.hostname
    except ValueError:
        return "is not a URL"
    if parts.scheme not in ("https", "http") or not host:
        return "must be an absolute https URL (or http to a loopback address)"
    if parts.scheme == "http" and not _is_loopback(host):
        return "may use http only for a loopback address (127.0.0.1, [::1] or localhost)"
    if parts.fragment or "#" in uri:
        return "must not have a fragment"
    if parts.username or parts.password:
        return "must not carry credentials"
    return None


def _strings(data: dict, field: str, default: list[str]) -> list[str]:
    value = data.get(field, default)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ClientMetadataError("invalid_client_metadata", f"{field} must be an array of strings")
    return value


def client_metadata_clean(data: object) -> dict:
    """The registration request, checked: redirect URIs, name, auth method, grant and
    response types. Raises ClientMetadataError."""
    if not isinstance(data, dict):
        raise ClientMetadataError("invalid_client_metadata", "The body must be a JSON object.")
    uris = _strings(data, "redirect_uris", [])
    if not uris:
        raise ClientMetadataError("invalid_redirect_uri", "redirect_uris must name at least one")
    if len(uris) > MAX_REDIRECT_URIS:
        raise ClientMetadataError(
            "invalid_redirect_uri", f"At most {MAX_REDIRECT_URIS} redirect_uris."
        )
    for uri in uris:
        if problem := redirect_uri_problem(uri):
            raise ClientMetadataError("invalid_redirect_uri", f"{uri!r} {problem}.")
        if any(c.isspace() for c in uri):
            raise ClientMetadataError("invalid_redirect_uri", f"{uri!r} contains whitespace.")
    name = data.get("client_name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
        raise ClientMetadataError(
            "invalid_client_metadata", f"client_name must be a string of at most {MAX_NAME_LENGTH}"
        )
    method = data.get("token_endpoint_auth_method", "none")
    if method not in AUTH_METHODS:
        raise ClientMetadataError(
            "invalid_client_metadata",
            f"token_endpoint_auth_method must be one of {', '.join(AUTH_METHODS)}",
        )
    grants = _strings(data, "grant_types", ["authorization_code"])
    if "authorization_code" not in grants or set(grants) - set(GRANT_TYPES):
        raise ClientMetadataError(
            "invalid_client_metadata",
            "grant_types must be authorization_code (and optionally refresh_token)",
        )
    if set(_strings(data, "response_types", ["code"])) != {"code"}:
        raise ClientMetadataError("invalid_client_metadata", 'response_types must be ["code"]')
    return {
        "redirect_uris": list(dict.fromkeys(uris)),
        "client_name": name.strip(),
        "auth_method": method,
    }


@transaction.atomic
def oauth_client_register(*, actor: Actor, metadata: object) -> RegisteredClient:
    """Register a client (RFC 7591): an authorization-code application, public unless it
    asked for ``client_secret_post``. Raises ClientMetadataError on bad metadata."""
    clean = client_metadata_clean(metadata)
    Application = get_application_model()
    confidential = clean["auth_method"] == "client_secret_post"
    application = Application(
        name=clean["client_name"],
        redirect_uris=" ".join(clean["redirect_uris"]),
        client_type=Application.CLIENT_CONFIDENTIAL if confidential else Application.CLIENT_PUBLIC,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        registration_source=Application.RegistrationSource.DCR,
    )
    # DOT generates a secret for every application and hashes it on save: this is the
    # only moment it can be read. A public client's is never shown, and never asked for.
    secret = application.client_secret if confidential else None
    application.save()
    tenant_services.audit_record(
        actor=actor,
        type="oauth_client.registered",
        target=application,
        data={
            "client_id": application.client_id,
            "client_name": application.name,
            "redirect_uris": clean["redirect_uris"],
            "token_endpoint_auth_method": clean["auth_method"],
        },
    )
    return RegisteredClient(
        application=application, client_secret=secret, auth_method=clean["auth_method"]
    )


@transaction.atomic
def oauth_token_revoke(*, actor: Actor, access_token) -> None:
    """Revoke a grant: the access token and its refresh token, so the client can neither
    call nor refresh again. Audited in the grant's workspace."""
    grant = grant_parse(access_token.scope)
    application = access_token.application
    tenant_services.audit_record(
        actor=actor,
        type="oauth_token.revoked",
        target=access_token,
        tenant_id=grant.tenant_id or "",
        data={
            "key_id": f"oat_{access_token.pk}",
            "client_id": application.client_id if application else "",
            "client_name": application.name if application else "",
            "permissions": sorted(grant.permissions),
            "identity_id": grant.identity_id,
        },
    )
    revoke_access_token(access_token)
