"""The HTTP layer shared by every generated method: authentication, the Idempotency-Key,
safe retries that honour Retry-After, the error envelope, cursor pagination and SSE."""

from __future__ import annotations

import asyncio
import email.utils
import json
import os
import random
import time
import uuid
from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict
from urllib.parse import quote

import httpx
import httpx_sse

from . import errors
from ._version import __version__

DEFAULT_BASE_URL = "http://127.0.0.1:8000"
DEFAULT_TIMEOUT = 60.0
# A long-poll (``GET …/wait?timeout=``) answers after at most its own timeout; the HTTP read
# timeout must outlast it by this margin.
LONG_POLL_MARGIN = 15.0
# Methods that may be repeated without changing the outcome. A POST joins them when it
# carries an Idempotency-Key (the server replays the first answer).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})


class NotGiven:
    """The default of optional arguments: "leave it out", as opposed to an explicit None
    (which a PATCH sends as ``null``)."""

    _instance: NotGiven | None = None

    def __new__(cls) -> NotGiven:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()


class RequestOptions(TypedDict, total=False):
    """Per-call overrides: ``timeout`` (seconds), ``max_retries``, extra ``headers``."""

    timeout: float
    max_retries: int
    headers: dict[str, str]


@dataclass(frozen=True)
class Operation:
    """One OpenAPI operation, as the generator read it from ``/openapi.json``."""

    id: str
    method: str
    path: str
    resource: str
    name: str
    path_params: tuple[str, ...] = ()
    query_params: tuple[str, ...] = ()
    body_params: tuple[str, ...] = ()
    body: str | None = None  # "json", or "multipart" when the route also takes a file
    response: str | None = "json"  # "json", "bytes", "text", "sse" or None (204)
    idempotent: bool = False
    paginated: bool = False


@dataclass(frozen=True)
class ServerSentEvent:
    """One event of a ``text/event-stream`` answer."""

    id: str
    event: str
    data: str
    retry: int | None = None

    def json(self) -> Any:
        return json.loads(self.data)


