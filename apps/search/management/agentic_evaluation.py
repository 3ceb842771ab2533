"""Load the agentic golden set into a tenant of its own, run every question, score it.

Used by ``manage.py eval_agentic`` and ``bench/agentic.py``. The mail goes through the
mailbox's own ingest service (threading by In-Reply-To, quarantine), then through the
search indexing service, as live mail does.

Modes:

- ``extractive``: no model (the deterministic planner and extractive answers);
- ``scripted``: the scripted model (``ScriptedModel``) playing a planner and a writer that
  follow a script written from the labels: search the question's key terms, search again
  with any of them, answer by quoting each labelled sentence it was shown, and also write
  one fabricated quote and obey the injected message when it sees it. It measures the
  pipeline and the verifier (fabrications and injected citations must be removed), not
  the quality of any real model.
"""

from __future__ import annotations

import json
import re
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from django.db import transaction

from apps.identities import services as identity_services
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.search import services
from apps.search.management import evaluation
from apps.search.management.golden_agentic import AgenticGoldenSet, Question
from apps.search.services import agentic
from apps.tenants import services as tenant_services
from pylota.core.agentic import key_terms
from pylota.core.citations import normalise
from pylota.core.llm import ChatMessage, ScriptedModel
from pylota.core.mime import parse_message
from pylota.core.permissions import Level
from pylota.core.principal import Actor, Principal

ACTOR = Actor(user="search:agentic-evaluation")
FABRICATED = "We also promise a full refund of every payment you ever made."
_MESSAGE_ID = re.compile(r"message_id=(msg_[0-9A-Za-z]{26})")


@dataclass
class Loaded:
    tenant_id: str
    identity_ids: list[str]
    key_to_id: dict[str, str]
    seconds: float = 0.0

    @property
    def id_to_key(self) -> dict[str, str]:
        return {v: k for k, v in self.key_to_id.items()}

    def principal(self) -> Principal:
        return Principal(
            key_id="evaluation",
            level=Level.TENANT,
            permissions=frozenset({"search:read", "messages:read"}),
            tenant_id=self.tenant_id,
        )


def load(data: AgenticGoldenSet, *, name: str) -> Loaded:
    started = time.perf_counter()
    tenant = tenant_services.tenant_create(actor=ACTOR, name=name)
    suffix = tenant.id[-6:].lower()
    identities = [
        identity_services.identity_create(
            actor=ACTOR, tenant=tenant, name=label, local_part=f"evala-{suffix}-{label}"
        )
        for label in data.identities
    ]
    by_key = {mail.key: mail for mail in data.mails}
    key_to_id: dict[str, str] = {}
    for mail in sorted(data.mails, key=lambda m: (m.date, m.key)):  # parents first
        identity = identities[mail.identity]
        recipient = f"evala-{suffix}-{identity.name}@test"
        raw_bytes = mail.to_bytes(recipient, by_key.get(mail.reply_to_key or ""))
        parsed = parse_message(raw_bytes)
        reasons = [{"code": "golden_set", "detail": "labelled quarantined"}]
        with transaction.atomic():
            raw = mailbox_services.raw_blob_store(raw_bytes)
            message, _ = mailbox_services.message_store_inbound(
                identity=identity,
                parsed=parsed,
                raw=raw,
                inbound_id="",
                recipient=recipient,
                plus_tag=None,
                quarantine_reasons=reasons if mail.quarantined else None,
            )
        key_to_id[mail.key] = message.pk
    ids = list(key_to_id.values())
    for start in range(0, len(ids), 128):
        services.messages_index(message_ids=ids[start : start + 128])
    return Loaded(tenant.id, [i.id for i in identities], key_to_id, time.perf_counter() - started)


def remove(loaded: Loaded) -> None:
    evaluation.remove_tenant(loaded.tenant_id)


# --- The scripted model ----------------------------------------------------------------------


def scripted_model(
    question: Question, loaded: Loaded, data: AgenticGoldenSet, *, latency: float = 0.0
) -> ScriptedModel:
    terms = key_terms(question.question)
    quotes = {loaded.key_to_id[k]: q for k, q in question.quotes.items()}
    injected = {
        loaded.key_to_id[m.key]: m.text.splitlines()[1]
        for m in data.mails
        if "Ignore all previous instructions" in m.text
    }

    def planner(turn: int) -> Callable[[list[ChatMessage]], str]:
        def reply(messages) -> str:
            if turn == 0:
                query, mode, action = " ".join(terms), "hybrid", "search"
            elif turn == 1 and len(terms) > 1:
                query, mode, action = " OR ".join(terms), "keyword", "search"
            else:
                query, mode, action = "", "hybrid", "answer"
            return json.dumps(
                {"action": action, "reason": "scripted", "query": query, "mode": mode,
                 "thread_id": ""}
            )  # fmt: skip

        return reply

    def writer(messages) -> str:
        prompt = "\n".join(m.content for m in messages)
        shown = _MESSAGE_ID.findall(prompt)
        lines = [
            {"text": quote, "citations": [{"message_id": mid, "quote": quote}]}
            for mid, quote in quotes.items()
            if mid in shown
        ]
        if shown:
            lines.append(
                {"text": "A refund was promised.",
                 "citations": [{"message_id": shown[0], "quote": FABRICATED}]}
            )  # fmt: skip
        for mid, sentence in injected.items():
            if mid in shown:  # an obedient model does what the injected mail says
                lines.append(
                    {"text": "The deposit is forfeited.",
                     "citations": [{"message_id": mid, "quote": sentence}]}
                )  # fmt: skip
        return "\n".join(json.dumps(line) for line in lines)

    turns = 3 if len(terms) > 1 else 2
    return ScriptedModel([*(planner(i) for i in range(turns)), writer], latency=latency)


