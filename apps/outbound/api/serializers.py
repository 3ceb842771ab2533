"""Input and output of the send API, drafts, uploads, suppressions and send policies."""

from __future__ import annotations

import base64
import binascii

from django.conf import settings
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.outbound.models import Draft, SendPolicy, Suppression, Upload
from pylota.api.fields import ModelOut

MAX_ATTACHMENTS = 50
MAX_LABELS = 20
MAX_METADATA_KEYS = 50


@extend_schema_field(
    {
        "oneOf": [
            {"type": "string", "format": "email"},
            {
                "type": "object",
                "properties": {"name": {"type": "string"}, "address": {"type": "string"}},
                "required": ["address"],
            },
        ]
    }
)
class AddressField(serializers.Field):
    """``"bob@example.com"`` or ``{"name": "Bob", "address": "bob@example.com"}``."""

    def to_internal_value(self, data):
        if isinstance(data, str):
            return {"name": None, "address": data.strip()}
        if isinstance(data, dict) and isinstance(data.get("address"), str):
            name = data.get("name")
            if name is not None and not isinstance(name, str):
                raise serializers.ValidationError("name must be a string")
            return {"name": name, "address": data["address"].strip()}
        raise serializers.ValidationError("an address is a string or {name, address}")

    def to_representation(self, value):
        return value


def _addresses(**kwargs) -> serializers.ListField:
    # The documented maximum (PM_SEND_MAX_RECIPIENTS) is the policy's to answer, with its
    # own error code; this bound only keeps absurd bodies out.
    return serializers.ListField(child=AddressField(), required=False, max_length=1000, **kwargs)


class AttachmentIn(serializers.Serializer):
    filename = serializers.CharField(max_length=255, required=False)
    content_type = serializers.CharField(max_length=255, required=False)
    content = serializers.CharField(
        required=False, help_text="Base64; at most PM_SEND_INLINE_ATTACHMENT_MAX_BYTES decoded"
    )
    upload_id = serializers.CharField(
        required=False, help_text="An upload from POST /v1/attachments"
    )
    content_id = serializers.CharField(
        max_length=200, required=False, help_text="Makes it an inline image: cid:{content_id}"
    )

    def validate(self, attrs):
        if ("content" in attrs) == ("upload_id" in attrs):
            raise serializers.ValidationError("give exactly one of content or upload_id")
        if "content" in attrs:
            if "filename" not in attrs:
                raise serializers.ValidationError({"filename": ["required with content"]})
            limit = settings.PM_SEND_INLINE_ATTACHMENT_MAX_BYTES
            if len(attrs["content"]) > (limit * 4) // 3 + 8:
                raise serializers.ValidationError({"content": [f"larger than {limit} bytes"]})
            try:
                attrs["data"] = base64.b64decode(attrs.pop("content"), validate=True)
            except (binascii.Error, ValueError):
                raise serializers.ValidationError({"content": ["not valid base64"]}) from None
            if len(attrs["data"]) > limit:
                raise serializers.ValidationError({"content": [f"larger than {limit} bytes"]})
        return attrs


class SendIn(serializers.Serializer):
    to = _addresses()
    cc = _addresses()
    bcc = _addresses()
    reply_to = _addresses()
    subject = serializers.CharField(max_length=998, required=False, allow_blank=True)
    text = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False)
    html = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False)
    attachments = serializers.ListField(
        child=AttachmentIn(), required=False, max_length=MAX_ATTACHMENTS
    )
    headers = serializers.DictField(
        child=serializers.CharField(allow_blank=True, trim_whitespace=False),
        required=False,
        help_text="Custom headers: X-* (minus trust namespaces) and a few others; docs/sending.md",
    )
    reply_to_message_id = serializers.CharField(required=False)
    thread_id = serializers.CharField(required=False)
    reply_all = serializers.BooleanField(
        required=False,
        help_text="With reply_to_message_id or thread_id: also To the parent's sender and "
        "Cc everyone it was addressed to, minus this identity's own addresses",
    )
    forward_message_id = serializers.CharField(
        required=False,
        help_text="Forward this message of the identity: quoted under text/html, its "
        "attachments carried over, `Fwd:` subject; needs recipients, starts a new thread",
    )
    labels = serializers.ListField(
        child=serializers.RegexField(r"^[A-Za-z0-9_.:-]{1,64}$"),
        required=False,
        max_length=MAX_LABELS,
    )
    metadata = serializers.DictField(required=False)
    send_at = serializers.DateTimeField(required=False)

    def validate_metadata(self, value):
        if len(value) > MAX_METADATA_KEYS:
            raise serializers.ValidationError(f"at most {MAX_METADATA_KEYS} keys")
        return value

    def validate(self, attrs):
        if self.partial:
            return attrs
        if not attrs.get("text") and not attrs.get("html") and not attrs.get("forward_message_id"):
            raise serializers.ValidationError({"text": ["give text, html or both"]})
        return attrs


