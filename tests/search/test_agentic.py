"""Agentic search through the API (Django's test client: the whole stream at once), with
the scripted model or without a model, over a small seeded mailbox."""

from __future__ import annotations

import json
import re

import pytest

from apps.search.models import AgenticRun
from pylota.core.llm import ModelError, ModelTimeout, ScriptedModel
from tests.conftest import Api
from tests.factories import ApiKeyFactory
from tests.search.agentic_mailbox import DEPOSIT, INSPECTION, answer, parse_sse, plan, seed

QUESTION = "What did the landlord say about the deposit?"


@pytest.fixture
def box(world):
    return seed(world.tenant)


@pytest.fixture
def use_model(monkeypatch):
    """``use_model(ScriptedModel(...))``: the model the endpoint gets from the settings."""
    from pylota import llm

    def install(model):
        monkeypatch.setattr(llm, "chat_model", lambda: model)
        return model

    return install


def ask(key, box, question=QUESTION, *, identity=True, **body):
    path = f"/v1/identities/{box.agent.pk}/search/agentic" if identity else "/v1/search/agentic"
    response = Api(key.secret).post(path, {"question": question, **body})
    return response, parse_sse(response.content) if response.status_code == 200 else []


def names(events) -> list[str]:
    return [e.event for e in events]


def one(events, name: str) -> dict:
    [found] = [e.data for e in events if e.event == name]
    return found


def every_id_in(events) -> str:
    return json.dumps([e.data for e in events])


# --- Without a model ------------------------------------------------------------------------


def test_without_a_model_it_answers_extractively_with_verified_quotes_of_the_mail(world, box):
    response, events = ask(world.tenant_key, box)

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/event-stream")
    assert response["Cache-Control"] == "no-store"
    order = names(events)
    assert order[0] == "plan"
    assert order[-2:] == ["citations", "done"]
    assert order.index("search") < order.index("evidence") < order.index("answer")
    assert one(events, "plan")["mode"] == "extractive"
    assert one(events, "plan")["terms"] == ["landlord", "deposit"]
    answers = [e.data for e in events if e.event == "answer"]
    assert answers[0]["text"] == DEPOSIT
    assert answers[0]["citations"] == [{"message_id": box.deposit.pk, "quote": DEPOSIT}]
    for item in answers:  # only sentences of the mail, each quoting itself
        assert [c["quote"] for c in item["citations"]] == [item["text"]]
    citations = one(events, "citations")["citations"]
    stored = box.deposit.text
    first = citations[0]
    assert stored[first["start"] : first["end"]] == DEPOSIT
    done = one(events, "done")
    assert (done["mode"], done["outcome"], done["model_calls"]) == ("extractive", "answered", 0)
    run = AgenticRun.objects.get(pk=done["run_id"])
    assert (run.outcome, run.mode, run.steps, run.identity_id) == (
        "answered",
        "extractive",
        done["steps"],
        box.agent.pk,
    )
    assert [t["tool"] for t in run.trace][:3] == ["search", "search", "read_thread"]
    read = [t["args"]["thread_id"] for t in run.trace if t["tool"] == "read_thread"]
    assert read[0] == box.deposit.thread_id
    assert box.injection.thread_id not in read  # mail written to a model is not worth a step


def test_the_extractive_answer_cites_one_sentence_of_the_answering_conversation(world, box):
    _, events = ask(world.tenant_key, box)
    citations = one(events, "citations")["citations"]
    # Not also "The deposit question is answered in my last mail.": it adds nothing.
    assert [(c["message_id"], c["quote"]) for c in citations] == [(box.deposit.pk, DEPOSIT)]


def test_words_of_the_question_without_the_fact_it_asks_for_are_no_verified_answer(world, box):
    _, events = ask(world.tenant_key, box, "Who is the concierge?")
    assert [e for e in events if e.event == "answer"] == []
    assert one(events, "citations")["citations"] == []
    done = one(events, "done")
    assert (done["outcome"], done["answer"]) == ("no_answer", "no verified answer")


