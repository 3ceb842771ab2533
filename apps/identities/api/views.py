from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.identities import selectors, services
from apps.identities.api import examples as ex
from apps.identities.api import serializers as s
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError


class IdentityViewSet(ApiViewSet):
    """An identity is one agent's mailbox: its addresses, threads, sending and keys."""

    schema_tag = "identities"
    lookup_url_kwarg = "identity_id"
    permissions = {
        "list": "identities:read",
        "retrieve": "identities:read",
        "addresses": "identities:read",
        "address_create": "identities:write",
        "*": "identities:write",
    }
    allow_identity_scoped = True  # scoped keys see exactly their own identity

    def _get(self, identity_id: str):
        return selectors.identity_get(principal=self.principal, identity_id=identity_id)

    @extend_schema(
        summary="List identities",
        description="The identities the key can see, newest first: a tenant's, a partner's "
        "tenants', or one identity for a key scoped to it. Deleted identities are left out.",
        parameters=PAGE_PARAMETERS,
        responses=s.IdentityOut(many=True),
        examples=[ex.IDENTITY],
    )
    def list(self, request):
        identities = selectors.identity_list(principal=self.principal)
        return self.page(identities.prefetch_related("addresses"), s.IdentityOut)

    @extend_schema(
        summary="Get an identity",
        description="One identity with its primary address. 404 `identity_not_found` for "
        "an ID that does not exist or that the key cannot see.",
        responses=s.IdentityOut,
        examples=[ex.IDENTITY],
    )
    def retrieve(self, request, identity_id: str):
        return Response(s.IdentityOut(self._get(identity_id)).data)

    @extend_schema(
        summary="Create an identity",
        description="Creates an identity and its primary address (from `local_part`, or "
        "generated from the name). Platform and partner keys name the `tenant_id`. "
        "Accepts `Idempotency-Key`. 409 `identity_name_taken`, `identity_limit_reached` or "
        "`address_taken`; 403 `identity_scope_exceeded` for a key scoped to one identity.",
        request=s.IdentityIn,
        responses={201: s.IdentityOut},
        examples=[ex.IDENTITY_IN, ex.IDENTITY],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.IdentityIn)
        tenant = tenant_selectors.tenant_for_write(
            principal=self.principal,
            tenant_id=data.get("tenant_id"),
            why="required for platform and partner keys",
        )
        identity = services.identity_create(
            actor=self.actor,
            principal=self.principal,
            tenant=tenant,
            name=data["name"],
            display_name=data["display_name"],
            metadata=data["metadata"],
            local_part=data.get("local_part"),
            sender_policy=data.get("sender_policy", "open"),
        )
        return Response(s.IdentityOut(identity).data, status=201)

    @extend_schema(
        summary="Update an identity",
        description="Changes the name, display name, metadata or sender policy; fields left "
        "out keep their value. 409 `identity_name_taken` or `identity_deleted`.",
        request=s.IdentityPatch,
        responses=s.IdentityOut,
        examples=[ex.IDENTITY_PATCH, ex.IDENTITY],
    )
    def partial_update(self, request, identity_id: str):
        identity = self._get(identity_id)
        changes = self.validated(s.IdentityPatch, partial=True)
        identity = services.identity_update(actor=self.actor, identity=identity, **changes)
        return Response(s.IdentityOut(identity).data)

    @extend_schema(
        summary="Delete an identity",
        description="Deletes the identity: its addresses refuse mail at once (and are "
        "never handed out again) and its stored mail is removed. Answers 204.",
        responses={204: None},
    )
    def destroy(self, request, identity_id: str):
        services.identity_delete(actor=self.actor, identity=self._get(identity_id))
        return Response(status=204)

    @extend_schema(
        summary="Pause an identity",
        description="Stops the identity's sending (sends answer 409 `identity_paused`); "
        "its mail still arrives. 409 `identity_deleted`.",
        request=None,
        responses=s.IdentityOut,
        examples=[ex.PAUSED],
    )
    @action(detail=True, methods=["post"])
    def pause(self, request, identity_id: str):
        identity = services.identity_set_paused(
            actor=self.actor, identity=self._get(identity_id), paused=True
        )
        return Response(s.IdentityOut(identity).data)

    @extend_schema(
        summary="Resume an identity",
        description="Lets a paused identity send again. An identity the abuse limits paused "
        "in a partner's tenant is resumed by a platform key only (403 `level_not_allowed`).",
        request=None,
        responses=s.IdentityOut,
        examples=[ex.IDENTITY],
    )
    @action(detail=True, methods=["post"])
    def resume(self, request, identity_id: str):
        identity = services.identity_resume(
            actor=self.actor, principal=self.principal, identity=self._get(identity_id)
        )
        return Response(s.IdentityOut(identity).data)

    @extend_schema(
        operation_id="addresses_list",
        tags=["addresses"],
        summary="List an identity's addresses",
        description="Every address of the identity, the primary one and retired ones included.",
        parameters=PAGE_PARAMETERS,
        responses=s.AddressOut(many=True),
        examples=[ex.ADDRESS],
    )
    @action(detail=True, methods=["get"])
    def addresses(self, request, identity_id: str):
        identity = self._get(identity_id)
        addresses = selectors.address_list(principal=self.principal, identity=identity)
        return self.page(addresses, s.AddressOut)

    # Its own action (not a method branch of ``addresses``) so that it has its own
    # permission: adding an address is a write (identities:write).
    @extend_schema(
        operation_id="addresses_create",
        tags=["addresses"],
        summary="Add an address",
        description="Adds an address to the identity (from `local_part`, or generated). "
        "Accepts `Idempotency-Key`. 409 `address_taken`: an address is never reused; "
        "422 `address_invalid`.",
        request=s.AddressIn,
        responses={201: s.AddressOut},
        examples=[ex.ADDRESS_IN, ex.NEW_ADDRESS],
    )
    @addresses.mapping.post
    @idempotent()
    def address_create(self, request, identity_id: str):
        identity = self._get(identity_id)
        data = self.validated(s.AddressIn)
        address = services.address_create(
            actor=self.actor, identity=identity, local_part=data.get("local_part")
        )
        return Response(s.AddressOut(address).data, status=201)

    def _address(self, identity_id: str, address_id: str):
        identity = self._get(identity_id)
        address = selectors.address_get(principal=self.principal, address_id=address_id)
        if address.identity_id != identity.id:
            raise AppError("address_not_found")
        return address

    @extend_schema(
        operation_id="addresses_promote",
        tags=["addresses"],
        summary="Promote an address to primary",
        description="Makes the address the identity's primary: its mail is From it from now "
        "on. The former primary stays an active address, and `rollback` makes it the "
        "primary again. Records `address.promoted`. 409 `address_retired`; 404 "
        "`address_not_found` for an address of another identity.",
        request=None,
        responses=s.AddressOut,
        examples=[ex.PROMOTED],
    )
    @action(
        detail=True,
        methods=["post"],
        url_path=r"addresses/(?P<address_id>[a-z]{3}_[0-9A-Za-z]{26})/promote",
        url_name="address-promote",
    )
    def address_promote(self, request, identity_id: str, address_id: str):
        address = services.address_promote(
            actor=self.actor, address=self._address(identity_id, address_id)
        )
        return Response(s.AddressOut(address).data)

    @extend_schema(
        operation_id="addresses_retire",
        tags=["addresses"],
        summary="Retire an address",
        description="The address keeps receiving for a grace period (`receives_until`, "
        "`PM_ADDRESS_RETIRE_GRACE_DAYS`, 30 days by default), then our SMTP server refuses "
        "it at RCPT with `550 5.1.1`. It is never handed to anyone else, so `rollback` can "
        "bring it back at any time. Records `address.retired`. 409 `address_is_primary` "
        "(promote another first) or `address_retired`.",
        request=None,
        responses=s.AddressOut,
        examples=[ex.RETIRED],
    )
    @action(
        detail=True,
        methods=["post"],
        url_path=r"addresses/(?P<address_id>[a-z]{3}_[0-9A-Za-z]{26})/retire",
        url_name="address-retire",
    )
    def address_retire(self, request, identity_id: str, address_id: str):
        address = services.address_retire(
            actor=self.actor, address=self._address(identity_id, address_id)
        )
        return Response(s.AddressOut(address).data)

    @extend_schema(
        operation_id="addresses_rollback",
        tags=["addresses"],
        summary="Roll back an address change",
        description="Undoes the address's last change: a retirement (it receives again at "
        "once, `address.restored`), else its promotion (the former primary is the primary "
        "again, `address.promoted`). 409 `address_nothing_to_roll_back`.",
        request=None,
        responses=s.AddressOut,
        examples=[ex.ADDRESS],
    )
    @action(
        detail=True,
        methods=["post"],
        url_path=r"addresses/(?P<address_id>[a-z]{3}_[0-9A-Za-z]{26})/rollback",
        url_name="address-rollback",
    )
    def address_rollback(self, request, identity_id: str, address_id: str):
        address = services.address_rollback(
            actor=self.actor, address=self._address(identity_id, address_id)
        )
        return Response(s.AddressOut(address).data)


class AddressViewSet(ApiViewSet):
    schema_tag = "addresses"
    lookup_url_kwarg = "address_id"
    permissions = {"*": "identities:read"}
    allow_identity_scoped = True

    @extend_schema(
        summary="Get an address",
        description="One address and the identity it delivers to. 404 `address_not_found`.",
        responses=s.AddressOut,
        examples=[ex.ADDRESS],
    )
    def retrieve(self, request, address_id: str):
        address = selectors.address_get(principal=self.principal, address_id=address_id)
        return Response(s.AddressOut(address).data)
