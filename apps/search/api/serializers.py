from __future__ import annotations

from rest_framework import serializers

from apps.search.selectors import LEVELS, MODES


class SearchParams(serializers.Serializer):
    q = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        trim_whitespace=False,
        help_text="The query; see docs/search.md for the operators.",
    )
    mode = serializers.ChoiceField(choices=MODES, default="hybrid")
    level = serializers.ChoiceField(choices=LEVELS, default="message")
    limit = serializers.IntegerField(min_value=1, max_value=100, default=20)
    cursor = serializers.CharField(required=False, allow_blank=True, max_length=2000)
    facets = serializers.BooleanField(required=False, default=False)


class TenantSearchParams(SearchParams):
    identity_id = serializers.CharField(required=False, allow_blank=True, max_length=30)


class MailAddressOut(serializers.Serializer):
    name = serializers.CharField(allow_null=True)
    address = serializers.CharField()


class HighlightsOut(serializers.Serializer):
    subject = serializers.CharField(allow_null=True, help_text="HTML-escaped, <mark> tags")
    body = serializers.CharField(allow_null=True, help_text="HTML-escaped, <mark> tags")


_DATETIME = serializers.DateTimeField()  # one instance formats every hit's times


class SearchHitOut(serializers.Serializer):
    """A message, or at thread level a thread with its best-matching message."""

    type = serializers.CharField(help_text="message or thread (the level asked for)")
    id = serializers.CharField(help_text="msg_… (message level) or thr_… (thread level)")
    message_id = serializers.CharField(help_text="The (best-matching) message")
    thread_id = serializers.CharField()
    identity_id = serializers.CharField()
    subject = serializers.CharField()
    snippet = serializers.CharField()
    labels = serializers.ListField(child=serializers.CharField())
    has_attachments = serializers.BooleanField()
    is_read = serializers.BooleanField()
    received_at = serializers.DateTimeField()
    score = serializers.FloatField(
        allow_null=True,
        help_text="Relevance within this result list (null for filter-only queries)",
    )
    matched = serializers.ListField(
        child=serializers.CharField(), help_text="The arms that found it: keyword, semantic"
    )
    highlights = HighlightsOut()
    message_count = serializers.IntegerField(required=False, help_text="Thread level only")
    participants = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="Thread level only"
    )
    last_message_at = serializers.DateTimeField(required=False, help_text="Thread level only")

    def to_representation(self, hit) -> dict:
        message = hit.message
        data = {
            "type": "thread" if hit.thread is not None else "message",
            "id": hit.id,
            "message_id": message.pk,
            "thread_id": message.thread_id,
            "identity_id": message.identity_id,
            "subject": message.subject,
            "from": {"name": message.from_name or None, "address": message.from_address},
            "snippet": message.snippet,
            "labels": message.labels,
            "has_attachments": message.has_attachments,
            "is_read": message.is_read,
            "received_at": _DATETIME.to_representation(message.received_at),
            "score": hit.score,
            "matched": hit.matched,
            "highlights": hit.highlights,
        }
        if hit.thread is not None:
            thread = hit.thread
            data.update(
                subject=thread.subject or message.subject,
                labels=sorted(set(thread.labels) | set(message.labels)),
                message_count=thread.message_count,
                participants=thread.participants,
                last_message_at=_DATETIME.to_representation(thread.last_message_at),
            )
        return data


class FacetValueOut(serializers.Serializer):
    value = serializers.JSONField()
    count = serializers.IntegerField()


class FacetsOut(serializers.Serializer):
    labels = FacetValueOut(many=True)
    sender_domains = FacetValueOut(many=True)
    has_attachment = FacetValueOut(many=True)
    months = FacetValueOut(many=True)


class SearchPageOut(serializers.Serializer):
    data = SearchHitOut(many=True)
    next_cursor = serializers.CharField(allow_null=True)
    mode = serializers.CharField()
    level = serializers.CharField()
    facets = FacetsOut(required=False, allow_null=True)
    degraded = serializers.ListField(
        child=serializers.CharField(),
        help_text="Arms that were unavailable (hybrid falls back to keyword)",
    )


class ContactParams(serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, max_length=320, default="")


class ContactOut(serializers.Serializer):
    address = serializers.CharField()
    name = serializers.CharField(allow_null=True)
    received = serializers.IntegerField(help_text="Messages received from them")
    sent = serializers.IntegerField(help_text="Messages sent to them")
    last_contact_at = serializers.DateTimeField()


class RelatedParams(serializers.Serializer):
    limit = serializers.IntegerField(min_value=1, max_value=50, default=10)


class RelatedOut(serializers.Serializer):
    id = serializers.CharField(source="thread.id")
    identity_id = serializers.CharField(source="thread.identity_id")
    subject = serializers.CharField(source="thread.subject")
    participants = serializers.ListField(
        child=serializers.CharField(), source="thread.participants"
    )
    labels = serializers.ListField(child=serializers.CharField(), source="thread.labels")
    message_count = serializers.IntegerField(source="thread.message_count")
    last_message_at = serializers.DateTimeField(source="thread.last_message_at")
    score = serializers.FloatField(help_text="Cosine similarity to the thread")
    message_id = serializers.CharField(help_text="Its message nearest to the thread")


class AgenticParams(serializers.Serializer):
    question = serializers.CharField(
        max_length=2000, help_text="The question, in plain words ('What did … say about …?')"
    )
    mode = serializers.ChoiceField(
        choices=("auto", "extractive"),
        default="auto",
        help_text="auto: the configured chat model if there is one, else extractive; "
        "extractive: never call a model",
    )
    max_steps = serializers.IntegerField(
        min_value=1,
        max_value=20,
        required=False,
        help_text="Tool calls at most (capped by the server's PM_AGENTIC_MAX_STEPS)",
    )


class TenantAgenticParams(AgenticParams):
    identity_id = serializers.CharField(required=False, allow_blank=True, max_length=30)
