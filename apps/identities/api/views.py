from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.identities import selectors, services
from apps.identities.api import serializers as s
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError


class IdentityViewSet(ApiViewSet):
    permissions = {
        "list": "identities:read",
        "retrieve": "identities:read",
        "addresses": "identities:read",
        "*": "identities:write",
    }
    allow_identity_scoped = True  # scoped keys see exactly their own identity

    def _get(self, pk: str):
        return selectors.identity_get(principal=self.principal, identity_id=pk)

    @extend_schema(parameters=PAGE_PARAMETERS, responses=s.IdentityOut(many=True))
    def list(self, request):
        identities = selectors.identity_list(principal=self.principal)
        return self.page(identities.prefetch_related("addresses"), s.IdentityOut)

    @extend_schema(responses=s.IdentityOut)
    def retrieve(self, request, pk: str):
        return Response(s.IdentityOut(self._get(pk)).data)

    @extend_schema(request=s.IdentityIn, responses={201: s.IdentityOut})
    @idempotent()
    def create(self, request):
        data = self.validated(s.IdentityIn)
        tenant_id = data.get("tenant_id") or self.principal.tenant_id
        if tenant_id is None:
            raise AppError(
                "validation_failed",
                details={"fields": {"tenant_id": ["required for platform and partner keys"]}},
            )
        tenant = tenant_selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)
        if self.principal.identity_id:
            raise AppError("identity_scope_exceeded")
        identity = services.identity_create(
            actor=self.actor,
            tenant=tenant,
            name=data["name"],
            display_name=data["display_name"],
            metadata=data["metadata"],
            local_part=data.get("local_part"),
            sender_policy=data.get("sender_policy", "open"),
        )
        return Response(s.IdentityOut(identity).data, status=201)

    @extend_schema(request=s.IdentityPatch, responses=s.IdentityOut)
    def partial_update(self, request, pk: str):
        identity = self._get(pk)
        changes = self.validated(s.IdentityPatch, partial=True)
        identity = services.identity_update(actor=self.actor, identity=identity, **changes)
        return Response(s.IdentityOut(identity).data)

    @extend_schema(responses={204: None})
    def destroy(self, request, pk: str):
        services.identity_delete(actor=self.actor, identity=self._get(pk))
        return Response(status=204)

    @extend_schema(request=None, responses=s.IdentityOut)
    @action(detail=True, methods=["post"])
    def pause(self, request, pk: str):
        identity = services.identity_set_paused(
            actor=self.actor, identity=self._get(pk), paused=True
        )
        return Response(s.IdentityOut(identity).data)

    @extend_schema(request=None, responses=s.IdentityOut)
    @action(detail=True, methods=["post"])
    def resume(self, request, pk: str):
        identity = self._get(pk)
        # J17: an identity the abuse windows paused, in a partner's tenant, is resumed by the
        # platform only, so a partner cannot undo the platform's protection for its tenants.
        if (
            identity.paused_reason == "abuse_threshold"
            and identity.tenant.partner_id
            and not self.principal.is_platform
        ):
            raise AppError(
                "level_not_allowed",
                "Only a platform key can resume an identity paused for abuse.",
                details={"allowed": ["platform"], "paused_reason": "abuse_threshold"},
            )
        identity = services.identity_set_paused(actor=self.actor, identity=identity, paused=False)
        return Response(s.IdentityOut(identity).data)

    @extend_schema(methods=["GET"], parameters=PAGE_PARAMETERS, responses=s.AddressOut(many=True))
    @extend_schema(methods=["POST"], request=s.AddressIn, responses={201: s.AddressOut})
    @action(detail=True, methods=["get", "post"])
    def addresses(self, request, pk: str):
        identity = self._get(pk)
        if request.method == "GET":
            addresses = selectors.address_list(principal=self.principal, identity=identity)
            return self.page(addresses, s.AddressOut)
        return self._create_address(request, identity)

    @idempotent()
    def _create_address(self, request, identity):
        data = self.validated(s.AddressIn)
        address = services.address_create(
            actor=self.actor, identity=identity, local_part=data.get("local_part")
        )
        return Response(s.AddressOut(address).data, status=201)


class AddressViewSet(ApiViewSet):
    permissions = {"*": "identities:read"}
    allow_identity_scoped = True

    @extend_schema(responses=s.AddressOut)
    def retrieve(self, request, pk: str):
        address = selectors.address_get(principal=self.principal, address_id=pk)
        return Response(s.AddressOut(address).data)