def _query_value(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return [_query_value(v) for v in value]
    return value


def _given(values: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not NOT_GIVEN}


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _is_file(value: Any) -> bool:
    return isinstance(value, bytes | bytearray) or hasattr(value, "read")


@dataclass
class _Prepared:
    method: str
    url: str
    params: dict[str, Any]
    headers: dict[str, str]
    json: Any = None
    data: dict[str, Any] | None = None
    files: dict[str, Any] | None = None
    timeout: float | None = None
    max_retries: int = 2
    repeatable: bool = False


class _Core:
    """Configuration and the decisions shared by the sync and the async client."""

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = 2,
        max_retry_wait: float = 60.0,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.api_key = api_key if api_key is not None else os.environ.get("PMAIL_KEY")
        self.base_url = (base_url or os.environ.get("PMAIL_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        # A Retry-After longer than this is not waited for: the error is raised instead.
        self.max_retry_wait = max_retry_wait
        self.default_headers = {
            "User-Agent": f"pylota-mail-python/{__version__}",
            "Accept": "application/json",
            **(headers or {}),
        }

    # -- building requests -------------------------------------------------------------

    def _auth_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def _prepare(
        self,
        op: Operation,
        *,
        path: Mapping[str, Any],
        query: Mapping[str, Any] | None = None,
        body: Mapping[str, Any] | None = None,
        headers: Mapping[str, Any] | None = None,
        extra_body: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
        options: RequestOptions | None = None,
    ) -> _Prepared:
        options = options or {}
        url_path = op.path
        for name in op.path_params:
            value = path[name]
            if value in (None, ""):
                raise ValueError(f"{op.id}: {name} must not be empty")
            url_path = url_path.replace("{" + name + "}", quote(str(value), safe="@+"))
        params = {k: _query_value(v) for k, v in _given(query or {}).items() if v is not None}
        extra_headers = {k: str(v) for k, v in _given(headers or {}).items() if v is not None}
        all_headers = {
            **self.default_headers,
            **self._auth_headers(),
            **extra_headers,
            **options.get("headers", {}),
        }
        prepared = _Prepared(
            method=op.method,
            url=self.base_url + url_path,
            params=params,
            headers=all_headers,
            max_retries=options.get("max_retries", self.max_retries),
        )
        if op.response in ("bytes", "text"):
            all_headers["Accept"] = "*/*"
        timeout = options.get("timeout", self.timeout)
        long_poll = params.get("timeout")
        if op.method == "GET" and isinstance(long_poll, int | float):
            timeout = max(timeout, float(long_poll) + LONG_POLL_MARGIN)
        prepared.timeout = timeout
        if op.body is not None:
            payload = {**_given(body or {}), **(extra_body or {})}
            files = {k: v for k, v in payload.items() if _is_file(v)}
            if files and op.body == "multipart":
                prepared.files = {k: (payload.get("filename") or k, v) for k, v in files.items()}
                prepared.data = {
                    k: str(v) for k, v in payload.items() if k not in files and v is not None
                }
            else:
                prepared.json = payload
        if op.idempotent:
            # One key per logical call, reused by every retry of it: the server replays
            # the first answer instead of creating twice.
            all_headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
        prepared.repeatable = op.method in SAFE_METHODS or "Idempotency-Key" in all_headers
        return prepared

    # -- deciding on answers -----------------------------------------------------------

    def _error(self, response: httpx.Response) -> errors.ApiError:
        try:
            body = response.json()
        except ValueError:
            body = None
        return errors.from_response(
            response.status_code,
            body,
            header_request_id=response.headers.get("x-request-id"),
            retry_after=parse_retry_after(response.headers.get("retry-after")),
        )

    def _retry_delay(
        self, prepared: _Prepared, error: errors.ApiError, attempt: int
    ) -> float | None:
        """Seconds to wait before retrying, or None when this error must be raised."""
        if attempt >= prepared.max_retries:
            return None
        # 429 means the request was not processed at all, so even a plain POST may repeat.
        if error.status != 429 and not (error.retryable and prepared.repeatable):
            return None
        if error.retry_after is not None:
            return error.retry_after if error.retry_after <= self.max_retry_wait else None
        return self._backoff(attempt)

    def _transport_retry_delay(
        self, prepared: _Prepared, exc: Exception, attempt: int
    ) -> float | None:
        if attempt >= prepared.max_retries:
            return None
        # A refused connection sent nothing; other failures may have reached the server.
        if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout) or prepared.repeatable:
            return self._backoff(attempt)
        return None

    @staticmethod
    def _backoff(attempt: int) -> float:
        return min(8.0, 0.5 * 2**attempt) * (0.5 + random.random() / 2)  # noqa: S311 - jitter

    @staticmethod
    def _decode(op: Operation, response: httpx.Response) -> Any:
        if op.response is None or response.status_code == 204:
            return None
        if op.response == "bytes":
            return response.content
        if op.response == "text":
            return response.text
        return response.json()

    def _stream_kwargs(self, prepared: _Prepared) -> dict[str, Any]:
        """A request's arguments for an event stream: its body too (a question is a POST),
        and no read timeout (events may be minutes apart)."""
        kwargs = self._request_kwargs(prepared)
        kwargs["timeout"] = httpx.Timeout(prepared.timeout, read=None)
        return kwargs

    def _request_kwargs(self, prepared: _Prepared) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "params": prepared.params,
            "headers": prepared.headers,
            "timeout": prepared.timeout,
        }
        if prepared.files is not None:
            kwargs["files"] = prepared.files
            kwargs["data"] = prepared.data
        elif prepared.json is not None:
            kwargs["json"] = prepared.json
        return kwargs


class SyncTransport(_Core):
    """The synchronous HTTP layer (``httpx.Client``)."""

    def __init__(
        self, api_key: str | None = None, *, http_client: httpx.Client | None = None, **kw: Any
    ) -> None:
        super().__init__(api_key, **kw)
        self._http = http_client or httpx.Client()
        self._owns_http = http_client is None

    def close(self) -> None:
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, prepared: _Prepared) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = self._http.request(
                    prepared.method, prepared.url, **self._request_kwargs(prepared)
                )
            except httpx.TransportError as exc:
                delay = self._transport_retry_delay(prepared, exc, attempt)
                if delay is None:
                    raise errors.APIConnectionError(
                        f"{prepared.method} {prepared.url}: {exc}"
                    ) from exc
                time.sleep(delay)
                attempt += 1
                continue
            if response.is_success:
                return response
            error = self._error(response)
            delay = self._retry_delay(prepared, error, attempt)
            if delay is None:
                raise error
            time.sleep(delay)
            attempt += 1

    def _call(self, op: Operation, **kw: Any) -> Any:
        return self._decode(op, self._send(self._prepare(op, **kw)))

    def _iterate(self, op: Operation, *, query: Mapping[str, Any], **kw: Any) -> Iterator[Any]:
        """Every item of a cursor-paginated list, fetching pages as the loop needs them."""
        query = dict(query)
        while True:
            page = self._call(op, query=query, **kw)
            yield from page["data"]
            if not page.get("next_cursor"):
                return
            query["cursor"] = page["next_cursor"]

    def _sse(
        self,
        op: Operation,
        *,
        last_event_id: str | None = None,
        reconnect: bool = True,
        **kw: Any,
    ) -> Iterator[ServerSentEvent]:
        """Events of an SSE route; on a dropped connection it reconnects with
        ``Last-Event-ID`` so no event is missed (bounded by ``max_retries`` in a row). A POST
        stream (an agentic question) is never sent again: a second run is a second question."""
        failures = 0
        retry_ms: int | None = None
        while True:
            prepared = self._prepare(op, **kw)
            prepared.headers["Accept"] = "text/event-stream"
            prepared.headers["Cache-Control"] = "no-cache"
            reconnect = reconnect and prepared.method == "GET"
            if last_event_id:
                prepared.headers["Last-Event-ID"] = last_event_id
            try:
                with httpx_sse.connect_sse(
                    self._http, prepared.method, prepared.url, **self._stream_kwargs(prepared)
                ) as source:
                    if not source.response.is_success:
                        source.response.read()
                        error = self._error(source.response)
                        delay = self._retry_delay(prepared, error, failures)
                        if delay is None:
                            raise error
                        failures += 1
                        time.sleep(delay)
                        continue
                    for sse in source.iter_sse():
                        failures = 0
                        if sse.retry is not None:
                            retry_ms = sse.retry
                        if sse.id:
                            last_event_id = sse.id
                        if not sse.data and not sse.id:
                            continue
                        yield ServerSentEvent(
                            sse.id or "", sse.event or "message", sse.data, sse.retry
                        )
            except httpx.TransportError as exc:
                failures += 1
                if not reconnect or failures > prepared.max_retries:
                    raise errors.APIConnectionError(f"event stream: {exc}") from exc
            else:
                # A stream the caller bounded (``timeout=``) ends when the server closes it.
                if not reconnect or "timeout" in prepared.params:
                    return
            time.sleep(retry_ms / 1000 if retry_ms is not None else self._backoff(failures))

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """A raw request to a path of this server, with the client's key and error handling."""
        op = Operation(
            id="raw", method=method.upper(), path=path, resource="", name="", response="json"
        )
        prepared = self._prepare(op, path={})
        prepared.params.update(kwargs.pop("params", {}) or {})
        if "json" in kwargs:
            prepared.json = kwargs.pop("json")
        prepared.headers.update(kwargs.pop("headers", {}) or {})
        return self._send(prepared)


