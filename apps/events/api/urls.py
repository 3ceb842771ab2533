from rest_framework.routers import SimpleRouter

from apps.events.api import views

router = SimpleRouter(trailing_slash=False)
router.register("events", views.EventViewSet, basename="event")
urlpatterns = router.urls
