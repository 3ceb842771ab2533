from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from apps.webhooks import selectors
from apps.webhooks.api.serializers import EventOut
from pylota.api.views import ApiViewSet


class EventViewSet(ApiViewSet):
    """The events webhooks carry, for agents that prefer to poll."""

    permissions = {"*": "events:read"}

    @extend_schema(
        parameters=[
            OpenApiParameter("type", str, description="Only events of this type"),
            OpenApiParameter("limit", int),
            OpenApiParameter("cursor", str),
        ],
        responses=EventOut(many=True),
    )
    def list(self, request):
        events = selectors.event_list(
            principal=self.principal, type=request.query_params.get("type")
        )
        return self.page(events, EventOut)

    @extend_schema(responses=EventOut)
    def retrieve(self, request, pk: str):
        event = selectors.event_get(principal=self.principal, event_id=pk)
        return Response(EventOut(event).data)
