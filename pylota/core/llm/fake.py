"""``ScriptedModel``: replays scripted replies in order and records the prompts it got.

Each reply is a string (the completion's text; with a schema it is parsed and checked like
a real model's answer, so a scripted bad answer raises ``SchemaViolation``), an exception
to raise, or a callable taking the messages and returning either (a model that "obeys"
what it reads, for injection tests). ``latency`` sleeps before each reply (benchmarks).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pylota.core.llm.base import (
    ChatMessage,
    Completion,
    ModelError,
    TextStream,
    Usage,
    estimate_tokens,
    parse_with_schema,
)

Reply = str | BaseException | Callable[[Sequence[ChatMessage]], "str | BaseException"]


@dataclass
class ScriptedCall:
    messages: list[ChatMessage]
    schema: dict | None
    streamed: bool

    @property
    def prompt(self) -> str:
        return "\n".join(m.content for m in self.messages)


@dataclass
class ScriptedModel:
    replies: list[Reply]
    name: str = "scripted"
    latency: float = 0.0
    chunk_size: int = 12
    calls: list[ScriptedCall] = field(default_factory=list)
    repeat_last: bool = False  # keep answering the last reply (a planner that loops)

    def _next(self, messages: Sequence[ChatMessage]) -> str:
        index = len(self.calls) - 1
        if index >= len(self.replies):
            if not (self.repeat_last and self.replies):
                raise ModelError("the scripted model has no reply left")
            index = len(self.replies) - 1
        reply = self.replies[index]
        if callable(reply) and not isinstance(reply, BaseException):
            reply = reply(messages)
        if isinstance(reply, BaseException):
            raise reply
        return reply

    def _usage(self, messages: Sequence[ChatMessage], text: str) -> Usage:
        prompt = sum(estimate_tokens(m.content) for m in messages)
        return Usage(prompt_tokens=prompt, completion_tokens=estimate_tokens(text))

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        schema: dict | None = None,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> Completion:
        self.calls.append(ScriptedCall(list(messages), schema, streamed=False))
        if self.latency:
            time.sleep(self.latency)
        text = self._next(messages)
        usage = self._usage(messages, text)
        parsed = parse_with_schema(text, schema, usage=usage) if schema is not None else None
        return Completion(text=text, parsed=parsed, usage=usage, model=self.name)

    def stream(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> TextStream:
        self.calls.append(ScriptedCall(list(messages), None, streamed=True))
        if self.latency:
            time.sleep(self.latency)
        text = self._next(messages)
        chunks = [text[i : i + self.chunk_size] for i in range(0, len(text), self.chunk_size)]
        out = TextStream(iter(chunks), model=self.name)
        out.usage = self._usage(messages, text)
        out.finish_reason = "stop"
        return out
