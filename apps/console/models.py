"""The people side of a workspace: members, invitations, the waitlist, one-time sign-in
links and the record of the mail that sign-in sends."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.tenants.models import Tenant
from pylota.core.roles import Role
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet

ROLE_CHOICES = [(r.value, r.value) for r in Role]


class Membership(models.Model):
    """A person in a workspace, with one role (pylota.core.roles has what each may do)."""

    id = PrefixedIdField("mem")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships"
    )
    role = models.CharField(max_length=16, choices=ROLE_CHOICES)
    created_at = models.DateTimeField(default=timezone.now)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "user"], name="membership_once_per_tenant")
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.tenant_id} ({self.role})"


class Invitation(models.Model):
    """An invitation by email, to a workspace, or (tenant empty) to sign up at all: what
    the waitlist hands out. Only a digest of its token is kept."""

    id = PrefixedIdField("inv")
    tenant = models.ForeignKey(
        Tenant, null=True, blank=True, on_delete=models.CASCADE, related_name="invitations"
    )
    email = models.EmailField()
    role = models.CharField(max_length=16, choices=ROLE_CHOICES, default=Role.MEMBER)
    token_digest = models.CharField(max_length=64, unique=True)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    accepted_at = models.DateTimeField(null=True, blank=True)
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    revoked_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        constraints = [
            # One open invitation per address and workspace: inviting again resends it.
            models.UniqueConstraint(
                fields=["tenant", "email"],
                condition=Q(accepted_at__isnull=True, revoked_at__isnull=True),
                name="invitation_one_open_per_email",
            )
        ]

    def __str__(self) -> str:
        return f"{self.email} → {self.tenant_id or 'sign-up'}"

    def state(self, now=None) -> str:
        now = now or timezone.now()
        if self.accepted_at:
            return "accepted"
        if self.revoked_at:
            return "revoked"
        if self.expires_at <= now:
            return "expired"
        return "pending"


class WaitlistEntry(models.Model):
    """Someone who asked for an account while sign-up is by waitlist."""

    id = PrefixedIdField("wtl")
    email = models.EmailField(unique=True)
    note = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    invitation = models.OneToOneField(
        Invitation, null=True, blank=True, on_delete=models.SET_NULL, related_name="waitlist"
    )

    class Meta:
        ordering = ["id"]
        verbose_name_plural = "waitlist entries"

    def __str__(self) -> str:
        return self.email


class WorkspaceSettings(models.Model):
    """Console settings of a workspace (its trust policy lives in tenants)."""

    tenant = models.OneToOneField(
        Tenant, primary_key=True, on_delete=models.CASCADE, related_name="console_settings"
    )
    require_second_factor = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "workspace settings record"
        verbose_name_plural = "workspace settings records"

    def __str__(self) -> str:
        return f"settings of {self.tenant_id}"


class SignInLink(models.Model):
    """A one-time link that signs a person in (``make run`` prints one for the operator)."""

    id = PrefixedIdField("sil")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    tenant = models.ForeignKey(
        Tenant, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    token_digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"sign-in link for {self.user}"


class SignInMail(models.Model):
    """A mail the console sent (a sign-in code, an invitation, a reset, a verification).

    The mail itself goes out through the product's send path from the platform's system
    identity; this row says what it was for and points at the stored message.
    """

    id = PrefixedIdField("sim")
    kind = models.CharField(max_length=64)
    to = models.EmailField()
    subject = models.CharField(max_length=300)
    message_id = models.CharField(max_length=30, blank=True)
    send_id = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.kind} to {self.to}"
