from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.db import models
from django.utils import timezone

from apps.identities.models import Identity
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField


class RawBlob(models.Model):
    """The exact bytes of a message as received or sent, stored once however many
    mailboxes it reaches. Kept through the Django storage API (filesystem or S3)."""

    id = PrefixedIdField("blb")
    storage_name = models.CharField(max_length=300, unique=True)
    sha256 = models.CharField(max_length=64, db_index=True)
    size = models.PositiveBigIntegerField()
    created_at = models.DateTimeField(default=timezone.now)
    # Set when a retention policy removed the bytes (the parsed text stays on the
    # messages); the raw source then answers 410 ``message_raw_purged``.
    purged_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return self.storage_name


class Thread(models.Model):
    id = PrefixedIdField("thr")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="threads")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="threads")
    subject = models.CharField(max_length=998, blank=True)
    normalized_subject = models.CharField(max_length=998, blank=True)
    participants = ArrayField(models.CharField(max_length=320), default=list, blank=True)
    labels = ArrayField(models.CharField(max_length=64), default=list, blank=True)
    message_count = models.PositiveIntegerField(default=0)
    unread_count = models.PositiveIntegerField(default=0)
    last_message_at = models.DateTimeField(default=timezone.now)
    # Triage rolled up from the thread's messages (the triage app sets both): needs a reply
    # if any message does; the highest priority of its messages.
    needs_reply = models.BooleanField(default=False)
    priority = models.CharField(max_length=8, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(fields=["identity", "normalized_subject", "last_message_at"]),
            GinIndex(fields=["labels"], name="thread_labels_gin"),
        ]

    def __str__(self) -> str:
        return self.id


class QuarantineState(models.TextChoices):
    NONE = "none"
    QUARANTINED = "quarantined"
    RELEASED = "released"