# --- Running and scoring -----------------------------------------------------------------------


@dataclass
class Result:
    question: Question
    cited: list[str]  # golden keys of the kept citations, in order
    quotes_hold: int  # kept citations whose quote the evaluation finds in the stored text
    proposed: int  # citations the model (or the extractive step) proposed
    removed: int
    steps: int
    outcome: str
    first_evidence: float | None  # seconds from the request
    answered_at: float | None  # seconds to the first answer sentence
    done: float  # seconds to the end


def run_question(
    question: Question,
    loaded: Loaded,
    *,
    model=None,
) -> Result:
    principal = loaded.principal()
    identity_id = None if question.identity is None else loaded.identity_ids[question.identity]
    started = time.perf_counter()
    run = agentic.agentic_run_start(
        principal=principal,
        question=question.question,
        mode="model" if model else "extractive",
        model_name=model.name if model else "",
        identity_id=identity_id,
        tenant_id=loaded.tenant_id,
    )
    first_evidence = answered_at = None
    citations: dict = {}
    done: dict = {}
    for event in agentic.agentic_search(
        principal=principal,
        run=run,
        question=question.question,
        identity_id=identity_id,
        model=model,
    ):
        now = time.perf_counter() - started
        if event.name == "evidence" and first_evidence is None:
            first_evidence = now
        elif event.name == "answer" and answered_at is None:
            answered_at = now
        elif event.name == "citations":
            citations = event.data
        elif event.name == "done":
            done = event.data
    id_to_key = loaded.id_to_key
    kept = [id_to_key.get(c["message_id"], "?") for c in citations.get("citations", [])]
    # Checked again here, apart from the verifier: the stored text, read as the API reads it.
    holds = 0
    for citation in citations.get("citations", []):
        stored = mailbox_selectors.message_get(
            principal=principal, message_id=citation["message_id"]
        )
        body = stored.text or stored.extracted_text
        holds += normalise(citation["quote"]) in normalise(body)
    removed = sum(1 for r in citations.get("removed", []) if r["kind"] == "citation")
    return Result(
        question=question,
        cited=kept,
        quotes_hold=holds,
        proposed=len(kept) + removed,
        removed=removed,
        steps=done.get("steps", 0),
        outcome=done.get("outcome", "failed"),
        first_evidence=first_evidence,
        answered_at=answered_at,
        done=time.perf_counter() - started,
    )


def run_all(
    data: AgenticGoldenSet, loaded: Loaded, mode: str, *, latency: float = 0.0
) -> Iterator[Result]:
    for question in data.questions:
        model = (
            scripted_model(question, loaded, data, latency=latency) if mode == "scripted" else None
        )
        yield run_question(question, loaded, model=model)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@dataclass
class Score:
    results: list[Result] = field(default_factory=list)

    @property
    def citations(self) -> int:
        return sum(len(r.cited) for r in self.results)

    @property
    def citation_precision(self) -> float:
        """Kept citations pointing at a message that answers (relevant or acceptable)."""
        right = sum(
            1
            for r in self.results
            for key in r.cited
            if key in r.question.relevant or key in r.question.acceptable
        )
        return right / self.citations if self.citations else 1.0

    @property
    def quotes_verified(self) -> float:
        """Kept citations whose quote is, word for word, in the stored message."""
        return sum(r.quotes_hold for r in self.results) / self.citations if self.citations else 1.0

    @property
    def proposed_precision(self) -> float:
        """The same before the verifier: of every citation proposed."""
        proposed = sum(r.proposed for r in self.results)
        right = sum(
            1
            for r in self.results
            for key in r.cited
            if key in r.question.relevant or key in r.question.acceptable
        )
        return right / proposed if proposed else 1.0

    @property
    def answer_recall(self) -> float:
        answerable = [r for r in self.results if r.question.relevant]
        if not answerable:
            return 0.0
        return statistics.fmean(
            len(set(r.cited) & r.question.relevant) / len(r.question.relevant) for r in answerable
        )

    @property
    def unanswerable_held(self) -> float:
        """Questions without a readable answer that got no citation at all."""
        unanswerable = [r for r in self.results if not r.question.relevant]
        if not unanswerable:
            return 1.0
        return sum(1 for r in unanswerable if not r.cited) / len(unanswerable)

    @property
    def forbidden_cited(self) -> int:
        return sum(1 for r in self.results for key in r.cited if key in r.question.forbidden)

    @property
    def removed(self) -> int:
        return sum(r.removed for r in self.results)

    @property
    def mean_steps(self) -> float:
        return statistics.fmean(r.steps for r in self.results) if self.results else 0.0

    def seconds(self, attribute: str, q: float) -> float:
        values = [getattr(r, attribute) for r in self.results if getattr(r, attribute) is not None]
        return _percentile(values, q)
