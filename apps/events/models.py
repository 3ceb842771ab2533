"""The transactional outbox: the bottom of the app order, so every app can record events."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from pylota.db import PrefixedIdField, Scope, ScopedQuerySet


class Event(models.Model):
    """The transactional outbox: one row per business event, written with the change.

    ``dispatched_at`` is set once the event has been handed to every consumer; rows left
    NULL after a crash are picked up by the sweep.
    """

    id = PrefixedIdField("evt")
    tenant_id = models.CharField(max_length=30, blank=True, db_index=True)
    partner_id = models.CharField(max_length=30, blank=True, db_index=True)
    type = models.CharField(max_length=64, db_index=True)
    data = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)
    dispatched_at = models.DateTimeField(null=True, blank=True)
    dispatch_attempts = models.PositiveIntegerField(default=0)

    # tenant_id and partner_id are plain columns: events outlive what they describe.
    principal_scope = Scope(partner="partner", partner_via_tenant=False)
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["created_at"],
                name="event_undispatched",
                condition=Q(dispatched_at__isnull=True),
            )
        ]

    def __str__(self) -> str:
        return f"{self.type} {self.id}"

    def envelope(self) -> dict:
        return {
            "id": self.id,
            "type": self.type,
            "created_at": self.created_at.isoformat().replace("+00:00", "Z"),
            "tenant_id": self.tenant_id or None,
            "data": self.data,
        }
