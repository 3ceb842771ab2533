from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from apps.events import selectors
from apps.events.api import examples as ex
from apps.events.api import serializers as s
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet


class EventViewSet(ApiViewSet):
    """The events webhooks carry, for agents that prefer to poll."""

    schema_tag = "events"
    lookup_url_kwarg = "event_id"
    permissions = {"*": "events:read"}

    @extend_schema(
        summary="List events",
        description="The events of the caller's scope, newest first, in the envelope "
        "webhooks deliver (`{id, type, created_at, tenant_id, data}`); `?type=` filters.",
        parameters=[
            OpenApiParameter("type", str, description="Only events of this type"),
            *PAGE_PARAMETERS,
        ],
        responses=s.EventOut(many=True),
        examples=[ex.EVENT],
    )
    def list(self, request):
        events = selectors.event_list(
            principal=self.principal, type=request.query_params.get("type")
        )
        return self.page(events, s.EventOut)

    @extend_schema(
        summary="Get an event",
        description="One event, as a webhook delivers it. 404 `event_not_found`.",
        responses=s.EventOut,
        examples=[ex.EVENT],
    )
    def retrieve(self, request, event_id: str):
        event = selectors.event_get(principal=self.principal, event_id=event_id)
        return Response(s.EventOut(event).data)
