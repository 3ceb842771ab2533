from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.mailbox.models import Attachment, Message, Thread


class MailAddressOut(serializers.Serializer):
    name = serializers.CharField(allow_null=True)
    address = serializers.CharField()


class AttachmentOut(serializers.ModelSerializer):
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


class MessageOut(serializers.ModelSerializer):
    thread_id = serializers.CharField()
    identity_id = serializers.CharField()
    message_id = serializers.CharField(source="message_id_header", allow_null=True)
    to = MailAddressOut(many=True)
    cc = MailAddressOut(many=True)
    reply_to = MailAddressOut(many=True)
    plus_tag = serializers.CharField(allow_null=True)
    attachments = AttachmentOut(many=True)
    auth = serializers.DictField()

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


class ThreadOut(serializers.ModelSerializer):
    identity_id = serializers.CharField()

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
            "last_message_at",
            "created_at",
        ]


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
    unread = serializers.BooleanField(required=False, allow_null=True, default=None)
    since = serializers.DateTimeField(required=False)
    before = serializers.DateTimeField(required=False)
    identity_id = serializers.CharField(required=False)
