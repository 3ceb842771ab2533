"""Allow and block lists. The send path (sending, transports, suppressions) comes later.

One table for both directions and both kinds: ``receive`` entries act on inbound mail
(the trust decision, docs/trust.md), ``send`` entries are read by the send path.
An entry belongs to the tenant, or to one of its identities when ``identity`` is set.
A value appears once per scope, direction and kind, as either an allow or a block entry, so
``/lists/{direction}/{kind}/{value}`` names one entry (with ``?identity_id=`` for an
identity's own).
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.identities.models import Identity
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet, SealedField


class Send(models.Model):
    """One outbound message on its way: the delivery state beside the stored Message.

    The Message (mailbox, direction outbound) holds what was sent (raw bytes, headers,
    thread); this row holds where it is. ``status`` moves queued → sending → done, with
    ``deferred`` while some recipient waits for a retry; ``cancelled`` only from queued.
    """

    class Status(models.TextChoices):
        QUEUED = "queued"  # waiting for a worker (or for send_at)
        SENDING = "sending"  # claimed by one worker
        DEFERRED = "deferred"  # some recipients wait for a retry
        DONE = "done"  # every recipient has a final outcome (or an unconfirmed one)
        CANCELLED = "cancelled"

    id = PrefixedIdField("snd")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="sends")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="sends")
    message = models.OneToOneField("mailbox.Message", on_delete=models.CASCADE, related_name="send")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    mail_from = models.CharField(max_length=320)  # the VERP return path
    smtputf8 = models.BooleanField(default=False)
    send_at = models.DateTimeField(null=True, blank=True)
    next_attempt_at = models.DateTimeField(default=timezone.now)
    claimed_at = models.DateTimeField(null=True, blank=True)
    claimed_by = models.CharField(max_length=100, blank=True)
    ever_claimed = models.BooleanField(default=False)
    attempts = models.PositiveIntegerField(default=0)
    metadata = models.JSONField(default=dict, blank=True)
    draft_id = models.CharField(max_length=30, blank=True)
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["next_attempt_at"],
                condition=Q(status__in=["queued", "deferred"]),
                name="send_due",
            ),
            models.Index(fields=["claimed_at"], condition=Q(status="sending"), name="send_claimed"),
        ]

    def __str__(self) -> str:
        return self.id


class Recipient(models.Model):
    """One envelope recipient of a Send and what happened to it."""

    class Kind(models.TextChoices):
        TO = "to"
        CC = "cc"
        BCC = "bcc"

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"  # accepted by the next hop (relay, provider, or our inbox)
        DEFERRED = "deferred"  # 4xx: retried on the schedule
        BOUNCED = "bounced"  # refused (5xx at RCPT/DATA, or a bounce report later)
        COMPLAINED = "complained"  # delivered, then reported as spam (ARF)
        FAILED = "failed"  # gave up: retries exhausted, cancelled, no transport
        UNCONFIRMED = "unconfirmed"  # outcome unknown; waiting for a bounce or event
        UNCERTAIN = "uncertain"  # still unknown after the window; never resent

    id = PrefixedIdField("rcp")
    send = models.ForeignKey(Send, on_delete=models.CASCADE, related_name="recipients")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="+")
    address = models.CharField(max_length=320)
    kind = models.CharField(max_length=4, choices=Kind.choices)
    transport = models.CharField(max_length=16, blank=True)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    smtp_code = models.PositiveIntegerField(null=True, blank=True)
    enhanced_status = models.CharField(max_length=16, blank=True)
    diagnostic = models.CharField(max_length=500, blank=True)
    provider_message_id = models.CharField(max_length=200, blank=True)
    unconfirmed_since = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["send", "address"], name="recipient_once_per_send")
        ]
        indexes = [
            models.Index(fields=["identity", "updated_at"]),
            models.Index(fields=["tenant", "address"]),
        ]

    def __str__(self) -> str:
        return f"{self.address} {self.status}"


# Outcomes that never change again (a delivered recipient may still complain).
RECIPIENT_FINAL = ("delivered", "bounced", "complained", "failed", "uncertain")


class Suppression(models.Model):
    """An address this tenant no longer sends to: a hard bounce, a complaint, or by hand."""

    class Reason(models.TextChoices):
        HARD_BOUNCE = "hard_bounce"
        COMPLAINT = "complaint"
        MANUAL = "manual"

    id = PrefixedIdField("sup")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="suppressions")
    address = models.CharField(max_length=320)  # lower case
    reason = models.CharField(max_length=12, choices=Reason.choices)
    source_message_id = models.CharField(max_length=30, blank=True)  # the report's message
    original_message_id = models.CharField(max_length=30, blank=True)  # what bounced
    detail = models.CharField(max_length=500, blank=True)
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "address"], name="suppression_once")
        ]

    def __str__(self) -> str:
        return f"{self.address} ({self.reason})"


class SendPolicy(models.Model):
    """An identity's own send rules, below its tenant's (``send_daily_cap``)."""

    identity = models.OneToOneField(
        Identity, primary_key=True, on_delete=models.CASCADE, related_name="send_policy"
    )
    daily_cap = models.PositiveIntegerField(null=True, blank=True)  # None: the tenant's
    # Send only to recipients on an allow list (the identity's or its tenant's).
    allowlist_only = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"send policy of {self.identity_id}"


class SendCounter(models.Model):
    """Messages accepted per UTC day, per tenant (identity NULL) and per identity.

    Incremented with one conditional upsert (``INSERT … ON CONFLICT DO UPDATE … WHERE
    count < cap``), so concurrent sends can never pass a cap: see services/policy.py.
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    scope = models.CharField(max_length=30)  # the tenant's or the identity's ID
    day = models.DateField()
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["scope", "day"], name="send_counter_once")]

    def __str__(self) -> str:
        return f"{self.scope} {self.day}: {self.count}"


