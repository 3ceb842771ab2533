from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.tenants import selectors, services
from apps.tenants.api import serializers as s
from apps.tenants.models import Status
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError
from pylota.core.permissions import ALLOWED_FOR_LEVEL, Level

_MANAGERS = {Level.PLATFORM, Level.PARTNER}


class TenantViewSet(ApiViewSet):
    permissions = {
        "list": "tenants:read",
        "retrieve": "tenants:read",
        "create": "tenants:write",
        "partial_update": "tenants:write",
        "suspend": "tenants:write",
        "resume": "tenants:write",
    }
    levels = {"create": _MANAGERS, "suspend": _MANAGERS, "resume": _MANAGERS}

    def _get(self, pk: str):
        return selectors.tenant_get(principal=self.principal, tenant_id=pk)

    @extend_schema(parameters=PAGE_PARAMETERS, responses=s.TenantOut(many=True))
    def list(self, request):
        return self.page(selectors.tenant_list(principal=self.principal), s.TenantOut)

    @extend_schema(responses=s.TenantOut)
    def retrieve(self, request, pk: str):
        return Response(s.TenantOut(self._get(pk)).data)

    @extend_schema(request=s.TenantIn, responses={201: s.TenantOut})
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

    @extend_schema(request=s.TenantPatch, responses=s.TenantOut)
    def partial_update(self, request, pk: str):
        tenant = self._get(pk)
        changes = self.validated(s.TenantPatch, partial=True)
        tenant = services.tenant_update(
            actor=self.actor, principal=self.principal, tenant=tenant, **changes
        )
        return Response(s.TenantOut(tenant).data)

    def _set_status(self, pk: str, status: str) -> Response:
        tenant = services.tenant_set_status(
            actor=self.actor, tenant=self._get(pk), status=status, by=self.principal.level.value
        )
        return Response(s.TenantOut(tenant).data)

    @extend_schema(request=None, responses=s.TenantOut)
    @action(detail=True, methods=["post"])
    def suspend(self, request, pk: str):
        return self._set_status(pk, Status.SUSPENDED)

    @extend_schema(request=None, responses=s.TenantOut)
    @action(detail=True, methods=["post"])
    def resume(self, request, pk: str):
        return self._set_status(pk, Status.ACTIVE)


class PartnerViewSet(ApiViewSet):
    permissions = {"list": "partners:read", "retrieve": "partners:read", "*": "partners:write"}
    _platform = {Level.PLATFORM}
    levels = {"create": _platform, "destroy": _platform, "suspend": _platform, "resume": _platform}

    def _get(self, pk: str):
        return selectors.partner_get(principal=self.principal, partner_id=pk)

    @extend_schema(parameters=PAGE_PARAMETERS, responses=s.PartnerOut(many=True))
    def list(self, request):
        return self.page(selectors.partner_list(principal=self.principal), s.PartnerOut)

    @extend_schema(responses=s.PartnerOut)
    def retrieve(self, request, pk: str):
        return Response(s.PartnerOut(self._get(pk)).data)

    @extend_schema(request=s.PartnerIn, responses={201: s.PartnerOut})
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

    @extend_schema(request=s.PartnerPatch, responses=s.PartnerOut)
    def partial_update(self, request, pk: str):
        partner = self._get(pk)
        changes = self.validated(s.PartnerPatch, partial=True)
        partner = services.partner_update(
            actor=self.actor, principal=self.principal, partner=partner, **changes
        )
        return Response(s.PartnerOut(partner).data)

    @extend_schema(responses={204: None})
    def destroy(self, request, pk: str):
        services.partner_delete(actor=self.actor, partner=self._get(pk))
        return Response(status=204)

    @extend_schema(request=None, responses=s.PartnerOut)
    @action(detail=True, methods=["post"])
    def suspend(self, request, pk: str):
        partner = services.partner_set_status(
            actor=self.actor, partner=self._get(pk), status=Status.SUSPENDED
        )
        return Response(s.PartnerOut(partner).data)

    @extend_schema(request=None, responses=s.PartnerOut)
    @action(detail=True, methods=["post"])
    def resume(self, request, pk: str):
        partner = services.partner_set_status(
            actor=self.actor, partner=self._get(pk), status=Status.ACTIVE
        )
        return Response(s.PartnerOut(partner).data)


