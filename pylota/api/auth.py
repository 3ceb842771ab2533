"""API key authentication and per-action permissions."""

from __future__ import annotations

import threading
import time
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.cache import caches
from django.utils import timezone
from django.utils.module_loading import import_string
from rest_framework import exceptions as drf
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import BasePermission

from apps.tenants import selectors as tenant_selectors
from apps.tenants import services as tenant_services
from pylota.api import ratelimit
from pylota.core import keys
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Principal

if TYPE_CHECKING:
    from apps.tenants.models import ApiKey

_LAST_USED_RESOLUTION = timedelta(minutes=1)


class _KeyCache:
    """The keys (with their tenant and partner) this process authenticated recently, by
    prefix: an authenticated call then reads one token from the shared cache instead of
    compiling and running the key's three-table query (ADR 0024).

    An entry holds while the shared cache's auth generation is the one it was read under:
    every service that changes a key, a tenant or a partner replaces the generation
    (``tenant_services.auth_changed``), so a revoked key or a suspended tenant is refused by
    every process at its next call. ``PM_AUTH_CACHE_SECONDS`` bounds an entry's age for
    changes made outside the services (a database console). Only with a shared cache
    (Redis): one process's memory cannot tell another process of a change.
    """

    def __init__(self) -> None:
        self._entries: dict[str, tuple[str, float, ApiKey]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def enabled() -> bool:
        return settings.PM_AUTH_CACHE_SECONDS > 0 and ratelimit.shared(caches["default"])

    def get(self, prefix: str) -> ApiKey | None:
        if not self.enabled():
            return tenant_selectors.api_key_by_prefix(prefix)
        generation = tenant_selectors.auth_generation()
        now = time.monotonic()
        remembered, read_at, api_key = self._entries.get(prefix, (None, 0.0, None))
        fresh = now - read_at < settings.PM_AUTH_CACHE_SECONDS
        if api_key is not None and remembered == generation and fresh:
            return api_key
        api_key = tenant_selectors.api_key_by_prefix(prefix)
        with self._lock:
            if len(self._entries) >= settings.PM_AUTH_CACHE_ENTRIES:
                self._entries.clear()
            if api_key is not None and generation is not None:
                self._entries[prefix] = (generation, now, api_key)
            else:
                self._entries.pop(prefix, None)
        return api_key

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


KEYS = _KeyCache()


class ApiKeyAuthentication(BaseAuthentication):
    """``Authorization: Bearer pm_live_…`` (or an OAuth access token). Answers 401/403 with
    the envelope's codes."""

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header:
            return None
        scheme, _, secret = header.partition(" ")
        prefix = keys.parse_prefix(secret.strip()) if scheme.lower() == "bearer" else None
        if prefix is None and scheme.lower() == "bearer" and secret.strip():
            return self._oauth(secret.strip())
        api_key = KEYS.get(prefix) if prefix else None
        if api_key is None or not keys.verify(secret.strip(), api_key.secret_digest):
            raise AppError("unauthenticated", "The API key is not valid.")
        now = timezone.now()
        state = api_key.state(now)
        if state == "revoked":
            raise AppError("key_revoked")
        if state == "expired":
            raise AppError("key_expired")
        partner = api_key.partner or (api_key.tenant.partner if api_key.tenant else None)
        if partner is not None and (partner.is_suspended or partner.deleted_at):
            raise AppError("partner_suspended")
        if api_key.tenant is not None and api_key.tenant.is_suspended:
            raise AppError("tenant_suspended")
        if api_key.last_used_at is None or now - api_key.last_used_at > _LAST_USED_RESOLUTION:
            tenant_services.api_key_touch(api_key=api_key, now=now)
            api_key.last_used_at = now  # the remembered key too: touched once a minute
        principal = Principal(
            key_id=api_key.id,
            level=Level(api_key.level),
            permissions=frozenset(api_key.permissions),
            tenant_id=api_key.tenant_id,
            partner_id=api_key.partner_id or (partner.id if partner else None),
            identity_id=api_key.identity_id or None,
        )
        return (principal, api_key)

    def _oauth(self, token: str):
        """A bearer token that is not an API key: an OAuth access token a person granted
        (ADR 0018), resolved by ``PM_OAUTH_GRANT_LOOKUP`` into the same principal. The
        auth object is an unsaved ``ApiKey`` describing the grant (``key_id`` "oat_…")."""
        grant = import_string(settings.PM_OAUTH_GRANT_LOOKUP)(token)
        if grant is None:
            raise AppError("unauthenticated", "The access token is not valid.")
        partner = grant.tenant.partner
        if partner is not None and (partner.is_suspended or partner.deleted_at):
            raise AppError("partner_suspended")
        if grant.tenant.is_suspended:
            raise AppError("tenant_suspended")
        return (grant.principal, grant.key)

    def authenticate_header(self, request) -> str:
        return 'Bearer realm="pylota"'


class HasPermissions(BasePermission):
    """Checks the view's ``permissions`` map ({action or method: permission}) and scopes.

    A view that is not about one identity refuses identity-scoped keys unless it sets
    ``allow_identity_scoped = True``; identity routes check the path's identity themselves.
    """

    def has_permission(self, request, view) -> bool:
        principal = request.user
        if principal is None:
            raise drf.NotAuthenticated()
        action = getattr(view, "action", None) or request.method.lower()
        required = view.permissions.get(action, view.permissions.get("*"))
        if required is not None and not principal.can(required):
            raise AppError("permission_denied", details={"required": required})
        levels = getattr(view, "levels", {}).get(action)
        if levels is not None and principal.level not in levels:
            raise AppError("level_not_allowed", details={"allowed": sorted(levels)})
        if principal.identity_id and not getattr(view, "allow_identity_scoped", False):
            raise AppError("identity_scope_exceeded")
        return True
