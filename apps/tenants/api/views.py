from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.tenants import selectors, services
from apps.tenants.api import examples as ex
from apps.tenants.api import serializers as s
from apps.tenants.models import Status
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError
from pylota.core.permissions import Level, default_permissions

_MANAGERS = {Level.PLATFORM, Level.PARTNER}


class TenantViewSet(ApiViewSet):
    schema_tag = "tenants"
    lookup_url_kwarg = "tenant_id"
    permissions = {
        "list": "tenants:read",
        "retrieve": "tenants:read",
        "create": "tenants:write",
        "partial_update": "tenants:write",
        "suspend": "tenants:write",
        "resume": "tenants:write",
    }
    levels = {"create": _MANAGERS, "suspend": _MANAGERS, "resume": _MANAGERS}

    def _get(self, tenant_id: str):
        return selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)

    @extend_schema(
        summary="List tenants",
        description="The tenants the key can see: all of them (platform), a partner's own, "
        "or the key's tenant.",
        parameters=PAGE_PARAMETERS,
        responses=s.TenantOut(many=True),
        examples=[ex.TENANT],
    )
    def list(self, request):
        return self.page(selectors.tenant_list(principal=self.principal), s.TenantOut)

    @extend_schema(
        summary="Get a tenant",
        description="One tenant with its policy and the ceilings its partner allows. 404 "
        "`tenant_not_found`.",
        responses=s.TenantOut,
        examples=[ex.TENANT],
    )
    def retrieve(self, request, tenant_id: str):
        return Response(s.TenantOut(self._get(tenant_id)).data)

    @extend_schema(
        summary="Create a tenant",
        description="Creates a tenant: under the calling partner, or (platform keys) under "
        "`partner_id` or none. Accepts `Idempotency-Key`. 409 `partner_tenant_limit`; 422 "
        "`policy_ceiling_exceeded`.",
        request=s.TenantIn,
        responses={201: s.TenantOut},
        examples=[ex.TENANT_IN, ex.TENANT],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.TenantIn)
        # A partner key creates under its own partner; naming another one is "not found".
        partner_id = data.get("partner_id") or self.principal.partner_id
        partner = (
            selectors.partner_get(principal=self.principal, partner_id=partner_id)
            if partner_id
            else None
        )
        tenant = services.tenant_create(
            actor=self.actor,
            name=data["name"],
            partner=partner,
            policy_values=data.get("policy"),
            metadata=data.get("metadata"),
        )
        return Response(s.TenantOut(tenant).data, status=201)

    @extend_schema(
        summary="Update a tenant",
        description="Changes the name and metadata; the policy is set by the tenant's "
        "partner or the platform (403 `level_not_allowed` otherwise), within the ceilings "
        "(422 `policy_ceiling_exceeded`).",
        request=s.TenantPatch,
        responses=s.TenantOut,
        examples=[ex.TENANT_PATCH, ex.TENANT],
    )
    def partial_update(self, request, tenant_id: str):
        tenant = self._get(tenant_id)
        changes = self.validated(s.TenantPatch, partial=True)
        tenant = services.tenant_update(
            actor=self.actor, principal=self.principal, tenant=tenant, **changes
        )
        return Response(s.TenantOut(tenant).data)

    def _set_status(self, tenant_id: str, status: str) -> Response:
        tenant = services.tenant_set_status(
            actor=self.actor,
            tenant=self._get(tenant_id),
            status=status,
            by=self.principal.level.value,
        )
        return Response(s.TenantOut(tenant).data)

    @extend_schema(
        summary="Suspend a tenant",
        description="Suspends the tenant: its keys answer 403 `tenant_suspended` and it "
        "neither sends nor receives. `suspended_by` records who did it.",
        request=None,
        responses=s.TenantOut,
        examples=[ex.SUSPENDED_TENANT],
    )
    @action(detail=True, methods=["post"])
    def suspend(self, request, tenant_id: str):
        return self._set_status(tenant_id, Status.SUSPENDED)

    @extend_schema(
        summary="Resume a tenant",
        description="Lifts a suspension. A suspension by the platform is lifted by the "
        "platform only (403 `level_not_allowed`).",
        request=None,
        responses=s.TenantOut,
        examples=[ex.TENANT],
    )
    @action(detail=True, methods=["post"])
    def resume(self, request, tenant_id: str):
        return self._set_status(tenant_id, Status.ACTIVE)


