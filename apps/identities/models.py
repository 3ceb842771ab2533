from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet


class Identity(models.Model):
    """One agent: the owner of addresses, a mailbox and (later) a send path and keys."""

    class Status(models.TextChoices):
        ACTIVE = "active"
        PAUSED = "paused"  # still receives; cannot send
        DELETED = "deleted"  # receives nothing; its mail is being removed

    class SenderPolicy(models.TextChoices):
        OPEN = "open"  # anyone; the other trust rules still apply
        KNOWN_SENDERS = "known_senders"  # authenticated senders it wrote to, or allowed
        ALLOWLIST_ONLY = "allowlist_only"  # deny by default: allow-listed senders only

    id = PrefixedIdField("idn")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="identities")
    name = models.CharField(max_length=100)
    display_name = models.CharField(max_length=200, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    paused_reason = models.CharField(max_length=64, blank=True)
    # Who may reach this identity's mailbox unreviewed (docs/trust.md); the rest is
    # quarantined, never rejected.
    sender_policy = models.CharField(
        max_length=16, choices=SenderPolicy.choices, default=SenderPolicy.OPEN
    )
    # Platform mail (notifications, alerts) is sent from a system identity: never listed,
    # never reachable with a tenant's key.
    is_system = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    deleted_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope(identity="")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "identities"
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "name"],
                condition=~Q(status="deleted"),
                name="identity_name_unique_per_tenant",
            )
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.id})"

    # States and policies read by other apps, which hold the instance but not the model.
    @property
    def is_active(self) -> bool:
        return self.status == self.Status.ACTIVE

    @property
    def is_paused(self) -> bool:
        return self.status == self.Status.PAUSED

    @property
    def is_deleted(self) -> bool:
        return self.status == self.Status.DELETED

    @property
    def accepts_known_senders_only(self) -> bool:
        return self.sender_policy == self.SenderPolicy.KNOWN_SENDERS


class Address(models.Model):
    """An address that delivers to an identity. Never reused once handed out."""

    class Status(models.TextChoices):
        ACTIVE = "active"
        RETIRED = "retired"

    id = PrefixedIdField("adr")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="addresses")
    identity = models.ForeignKey(Identity, on_delete=models.CASCADE, related_name="addresses")
    local_part = models.CharField(max_length=64)
    domain = models.CharField(max_length=253)
    is_primary = models.BooleanField(default=False)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(default=timezone.now)
    # Retired: still receives until retired_at + PM_ADDRESS_RETIRE_GRACE_DAYS, then refused
    # at RCPT. Never handed to anyone else (the constraint below), so a rollback is safe.
    retired_at = models.DateTimeField(null=True, blank=True)
    # The last promotion to primary, and the primary it replaced: what a rollback restores.
    promoted_at = models.DateTimeField(null=True, blank=True)
    previous_primary = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        verbose_name_plural = "addresses"
        ordering = ["-id"]
        constraints = [
            # Global and for ever: mail for a retired address must never reach a new owner.
            models.UniqueConstraint(fields=["local_part", "domain"], name="address_unique"),
        ]

    def __str__(self) -> str:
        return self.address

    @property
    def address(self) -> str:
        return f"{self.local_part}@{self.domain}"


def identity_data(identity: Identity) -> dict:
    """The identity as the API and its events show it."""
    return {
        "id": identity.id,
        "tenant_id": identity.tenant_id,
        "name": identity.name,
        "display_name": identity.display_name,
        "status": identity.status,
        "paused_reason": identity.paused_reason or None,
        "sender_policy": identity.sender_policy,
        "metadata": identity.metadata,
        "created_at": identity.created_at,
        "updated_at": identity.updated_at,
    }


def address_data(address: Address) -> dict:
    return {
        "id": address.id,
        "identity_id": address.identity_id,
        "address": address.address,
        "local_part": address.local_part,
        "domain": address.domain,
        "is_primary": address.is_primary,
        "status": address.status,
        "created_at": address.created_at,
        "retired_at": address.retired_at,
        # A retired address still receives until then; null for an active one.
        "receives_until": (
            address.retired_at + timedelta(days=settings.PM_ADDRESS_RETIRE_GRACE_DAYS)
            if address.retired_at
            else None
        ),
        "promoted_at": address.promoted_at,
    }