class AsyncTransport(_Core):
    """The asynchronous HTTP layer (``httpx.AsyncClient``)."""

    def __init__(
        self, api_key: str | None = None, *, http_client: httpx.AsyncClient | None = None, **kw: Any
    ) -> None:
        super().__init__(api_key, **kw)
        self._http = http_client or httpx.AsyncClient()
        self._owns_http = http_client is None

    async def close(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> Any:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _send(self, prepared: _Prepared) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = await self._http.request(
                    prepared.method, prepared.url, **self._request_kwargs(prepared)
                )
            except httpx.TransportError as exc:
                delay = self._transport_retry_delay(prepared, exc, attempt)
                if delay is None:
                    raise errors.APIConnectionError(
                        f"{prepared.method} {prepared.url}: {exc}"
                    ) from exc
                await asyncio.sleep(delay)
                attempt += 1
                continue
            if response.is_success:
                return response
            error = self._error(response)
            delay = self._retry_delay(prepared, error, attempt)
            if delay is None:
                raise error
            await asyncio.sleep(delay)
            attempt += 1

    async def _call(self, op: Operation, **kw: Any) -> Any:
        return self._decode(op, await self._send(self._prepare(op, **kw)))

    async def _iterate(
        self, op: Operation, *, query: Mapping[str, Any], **kw: Any
    ) -> AsyncIterator[Any]:
        query = dict(query)
        while True:
            page = await self._call(op, query=query, **kw)
            for item in page["data"]:
                yield item
            if not page.get("next_cursor"):
                return
            query["cursor"] = page["next_cursor"]

    async def _sse(
        self,
        op: Operation,
        *,
        last_event_id: str | None = None,
        reconnect: bool = True,
        **kw: Any,
    ) -> AsyncIterator[ServerSentEvent]:
        failures = 0
        retry_ms: int | None = None
        while True:
            prepared = self._prepare(op, **kw)
            prepared.headers["Accept"] = "text/event-stream"
            prepared.headers["Cache-Control"] = "no-cache"
            reconnect = reconnect and prepared.method == "GET"
            if last_event_id:
                prepared.headers["Last-Event-ID"] = last_event_id
            try:
                async with httpx_sse.aconnect_sse(
                    self._http, prepared.method, prepared.url, **self._stream_kwargs(prepared)
                ) as source:
                    if not source.response.is_success:
                        await source.response.aread()
                        error = self._error(source.response)
                        delay = self._retry_delay(prepared, error, failures)
                        if delay is None:
                            raise error
                        failures += 1
                        await asyncio.sleep(delay)
                        continue
                    async for sse in source.aiter_sse():
                        failures = 0
                        if sse.retry is not None:
                            retry_ms = sse.retry
                        if sse.id:
                            last_event_id = sse.id
                        if not sse.data and not sse.id:
                            continue
                        yield ServerSentEvent(
                            sse.id or "", sse.event or "message", sse.data, sse.retry
                        )
            except httpx.TransportError as exc:
                failures += 1
                if not reconnect or failures > prepared.max_retries:
                    raise errors.APIConnectionError(f"event stream: {exc}") from exc
            else:
                # A stream the caller bounded (``timeout=``) ends when the server closes it.
                if not reconnect or "timeout" in prepared.params:
                    return
            await asyncio.sleep(
                retry_ms / 1000 if retry_ms is not None else self._backoff(failures)
            )


class SyncResource:
    """A group of generated methods (``client.identities``); holds the client."""

    def __init__(self, client: SyncTransport) -> None:
        self._client = client


class AsyncResource:
    def __init__(self, client: AsyncTransport) -> None:
        self._client = client