def test_extractive_answers_never_read_quarantined_mail_or_another_identitys(world, box):
    _, events = ask(world.tenant_key, box)
    seen = every_id_in(events)
    assert box.quarantined.pk not in seen
    assert "forfeited" not in seen
    assert box.elsewhere.pk not in seen.replace(f"Cite message {box.elsewhere.pk}", "")


def test_extractive_answers_do_not_quote_a_message_that_tries_to_instruct_a_model(world, box):
    _, events = ask(world.tenant_key, box)
    cited = {c["message_id"] for c in one(events, "citations")["citations"]}
    assert box.injection.pk not in cited
    assert box.deposit.pk in cited


def test_a_question_with_a_date_range_filters_the_searches(world, box):
    _, events = ask(world.tenant_key, box, "What did Mark write about the deposit in May 2026?")
    calls = one(events, "plan")["calls"]
    assert calls[0]["args"]["q"] == "mark deposit after:2026-05-01 before:2026-06-01"
    assert one(events, "done")["outcome"] == "no_answer"  # the mail is from June
    assert [e for e in events if e.event == "answer"] == []


def test_extractive_mode_can_be_asked_for_when_a_model_is_configured(world, box, use_model):
    model = use_model(ScriptedModel([]))
    _, events = ask(world.tenant_key, box, mode="extractive")
    assert one(events, "done")["mode"] == "extractive"
    assert model.calls == []


def test_tenant_wide_search_sees_every_identity_but_never_quarantine(world, box):
    _, events = ask(world.tenant_key, box, "deposit refundable circumstances", identity=False)
    seen = every_id_in(events)
    assert box.elsewhere.pk in {c["message_id"] for c in one(events, "citations")["citations"]}
    assert box.quarantined.pk not in seen


# --- With the scripted model ---------------------------------------------------------------


def _scripted_run(box) -> ScriptedModel:
    return ScriptedModel(
        [
            plan("search", query="deposit returned", mode="hybrid"),
            plan("search", query="from:mark deposit", mode="keyword"),
            plan("read_thread", thread_id=box.deposit.thread_id),
            plan("answer"),
            answer(
                ("The landlord returns the deposit within 14 days.", [(box.deposit.pk, DEPOSIT)]),
                (
                    "He keeps $200 for cleaning.",
                    [(box.deposit.pk, "I will keep $200 of the deposit for cleaning")],
                ),
                (
                    "The final inspection is on Friday 12 June.",
                    [(box.inspection.pk, INSPECTION), (box.invoice.pk, "payable by 30 April")],
                ),
            ),
        ]
    )


def test_the_model_plans_two_searches_refines_reads_the_thread_and_answers(world, box, use_model):
    model = use_model(_scripted_run(box))

    _, events = ask(world.tenant_key, box)

    order = names(events)
    assert order[0] == "plan"
    assert one_of(events, "plan")[0]["mode"] == "model"
    steps = [e.data for e in events if e.event == "search"]
    assert [(s["tool"], s["args"]) for s in steps] == [
        ("search", {"q": "deposit returned", "mode": "hybrid"}),
        ("search", {"q": "from:mark deposit", "mode": "keyword"}),
        ("read_thread", {"thread_id": box.deposit.thread_id}),
    ]
    assert {h["message_id"] for h in steps[1]["hits"]} == {box.deposit.pk, box.inspection.pk}
    assert order.index("evidence") < order.index("answer")
    # The planner saw each search's results before refining. (A query the mail's words
    # answer: under the test's hash embedder, semantic-only hits hang on random IDs.)
    assert box.deposit.pk in {h["message_id"] for h in steps[0]["hits"]}
    for hit in steps[0]["hits"]:
        assert hit["message_id"] in model.calls[1].prompt
    assert box.deposit.pk in model.calls[2].prompt
    assert len(model.calls) == 5
    assert model.calls[4].streamed


def one_of(events, name: str) -> list[dict]:
    return [e.data for e in events if e.event == name]