class RecipientOut(serializers.Serializer):
    address = serializers.CharField()
    kind = serializers.CharField(help_text="to, cc or bcc")
    status = serializers.CharField(
        help_text="pending, delivered, deferred, bounced, complained, failed, unconfirmed "
        "or uncertain"
    )
    transport = serializers.CharField()
    attempts = serializers.IntegerField()
    smtp_code = serializers.IntegerField(allow_null=True)
    enhanced_status = serializers.CharField(allow_null=True)
    diagnostic = serializers.CharField(allow_null=True)
    next_attempt_at = serializers.DateTimeField(allow_null=True)
    updated_at = serializers.DateTimeField()


class SendDeliveryOut(serializers.Serializer):
    id = serializers.CharField(help_text="The message's ID (msg_…)")
    thread_id = serializers.CharField()
    identity_id = serializers.CharField()
    status = serializers.CharField(help_text="queued, sending, deferred, done or cancelled")
    send_at = serializers.DateTimeField(allow_null=True)
    metadata = serializers.DictField()
    recipients = RecipientOut(many=True)


class SentOut(SendDeliveryOut):
    subject = serializers.CharField()
    message_id = serializers.CharField(help_text="The Message-ID header")
    labels = serializers.ListField(child=serializers.CharField())
    size = serializers.IntegerField()
    from_address = serializers.CharField(help_text="The From address the message went out with")
    sent_via_fallback = serializers.BooleanField(
        help_text="Sent from the identity's platform address because its own domain is "
        "failing (or the thread was already answered that way); docs/domains.md"
    )


class PlanRecipientOut(serializers.Serializer):
    address = serializers.CharField()
    kind = serializers.CharField()
    outcome = serializers.CharField(help_text="allowed, suppressed, blocked, not_allowed or capped")
    transport = serializers.CharField()
    detail = serializers.CharField(allow_null=True)


class DryRunOut(serializers.Serializer):
    dry_run = serializers.BooleanField()
    would_send = serializers.BooleanField()
    recipients = PlanRecipientOut(many=True)
    caps = serializers.DictField()


class UploadIn(serializers.Serializer):
    identity_id = serializers.CharField(required=False)
    filename = serializers.CharField(max_length=255)
    content_type = serializers.CharField(max_length=255, default="application/octet-stream")
    content = serializers.CharField(required=False, help_text="Base64 (JSON bodies)")
    file = serializers.FileField(required=False, help_text="multipart/form-data bodies")

    def validate(self, attrs: dict) -> dict:
        """The bytes, from whichever body carried them, as ``attrs["payload"]``."""
        if attrs.get("file") is not None:
            attrs["payload"] = attrs["file"].read()
        elif attrs.get("content") is not None:
            try:
                attrs["payload"] = base64.b64decode(attrs["content"], validate=True)
            except (binascii.Error, ValueError):
                raise serializers.ValidationError({"content": ["not valid base64"]}) from None
        else:
            raise serializers.ValidationError({"file": ["give file or content"]})
        return attrs


class UploadOut(ModelOut):
    identity_id = serializers.CharField(allow_null=True)

    class Meta:
        model = Upload
        fields = [
            "id",
            "identity_id",
            "filename",
            "content_type",
            "size",
            "sha256",
            "created_at",
            "expires_at",
        ]


class SuppressionIn(serializers.Serializer):
    address = serializers.CharField(max_length=320)
    tenant_id = serializers.CharField(required=False)
    detail = serializers.CharField(max_length=500, required=False, default="")


class SuppressionOut(ModelOut):
    tenant_id = serializers.CharField()

    class Meta:
        model = Suppression
        fields = [
            "id",
            "tenant_id",
            "address",
            "reason",
            "original_message_id",
            "source_message_id",
            "detail",
            "created_at",
        ]


class SuppressionFilters(serializers.Serializer):
    tenant_id = serializers.CharField(required=False)
    reason = serializers.CharField(required=False, help_text="hard_bounce, complaint or manual")


class DraftOut(ModelOut):
    identity_id = serializers.CharField()
    message_id = serializers.CharField(allow_null=True)

    class Meta:
        model = Draft
        fields = [
            "id",
            "identity_id",
            "status",
            "content",
            "message_id",
            "created_at",
            "updated_at",
        ]

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["message_id"] = data["message_id"] or None
        return data


class SendPolicyIO(serializers.ModelSerializer):
    identity_id = serializers.CharField(read_only=True)

    class Meta:
        model = SendPolicy
        fields = ["identity_id", "daily_cap", "allowlist_only", "updated_at"]
        read_only_fields = ["updated_at"]
