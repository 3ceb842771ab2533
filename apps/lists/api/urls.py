from django.urls import re_path

from apps.lists.api import views

_LIST = (
    r"^tenants/(?P<tenant_id>[a-z]{3}_[0-9A-Za-z]{26})"
    r"/lists/(?P<direction>receive|send)/(?P<kind>address|domain)"
)

urlpatterns = [
    re_path(
        rf"{_LIST}$",
        views.ListEntryViewSet.as_view({"get": "list", "post": "create"}),
        name="list-entries",
    ),
    re_path(
        rf"{_LIST}/(?P<entry>[^/]+)$",
        views.ListEntryViewSet.as_view({"get": "retrieve", "delete": "destroy"}),
        name="list-entry-detail",
    ),
]
