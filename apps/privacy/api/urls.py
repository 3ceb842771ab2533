from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from apps.privacy.api import views

router = SimpleRouter(trailing_slash=False)
router.register("exports", views.ExportViewSet, basename="export")
router.register("jobs", views.JobViewSet, basename="job")
router.register("erasures", views.ErasureViewSet, basename="erasure")
router.register("holds", views.HoldViewSet, basename="hold")

urlpatterns = [
    path(
        "retention",
        views.RetentionViewSet.as_view({"get": "retrieve", "put": "update"}),
        name="retention",
    ),
    path(
        "identities/<str:identity_id>/retention",
        views.IdentityRetentionViewSet.as_view({"get": "retrieve", "put": "update"}),
        name="identity-retention",
    ),
    re_path(
        r"^exports/download/(?P<token>[A-Za-z0-9_.-]+)$",
        views.ExportDownloadView.as_view(),
        name="export-download",
    ),
    *router.urls,
]
