from rest_framework.routers import SimpleRouter

from apps.webhooks.api import views

router = SimpleRouter(trailing_slash=False)
router.register("webhooks", views.WebhookViewSet, basename="webhook")
urlpatterns = router.urls
