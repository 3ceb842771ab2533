from django.urls import path, re_path

from apps.inbound.api import views

urlpatterns = [
    path("identities/<str:identity_id>/wait", views.identity_wait, name="identity-wait"),
    re_path(
        r"^tenants/(?P<tenant_id>[a-z]{3}_[0-9A-Za-z]{26})/trust-policy$",
        views.TrustPolicyViewSet.as_view({"get": "retrieve", "patch": "partial_update"}),
        name="tenant-trust-policy",
    ),
]
