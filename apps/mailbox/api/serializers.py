from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.mailbox.models import Attachment, Message, Thread
from apps.mailbox.services import auth_summary
from pylota.api.fields import ModelOut, QueryBooleanField
from pylota.core import triage
from pylota.core.trust import REASON_CODES


class MailAddressOut(serializers.Serializer):
    name = serializers.CharField(allow_null=True)
    address = serializers.CharField()


class AttachmentOut(ModelOut):
    content_id = serializers.CharField(allow_null=True)

    class Meta:
        model = Attachment
        fields = [
            "id",
            "filename",
            "content_type",
            "sniffed_type",
            "size",
            "sha256",
            "content_id",
            "disposition",
        ]

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["content_id"] = data["content_id"] or None
        return data


@extend_schema_field(MailAddressOut)
class SenderField(serializers.Field):
    def __init__(self, **kwargs) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, message: Message) -> dict:
        return {"name": message.from_name or None, "address": message.from_address}


class AuthOut(serializers.Serializer):
    spf = serializers.CharField(
        help_text="pass, fail, softfail, neutral, none, temperror, permerror"
    )
    dkim = serializers.CharField(help_text="pass when at least one signature verifies")
    dmarc = serializers.CharField(help_text="pass, fail, none, temperror, permerror")
    arc = serializers.CharField(help_text="pass, fail or none (no ARC headers)")
    aligned_from = serializers.BooleanField(
        help_text="The From domain is authenticated by an aligned SPF pass or DKIM signature"
    )


@extend_schema_field(AuthOut)
class AuthField(serializers.Field):
    def __init__(self, **kwargs) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, message: Message) -> dict:
        return auth_summary(message)


class ReasonOut(serializers.Serializer):
    code = serializers.CharField()
    detail = serializers.CharField()


class SignalOut(serializers.Serializer):
    code = serializers.CharField()
    weight = serializers.IntegerField()
    detail = serializers.CharField()


class InjectionOut(serializers.Serializer):
    score = serializers.IntegerField(help_text="0 to 100")
    signals = SignalOut(many=True)


class TrustOut(serializers.Serializer):
    sender = serializers.ChoiceField(
        choices=["known", "first_contact", "unverified", "unauthenticated", "impersonating"],
        allow_null=True,
        help_text="Who sent it, as far as the message proves (null for mail we sent)",
    )
    injection_threshold = serializers.IntegerField(
        allow_null=True, help_text="The injection threshold applied for this sender"
    )
    flags = ReasonOut(many=True, help_text="Warnings on mail that was delivered")


@extend_schema_field(TrustOut)
class TrustField(serializers.Field):
    def __init__(self, **kwargs) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, message: Message) -> dict:
        trust = message.trust or {}
        return {
            "sender": trust.get("sender"),
            "injection_threshold": trust.get("injection_threshold"),
            "flags": trust.get("flags", []),
        }


class QuarantineInfoOut(serializers.Serializer):
    state = serializers.ChoiceField(choices=["none", "quarantined", "released"])
    reasons = ReasonOut(many=True)
    quarantined_at = serializers.DateTimeField(allow_null=True)
    released_at = serializers.DateTimeField(allow_null=True)


@extend_schema_field(QuarantineInfoOut)
class QuarantineField(serializers.Field):
    def __init__(self, **kwargs) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, message: Message) -> dict:
        return QuarantineInfoOut(
            {
                "state": message.quarantine_state,
                "reasons": message.quarantine_reasons,
                "quarantined_at": message.quarantined_at,
                "released_at": message.released_at,
            }
        ).data


@extend_schema_field(InjectionOut)
class InjectionField(serializers.Field):
    def __init__(self, **kwargs) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, message: Message) -> dict:
        injection = message.injection or {}
        return {"score": injection.get("score", 0), "signals": injection.get("signals", [])}


