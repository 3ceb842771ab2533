"""The domains API: claim a domain, see its records, verify, probe, change how it sends."""

from __future__ import annotations

import json

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.decorators import action
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response

from apps.domains import selectors, services
from apps.domains.api import examples as ex
from apps.domains.api import serializers as s
from apps.identities import selectors as identity_selectors
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.domains.records import Record, zone_fragment
from pylota.core.errors import AppError


class BindZoneRenderer(BaseRenderer):
    """``?format=bind``: the records as a BIND zone fragment (RFC 4027's text/dns)."""

    media_type = "text/dns"
    format = "bind"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        if isinstance(data, str | bytes):
            return data
        # An error envelope is JSON, whatever format was asked for.
        response = (renderer_context or {}).get("response")
        if response is not None:
            response["Content-Type"] = "application/json"
        return json.dumps(data)


def _records(domain) -> list[Record]:
    return [
        Record(
            kind=row.kind,
            name=row.name,
            type=row.type,
            value=row.expected.split(" ", 1)[1] if row.type == "MX" else row.expected,
            priority=int(row.expected.split(" ", 1)[0]) if row.type == "MX" else None,
            required=row.required,
        )
        for row in selectors.domain_records(domain=domain)
    ]


def _provider_settings(data: dict) -> dict:
    """The provider settings present in the body (a null region or configuration set
    clears it, so "absent" and "null" differ)."""
    keys = ("cloudflare_token", "region", "configuration_set")
    return {key: data[key] for key in keys if key in data}


