from django.urls import path

from apps.ops.api import views

urlpatterns = [
    path("health", views.HealthView.as_view(), name="health"),
    path("metrics", views.MetricsView.as_view(), name="metrics"),
    path(".well-known/security.txt", views.SecurityTxtView.as_view(), name="security-txt"),
    path("llms.txt", views.LlmsTxtView.as_view(), name="llms-txt"),
]