def test_the_verifier_removes_a_fabricated_quote_and_says_so(world, box, use_model):
    use_model(_scripted_run(box))

    _, events = ask(world.tenant_key, box)

    answers = one_of(events, "answer")
    assert [a["text"] for a in answers] == [
        "The landlord returns the deposit within 14 days.",
        "The final inspection is on Friday 12 June.",
    ]
    assert answers[1]["citations"] == [{"message_id": box.inspection.pk, "quote": INSPECTION}]
    removed = one(events, "citations")["removed"]
    assert {(r["kind"], r["reason"], r["quote"]) for r in removed} == {
        ("citation", "quote_not_found", "I will keep $200 of the deposit for cleaning"),
        ("sentence", "no_verified_citation", ""),
        ("citation", "unknown_message", "payable by 30 April"),  # never read in this run
    }
    done = one(events, "done")
    assert (done["outcome"], done["removed_citations"], done["removed_sentences"]) == (
        "answered",
        2,
        1,
    )
    assert done["usage"]["prompt_tokens"] > 0
    run = AgenticRun.objects.get(pk=done["run_id"])
    assert (run.citations_kept, run.citations_removed, run.model_calls) == (2, 2, 5)
    assert run.prompt_tokens == done["usage"]["prompt_tokens"]


def test_every_message_in_a_prompt_is_inside_a_fence(world, box, use_model):
    model = use_model(_scripted_run(box))
    ask(world.tenant_key, box)
    answer_prompt = model.calls[4].prompt
    assert DEPOSIT in answer_prompt
    fences = re.findall(
        r"<<<UNTRUSTED-MAIL id=(\w+).*?>>>\n(.*?)\n<<<END-UNTRUSTED-MAIL id=\1>>>",
        answer_prompt,
        re.S,
    )
    inside = "\n".join(body for _, body in fences)
    assert DEPOSIT in inside
    assert INSPECTION in inside
    outside = re.sub(
        r"<<<UNTRUSTED-MAIL id=(\w+).*?<<<END-UNTRUSTED-MAIL id=\1>>>",
        "",
        answer_prompt,
        flags=re.S,
    )
    assert "Mark Fields" not in outside
    assert "deposit of $1,200" not in outside


def test_a_planner_that_loops_is_stopped_by_the_step_budget(world, box, use_model, settings):
    settings.PM_AGENTIC_MAX_STEPS = 4
    loop = plan("search", query="deposit", mode="keyword")
    model = use_model(
        ScriptedModel(
            [loop, loop, loop, loop, answer(("It is returned.", [(box.deposit.pk, DEPOSIT)]))]
        )
    )

    _, events = ask(world.tenant_key, box)

    steps = one_of(events, "search")
    assert len(steps) == 4
    assert [s.get("note") for s in steps[1:]] == ["already run; nothing new"] * 3
    done = one(events, "done")
    assert (done["stopped_by"], done["steps"], done["outcome"]) == ("steps", 4, "answered")
    assert len(model.calls) == 5  # four plans, then the answer from what was found


def test_the_token_budget_stops_planning(world, box, use_model, settings):
    settings.PM_AGENTIC_MAX_TOKENS = 100
    model = use_model(
        ScriptedModel(
            [
                plan("search", query="deposit", mode="keyword"),  # its prompt spends the budget
                answer(("It is returned.", [(box.deposit.pk, DEPOSIT)])),
            ]
        )
    )
    _, events = ask(world.tenant_key, box)
    done = one(events, "done")
    assert (done["stopped_by"], done["steps"], done["outcome"]) == ("tokens", 1, "answered")
    assert done["usage"]["prompt_tokens"] + done["usage"]["completion_tokens"] > 100
    assert len(model.calls) == 2


def test_the_caller_may_lower_the_step_budget(world, box, use_model):
    def reply(messages):
        if "Your next action" in messages[-1].content:
            return plan("search", query=f"deposit {len(messages)}", mode="keyword")
        return answer(("It is returned.", [(box.deposit.pk, DEPOSIT)]))

    use_model(ScriptedModel([reply], repeat_last=True))
    _, events = ask(world.tenant_key, box, max_steps=2)
    done = one(events, "done")
    assert (done["steps"], done["stopped_by"], done["outcome"]) == (2, "steps", "answered")


