"""An SMTP sink on loopback (aiosmtpd) whose behaviour is chosen by the recipient's local part.

``rcpt4xx@`` / ``rcpt5xx@``: 450/550 at RCPT; ``data4xx@`` / ``data5xx@``: 451/554 after DATA;
``drop@``: the connection is cut after the final dot, before any reply; ``stall@``: no reply
for ``stall_seconds``. Anything else is accepted and kept in ``messages``. Optional STARTTLS
(a self-signed certificate made on the fly) and AUTH PLAIN/LOGIN with one user.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import socket
import ssl
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


@dataclass
class Received:
    mail_from: str
    rcpt_tos: list[str]
    data: bytes
    mail_options: list[str]


@dataclass
class SinkHandler:
    stall_seconds: float = 3.0
    messages: list[Received] = field(default_factory=list)
    sessions: int = 0

    async def handle_EHLO(self, server, session, envelope, hostname, responses):
        self.sessions += 1
        session.host_name = hostname
        return responses

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        local = address.split("@")[0]
        if local == "rcpt4xx":
            return "450 4.2.1 mailbox busy, try later"
        if local == "rcpt5xx":
            return "550 5.1.1 no such user here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        locals_ = {a.split("@")[0] for a in envelope.rcpt_tos}
        if "data4xx" in locals_:
            return "451 4.3.0 local problem, try later"
        if "data5xx" in locals_:
            return "554 5.7.1 message refused as spam"
        if "drop" in locals_:
            server.transport.abort()
            return "250 never seen"
        if "stall" in locals_:
            await asyncio.sleep(self.stall_seconds)
        self.messages.append(
            Received(
                envelope.mail_from,
                list(envelope.rcpt_tos),
                envelope.original_content,
                list(envelope.mail_options),
            )
        )
        return "250 2.0.0 queued"


def self_signed(directory: Path) -> tuple[Path, Path]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=1))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "cert.pem", directory / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


@dataclass
class Sink:
    host: str
    port: int
    handler: SinkHandler
    cert_path: Path | None = None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def running_sink(*, tls: bool = False, user: tuple[str, str] | None = None, stall: float = 3.0):
    handler = SinkHandler(stall_seconds=stall)
    kwargs: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        cert_path = None
        if tls:
            cert_path, key_path = self_signed(Path(tmp))
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(cert_path, key_path)
            kwargs.update(tls_context=context, require_starttls=True)
        if user:

            def authenticator(server, session, envelope, mechanism, auth_data):
                ok = (
                    isinstance(auth_data, LoginPassword)
                    and (auth_data.login.decode(), auth_data.password.decode()) == user
                )
                return AuthResult(success=ok, handled=False)

            # Only PLAIN: aiosmtpd 1.4 stalls on a second mechanism after a failed first one.
            kwargs.update(
                authenticator=authenticator,
                auth_required=True,
                auth_exclude_mechanism=["LOGIN"],
                auth_require_tls=tls,
            )
        port = free_port()
        controller = Controller(handler, hostname="127.0.0.1", port=port, **kwargs)
        controller.start()
        try:
            yield Sink("127.0.0.1", port, handler, cert_path)
        finally:
            controller.stop()
