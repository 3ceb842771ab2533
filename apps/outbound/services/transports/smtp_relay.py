"""A smarthost over SMTP: STARTTLS (or implicit TLS), AUTH, one result per recipient.

We drive the SMTP conversation step by step (MAIL, RCPT per recipient, DATA) instead of
``smtplib.sendmail`` because we must know *where* a failure happened:

- before the final ``.`` has been written, the relay cannot have taken the message, so a
  lost connection or a timeout is a plain deferral and the message is retried;
- after the final ``.``, a lost connection or a stall means the relay may well have taken
  it: the recipients become ``unconfirmed`` and are never resent blindly (a later bounce
  reconciles them, or they end ``uncertain``).

With STARTTLS required and not offered, nothing is sent (no downgrade to plain text).
The password is read from the sealed ``TransportCredential`` row by the caller.

Connections are reused (``RelayPool``): a worker keeps a few open sessions per
destination (host, port, TLS settings and login), says RSET before each reuse (which also
proves the session is alive), and closes sessions idle longer than ``idle_seconds``. A
reused session that turns out dead or answers 421 before the final dot is replaced by a
fresh one and the message tried once more on it: nothing can have been taken yet. After
the final dot the rule above holds whatever the session: unconfirmed, never resent.
"""

from __future__ import annotations

import re
import smtplib
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from apps.outbound.services.transports.base import (
    Envelope,
    Outcome,
    RecipientResult,
    Transport,
    all_with,
    from_reply,
)

_LEADING_DOT = re.compile(rb"(?m)^\.")


@dataclass(frozen=True)
class RelayConfig:
    host: str
    port: int = 587
    starttls: bool = True
    implicit_tls: bool = False
    username: str = ""
    password: str = ""
    timeout: float = 60.0
    verify_tls: bool = True
    ca_file: str | None = None
    local_hostname: str | None = None
    # Connection reuse: sessions kept open per destination, and for how long when idle.
    reuse: bool = True
    idle_seconds: float = 30.0
    max_idle: int = 4

    def destination(self) -> RelayConfig:
        """What identifies a session that can be reused: everything but the pool knobs."""
        return replace(self, reuse=True, idle_seconds=0.0, max_idle=0)


def dot_stuffed(raw: bytes) -> bytes:
    """RFC 5321 4.5.2 transparency, CRLF line ends, and the terminating ``.``."""
    data = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n").replace(b"\n", b"\r\n")
    if not data.endswith(b"\r\n"):
        data += b"\r\n"
    return _LEADING_DOT.sub(b"..", data) + b".\r\n"


@dataclass
class _Session:
    conn: smtplib.SMTP
    idle_since: float = field(default_factory=time.monotonic)
    idle_seconds: float = 0.0  # its destination's limit, set at checkin
    messages: int = 0


def _close(conn: smtplib.SMTP) -> None:
    try:
        conn.quit()
    except (OSError, smtplib.SMTPException):
        conn.close()


class RelayPool:
    """Idle SMTP sessions per destination, shared by the threads of one process.

    A session is checked out by one sender at a time (never shared mid-transaction) and
    checked back in only when its conversation ended on a reply we read; sessions idle
    longer than their destination's ``idle_seconds`` are closed at the next checkout or
    checkin of any destination, so an idle worker holds nothing for long."""

    def __init__(self) -> None:
        self._idle: dict[RelayConfig, list[_Session]] = {}
        self._lock = threading.Lock()
        self.opened = 0  # sessions opened since start (a figure for tests and benchmarks)

    def checkout(self, config: RelayConfig) -> _Session | None:
        found, stale = None, self._stale()
        with self._lock:
            sessions = self._idle.get(config.destination(), [])
            if sessions:
                found = sessions.pop()  # the most recently used: the likeliest alive
        for session in stale:
            _close(session.conn)
        return found

    def checkin(self, config: RelayConfig, session: _Session) -> None:
        session.idle_since = time.monotonic()
        session.idle_seconds = config.idle_seconds
        stale = self._stale()
        with self._lock:
            sessions = self._idle.setdefault(config.destination(), [])
            keep = len(sessions) < config.max_idle
            if keep:
                sessions.append(session)
        for old in stale:
            _close(old.conn)
        if not keep:
            _close(session.conn)

    def _stale(self) -> list[_Session]:
        now, stale = time.monotonic(), []
        with self._lock:
            for key, sessions in list(self._idle.items()):
                alive = []
                for s in sessions:
                    (alive if now - s.idle_since <= s.idle_seconds else stale).append(s)
                if alive:
                    self._idle[key] = alive
                else:
                    del self._idle[key]
        return stale

    def close_all(self) -> None:
        with self._lock:
            sessions = [s for group in self._idle.values() for s in group]
            self._idle.clear()
        for session in sessions:
            _close(session.conn)


POOL = RelayPool()


class _Reopen(Exception):
    """A reused session is gone (or said 421) before the final dot: try a fresh one."""


