from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.mailbox.models import Message, RawBlob
from pylota.db import PrefixedIdField


class InboundMessage(models.Model):
    """Mail we have taken responsibility for (SMTP 250) and not yet filed into mailboxes.

    The row and the fsynced raw blob are committed before the server answers 250; the
    ingest task, its retries and the sweep work from here, so nothing accepted is lost.
    """

    class State(models.TextChoices):
        STAGED = "staged"
        PROCESSED = "processed"
        FAILED = "failed"  # gave up after retries; kept for an operator to redrive

    id = PrefixedIdField("inb")
    # Null once an identity deletion removed the raw bytes of a processed delivery.
    raw = models.ForeignKey(RawBlob, null=True, on_delete=models.SET_NULL, related_name="inbound")
    mail_from = models.CharField(max_length=320, blank=True)
    recipients = ArrayField(models.CharField(max_length=320))
    peer_ip = models.GenericIPAddressField(null=True, blank=True)
    helo = models.CharField(max_length=255, blank=True)
    received_at = models.DateTimeField(default=timezone.now)
    state = models.CharField(max_length=16, choices=State.choices, default=State.STAGED)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.CharField(max_length=200, blank=True)  # an exception class, no content
    processed_at = models.DateTimeField(null=True, blank=True)
    # The authentication verdict (pylota.core.authverdict), computed once per delivery and
    # kept here so every recipient identity, and every retry, sees the same one.
    auth = models.JSONField(null=True, blank=True)
    authentication_results = models.TextField(blank=True)
    # Fairness between tenants (ADR 0020): the tenant of the first recipient, and the turn
    # the message is filed in. Workers take staged mail in (turn, received_at) order, and a
    # tenant's next message gets the turn after its last staged one, or the turn being
    # served now if that is later: one tenant's backlog never sits in front of another's.
    tenant_id = models.CharField(max_length=40, null=True, blank=True)
    turn = models.BigIntegerField(default=0)
    # Group commit (ADR 0021): the SMTP server queues one task per batch, not per message;
    # the task queued for this row files this many staged messages (in turn order), so the
    # tasks still add up to the messages staged. Rows of a batch without a task have 0.
    claims = models.PositiveSmallIntegerField(default=1)

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["received_at"], name="inbound_staged", condition=Q(state="staged")
            ),
            models.Index(
                fields=["turn", "received_at"], name="inbound_turn", condition=Q(state="staged")
            ),
            models.Index(
                fields=["tenant_id", "turn"],
                name="inbound_tenant_turn",
                condition=Q(state="staged"),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.id} ({self.state})"


class QuarantinedMessage(Message):
    """The quarantine as operators see it in the admin (a proxy of mailbox messages)."""

    class Meta:
        proxy = True
        verbose_name = "quarantined message"
