"""The OpenAI-compatible chat client against a chat server on loopback: recorded answers,
structured output, streaming, retries, errors, a timeout and malformed output."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.llm import (
    ChatMessage,
    ModelError,
    ModelTimeout,
    Price,
    SchemaViolation,
    parse_with_schema,
)
from pylota.core.llm.openai import OpenAICompatibleChat
from tests.core.llm.chatserver import Scripted, chat_server, chunk, completion

SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["action", "query"],
    "properties": {"action": {"enum": ["search", "answer"]}, "query": {"type": "string"}},
}
HELLO = [ChatMessage("system", "Be brief."), ChatMessage("user", "Hello?")]


@pytest.fixture
def server():
    with chat_server() as (state, url):
        yield state, url


def client(url: str, **kwargs) -> OpenAICompatibleChat:
    return OpenAICompatibleChat(url, "test-model", **kwargs)


def test_it_sends_the_chat_request_and_reads_the_completion_with_its_usage_and_cost(server):
    state, url = server
    state.script.append(
        Scripted(body=completion("Hi.", usage={"prompt_tokens": 1000, "completion_tokens": 500}))
    )
    model = client(url, api_key="sk-test", price=Price(2.0, 8.0))

    result = model.complete(HELLO, max_tokens=50)

    assert (result.text, result.parsed, result.model, result.finish_reason) == (
        "Hi.",
        None,
        "test-model",
        "stop",
    )
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == (1000, 500)
    assert result.usage.cost_usd == pytest.approx((1000 * 2.0 + 500 * 8.0) / 1_000_000)
    sent = state.received[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.headers["Authorization"] == "Bearer sk-test"
    assert sent.body["model"] == "test-model"
    assert sent.body["max_tokens"] == 50
    assert sent.body["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Hello?"},
    ]
    assert "response_format" not in sent.body


def test_without_a_key_no_authorization_header_is_sent(server):
    state, url = server
    state.script.append(Scripted(body=completion("ok")))
    client(url).complete(HELLO)
    assert "Authorization" not in state.received[0].headers


def test_structured_output_asks_for_the_schema_and_is_checked_against_it(server):
    state, url = server
    state.script.append(Scripted(body=completion('{"action": "search", "query": "deposit"}')))

    result = client(url).complete(HELLO, schema=SCHEMA)

    assert result.parsed == {"action": "search", "query": "deposit"}
    response_format = state.received[0].body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["schema"] == SCHEMA
    assert response_format["json_schema"]["strict"] is True


def test_a_server_that_omits_usage_gets_an_estimate(server):
    state, url = server
    state.script.append(Scripted(body=completion("twelve chars")))
    usage = client(url).complete(HELLO).usage
    assert usage.prompt_tokens > 0
    assert usage.completion_tokens == 3


def test_output_that_is_not_json_is_a_schema_violation_with_the_text_and_usage(server):
    state, url = server
    state.script.append(
        Scripted(
            body=completion(
                "Sure! Here is the JSON: {action: search}",
                usage={"prompt_tokens": 40, "completion_tokens": 9},
            )
        )
    )
    with pytest.raises(SchemaViolation) as caught:
        client(url).complete(HELLO, schema=SCHEMA)
    assert caught.value.text.startswith("Sure!")
    assert caught.value.usage.completion_tokens == 9
    assert caught.value.retryable is False


def test_json_of_the_wrong_shape_is_a_schema_violation_naming_the_field(server):
    state, url = server
    state.script.append(Scripted(body=completion('{"action": "delete everything", "query": 3}')))
    with pytest.raises(SchemaViolation) as caught:
        client(url).complete(HELLO, schema=SCHEMA)
    assert any(e.startswith("action:") for e in caught.value.errors)
    assert any(e.startswith("query:") for e in caught.value.errors)


def test_a_json_code_fence_around_the_answer_is_accepted(server):
    state, url = server
    state.script.append(
        Scripted(body=completion('```json\n{"action": "answer", "query": ""}\n```'))
    )
    assert client(url).complete(HELLO, schema=SCHEMA).parsed["action"] == "answer"


def test_a_body_that_is_not_json_is_a_model_error(server):
    state, url = server
    state.script.append(Scripted(body=b"<html>proxy error</html>"))
    with pytest.raises(ModelError) as caught:
        client(url).complete(HELLO)
    assert not isinstance(caught.value, SchemaViolation)


def test_a_body_without_choices_is_a_model_error(server):
    state, url = server
    state.script.append(Scripted(body={"object": "error"}))
    with pytest.raises(ModelError, match="unexpected body"):
        client(url).complete(HELLO)


def test_a_rate_limit_is_retried_once_after_the_time_the_server_gives(server):
    state, url = server
    state.script += [
        Scripted(
            status=429, body={"error": {"message": "slow down"}}, headers={"Retry-After": "0"}
        ),
        Scripted(body=completion("second time lucky")),
    ]
    assert client(url, max_retries=1).complete(HELLO).text == "second time lucky"
    assert len(state.received) == 2


def test_server_errors_are_retryable_and_give_up_after_the_retries(server):
    state, url = server
    state.script += [Scripted(status=503, body={}), Scripted(status=502, body={})]
    with pytest.raises(ModelError) as caught:
        client(url, max_retries=1).complete(HELLO)
    assert (caught.value.retryable, caught.value.status) == (True, 502)
    assert len(state.received) == 2


def test_a_client_error_is_not_retried(server):
    state, url = server
    state.script += [Scripted(status=400, body={"error": "bad"}), Scripted(body=completion("x"))]
    with pytest.raises(ModelError) as caught:
        client(url, max_retries=3).complete(HELLO)
    assert (caught.value.retryable, caught.value.status) == (False, 400)
    assert len(state.received) == 1


def test_a_server_slower_than_the_timeout_is_a_timeout(server):
    state, url = server
    state.script.append(Scripted(body=completion("late"), delay=2.0))
    with pytest.raises(ModelTimeout) as caught:
        client(url, max_retries=0).complete(HELLO, timeout=0.3)
    assert caught.value.retryable is True


def test_a_closed_port_is_a_retryable_model_error():
    with pytest.raises(ModelError) as caught:
        client("http://127.0.0.1:9/v1", max_retries=0).complete(HELLO, timeout=2)
    assert caught.value.retryable is True


def test_streaming_yields_the_text_as_it_comes_with_usage_at_the_end(server):
    state, url = server
    state.script.append(
        Scripted(
            events=[
                chunk(""),
                chunk("The deposit "),
                chunk("is returned"),
                chunk(" in 14 days.", finish="stop"),
                chunk(usage={"prompt_tokens": 30, "completion_tokens": 7}),
                "[DONE]",
            ]
        )
    )
    stream = client(url, price=Price(1.0, 1.0)).stream(HELLO)
    pieces = list(stream)

    assert pieces == ["The deposit ", "is returned", " in 14 days."]
    assert (stream.usage.prompt_tokens, stream.usage.completion_tokens) == (30, 7)
    assert stream.usage.cost_usd == pytest.approx(37 / 1_000_000)
    assert stream.finish_reason == "stop"
    sent = state.received[0].body
    assert sent["stream"] is True
    assert sent["stream_options"] == {"include_usage": True}


def test_streaming_ignores_comments_and_other_fields(server):
    state, url = server
    raw = (
        b": keep-alive\n\nevent: message\nid: 1\ndata: " + chunk("Hi").encode() + b"\n\n"
        b"data: " + chunk(" there", finish="stop").encode() + b"\n\ndata: [DONE]\n\n"
    )
    state.script.append(Scripted(raw_stream=raw))
    assert "".join(client(url).stream(HELLO)) == "Hi there"


def test_a_stream_that_breaks_off_before_done_is_a_retryable_error(server):
    state, url = server
    state.script.append(Scripted(events=[chunk("The deposit "), chunk("is")]))
    stream = client(url).stream(HELLO)
    got = [next(stream), next(stream)]
    with pytest.raises(ModelError) as caught:
        next(stream)
    assert got == ["The deposit ", "is"]
    assert caught.value.retryable is True


def test_a_stream_event_that_is_not_json_is_a_model_error(server):
    state, url = server
    state.script.append(Scripted(events=[chunk("ok"), "{not json", "[DONE]"]))
    with pytest.raises(ModelError, match="not JSON"):
        list(client(url).stream(HELLO))


def test_a_stream_that_reports_an_error_is_a_model_error(server):
    state, url = server
    state.script.append(Scripted(events=[json.dumps({"error": {"message": "overloaded"}})]))
    with pytest.raises(ModelError, match="reported an error"):
        list(client(url).stream(HELLO))


def test_a_refused_stream_request_is_an_error_before_any_text(server):
    state, url = server
    state.script.append(Scripted(status=401, body={"error": "bad key"}))
    with pytest.raises(ModelError) as caught:
        client(url).stream(HELLO)
    assert caught.value.status == 401


def test_only_http_urls_are_accepted():
    with pytest.raises(ValueError, match="http"):
        OpenAICompatibleChat("file:///etc/passwd", "m")


@given(st.text(max_size=200))
def test_parsing_any_text_either_validates_or_raises_a_schema_violation(text):
    try:
        parsed = parse_with_schema(text, SCHEMA)
    except SchemaViolation:
        return
    assert parsed["action"] in ("search", "answer")
    assert isinstance(parsed["query"], str)


@given(st.sampled_from(["search", "answer"]), st.text(max_size=50))
def test_every_valid_object_parses_back_to_itself(action, query):
    value = {"action": action, "query": query}
    assert parse_with_schema(json.dumps(value), SCHEMA) == value
