"""The SMTP server that receives mail for our addresses (RFC 5321), on aiosmtpd.

What the server answers, and why:

- RCPT: ``550 5.1.1`` for an address we do not deliver to (unknown, retired past its grace
  period, or its identity deleted), before any data is sent, saying so for a retired one;
  ``452 4.5.3`` past the recipient limit, so the client sends the rest in another transaction.
- MAIL with a SIZE over the limit, or DATA that grows past it: ``552 5.3.4``. SIZE is
  advertised in EHLO.
- DATA: ``250`` only once the message is durable (``services.inbound_accept_batch``: the
  bytes fsynced and a staging row committed). Messages whose DATA ends while a commit is
  running are committed together in the next one (group commit, ADR 0021): one COMMIT, and
  one or two queued wake-ups for the workers, for all of them; each still hears 250 only
  after the COMMIT that holds its row, and the wake-ups are queued once the batch has its
  answers. When we cannot take responsibility (database or storage down, any fault of ours)
  the answer is ``451`` and the sender keeps the message and retries, so nothing is lost on
  our side.
- ``421`` and the connection is closed: too many connections (in total or from one client
  address), too many messages on one connection, an idle or overlong session, and shutdown.

STARTTLS is offered when a certificate is configured and never required: RFC 3207 §4 says a
publicly referenced MX must not insist on it. Logs carry reply codes and exception classes,
never addresses or content (aiosmtpd's own logger would log every command line at INFO, so it
is held at WARNING).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from aiosmtpd.smtp import SMTP, Envelope, Session
from django.core.exceptions import ImproperlyConfigured
from django.core.files.storage import default_storage
from django.db import close_old_connections, connections

from apps.inbound import selectors, services
from pylota import metrics

logger = logging.getLogger("pylota.smtp")

T = TypeVar("T")

REPLY_TEMPFAIL = "451 4.3.0 Temporary local problem, please try again later"
REPLY_NO_MAILBOX = "550 5.1.1 No such mailbox here"
REPLY_TOO_MANY_RECIPIENTS = "452 4.5.3 Too many recipients"
REPLY_TOO_BIG = "552 5.3.4 Message too big for system"
REPLY_BUSY = "421 4.7.0 Too many connections, please try again later"
REPLY_TOO_MANY_MESSAGES = "421 4.7.0 Too many messages on one connection, please reconnect"
REPLY_SESSION_TOO_LONG = "421 4.4.2 Session too long, please reconnect"
REPLY_TIMEOUT = "421 4.4.2 Idle too long, closing connection"
REPLY_SHUTDOWN = "421 4.3.2 Service shutting down, please try again later"

# aiosmtpd's own replies that lack an enhanced status code (RFC 3463), in ours.
_AIOSMTPD_REPLIES = {
    "552 Error: Too much mail data": REPLY_TOO_BIG,
    "552 Error: message size exceeds fixed maximum message size": REPLY_TOO_BIG,
}


@dataclass(frozen=True)
class Limits:
    max_message_bytes: int = 25 * 1024 * 1024
    max_recipients: int = 50
    max_connections: int = 500
    max_connections_per_ip: int = 20
    max_messages_per_connection: int = 100
    # RFC 5321 §4.5.3.2.7: at least five minutes waiting for the next command. While a
    # message is arriving the clock restarts with every chunk, so a large message on a slow
    # link is not cut off.
    timeout_seconds: float = 300.0
    # A whole connection, however busy: a client that drips bytes cannot hold a slot for ever.
    max_session_seconds: float = 1800.0
    # How long taking responsibility (fsync and commit) may take before we answer 451 rather
    # than keep the client waiting towards its own ten-minute DATA timeout.
    accept_timeout_seconds: float = 120.0
    # On shutdown (and at the session cap) a message being received gets this long to finish.
    shutdown_grace_seconds: float = 30.0
    # Threads, so database connections, one server uses for recipient lookups and accepts.
    db_workers: int = 16
    # Group commit (ADR 0021): at most this many messages in one accept transaction, and
    # this many such transactions at a time.
    max_commit_batch: int = 64
    commit_batches_in_flight: int = 2


class _GroupCommit:
    """Accepts that arrive while a commit is running wait and are committed together.

    At most ``in_flight`` batches run at a time: while their fsyncs and COMMITs run, the
    next messages queue up, and the next batch takes them all (classic group commit).
    Two in flight let one batch's fsyncs overlap the other's COMMIT. A message's future
    resolves only once the transaction holding its row has committed, so the 250 never
    precedes durability; a failure or a crash before that leaves it unanswered or 451.
    """

    def __init__(
        self,
        database: _Database,
        commit: Callable[..., list],
        *,
        max_batch: int,
        in_flight: int,
        answered: Callable[[list], None],
    ) -> None:
        self.database = database
        self.commit = commit
        self.answered = answered  # given a batch's results once every message has its answer
        self.max_batch = max(1, max_batch)
        self.in_flight = max(1, in_flight)
        self.pending: list[tuple[dict[str, Any], asyncio.Future]] = []
        self.running = 0
        self.tasks: set[asyncio.Future] = set()  # the batches in flight
        self.queueing: set[asyncio.Future] = set()  # ``answered`` calls still running

    async def accept(self, **message: Any) -> Any:
        future = asyncio.get_running_loop().create_future()
        self.pending.append((message, future))
        if self.running < self.in_flight:
            self._start()
        return await future

    def _start(self) -> None:
        batch = [(m, f) for m, f in self.pending[: self.max_batch] if not f.done()]
        self.pending = self.pending[self.max_batch :]
        if not batch:
            if self.pending:
                self._start()
            return
        self.running += 1
        coroutine = self.database.call(self.commit, [m for m, _ in batch])
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(lambda done: self._finished(done, [f for _, f in batch]))

    def _finished(self, done: asyncio.Future, futures: list[asyncio.Future]) -> None:
        self.tasks.discard(done)
        self.running -= 1
        error = done.exception() if not done.cancelled() else asyncio.CancelledError()
        results = [error] * len(futures) if error is not None else done.result()
        for future, result in zip(futures, results, strict=True):
            if future.done():  # its session gave up waiting (451 already said)
                continue
            if isinstance(result, BaseException):
                future.set_exception(result)
            else:
                future.set_result(result)
        if self.pending and self.running < self.in_flight:
            self._start()
        if error is None:  # off the loop and the database threads
            queueing = asyncio.get_running_loop().run_in_executor(None, self.answered, results)
            self.queueing.add(queueing)
            queueing.add_done_callback(self.queueing.discard)

    async def settled(self) -> None:
        """Return once every batch answered so far has had its ``answered`` call."""
        while self.queueing:
            await asyncio.wait(set(self.queueing))


class _Database:
    """ORM work off the event loop, on a bounded pool of threads with one connection each."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="smtp-db")

    async def call(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        def run() -> T:
            close_old_connections()
            try:
                return function(*args, **kwargs)
            finally:
                close_old_connections()

        return await asyncio.get_running_loop().run_in_executor(self.executor, run)

    def close(self) -> None:
        """Close every worker thread's database connection, then stop the threads (blocking).

        Django connections belong to the thread that opened them, so each thread must close
        its own: a barrier makes every task land on a different thread.
        """
        barrier = threading.Barrier(self.workers)

        def close_here() -> None:
            with contextlib.suppress(threading.BrokenBarrierError):
                barrier.wait(timeout=10)
            connections.close_all()

        for future in [self.executor.submit(close_here) for _ in range(self.workers)]:
            future.result()
        self.executor.shutdown(wait=True)


def _replied(stage: str, reply: str) -> str:
    metrics.SMTP_REPLIES.labels(stage, reply[:3]).inc()
    return reply


class InboundHandler:
    """aiosmtpd's hooks: whom we accept mail for, and when we take responsibility for it.

    ``accept`` and ``resolve`` default to ``services.inbound_accept`` and
    ``selectors.recipient_resolve`` (our addresses and VERP return paths), looked up at
    call time.
    """

    def __init__(
        self,
        limits: Limits,
        *,
        accept: Callable[..., Any] | None = None,
        resolve: Callable[[str], Any] | None = None,
    ) -> None:
        self.limits = limits
        self._accept = accept
        self._resolve = resolve
        self.database = _Database(limits.db_workers)
        self.group = _GroupCommit(
            self.database,
            self._accept_batch,
            max_batch=limits.max_commit_batch,
            in_flight=limits.commit_batches_in_flight,
            answered=self._queue_batch,
        )

    @staticmethod
    def _accept_batch(messages: list[dict[str, Any]]) -> list:
        return services.inbound_accept_batch(messages=messages)

    @staticmethod
    def _queue_batch(results: list) -> None:
        try:
            services.inbound_queue(results)
        finally:
            connections.close_all()  # an eager task (PM_CELERY_EAGER, tests) used this thread

    async def handle_MAIL(
        self,
        server: PylotaSMTP,
        session: Session,
        envelope: Envelope,
        address: str,
        mail_options: list[str],
    ) -> str:
        if server.messages_accepted >= self.limits.max_messages_per_connection:
            return _replied("mail", REPLY_TOO_MANY_MESSAGES)
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 2.1.0 Sender OK"

    async def handle_RCPT(
        self,
        server: PylotaSMTP,
        session: Session,
        envelope: Envelope,
        address: str,
        rcpt_options: list[str],
    ) -> str:
        if len(envelope.rcpt_tos) >= self.limits.max_recipients:
            return _replied("rcpt", REPLY_TOO_MANY_RECIPIENTS)
        resolve = self._resolve or selectors.recipient_resolve
        try:
            resolved = await self.database.call(resolve, address)
        except Exception as exc:
            logger.error("recipient lookup failed", extra={"error": type(exc).__name__})
            return _replied("rcpt", REPLY_TEMPFAIL)
        if resolved is None:
            reply = None
            if self._resolve is None:  # our own lookup: say why, when it is worth saying
                with contextlib.suppress(Exception):
                    reply = await self.database.call(selectors.recipient_refusal, address)
            return _replied("rcpt", reply or REPLY_NO_MAILBOX)
        if not envelope.rcpt_tos:  # whose turn files it (ADR 0020), known now: no second lookup
            tenant = (
                getattr(resolved[0], "tenant_id", None) if isinstance(resolved, tuple) else None
            )
            envelope.pm_tenant_id = tenant
        envelope.rcpt_tos.append(address)
        envelope.rcpt_options.extend(rcpt_options)
        return "250 2.1.5 Recipient OK"

    async def handle_DATA(self, server: PylotaSMTP, session: Session, envelope: Envelope) -> str:
        raw = envelope.original_content or b""
        message = {
            "raw": raw,
            "mail_from": envelope.mail_from or "",
            "recipients": list(envelope.rcpt_tos),
            "peer_ip": server.peer_ip,
            "helo": session.host_name or "",
        }
        if self._accept is not None:  # one message per call, one transaction each
            pending = self.database.call(self._accept, **message)
        else:
            if hasattr(envelope, "pm_tenant_id"):
                message["tenant_id"] = envelope.pm_tenant_id
            pending = self.group.accept(**message)
        try:
            inbound = await asyncio.wait_for(pending, timeout=self.limits.accept_timeout_seconds)
        except Exception as exc:
            # Not a 250: the sender keeps the message. Should the accept still commit after a
            # timeout, the retried delivery is the same message and is stored once.
            logger.error(
                "could not take responsibility for a message", extra={"error": type(exc).__name__}
            )
            return _replied("data", REPLY_TEMPFAIL)
        server.messages_accepted += 1
        metrics.SMTP_BYTES.inc(len(raw))
        return _replied("data", f"250 2.0.0 OK queued as {inbound.id}")

    async def handle_exception(self, error: Exception) -> str:
        # aiosmtpd's default answers 500 with the exception's text: permanent, and a leak.
        logger.error("SMTP session error", extra={"error": type(error).__name__})
        return _replied("error", REPLY_TEMPFAIL)


@dataclass
class _Sessions:
    """One server's live connections: counted per client address, reachable for shutdown."""

    limits: Limits
    per_ip: Counter[str] = field(default_factory=Counter)
    live: set[PylotaSMTP] = field(default_factory=set)
    closing: bool = False

    def admit(self, session: PylotaSMTP, ip: str) -> str | None:
        """None when the connection may proceed, else the 421 to send before closing it."""
        if self.closing:
            return REPLY_SHUTDOWN
        if (
            len(self.live) >= self.limits.max_connections
            or self.per_ip[ip] >= self.limits.max_connections_per_ip
        ):
            return REPLY_BUSY
        self.per_ip[ip] += 1
        self.live.add(session)
        return None

    def release(self, session: PylotaSMTP, ip: str) -> None:
        self.live.discard(session)
        self.per_ip[ip] -= 1
        if self.per_ip[ip] <= 0:
            del self.per_ip[ip]


class PylotaSMTP(SMTP):
    """aiosmtpd's session with connection limits, a session cap and a polite shutdown."""

    # RFC 5321 caps lines at 1000 octets, yet real senders sometimes exceed it; refusing such
    # a message would bounce mail that lenient receivers take. The message size limit still
    # bounds memory.
    line_length_limit = 1024 * 1024

    def __init__(self, handler: InboundHandler, *, sessions: _Sessions, **kwargs: Any) -> None:
        self.limits = handler.limits
        self.sessions = sessions
        self.peer_ip: str | None = None
        self.messages_accepted = 0
        self._admitted = False
        self._in_data = False
        self._closing_reply: str | None = None
        self._session_timer: asyncio.TimerHandle | None = None
        super().__init__(handler, **kwargs)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if self._original_transport is not None:
            # STARTTLS: the same connection again, now encrypted; it is already counted.
            super().connection_made(transport)
            return
        peer = transport.get_extra_info("peername")
        ip = peer[0] if isinstance(peer, tuple) else "local"
        refusal = self.sessions.admit(self, ip)
        if refusal is not None:
            transport.write(f"{_replied('connect', refusal)}\r\n".encode())
            transport.close()
            return
        self._admitted = True
        self.peer_ip = ip
        super().connection_made(transport)
        self._session_timer = self.loop.call_later(
            self.limits.max_session_seconds, self.end, REPLY_SESSION_TOO_LONG
        )

    def connection_lost(self, error: Exception | None) -> None:
        if not self._admitted:  # refused at connect (aiosmtpd never started), or already gone
            return
        self._admitted = False
        self.sessions.release(self, self.peer_ip or "local")
        if self._session_timer is not None:
            self._session_timer.cancel()
        super().connection_lost(error)

    def data_received(self, data: bytes) -> None:
        if self._in_data:
            self._reset_timeout()  # aiosmtpd restarts the clock only on commands
        super().data_received(data)

    def _timeout_cb(self) -> None:
        if self.transport is not None:
            self.transport.write(f"{_replied('timeout', REPLY_TIMEOUT)}\r\n".encode())
        super()._timeout_cb()

    async def push(self, status: str | bytes) -> None:
        text = status.decode("utf-8", "replace") if isinstance(status, bytes) else status
        text = _AIOSMTPD_REPLIES.get(text, text)
        if text.startswith("552"):
            _replied("data", text)
        await super().push(text)
        if text.startswith("421") and self.transport is not None:
            self.transport.close()  # 421 means we are closing the channel (RFC 5321 §3.8)

    async def smtp_DATA(self, arg: str) -> None:
        self._in_data = True
        try:
            await super().smtp_DATA(arg)
        finally:
            self._in_data = False
        if self._closing_reply is not None and self.transport is not None:
            await self.push(self._closing_reply)

    def end(self, reply: str) -> None:
        """Say 421 and close: now, or right after the reply to a message being received."""
        if self._closing_reply is not None or not self._admitted:
            return
        self._closing_reply = reply
        if not self._in_data:
            self.abort(reply)
        else:
            self.loop.call_later(self.limits.shutdown_grace_seconds, self.abort, reply)

    def abort(self, reply: str) -> None:
        """Say 421 and close at once, whatever the session is doing.

        Mid-DATA this drops a message we have not answered yet; the sender still has it.
        """
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(f"{_replied('close', reply)}\r\n".encode())
            self.transport.close()


@dataclass
class InboundServer:
    """A listening SMTP server: where it listens, and how it stops."""

    server: asyncio.AbstractServer
    handler: InboundHandler
    sessions: _Sessions
    stopped: bool = False

    @property
    def port(self) -> int:
        return self.server.sockets[0].getsockname()[1]

    async def shutdown(self, grace_seconds: float | None = None) -> None:
        """Stop listening, end idle sessions with 421, let messages in DATA get their reply."""
        if self.stopped:
            return
        self.stopped = True
        loop = asyncio.get_running_loop()
        if grace_seconds is None:
            grace_seconds = self.handler.limits.shutdown_grace_seconds
        self.sessions.closing = True
        self.server.close()
        for session in list(self.sessions.live):
            session.end(REPLY_SHUTDOWN)
        deadline = loop.time() + grace_seconds
        while self.sessions.live and loop.time() < deadline:
            await asyncio.sleep(0.02)
        for session in list(self.sessions.live):
            session.abort(REPLY_SHUTDOWN)
        while self.sessions.live and loop.time() < deadline + 5:
            await asyncio.sleep(0.02)
        await self.server.wait_closed()
        # Accepts still running in a thread finish (and commit) before their thread closes.
        await loop.run_in_executor(None, self.handler.database.close)
        await self.handler.group.settled()  # the last batches' tasks are queued


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The STARTTLS context for PM_SMTP_TLS_CERT/KEY; None when no certificate is set."""
    if not cert:
        if key:
            raise ImproperlyConfigured("PM_SMTP_TLS_KEY is set without PM_SMTP_TLS_CERT")
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key or None)
    return context


async def serve(
    *,
    host: str,
    port: int,
    hostname: str,
    limits: Limits,
    tls: ssl.SSLContext | None = None,
    handler: InboundHandler | None = None,
    reuse_port: bool = False,
) -> InboundServer:
    """Listen on ``host:port`` (port 0 picks a free one) until ``shutdown()``.

    ``reuse_port`` sets SO_REUSEPORT: several server processes then listen on one port and
    the kernel spreads new connections between them (``manage.py smtpd --processes N``)."""
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # it logs addresses at INFO
    # Resolve the storage backend now: a misconfigured one fails at start rather than on the
    # first message, and blobs.write_durably then sees the concrete class it checks for.
    default_storage.__class__  # noqa: B018
    handler = handler or InboundHandler(limits)
    sessions = _Sessions(limits)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: PylotaSMTP(
            handler,
            sessions=sessions,
            hostname=hostname,
            ident="Pylota ESMTP",
            data_size_limit=limits.max_message_bytes,
            enable_SMTPUTF8=True,
            decode_data=False,
            tls_context=tls,
            timeout=limits.timeout_seconds,
        ),
        host=host,
        port=port,
        reuse_port=reuse_port or None,
    )
    return InboundServer(server=server, handler=handler, sessions=sessions)
