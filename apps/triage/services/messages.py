"""Triage of received messages: the tenant's rules, then the chat model when one is
configured, else the offline classifier; the result stored on the message (the mailbox
rolls the thread up) with a ``message.triaged`` event, in one transaction. A task sorts
its message and, for the offline classifier, others waiting, in one embedding call."""

from __future__ import annotations

import dataclasses
import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.mailbox import services as mailbox_services
from apps.triage import selectors
from apps.triage.services import classifier
from pylota import llm
from pylota.core import triage as core
from pylota.core.ids import lowest_id
from pylota.core.llm import ChatMessage, ModelError, SchemaViolation, parse_with_schema
from pylota.db import SessionLocks
from pylota.tasks import enqueue, enqueue_on_commit

if TYPE_CHECKING:
    from apps.mailbox.models import Message

logger = logging.getLogger(__name__)

# Events after which a message is triaged. Releasing a quarantined message records
# message.received again, so released mail is triaged then and quarantined mail never before.
TRIAGED_EVENTS = frozenset({"message.received"})
# Mail this young may still be on its way through the queue; older than a day is left to
# `manage.py` tools rather than a sweep that runs every ten minutes.
SWEEP_GRACE = timedelta(minutes=10)
SWEEP_WINDOW = timedelta(days=1)
SWEEP_BATCH = 500
# A task sorts, with its own message, others filed this recently that have no triage yet
# (older ones are left to their own task and the sweep).
WAITING_WINDOW = timedelta(minutes=2)


def triage_event_consumer(event) -> None:
    """``PM_EVENT_CONSUMERS`` entry: queue ``triage.message`` (queue ``index``) on
    ``message.received``. Runs in the dispatch transaction, so it only schedules work; the
    task is idempotent (a message already triaged is left as it is)."""
    if event.type not in TRIAGED_EVENTS:
        return
    data = event.data or {}
    message_id = data.get("id")
    if data.get("direction", "inbound") != "inbound":
        return
    if isinstance(message_id, str) and message_id.startswith("msg_"):
        enqueue_on_commit("triage.message", message_id)


def _model_verdict(model, message, facts: core.MailFacts) -> tuple[core.Verdict | None, dict]:
    """The model's verdict, or None and the failure record. A retryable error propagates so
    the task retries; an answer that fails the schema is a failure, never repaired."""
    prompt = core.model_prompt(message_id=message.id, facts=facts)
    messages = [ChatMessage(role=m["role"], content=m["content"]) for m in prompt]
    try:
        completion = model.complete(
            messages, schema=core.MODEL_SCHEMA, max_tokens=300, timeout=llm.timeout()
        )
        parsed = parse_with_schema(completion.text, core.VERDICT_SCHEMA, usage=completion.usage)
    except SchemaViolation as exc:
        return None, {"error": "model_output_invalid", "errors": exc.errors[:5]}
    except ModelError as exc:
        if exc.retryable:
            raise
        return None, {"error": "model_unavailable"}
    usage = completion.usage
    meta = {
        "model": completion.model,
        "tokens": usage.total_tokens,
        "cost_usd": round(usage.cost_usd, 6),
    }
    return core.verdict_from_model(parsed), meta


def _triage_labels(record: dict) -> list[str]:
    """The labels a decided triage puts on the message, so it shows wherever labels do
    (the console, ``label:`` search, the threads filter): ``triage:<category>``,
    ``triage:needs-reply``, ``triage:high`` / ``triage:urgent``. The model's own suggestions
    stay suggestions (``labels`` in the record): a model's output never labels mail itself."""
    if record["status"] != "done":
        return []
    labels = [f"triage:{record['category']}"] if record.get("category") else []
    if record.get("needs_reply"):
        labels.append("triage:needs-reply")
    if record.get("priority") in ("high", "urgent"):
        labels.append(f"triage:{record['priority']}")
    return labels


@dataclasses.dataclass
class _Plan:
    """One message on its way through triage: what its rules decided, what the classifier
    or the model will see, and where its verdict comes from."""

    message: Message
    outcome: core.RuleOutcome
    facts: core.MailFacts
    source: str
    verdict: core.Verdict | None = None
    meta: dict = dataclasses.field(default_factory=dict)


def triage_message(
    *, message_id: str, force: bool = False, model_failed: bool = False
) -> dict | None:
    """Triage one received message; returns its triage record (None when there is nothing
    to triage: missing, sent by us, still quarantined, or already triaged unless ``force``).

    ``model_failed``: the model stayed unavailable through the task's retries; the failure
    is recorded (no guess from another classifier).
    """
    return triage_messages(message_ids=[message_id], force=force, model_failed=model_failed)[
        message_id
    ]