class MessageOut(ModelOut):
    thread_id = serializers.CharField()
    identity_id = serializers.CharField()
    message_id = serializers.CharField(source="message_id_header", allow_null=True)
    to = MailAddressOut(many=True)
    cc = MailAddressOut(many=True)
    reply_to = MailAddressOut(many=True)
    plus_tag = serializers.CharField(allow_null=True)
    list_id = serializers.CharField(allow_null=True)
    attachments = AttachmentOut(many=True)
    auth = AuthField()
    authentication_results = serializers.CharField(
        help_text="Our Authentication-Results field value (RFC 8601) for this message"
    )
    quarantine = QuarantineField()
    injection = InjectionField()
    trust = TrustField()
    report = serializers.JSONField(
        allow_null=True,
        help_text="For a delivery report (kind dsn, arf or mdn): {kind, format, recipients: "
        "[{address, action, status, diagnostic, hard, reason}], original_message_id, "
        "matched_message_id}; null otherwise (docs/sending.md)",
    )
    triage = serializers.JSONField(
        allow_null=True,
        help_text="For received mail, once sorted: {status (done or failed), source (rules, "
        "model or offline), category, priority, needs_reply, summary, labels, reasons, "
        "rules}; null until then (docs/triage.md)",
    )

    class Meta:
        model = Message
        fields = [
            "id",
            "thread_id",
            "identity_id",
            "direction",
            "kind",
            "message_id",
            "in_reply_to",
            "references",
            "to",
            "cc",
            "reply_to",
            "recipient",
            "plus_tag",
            "subject",
            "text",
            "extracted_text",
            "html",
            "snippet",
            "size",
            "labels",
            "is_read",
            "has_attachments",
            "attachments",
            "calendar",
            "list_id",
            "auto_submitted",
            "defects",
            "auth",
            "authentication_results",
            "quarantine",
            "injection",
            "trust",
            "report",
            "sent_via_fallback",
            "triage",
            "sent_at",
            "received_at",
        ]

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = SenderField()  # "from" is a keyword: it cannot be a class attribute
        return fields

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["message_id"] = data["message_id"] or None
        data["plus_tag"] = data["plus_tag"] or None
        data["list_id"] = data["list_id"] or None
        return data


class ThreadOut(ModelOut):
    identity_id = serializers.CharField()
    # The first shown message's subject (selectors.with_shown_subject), never the subject
    # of a quarantined message that opened the thread.
    subject = serializers.CharField(source="shown_subject")
    needs_reply = serializers.BooleanField(
        help_text="Triage: true when any of its messages needs a reply (docs/triage.md)"
    )
    priority = serializers.CharField(
        allow_null=True,
        help_text="Triage: the highest priority of its messages (low, normal, high, urgent); "
        "null before any is triaged",
    )

    class Meta:
        model = Thread
        fields = [
            "id",
            "identity_id",
            "subject",
            "participants",
            "labels",
            "message_count",
            "unread_count",
            "needs_reply",
            "priority",
            "last_message_at",
            "created_at",
        ]

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["priority"] = data["priority"] or None
        return data


class ThreadWithMessages(ThreadOut):
    messages = MessageOut(many=True)

    class Meta(ThreadOut.Meta):
        fields = [*ThreadOut.Meta.fields, "messages"]


def _labels() -> serializers.ListField:
    label = serializers.RegexField(r"^[A-Za-z0-9][A-Za-z0-9 _./:-]{0,63}$")
    return serializers.ListField(child=label, required=False, default=list, max_length=50)


class LabelsPatch(serializers.Serializer):
    add_labels = _labels()
    remove_labels = _labels()
    is_read = serializers.BooleanField(required=False, allow_null=True, default=None)


class ThreadFilters(serializers.Serializer):
    label = serializers.CharField(required=False, max_length=64)
    unread = QueryBooleanField()
    since = serializers.DateTimeField(required=False)
    before = serializers.DateTimeField(required=False)
    identity_id = serializers.CharField(required=False)
    # Triage (docs/triage.md)
    needs_reply = QueryBooleanField()
    priority = serializers.ChoiceField(choices=triage.PRIORITIES, required=False)
    category = serializers.ChoiceField(choices=triage.CATEGORIES, required=False)


class QuarantinedOut(ModelOut):
    """A quarantined message in the list: who, why and the verdicts; no body (it is what
    may be hostile). ``GET /v1/quarantine/{message_id}`` shows the whole message to a reviewer."""

    thread_id = serializers.CharField()
    identity_id = serializers.CharField()
    reasons = ReasonOut(many=True, source="quarantine_reasons")
    auth = AuthField()
    injection = InjectionField()

    class Meta:
        model = Message
        fields = [
            "id",
            "thread_id",
            "identity_id",
            "recipient",
            "subject",
            "reasons",
            "auth",
            "injection",
            "received_at",
            "quarantined_at",
        ]

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = SenderField()
        return fields


class QuarantineFilters(serializers.Serializer):
    identity_id = serializers.CharField(required=False)
    reason = serializers.ChoiceField(required=False, choices=list(REASON_CODES))
    since = serializers.DateTimeField(required=False, help_text="Quarantined at or after")
    before = serializers.DateTimeField(required=False, help_text="Quarantined before")
