"""Triage: tenant rules, the offline classifier and the model path that sort new mail
for the agent. The results live on the mailbox's messages and threads; this app keeps the
rules."""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from apps.identities.models import Identity
from apps.tenants.models import Tenant
from pylota.db import PrefixedIdField, Scope, ScopedQuerySet


class TriageRule(models.Model):
    """One tenant rule: conditions (all must hold) and actions, run in ``position`` order
    before the model or the offline classifier (``pylota.core.triage``). A rule with an
    identity applies to that identity's mail only."""

    id = PrefixedIdField("trl")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="triage_rules")
    identity = models.ForeignKey(
        Identity, null=True, blank=True, on_delete=models.CASCADE, related_name="triage_rules"
    )
    name = models.CharField(max_length=200, blank=True)
    position = models.PositiveIntegerField()
    enabled = models.BooleanField(default=True)
    conditions = models.JSONField(default=dict, blank=True)
    actions = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    principal_scope = Scope()
    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["position", "id"]
        indexes = [models.Index(fields=["tenant", "position"])]

    def __str__(self) -> str:
        return self.name or self.id
