"""``Client`` and ``AsyncClient``: the generated operations plus the helpers agents use most
(``wait()``, ``events.stream()``, ``webhooks.verify()``, ``replies``)."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any

from . import webhook_signing
from ._base import AsyncTransport, ServerSentEvent, SyncTransport
from ._generated import (
    AsyncEventsResource,
    AsyncGeneratedResources,
    AsyncWebhooksResource,
    EventsResource,
    GeneratedResources,
    MessageOut,
    SentOut,
    WaitResult,
    WebhooksResource,
)


def _envelopes(events: Iterator[ServerSentEvent]) -> Iterator[dict[str, Any]]:
    for sse in events:
        envelope = _envelope(sse)
        if envelope is not None:
            yield envelope


def _envelope(sse: ServerSentEvent) -> dict[str, Any] | None:
    """The event envelope in an SSE ``data:`` field; heartbeats and non-JSON data are None."""
    try:
        value = json.loads(sse.data)
    except ValueError:
        return None
    return value if isinstance(value, dict) and "type" in value else None


def _addr(entry: Any) -> str:
    return (entry.get("address") if isinstance(entry, dict) else str(entry or "")).lower()


def reply_recipients(
    message: Mapping[str, Any], *, own: set[str], reply_all: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(to, cc)`` of a reply: to the message's Reply-To (else its sender); a reply-all adds
    the other recipients as Cc, never the identity's own addresses nor one twice."""
    to = [a for a in (message.get("reply_to") or []) if _addr(a)] or (
        [message["from"]] if message.get("from") else []
    )
    seen = {_addr(a) for a in to} | {a.lower() for a in own}
    cc: list[dict[str, Any]] = []
    if reply_all:
        for entry in [*(message.get("to") or []), *(message.get("cc") or [])]:
            if _addr(entry) and _addr(entry) not in seen:
                seen.add(_addr(entry))
                cc.append(entry)
    clean = [{k: v for k, v in a.items() if v is not None} for a in to]
    return clean, [{k: v for k, v in a.items() if v is not None} for a in cc]


class Events(EventsResource):
    """``client.events``: list and get, and the live stream (``GET /v1/events/stream``)."""

    def stream(
        self,
        *,
        type: str | list[str] | None = None,
        identity_id: str | None = None,
        after: str | None = None,
        timeout: float | None = None,
        last_event_id: str | None = None,
    ) -> Iterator[dict[str, Any]]:
        """Event envelopes ``{id, type, created_at, tenant_id, data}`` as they happen.

        A dropped connection is resumed with ``Last-Event-ID`` (the last event received),
        so nothing is missed and nothing repeats; break out of the loop to stop. ``after``
        (or ``last_event_id``) resumes from an event ID of an earlier run; ``timeout``
        closes the stream after that many seconds (0: replay what is after the cursor).
        """
        return _envelopes(
            self.sse(
                type=type,
                identity_id=identity_id,
                after=after,
                timeout=timeout,
                last_event_id=last_event_id,
            )
        )

    def sse(
        self,
        *,
        type: str | list[str] | None = None,
        identity_id: str | None = None,
        after: str | None = None,
        timeout: float | None = None,
        last_event_id: str | None = None,
    ) -> Iterator[ServerSentEvent]:
        """The raw Server-Sent Events (``id``, ``event``, ``data``) of the stream."""
        return super().stream(**_stream_args(type, identity_id, after, timeout, last_event_id))


class AsyncEvents(AsyncEventsResource):
    def stream(
        self,
        *,
        type: str | list[str] | None = None,
        identity_id: str | None = None,
        after: str | None = None,
        timeout: float | None = None,
        last_event_id: str | None = None,
    ) -> AsyncIterator[dict[str, Any]]:
        raw = self.sse(
            type=type,
            identity_id=identity_id,
            after=after,
            timeout=timeout,
            last_event_id=last_event_id,
        )

        async def envelopes() -> AsyncIterator[dict[str, Any]]:
            async for sse in raw:
                envelope = _envelope(sse)
                if envelope is not None:
                    yield envelope

        return envelopes()

    def sse(
        self,
        *,
        type: str | list[str] | None = None,
        identity_id: str | None = None,
        after: str | None = None,
        timeout: float | None = None,
        last_event_id: str | None = None,
    ) -> AsyncIterator[ServerSentEvent]:
        return super().stream(**_stream_args(type, identity_id, after, timeout, last_event_id))


def _stream_args(
    type: str | list[str] | None,
    identity_id: str | None,
    after: str | None,
    timeout: float | None,
    last_event_id: str | None,
) -> dict[str, Any]:
    args: dict[str, Any] = {"last_event_id": last_event_id}
    if type:
        args["type"] = [type] if isinstance(type, str) else list(type)
    for name, value in (("identity_id", identity_id), ("after", after), ("timeout", timeout)):
        if value is not None:
            args[name] = value
    return args


class Webhooks(WebhooksResource):
    """``client.webhooks``: the endpoint operations, and signature checks."""

    @staticmethod
    def verify(payload: str | bytes, headers: Mapping[str, str], secret: str) -> Any:
        """Verify a delivery (Standard Webhooks) and return its parsed body."""
        return webhook_signing.verify(payload, headers, secret)


class AsyncWebhooks(AsyncWebhooksResource):
    @staticmethod
    def verify(payload: str | bytes, headers: Mapping[str, str], secret: str) -> Any:
        return webhook_signing.verify(payload, headers, secret)


