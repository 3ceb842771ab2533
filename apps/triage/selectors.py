"""Reads of the triage app: rules (the API's, scoped to the caller) and what triage needs to
know about one received message."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db.models import Q, QuerySet

from apps.mailbox.models import Message
from apps.triage.models import TriageRule
from pylota.core import triage as core
from pylota.core.errors import AppError
from pylota.core.principal import Principal

if TYPE_CHECKING:
    from apps.tenants.models import Tenant


def triage_rule_list(
    *, principal: Principal, tenant: Tenant | None = None, identity_id: str | None = None
) -> QuerySet[TriageRule]:
    """The rules the caller sees, in the order they run."""
    rules = TriageRule.objects.for_principal(principal).select_related("identity")
    if tenant is not None:
        rules = rules.filter(tenant=tenant)
    if identity_id:
        rules = rules.filter(identity_id=identity_id)
    return rules.order_by("tenant_id", "position", "id")


def triage_rule_get(*, principal: Principal, rule_id: str) -> TriageRule:
    rule = TriageRule.objects.for_principal(principal).filter(pk=rule_id).first()
    if rule is None:
        raise AppError("triage_rule_not_found")
    return rule


def triage_rule_count(*, tenant_id: str) -> int:
    return TriageRule.objects.filter(tenant_id=tenant_id).count()


def rules_for_identity(*, tenant_id: str, identity_id: str) -> list[core.Rule]:
    """The enabled rules that apply to one identity's mail (the tenant's and its own), in
    order: what the triage of a received message runs."""
    rules = TriageRule.objects.filter(
        Q(identity_id=identity_id) | Q(identity__isnull=True), tenant_id=tenant_id, enabled=True
    ).order_by("position", "id")
    return [
        core.Rule(id=rule.id, conditions=rule.conditions, actions=rule.actions, name=rule.name)
        for rule in rules
    ]


def message_for_triage(*, message_id: str) -> Message | None:
    """A received message to triage, or None: missing, sent by us, or still quarantined
    (quarantined mail is triaged when it is released, never before)."""
    return (
        Message.objects.filter(pk=message_id, direction=Message.Direction.INBOUND)
        .exclude(quarantine_state=Message.QuarantineState.QUARANTINED)
        .select_related("tenant")
        .first()
    )


def _header(message: Message, name: str) -> str:
    wanted = name.lower()
    for pair in message.headers or []:
        if isinstance(pair, list | tuple) and len(pair) == 2 and str(pair[0]).lower() == wanted:
            return str(pair[1])
    return ""


def mail_facts(message: Message) -> core.MailFacts:
    """What rules and the classifier see of a message."""
    return core.MailFacts(
        from_address=message.from_address,
        from_name=message.from_name,
        to=tuple(a.get("address", "") for a in [*(message.to or []), *(message.cc or [])]),
        recipient=message.recipient,
        subject=message.subject,
        text=message.text or message.extracted_text,
        labels=tuple(message.labels),
        list_id=message.list_id,
        auto_submitted=message.auto_submitted,
        kind=message.kind,
        auth=message.auth or {},
        has_unsubscribe=bool(_header(message, "List-Unsubscribe")),
        precedence=_header(message, "Precedence").strip().lower(),
    )


def messages_untriaged(*, received_after, received_before, limit: int) -> list[str]:
    """IDs of received, shown messages in the window that have no triage yet (their task
    was lost to a broker outage or a crash): what the sweep queues again, oldest first."""
    return list(
        Message.objects.filter(
            direction=Message.Direction.INBOUND,
            triage__isnull=True,
            received_at__gte=received_after,
            received_at__lt=received_before,
        )
        .exclude(quarantine_state=Message.QuarantineState.QUARANTINED)
        .order_by("received_at")
        .values_list("id", flat=True)[:limit]
    )


def messages_waiting_for_triage(*, since_id: str, exclude: list[str], limit: int) -> list[str]:
    """IDs of received, shown messages filed since ``since_id`` (a bound from
    ``pylota.core.ids.lowest_id``) that have no triage yet, oldest first: what a triage
    task sorts with its own. Read by primary key, which follows filing order."""
    return list(
        Message.objects.filter(
            pk__gte=since_id, direction=Message.Direction.INBOUND, triage__isnull=True
        )
        .exclude(quarantine_state=Message.QuarantineState.QUARANTINED)
        .exclude(pk__in=exclude)
        .order_by("pk")
        .values_list("id", flat=True)[:limit]
    )


def messages_to_retriage(*, identity_id: str | None, since, limit: int) -> list[str]:
    """IDs of received, shown messages (of one identity, or all) since a moment, oldest
    first: what ``manage.py triage_again`` sorts once more after rules changed."""
    messages = Message.objects.filter(
        direction=Message.Direction.INBOUND, received_at__gte=since
    ).exclude(quarantine_state=Message.QuarantineState.QUARANTINED)
    if identity_id:
        messages = messages.filter(identity_id=identity_id)
    return list(messages.order_by("received_at").values_list("id", flat=True)[:limit])
