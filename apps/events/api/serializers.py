from __future__ import annotations

from rest_framework import serializers


class EventOut(serializers.Serializer):
    id = serializers.CharField()
    type = serializers.CharField()
    created_at = serializers.DateTimeField()
    tenant_id = serializers.CharField(allow_null=True)
    data = serializers.DictField()

    def to_representation(self, instance):
        return instance.envelope()
