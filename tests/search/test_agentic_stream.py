"""The agentic search stream read by a real HTTP client from the app under uvicorn on
loopback: event order as it arrives, a client that goes away stops the work, errors as
``error`` events, and the real chat client against a chat server on loopback."""

from __future__ import annotations

import json
import time

import pytest
import requests
from django.db import connection

from apps.search.models import AgenticRun
from pylota.core.llm import ModelError, ScriptedModel
from tests.core.llm.chatserver import Scripted, chat_server, chunk, completion
from tests.factories import ApiKeyFactory, TenantFactory
from tests.search.agentic_mailbox import DEPOSIT, answer, plan, seed
from tests.trust.asgi_server import running_asgi

QUESTION = "What did the landlord say about the deposit?"


@pytest.fixture
def live(transactional_db, settings):
    settings.PM_SEARCH_EMBEDDING_PROVIDER = "fake"
    with running_asgi() as server:
        yield server
    with connection.cursor() as cursor:  # the server's threads leave idle connections
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
            "current_database() AND pid <> pg_backend_pid() AND state = 'idle' "
            "AND query NOT LIKE 'LISTEN%%'"
        )


@pytest.fixture
def mailbox(live):
    tenant = TenantFactory()
    return seed(tenant), ApiKeyFactory(tenant=tenant).secret


@pytest.fixture
def use_model(monkeypatch):
    from pylota import llm

    def install(model):
        monkeypatch.setattr(llm, "chat_model", lambda: model)
        return model

    return install


def open_stream(live, box, secret, question=QUESTION) -> requests.Response:
    return requests.post(
        f"http://{live.host}:{live.port}/v1/identities/{box.agent.pk}/search/agentic",
        json={"question": question},
        headers={"Authorization": f"Bearer {secret}"},
        stream=True,
        timeout=30,
    )


def read_events(response: requests.Response):
    """(event, data) pairs as they arrive; comments (``: started``, heartbeats) skipped."""
    event, data = None, []
    for raw in response.iter_lines(decode_unicode=True):
        if raw == "":
            if data:
                yield event, json.loads("\n".join(data))
            event, data = None, []
        elif raw.startswith(":"):
            continue
        else:
            name, _, value = raw.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "event":
                event = value
            elif name == "data":
                data.append(value)


def wait_for(predicate, seconds: float = 30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("the condition did not come true")


def test_the_stream_arrives_as_server_sent_events_in_order(live, mailbox):
    box, secret = mailbox
    with open_stream(live, box, secret) as response:
        assert response.status_code == 200
        assert response.headers["Content-Type"].startswith("text/event-stream")
        assert response.headers["X-Accel-Buffering"] == "no"
        events = list(read_events(response))

    order = [name for name, _ in events]
    assert order[0] == "plan"
    assert order[-2:] == ["citations", "done"]
    assert order.index("search") < order.index("evidence") < order.index("answer")
    answers = [data for name, data in events if name == "answer"]
    assert answers[0]["text"] == DEPOSIT
    done = events[-1][1]
    run = AgenticRun.objects.get(pk=done["run_id"])
    assert (run.outcome, run.first_evidence_ms is not None) == ("answered", True)


def test_a_client_that_goes_away_stops_the_work(live, mailbox, use_model, settings):
    box, secret = mailbox
    settings.PM_AGENTIC_MAX_STEPS = 50

    def endless(messages):  # a new search every turn, each a fifth of a second
        return plan("search", query=f"deposit {len(messages)}", mode="keyword")

    model = use_model(ScriptedModel([endless], repeat_last=True, latency=0.2))

    response = open_stream(live, box, secret)
    for name, _ in read_events(response):
        if name == "search":
            break
    response.close()

    run = wait_for(lambda: AgenticRun.objects.exclude(outcome="running").first())
    assert run.outcome == "cancelled"
    assert run.steps < 50
    calls = len(model.calls)
    time.sleep(0.5)
    assert len(model.calls) == calls  # nothing runs on after the run is recorded


def test_a_failing_model_ends_the_stream_with_an_error_event(live, mailbox, use_model):
    box, secret = mailbox
    use_model(ScriptedModel([ModelError("HTTP 503", retryable=True, status=503)]))
    with open_stream(live, box, secret) as response:
        events = list(read_events(response))
    assert [name for name, _ in events] == ["plan", "error"]
    assert events[-1][1]["error"]["code"] == "model_unavailable"
    assert AgenticRun.objects.get().outcome == "failed"


def test_refusals_before_the_stream_are_the_error_envelope(live, mailbox, settings):
    box, _ = mailbox
    response = open_stream(live, box, "pm_live_nope")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthenticated"


def test_the_real_chat_client_plans_and_streams_its_answer(live, mailbox, settings):
    box, secret = mailbox
    with chat_server() as (server, url):
        settings.PM_LLM_BASE_URL = url
        settings.PM_LLM_MODEL = "test-model"
        settings.PM_LLM_API_KEY_FILE = None
        line = answer(("The deposit comes back within 14 days.", [(box.deposit.pk, DEPOSIT)]))
        server.script += [
            Scripted(
                body=completion(
                    plan("search", query="deposit", mode="keyword"),
                    usage={"prompt_tokens": 300, "completion_tokens": 20},
                )
            ),
            Scripted(body=completion(plan("answer"))),
            Scripted(
                events=[
                    chunk(line[:30]),
                    chunk(line[30:]),
                    chunk("", finish="stop"),
                    chunk(usage={"prompt_tokens": 900, "completion_tokens": 40}),
                    "[DONE]",
                ]
            ),
        ]
        with open_stream(live, box, secret) as response:
            events = list(read_events(response))

    names = [name for name, _ in events]
    assert names[0] == "plan"
    assert events[0][1]["model"] == "openai:test-model"
    [answered] = [data for name, data in events if name == "answer"]
    assert answered["citations"] == [{"message_id": box.deposit.pk, "quote": DEPOSIT}]
    done = events[-1][1]
    assert done["usage"]["prompt_tokens"] >= 1200
    planner_request, _, answer_request = server.received
    assert planner_request.body["response_format"]["type"] == "json_schema"
    assert answer_request.body["stream"] is True
    assert "<<<UNTRUSTED-MAIL" in answer_request.body["messages"][1]["content"]
