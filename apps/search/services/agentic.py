"""Agentic search: a question answered from the caller's mail, every sentence citing the
messages that prove it, each quote checked against the stored text.

A run is a sequence of events (``plan``, ``search``, ``evidence``, ``answer``, ``citations``,
``done``, or ``error``) produced by :func:`agentic_search`, a generator the API streams as
Server-Sent Events. Two planners:

- with a configured chat model, the model chooses each tool call (search in any mode,
  read a thread, list contacts) from what the previous ones found, within the run's
  budgets, then writes the answer one JSON line per sentence, streamed;
- without one, a deterministic planner: the question's key terms and date range, hybrid
  then keyword search, the best threads read, and an extractive answer made only of
  sentences of that mail (``"mode": "extractive"``).

Either way the verifier (:mod:`pylota.core.citations`) keeps only citations whose quote is
in the cited message, among the messages this run read, and removes any sentence left
without one. The tools are the search app's selectors and the mailbox's thread reader,
called with the caller's principal: identity scope, quarantine (never read) and tenancy
hold as they do for the REST API. Each run is an ``AgenticRun`` row (steps, time, tokens,
outcome), counted by the per-tenant daily cap.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from apps.mailbox import selectors as mailbox_selectors
from apps.search import selectors
from apps.search.models import AgenticRun
from pylota.core import agentic as plan_logic
from pylota.core.agentic import Budget, EvidenceText, PlannedCall, StepRecord
from pylota.core.citations import Sources, Verification, verify, verify_claim
from pylota.core.embeddings import EmbeddingError
from pylota.core.errors import AppError
from pylota.core.ids import is_valid
from pylota.core.llm import ChatModel, ModelError, SchemaViolation, Usage, parse_with_schema
from pylota.core.principal import Principal
from pylota.embedding import provider

logger = logging.getLogger(__name__)

SEARCH_LIMIT = 8  # hits per search call
EVIDENCE_PER_SEARCH = 5  # of those, read as evidence
MAX_EVIDENCE = 24  # messages given to the answer
THREADS_READ = 2  # extractive mode reads the best threads
THREAD_MESSAGES = 12  # newest messages of a thread read
READ_THREADS_PERMISSION = "messages:read"
NO_VERIFIED_ANSWER = "no verified answer"


@dataclass(frozen=True)
class AgenticEvent:
    name: str
    data: dict


class Cancelled(Exception):
    """The client went away: stop the work."""


def default_budget() -> Budget:
    return Budget(
        max_steps=settings.PM_AGENTIC_MAX_STEPS,
        max_seconds=float(settings.PM_AGENTIC_MAX_SECONDS),
        max_tokens=settings.PM_AGENTIC_MAX_TOKENS,
    )


# --- The run record ---------------------------------------------------------------------


def _cap_window(now: datetime) -> tuple[datetime, datetime]:
    """The UTC day ``now`` (already in UTC) falls in."""
    start = now.replace(hour=0, minute=0, second=0, microsecond=0)
    return start, start + timedelta(days=1)


@transaction.atomic
def agentic_run_start(
    *,
    principal: Principal,
    question: str,
    mode: str,
    model_name: str = "",
    identity_id: str | None = None,
    tenant_id: str | None = None,
    now: datetime | None = None,
) -> AgenticRun:
    """Record a run about to start, refusing it past the tenant's daily cap
    (``PM_AGENTIC_DAILY_CAP`` runs per UTC day; a partner key's tenant-wide runs count
    against the partner)."""
    now = (now or timezone.now()).astimezone(timezone.get_fixed_timezone(0))
    tenant_id = tenant_id or principal.tenant_id
    partner_id = "" if tenant_id else (principal.partner_id or "")
    holder = tenant_id or partner_id or "platform"
    # Two runs starting at once must not both pass the cap with one place left: runs of one
    # holder start one at a time (a transaction-scoped advisory lock, released at commit).
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [f"agentic:{holder}"])
    day_start, day_end = _cap_window(now)
    cap = settings.PM_AGENTIC_DAILY_CAP
    used = AgenticRun.objects.filter(
        tenant_id=tenant_id, partner_id=partner_id, created_at__gte=day_start
    ).count()
    if used >= cap:
        wait = max(1, int((day_end - now).total_seconds()))
        raise AppError(
            "agentic_daily_cap_reached",
            details={"cap": cap, "resets_at": day_end.isoformat()},
            headers={"Retry-After": str(wait)},
        )
    return AgenticRun.objects.create(
        tenant_id=tenant_id,
        partner_id=partner_id,
        identity_id=identity_id,
        key_id=principal.key_id,
        question=question,
        mode=mode,
        model=model_name,
        created_at=now,
    )


@dataclass
class RunStats:
    steps: int = 0
    model_calls: int = 0
    usage: Usage = field(default_factory=Usage)
    trace: list[dict] = field(default_factory=list)
    stopped_by: str = ""
    first_evidence_ms: int | None = None
    citations_kept: int = 0
    citations_removed: int = 0
    sentences_removed: int = 0


@transaction.atomic
def agentic_run_finish(
    *, run: AgenticRun, outcome: str, stats: RunStats, elapsed_ms: int, error_code: str = ""
) -> AgenticRun:
    run.outcome = outcome
    run.error_code = error_code
    run.stopped_by = stats.stopped_by
    run.steps = min(stats.steps, 32767)
    run.model_calls = min(stats.model_calls, 32767)
    run.trace = stats.trace[:200]
    run.prompt_tokens = stats.usage.prompt_tokens
    run.completion_tokens = stats.usage.completion_tokens
    run.cost_usd = Decimal(f"{stats.usage.cost_usd:.6f}")
    run.citations_kept = stats.citations_kept
    run.citations_removed = stats.citations_removed
    run.sentences_removed = stats.sentences_removed
    run.first_evidence_ms = stats.first_evidence_ms
    run.elapsed_ms = elapsed_ms
    run.finished_at = timezone.now()
    run.save(
        update_fields=[
            "outcome",
            "error_code",
            "stopped_by",
            "steps",
            "model_calls",
            "trace",
            "prompt_tokens",
            "completion_tokens",
            "cost_usd",
            "citations_kept",
            "citations_removed",
            "sentences_removed",
            "first_evidence_ms",
            "elapsed_ms",
            "finished_at",
        ]
    )
    return run


# --- The run ----------------------------------------------------------------------------


def _stored_text(message) -> str:
    """The text a quote is checked against: the message's own plain text (or the text
    extracted from its HTML when it has none)."""
    return message.text if (message.text or "").strip() else (message.extracted_text or "")


def _sender(message) -> str:
    if message.from_name:
        return f"{message.from_name} <{message.from_address}>"
    return message.from_address or ""


def _brief(message, score: float | None = None) -> dict:
    out = {
        "message_id": message.pk,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "subject": message.subject,
        "from": _sender(message),
        "received_at": message.received_at.isoformat(),
        "snippet": message.snippet,
    }
    if score is not None:
        out["score"] = score
    return out


def _error_data(error: AppError) -> dict:
    return {
        "error": {
            "code": error.code,
            "message": error.message,
            "retryable": error.retryable,
            "details": error.details,
        }
    }


class _Run:
    def __init__(
        self,
        *,
        principal: Principal,
        run: AgenticRun,
        question: str,
        identity_id: str | None,
        model: ChatModel | None,
        budget: Budget,
        model_timeout: float,
        now: datetime,
        cancelled: Callable[[], bool],
    ) -> None:
        self.principal = principal
        self.run = run
        self.question = question
        self.identity_id = identity_id
        self.model = model
        self.budget = budget
        self.model_timeout = model_timeout
        self.now = now
        self.cancelled = cancelled
        self.started = time.monotonic()
        self.stats = RunStats()
        self.sources = Sources({})
        self.evidence: dict[str, EvidenceText] = {}
        self.calls_seen: set[str] = set()
        self.outcome = AgenticRun.Outcome.NO_ANSWER
        self.distrusted: set[str] = set()

    # -- bookkeeping ---------------------------------------------------------------------

    def _ms(self) -> int:
        return int((time.monotonic() - self.started) * 1000)

    def _check(self) -> None:
        if self.cancelled():
            raise Cancelled

    def _stop_reason(self) -> str | None:
        return self.budget.exhausted(
            steps=self.stats.steps, started=self.started, tokens=self.stats.usage.total_tokens
        )

    def _remaining_seconds(self) -> float:
        return max(0.1, self.budget.max_seconds - (time.monotonic() - self.started))

    def _add_evidence(self, messages) -> AgenticEvent | None:
        added = []
        for message in messages:
            if len(self.evidence) >= MAX_EVIDENCE:
                break
            if message.pk in self.evidence:
                continue
            text = _stored_text(message)
            self.evidence[message.pk] = EvidenceText(
                message_id=message.pk,
                subject=message.subject,
                sender=_sender(message),
                received_at=message.received_at.isoformat(),
                text=text,
                thread_id=message.thread_id,
            )
            self.sources.add(message.pk, text)
            if plan_logic.suspicious([self.evidence[message.pk]]):
                self.distrusted.add(message.pk)
            added.append(_brief(message))
        if not added:
            return None
        if self.stats.first_evidence_ms is None:
            self.stats.first_evidence_ms = self._ms()
        return AgenticEvent("evidence", {"messages": added, "total": len(self.evidence)})

    # -- tools ---------------------------------------------------------------------------

    def _tool(self, call: PlannedCall) -> tuple[list[AgenticEvent], str]:
        """Run one tool call: its events and the result as the planner reads it."""
        self.stats.steps += 1
        started = time.monotonic()
        key = f"{call.tool}:{sorted(call.args.items())}"
        repeated = key in self.calls_seen
        self.calls_seen.add(key)
        step = self.stats.steps
        events: list[AgenticEvent] = []
        data: dict = {"step": step, "tool": call.tool, "args": call.args}
        rendered: str
        if repeated:
            data.update(hits=[], note="already run; nothing new")
            rendered = "You already made this call; its results are above. Do something else."
        elif call.tool == "search":
            rendered = self._search(call, data, events)
        elif call.tool == "read_thread":
            rendered = self._read_thread(call, data, events)
        else:
            rendered = self._contacts(call, data)
        elapsed = int((time.monotonic() - started) * 1000)
        data["elapsed_ms"] = elapsed
        hits = len(data.get("hits", data.get("contacts", [])))
        entry = {"tool": call.tool, "args": call.args, "hits": hits, "ms": elapsed}
        if "error" in data:
            entry["error"] = data["error"]["code"]
        self.stats.trace.append(entry)
        return [AgenticEvent("search", data), *events], rendered

    def _search(self, call: PlannedCall, data: dict, events: list[AgenticEvent]) -> str:
        q = str(call.args.get("q", ""))[:1000]
        mode = call.args.get("mode") if call.args.get("mode") in selectors.MODES else "hybrid"
        try:
            page = selectors.search(
                principal=self.principal,
                q=q,
                mode=mode,
                limit=SEARCH_LIMIT,
                identity_id=self.identity_id,
                now=self.now,
            )
        except AppError as exc:
            data.update(hits=[], error=_error_data(exc)["error"])
            return f"The search failed: {exc.message}"
        hits = [_brief(hit.message, hit.score) for hit in page.hits]
        data.update(hits=hits, degraded=page.degraded)
        evidence = self._add_evidence(hit.message for hit in page.hits[:EVIDENCE_PER_SEARCH])
        if evidence:
            events.append(evidence)
        return plan_logic.render_hits(hits)

    def _read_thread(self, call: PlannedCall, data: dict, events: list[AgenticEvent]) -> str:
        thread_id = str(call.args.get("thread_id", ""))
        if not self.principal.can(READ_THREADS_PERMISSION):
            error = AppError("permission_denied", details={"required": READ_THREADS_PERMISSION})
            data.update(hits=[], error=_error_data(error)["error"])
            return "Reading threads is not permitted to this key."
        try:
            if not is_valid(thread_id, "thr"):
                raise AppError("thread_not_found")
            thread = mailbox_selectors.thread_get(
                principal=self.principal, thread_id=thread_id, with_messages=True
            )
            if self.identity_id and thread.identity_id != self.identity_id:
                raise AppError("thread_not_found")  # another identity's: as if missing
        except AppError as exc:
            data.update(hits=[], error=_error_data(exc)["error"])
            return f"The thread could not be read: {exc.message}"
        messages = list(thread.messages.all())[-THREAD_MESSAGES:]  # quarantined ones excluded
        data.update(hits=[_brief(m) for m in messages])
        evidence = self._add_evidence(messages)
        if evidence:
            events.append(evidence)
        rendered = [
            plan_logic.render_evidence(self.evidence[m.pk])
            for m in messages
            if m.pk in self.evidence
        ]
        return "\n\n".join(rendered) or "The thread has no readable messages."

    def _contacts(self, call: PlannedCall, data: dict) -> str:
        if not self.identity_id:
            data.update(contacts=[], note="contacts are listed per identity")
            return "Contacts are available when the search is for one identity."
        contacts, _ = selectors.contact_list(
            principal=self.principal,
            identity_id=self.identity_id,
            q=str(call.args.get("q", ""))[:200],
            limit=20,
        )
        listing = [
            {
                "address": c.address,
                "name": c.name,
                "received": c.received,
                "sent": c.sent,
                "last_contact_at": c.last_contact_at.isoformat(),
            }
            for c in contacts
        ]
        data.update(contacts=listing)
        return plan_logic.render_contacts(listing)

    # -- the model -----------------------------------------------------------------------

    def _model_failed(self, exc: ModelError, phase: str) -> AppError:
        if isinstance(exc, SchemaViolation):
            self.stats.usage = self.stats.usage + exc.usage
            self.stats.trace.append(
                {"model_error": "schema_violation", "phase": phase, "errors": exc.errors[:5]}
            )
            return AppError(
                "model_output_invalid",
                details={"phase": phase, "errors": exc.errors[:5]},
            )
        self.stats.trace.append(
            {"model_error": type(exc).__name__, "phase": phase, "status": exc.status}
        )
        return AppError("model_unavailable", details={"phase": phase})

    def _plan_with_model(self) -> Iterator[AgenticEvent]:
        assert self.model is not None
        history: list[StepRecord] = []
        while True:
            self._check()
            reason = self._stop_reason()
            if reason:
                self.stats.stopped_by = reason
                return
            messages = plan_logic.planner_messages(
                self.question, history, steps_left=self.budget.max_steps - self.stats.steps
            )
            self.stats.model_calls += 1
            try:
                completion = self.model.complete(
                    messages,
                    schema=plan_logic.PLANNER_SCHEMA,
                    max_tokens=300,
                    timeout=min(self.model_timeout, self._remaining_seconds()),
                )
            except ModelError as exc:
                raise self._model_failed(exc, "plan") from exc
            self.stats.usage = self.stats.usage + completion.usage
            call = plan_logic.planned_call(completion.parsed)
            yield AgenticEvent(
                "plan",
                {
                    "step": self.stats.steps + 1,
                    "action": completion.parsed["action"],
                    "reason": completion.parsed["reason"],
                    "args": call.args if call else {},
                },
            )
            if call is None:
                return
            self._check()
            events, rendered = self._tool(call)
            yield from events
            history.append(StepRecord(call, rendered))

    def _answer_with_model(self, verification: Verification) -> Iterator[AgenticEvent]:
        assert self.model is not None
        evidence = list(self.evidence.values())
        messages = plan_logic.answer_messages(self.question, evidence)
        self.stats.model_calls += 1
        try:
            stream = self.model.stream(
                messages, max_tokens=800, timeout=min(self.model_timeout, self._remaining_seconds())
            )
        except ModelError as exc:
            raise self._model_failed(exc, "answer") from exc
        buffer = plan_logic.LineBuffer()
        try:

            def lines() -> Iterator[str]:
                for chunk in stream:
                    self._check()
                    yield from buffer.feed(chunk)
                yield from buffer.close()

            for line in lines():
                try:
                    parsed = parse_with_schema(line, plan_logic.ANSWER_LINE_SCHEMA)
                except SchemaViolation as exc:
                    raise self._model_failed(exc, "answer") from exc
                kept, removed = verify_claim(
                    plan_logic.claim_of(parsed), self.sources, frozenset(self.distrusted)
                )
                verification.removed.extend(removed)
                if kept is not None:
                    verification.kept.append(kept)
                    yield self._answer_event(kept)
                if time.monotonic() - self.started >= self.budget.max_seconds:
                    self.stats.stopped_by = "time"
                    break
        except ModelError as exc:
            raise self._model_failed(exc, "answer") from exc
        finally:
            close = getattr(stream, "close", None)
            if close:
                close()
            usage = getattr(stream, "usage", None)
            if isinstance(usage, Usage):
                self.stats.usage = self.stats.usage + usage

    def _answer_event(self, claim) -> AgenticEvent:
        return AgenticEvent(
            "answer",
            {
                "text": claim.text,
                "citations": [
                    {"message_id": c.message_id, "quote": c.quote} for c in claim.citations
                ],
            },
        )

    # -- without a model -----------------------------------------------------------------

    def _plan_extractive(self, expansion) -> Iterator[AgenticEvent]:
        ranked_threads: list[str] = []
        for call in expansion.calls:
            self._check()
            if self._stop_reason():
                self.stats.stopped_by = self._stop_reason() or ""
                return
            events, _ = self._tool(call)
            for hit in events[0].data.get("hits", []):
                # A thread opened by mail written to instruct a model is not worth a step.
                if hit["message_id"] in self.distrusted:
                    continue
                if hit["thread_id"] not in ranked_threads:
                    ranked_threads.append(hit["thread_id"])
            yield from events
        if not self.principal.can(READ_THREADS_PERMISSION):
            return
        for thread_id in ranked_threads[:THREADS_READ]:
            self._check()
            if self._stop_reason():
                self.stats.stopped_by = self._stop_reason() or ""
                return
            events, _ = self._tool(
                PlannedCall("read_thread", {"thread_id": thread_id}, "one of the best threads")
            )
            yield from events

    def _similarity(self, texts: list[str]) -> list[float]:
        """Cosine similarity of each text to the question (the search embedding model);
        zeros when it is unavailable, so term coverage alone ranks."""
        try:
            vectors = provider().embed([self.question, *texts])
        except EmbeddingError:
            return [0.0] * len(texts)
        question = vectors[0]
        return [sum(a * b for a, b in zip(question, v, strict=True)) for v in vectors[1:]]

    # -- the whole run --------------------------------------------------------------------

    def events(self) -> Iterator[AgenticEvent]:
        verification = Verification()
        if self.model is None:
            expansion = plan_logic.expand(self.question, self.now)
            yield AgenticEvent(
                "plan",
                {
                    "mode": "extractive",
                    "run_id": self.run.pk,
                    "terms": expansion.terms,
                    "date_range": {
                        "after": expansion.hint.after.isoformat() if expansion.hint.after else None,
                        "before": expansion.hint.before.isoformat()
                        if expansion.hint.before
                        else None,
                    },
                    "calls": [c.as_dict() for c in expansion.calls],
                    "budget": self.budget.as_dict(),
                },
            )
            yield from self._plan_extractive(expansion)
            self._check()
            evidence = list(self.evidence.values())
            claims = plan_logic.extract(
                expansion.terms,
                evidence,
                question=self.question,
                similarity=self._similarity,
                skip=frozenset(self.distrusted),
            )
            verification = verify(claims, self.sources, frozenset(self.distrusted))
            for claim in verification.kept:
                yield self._answer_event(claim)
        else:
            yield AgenticEvent(
                "plan",
                {
                    "mode": "model",
                    "run_id": self.run.pk,
                    "model": self.model.name,
                    "budget": self.budget.as_dict(),
                },
            )
            yield from self._plan_with_model()
            self._check()
            if self.evidence:
                yield from self._answer_with_model(verification)
        self.stats.citations_kept = len(verification.citations)
        self.stats.citations_removed = sum(1 for r in verification.removed if r.kind == "citation")
        self.stats.sentences_removed = sum(1 for r in verification.removed if r.kind == "sentence")
        yield AgenticEvent(
            "citations",
            {
                "citations": [
                    {**c.as_dict(), "thread_id": self.evidence[c.message_id].thread_id}
                    for c in verification.citations
                ],
                "removed": [r.as_dict() for r in verification.removed],
            },
        )
        self.outcome = (
            AgenticRun.Outcome.ANSWERED if verification.kept else AgenticRun.Outcome.NO_ANSWER
        )
        yield AgenticEvent("done", self._done(self.outcome))

    def _done(self, outcome: str) -> dict:
        done = {
            "run_id": self.run.pk,
            "mode": self.run.mode,
            "outcome": outcome,
            "stopped_by": self.stats.stopped_by or None,
            "steps": self.stats.steps,
            "model_calls": self.stats.model_calls,
            "elapsed_ms": self._ms(),
            "first_evidence_ms": self.stats.first_evidence_ms,
            "usage": {
                "prompt_tokens": self.stats.usage.prompt_tokens,
                "completion_tokens": self.stats.usage.completion_tokens,
                "cost_usd": round(self.stats.usage.cost_usd, 6),
            },
            "citations": self.stats.citations_kept,
            "removed_citations": self.stats.citations_removed,
            "removed_sentences": self.stats.sentences_removed,
        }
        if outcome == AgenticRun.Outcome.NO_ANSWER:
            # Said outright, so no client mistakes an empty answer for a lost stream.
            done["answer"] = NO_VERIFIED_ANSWER
        return done


def agentic_search(
    *,
    principal: Principal,
    run: AgenticRun,
    question: str,
    identity_id: str | None = None,
    model: ChatModel | None = None,
    budget: Budget | None = None,
    model_timeout: float = 30.0,
    now: datetime | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[AgenticEvent]:
    """The events of one run (started with :func:`agentic_run_start`), recording its end.

    An error ends the run with an ``error`` event carrying the envelope's code; closing the
    generator, or ``cancelled()`` turning true, stops the work and records ``cancelled``.
    """
    state = _Run(
        principal=principal,
        run=run,
        question=question,
        identity_id=identity_id,
        model=model,
        budget=budget or default_budget(),
        model_timeout=model_timeout,
        now=now or timezone.now(),
        cancelled=cancelled,
    )
    outcome = AgenticRun.Outcome.CANCELLED
    error_code = ""
    try:
        try:
            yield from state.events()
            outcome = state.outcome
        except AppError as exc:
            outcome, error_code = AgenticRun.Outcome.FAILED, exc.code
            yield AgenticEvent("error", _error_data(exc))
        except Cancelled:
            outcome = AgenticRun.Outcome.CANCELLED
        except Exception:
            logger.exception("agentic search failed (run %s)", run.pk)
            outcome, error_code = AgenticRun.Outcome.FAILED, "internal_error"
            yield AgenticEvent("error", _error_data(AppError("internal_error")))
    finally:
        # Also when the consumer closes the generator (the client went away).
        try:
            agentic_run_finish(
                run=run,
                outcome=outcome,
                stats=state.stats,
                elapsed_ms=state._ms(),
                error_code=error_code,
            )
        except Exception:
            logger.exception("agentic run %s could not be recorded", run.pk)
