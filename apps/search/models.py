"""The search index: one full-text document and one or more embedded chunks per message.

Both cascade with the message (``on_delete=CASCADE``): deleting a message, a thread, an
identity or a tenant deletes its index rows in the same transaction.
"""

from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.utils import timezone
from pgvector.django import HnswIndex, VectorField

from apps.identities.models import Identity
from apps.mailbox.models import Message
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField

DIMENSIONS = 384


class Document(models.Model):
    """The full-text side: a weighted ``tsvector`` (subject A, people B, body C,
    attachments D) over accent-folded text, plus the folded people and file-name texts
    that ``from:``, ``to:``, ``cc:`` and ``filename:`` match."""

    message = models.OneToOneField(
        Message, primary_key=True, on_delete=models.CASCADE, related_name="search_document"
    )
    document = SearchVectorField()
    subject_vector = SearchVectorField()
    from_text = models.TextField(blank=True)
    to_text = models.TextField(blank=True)
    cc_text = models.TextField(blank=True)
    filenames = models.TextField(blank=True)
    # What was indexed: a hash of the indexed content and the document format's version.
    content_hash = models.CharField(max_length=64)
    version = models.PositiveSmallIntegerField(default=1)
    # The embedding model of this message's chunks; "" until they are embedded.
    model = models.CharField(max_length=100, blank=True, db_index=True)
    indexed_at = models.DateTimeField(default=timezone.now)
    embedded_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [GinIndex(fields=["document"], name="search_document_gin")]

    def __str__(self) -> str:
        return self.message_id


class Chunk(models.Model):
    """A passage of a message (subject + a window of the body) and its embedding.

    Tenant and identity are copied from the message (they never change) so the nearest
    neighbour scan can filter on them without a join.
    """

    id = models.BigAutoField(primary_key=True)
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="search_chunks")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="+")
    ordinal = models.PositiveSmallIntegerField()
    text = models.TextField()
    content_hash = models.CharField(max_length=64)
    model = models.CharField(max_length=100)
    embedding = VectorField(dimensions=DIMENSIONS)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["message", "ordinal"], name="search_chunk_once")
        ]
        indexes = [
            HnswIndex(
                name="search_chunk_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            )
        ]

    def __str__(self) -> str:
        return f"{self.message_id}#{self.ordinal}"


class Word(models.Model):
    """One word of an identity's indexed mail and its trigrams: the vocabulary a keyword
    query's misspelt words are matched against (``selectors.typo_expansions``).

    The trigrams are pg_trgm's (the word padded with two spaces before and one after, every
    3-character window), computed in SQL when the document is written and matched through
    a GIN index on the array. The embedded PostgreSQL has no pg_trgm extension, so the
    similarity (shared trigrams over all trigrams, as pg_trgm's ``similarity``) is
    computed over this table instead. Words are added, never removed when a message goes
    (they cascade with the identity): a word left by deleted mail can be tried but matches
    nothing, since the expanded query still runs against the visible documents.
    """

    id = models.BigAutoField(primary_key=True)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="+")
    word = models.CharField(max_length=40)
    trigrams = ArrayField(models.CharField(max_length=3))

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["identity", "word"], name="search_word_once")
        ]
        indexes = [GinIndex(fields=["trigrams"], name="search_word_trigrams_gin")]

    def __str__(self) -> str:
        return self.word


class ReindexJob(models.Model):
    """One ``manage.py reindex`` run: its scope and how far it got (for ``--resume``)."""

    class State(models.TextChoices):
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    id = PrefixedIdField("job")
    scope = models.CharField(max_length=16)  # all | tenant | identity
    scope_id = models.CharField(max_length=30, blank=True)
    only_stale = models.BooleanField(default=False)
    state = models.CharField(max_length=16, choices=State.choices, default=State.RUNNING)
    last_message_id = models.CharField(max_length=30, blank=True)
    processed = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    started_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"reindex {self.scope} {self.scope_id} ({self.state})"


class ReconcileRun(models.Model):
    """The nightly count of index drift: messages without a document, documents of an
    older format, chunks of another embedding model; and how many were re-queued."""

    id = models.BigAutoField(primary_key=True)
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    messages = models.PositiveIntegerField(default=0)
    missing = models.PositiveIntegerField(default=0)
    stale_version = models.PositiveIntegerField(default=0)
    stale_model = models.PositiveIntegerField(default=0)
    requeued = models.PositiveIntegerField(default=0)
    model = models.CharField(max_length=100, blank=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"reconcile {self.started_at:%Y-%m-%d %H:%M} drift={self.drift}"

    @property
    def drift(self) -> int:
        return self.missing + self.stale_version + self.stale_model


class AgenticRun(models.Model):
    """One agentic search: what it was asked, how it went and what it cost, for usage (the
    per-tenant daily cap counts these) and debugging. Deleted with its tenant."""

    class Mode(models.TextChoices):
        MODEL = "model"
        EXTRACTIVE = "extractive"

    class Outcome(models.TextChoices):
        RUNNING = "running"
        ANSWERED = "answered"  # at least one verified sentence
        NO_ANSWER = "no_answer"  # nothing verified to say
        FAILED = "failed"  # an error event ended it (model down, invalid model output)
        CANCELLED = "cancelled"  # the client went away

    id = PrefixedIdField("agr")
    tenant = models.ForeignKey(
        Tenant, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    partner_id = models.CharField(max_length=30, blank=True)  # partner keys' runs
    identity = models.ForeignKey(
        Identity, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    key_id = models.CharField(max_length=30, blank=True)
    question = models.TextField()
    mode = models.CharField(max_length=16, choices=Mode.choices)
    model = models.CharField(max_length=200, blank=True)
    outcome = models.CharField(max_length=16, choices=Outcome.choices, default=Outcome.RUNNING)
    stopped_by = models.CharField(max_length=16, blank=True)  # steps | time | tokens
    error_code = models.CharField(max_length=64, blank=True)
    steps = models.PositiveSmallIntegerField(default=0)
    model_calls = models.PositiveSmallIntegerField(default=0)
    # Each tool call: {tool, args, hits, ms}; each failed model call: {model_error, ...}.
    trace = models.JSONField(default=list, blank=True)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, default=0)
    citations_kept = models.PositiveSmallIntegerField(default=0)
    citations_removed = models.PositiveSmallIntegerField(default=0)
    sentences_removed = models.PositiveSmallIntegerField(default=0)
    first_evidence_ms = models.PositiveIntegerField(null=True, blank=True)
    elapsed_ms = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["tenant", "created_at"], name="search_agentic_daily")]

    def __str__(self) -> str:
        return f"agentic {self.mode} {self.outcome}"
