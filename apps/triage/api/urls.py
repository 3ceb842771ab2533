from django.urls import re_path

from apps.triage.api import views

_RULE_ID = r"(?P<rule_id>trl_[0-9A-Za-z]{26})"

urlpatterns = [
    re_path(
        r"^triage/rules$",
        views.TriageRuleViewSet.as_view({"get": "list", "post": "create"}),
        name="triage-rules",
    ),
    re_path(
        r"^triage/rules/reorder$",
        views.TriageRuleViewSet.as_view({"post": "reorder"}),
        name="triage-rules-reorder",
    ),
    re_path(
        rf"^triage/rules/{_RULE_ID}$",
        views.TriageRuleViewSet.as_view(
            {"get": "retrieve", "patch": "partial_update", "delete": "destroy"}
        ),
        name="triage-rule-detail",
    ),
]
