from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularJSONAPIView, SpectacularRedocView

from apps.console.views import oauth as oauth_views

urlpatterns = [
    path("", include("apps.ops.api.urls")),
    path("v1/", include("apps.tenants.api.urls")),
    path("v1/", include("apps.identities.api.urls")),
    path("v1/", include("apps.mailbox.api.urls")),
    path("v1/", include("apps.events.api.urls")),
    path("v1/", include("apps.webhooks.api.urls")),
    path("v1/", include("apps.lists.api.urls")),
    path("v1/", include("apps.outbound.api.urls")),
    path("v1/", include("apps.search.api.urls")),
    path("v1/", include("apps.triage.api.urls")),
    path("v1/", include("apps.domains.api.urls")),
    path("v1/", include("apps.privacy.api.urls")),
    path(
        "openapi.json",
        SpectacularJSONAPIView.as_view(authentication_classes=[], permission_classes=[]),
        name="openapi",
    ),
    path(
        "docs",
        SpectacularRedocView.as_view(
            url_name="openapi", authentication_classes=[], permission_classes=[]
        ),
        name="api-docs",
    ),
    path("admin/", admin.site.urls),
    path("accounts/", include("allauth.urls")),
    path("console/", include("apps.console.urls")),
    path("oauth/", include((oauth_views.oauth_urlpatterns, "oauth2_provider"))),
    path("", include(oauth_views.wellknown_urlpatterns)),
    path("", include("apps.domains.api.mta_sts")),
]

handler400 = "pylota.api.errors.handler400"
handler403 = "pylota.api.errors.handler403"
handler404 = "pylota.api.errors.handler404"
handler500 = "pylota.api.errors.handler500"
