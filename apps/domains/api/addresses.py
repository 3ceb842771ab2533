"""Addresses on a tenant's own domain: ``/v1/domains/{domain_id}/addresses``.

Creating one here checks the domain (active, the identity's tenant's); promoting, retiring
and rolling back an address are the identity's routes
(``/v1/identities/{identity_id}/addresses/{address_id}/…``), whatever its domain.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers
from rest_framework.response import Response

from apps.domains import selectors
from apps.domains.services import addresses as services
from apps.identities import selectors as identity_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet


class DomainAddressOut(serializers.Serializer):
    """The identities API's address, as ``GET /v1/addresses/{address_id}`` shows it."""

    id = serializers.CharField()
    identity_id = serializers.CharField()
    address = serializers.CharField()
    local_part = serializers.CharField()
    domain = serializers.CharField()
    is_primary = serializers.BooleanField()
    status = serializers.ChoiceField(choices=["active", "retired"])
    created_at = serializers.DateTimeField()
    retired_at = serializers.DateTimeField(allow_null=True)
    receives_until = serializers.DateTimeField(allow_null=True)
    promoted_at = serializers.DateTimeField(allow_null=True)

    def to_representation(self, instance):
        return super().to_representation(identity_selectors.address_as_data(instance))


class DomainAddressIn(serializers.Serializer):
    identity_id = serializers.RegexField(
        r"^idn_[0-9A-Za-z]{26}$", help_text="The identity the address delivers to."
    )
    local_part = serializers.CharField(
        max_length=64,
        required=False,
        help_text="The part before the @; generated from the identity's name when absent. "
        "Role names such as support or billing are allowed on your own domain.",
    )
    primary = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Promote it to the identity's primary address at once (its mail is From it).",
    )


EXAMPLE_IN = OpenApiExample(
    "An address on your domain",
    value={"identity_id": "idn_01JD5Z0000000000000000000C", "local_part": "support"},
    request_only=True,
)
EXAMPLE_OUT = OpenApiExample(
    "Address on a custom domain",
    value={
        "id": "adr_01JD5Z0000000000000000000D",
        "identity_id": "idn_01JD5Z0000000000000000000C",
        "address": "support@example.com",
        "local_part": "support",
        "domain": "example.com",
        "is_primary": False,
        "status": "active",
        "created_at": "2026-01-01T00:00:00Z",
        "retired_at": None,
        "receives_until": None,
        "promoted_at": None,
    },
    response_only=True,
)


class DomainAddressViewSet(ApiViewSet):
    """The addresses of one custom domain."""

    schema_tag = "domains"
    permissions = {"list": "identities:read", "create": "identities:write"}

    def _domain(self, domain_id: str):
        return selectors.domain_get(principal=self.principal, domain_id=domain_id)

    @extend_schema(
        operation_id="domain_addresses_list",
        summary="List a domain's addresses",
        description="Every address on the domain, of every identity the key can see, newest "
        "first; retired ones included. 404 `domain_not_found`.",
        parameters=PAGE_PARAMETERS,
        responses=DomainAddressOut(many=True),
        examples=[EXAMPLE_OUT],
    )
    def list(self, request, domain_id: str):
        domain = self._domain(domain_id)
        rows = identity_selectors.address_list_on_domain(
            principal=self.principal, domain=domain.name
        )
        return self.page(rows, DomainAddressOut)

    @extend_schema(
        operation_id="domain_addresses_create",
        summary="Add an address on a domain",
        description="Adds an address (or one more alias) on an **active** domain for one of "
        "the tenant's identities; `primary: true` also promotes it. Accepts "
        "`Idempotency-Key`. Records `address.created` (and `address.promoted`). 409 "
        "`domain_not_active` or `address_taken` (an address is never reused); 404 "
        "`domain_not_found` or `identity_not_found`; 422 `address_invalid`.",
        request=DomainAddressIn,
        responses={201: DomainAddressOut},
        examples=[EXAMPLE_IN, EXAMPLE_OUT],
    )
    @idempotent()
    def create(self, request, domain_id: str):
        domain = self._domain(domain_id)
        data = self.validated(DomainAddressIn)
        address = services.domain_address_create(
            actor=self.actor,
            principal=self.principal,
            domain=domain,
            identity_id=data["identity_id"],
            local_part=data.get("local_part"),
            primary=data["primary"],
        )
        return Response(DomainAddressOut(address).data, status=201)
