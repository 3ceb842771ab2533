from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from apps.identities import selectors as identity_selectors
from apps.lists import selectors, services
from apps.lists.api import examples as ex
from apps.lists.api import serializers as s
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError

PATH_PARAMETERS = [
    OpenApiParameter(
        "direction",
        str,
        OpenApiParameter.PATH,
        enum=["receive", "send"],
        description="receive: who reaches the mailboxes; send: where they may send",
    ),
    OpenApiParameter(
        "kind", str, OpenApiParameter.PATH, enum=["address", "domain"], description="Entry kind"
    ),
]
ENTRY = OpenApiParameter(
    "entry", str, OpenApiParameter.PATH, description="The entry's ID (`lst_…`) or its value"
)
IDENTITY = OpenApiParameter(
    "identity_id", str, description="An identity's own entries (by value: that identity's)"
)


class ListEntryViewSet(ApiViewSet):
    """``/v1/tenants/{tenant_id}/lists/{direction}/{kind}[/{entry}]``.

    Lists shape what identities receive and send, so they need ``identities:write``
    (``identities:read`` to read). A key scoped to one identity manages that identity's
    own entries only.
    """

    schema_tag = "lists"
    schema_resource = "list_entries"
    permissions = {
        "list": "identities:read",
        "retrieve": "identities:read",
        "*": "identities:write",
    }
    allow_identity_scoped = True

    def _tenant(self, tenant_id: str):
        return tenant_selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)

    def _identity(self, tenant, identity_id: str | None):
        if self.principal.identity_id:
            identity_id = identity_id or self.principal.identity_id
        if not identity_id:
            return None
        identity = identity_selectors.identity_get(
            principal=self.principal, identity_id=identity_id
        )
        if identity.tenant_id != tenant.id:
            raise AppError("identity_not_found")
        return identity

    @extend_schema(
        summary="List a list's entries",
        description="The entries of one list (receive or send, address or domain), newest "
        "first: the tenant's, or one identity's with `?identity_id=`; `?action=` keeps "
        "allow or block entries. 404 `tenant_not_found` or `identity_not_found`.",
        parameters=[*PATH_PARAMETERS, *PAGE_PARAMETERS, IDENTITY, OpenApiParameter("action", str)],
        responses=s.ListEntryOut(many=True),
        examples=[ex.ENTRY],
    )
    def list(self, request, tenant_id: str, direction: str, kind: str):
        tenant = self._tenant(tenant_id)
        filters = self.validated(s.ListFilters, data=request.query_params)
        identity = self._identity(tenant, filters.get("identity_id"))
        entries = selectors.list_entry_list(
            principal=self.principal,
            tenant=tenant,
            direction=direction,
            kind=kind,
            identity_id=identity.id if identity else None,
            action=filters.get("action"),
        )
        return self.page(entries, s.ListEntryOut)

    @extend_schema(
        summary="Add a list entry",
        description="Allows or blocks an address or a domain for the whole tenant, or for "
        "one identity with `identity_id`. Accepts `Idempotency-Key`. 409 "
        "`list_entry_exists` or `list_limit_reached`; 422 `validation_failed` for a value "
        "that is not an address (or a domain).",
        parameters=PATH_PARAMETERS,
        request=s.ListEntryIn,
        responses={201: s.ListEntryOut},
        examples=[ex.ENTRY_IN, ex.IDENTITY_ENTRY_IN, ex.ENTRY],
    )
    @idempotent()
    def create(self, request, tenant_id: str, direction: str, kind: str):
        tenant = self._tenant(tenant_id)
        data = self.validated(s.ListEntryIn)
        entry = services.list_entry_create(
            actor=self.actor,
            tenant=tenant,
            direction=direction,
            kind=kind,
            action=data["action"],
            value=data["value"],
            identity=self._identity(tenant, data.get("identity_id")),
            note=data["note"],
        )
        return Response(s.ListEntryOut(entry).data, status=201)

    def _get(self, tenant_id: str, direction: str, kind: str, entry: str):
        tenant = self._tenant(tenant_id)
        identity_id = self.request.query_params.get("identity_id")
        identity = self._identity(tenant, identity_id) if identity_id else None
        return selectors.list_entry_get(
            principal=self.principal,
            tenant=tenant,
            direction=direction,
            kind=kind,
            entry=entry,
            identity_id=identity.id if identity else None,
        )

    @extend_schema(
        summary="Get a list entry",
        description="One entry, by ID or by value (the tenant's entry, or an identity's "
        "with `?identity_id=`). 404 `list_entry_not_found`.",
        parameters=[*PATH_PARAMETERS, ENTRY, IDENTITY],
        responses=s.ListEntryOut,
        examples=[ex.ENTRY],
    )
    def retrieve(self, request, tenant_id: str, direction: str, kind: str, entry: str):
        return Response(s.ListEntryOut(self._get(tenant_id, direction, kind, entry)).data)

    @extend_schema(
        summary="Remove a list entry",
        description="Removes the entry, by ID or by value. Answers 204; 404 "
        "`list_entry_not_found`.",
        parameters=[*PATH_PARAMETERS, ENTRY, IDENTITY],
        responses={204: None},
    )
    def destroy(self, request, tenant_id: str, direction: str, kind: str, entry: str):
        found = self._get(tenant_id, direction, kind, entry)
        services.list_entry_delete(actor=self.actor, entry=found)
        return Response(status=204)
