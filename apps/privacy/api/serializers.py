"""Serializers of the privacy API."""

from __future__ import annotations

from rest_framework import serializers

from apps.privacy.services.jobs import job_progress
from pylota.api.fields import QueryBooleanField

# --- Jobs, erasures and legal holds --------------------------------------------------------


class JobProgress(serializers.Serializer):
    step = serializers.IntegerField(help_text="Index of the next step to run.")
    steps = serializers.ListField(child=serializers.CharField())
    current_step = serializers.CharField(allow_null=True)
    fraction = serializers.FloatField(help_text="Steps done over steps, 0 to 1.")


class JobOut(serializers.Serializer):
    id = serializers.CharField()
    tenant_id = serializers.CharField(allow_null=True)
    kind = serializers.CharField(help_text="`erasure`, `export`, `retention`, …")
    state = serializers.ChoiceField(
        choices=["queued", "running", "succeeded", "failed", "cancelled"]
    )
    progress = serializers.SerializerMethodField()
    counts = serializers.DictField(help_text="What the steps did so far, per table or store.")
    attempts = serializers.DictField(
        child=serializers.IntegerField(), help_text="Failed attempts per step."
    )
    error = serializers.CharField(
        allow_null=True, help_text="`step: code` of the last failure (no content)."
    )
    next_attempt_at = serializers.DateTimeField(allow_null=True)
    result = serializers.DictField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)

    def get_progress(self, job) -> JobProgress:
        return job_progress(job)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["error"] = data["error"] or None
        data["counts"] = {k: v for k, v in data["counts"].items() if not k.startswith("_")}
        return data


class ErasureIn(serializers.Serializer):
    scope = serializers.ChoiceField(
        choices=["message", "thread", "identity", "counterparty", "tenant"],
        help_text="What to erase: one message, one thread, an identity (its mailbox, "
        "addresses and keys), every message to or from one address, or the whole tenant.",
    )
    target = serializers.CharField(
        required=False,
        max_length=320,
        help_text="The message, thread or identity ID, or the counterparty's email address. "
        "Not for `tenant`.",
    )
    reason = serializers.CharField(required=False, max_length=500, allow_blank=True)
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: the tenant to erase from."
    )

    def validate(self, attrs):
        if attrs["scope"] != "tenant" and not attrs.get("target"):
            raise serializers.ValidationError({"target": ["Required for this scope."]})
        return attrs


class ErasureOut(serializers.Serializer):
    id = serializers.CharField()
    tenant_id = serializers.CharField()
    scope = serializers.CharField()
    target = serializers.CharField(
        help_text="The subject; a counterparty's address becomes `sha256:…` once erased."
    )
    reason = serializers.CharField()
    state = serializers.ChoiceField(choices=["pending", "running", "completed", "failed"])
    job = JobOut()
    receipt = serializers.JSONField(allow_null=True, help_text="Once the erasure has ended.")
    signature = serializers.CharField(allow_null=True)
    signing_kid = serializers.CharField(allow_null=True)
    created_at = serializers.DateTimeField()
    completed_at = serializers.DateTimeField(allow_null=True)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["signature"] = data["signature"] or None
        data["signing_kid"] = data["signing_kid"] or None
        return data


class ReceiptOut(serializers.Serializer):
    receipt = serializers.JSONField(
        help_text="Counts removed per table and store, the probes (all 0 when complete), "
        "what legal holds kept back, and for a failed erasure the step that failed."
    )
    algorithm = serializers.CharField(help_text="`HMAC-SHA256` over the canonical JSON.")
    kid = serializers.CharField(help_text="The platform signing key that signed it.")
    signature = serializers.CharField(help_text="base64url, no padding.")


class ErasureQuery(serializers.Serializer):
    scope = serializers.ChoiceField(
        choices=["message", "thread", "identity", "counterparty", "tenant"], required=False
    )
    state = serializers.ChoiceField(
        choices=["pending", "running", "completed", "failed"], required=False
    )


class HoldIn(serializers.Serializer):
    scope = serializers.ChoiceField(choices=["tenant", "identity", "thread", "counterparty"])
    target = serializers.CharField(
        required=False,
        max_length=320,
        help_text="The identity or thread ID, or the counterparty's email address.",
    )
    reason = serializers.CharField(max_length=500)
    ends_at = serializers.DateTimeField(
        required=False, allow_null=True, help_text="The hold lapses then (none: until released)."
    )
    tenant_id = serializers.CharField(required=False)

    def validate(self, attrs):
        if attrs["scope"] != "tenant" and not attrs.get("target"):
            raise serializers.ValidationError({"target": ["Required for this scope."]})
        return attrs


