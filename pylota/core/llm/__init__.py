"""Chat models behind one interface (``ChatModel``).

- ``openai``: any OpenAI-compatible ``/chat/completions`` endpoint (``OpenAICompatibleChat``);
- ``ScriptedModel``: replays scripted replies, for tests and benchmarks only.

The interface checks structured output against its JSON schema and never repairs it;
mail placed in a prompt is fenced by the caller (``pylota.core.fence``).
"""

from __future__ import annotations

from pylota.core.llm.base import (
    ChatMessage,
    ChatModel,
    Completion,
    ModelError,
    ModelTimeout,
    Price,
    SchemaViolation,
    TextStream,
    Usage,
    estimate_tokens,
    parse_with_schema,
)
from pylota.core.llm.fake import ScriptedCall, ScriptedModel

__all__ = [
    "ChatMessage",
    "ChatModel",
    "Completion",
    "ModelError",
    "ModelTimeout",
    "Price",
    "SchemaViolation",
    "ScriptedCall",
    "ScriptedModel",
    "TextStream",
    "Usage",
    "estimate_tokens",
    "parse_with_schema",
]
