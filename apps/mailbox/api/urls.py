from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from apps.mailbox.api import views, wait

router = SimpleRouter(trailing_slash=False)
router.register("threads", views.ThreadViewSet, basename="thread")
router.register("messages", views.MessageViewSet, basename="message")
router.register("quarantine", views.QuarantineViewSet, basename="quarantine")

urlpatterns = [
    path("identities/<str:identity_id>/wait", wait.identity_wait, name="identity-wait"),
    path(
        "identities/<str:identity_id>/threads",
        views.IdentityThreadViewSet.as_view({"get": "list"}),
        name="identity-threads",
    ),
    re_path(r"^links/(?P<token>[A-Za-z0-9_.-]+)$", views.LinkView.as_view(), name="link"),
    *router.urls,
]
