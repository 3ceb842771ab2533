from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.identities import selectors as identity_selectors
from apps.tenants import selectors as tenant_selectors
from apps.webhooks import selectors, services
from apps.webhooks.api import examples as ex
from apps.webhooks.api import serializers as s
from apps.webhooks.models import WebhookDelivery
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError


class WebhookViewSet(ApiViewSet):
    """Webhook endpoints: signed POSTs of every event, with retries, tests and replays."""

    schema_tag = "webhooks"
    lookup_url_kwarg = "webhook_id"
    permissions = {
        "list": "webhooks:read",
        "retrieve": "webhooks:read",
        "deliveries": "webhooks:read",
        "*": "webhooks:write",
    }

    def _get(self, webhook_id: str):
        return selectors.webhook_get(principal=self.principal, webhook_id=webhook_id)

    def _check_identities(self, identity_ids: list[str], tenant_id: str | None) -> None:
        """Filters name identities the caller sees (of the endpoint's tenant, for a tenant
        endpoint): an unknown or foreign one is 404 ``identity_not_found`` as elsewhere."""
        for identity_id in identity_ids:
            identity = identity_selectors.identity_get(
                principal=self.principal, identity_id=identity_id
            )
            if tenant_id and identity.tenant_id != tenant_id:
                raise AppError("identity_not_found")

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

    @extend_schema(
        summary="List webhook endpoints",
        description="The caller's endpoints (a partner's include its tenants' and its own), "
        "newest first; secrets are never shown again.",
        parameters=PAGE_PARAMETERS,
        responses=s.WebhookOut(many=True),
        examples=[ex.WEBHOOK],
    )
    def list(self, request):
        return self.page(selectors.webhook_list(principal=self.principal), s.WebhookOut)

    @extend_schema(
        summary="Create a webhook endpoint",
        description="Registers an https URL for signed POSTs (Standard Webhooks) of the "
        "events chosen (all when `event_types` is empty). The `whsec_…` secret is in this "
        "answer only. Accepts `Idempotency-Key`. 422 `webhook_url_forbidden` for URLs that "
        "resolve to private addresses; 409 `webhook_limit_reached`.",
        request=s.WebhookIn,
        responses={201: s.WebhookCreated},
        examples=[ex.WEBHOOK_IN, ex.WEBHOOK_CREATED],
    )
    @idempotent(secret_fields=("secret",))
    def create(self, request):
        data = self.validated(s.WebhookIn)
        owner = self._owner(data)
        tenant = owner.get("tenant")
        self._check_identities(data["identity_ids"], tenant.id if tenant else None)
        endpoint, secret = services.webhook_create(
            actor=self.actor,
            url=data["url"],
            event_types=data["event_types"],
            identity_ids=data["identity_ids"],
            description=data["description"],
            enabled=data["enabled"],
            **owner,
        )
        return Response(s.WebhookCreated(endpoint, context={"secret": secret}).data, status=201)

    @extend_schema(
        summary="Get a webhook endpoint",
        description="One endpoint: filters, state, consecutive failures and why it was "
        "disabled. 404 `webhook_not_found`.",
        responses=s.WebhookOut,
        examples=[ex.WEBHOOK],
    )
    def retrieve(self, request, webhook_id: str):
        return Response(s.WebhookOut(self._get(webhook_id)).data)

    @extend_schema(
        summary="Update a webhook endpoint",
        description="Changes the URL, filters or description, or enables it again after "
        "it was disabled. 422 `webhook_url_forbidden`.",
        request=s.WebhookPatch,
        responses=s.WebhookOut,
        examples=[ex.WEBHOOK_PATCH, ex.WEBHOOK],
    )
    def partial_update(self, request, webhook_id: str):
        endpoint = self._get(webhook_id)
        changes = self.validated(s.WebhookPatch)
        self._check_identities(changes.get("identity_ids", []), endpoint.tenant_id)
        endpoint = services.webhook_update(actor=self.actor, endpoint=endpoint, **changes)
        return Response(s.WebhookOut(endpoint).data)

    @extend_schema(
        summary="Delete a webhook endpoint",
        description="Deletes the endpoint and its deliveries log. Answers 204.",
        responses={204: None},
    )
    def destroy(self, request, webhook_id: str):
        services.webhook_delete(actor=self.actor, endpoint=self._get(webhook_id))
        return Response(status=204)

    @extend_schema(
        summary="Rotate a webhook secret",
        description="Creates a new signing secret (in this answer only); the replaced one "
        "keeps signing beside it for `overlap_hours` (default 24), so receivers can switch "
        "without missing a delivery. Accepts `Idempotency-Key`.",
        request=s.RotateIn,
        responses={201: s.WebhookCreated},
        examples=[ex.ROTATE_IN, ex.ROTATED],
    )
    @action(detail=True, methods=["post"], url_path="rotate-secret", url_name="rotate-secret")
    @idempotent(secret_fields=("secret",))
    def rotate_secret(self, request, webhook_id: str):
        endpoint = self._get(webhook_id)
        data = self.validated(s.RotateIn)
        endpoint, secret = services.webhook_rotate_secret(
            actor=self.actor, endpoint=endpoint, overlap_hours=data.get("overlap_hours")
        )
        return Response(s.WebhookCreated(endpoint, context={"secret": secret}).data, status=201)

    @extend_schema(
        summary="Send a test event",
        description="Queues one `webhook.test` event to the endpoint, tried once; the "
        "endpoint's failure count is left alone. Follow it in webhooks_deliveries. Accepts "
        "`Idempotency-Key`. 409 `webhook_disabled`.",
        request=None,
        responses={202: s.TestOut},
        examples=[ex.TEST],
    )
    @action(detail=True, methods=["post"], url_path="test", url_name="test")
    @idempotent()
    def send_test(self, request, webhook_id: str):
        delivery = services.webhook_send_test(actor=self.actor, endpoint=self._get(webhook_id))
        return Response(
            s.TestOut({"event_id": delivery.event_id, "delivery_id": delivery.pk}).data,
            status=202,
        )

    @extend_schema(
        summary="Replay events",
        description="Delivers past events again, by ID or by time window, to this endpoint "
        "only; events its filters exclude, test events and ones already pending are "
        "skipped (and listed). Accepts `Idempotency-Key`. 409 `webhook_disabled`; 404 "
        "`event_not_found`; 422 `webhook_replay_too_large` for a window too wide.",
        request=s.ReplayIn,
        responses={202: s.ReplayOut},
        examples=[ex.REPLAY_WINDOW, ex.REPLAY_IDS, ex.REPLAYED],
    )
    @action(detail=True, methods=["post"])
    @idempotent()
    def replay(self, request, webhook_id: str):
        endpoint = self._get(webhook_id)
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
        summary="List an endpoint's deliveries",
        description="The endpoint's deliveries log, newest first: state, "
        "attempts, the last answer's status and body, latency, error. Filter by `state` or "
        "`event_id`.",
        examples=[ex.DELIVERY],
    )
    @action(detail=True, methods=["get"])
    def deliveries(self, request, webhook_id: str):
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
            webhook_id=webhook_id,
            state=state,
            event_id=request.query_params.get("event_id"),
        )
        return self.page(deliveries, s.DeliveryOut)
