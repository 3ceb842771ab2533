"""Allow and block lists: one table for both directions, read by receive and by send."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.identities.models import Identity
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField


class ListEntry(models.Model):
    class Direction(models.TextChoices):
        RECEIVE = "receive"
        SEND = "send"

    class Kind(models.TextChoices):
        ADDRESS = "address"
        DOMAIN = "domain"

    class Action(models.TextChoices):
        ALLOW = "allow"
        BLOCK = "block"

    id = PrefixedIdField("lst")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="list_entries")
    identity = models.ForeignKey(
        Identity, null=True, blank=True, on_delete=models.CASCADE, related_name="list_entries"
    )
    direction = models.CharField(max_length=8, choices=Direction.choices)
    action = models.CharField(max_length=8, choices=Action.choices)
    kind = models.CharField(max_length=8, choices=Kind.choices)
    # Lower case; a domain in its ASCII (IDNA) form. A domain entry covers its subdomains.
    value = models.CharField(max_length=320)
    note = models.CharField(max_length=200, blank=True)
    created_by_key_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "list entries"
        constraints = [
            # NULL identities are distinct in a plain unique constraint: one per scope.
            models.UniqueConstraint(
                fields=["tenant", "direction", "kind", "value"],
                condition=Q(identity__isnull=True),
                name="list_entry_unique_per_tenant",
            ),
            models.UniqueConstraint(
                fields=["identity", "direction", "kind", "value"],
                condition=Q(identity__isnull=False),
                name="list_entry_unique_per_identity",
            ),
        ]
        indexes = [models.Index(fields=["tenant", "direction", "value"])]

    def __str__(self) -> str:
        return f"{self.direction} {self.action} {self.kind} {self.value}"


# --- Sending (issue 6): everything below is the send path ---------------------------------
