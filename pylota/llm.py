"""The configured chat model, built once per process, or None when no model is configured.

Agentic search and triage ask for it on each use; without ``PM_LLM_BASE_URL`` they take
their offline paths (extractive answers, the offline classifier) and say so.
"""

from __future__ import annotations

import threading
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from pylota.core.llm import ChatModel, Price
from pylota.core.llm.openai import OpenAICompatibleChat

_lock = threading.Lock()
_cache: dict[tuple, ChatModel] = {}


def _options() -> tuple:
    return (
        settings.PM_LLM_BASE_URL,
        settings.PM_LLM_MODEL,
        settings.PM_LLM_API_KEY_FILE,
        settings.PM_LLM_MAX_RETRIES,
        settings.PM_LLM_PRICE_PROMPT_PER_MILLION,
        settings.PM_LLM_PRICE_COMPLETION_PER_MILLION,
    )


def _api_key(path: str | None) -> str | None:
    if not path:
        return None
    try:
        return Path(path).read_text().strip() or None
    except OSError as exc:
        raise ImproperlyConfigured(f"PM_LLM_API_KEY_FILE={path} cannot be read: {exc}") from exc


def _build(options: tuple) -> ChatModel:
    base_url, model, key_file, retries, prompt_price, completion_price = options
    return OpenAICompatibleChat(
        base_url,
        model,
        api_key=_api_key(key_file),
        price=Price(prompt_price, completion_price),
        max_retries=retries,
    )


def chat_model() -> ChatModel | None:
    """The model the settings name (rebuilt if the settings change, as in tests)."""
    options = _options()
    if not options[0]:
        return None
    with _lock:
        if options not in _cache:
            _cache[options] = _build(options)
        return _cache[options]


def timeout() -> float:
    """Seconds one model call may take (``PM_LLM_TIMEOUT_SECONDS``)."""
    return float(settings.PM_LLM_TIMEOUT_SECONDS)
