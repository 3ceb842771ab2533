"""The scripted model tests rely on, and the model the settings build."""

from __future__ import annotations

import pytest

from pylota.core.llm import ChatMessage, ModelError, SchemaViolation, ScriptedModel
from pylota.core.llm.openai import OpenAICompatibleChat

SCHEMA = {"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}}}


def test_the_scripted_model_replays_in_order_and_records_every_prompt():
    model = ScriptedModel(['{"a": 1}', "streamed text, in chunks"], chunk_size=5)
    first = model.complete([ChatMessage("user", "one")], schema=SCHEMA)
    stream = model.stream([ChatMessage("user", "two")])
    assert first.parsed == {"a": 1}
    assert list(stream) == ["strea", "med t", "ext, ", "in ch", "unks"]
    assert stream.usage.completion_tokens > 0
    assert [c.prompt for c in model.calls] == ["one", "two"]
    assert [c.streamed for c in model.calls] == [False, True]
    with pytest.raises(ModelError, match="no reply left"):
        model.complete([ChatMessage("user", "three")])


def test_a_scripted_reply_is_checked_against_its_schema_like_a_real_one():
    with pytest.raises(SchemaViolation):
        ScriptedModel(['{"a": "one"}']).complete([ChatMessage("user", "x")], schema=SCHEMA)


def test_a_scripted_reply_may_read_the_prompt_or_raise():
    model = ScriptedModel([lambda messages: messages[-1].content.upper(), ModelError("down")])
    assert model.complete([ChatMessage("user", "shout")]).text == "SHOUT"
    with pytest.raises(ModelError, match="down"):
        model.complete([ChatMessage("user", "again")])


def test_repeat_last_keeps_answering_like_a_planner_that_loops():
    model = ScriptedModel(['{"a": 1}'], repeat_last=True)
    for _ in range(5):
        assert model.complete([ChatMessage("user", "x")], schema=SCHEMA).parsed == {"a": 1}


def test_no_base_url_means_no_model(settings):
    from pylota import llm

    settings.PM_LLM_BASE_URL = None
    assert llm.chat_model() is None


def test_the_model_is_built_from_the_settings_with_the_key_read_from_its_file(settings, tmp_path):
    from pylota import llm

    key_file = tmp_path / "key"
    key_file.write_text("sk-from-file\n")
    settings.PM_LLM_BASE_URL = "http://127.0.0.1:8080/v1"
    settings.PM_LLM_MODEL = "llama3.1"
    settings.PM_LLM_API_KEY_FILE = str(key_file)
    settings.PM_LLM_PRICE_PROMPT_PER_MILLION = 0.5
    model = llm.chat_model()
    assert isinstance(model, OpenAICompatibleChat)
    assert (model.url, model.model, model.api_key) == (
        "http://127.0.0.1:8080/v1/chat/completions",
        "llama3.1",
        "sk-from-file",
    )
    assert model.price.prompt_per_million == 0.5
    assert llm.chat_model() is model  # built once per process


def test_an_unreadable_key_file_is_a_configuration_error(settings, tmp_path):
    from django.core.exceptions import ImproperlyConfigured

    from pylota import llm

    settings.PM_LLM_BASE_URL = "http://127.0.0.1:8080/v1"
    settings.PM_LLM_API_KEY_FILE = str(tmp_path / "missing")
    with pytest.raises(ImproperlyConfigured):
        llm.chat_model()