class Message(models.Model):
    QuarantineState = QuarantineState

    class Direction(models.TextChoices):
        INBOUND = "inbound"
        OUTBOUND = "outbound"

    class Kind(models.TextChoices):
        NORMAL = "normal"
        DSN = "dsn"
        MDN = "mdn"
        ARF = "arf"
        AUTO_REPLY = "auto_reply"
        LIST = "list"
        CALENDAR = "calendar"

    id = PrefixedIdField("msg")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="messages")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="messages")
    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="messages")
    direction = models.CharField(max_length=8, choices=Direction.choices)
    raw = models.ForeignKey(RawBlob, on_delete=models.PROTECT, related_name="messages")
    # The staged inbound delivery this came from: one per identity, so a retried ingest
    # never stores a message twice.
    inbound_id = models.CharField(max_length=30, blank=True)
    dedupe_key = models.CharField(max_length=64)
    message_id_header = models.CharField(max_length=998, blank=True, db_index=True)
    in_reply_to = ArrayField(models.CharField(max_length=998), default=list, blank=True)
    references = ArrayField(models.CharField(max_length=998), default=list, blank=True)
    from_address = models.CharField(max_length=320, blank=True)
    from_name = models.CharField(max_length=300, blank=True)
    to = models.JSONField(default=list, blank=True)
    cc = models.JSONField(default=list, blank=True)
    reply_to = models.JSONField(default=list, blank=True)
    recipient = models.CharField(max_length=320, blank=True)  # the address it arrived at
    plus_tag = models.CharField(max_length=64, blank=True)
    subject = models.CharField(max_length=998, blank=True)
    text = models.TextField(blank=True)
    extracted_text = models.TextField(blank=True)
    html = models.TextField(blank=True)  # sanitized for display
    snippet = models.CharField(max_length=300, blank=True)
    size = models.PositiveBigIntegerField(default=0)
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.NORMAL)
    labels = ArrayField(models.CharField(max_length=64), default=list, blank=True)
    is_read = models.BooleanField(default=False)
    has_attachments = models.BooleanField(default=False)
    sent_at = models.DateTimeField(null=True, blank=True)  # the Date header
    received_at = models.DateTimeField(default=timezone.now)
    defects = models.JSONField(default=list, blank=True)
    calendar = models.JSONField(null=True, blank=True)
    headers = models.JSONField(default=list, blank=True)
    # Filled by the trust checks (pylota.core.authverdict): SPF, DKIM, DMARC, ARC verdicts
    # and our Authentication-Results field for them.
    auth = models.JSONField(default=dict, blank=True)
    authentication_results = models.TextField(blank=True)
    # Prompt-injection and content signals (pylota.core.injection): {score, signals}.
    injection = models.JSONField(default=dict, blank=True)
    # The trust decision as an agent sees it: the sender's tier, the injection threshold it
    # applied, and the flags of mail delivered with a warning (docs/trust.md).
    trust = models.JSONField(default=dict, blank=True)
    # Quarantine: a quarantined message is stored but kept out of thread listings, wait and
    # message.received until someone releases it (docs/trust.md).
    quarantine_state = models.CharField(
        max_length=12, choices=QuarantineState.choices, default=QuarantineState.NONE
    )
    quarantine_reasons = models.JSONField(default=list, blank=True)
    quarantined_at = models.DateTimeField(null=True, blank=True)
    released_at = models.DateTimeField(null=True, blank=True)
    released_by = models.CharField(max_length=150, blank=True)  # an API key ID or a person
    # The identity's arrival sequence for wait cursors: set when an inbound message is
    # stored (quarantined or not) and again when it is released, under the identity's
    # ingest lock, so it grows in commit order (docs/adr/0006-trust-and-wait.md).
    wait_seq = models.BigIntegerField(null=True, blank=True)
    list_id = models.CharField(max_length=300, blank=True)
    auto_submitted = models.BooleanField(default=False)
    # A delivery report (DSN, ARF complaint, MDN) parsed by pylota.core.dsn, matched to our
    # mail or not: {kind, format, recipients: [{address, action, status, diagnostic,
    # hard}], original_message_id, matched_message_id}. Set by the outbound app.
    report = models.JSONField(null=True, blank=True)
    # Sent from the identity's platform address because its custom domain was failing
    # (the domains app decides; the thread token is kept so replies still thread).
    sent_via_fallback = models.BooleanField(default=False)
    # Triage of an inbound message (set by the triage app): {status, source, category,
    # priority, needs_reply, summary, labels, reasons}; the three columns below copy the
    # fields that threads listing and search filter on.
    triage = models.JSONField(null=True, blank=True)
    category = models.CharField(max_length=32, blank=True)
    priority = models.CharField(max_length=8, blank=True)
    needs_reply = models.BooleanField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["identity", "dedupe_key"], name="message_once_per_identity"
            ),
            models.UniqueConstraint(
                fields=["identity", "wait_seq"],
                condition=models.Q(wait_seq__isnull=False),
                name="message_wait_seq_per_identity",
            ),
        ]
        indexes = [
            models.Index(fields=["identity", "received_at"]),
            models.Index(
                fields=["tenant", "quarantined_at"],
                condition=models.Q(quarantine_state="quarantined"),
                name="message_quarantined",
            ),
            GinIndex(fields=["labels"], name="message_labels_gin"),
            # Threading looks up, on every received message, the messages whose references
            # or In-Reply-To name it or share one of its own (parents, siblings, orphans).
            GinIndex(fields=["references"], name="message_references_gin"),
            GinIndex(fields=["in_reply_to"], name="message_in_reply_to_gin"),
        ]

    def __str__(self) -> str:
        return self.id

    @property
    def is_inbound(self) -> bool:
        return self.direction == self.Direction.INBOUND

    @property
    def is_outbound(self) -> bool:
        return self.direction == self.Direction.OUTBOUND


class Attachment(models.Model):
    id = PrefixedIdField("att")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="attachments")
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="attachments")
    filename = models.CharField(max_length=255)
    content_type = models.CharField(max_length=255)
    sniffed_type = models.CharField(max_length=255, blank=True)
    size = models.PositiveBigIntegerField()
    sha256 = models.CharField(max_length=64)
    content_id = models.CharField(max_length=255, blank=True)
    disposition = models.CharField(max_length=16, default="attachment")
    storage_name = models.CharField(max_length=300)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.filename
