"""Storing a message's triage and rolling it up to its thread (the triage app decides)."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from apps.mailbox.models import Message, QuarantineState, Thread

PRIORITY_RANK = {"low": 0, "normal": 1, "high": 2, "urgent": 3}


def _roll_up(thread_id: str) -> Thread:
    """Needs a reply if any shown message does; the highest priority of its shown messages."""
    shown = Message.objects.filter(thread_id=thread_id).exclude(
        quarantine_state=QuarantineState.QUARANTINED
    )
    needs_reply = shown.filter(needs_reply=True).exists()
    priorities = set(shown.exclude(priority="").values_list("priority", flat=True))
    priority = max(priorities, key=lambda p: PRIORITY_RANK.get(p, -1)) if priorities else ""
    Thread.objects.filter(pk=thread_id).update(
        needs_reply=needs_reply, priority=priority, updated_at=timezone.now()
    )
    return Thread.objects.get(pk=thread_id)


@transaction.atomic
def message_set_triage(
    *,
    message: Message,
    triage: dict,
    add_labels: list[str] = (),
) -> Message:
    """Store ``triage`` ({status, source, category, priority, needs_reply, summary, labels,
    reasons}) on the message, copy its filter columns, add the rules' labels, and roll the
    thread up. A failed triage keeps what the tenant's rules decided and nothing else."""
    message = Message.objects.select_for_update().get(pk=message.pk)
    message.triage = triage
    message.category = triage.get("category") or ""
    message.priority = triage.get("priority") or ""
    message.needs_reply = triage.get("needs_reply")
    fields = ["triage", "category", "priority", "needs_reply"]
    if add_labels:
        message.labels = sorted(set(message.labels) | set(add_labels))
        fields.append("labels")
    message.save(update_fields=fields)
    _roll_up(message.thread_id)
    return message