class ApiKeyViewSet(ApiViewSet):
    permissions = {"list": "keys:read", "retrieve": "keys:read", "*": "keys:write"}
    allow_identity_scoped = True  # an identity-scoped key sees and mints only its own scope

    def _get(self, pk: str):
        return selectors.api_key_get(principal=self.principal, key_id=pk)

    @extend_schema(
        parameters=[*PAGE_PARAMETERS, OpenApiParameter("tenant_id", str)],
        responses=s.ApiKeyOut(many=True),
    )
    def list(self, request):
        keys = selectors.api_key_list(principal=self.principal)
        if request.query_params.get("tenant_id"):
            keys = keys.filter(tenant_id=request.query_params["tenant_id"])
        return self.page(keys, s.ApiKeyOut)

    @extend_schema(responses=s.ApiKeyOut)
    def retrieve(self, request, pk: str):
        return Response(s.ApiKeyOut(self._get(pk)).data)

    @extend_schema(request=s.ApiKeyIn, responses={201: s.ApiKeyCreated})
    @idempotent(secret_fields=("secret",))
    def create(self, request):
        data = self.validated(s.ApiKeyIn)
        level = Level(data["level"])
        principal = self.principal
        if not principal.outranks_or_equals(level):
            raise AppError("level_not_allowed", "A key cannot create a key above its own level.")
        tenant = partner = None
        if level == Level.TENANT:
            tenant_id = data.get("tenant_id") or principal.tenant_id
            if not tenant_id:
                raise AppError(
                    "validation_failed",
                    details={"fields": {"tenant_id": ["required for tenant keys"]}},
                )
            tenant = selectors.tenant_get(principal=principal, tenant_id=tenant_id)
        elif level == Level.PARTNER:
            partner_id = data.get("partner_id") or principal.partner_id
            if not partner_id:
                raise AppError(
                    "validation_failed",
                    details={"fields": {"partner_id": ["required for partner keys"]}},
                )
            partner = selectors.partner_get(principal=principal, partner_id=partner_id)
        permissions = data.get("permissions")
        if permissions is None:  # default: what the level allows, within what the caller holds
            permissions = sorted(ALLOWED_FOR_LEVEL[level] & principal.permissions)
        api_key, secret = services.api_key_create(
            actor=self.actor,
            principal=principal,
            level=level,
            name=data["name"],
            tenant=tenant,
            partner=partner,
            identity_id=data["identity_id"] or (principal.identity_id or ""),
            permissions=permissions,
            expires_at=data.get("expires_at"),
        )
        return Response(s.ApiKeyCreated(api_key, context={"secret": secret}).data, status=201)

    @extend_schema(request=s.KeyRotateIn, responses={201: s.ApiKeyCreated})
    @action(detail=True, methods=["post"])
    @idempotent(secret_fields=("secret",))
    def rotate(self, request, pk: str):
        data = self.validated(s.KeyRotateIn)
        api_key, secret = services.api_key_rotate(
            actor=self.actor,
            principal=self.principal,
            api_key=self._get(pk),
            overlap_seconds=data.get("overlap_seconds"),
        )
        return Response(s.ApiKeyCreated(api_key, context={"secret": secret}).data, status=201)

    @extend_schema(request=None, responses=s.ApiKeyOut)
    @action(detail=True, methods=["post"])
    def revoke(self, request, pk: str):
        api_key = services.api_key_revoke(actor=self.actor, api_key=self._get(pk))
        return Response(s.ApiKeyOut(api_key).data)


class AuditEventViewSet(ApiViewSet):
    permissions = {"list": "audit:read"}

    @extend_schema(
        parameters=[
            *PAGE_PARAMETERS,
            OpenApiParameter("actor_key_id", str),
            OpenApiParameter("type", str),
        ],
        responses=s.AuditEventOut(many=True),
    )
    def list(self, request):
        events = selectors.audit_event_list(
            principal=self.principal,
            actor_key_id=request.query_params.get("actor_key_id"),
            type=request.query_params.get("type"),
        )
        return self.page(events, s.AuditEventOut)


class MeViewSet(ApiViewSet):
    allow_identity_scoped = True

    @extend_schema(responses=s.MeOut)
    def list(self, request):
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
    }


class TrustPolicyViewSet(ApiViewSet):
    """``/v1/tenants/{tenant_id}/trust-policy``: who may release quarantined mail."""

    permissions = {"retrieve": "tenants:read", "partial_update": "tenants:write"}

    def _tenant(self, tenant_id: str):
        return selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)

    @extend_schema(
        parameters=[OpenApiParameter("tenant_id", str, OpenApiParameter.PATH)],
        responses=s.TrustPolicyOut,
    )
    def retrieve(self, request, tenant_id: str):
        tenant = self._tenant(tenant_id)
        policy = selectors.trust_policy_get(tenant=tenant)
        return Response(s.TrustPolicyOut(_policy_data(tenant, policy)).data)

    @extend_schema(
        parameters=[OpenApiParameter("tenant_id", str, OpenApiParameter.PATH)],
        request=s.TrustPolicyPatch,
        responses=s.TrustPolicyOut,
    )
    def partial_update(self, request, tenant_id: str):
        tenant = self._tenant(tenant_id)
        changes = self.validated(s.TrustPolicyPatch, partial=True)
        policy = services.trust_policy_update(
            actor=self.actor, principal=self.principal, tenant=tenant, **changes
        )
        return Response(s.TrustPolicyOut(_policy_data(tenant, policy)).data)
