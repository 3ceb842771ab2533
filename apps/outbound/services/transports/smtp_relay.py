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
"""

from __future__ import annotations

import re
import smtplib
import ssl
from dataclasses import dataclass

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


def dot_stuffed(raw: bytes) -> bytes:
    """RFC 5321 4.5.2 transparency, CRLF line ends, and the terminating ``.``."""
    data = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n").replace(b"\n", b"\r\n")
    if not data.endswith(b"\r\n"):
        data += b"\r\n"
    return _LEADING_DOT.sub(b"..", data) + b".\r\n"


class SmtpRelayTransport(Transport):
    name = "smtp_relay"

    def __init__(self, config: RelayConfig) -> None:
        self.config = config

    def _tls_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(cafile=self.config.ca_file)
        if not self.config.verify_tls:
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
        return context

    def _connect(self) -> smtplib.SMTP:
        c = self.config
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
        try:
            conn = self._connect()
        except (OSError, smtplib.SMTPException) as exc:
            return all_with(
                envelope, Outcome.DEFERRED, f"connect: {type(exc).__name__}", reason="network"
            )
        try:
            return self._transaction(conn, envelope)
        except (OSError, smtplib.SMTPException) as exc:
            # Anything before the final dot: the relay cannot have taken the message.
            return all_with(
                envelope, Outcome.DEFERRED, f"session: {type(exc).__name__}", reason="network"
            )
        finally:
            try:
                conn.quit()
            except (OSError, smtplib.SMTPException):
                conn.close()

    def _transaction(self, conn: smtplib.SMTP, envelope: Envelope) -> list[RecipientResult]:
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
        options: list[str] = []
        if envelope.smtputf8:
            if not conn.has_extn("smtputf8"):
                return all_with(
                    envelope,
                    Outcome.FAILED,
                    "the relay does not offer SMTPUTF8, which this message needs",
                    reason="smtputf8_unsupported",
                )
            options = ["SMTPUTF8", "BODY=8BITMIME"]
        code, reply = conn.mail(envelope.mail_from, options)
        if code >= 400:
            outcome = Outcome.DEFERRED if code < 500 else Outcome.FAILED
            return all_with(
                envelope,
                outcome,
                f"mail: {code} {reply.decode('utf-8', 'replace')}",
                reason="sender_rejected",
                code=code,
            )
        results: dict[str, RecipientResult] = {}
        accepted: list[str] = []
        for address in envelope.recipients:
            code, reply = conn.rcpt(address)
            if code in (250, 251):
                accepted.append(address)
            else:
                results[address] = from_reply(address, code, reply, stage="rcpt")
        if not accepted:
            conn.rset()
            return [results[a] for a in envelope.recipients]
        code, reply = conn.docmd("data")
        if code != 354:
            for address in accepted:
                results[address] = from_reply(
                    address, code if code >= 400 else 451, reply, stage="data"
                )
            return [results[a] for a in envelope.recipients]
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
            return [results[a] for a in envelope.recipients]
        for address in accepted:
            results[address] = from_reply(address, code, reply, stage="data")
        return [results[a] for a in envelope.recipients]
