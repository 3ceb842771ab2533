from __future__ import annotations

from rest_framework import serializers

from apps.lists.models import ListEntry
from pylota.api.fields import ModelOut


class ListEntryOut(ModelOut):
    tenant_id = serializers.CharField()
    identity_id = serializers.CharField(allow_null=True)

    class Meta:
        model = ListEntry
        fields = [
            "id",
            "tenant_id",
            "identity_id",
            "direction",
            "kind",
            "action",
            "value",
            "note",
            "created_at",
        ]


class ListEntryIn(serializers.Serializer):
    value = serializers.CharField(
        max_length=320, help_text="An address (kind address) or a domain (kind domain)."
    )
    action = serializers.ChoiceField(choices=ListEntry.Action.choices)
    identity_id = serializers.CharField(
        required=False, help_text="An identity's own entry; the tenant's when absent."
    )
    note = serializers.CharField(max_length=200, required=False, default="", allow_blank=True)


class ListFilters(serializers.Serializer):
    identity_id = serializers.CharField(required=False)
    action = serializers.ChoiceField(choices=ListEntry.Action.choices, required=False)