class PartnerViewSet(ApiViewSet):
    schema_tag = "partners"
    lookup_url_kwarg = "partner_id"
    permissions = {"list": "partners:read", "retrieve": "partners:read", "*": "partners:write"}
    _platform = {Level.PLATFORM}
    levels = {"create": _platform, "destroy": _platform, "suspend": _platform, "resume": _platform}

    def _get(self, partner_id: str):
        return selectors.partner_get(principal=self.principal, partner_id=partner_id)

    @extend_schema(
        summary="List partners",
        description="Every partner (platform keys), or the calling partner itself.",
        parameters=PAGE_PARAMETERS,
        responses=s.PartnerOut(many=True),
        examples=[ex.PARTNER],
    )
    def list(self, request):
        return self.page(selectors.partner_list(principal=self.principal), s.PartnerOut)

    @extend_schema(
        summary="Get a partner",
        description="One partner with its tenant limit and policy ceilings. 404 "
        "`partner_not_found`.",
        responses=s.PartnerOut,
        examples=[ex.PARTNER],
    )
    def retrieve(self, request, partner_id: str):
        return Response(s.PartnerOut(self._get(partner_id)).data)

    @extend_schema(
        summary="Create a partner",
        description="Creates a partner, who then creates and manages tenants of its own "
        "within `max_tenants` and the policy ceilings. Accepts `Idempotency-Key`.",
        request=s.PartnerIn,
        responses={201: s.PartnerOut},
        examples=[ex.PARTNER_IN, ex.PARTNER],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.PartnerIn)
        partner = services.partner_create(
            actor=self.actor,
            name=data["name"],
            max_tenants=data["max_tenants"],
            policy_ceilings=data.get("policy_ceilings"),
            metadata=data.get("metadata"),
        )
        return Response(s.PartnerOut(partner).data, status=201)

    @extend_schema(
        summary="Update a partner",
        description="Platform keys change anything; a partner key changes its name and "
        "metadata and may only lower its own ceilings (422 `policy_ceiling_exceeded`; 403 "
        "`level_not_allowed` for other fields).",
        request=s.PartnerPatch,
        responses=s.PartnerOut,
        examples=[ex.PARTNER_PATCH, ex.PARTNER],
    )
    def partial_update(self, request, partner_id: str):
        partner = self._get(partner_id)
        changes = self.validated(s.PartnerPatch, partial=True)
        partner = services.partner_update(
            actor=self.actor, principal=self.principal, partner=partner, **changes
        )
        return Response(s.PartnerOut(partner).data)

    @extend_schema(
        summary="Delete a partner",
        description="Soft delete: the partner stays for the audit history and its keys are "
        "revoked. Answers 204; 409 `partner_has_tenants` while it has tenants.",
        responses={204: None},
    )
    def destroy(self, request, partner_id: str):
        services.partner_delete(actor=self.actor, partner=self._get(partner_id))
        return Response(status=204)

    @extend_schema(
        summary="Suspend a partner",
        description="Suspends the partner: its keys answer 403 `partner_suspended`.",
        request=None,
        responses=s.PartnerOut,
        examples=[ex.SUSPENDED_PARTNER],
    )
    @action(detail=True, methods=["post"])
    def suspend(self, request, partner_id: str):
        partner = services.partner_set_status(
            actor=self.actor, partner=self._get(partner_id), status=Status.SUSPENDED
        )
        return Response(s.PartnerOut(partner).data)

    @extend_schema(
        summary="Resume a partner",
        description="Lifts the partner's suspension.",
        request=None,
        responses=s.PartnerOut,
        examples=[ex.PARTNER],
    )
    @action(detail=True, methods=["post"])
    def resume(self, request, partner_id: str):
        partner = services.partner_set_status(
            actor=self.actor, partner=self._get(partner_id), status=Status.ACTIVE
        )
        return Response(s.PartnerOut(partner).data)


