from django.urls import path
from rest_framework.routers import SimpleRouter

from apps.mailbox.api import views

router = SimpleRouter(trailing_slash=False)
router.register("threads", views.ThreadViewSet, basename="thread")
router.register("messages", views.MessageViewSet, basename="message")
router.register("quarantine", views.QuarantineViewSet, basename="quarantine")

urlpatterns = [
    path(
        "identities/<str:identity_pk>/threads",
        views.IdentityThreadViewSet.as_view({"get": "list"}),
        name="identity-threads",
    ),
    *router.urls,
]