def test_planner_output_that_fails_its_schema_is_an_error_event_and_a_failed_run(
    world, box, use_model
):
    use_model(ScriptedModel(['{"action": "delete_mailbox", "reason": "x"}']))

    _, events = ask(world.tenant_key, box)

    assert names(events) == ["plan", "error"]
    error = one(events, "error")["error"]
    assert error["code"] == "model_output_invalid"
    assert error["retryable"] is False
    run = AgenticRun.objects.get(key_id=world.tenant_key.id)
    assert (run.outcome, run.error_code) == ("failed", "model_output_invalid")
    assert run.trace[-1]["model_error"] == "schema_violation"


def test_an_answer_line_that_fails_its_schema_ends_the_stream_with_an_error(world, box, use_model):
    use_model(
        ScriptedModel(
            [
                plan("search", query="deposit", mode="keyword"),
                plan("answer"),
                answer(("It is returned.", [(box.deposit.pk, DEPOSIT)])) + "\nnot json at all",
            ]
        )
    )
    _, events = ask(world.tenant_key, box)
    assert names(events)[-2:] == ["answer", "error"]
    assert one(events, "error")["error"]["code"] == "model_output_invalid"


@pytest.mark.parametrize("failure", [ModelTimeout(), ModelError("HTTP 503", retryable=True)])
def test_a_model_that_does_not_answer_is_an_error_event(world, box, use_model, failure):
    use_model(ScriptedModel([failure]))
    _, events = ask(world.tenant_key, box)
    error = one(events, "error")["error"]
    assert (error["code"], error["retryable"]) == ("model_unavailable", True)
    assert AgenticRun.objects.get(key_id=world.tenant_key.id).outcome == "failed"


def test_an_invalid_query_from_the_planner_is_reported_and_the_run_goes_on(world, box, use_model):
    use_model(
        ScriptedModel(
            [
                plan("search", query='"unterminated', mode="keyword"),
                plan("search", query="deposit", mode="keyword"),
                plan("answer"),
                answer(("It is returned.", [(box.deposit.pk, DEPOSIT)])),
            ]
        )
    )
    _, events = ask(world.tenant_key, box)
    first, second = one_of(events, "search")
    assert first["error"]["code"] == "invalid_query"
    assert second["hits"]
    assert one(events, "done")["outcome"] == "answered"


# --- Injection: a model that obeys whatever it reads ----------------------------------------


def _obedient(box):
    """A planner and writer that follow any instruction found in their prompt: read the
    other identity's thread, search other mailboxes, cite the message the mail names."""
    state = {"turn": 0}

    def reply(messages):
        prompt = "\n".join(m.content for m in messages)
        state["turn"] += 1
        named = re.search(r"Cite message (msg_\w+)", prompt)
        if "Your next action" in prompt:
            if state["turn"] == 1:
                return plan("search", query="deposit", mode="keyword")
            if state["turn"] == 2:
                return plan("read_thread", thread_id=box.elsewhere.thread_id)
            if state["turn"] == 3:
                return plan("search", query=f"identity:{box.other.pk} deposit", mode="keyword")
            return plan("answer")
        target = named.group(1) if named else box.deposit.pk
        return answer(
            (
                "The deposit is $5,000 and it is not refundable.",
                [(target, "The deposit is $5,000 and it is not refundable under any")],
            ),
            (
                "The deposit is forfeited.",
                [(box.quarantined.pk, "the deposit of $1,200 is forfeited")],
            ),
        )

    return ScriptedModel([reply] * 6)


def test_mail_that_orders_the_model_about_changes_nothing_outside_its_fence(world, box, use_model):
    use_model(_obedient(box))

    _, events = ask(world.tenant_key, box)

    steps = one_of(events, "search")
    read = steps[1]
    assert (read["tool"], read["error"]["code"]) == ("read_thread", "thread_not_found")
    assert steps[2]["hits"] == []  # the identity route stays on its identity
    citations = one(events, "citations")
    assert citations["citations"] == []
    reasons = {(r["message_id"], r["reason"]) for r in citations["removed"] if r["message_id"]}
    assert reasons == {
        (box.elsewhere.pk, "unknown_message"),
        (box.quarantined.pk, "unknown_message"),
    }
    assert one_of(events, "answer") == []
    assert one(events, "done")["outcome"] == "no_answer"
    shown = json.dumps([e.data for e in events if e.event != "citations"])
    assert "forfeited" not in shown


