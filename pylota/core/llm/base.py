"""The chat model interface: messages in, a completion (optionally JSON-schema checked) out.

A provider never guesses: output that is not valid JSON, or fails the schema it was asked
for, raises ``SchemaViolation`` carrying the raw text and the usage it cost, so the caller
records a failed step instead of acting on it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import jsonschema


@dataclass(frozen=True)
class ChatMessage:
    role: str  # "system", "user" or "assistant"
    content: str

    def as_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            cost_usd=self.cost_usd + other.cost_usd,
        )


@dataclass(frozen=True)
class Completion:
    text: str
    parsed: Any  # the decoded JSON when a schema was asked for, else None
    usage: Usage
    model: str
    finish_reason: str = "stop"


class ModelError(RuntimeError):
    """The model could not answer. ``retryable`` for rate limits, 5xx and timeouts."""

    def __init__(
        self,
        message: str,
        *,
        retryable: bool = False,
        status: int | None = None,
        retry_after: float = 0.0,
    ):
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.retry_after = retry_after


class ModelTimeout(ModelError):
    def __init__(self, message: str = "the model did not answer in time"):
        super().__init__(message, retryable=True)


class SchemaViolation(ModelError):
    """The model answered, but not with JSON matching the schema it was given."""

    def __init__(
        self,
        message: str,
        *,
        text: str = "",
        usage: Usage | None = None,
        errors: Sequence[str] = (),
    ):
        super().__init__(message, retryable=False)
        self.text = text
        self.usage = usage or Usage()
        self.errors = list(errors)


class TextStream:
    """The chunks of a streamed completion; ``usage`` and ``finish_reason`` are known at the end.

    It is an ``Iterator[str]``; closing it (or dropping it) closes the connection behind it.
    """

    def __init__(self, chunks: Iterator[str], *, model: str = "") -> None:
        self._chunks = chunks
        self.model = model
        self.usage = Usage()
        self.finish_reason = ""

    def __iter__(self) -> TextStream:
        return self

    def __next__(self) -> str:
        return next(self._chunks)

    def close(self) -> None:
        close = getattr(self._chunks, "close", None)
        if close is not None:
            close()


class ChatModel(Protocol):
    name: str

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        schema: dict | None = None,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> Completion:
        """One completion; with ``schema`` the text must be JSON valid against it."""
        ...

    def stream(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> Iterator[str]:
        """The completion's text in chunks, as the model produces them."""
        ...


@dataclass(frozen=True)
class Price:
    """US dollars per million tokens."""

    prompt_per_million: float = 0.0
    completion_per_million: float = 0.0

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return (
            prompt_tokens * self.prompt_per_million
            + completion_tokens * self.completion_per_million
        ) / 1_000_000


def parse_with_schema(text: str, schema: dict, *, usage: Usage | None = None) -> Any:
    """The JSON in ``text`` if it validates against ``schema``; else ``SchemaViolation``.

    A fenced ```json block is accepted (some local servers wrap their JSON in one); nothing
    else is repaired.
    """
    body = text.strip()
    if body.startswith("```"):
        first_newline = body.find("\n")
        if body.endswith("```") and first_newline > 0:
            body = body[first_newline + 1 : -3].strip()
    try:
        parsed = json.loads(body)
    except ValueError as exc:
        raise SchemaViolation(
            f"the model's answer is not JSON: {exc.msg}", text=text, usage=usage
        ) from exc
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(parsed), key=lambda e: list(e.absolute_path))
    if errors:
        messages = [
            f"{'/'.join(str(p) for p in e.absolute_path) or '(root)'}: {e.message}"[:300]
            for e in errors[:10]
        ]
        raise SchemaViolation(
            "the model's answer does not match its schema", text=text, usage=usage, errors=messages
        )
    return parsed


def estimate_tokens(text: str) -> int:
    """A rough count (four characters a token) for servers that do not report usage."""
    return max(1, (len(text) + 3) // 4) if text else 0