class ApiKeyViewSet(ApiViewSet):
    schema_tag = "keys"
    lookup_url_kwarg = "key_id"
    permissions = {"list": "keys:read", "retrieve": "keys:read", "*": "keys:write"}
    allow_identity_scoped = True  # an identity-scoped key sees and mints only its own scope

    def _get(self, key_id: str):
        return selectors.api_key_get(principal=self.principal, key_id=key_id)

    @extend_schema(
        summary="List API keys",
        description="The keys the caller can see (never their secrets), newest first; "
        "`?tenant_id=` narrows to one tenant's.",
        parameters=[*PAGE_PARAMETERS, OpenApiParameter("tenant_id", str)],
        responses=s.ApiKeyOut(many=True),
        examples=[ex.KEY],
    )
    def list(self, request):
        keys = selectors.api_key_list(principal=self.principal)
        if request.query_params.get("tenant_id"):
            # Another's tenant is a 404 as in a path, not an empty page.
            tenant = selectors.tenant_get(
                principal=self.principal, tenant_id=request.query_params["tenant_id"]
            )
            keys = keys.filter(tenant_id=tenant.id)
        return self.page(keys, s.ApiKeyOut)

    @extend_schema(
        summary="Get an API key",
        description="One key: level, owner, permissions, state. 404 `key_not_found`.",
        responses=s.ApiKeyOut,
        examples=[ex.KEY],
    )
    def retrieve(self, request, key_id: str):
        return Response(s.ApiKeyOut(self._get(key_id)).data)

    def _check_identity_scope(self, data: dict) -> None:
        """A key scoped to an identity names one the caller sees, in the key's own tenant:
        otherwise 404 ``identity_not_found``, as everywhere else. (tenants sits below
        identities, so the lookup is the one ``PM_KEY_IDENTITY_LOOKUP`` names.)"""
        identity_id = data["identity_id"]
        if not identity_id:
            return
        if data["level"] != Level.TENANT:
            raise AppError(
                "validation_failed",
                details={"fields": {"identity_id": ["only tenant keys are scoped to an identity"]}},
            )
        if self.principal.identity_id and identity_id != self.principal.identity_id:
            raise AppError("identity_scope_exceeded")
        lookup = import_string(settings.PM_KEY_IDENTITY_LOOKUP)
        identity = lookup(principal=self.principal, identity_id=identity_id)
        if identity.tenant_id != (data.get("tenant_id") or self.principal.tenant_id):
            raise AppError("identity_not_found")

    @extend_schema(
        summary="Create an API key",
        description="Creates a key at or below the caller's level, with at most the "
        "caller's permissions (by default all of them the level allows except "
        "`quarantine:read`, which is granted only when named), optionally scoped "
        "to one identity. The `secret` is in this answer only; an idempotent replay answers "
        "without it. 403 `level_not_allowed`.",
        request=s.ApiKeyIn,
        responses={201: s.ApiKeyCreated},
        examples=[ex.KEY_IN, ex.KEY_CREATED],
    )
    @idempotent(secret_fields=("secret",))
    def create(self, request):
        data = self.validated(s.ApiKeyIn)
        self._check_identity_scope(data)
        api_key, secret = services.api_key_issue(
            actor=self.actor,
            principal=self.principal,
            level=data["level"],
            name=data["name"],
            tenant_id=data.get("tenant_id"),
            partner_id=data.get("partner_id"),
            identity_id=data["identity_id"],
            # Without a list: the level's defaults the caller holds, never the explicit-only
            # ones (quarantine:read), so an agent's key cannot read held mail by accident.
            permissions=(
                data["permissions"]
                if "permissions" in data
                else default_permissions(Level(data["level"]), self.principal.permissions)
            ),
            expires_at=data.get("expires_at"),
        )
        return Response(s.ApiKeyCreated(api_key, context={"secret": secret}).data, status=201)

    @extend_schema(
        summary="Rotate an API key",
        description="Creates a new key with the same grants (its `secret` in this answer "
        "only); the old key keeps working for `overlap_seconds`, then expires. 409 "
        "`key_already_revoked` for a key that is not active.",
        request=s.KeyRotateIn,
        responses={201: s.ApiKeyCreated},
        examples=[ex.KEY_ROTATE_IN, ex.KEY_ROTATED],
    )
    @action(detail=True, methods=["post"])
    @idempotent(secret_fields=("secret",))
    def rotate(self, request, key_id: str):
        data = self.validated(s.KeyRotateIn)
        api_key, secret = services.api_key_rotate(
            actor=self.actor,
            principal=self.principal,
            api_key=self._get(key_id),
            overlap_seconds=data.get("overlap_seconds"),
        )
        return Response(s.ApiKeyCreated(api_key, context={"secret": secret}).data, status=201)

    @extend_schema(
        summary="Revoke an API key",
        description="Revokes the key at once: it answers 401 `key_revoked` from then on. "
        "409 `key_already_revoked`.",
        request=None,
        responses=s.ApiKeyOut,
        examples=[ex.REVOKED_KEY],
    )
    @action(detail=True, methods=["post"])
    def revoke(self, request, key_id: str):
        api_key = services.api_key_revoke(actor=self.actor, api_key=self._get(key_id))
        return Response(s.ApiKeyOut(api_key).data)


