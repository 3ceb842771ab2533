from django.urls import re_path

from apps.outbound.api import views

_ID = r"[a-z]{3}_[0-9A-Za-z]{26}"
_IDENTITY = rf"^identities/(?P<identity_id>{_ID})"

urlpatterns = [
    re_path(
        rf"{_IDENTITY}/messages$",
        views.IdentityMessageViewSet.as_view({"post": "create"}),
        name="identity-send",
    ),
    re_path(
        rf"^messages/(?P<message_id>{_ID})/delivery$",
        views.MessageDeliveryViewSet.as_view({"get": "delivery"}),
        name="message-delivery",
    ),
    re_path(
        rf"^messages/(?P<message_id>{_ID})/cancel$",
        views.MessageDeliveryViewSet.as_view({"post": "cancel"}),
        name="message-cancel",
    ),
    re_path(
        r"^attachments$",
        views.UploadViewSet.as_view({"post": "create"}),
        name="uploads",
    ),
    re_path(
        rf"{_IDENTITY}/drafts$",
        views.DraftViewSet.as_view({"get": "list", "post": "create"}),
        name="identity-drafts",
    ),
    re_path(
        rf"{_IDENTITY}/drafts/(?P<draft_id>{_ID})$",
        views.DraftViewSet.as_view(
            {"get": "retrieve", "patch": "partial_update", "delete": "destroy"}
        ),
        name="identity-draft-detail",
    ),
    re_path(
        rf"{_IDENTITY}/drafts/(?P<draft_id>{_ID})/send$",
        views.DraftViewSet.as_view({"post": "send"}),
        name="identity-draft-send",
    ),
    re_path(
        rf"{_IDENTITY}/send-policy$",
        views.SendPolicyViewSet.as_view({"get": "retrieve", "patch": "partial_update"}),
        name="identity-send-policy",
    ),
    re_path(
        r"^suppressions$",
        views.SuppressionViewSet.as_view({"get": "list", "post": "create"}),
        name="suppressions",
    ),
    re_path(
        r"^suppressions/(?P<suppression>[^/]+)$",
        views.SuppressionViewSet.as_view({"get": "retrieve", "delete": "destroy"}),
        name="suppression-detail",
    ),
    # Amazon SNS posts SES events here; the SNS signature is the credential, not a key.
    re_path(
        r"^transports/ses/notifications$",
        views.SesNotificationView.as_view(),
        name="ses-notifications",
    ),
]