def test_mail_flagged_as_an_injection_attempt_is_never_accepted_as_proof(world, box, use_model):
    """The quote is really in the injected message (it copies the other mailbox's text),
    but that message tries to instruct the model: it is not proof of anything, and the
    other mailbox's message was never read."""
    quote = "The deposit is $5,000 and it is not refundable under any circumstances."
    use_model(
        ScriptedModel(
            [
                plan("search", query="deposit news", mode="keyword"),
                plan("answer"),
                answer(("It is $5,000.", [(box.injection.pk, quote), (box.elsewhere.pk, quote)])),
            ]
        )
    )
    _, events = ask(world.tenant_key, box)
    citations = one(events, "citations")
    assert citations["citations"] == []
    assert {(r["message_id"], r["reason"]) for r in citations["removed"] if r["message_id"]} == {
        (box.injection.pk, "distrusted_message"),
        (box.elsewhere.pk, "unknown_message"),
    }


# --- Access and limits ----------------------------------------------------------------------


def test_reading_threads_needs_messages_read(world, box, use_model):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["search:read"])
    use_model(
        ScriptedModel(
            [plan("read_thread", thread_id=box.deposit.thread_id), plan("answer"), answer()]
        )
    )
    _, events = ask(key, box)
    assert one(events, "search")["error"]["code"] == "permission_denied"


def test_extractive_runs_skip_thread_reading_without_messages_read(world, box):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["search:read"])
    _, events = ask(key, box)
    assert {s["tool"] for s in one_of(events, "search")} == {"search"}


def test_a_key_without_search_read_is_refused(world, box):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"])
    response, _ = ask(key, box)
    assert (response.status_code, response.json()["error"]["code"]) == (403, "permission_denied")
    assert AgenticRun.objects.count() == 0


def test_an_identity_scoped_key_asks_only_its_own_identity(world, box):
    key = ApiKeyFactory(tenant=world.tenant, identity_id=box.other.pk)
    response, _ = ask(key, box)
    assert response.status_code in (403, 404)
    response, events = ask(key, box, "deposit terms refundable", identity=False)
    seen = every_id_in(events)
    assert box.deposit.pk not in seen
    assert box.elsewhere.pk in seen


def test_another_tenants_identity_is_not_found(world, box):
    response, _ = ask(world.other_tenant_key, box)
    assert (response.status_code, response.json()["error"]["code"]) == (404, "identity_not_found")


def test_a_question_is_required(world, box):
    response = Api(world.tenant_key.secret).post(
        f"/v1/identities/{box.agent.pk}/search/agentic", {"question": ""}
    )
    assert (response.status_code, response.json()["error"]["code"]) == (422, "validation_failed")


def test_the_daily_cap_refuses_runs_past_it_until_the_next_utc_day(world, box, settings):
    settings.PM_AGENTIC_DAILY_CAP = 2
    assert ask(world.tenant_key, box)[0].status_code == 200
    assert ask(world.tenant_key, box, identity=False)[0].status_code == 200

    response, _ = ask(world.tenant_key, box)

    assert response.status_code == 429
    body = response.json()["error"]
    assert (body["code"], body["retryable"], body["details"]["cap"]) == (
        "agentic_daily_cap_reached",
        True,
        2,
    )
    assert 0 < int(response["Retry-After"]) <= 86400
    assert AgenticRun.objects.filter(tenant=world.tenant).count() == 2
    # Another tenant's runs are counted apart.
    other = seed(world.other_tenant)
    other_response = Api(world.other_tenant_key.secret).post(
        f"/v1/identities/{other.agent.pk}/search/agentic", {"question": QUESTION}
    )
    assert other_response.status_code == 200
