"""Writes of the triage app, one module per concern; import them from here.

- ``rules``: the tenant's triage rules (create, update, delete, reorder);
- ``messages``: triaging received messages (one, or a task's batch), and the outbox
  consumer that queues it;
- ``classifier``: the offline classifier (labelled prototypes of the embedding model).
"""

from apps.triage.services.messages import (
    TRIAGED_EVENTS,
    triage_event_consumer,
    triage_message,
    triage_messages,
    triage_queued,
    triage_sweep,
)
from apps.triage.services.rules import (
    triage_rule_create,
    triage_rule_delete,
    triage_rule_update,
    triage_rules_reorder,
)

__all__ = [
    "TRIAGED_EVENTS",
    "triage_event_consumer",
    "triage_message",
    "triage_messages",
    "triage_queued",
    "triage_rule_create",
    "triage_rule_delete",
    "triage_rule_update",
    "triage_rules_reorder",
    "triage_sweep",
]