class AuditEventViewSet(ApiViewSet):
    schema_tag = "audit"
    permissions = {"list": "audit:read"}

    @extend_schema(
        summary="List audit events",
        description="Every change made in the caller's scope, newest first: what, to which "
        "object, by which key or admin user, in which request. Filter by `actor_key_id` or "
        "`type`.",
        parameters=[
            *PAGE_PARAMETERS,
            OpenApiParameter("actor_key_id", str),
            OpenApiParameter("type", str, description="e.g. key.created"),
        ],
        responses=s.AuditEventOut(many=True),
        examples=[ex.AUDIT_EVENT],
    )
    def list(self, request):
        events = selectors.audit_event_list(
            principal=self.principal,
            actor_key_id=request.query_params.get("actor_key_id"),
            type=request.query_params.get("type"),
        )
        return self.page(events, s.AuditEventOut)


class MeViewSet(ApiViewSet):
    schema_tag = "platform"
    allow_identity_scoped = True

    @extend_schema(
        summary="Describe the calling key",
        description="The key making the call, its tenant and partner, its level and its "
        "permissions: what an agent checks first.",
        responses=s.MeOut,
        examples=[ex.ME],
    )
    def retrieve(self, request):
        principal = self.principal
        api_key = request.auth
        tenant = api_key.tenant
        partner = api_key.partner or (tenant.partner if tenant else None)
        return Response(
            {
                "key": s.ApiKeyOut(api_key).data,
                "tenant": s.TenantOut(tenant).data if tenant else None,
                "partner": s.PartnerOut(partner).data if partner else None,
                "level": principal.level.value,
                "permissions": sorted(principal.permissions),
            }
        )


# --- Trust policy -----------------------------------------------------------------------


def _policy_data(tenant, policy) -> dict:
    return {
        "tenant_id": tenant.id,
        "quarantine_release_by_api_keys": policy.quarantine_release_by_api_keys,
        "injection_threshold": tenant.policy_value("injection_threshold"),
        "dns_temperror_action": policy.dns_temperror_action,
    }


class TrustPolicyViewSet(ApiViewSet):
    """``/v1/tenants/{tenant_id}/trust-policy``: who may release quarantined mail."""

    schema_tag = "tenants"
    schema_resource = "trust_policy"
    permissions = {"retrieve": "tenants:read", "partial_update": "tenants:write"}

    def _tenant(self, tenant_id: str):
        return selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)

    @extend_schema(
        summary="Get a tenant's trust policy",
        description="Whether API keys may release quarantined mail, what happens to mail "
        "DNS could not check, and the injection threshold from the tenant's policy. "
        "404 `tenant_not_found`.",
        responses=s.TrustPolicyOut,
        examples=[ex.TRUST_POLICY],
    )
    def retrieve(self, request, tenant_id: str):
        tenant = self._tenant(tenant_id)
        policy = selectors.trust_policy_get(tenant=tenant)
        return Response(s.TrustPolicyOut(_policy_data(tenant, policy)).data)

    @extend_schema(
        summary="Update a tenant's trust policy",
        description="Reserves quarantine releases for people (the console) or lets API keys "
        "with `quarantine:release` release; holds or flags mail whose sender DNS could not "
        "check (`dns_temperror_action`). Loosening either needs a partner or platform key "
        "(403 `level_not_allowed`). The injection threshold is changed through the "
        "tenant's policy (tenants_update).",
        request=s.TrustPolicyPatch,
        responses=s.TrustPolicyOut,
        examples=[ex.TRUST_POLICY_PATCH, ex.CONSOLE_ONLY],
    )
    def partial_update(self, request, tenant_id: str):
        tenant = self._tenant(tenant_id)
        changes = self.validated(s.TrustPolicyPatch, partial=True)
        policy = services.trust_policy_update(
            actor=self.actor, principal=self.principal, tenant=tenant, **changes
        )
        return Response(s.TrustPolicyOut(_policy_data(tenant, policy)).data)
