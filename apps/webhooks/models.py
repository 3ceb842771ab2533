from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.events.models import Event
from pylota.core.ids import new_id
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet, SealedField

SECRET_CONTEXT = "webhooks.endpoint.secret"  # noqa: S105 (a sealing context, not a secret)


def new_delivery_id() -> str:
    """Kept for migration 0002, which names it; new code uses ``PrefixedIdField("dlv")``."""
    return new_id("dlv")


class WebhookEndpoint(models.Model):
    """Where events are POSTed. Scoped to one tenant, or to a partner (all its tenants).

    The signing secret is sealed under the master key. After a rotation the previous
    secret keeps signing (beside the new one) until ``previous_secret_expires_at``.
    """

    class DisabledReason(models.TextChoices):
        NONE = "", "enabled or disabled by its owner"
        GONE = "gone", "the receiver answered 410 Gone"
        FAILING = "failing", "too many consecutive failures"

    id = PrefixedIdField("whk")
    tenant = models.ForeignKey(
        "tenants.Tenant",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="webhook_endpoints",
    )
    partner = models.ForeignKey(
        "tenants.Partner",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="webhook_endpoints",
    )
    url = models.CharField(max_length=2048)
    event_types = ArrayField(models.CharField(max_length=64), default=list, blank=True)
    identity_ids = ArrayField(models.CharField(max_length=30), default=list, blank=True)
    description = models.CharField(max_length=500, blank=True)
    enabled = models.BooleanField(default=True)
    disabled_reason = models.CharField(
        max_length=16, choices=DisabledReason.choices, blank=True, default=""
    )
    disabled_at = models.DateTimeField(null=True, blank=True)
    consecutive_failures = models.PositiveIntegerField(default=0)
    # One context for both columns: rotation moves the current envelope to `previous_secret`
    # as it is, without opening it.
    secret = SealedField(context=SECRET_CONTEXT)
    previous_secret = SealedField(context=SECRET_CONTEXT, blank=True, default="")
    previous_secret_expires_at = models.DateTimeField(null=True, blank=True)
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    # An endpoint belongs to one tenant, or to a partner (all its tenants).
    principal_scope = Scope(partner="partner")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.CheckConstraint(
                name="webhook_endpoint_one_owner",
                condition=(
                    Q(tenant__isnull=False, partner__isnull=True)
                    | Q(tenant__isnull=True, partner__isnull=False)
                ),
            )
        ]

    def __str__(self) -> str:
        return f"{self.id} ({self.scope})"

    @property
    def scope(self) -> str:
        return "partner" if self.partner_id else "tenant"


class WebhookDelivery(models.Model):
    """One event on its way to one endpoint, and what happened on the last attempt."""

    class Kind(models.TextChoices):
        EVENT = "event"  # the fan-out of an outbox event
        TEST = "test"  # POST /v1/webhooks/{id}/test: one attempt, endpoint health untouched
        REPLAY = "replay"  # POST /v1/webhooks/{id}/replay

    class State(models.TextChoices):
        PENDING = "pending"  # waiting for next_attempt_at
        SENDING = "sending"  # claimed by a worker until lease_until
        HELD = "held"  # the tenant or its partner is suspended
        SUCCEEDED = "succeeded"
        FAILED = "failed"  # attempts used up, endpoint disabled or gone

    id = PrefixedIdField("dlv")
    endpoint = models.ForeignKey(
        WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries"
    )
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="deliveries")
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.EVENT)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    queued_at = models.DateTimeField(null=True, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    last_attempt_at = models.DateTimeField(null=True, blank=True)
    response_status = models.PositiveSmallIntegerField(null=True, blank=True)
    response_body = models.TextField(blank=True)  # at most 1 KB of the last response
    latency_ms = models.PositiveIntegerField(null=True, blank=True)
    error = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    completed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "webhook deliveries"
        constraints = [
            # The fan-out runs again if a dispatch is retried: the second INSERT is a no-op.
            models.UniqueConstraint(
                fields=["endpoint", "event"],
                condition=Q(kind__in=["event", "test"]),
                name="one_delivery_per_endpoint_and_event",
            )
        ]
        indexes = [
            models.Index(fields=["endpoint", "id"], name="delivery_by_endpoint"),
            models.Index(
                fields=["next_attempt_at"],
                name="delivery_due",
                condition=Q(state="pending"),
            ),
            models.Index(
                fields=["lease_until"],
                name="delivery_sending",
                condition=Q(state="sending"),
            ),
            models.Index(fields=["created_at"], name="delivery_held", condition=Q(state="held")),
        ]

    def __str__(self) -> str:
        return f"{self.id} {self.state}"