class DomainViewSet(ApiViewSet):
    """Custom domains: the ownership proof, the records to publish, checks and probes."""

    schema_tag = "domains"
    lookup_url_kwarg = "domain_id"
    permissions = {"*": "domains:write"}

    def _get(self, domain_id: str):
        return selectors.domain_get(principal=self.principal, domain_id=domain_id)

    def _detail(self, domain) -> dict:
        records = selectors.domain_records(domain=domain)
        return s.DomainDetail(domain, context={"records": records}).data

    def _tenant(self, data: dict):
        principal = self.principal
        tenant_id = data.get("tenant_id") or principal.tenant_id
        if not tenant_id:
            raise AppError(
                "validation_failed",
                details={"fields": {"tenant_id": ["partner and platform keys name a tenant_id"]}},
            )
        return tenant_selectors.tenant_get(principal=principal, tenant_id=tenant_id)

    @extend_schema(
        summary="List domains",
        description="The caller's domains, newest first (removed ones are not listed).",
        parameters=PAGE_PARAMETERS,
        responses=s.DomainOut(many=True),
        examples=[ex.DOMAIN],
    )
    def list(self, request):
        return self.page(selectors.domain_list(principal=self.principal), s.DomainOut)

    @extend_schema(
        summary="Add a domain",
        description="Claims the domain for the tenant. It starts `pending_ownership`: publish "
        "the TXT record in `ownership` (`_pylota-challenge.<domain>`), then call verify. "
        "Nothing else is generated before ownership is proved. The method's settings may come "
        "along: `cloudflare_token` (write-only; checked with Cloudflare, then sealed), SES "
        "`region` and `configuration_set`. Accepts `Idempotency-Key`. "
        "422 `domain_invalid`; 409 `domain_taken` (claimed already, here or by another "
        "workspace), `domain_parent_claimed` (a parent domain is another workspace's).",
        request=s.DomainCreateIn,
        responses={201: s.DomainDetail},
        examples=[ex.DOMAIN_IN, ex.DOMAIN_IN_CLOUDFLARE, ex.DOMAIN_DETAIL],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.DomainCreateIn)
        domain = services.domain_create(
            actor=self.actor,
            tenant=self._tenant(data),
            name=data["name"],
            method=data["method"],
            principal=self.principal,
            **_provider_settings(data),
        )
        return Response(self._detail(domain), status=201)

    @extend_schema(
        summary="Get a domain",
        description="The domain, its state (and why it is in it) and each record with what "
        "was expected, what was found and what to fix. 404 `domain_not_found`.",
        responses=s.DomainDetail,
        examples=[ex.DOMAIN_DETAIL],
    )
    def retrieve(self, request, domain_id: str):
        return Response(self._detail(self._get(domain_id)))

    @extend_schema(
        summary="Update a domain",
        description="Changes the method, the transport (`platform`, `smtp_relay`, `ses`: "
        "the SPF record follows) or the catch-all identity (null: off). 409 "
        "`domain_transport_unavailable` for a transport the installation has no "
        "credential for; 404 `identity_not_found`. Provider settings: `cloudflare_token` "
        "(write-only, never shown; checked with Cloudflare first: 422 "
        "`domain_provider_forbidden` or `domain_provider_zone_not_found`, 429 "
        "`domain_provider_rate_limited`), SES `region` and `configuration_set` (null: the "
        "installation's).",
        request=s.DomainPatch,
        responses=s.DomainDetail,
        examples=[ex.DOMAIN_PATCH, ex.DOMAIN_DETAIL],
    )
    def partial_update(self, request, domain_id: str):
        domain = self._get(domain_id)
        data = self.validated(s.DomainPatch)
        provider_settings = _provider_settings(data)
        # Refused before anything changes: settings that do not fit the method and
        # transport the domain will have once this request is applied.
        services.provider_settings_check(
            method=data.get("method", domain.method),
            transport=data.get("transport", domain.transport),
            **provider_settings,
        )
        changes: dict = {}
        if "method" in data:
            changes["method"] = data["method"]
        if "catch_all_identity_id" in data:
            identity_id = data["catch_all_identity_id"]
            changes["catch_all_identity"] = (
                identity_selectors.identity_get(principal=self.principal, identity_id=identity_id)
                if identity_id
                else None
            )
        if changes:
            domain = services.domain_update(actor=self.actor, domain=domain, **changes)
        if "transport" in data:
            domain = services.domain_transport_set(
                actor=self.actor, domain=domain, transport=data["transport"]
            )
        if provider_settings:
            domain = services.domain_provider_set(
                actor=self.actor, domain=domain, **provider_settings
            )
        return Response(self._detail(domain))

    @extend_schema(
        summary="Remove a domain",
        description="The domain goes `removing` then `removed`: its addresses stop receiving "
        "and the name can be claimed again. Answers 204.",
        responses={204: None},
    )
    def destroy(self, request, domain_id: str):
        services.domain_delete(actor=self.actor, domain=self._get(domain_id))
        return Response(status=204)

    @extend_schema(
        summary="List a domain's records",
        description="Every record to publish, with its check status. `?format=bind` "
        "answers a BIND zone fragment (`text/dns`) to paste into a zone file.",
        parameters=[
            OpenApiParameter("format", str, enum=["json", "bind"], description="json or bind")
        ],
        responses={
            (200, "application/json"): s.RecordList,
            (200, "text/dns"): OpenApiResponse(OpenApiTypes.STR, description="BIND lines"),
        },
        examples=[ex.RECORDS, ex.RECORDS_BIND],
    )
    @action(detail=True, methods=["get"], renderer_classes=[JSONRenderer, BindZoneRenderer])
    def records(self, request, domain_id: str):
        domain = self._get(domain_id)
        if request.accepted_renderer.format == "bind":
            return Response(zone_fragment(_records(domain), domain=domain.name))
        rows = selectors.domain_records(domain=domain)
        return Response({"data": s.RecordOut(rows, many=True).data, "next_cursor": None})

    @extend_schema(
        summary="Verify a domain",
        description="Looks the ownership TXT up; once it resolves, generates the records, "
        "publishes them through the domain's method, and checks each one. The domain goes "
        "`active` when every required record is right. On an active domain, re-checks it. "
        "503 `domain_dns_unavailable` when DNS did not answer.",
        request=None,
        responses=s.DomainDetail,
        examples=[ex.DOMAIN_DETAIL],
    )
    @action(detail=True, methods=["post"])
    def verify(self, request, domain_id: str):
        domain = services.domain_verify(actor=self.actor, domain=self._get(domain_id))
        return Response(self._detail(domain))

    @extend_schema(
        summary="Probe a domain",
        description="Sends a probe message to the domain's MX, as DNS names it, over SMTP, "
        "and reports whether it arrived in our inbound pipeline. Accepts `Idempotency-Key`. "
        "409 `domain_state_invalid` before the records are published or on a send_only "
        "domain.",
        request=None,
        responses={201: s.ProbeOut},
        examples=[ex.PROBE],
    )
    @action(detail=True, methods=["post"])
    @idempotent()
    def probe(self, request, domain_id: str):
        check = services.domain_probe(actor=self.actor, domain=self._get(domain_id))
        return Response(s.ProbeOut(check).data, status=201)
