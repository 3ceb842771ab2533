"""The console's routes: /console/ for pages outside a workspace, /console/<tenant_id>/…
for a workspace's pages (each area's view module lists its own)."""

from django.urls import include, path, register_converter

from apps.console.views import (
    account,
    domains,
    entry,
    mail,
    manage,
    privacy,
    triage,
    workspace,
)


class TenantIdConverter:
    regex = "tnt_[0-9A-Z]{26}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(TenantIdConverter, "tenant")

urlpatterns = [
    *entry.urlpatterns,
    *account.urlpatterns,
    path(
        "<tenant:tenant_id>/",
        include(
            workspace.urlpatterns
            + mail.urlpatterns
            + manage.urlpatterns
            + domains.urlpatterns
            + triage.urlpatterns
            + privacy.urlpatterns
        ),
    ),
]
