from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from apps.events import selectors
from apps.events.api import serializers as s
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet


class EventViewSet(ApiViewSet):
    """The events webhooks carry, for agents that prefer to poll."""

    permissions = {"*": "events:read"}

    @extend_schema(
        parameters=[
            OpenApiParameter("type", str, description="Only events of this type"),
            *PAGE_PARAMETERS,
        ],
        responses=s.EventOut(many=True),
    )
    def list(self, request):
        events = selectors.event_list(
            principal=self.principal, type=request.query_params.get("type")
        )
        return self.page(events, s.EventOut)

    @extend_schema(responses=s.EventOut)
    def retrieve(self, request, pk: str):
        event = selectors.event_get(principal=self.principal, event_id=pk)
        return Response(s.EventOut(event).data)
