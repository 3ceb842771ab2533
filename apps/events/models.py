"""The transactional outbox: the bottom of the app order, so every app can record events."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from pylota.db import PrefixedIdField, Scope, ScopedQuerySet


class CurrentTransactionId(models.Func):
    """The inserting transaction's 64-bit ID (``pg_current_xact_id()``, never wrapping).

    The event stream orders by it: see ``Event.xid``.
    """

    template = "(pg_current_xact_id()::text::bigint)"
    output_field = models.BigIntegerField()


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
    # The identity the event is about (``data.identity_id``, or ``data.id`` of identity.*),
    # "" for events about none (domains, webhooks, usage): what identity-scoped keys and
    # the stream's ``identity_id`` filter match on.
    identity_id = models.CharField(max_length=30, blank=True, default="", db_index=True)
    # The recording transaction's ID. IDs (ULIDs) are not in commit order (a transaction
    # that recorded first may commit last, and ULIDs of two processes in one millisecond
    # are in random order), so the stream resumes by (xid, id) and only reads rows whose
    # transaction is older than every transaction that could still write here: no later
    # commit can then land before a position a client has seen (ADR 0017).
    xid = models.BigIntegerField(db_default=CurrentTransactionId(), editable=False)

    # tenant_id and partner_id are plain columns: events outlive what they describe.
    principal_scope = Scope(partner="partner", partner_via_tenant=False, identity="identity")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(
                fields=["created_at"],
                name="event_undispatched",
                condition=Q(dispatched_at__isnull=True),
            ),
            models.Index(fields=["xid", "id"], name="event_stream_position"),
        ]

    def __str__(self) -> str:
        return f"{self.type} {self.id}"

    @property
    def position(self) -> tuple[int, str]:
        return (self.xid, self.id)

    def envelope(self) -> dict:
        return {
            "id": self.id,
            "type": self.type,
            "created_at": self.created_at.isoformat().replace("+00:00", "Z"),
            "tenant_id": self.tenant_id or None,
            "data": self.data,
        }
