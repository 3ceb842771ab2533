"""PLACEHOLDER: replaced by the area's pages."""

from django.urls import path

from apps.console.views.base import ConsoleView


class Placeholder(ConsoleView):
    template_name = "console/placeholder.html"


urlpatterns = [
    path(r, Placeholder.as_view(), name=n)
    for r, n in [
        ("inbox", "console-inbox"),
        ("compose", "console-compose"),
        ("drafts", "console-drafts"),
        ("quarantine", "console-quarantine"),
        ("search", "console-search"),
    ]
]
