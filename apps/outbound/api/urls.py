from django.urls import re_path

from apps.outbound.api import send_views, views

_LIST = (
    r"^tenants/(?P<tenant_id>[a-z]{3}_[0-9A-Za-z]{26})"
    r"/lists/(?P<direction>receive|send)/(?P<kind>address|domain)"
)
_ID = r"[a-z]{3}_[0-9A-Za-z]{26}"
_IDENTITY = rf"^identities/(?P<identity_id>{_ID})"

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

# Sending (issue 6)
urlpatterns += [
    re_path(
        rf"{_IDENTITY}/messages$",
        send_views.IdentityMessageViewSet.as_view({"post": "create"}),
        name="identity-send",
    ),
    re_path(
        rf"^messages/(?P<pk>{_ID})/delivery$",
        send_views.MessageDeliveryViewSet.as_view({"get": "delivery"}),
        name="message-delivery",
    ),
    re_path(
        rf"^messages/(?P<pk>{_ID})/cancel$",
        send_views.MessageDeliveryViewSet.as_view({"post": "cancel"}),
        name="message-cancel",
    ),
    re_path(
        r"^attachments$",
        send_views.UploadViewSet.as_view({"post": "create"}),
        name="uploads",
    ),
    re_path(
        rf"{_IDENTITY}/drafts$",
        send_views.DraftViewSet.as_view({"get": "list", "post": "create"}),
        name="identity-drafts",
    ),
    re_path(
        rf"{_IDENTITY}/drafts/(?P<draft_id>{_ID})$",
        send_views.DraftViewSet.as_view(
            {"get": "retrieve", "patch": "partial_update", "delete": "destroy"}
        ),
        name="identity-draft-detail",
    ),
    re_path(
        rf"{_IDENTITY}/drafts/(?P<draft_id>{_ID})/send$",
        send_views.DraftViewSet.as_view({"post": "send"}),
        name="identity-draft-send",
    ),
    re_path(
        rf"{_IDENTITY}/send-policy$",
        send_views.SendPolicyViewSet.as_view({"get": "retrieve", "patch": "partial_update"}),
        name="identity-send-policy",
    ),
    re_path(
        r"^suppressions$",
        send_views.SuppressionViewSet.as_view({"get": "list", "post": "create"}),
        name="suppressions",
    ),
    re_path(
        r"^suppressions/(?P<suppression>[^/]+)$",
        send_views.SuppressionViewSet.as_view({"get": "retrieve", "delete": "destroy"}),
        name="suppression-detail",
    ),
    re_path(r"^links/(?P<token>[A-Za-z0-9_.-]+)$", send_views.LinkView.as_view(), name="link"),
]
