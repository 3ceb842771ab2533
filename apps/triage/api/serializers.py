"""Serializers of the triage API. Conditions and actions are checked by
``pylota.core.triage`` (one definition for the API, the console and the admin)."""

from __future__ import annotations

from rest_framework import serializers

from apps.triage.models import TriageRule
from pylota.api.fields import ModelOut

CONDITIONS_HELP = (
    "All must hold (an empty object matches every message). `from`, `to`: addresses or "
    "domains (a domain covers its subdomains); `subject_contains`, `body_contains`: words or "
    "phrases, any one is enough (case and accents ignored); `labels`: labels the message "
    "carries; `is_list`, `auto_submitted`: true or false; `auth`: verdicts per check, e.g. "
    '`{"dmarc": ["fail"], "aligned_from": false}`.'
)
ACTIONS_HELP = (
    "At least one: `add_labels` (list), `priority` (low, normal, high, urgent), `category`, "
    "`needs_reply` (true or false), `skip_model` (leave what the rules did not set unset "
    "rather than ask the model or the classifier), `stop` (no later rule runs)."
)


class TriageRuleOut(ModelOut):
    tenant_id = serializers.CharField()
    identity_id = serializers.CharField(allow_null=True)
    conditions = serializers.JSONField(help_text=CONDITIONS_HELP)
    actions = serializers.JSONField(help_text=ACTIONS_HELP)

    class Meta:
        model = TriageRule
        fields = [
            "id",
            "tenant_id",
            "identity_id",
            "name",
            "position",
            "enabled",
            "conditions",
            "actions",
            "created_at",
            "updated_at",
        ]


class TriageRuleIn(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False, default="", allow_blank=True)
    conditions = serializers.DictField(required=False, default=dict, help_text=CONDITIONS_HELP)
    actions = serializers.DictField(help_text=ACTIONS_HELP)
    identity_id = serializers.CharField(
        required=False, help_text="Apply to this identity's mail only; all identities when absent."
    )
    position = serializers.IntegerField(
        required=False, min_value=1, help_text="1-based place in the order; last when absent."
    )
    enabled = serializers.BooleanField(required=False, default=True)
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: the tenant the rule is for."
    )


class TriageRulePatch(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False, allow_blank=True)
    conditions = serializers.DictField(required=False, help_text=CONDITIONS_HELP)
    actions = serializers.DictField(required=False, help_text=ACTIONS_HELP)
    position = serializers.IntegerField(required=False, min_value=1)
    enabled = serializers.BooleanField(required=False)


class TriageRuleFilters(serializers.Serializer):
    tenant_id = serializers.CharField(required=False)
    identity_id = serializers.CharField(required=False)


class TriageReorderIn(serializers.Serializer):
    rule_ids = serializers.ListField(
        child=serializers.CharField(max_length=30),
        max_length=1000,
        help_text="Every rule of the tenant, once each, in the order they should run.",
    )
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: whose rules."
    )