class HoldOut(serializers.Serializer):
    id = serializers.CharField()
    tenant_id = serializers.CharField()
    scope = serializers.CharField()
    target = serializers.CharField()
    reason = serializers.CharField()
    ends_at = serializers.DateTimeField(allow_null=True)
    active = serializers.SerializerMethodField()
    created_at = serializers.DateTimeField()
    released_at = serializers.DateTimeField(allow_null=True)

    def get_active(self, hold) -> bool:
        return hold.is_active()


class HoldQuery(serializers.Serializer):
    active = QueryBooleanField()


# --- Retention and export -----------------------------------------------------------------


def _days(help_text: str) -> serializers.IntegerField:
    """A retention period in days: optional, null (or left out) clears it."""
    return serializers.IntegerField(
        min_value=0,
        max_value=36500,
        required=False,
        allow_null=True,
        default=None,
        help_text=help_text,
    )


class RetentionIn(serializers.Serializer):
    """A whole policy (PUT): a field left out or null is cleared."""

    delete_messages_after_days = _days(
        "Delete messages (not quarantined) received more than this many days ago."
    )
    delete_quarantined_after_days = _days(
        "Delete quarantined messages held for more than this many days."
    )
    purge_raw_after_days = _days(
        "Remove the raw MIME of messages older than this many days; their text, "
        "HTML and attachments stay, and the raw source answers 410 `message_raw_purged`."
    )
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: the tenant whose policy this is."
    )


class RetentionQuery(serializers.Serializer):
    tenant_id = serializers.CharField(required=False)


class RetentionOut(serializers.Serializer):
    tenant_id = serializers.CharField()
    identity_id = serializers.CharField(allow_null=True)
    delete_messages_after_days = serializers.IntegerField(allow_null=True)
    delete_quarantined_after_days = serializers.IntegerField(allow_null=True)
    purge_raw_after_days = serializers.IntegerField(allow_null=True)
    updated_at = serializers.DateTimeField(allow_null=True)


class ExportIn(serializers.Serializer):
    subject = serializers.ChoiceField(
        choices=["identity", "counterparty", "tenant"],
        help_text="What to export: one identity's mailbox, every message to or from one "
        "address across the tenant, or the whole tenant.",
    )
    identity_id = serializers.CharField(required=False, help_text="For `subject: identity`.")
    address = serializers.EmailField(
        required=False, max_length=320, help_text="For `subject: counterparty`."
    )
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: the tenant to export from."
    )

    def validate(self, attrs):
        if attrs["subject"] == "identity" and not attrs.get("identity_id"):
            raise serializers.ValidationError({"identity_id": ["Required for this subject."]})
        if attrs["subject"] == "counterparty" and not attrs.get("address"):
            raise serializers.ValidationError({"address": ["Required for this subject."]})
        return attrs


class ExportOut(serializers.Serializer):
    id = serializers.CharField()
    tenant_id = serializers.CharField()
    subject = serializers.CharField()
    identity_id = serializers.CharField(allow_null=True)
    address = serializers.CharField(source="counterparty", allow_null=True)
    state = serializers.ChoiceField(choices=["building", "ready", "failed", "expired"])
    job_id = serializers.CharField(allow_null=True)
    size = serializers.IntegerField(help_text="Bytes of the zip (0 until ready).")
    sha256 = serializers.CharField(allow_null=True, help_text="Of the whole zip.")
    counts = serializers.DictField(child=serializers.IntegerField())
    created_at = serializers.DateTimeField()
    completed_at = serializers.DateTimeField(allow_null=True)
    expires_at = serializers.DateTimeField(allow_null=True)
    download_url = serializers.SerializerMethodField(
        help_text="A signed link to the zip, valid until `download_expires_at` (ready only)."
    )
    download_expires_at = serializers.SerializerMethodField()

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["address"] = data["address"] or None
        data["sha256"] = data["sha256"] or None
        return data

    def _link(self, export) -> dict:
        return (self.context.get("links") or {}).get(export.id) or {}

    def get_download_url(self, export) -> str | None:
        return self._link(export).get("url")

    def get_download_expires_at(self, export) -> str | None:
        return self._link(export).get("expires_at")
