"""One HTTP request through the SSRF guard, within a hard deadline: a webhook POST, or
the GET of an SNS certificate (``pylota.core.sns``).

Built on the standard library's ``http.client`` rather than an HTTP library: we need to
open the TCP connection ourselves (to the address the guard checked, see
``pylota.core.ssrf.connect``), then speak TLS with the URL's host name for SNI and
certificate verification and send the URL's host in ``Host``. ``http.client`` lets us
hand it that socket and never resolves, reconnects or follows a redirect by itself.

The deadline is total: a watchdog shuts the socket down when it passes, so a receiver
that trickles its headers or body one byte at a time cannot hold a worker longer than the
timeout (a socket timeout alone restarts with every byte).
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import ssl
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from pylota.core import ssrf

USER_AGENT = "PylotaMail-Webhooks/1"
RESPONSE_BODY_LIMIT = 1024  # bytes of a response we keep; the rest is never read

# Outcome.error values (empty when the receiver answered with a status).
TIMEOUT = "timeout"
CONNECTION_FAILED = "connection_failed"
DNS_FAILED = "dns_failed"
FORBIDDEN_ADDRESS = "forbidden_address"
TLS_FAILED = "tls_failed"
INVALID_RESPONSE = "invalid_response"


@dataclass(frozen=True)
class Outcome:
    status: int | None  # the HTTP status, None when there was no answer
    body: bytes = b""  # at most the request's body limit (RESPONSE_BODY_LIMIT by default)
    latency_ms: int = 0  # from the start to the response headers (or the failure)
    error: str = ""
    detail: str = ""  # the guard's reason, an exception class: never a secret or a body
    retry_after: str | None = None  # the raw Retry-After header

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


@lru_cache(maxsize=1)
def default_tls_context() -> ssl.SSLContext:
    return ssl.create_default_context()


@dataclass
class Defaults:
    """The resolver and TLS context deliveries use. Tests replace them (a resolver that
    answers without DNS, a context that trusts a test certificate authority)."""

    resolver: ssrf.Resolver = ssrf.system_resolver
    tls_context: ssl.SSLContext | None = None


defaults = Defaults()


class _Connection(http.client.HTTPConnection):
    """HTTP over a socket we opened (and maybe wrapped in TLS) ourselves."""

    def __init__(self, host: str, port: int, sock: socket.socket, *, default_port: int) -> None:
        super().__init__(host, port)
        self.default_port = default_port  # so Host carries the port only when it is unusual
        self.sock = sock

    def connect(self) -> None:  # pragma: no cover - the socket is always given
        raise http.client.NotConnected("webhook connections are opened by the SSRF guard")


class _Watchdog:
    """Shuts the current socket down when the deadline passes."""

    def __init__(self, seconds: float) -> None:
        self.fired = False
        self._sock: socket.socket | None = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(max(seconds, 0.0), self._fire)
        self._timer.daemon = True

    def watch(self, sock: socket.socket) -> None:
        with self._lock:
            self._sock = sock
        if not self._timer.is_alive() and not self.fired:
            self._timer.start()

    def _fire(self) -> None:
        with self._lock:
            self.fired = True
            if self._sock is not None:
                # The plain socket method: SSLSocket.shutdown would unwrap TLS under the
                # feet of the thread that is reading.
                with contextlib.suppress(OSError):
                    socket.socket.shutdown(self._sock, socket.SHUT_RDWR)

    def cancel(self) -> None:
        self._timer.cancel()


def post(
    url: str,
    body: bytes,
    headers: Mapping[str, str],
    *,
    timeout: float,
    policy: ssrf.Policy,
    resolver: ssrf.Resolver | None = None,
    tls_context: ssl.SSLContext | None = None,
    connector: ssrf.Connector | None = None,
) -> Outcome:
    """POST ``body`` to ``url``. Never raises for network trouble: it is in the Outcome."""
    return request(
        "POST",
        url,
        body,
        {"Content-Type": "application/json", **headers},
        timeout=timeout,
        policy=policy,
        resolver=resolver,
        tls_context=tls_context,
        connector=connector,
    )


def request(
    method: str,
    url: str,
    body: bytes = b"",
    headers: Mapping[str, str] | None = None,
    *,
    timeout: float,
    policy: ssrf.Policy,
    resolver: ssrf.Resolver | None = None,
    tls_context: ssl.SSLContext | None = None,
    connector: ssrf.Connector | None = None,
    body_limit: int = RESPONSE_BODY_LIMIT,
    user_agent: str = USER_AGENT,
) -> Outcome:
    """One request through the SSRF guard within the total deadline; the Outcome keeps at
    most ``body_limit`` bytes of the answer. Never raises for network trouble."""
    start = time.monotonic()
    resolver = resolver or defaults.resolver
    tls_context = tls_context or defaults.tls_context

    def elapsed_ms() -> int:
        return int((time.monotonic() - start) * 1000)

    def failed(error: str, detail: str = "") -> Outcome:
        return Outcome(None, latency_ms=elapsed_ms(), error=error, detail=detail)

    try:
        target = ssrf.parse_url(url, policy)
        extra = {"connector": connector} if connector is not None else {}
        sock, _address = ssrf.connect(
            target.host, target.port, policy=policy, resolver=resolver, timeout=timeout, **extra
        )
    except ssrf.Refused as exc:
        return failed(FORBIDDEN_ADDRESS, exc.reason)
    except ssrf.Unresolvable as exc:
        return failed(DNS_FAILED, exc.reason)
    except TimeoutError:
        return failed(TIMEOUT, "connect")
    except OSError as exc:
        return failed(CONNECTION_FAILED, type(exc).__name__)

    watchdog = _Watchdog(timeout - (time.monotonic() - start))
    watchdog.watch(sock)
    response: http.client.HTTPResponse | None = None
    try:
        if target.scheme == "https":
            context = tls_context or default_tls_context()
            # SNI and certificate verification against the URL's host, not the address.
            sock = context.wrap_socket(sock, server_hostname=target.host)
            watchdog.watch(sock)
        connection = _Connection(
            target.host,
            target.port,
            sock,
            default_port=443 if target.scheme == "https" else 80,
        )
        connection.putrequest(method, target.path, skip_accept_encoding=True)
        sent = {"User-Agent": user_agent, "Connection": "close", **(headers or {})}
        if method != "GET":
            sent["Content-Length"] = str(len(body))
        for name, value in sent.items():
            connection.putheader(name, value)
        connection.endheaders(body or None)
        response = connection.getresponse()
        latency = elapsed_ms()
        status = response.status
        retry_after = response.getheader("Retry-After")
        kept = _read_some(response, body_limit)
        # No redirect is ever followed: a 3xx is simply a status that is not 2xx.
        return Outcome(status, kept, latency, retry_after=retry_after)
    except ssl.SSLError as exc:
        if watchdog.fired:
            return failed(TIMEOUT, "tls")
        return failed(TLS_FAILED, getattr(exc, "reason", None) or type(exc).__name__)
    except ssl.CertificateError as exc:  # pragma: no cover - an SSLError subclass today
        return failed(TLS_FAILED, type(exc).__name__)
    except TimeoutError:
        return failed(TIMEOUT, "response")
    except (http.client.HTTPException, OSError) as exc:
        if watchdog.fired:
            return failed(TIMEOUT, "response")
        if isinstance(exc, http.client.HTTPException):
            return failed(INVALID_RESPONSE, type(exc).__name__)
        return failed(CONNECTION_FAILED, type(exc).__name__)
    finally:
        watchdog.cancel()
        if response is not None:
            response.close()
        with contextlib.suppress(OSError):
            sock.close()


def _read_some(response: http.client.HTTPResponse, limit: int) -> bytes:
    """Up to ``limit`` bytes of the body; whatever arrived if time runs out.

    The status has already decided the outcome, so a body cut short by the deadline (or a
    receiver that never finishes it) does not turn an answer into a failure.
    """
    chunks: list[bytes] = []
    size = 0
    try:
        while size < limit:
            chunk = response.read1(limit - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except (OSError, http.client.HTTPException, ValueError):
        pass
    return b"".join(chunks)[:limit]