def triage_messages(
    *, message_ids: list[str], force: bool = False, model_failed: bool = False
) -> dict[str, dict | None]:
    """``triage_message`` for several messages, each message's record by its ID: rules per
    message (read once per identity), the offline classifier's verdicts from one embedding
    call, the chat model asked once per message, every result stored in one transaction."""
    records: dict[str, dict | None] = dict.fromkeys(message_ids)
    rules: dict[tuple[str, str], list[core.Rule]] = {}
    plans: list[_Plan] = []
    for message_id in records:
        message = selectors.message_for_triage(message_id=message_id)
        if message is None or (
            message.triage and message.triage.get("status") == "done" and not force
        ):
            continue
        facts = selectors.mail_facts(message)
        key = (message.tenant_id, message.identity_id)
        if key not in rules:
            rules[key] = selectors.rules_for_identity(
                tenant_id=message.tenant_id, identity_id=message.identity_id
            )
        outcome = core.apply_rules(rules[key], facts)
        decided = all(
            v is not None for v in (outcome.category, outcome.priority, outcome.needs_reply)
        )
        plans.append(
            _Plan(
                message=message,
                outcome=outcome,
                facts=dataclasses.replace(facts, labels=(*facts.labels, *outcome.labels)),
                source="rules" if outcome.skip_model or decided else "model",
            )
        )
    undecided = [plan for plan in plans if plan.source != "rules"]
    if undecided and model_failed:
        for plan in undecided:
            plan.meta = {"error": "model_unavailable"}
    elif undecided:
        model = llm.chat_model()
        if model is not None:
            for plan in undecided:
                plan.verdict, plan.meta = _model_verdict(model, plan.message, plan.facts)
        else:
            verdicts = classifier.classify_batch([plan.facts for plan in undecided])
            for plan, verdict in zip(undecided, verdicts, strict=True):
                plan.source, plan.verdict = "offline", verdict
    # Threads are written in one order, so that two batches cannot deadlock on them.
    plans.sort(key=lambda plan: (plan.message.thread_id, plan.message.id))
    with transaction.atomic():
        for plan in plans:
            records[plan.message.id] = _store(plan)
    for plan in plans:
        logger.info(
            "message triaged",
            extra={
                "message_id": plan.message.id,
                "status": records[plan.message.id]["status"],
                "source": plan.source,
            },
        )
    return records


def _store(plan: _Plan) -> dict:
    """The plan's triage record, stored on the message with its ``message.triaged`` event
    (inside the caller's transaction)."""
    outcome, verdict, message = plan.outcome, plan.verdict, plan.message
    failed = plan.source == "model" and verdict is None
    record = {
        "status": "failed" if failed else "done",
        "source": plan.source,
        "category": outcome.category or (verdict.category if verdict else None),
        "priority": outcome.priority or (verdict.priority if verdict else None),
        "needs_reply": outcome.needs_reply
        if outcome.needs_reply is not None
        else (verdict.needs_reply if verdict else None),
        "summary": verdict.summary if verdict else "",
        "labels": list(verdict.labels) if verdict else [],
        "reasons": [
            *(f"rule:{rule_id}" for rule_id in outcome.matched),
            *(verdict.reasons if verdict else ()),
        ],
        "rules": outcome.matched,
        "triaged_at": timezone.now().isoformat(),
        **plan.meta,
    }
    record["added_labels"] = [*outcome.labels, *_triage_labels(record)]
    stored = mailbox_services.message_set_triage(
        message=message, triage=record, add_labels=record["added_labels"]
    )
    event_record(
        type="message.triaged",
        data={
            "id": stored.id,
            "thread_id": stored.thread_id,
            "identity_id": stored.identity_id,
            "triage": record,
        },
        tenant=message.tenant,
    )
    return record


TRIAGE_LOCKS = "triage.message"  # a message being sorted: SessionLocks(TRIAGE_LOCKS)


def triage_queued(
    *, message_id: str, model_failed: bool = False, batch: int | None = None
) -> dict | None:
    """The ``triage.message`` task: its message and, when the offline classifier sorts the
    mail, other received messages waiting for triage (filed in the last
    ``WAITING_WINDOW``), up to ``batch`` (``PM_TRIAGE_BATCH_SIZE``) in all, in one
    embedding call; the tasks of those find them triaged and return. With a chat model
    each task sorts its own message only (the model is asked once per message anyway, and
    its retries and failure records are per message).

    Each message is held with a session advisory lock while it is sorted, so two workers
    never triage the same one; a message another worker holds is left to it (its task's
    retry, or the sweep, covers that worker's failure). Returns the message's record.
    """
    batch = settings.PM_TRIAGE_BATCH_SIZE if batch is None else batch
    with SessionLocks(TRIAGE_LOCKS) as locks:
        if not locks.take(message_id):
            return None  # another worker is sorting it
        if batch > 1 and not model_failed and llm.chat_model() is None:
            # Twice what is missing is read: some of them may be another worker's already.
            waiting = selectors.messages_waiting_for_triage(
                since_id=lowest_id("msg", timezone.now() - WAITING_WINDOW),
                exclude=[message_id],
                limit=2 * (batch - 1),
            )
            for other in waiting:
                if len(locks.held) < batch:
                    locks.take(other)
        return triage_messages(message_ids=locks.held, model_failed=model_failed)[message_id]


def triage_sweep() -> int:
    """``triage.sweep`` (every 10 minutes): queue ``triage.message`` again for received
    mail of the last day that has no triage (a lost task); returns how many."""
    now = timezone.now()
    message_ids = selectors.messages_untriaged(
        received_after=now - SWEEP_WINDOW, received_before=now - SWEEP_GRACE, limit=SWEEP_BATCH
    )
    for message_id in message_ids:
        enqueue("triage.message", message_id)
    return len(message_ids)