class SmtpRelayTransport(Transport):
    name = "smtp_relay"

    def __init__(self, config: RelayConfig, *, pool: RelayPool = POOL) -> None:
        self.config = config
        self.pool = pool

    def _tls_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(cafile=self.config.ca_file)
        if not self.config.verify_tls:
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
        return context

    def _connect(self) -> smtplib.SMTP:
        c = self.config
        self.pool.opened += 1
        if c.implicit_tls:
            return smtplib.SMTP_SSL(
                c.host,
                c.port,
                local_hostname=c.local_hostname,
                timeout=c.timeout,
                context=self._tls_context(),
            )
        return smtplib.SMTP(c.host, c.port, local_hostname=c.local_hostname, timeout=c.timeout)

    def send(self, envelope: Envelope) -> list[RecipientResult]:
        session = self._reused() if self.config.reuse else None
        if session is not None:
            try:
                results, reusable = self._deliver(session.conn, envelope, reused=True)
            except _Reopen:
                _close(session.conn)
            except (OSError, smtplib.SMTPException) as exc:
                _close(session.conn)
                return self._deferred(envelope, exc)
            else:
                return self._done(session, results, reusable)
        try:
            conn = self._connect()
        except (OSError, smtplib.SMTPException) as exc:
            return all_with(
                envelope, Outcome.DEFERRED, f"connect: {type(exc).__name__}", reason="network"
            )
        try:
            refused = self._open(conn, envelope)
            if refused is not None:
                _close(conn)
                return refused
            results, reusable = self._deliver(conn, envelope, reused=False)
        except (OSError, smtplib.SMTPException) as exc:
            _close(conn)
            return self._deferred(envelope, exc)
        return self._done(_Session(conn), results, reusable)

    def _reused(self) -> _Session | None:
        """An open session to this destination, reset (RSET) for a new transaction."""
        while (session := self.pool.checkout(self.config)) is not None:
            try:
                code, _reply = session.conn.rset()
            except (OSError, smtplib.SMTPException):
                code = 0
            if code == 250:
                return session
            _close(session.conn)  # dead, or a 421: the next one, or a fresh session
        return None

    def _done(
        self, session: _Session, results: list[RecipientResult], reusable: bool
    ) -> list[RecipientResult]:
        session.messages += 1
        if reusable and self.config.reuse:
            self.pool.checkin(self.config, session)
        else:
            _close(session.conn)
        return results

    @staticmethod
    def _deferred(envelope: Envelope, exc: Exception) -> list[RecipientResult]:
        # Anything before the final dot: the relay cannot have taken the message.
        return all_with(
            envelope, Outcome.DEFERRED, f"session: {type(exc).__name__}", reason="network"
        )

    def _open(self, conn: smtplib.SMTP, envelope: Envelope) -> list[RecipientResult] | None:
        """EHLO, STARTTLS and AUTH on a new session; the refusal for every recipient, or None."""
        c = self.config
        conn.ehlo()
        if c.starttls and not c.implicit_tls:
            if not conn.has_extn("starttls"):
                return all_with(
                    envelope,
                    Outcome.DEFERRED,
                    "relay does not offer STARTTLS; not sending in clear",
                    reason="tls_unavailable",
                )
            conn.starttls(context=self._tls_context())
            conn.ehlo()
        if c.username:
            try:
                conn.login(c.username, c.password)
            except smtplib.SMTPAuthenticationError as exc:
                # Our configuration, not the recipient: retry while an operator fixes it.
                return all_with(
                    envelope,
                    Outcome.DEFERRED,
                    f"auth: {exc.smtp_code} refused",
                    reason="auth_failed",
                    code=exc.smtp_code,
                )
        return None

    def _deliver(
        self, conn: smtplib.SMTP, envelope: Envelope, *, reused: bool
    ) -> tuple[list[RecipientResult], bool]:
        """One mail transaction: the outcomes, and whether the session may be reused.

        On a reused session, a 421 or a lost connection before the final dot raises
        ``_Reopen`` (the caller tries once more on a fresh session)."""

        def reply(code: int) -> None:
            if code == 421 and reused:
                raise _Reopen

        try:
            return self._transaction(conn, envelope, reply)
        except (smtplib.SMTPServerDisconnected, ConnectionError) as exc:
            # Raised only before the final dot (after it, _transaction answers unconfirmed).
            if reused:
                raise _Reopen from exc
            raise

    def _transaction(
        self, conn: smtplib.SMTP, envelope: Envelope, check: Callable[[int], None]
    ) -> tuple[list[RecipientResult], bool]:
        options: list[str] = []
        if envelope.smtputf8:
            if not conn.has_extn("smtputf8"):
                return all_with(
                    envelope,
                    Outcome.FAILED,
                    "the relay does not offer SMTPUTF8, which this message needs",
                    reason="smtputf8_unsupported",
                ), True
            options = ["SMTPUTF8", "BODY=8BITMIME"]
        code, reply = conn.mail(envelope.mail_from, options)
        check(code)
        if code >= 400:
            outcome = Outcome.DEFERRED if code < 500 else Outcome.FAILED
            return all_with(
                envelope,
                outcome,
                f"mail: {code} {reply.decode('utf-8', 'replace')}",
                reason="sender_rejected",
                code=code,
            ), code != 421
        results: dict[str, RecipientResult] = {}
        accepted: list[str] = []
        for address in envelope.recipients:
            code, reply = conn.rcpt(address)
            check(code)
            if code in (250, 251):
                accepted.append(address)
            else:
                results[address] = from_reply(address, code, reply, stage="rcpt")
        if not accepted:
            return [results[a] for a in envelope.recipients], code != 421
        code, reply = conn.docmd("data")
        check(code)
        if code != 354:
            for address in accepted:
                results[address] = from_reply(
                    address, code if code >= 400 else 451, reply, stage="data"
                )
            return [results[a] for a in envelope.recipients], code != 421
        conn.send(dot_stuffed(envelope.raw))  # raises before the dot is out: a deferral
        try:
            code, reply = conn.getreply()
        except (TimeoutError, smtplib.SMTPServerDisconnected, OSError) as exc:
            for address in accepted:
                results[address] = RecipientResult(
                    address,
                    Outcome.UNCONFIRMED,
                    diagnostic=f"data: {type(exc).__name__} after the final dot",
                    reason="unconfirmed",
                )
            return [results[a] for a in envelope.recipients], False
        for address in accepted:
            results[address] = from_reply(address, code, reply, stage="data")
        return [results[a] for a in envelope.recipients], code != 421
