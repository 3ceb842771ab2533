from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from apps.tenants.api import views

router = SimpleRouter(trailing_slash=False)
router.register("tenants", views.TenantViewSet, basename="tenant")
router.register("partners", views.PartnerViewSet, basename="partner")
router.register("keys", views.ApiKeyViewSet, basename="key")
router.register("audit-events", views.AuditEventViewSet, basename="audit-event")

urlpatterns = [
    path("me", views.MeViewSet.as_view({"get": "retrieve"}), name="me"),
    re_path(
        r"^tenants/(?P<tenant_id>[a-z]{3}_[0-9A-Za-z]{26})/trust-policy$",
        views.TrustPolicyViewSet.as_view({"get": "retrieve", "patch": "partial_update"}),
        name="tenant-trust-policy",
    ),
    *router.urls,
]
