from django.urls import path
from rest_framework.routers import SimpleRouter

from apps.tenants.api import views

router = SimpleRouter(trailing_slash=False)
router.register("tenants", views.TenantViewSet, basename="tenant")
router.register("partners", views.PartnerViewSet, basename="partner")
router.register("keys", views.ApiKeyViewSet, basename="key")
router.register("audit-events", views.AuditEventViewSet, basename="audit-event")

urlpatterns = [
    path("me", views.MeViewSet.as_view({"get": "list"}), name="me"),
    *router.urls,
]
