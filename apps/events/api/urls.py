from django.urls import path
from rest_framework.routers import SimpleRouter

from apps.events.api import stream, views

router = SimpleRouter(trailing_slash=False)
router.register("events", views.EventViewSet, basename="event")
urlpatterns = [
    # Before the router: its detail route would take "stream" for an event ID.
    path("events/stream", stream.event_stream, name="event-stream"),
    *router.urls,
]
