"""Privacy: the job runner, erasure with signed receipts, retention, legal holds and exports."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet


class Job(models.Model):
    """Long work (an erasure, an export, a retention run) as resumable steps.

    ``step`` is the index in ``steps`` of the next step to run; a step's counts are added
    in the same transaction that moves ``step`` on, so a crash never counts twice.
    """

    class State(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        SUCCEEDED = "succeeded"
        FAILED = "failed"
        CANCELLED = "cancelled"

    id = PrefixedIdField("job")
    tenant = models.ForeignKey(
        Tenant, null=True, blank=True, on_delete=models.CASCADE, related_name="privacy_jobs"
    )
    kind = models.CharField(max_length=32)
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED)
    step = models.PositiveIntegerField(default=0)
    steps = models.JSONField(default=list, blank=True)
    counts = models.JSONField(default=dict, blank=True)
    attempts = models.JSONField(default=dict, blank=True)  # step name -> failed attempts
    error = models.CharField(max_length=500, blank=True)  # an exception class and step
    params = models.JSONField(default=dict, blank=True)
    result = models.JSONField(default=dict, blank=True)
    # When a failed step may be tried again (back-off); the sweep runs jobs that are due.
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    created_by = models.CharField(max_length=150, blank=True)  # an API key ID or a person
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["next_attempt_at"],
                condition=Q(state__in=["queued", "running"]),
                name="privacy_job_due",
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} ({self.state})"

    @property
    def is_finished(self) -> bool:
        return self.state in (self.State.SUCCEEDED, self.State.FAILED, self.State.CANCELLED)

    @property
    def current_step(self) -> str:
        return self.steps[self.step] if self.step < len(self.steps) else ""


class Erasure(models.Model):
    """A request to erase a subject (a message, a thread, an identity, a counterparty's
    mail, a whole tenant), its job and, once it ends, its signed receipt."""

    class ScopeKind(models.TextChoices):
        MESSAGE = "message"
        THREAD = "thread"
        IDENTITY = "identity"
        COUNTERPARTY = "counterparty"
        TENANT = "tenant"

    class State(models.TextChoices):
        PENDING = "pending"
        RUNNING = "running"
        COMPLETED = "completed"  # every probe came back empty
        FAILED = "failed"  # a step kept failing; the receipt says which

    id = PrefixedIdField("ers")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="erasures")
    job = models.OneToOneField(Job, on_delete=models.PROTECT, related_name="erasure")
    scope = models.CharField(max_length=16, choices=ScopeKind.choices)
    # The subject: a message, thread or identity ID, an email address (lower case), or
    # the tenant's ID.
    target = models.CharField(max_length=320)
    reason = models.CharField(max_length=500, blank=True)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    # What the first step found in scope, by ID and fingerprint only (no content): the
    # steps erase from it and the probes re-query for it. Emptied once the receipt is out.
    plan = models.JSONField(default=dict, blank=True)
    receipt = models.JSONField(null=True, blank=True)
    signature = models.CharField(max_length=200, blank=True)  # base64url HMAC-SHA256
    signing_kid = models.CharField(max_length=32, blank=True)
    created_by = models.CharField(max_length=150, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    completed_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        constraints = [
            # One tenant erasure at a time: a second request answers the first one's job.
            models.UniqueConstraint(
                fields=["tenant"],
                condition=Q(scope="tenant") & ~Q(state="failed"),
                name="privacy_one_tenant_erasure",
            )
        ]

    def __str__(self) -> str:
        return f"erasure {self.scope} {self.id} ({self.state})"


class Hold(models.Model):
    """A legal hold: what it covers is kept by erasure and retention until it is released
    or its end date passes."""

    class ScopeKind(models.TextChoices):
        TENANT = "tenant"
        IDENTITY = "identity"
        THREAD = "thread"
        COUNTERPARTY = "counterparty"

    id = PrefixedIdField("hld")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="legal_holds")
    scope = models.CharField(max_length=16, choices=ScopeKind.choices)
    target = models.CharField(max_length=320)  # tenant, identity or thread ID, or an address
    reason = models.CharField(max_length=500)
    ends_at = models.DateTimeField(null=True, blank=True)
    created_by = models.CharField(max_length=150, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    released_at = models.DateTimeField(null=True, blank=True)
    released_by = models.CharField(max_length=150, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["tenant"], condition=Q(released_at__isnull=True), name="privacy_hold_live"
            )
        ]

    def __str__(self) -> str:
        return f"hold {self.scope} {self.target}"

    def is_active(self, now=None) -> bool:
        now = now or timezone.now()
        return self.released_at is None and (self.ends_at is None or self.ends_at > now)


# --- retention and export ---


class RetentionPolicy(models.Model):
    """How long a tenant's mail is kept: one row for the tenant (``identity`` empty) and at
    most one per identity. A field left empty on the tenant's row keeps that kind of mail
    for ever; on an identity's row it follows the tenant's; 0 on either keeps it for ever
    (docs/privacy.md, "Retention")."""

    id = PrefixedIdField("rtp")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    identity = models.ForeignKey(
        "identities.Identity", on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    # Messages (received or sent, not quarantined) older than this many days are deleted.
    delete_messages_after_days = models.PositiveIntegerField(null=True, blank=True)
    # Quarantined messages held longer than this many days are deleted.
    delete_quarantined_after_days = models.PositiveIntegerField(null=True, blank=True)
    # The raw MIME of messages older than this many days is removed; the parsed text,
    # HTML and attachments stay, and the raw source then answers 410 ``message_raw_purged``.
    purge_raw_after_days = models.PositiveIntegerField(null=True, blank=True)
    updated_by = models.CharField(max_length=150, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    FIELDS = ("delete_messages_after_days", "delete_quarantined_after_days", "purge_raw_after_days")

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant"], condition=Q(identity__isnull=True), name="retention_per_tenant"
            ),
            models.UniqueConstraint(
                fields=["identity"],
                condition=Q(identity__isnull=False),
                name="retention_per_identity",
            ),
        ]
        verbose_name_plural = "retention policies"

    def __str__(self) -> str:
        return self.id


class Export(models.Model):
    """A zip of a subject's mail (one mbox per identity, the messages as JSON lines, the
    attachments and a manifest of sha256 checksums), built by an ``export`` job."""

    class Subject(models.TextChoices):
        IDENTITY = "identity"
        COUNTERPARTY = "counterparty"
        TENANT = "tenant"

    class State(models.TextChoices):
        BUILDING = "building"
        READY = "ready"
        FAILED = "failed"
        EXPIRED = "expired"

    id = PrefixedIdField("exp")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    subject = models.CharField(max_length=16, choices=Subject.choices)
    identity = models.ForeignKey(
        "identities.Identity", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    # The email address of a counterparty export (lower case); empty for other subjects.
    counterparty = models.CharField(max_length=320, blank=True)
    job = models.ForeignKey(Job, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    state = models.CharField(max_length=12, choices=State.choices, default=State.BUILDING)
    storage_name = models.CharField(max_length=300, blank=True)
    size = models.PositiveBigIntegerField(default=0)
    sha256 = models.CharField(max_length=64, blank=True)
    counts = models.JSONField(default=dict, blank=True)
    requested_by = models.CharField(max_length=150, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    completed_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["expires_at"], condition=Q(state="ready"), name="privacy_export_ready"
            )
        ]

    def __str__(self) -> str:
        return self.id
