from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone

from pylota.core import policy
from pylota.core.permissions import Level
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet, SealedField


class Status(models.TextChoices):
    ACTIVE = "active"
    SUSPENDED = "suspended"


class Partner(models.Model):
    """A reseller or platform integrator that creates and manages tenants of its own."""

    id = PrefixedIdField("ptn")
    name = models.CharField(max_length=200)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    max_tenants = models.PositiveIntegerField(default=100)
    policy_ceilings = models.JSONField(default=dict, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    deleted_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.id})"

    @property
    def is_suspended(self) -> bool:
        return self.status == Status.SUSPENDED


class Tenant(models.Model):
    """A workspace: the unit of isolation for identities, mail, keys and events."""

    class SuspendedBy(models.TextChoices):
        PLATFORM = "platform"
        PARTNER = "partner"

    id = PrefixedIdField("tnt")
    partner = models.ForeignKey(
        Partner, null=True, blank=True, on_delete=models.PROTECT, related_name="tenants"
    )
    name = models.CharField(max_length=200)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    suspended_by = models.CharField(max_length=16, choices=SuspendedBy.choices, blank=True)
    policy = models.JSONField(default=policy.defaults, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    principal_scope = Scope(tenant="")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.id})"

    @property
    def is_suspended(self) -> bool:
        return self.status == Status.SUSPENDED

    def policy_value(self, name: str) -> int:
        return {**policy.defaults(), **self.policy}[name]


class ApiKey(models.Model):
    id = PrefixedIdField("key")
    level = models.CharField(max_length=16, choices=[(lv.value, lv.value) for lv in Level])
    partner = models.ForeignKey(
        Partner, null=True, blank=True, on_delete=models.CASCADE, related_name="api_keys"
    )
    tenant = models.ForeignKey(
        Tenant, null=True, blank=True, on_delete=models.CASCADE, related_name="api_keys"
    )
    # An identity-scoped key acts for one identity only. A plain ID until identities exist.
    identity_id = models.CharField(max_length=30, blank=True, db_index=True)
    name = models.CharField(max_length=200, blank=True)
    prefix = models.CharField(max_length=16, unique=True)
    secret_digest = models.CharField(max_length=64)
    permissions = ArrayField(models.CharField(max_length=40), default=list, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    rotated_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="rotated_to"
    )
    created_by_key_id = models.CharField(max_length=30, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    # A partner key may belong to the partner itself or to one of its tenants.
    principal_scope = Scope(partner="partner", identity="identity")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        verbose_name = "API key"
        verbose_name_plural = "API keys"
        ordering = ["-id"]
        constraints = [
            models.CheckConstraint(
                name="api_key_owner_matches_level",
                condition=(
                    Q(level="platform", tenant__isnull=True, partner__isnull=True)
                    | Q(level="partner", tenant__isnull=True, partner__isnull=False)
                    | Q(level="tenant", tenant__isnull=False)
                ),
            )
        ]

    def __str__(self) -> str:
        return f"{self.name or self.id} ({self.level})"

    def state(self, now=None) -> str:
        now = now or timezone.now()
        if self.revoked_at:
            return "revoked"
        if self.expires_at and self.expires_at <= now:
            return "expired"
        return "active"


class AuditEvent(models.Model):
    """Who did what to which object. Written in the same transaction as the change."""

    id = PrefixedIdField("aud")
    tenant_id = models.CharField(max_length=30, blank=True, db_index=True)
    partner_id = models.CharField(max_length=30, blank=True, db_index=True)
    actor_key_id = models.CharField(max_length=30, blank=True, db_index=True)
    actor_user = models.CharField(max_length=150, blank=True)
    type = models.CharField(max_length=64, db_index=True)
    target_type = models.CharField(max_length=32)
    target_id = models.CharField(max_length=30)
    data = models.JSONField(default=dict, blank=True)
    request_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    # tenant_id and partner_id are plain columns: audit rows outlive their subjects.
    principal_scope = Scope(partner="partner", partner_via_tenant=False)
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.type} {self.target_id}"


class IdempotencyRecord(models.Model):
    """The first answer to a creating POST, replayed for the same key and body."""

    class State(models.TextChoices):
        RUNNING = "running"
        DONE = "done"

    api_key_id = models.CharField(max_length=30)
    key = models.CharField(max_length=255)
    method = models.CharField(max_length=8)
    path = models.CharField(max_length=500)
    request_digest = models.CharField(max_length=64)
    state = models.CharField(max_length=8, choices=State.choices, default=State.RUNNING)
    response_status = models.PositiveSmallIntegerField(null=True)
    response_body = models.JSONField(null=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["api_key_id", "key"], name="idempotency_per_api_key")
        ]

    def __str__(self) -> str:
        return f"{self.method} {self.path} ({self.state})"


class SigningKey(models.Model):
    """A platform secret for one purpose (thread tokens, signed links, …), sealed at rest."""

    id = PrefixedIdField("sgk")
    purpose = models.CharField(max_length=64)
    kid = models.CharField(max_length=32, unique=True)
    material = SealedField(context="keyring")
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["purpose"], condition=Q(active=True), name="one_active_key_per_purpose"
            )
        ]

    def __str__(self) -> str:
        return f"{self.purpose} {self.kid}"


class TenantTrustPolicy(models.Model):
    """A tenant's trust settings that are not integers with ceilings (those live in
    ``Tenant.policy``: ``injection_threshold``). Absent row: the defaults below."""

    tenant = models.OneToOneField(
        Tenant, on_delete=models.CASCADE, primary_key=True, related_name="trust_policy"
    )
    # FR-CON-6: may API keys (with quarantine:release) release quarantined mail, or only
    # people (the console, operators in the admin)? Turning it on needs a partner or
    # platform key, so a tenant's own key can never grant itself the right.
    quarantine_release_by_api_keys = models.BooleanField(default=True)
    # When DNS cannot answer (temperror, or no resolver) and nothing else proves the From:
    # "flag" delivers the message with a dns_temperror flag, "hold" quarantines it.
    dns_temperror_action = models.CharField(
        max_length=8, choices=[("flag", "flag"), ("hold", "hold")], default="flag"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "tenant trust policies"

    def __str__(self) -> str:
        return f"trust policy of {self.tenant_id}"
