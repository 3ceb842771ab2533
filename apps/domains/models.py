"""Custom domains: ownership proof, DNS records and readiness probes, methods and
transports, monitoring and fallback.

A ``Domain`` belongs to one tenant. Its ``state`` follows the machine in
``pylota.core.domains.fsm``; its ``DomainRecord`` rows are what the product expects in DNS
(one per record, with what was found and what to fix); a ``DomainCheck`` row is written
per check run, so the admin shows the history and the monitor counts failures.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.identities.models import Identity
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet, SealedField


class Domain(models.Model):
    """A tenant's own mail domain (``theircompany.com``), from claim to removal."""

    class State(models.TextChoices):
        PENDING_OWNERSHIP = "pending_ownership"  # claimed; the TXT challenge not yet seen
        VERIFYING = "verifying"  # ownership proved; records being checked
        VERIFIED = "verified"  # ownership proved and records generated
        CONFIGURING = "configuring"  # records being published (by a person or a provider)
        ACTIVE = "active"  # every required record checks out
        FAILING = "failing"  # two consecutive failed checks while active
        REMOVING = "removing"
        REMOVED = "removed"

    class Method(models.TextChoices):
        DNS_RECORDS = "dns_records"
        CLOUDFLARE_ZONE = "cloudflare_zone"
        SES = "ses"
        SEND_ONLY = "send_only"

    class Transport(models.TextChoices):
        PLATFORM = "platform"
        SMTP_RELAY = "smtp_relay"
        SES = "ses"

    id = PrefixedIdField("dom")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="domains")
    name = models.CharField(max_length=253)  # lower-case A-label
    state = models.CharField(max_length=20, choices=State.choices, default=State.PENDING_OWNERSHIP)
    state_cause = models.CharField(max_length=200, blank=True)
    state_changed_at = models.DateTimeField(default=timezone.now)
    method = models.CharField(max_length=16, choices=Method.choices, default=Method.DNS_RECORDS)
    transport = models.CharField(
        max_length=16, choices=Transport.choices, default=Transport.PLATFORM
    )
    transport_credential_id = models.CharField(max_length=30, blank=True)
    challenge_token = models.CharField(max_length=100)
    ownership_verified_at = models.DateTimeField(null=True, blank=True)
    ownership_checked_at = models.DateTimeField(null=True, blank=True)
    consecutive_failures = models.PositiveIntegerField(default=0)
    last_checked_at = models.DateTimeField(null=True, blank=True)
    catch_all_identity = models.ForeignKey(
        Identity, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    provider_config = models.JSONField(default=dict, blank=True)
    provider_secret = SealedField(blank=True, context="domains.provider_secret")
    dkim_selectors = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    removed_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        constraints = [
            # Two tenants claiming one name at once: the second INSERT loses here.
            models.UniqueConstraint(
                fields=["name"], condition=~Q(state="removed"), name="domain_name_claimed_once"
            ),
        ]
        indexes = [models.Index(fields=["state", "last_checked_at"])]

    def __str__(self) -> str:
        return self.name


class DomainRecord(models.Model):
    """One DNS record the product expects for a domain, and what a check found."""

    class Kind(models.TextChoices):
        OWNERSHIP = "ownership"
        MX = "mx"
        SPF = "spf"
        DKIM = "dkim"
        DMARC = "dmarc"
        RETURN_PATH = "return_path"
        MTA_STS = "mta_sts"
        TLS_RPT = "tls_rpt"

    class Status(models.TextChoices):
        PENDING = "pending"
        OK = "ok"
        MISSING = "missing"
        WRONG = "wrong"
        CONFLICT = "conflict"

    id = PrefixedIdField("dnr")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="records")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    name = models.CharField(max_length=253)
    type = models.CharField(max_length=8)  # TXT | MX | CNAME | A
    expected = models.TextField()
    found = models.JSONField(default=list, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    detail = models.CharField(max_length=500, blank=True)
    required = models.BooleanField(default=True)
    checked_at = models.DateTimeField(null=True, blank=True)

    principal_scope = Scope(tenant="domain__tenant")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.kind} {self.name} {self.type}"


class DomainCheck(models.Model):
    """One check run of a domain: whether it passed, and each record's result."""

    id = PrefixedIdField("dnc")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="checks")
    ok = models.BooleanField()
    results = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    principal_scope = Scope(tenant="domain__tenant")
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.domain_id} {'ok' if self.ok else 'failed'}"


class DomainAlert(models.Model):
    """An operator alert: a domain went failing. Open until the domain recovers (or an
    operator acknowledges it); the admin lists open alerts first."""

    id = PrefixedIdField("dna")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="alerts")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=20, default="failing")
    message = models.CharField(max_length=500)
    created_at = models.DateTimeField(default=timezone.now)
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolved_by = models.CharField(max_length=100, blank=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["resolved_at"])]

    def __str__(self) -> str:
        return f"{self.kind}: {self.domain_id}"


def domain_data(domain: Domain) -> dict:
    """The domain as events and the API show it (without secrets or records)."""
    return {
        "id": domain.id,
        "name": domain.name,
        "state": domain.state,
        "state_cause": domain.state_cause,
        "method": domain.method,
        "transport": domain.transport,
    }


# The OpenAPI enum names of the choices (pylota.settings SPECTACULAR_SETTINGS).
DOMAIN_STATES = Domain.State.choices
RECORD_STATUSES = DomainRecord.Status.choices
