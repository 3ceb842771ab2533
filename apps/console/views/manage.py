"""PLACEHOLDER: replaced by the area's pages."""

from django.urls import path

from apps.console.views.base import ConsoleView


class Placeholder(ConsoleView):
    template_name = "console/placeholder.html"


urlpatterns = [
    path(r, Placeholder.as_view(), name=n)
    for r, n in [
        ("identities", "console-identities"),
        ("webhooks", "console-webhooks"),
        ("keys", "console-keys"),
        ("lists", "console-lists"),
        ("events", "console-events"),
        ("audit", "console-audit"),
    ]
]