class Upload(models.Model):
    """A file uploaded for a later send (``POST /v1/attachments``), kept for a day."""

    id = PrefixedIdField("upl")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="uploads")
    identity = models.ForeignKey(
        Identity, null=True, blank=True, on_delete=models.CASCADE, related_name="uploads"
    )
    filename = models.CharField(max_length=255)
    content_type = models.CharField(max_length=255)
    size = models.PositiveBigIntegerField()
    sha256 = models.CharField(max_length=64)
    storage_name = models.CharField(max_length=300)
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return self.filename


class Draft(models.Model):
    """What an identity wants to send, kept for review until someone sends or deletes it."""

    class Status(models.TextChoices):
        DRAFT = "draft"
        SENT = "sent"

    id = PrefixedIdField("drf")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="drafts")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="drafts")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)
    content = models.JSONField(default=dict)  # the send request's body
    message_id = models.CharField(max_length=30, blank=True)  # once sent
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return self.id


class DkimKey(models.Model):
    """A DKIM private key for one signing domain, sealed; the TXT value is public."""

    id = PrefixedIdField("dkk")
    domain = models.CharField(max_length=253)
    selector = models.CharField(max_length=63)
    algorithm = models.CharField(max_length=16)  # rsa-sha256 | ed25519-sha256
    private_key = SealedField(context="outbound.dkim")
    txt_record = models.TextField()
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "DKIM key"
        verbose_name_plural = "DKIM keys"
        ordering = ["domain", "algorithm"]
        constraints = [
            models.UniqueConstraint(fields=["domain", "selector"], name="dkim_selector_once"),
            models.UniqueConstraint(
                fields=["domain", "algorithm"],
                condition=Q(active=True),
                name="dkim_one_active_per_algorithm",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.selector}._domainkey.{self.domain}"


class TransportCredential(models.Model):
    """A transport's login (the smarthost's, SES keys), the secret sealed at rest."""

    id = PrefixedIdField("tcr")
    transport = models.CharField(max_length=16, unique=True)  # smtp_relay | ses
    username = models.CharField(max_length=200)
    secret = SealedField(context="outbound.transport_credential")
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return self.transport
