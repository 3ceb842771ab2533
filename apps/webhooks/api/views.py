from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.tenants import selectors as tenant_selectors
from apps.webhooks import selectors, services
from apps.webhooks.api import serializers as s
from apps.webhooks.models import WebhookDelivery
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError


class WebhookViewSet(ApiViewSet):
    """Webhook endpoints: signed POSTs of every event, with retries, tests and replays."""

    permissions = {
        "list": "webhooks:read",
        "retrieve": "webhooks:read",
        "deliveries": "webhooks:read",
        "*": "webhooks:write",
    }

    def _get(self, pk: str):
        return selectors.webhook_get(principal=self.principal, webhook_id=pk)

    def _owner(self, data: dict) -> dict:
        """Whose endpoint a create makes: the caller's tenant, one of the caller's tenants
        (``tenant_id``), or a partner (a partner key by default, or ``partner_id``)."""
        principal = self.principal
        tenant_id, partner_id = data.get("tenant_id"), data.get("partner_id")
        if tenant_id and partner_id:
            raise AppError(
                "validation_failed",
                details={"fields": {"partner_id": ["give tenant_id or partner_id, not both"]}},
            )
        if tenant_id:
            return {"tenant": tenant_selectors.tenant_get(principal=principal, tenant_id=tenant_id)}
        if partner_id:
            if not (principal.is_partner or principal.is_platform):
                raise AppError("level_not_allowed", "Partner endpoints need a partner key.")
            return {
                "partner": tenant_selectors.partner_get(principal=principal, partner_id=partner_id)
            }
        if principal.is_partner:
            return {
                "partner": tenant_selectors.partner_get(
                    principal=principal, partner_id=principal.partner_id
                )
            }
        if principal.tenant_id:
            return {
                "tenant": tenant_selectors.tenant_get(
                    principal=principal, tenant_id=principal.tenant_id
                )
            }
        raise AppError(
            "validation_failed",
            details={"fields": {"tenant_id": ["platform keys name a tenant_id or partner_id"]}},
        )

    @extend_schema(parameters=PAGE_PARAMETERS, responses=s.WebhookOut(many=True))
    def list(self, request):
        return self.page(selectors.webhook_list(principal=self.principal), s.WebhookOut)

    @extend_schema(request=s.WebhookIn, responses={201: s.WebhookCreated})
    @idempotent(secret_fields=("secret",))
    def create(self, request):
        data = self.validated(s.WebhookIn)
        endpoint, secret = services.webhook_create(
            actor=self.actor,
            url=data["url"],
            event_types=data["event_types"],
            identity_ids=data["identity_ids"],
            description=data["description"],
            enabled=data["enabled"],
            **self._owner(data),
        )
        return Response(s.WebhookCreated(endpoint, context={"secret": secret}).data, status=201)

    @extend_schema(responses=s.WebhookOut)
    def retrieve(self, request, pk: str):
        return Response(s.WebhookOut(self._get(pk)).data)

    @extend_schema(request=s.WebhookPatch, responses=s.WebhookOut)
    def partial_update(self, request, pk: str):
        endpoint = self._get(pk)
        changes = self.validated(s.WebhookPatch)
        endpoint = services.webhook_update(actor=self.actor, endpoint=endpoint, **changes)
        return Response(s.WebhookOut(endpoint).data)

    @extend_schema(responses={204: None})
    def destroy(self, request, pk: str):
        services.webhook_delete(actor=self.actor, endpoint=self._get(pk))
        return Response(status=204)

    @extend_schema(request=s.RotateIn, responses={201: s.WebhookCreated})
    @action(detail=True, methods=["post"], url_path="rotate-secret", url_name="rotate-secret")
    @idempotent(secret_fields=("secret",))
    def rotate_secret(self, request, pk: str):
        endpoint = self._get(pk)
        data = self.validated(s.RotateIn)
        endpoint, secret = services.webhook_rotate_secret(
            actor=self.actor, endpoint=endpoint, overlap_hours=data.get("overlap_hours")
        )
        return Response(s.WebhookCreated(endpoint, context={"secret": secret}).data, status=201)

    @extend_schema(request=None, responses={202: s.TestOut})
    @action(detail=True, methods=["post"], url_path="test", url_name="test")
    @idempotent()
    def send_test(self, request, pk: str):
        delivery = services.webhook_send_test(actor=self.actor, endpoint=self._get(pk))
        return Response(
            s.TestOut({"event_id": delivery.event_id, "delivery_id": delivery.pk}).data,
            status=202,
        )

    @extend_schema(request=s.ReplayIn, responses={202: s.ReplayOut})
    @action(detail=True, methods=["post"])
    @idempotent()
    def replay(self, request, pk: str):
        endpoint = self._get(pk)
        data = self.validated(s.ReplayIn)
        result = services.webhook_replay(
            actor=self.actor,
            endpoint=endpoint,
            event_ids=data.get("event_ids"),
            since=data.get("since"),
            until=data.get("until"),
        )
        return Response(s.ReplayOut(result).data, status=202)

    @extend_schema(
        parameters=[
            OpenApiParameter("state", str, enum=WebhookDelivery.State.values),
            OpenApiParameter("event_id", str),
            *PAGE_PARAMETERS,
        ],
        responses=s.DeliveryOut(many=True),
    )
    @action(detail=True, methods=["get"])
    def deliveries(self, request, pk: str):
        state = request.query_params.get("state")
        if state and state not in WebhookDelivery.State.values:
            raise AppError(
                "validation_failed",
                details={
                    "fields": {"state": [f"one of {', '.join(WebhookDelivery.State.values)}"]}
                },
            )
        deliveries = selectors.delivery_list(
            principal=self.principal,
            webhook_id=pk,
            state=state,
            event_id=request.query_params.get("event_id"),
        )
        return self.page(deliveries, s.DeliveryOut)
