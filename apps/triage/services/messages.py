"""Triage of one received message: the tenant's rules, then the chat model when one is
configured, else the offline classifier; the result stored on the message (the mailbox
rolls the thread up) with a ``message.triaged`` event, in one transaction."""

from __future__ import annotations

import dataclasses
import logging
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.mailbox import services as mailbox_services
from apps.triage import selectors
from apps.triage.services import classifier
from pylota import llm
from pylota.core import triage as core
from pylota.core.llm import ChatMessage, ModelError, SchemaViolation, parse_with_schema
from pylota.tasks import enqueue, enqueue_on_commit

logger = logging.getLogger(__name__)

# Events after which a message is triaged. Releasing a quarantined message records
# message.received again, so released mail is triaged then and quarantined mail never before.
TRIAGED_EVENTS = frozenset({"message.received"})
# Mail this young may still be on its way through the queue; older than a day is left to
# `manage.py` tools rather than a sweep that runs every ten minutes.
SWEEP_GRACE = timedelta(minutes=10)
SWEEP_WINDOW = timedelta(days=1)
SWEEP_BATCH = 500


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


def triage_message(
    *, message_id: str, force: bool = False, model_failed: bool = False
) -> dict | None:
    """Triage one received message; returns its triage record (None when there is nothing
    to triage: missing, sent by us, still quarantined, or already triaged unless ``force``).

    ``model_failed``: the model stayed unavailable through the task's retries; the failure
    is recorded (no guess from another classifier).
    """
    message = selectors.message_for_triage(message_id=message_id)
    if message is None or (message.triage and message.triage.get("status") == "done" and not force):
        return None
    facts = selectors.mail_facts(message)
    rules = selectors.rules_for_identity(
        tenant_id=message.tenant_id, identity_id=message.identity_id
    )
    outcome = core.apply_rules(rules, facts)
    facts_after = dataclasses.replace(facts, labels=(*facts.labels, *outcome.labels))

    verdict: core.Verdict | None = None
    meta: dict = {}
    decided = all(v is not None for v in (outcome.category, outcome.priority, outcome.needs_reply))
    if outcome.skip_model or decided:
        source = "rules"
    elif model_failed:
        source, meta = "model", {"error": "model_unavailable"}
    else:
        model = llm.chat_model()
        if model is not None:
            source = "model"
            verdict, meta = _model_verdict(model, message, facts_after)
        else:
            source = "offline"
            verdict = classifier.classify(facts_after)

    failed = source == "model" and verdict is None
    record = {
        "status": "failed" if failed else "done",
        "source": source,
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
        **meta,
    }
    record["added_labels"] = [*outcome.labels, *_triage_labels(record)]
    with transaction.atomic():
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
    logger.info(
        "message triaged",
        extra={"message_id": stored.id, "status": record["status"], "source": source},
    )
    return record


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
