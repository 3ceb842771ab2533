"""Any OpenAI-compatible ``POST {base_url}/chat/completions`` endpoint: hosted APIs and
local servers (Ollama, vLLM, llama.cpp's server, LiteLLM).

- structured output through ``response_format: {"type": "json_schema", …}``, and the answer
  checked against the same schema here (servers that ignore the parameter are caught);
- streaming as Server-Sent Events: ``data: {…}`` lines, ending with ``data: [DONE]``;
- one deadline per call (``timeout`` seconds, connecting and reading included); 429, 5xx
  and connection failures are retryable, retried ``max_retries`` times within the deadline;
- usage from the answer's ``usage`` (estimated from the text when a server omits it), cost
  from the configured price of the model.

We use ``requests`` (already pinned) rather than an SDK so that every compatible server
works the same way and nothing but the wire format is assumed.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Sequence
from typing import Any

import requests

from pylota.core.llm.base import (
    ChatMessage,
    Completion,
    ModelError,
    ModelTimeout,
    Price,
    TextStream,
    Usage,
    estimate_tokens,
    parse_with_schema,
)

RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
MAX_RETRY_WAIT = 5.0


class OpenAICompatibleChat:
    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        price: Price | None = None,
        max_retries: int = 1,
        session: requests.Session | None = None,
    ) -> None:
        if not base_url.startswith(("http://", "https://")):
            raise ValueError("the chat model URL must be http(s)")
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.name = f"openai:{model}"
        self.api_key = api_key
        self.price = price or Price()
        self.max_retries = max(0, max_retries)
        self._session = session or requests.Session()

    # -- the wire ------------------------------------------------------------------------

    def _headers(self, stream: bool) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if stream:
            headers["Accept"] = "text/event-stream"
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return headers

    def _body(self, messages: Sequence[ChatMessage], max_tokens: int) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [m.as_dict() for m in messages],
            "max_tokens": max_tokens,
            "temperature": 0,
        }

    def _post(self, body: dict, *, deadline: float, stream: bool) -> requests.Response:
        attempt = 0
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ModelTimeout()
            try:
                response = self._session.post(
                    self.url,
                    data=json.dumps(body),
                    headers=self._headers(stream),
                    timeout=(min(remaining, 10.0), remaining),
                    stream=stream,
                    allow_redirects=False,
                )
            except requests.Timeout as exc:
                raise ModelTimeout() from exc
            except requests.RequestException as exc:
                error = ModelError(
                    f"the chat endpoint failed: {type(exc).__name__}", retryable=True
                )
            else:
                if response.status_code < 300:
                    return response
                error = _status_error(response)
                response.close()
            attempt += 1
            if not error.retryable or attempt > self.max_retries:
                raise error
            wait = min(MAX_RETRY_WAIT, error.retry_after or 0.2 * 2**attempt)
            if time.monotonic() + wait >= deadline:
                raise error
            time.sleep(wait)

    def _usage(self, raw: Any, messages: Sequence[ChatMessage], text: str) -> Usage:
        prompt = completion = None
        if isinstance(raw, dict):
            prompt, completion = raw.get("prompt_tokens"), raw.get("completion_tokens")
        if not isinstance(prompt, int) or prompt < 0:
            prompt = sum(estimate_tokens(m.content) for m in messages)
        if not isinstance(completion, int) or completion < 0:
            completion = estimate_tokens(text)
        return Usage(prompt, completion, self.price.cost(prompt, completion))

    # -- the interface ---------------------------------------------------------------------

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        schema: dict | None = None,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> Completion:
        deadline = time.monotonic() + timeout
        body = self._body(messages, max_tokens)
        if schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "answer", "schema": schema, "strict": True},
            }
        response = self._post(body, deadline=deadline, stream=False)
        try:
            payload = response.json()
        except ValueError as exc:
            raise ModelError("the chat endpoint answered a body that is not JSON") from exc
        except requests.RequestException as exc:  # the body timed out or broke off
            raise ModelTimeout() from exc
        try:
            choice = payload["choices"][0]
            message = choice["message"]
            text = message.get("content") or ""
            finish = choice.get("finish_reason") or "stop"
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise ModelError("the chat endpoint answered an unexpected body") from exc
        if not isinstance(text, str):
            raise ModelError("the chat endpoint answered an unexpected body")
        usage = self._usage(payload.get("usage"), messages, text)
        if message.get("refusal"):
            raise ModelError("the model refused to answer")
        parsed = parse_with_schema(text, schema, usage=usage) if schema is not None else None
        return Completion(
            text=text,
            parsed=parsed,
            usage=usage,
            model=str(payload.get("model") or self.model),
            finish_reason=str(finish),
        )

    def stream(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 800,
        timeout: float = 30.0,
    ) -> TextStream:
        deadline = time.monotonic() + timeout
        body = self._body(messages, max_tokens)
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
        response = self._post(body, deadline=deadline, stream=True)
        text_stream = TextStream(iter(()), model=self.model)
        text_stream._chunks = self._events(response, deadline, messages, text_stream)
        return text_stream

    def _events(
        self,
        response: requests.Response,
        deadline: float,
        messages: Sequence[ChatMessage],
        out: TextStream,
    ) -> Iterator[str]:
        produced: list[str] = []
        raw_usage: Any = None
        done = False
        try:
            for line in response.iter_lines(decode_unicode=False):
                if time.monotonic() > deadline:
                    raise ModelTimeout()
                if not line or not line.startswith(b"data:"):
                    continue  # blank separators, ": keep-alive" comments, "event:" lines
                data = line[5:].strip()
                if data == b"[DONE]":
                    done = True
                    break
                try:
                    event = json.loads(data)
                except ValueError as exc:
                    raise ModelError("the chat stream sent an event that is not JSON") from exc
                if not isinstance(event, dict):
                    raise ModelError("the chat stream sent an unexpected event")
                if event.get("error"):
                    raise ModelError("the chat stream reported an error", retryable=True)
                if event.get("usage"):
                    raw_usage = event["usage"]
                for choice in event.get("choices") or ():
                    delta = (choice or {}).get("delta") or {}
                    piece = delta.get("content")
                    if isinstance(piece, str) and piece:
                        produced.append(piece)
                        yield piece
                    if choice.get("finish_reason"):
                        out.finish_reason = str(choice["finish_reason"])
        except requests.Timeout as exc:
            raise ModelTimeout() from exc
        except requests.RequestException as exc:
            raise ModelError("the chat stream broke off", retryable=True) from exc
        finally:
            response.close()
            out.usage = self._usage(raw_usage, messages, "".join(produced))
        if not done and not out.finish_reason:
            raise ModelError("the chat stream ended without [DONE]", retryable=True)


def _status_error(response: requests.Response) -> ModelError:
    status = response.status_code
    try:
        retry_after = max(0.0, float(response.headers.get("Retry-After", "")))
    except ValueError:
        retry_after = 0.0
    return ModelError(
        f"the chat endpoint answered HTTP {status}",
        status=status,
        retryable=status in RETRYABLE_STATUS,
        retry_after=retry_after,
    )