class Replies:
    """Reply in a message's thread: ``client.replies.send(message, text=…)``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def _message(self, message: Mapping[str, Any] | str) -> Mapping[str, Any]:
        return self._client.messages.get(message) if isinstance(message, str) else message

    def _own(self, identity_id: str) -> set[str]:
        return {a["address"] for a in self._client.addresses.iter_list(identity_id)}

    def send(
        self, message: Mapping[str, Any] | str, *, reply_all: bool = False, **fields: Any
    ) -> SentOut:
        """Send a reply to ``message`` (a message object or its ID) in its thread.

        Recipients default to the message's Reply-To, else its sender (``to=`` overrides);
        ``reply_all=True`` copies the other recipients. Other keyword arguments are those of
        ``client.messages.send`` (``text``, ``html``, ``attachments``, ``idempotency_key`` …).
        """
        original = self._message(message)
        if "to" not in fields:
            to, cc = reply_recipients(
                original, own=self._own(original["identity_id"]), reply_all=reply_all
            )
            fields["to"] = to
            if cc and "cc" not in fields:
                fields["cc"] = cc
        return self._client.messages.send(
            original["identity_id"], reply_to_message_id=original["id"], **fields
        )

    def reply_all(self, message: Mapping[str, Any] | str, **fields: Any) -> SentOut:
        return self.send(message, reply_all=True, **fields)


class AsyncReplies:
    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def send(
        self, message: Mapping[str, Any] | str, *, reply_all: bool = False, **fields: Any
    ) -> SentOut:
        original = await self._client.messages.get(message) if isinstance(message, str) else message
        if "to" not in fields:
            own = {
                a["address"]
                async for a in self._client.addresses.iter_list(original["identity_id"])
            }
            to, cc = reply_recipients(original, own=own, reply_all=reply_all)
            fields["to"] = to
            if cc and "cc" not in fields:
                fields["cc"] = cc
        return await self._client.messages.send(
            original["identity_id"], reply_to_message_id=original["id"], **fields
        )

    async def reply_all(self, message: Mapping[str, Any] | str, **fields: Any) -> SentOut:
        return await self.send(message, reply_all=True, **fields)


class Client(GeneratedResources, SyncTransport):
    """The synchronous client.

    ``Client(api_key, base_url=…)``; without arguments it reads ``PMAIL_KEY`` and
    ``PMAIL_URL``. Every API operation is ``client.<resource>.<method>()``; errors raise
    :class:`~pylota_mail.errors.ApiError` subclasses.
    """

    events: Events
    webhooks: Webhooks

    def __init__(self, api_key: str | None = None, **kwargs: Any) -> None:
        SyncTransport.__init__(self, api_key, **kwargs)
        self._init_resources()
        self.events = Events(self)
        self.webhooks = Webhooks(self)
        self.replies = Replies(self)

    def wait(
        self,
        identity_id: str,
        *,
        timeout: float = 60,
        thread_id: str | None = None,
        after: str | None = None,
        poll: float = 60,
    ) -> WaitResult:
        """Wait up to ``timeout`` seconds for the next message (or quarantine notice).

        Long-polls ``GET /v1/identities/{identity_id}/wait`` in rounds of at most ``poll``
        seconds, carrying the cursor, so a long wait survives proxies' idle limits. Answers
        the server's ``WaitResult``; ``timed_out`` is true when nothing came. Pass its
        ``cursor`` as ``after`` to wait for the one after.
        """
        deadline = time.monotonic() + timeout
        while True:
            left = max(0.0, deadline - time.monotonic())
            kwargs: dict[str, Any] = {"timeout": round(min(poll, left), 3)}
            if thread_id:
                kwargs["thread_id"] = thread_id
            if after:
                kwargs["after"] = after
            result = self.identities.wait(identity_id, **kwargs)
            if result.get("message") or result.get("notice") or left <= 0:
                return result
            after = result["cursor"]
            if time.monotonic() >= deadline:
                return result

    def messages_in(self, identity_id: str, **kwargs: Any) -> Iterator[MessageOut]:
        """Every new message of an identity, one wait after another (runs until you break)."""
        after = kwargs.pop("after", None)
        while True:
            result = self.wait(identity_id, after=after, **kwargs)
            after = result["cursor"]
            if result.get("message"):
                yield result["message"]


class AsyncClient(AsyncGeneratedResources, AsyncTransport):
    """The asynchronous client (``async with AsyncClient(key) as client: …``)."""

    events: AsyncEvents
    webhooks: AsyncWebhooks

    def __init__(self, api_key: str | None = None, **kwargs: Any) -> None:
        AsyncTransport.__init__(self, api_key, **kwargs)
        self._init_resources()
        self.events = AsyncEvents(self)
        self.webhooks = AsyncWebhooks(self)
        self.replies = AsyncReplies(self)

    async def wait(
        self,
        identity_id: str,
        *,
        timeout: float = 60,
        thread_id: str | None = None,
        after: str | None = None,
        poll: float = 60,
    ) -> WaitResult:
        deadline = time.monotonic() + timeout
        while True:
            left = max(0.0, deadline - time.monotonic())
            kwargs: dict[str, Any] = {"timeout": round(min(poll, left), 3)}
            if thread_id:
                kwargs["thread_id"] = thread_id
            if after:
                kwargs["after"] = after
            result = await self.identities.wait(identity_id, **kwargs)
            if result.get("message") or result.get("notice") or left <= 0:
                return result
            after = result["cursor"]
            if time.monotonic() >= deadline:
                return result
