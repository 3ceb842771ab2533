from __future__ import annotations

from rest_framework import serializers

from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from pylota.api.fields import ModelOut
from pylota.core import ids
from pylota.core.events import EVENT_TYPES
from pylota.core.webhooks.sender import RESPONSE_BODY_LIMIT

MAX_FILTER_ITEMS = 100


# --- Endpoints ------------------------------------------------------------------------------


class EventTypeField(serializers.CharField):
    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value not in EVENT_TYPES:
            raise serializers.ValidationError(f"unknown event type {value!r}")
        return value


class IdentityIdField(serializers.CharField):
    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if not ids.is_valid(value, "idn"):
            raise serializers.ValidationError(f"{value!r} is not an identity ID (idn_…)")
        return value


class WebhookIn(serializers.Serializer):
    url = serializers.CharField(max_length=2048, help_text="https URL that receives the POSTs")
    event_types = serializers.ListField(
        child=EventTypeField(),
        max_length=MAX_FILTER_ITEMS,
        required=False,
        default=list,
        help_text="Only these event types; empty for all.",
    )
    identity_ids = serializers.ListField(
        child=IdentityIdField(),
        max_length=MAX_FILTER_ITEMS,
        required=False,
        default=list,
        help_text="Only events about these identities (events about no identity still come).",
    )
    description = serializers.CharField(
        max_length=500, required=False, default="", allow_blank=True
    )
    enabled = serializers.BooleanField(required=False, default=True)
    tenant_id = serializers.CharField(
        required=False,
        help_text="Partner and platform keys: the tenant this endpoint is for. A partner key "
        "without it creates a partner endpoint, which receives every event of its tenants.",
    )
    partner_id = serializers.CharField(
        required=False, help_text="Platform keys: create a partner endpoint for this partner."
    )


class WebhookPatch(serializers.Serializer):
    url = serializers.CharField(max_length=2048, required=False)
    event_types = serializers.ListField(
        child=EventTypeField(), max_length=MAX_FILTER_ITEMS, required=False
    )
    identity_ids = serializers.ListField(
        child=IdentityIdField(), max_length=MAX_FILTER_ITEMS, required=False
    )
    description = serializers.CharField(max_length=500, required=False, allow_blank=True)
    enabled = serializers.BooleanField(required=False)


class WebhookOut(ModelOut):
    scope = serializers.CharField()
    tenant_id = serializers.CharField(allow_null=True)
    partner_id = serializers.CharField(allow_null=True)
    disabled_reason = serializers.CharField(allow_null=True)
    previous_secret_expires_at = serializers.SerializerMethodField()

    class Meta:
        model = WebhookEndpoint
        fields = [
            "id",
            "url",
            "scope",
            "tenant_id",
            "partner_id",
            "event_types",
            "identity_ids",
            "description",
            "enabled",
            "disabled_reason",
            "disabled_at",
            "consecutive_failures",
            "previous_secret_expires_at",
            "created_at",
            "updated_at",
        ]

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["disabled_reason"] = instance.disabled_reason or None
        return data

    def get_previous_secret_expires_at(self, endpoint: WebhookEndpoint) -> str | None:
        """When the secret replaced by the last rotation stops signing (null: none does)."""
        expires = endpoint.previous_secret_expires_at
        if not endpoint.previous_secret or expires is None:
            return None
        return serializers.DateTimeField().to_representation(expires)


class WebhookCreated(WebhookOut):
    secret = serializers.SerializerMethodField(
        help_text="whsec_… signing secret: shown in this answer only"
    )

    class Meta(WebhookOut.Meta):
        fields = [*WebhookOut.Meta.fields, "secret"]

    def get_secret(self, endpoint: WebhookEndpoint) -> str:
        return self.context["secret"]


class RotateIn(serializers.Serializer):
    overlap_hours = serializers.IntegerField(
        min_value=0,
        max_value=24 * 7,
        required=False,
        help_text="How long the replaced secret keeps signing beside the new one (default 24).",
    )


class TestOut(serializers.Serializer):
    event_id = serializers.CharField()
    delivery_id = serializers.CharField()


class ReplayIn(serializers.Serializer):
    event_ids = serializers.ListField(
        child=serializers.CharField(max_length=30),
        min_length=1,
        max_length=1000,
        required=False,
    )
    since = serializers.DateTimeField(required=False)
    until = serializers.DateTimeField(required=False, help_text="Default: now.")

    def validate(self, attrs):
        by_ids = "event_ids" in attrs
        by_window = "since" in attrs or "until" in attrs
        if by_ids == by_window:
            raise serializers.ValidationError("give either event_ids or a window (since, until)")
        if by_window and "since" not in attrs:
            raise serializers.ValidationError({"since": ["required for a window replay"]})
        return attrs


class ReplaySkipped(serializers.Serializer):
    event_id = serializers.CharField()
    reason = serializers.ChoiceField(choices=["test_event", "filtered", "already_pending"])


class ReplayDelivery(serializers.Serializer):
    id = serializers.CharField()
    event_id = serializers.CharField()


class ReplayOut(serializers.Serializer):
    replayed = serializers.IntegerField()
    deliveries = ReplayDelivery(many=True)
    skipped = ReplaySkipped(many=True)


class DeliveryOut(ModelOut):
    webhook_id = serializers.CharField(source="endpoint_id")
    event_id = serializers.CharField()
    event_type = serializers.CharField(source="event.type")
    response_body = serializers.CharField(
        help_text=f"At most {RESPONSE_BODY_LIMIT} bytes of the last answer's body"
    )
    error = serializers.CharField(allow_null=True)

    class Meta:
        model = WebhookDelivery
        fields = [
            "id",
            "webhook_id",
            "event_id",
            "event_type",
            "kind",
            "state",
            "attempts",
            "response_status",
            "response_body",
            "latency_ms",
            "error",
            "next_attempt_at",
            "last_attempt_at",
            "created_at",
            "completed_at",
        ]

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["error"] = instance.error or None
        return data
