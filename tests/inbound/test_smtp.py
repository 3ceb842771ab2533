"""The SMTP server over a real socket: what it accepts, what it refuses, and what it keeps."""

from __future__ import annotations

import datetime as dt
import ipaddress
import logging
import os
import shutil
import signal
import smtplib
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from apps.identities import services as identity_services
from apps.inbound import services
from apps.inbound.api import smtp
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Message, RawBlob
from pylota.core.principal import Actor
from tests.inbound.helpers import (
    HOSTNAME,
    deliver,
    eventually,
    make_message,
    queued_id,
    quit_quietly,
    read_line,
    stored_files,
)

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db(transaction=True)


def nothing_was_stored(media: Path) -> bool:
    return (
        not InboundMessage.objects.exists()
        and not RawBlob.objects.exists()
        and stored_files(media) == []
    )


def test_it_accepts_mail_for_a_known_address_and_the_api_reads_it_back(smtp_server, mailbox):
    raw = make_message(to=mailbox.address, subject="Quarterly numbers", body="Numbers inside.\n")

    code, reply = deliver(smtp_server, raw, to=[mailbox.address])

    assert code == 250
    assert reply.startswith("2.0.0 OK queued as inb_")
    inbound = InboundMessage.objects.get(pk=queued_id(reply))
    assert inbound.state == InboundMessage.State.PROCESSED
    assert inbound.recipients == [mailbox.address]
    [thread] = mailbox.threads()
    assert thread["subject"] == "Quarterly numbers"
    assert thread["message_count"] == 1
    [listed] = mailbox.messages()
    message = mailbox.message(listed["id"])
    assert message["subject"] == "Quarterly numbers"
    assert message["from"]["address"] == "alice@example.org"
    assert message["recipient"] == mailbox.address
    assert "Numbers inside." in message["text"]
    assert mailbox.raw(message["id"]) == raw


def test_it_rejects_an_unknown_recipient_at_rcpt_before_data(smtp_server, mailbox, media):
    client = smtp_server.connect()
    try:
        client.ehlo()
        assert client.mail("alice@example.org")[0] == 250
        code, reply = client.rcpt("nobody@agents.pylota.test")
        assert (code, reply) == (550, b"5.1.1 No such mailbox here")
        assert client.rcpt("someone@example.com")[0] == 550  # and no relaying elsewhere
        assert client.docmd("DATA")[0] == 503  # no data is taken without a recipient
    finally:
        quit_quietly(client)
    assert nothing_was_stored(media)


def test_it_rejects_the_address_of_a_deleted_identity(smtp_server, mailbox, media):
    identity_services.identity_delete(actor=Actor(user="tests"), identity=mailbox.identity)

    client = smtp_server.connect()
    try:
        with pytest.raises(smtplib.SMTPRecipientsRefused) as refused:
            client.sendmail("alice@example.org", [mailbox.address], make_message(to="x@y.z"))
    finally:
        quit_quietly(client)

    assert refused.value.recipients[mailbox.address][0] == 550
    assert nothing_was_stored(media)


def test_it_answers_452_past_the_recipient_limit_and_delivers_to_the_others(
    start_smtp, make_mailbox
):
    server = start_smtp(limits=smtp.Limits(max_recipients=2))
    first, second, third = make_mailbox("first"), make_mailbox("second"), make_mailbox("third")
    client = server.connect()
    try:
        client.ehlo()
        client.mail("alice@example.org")
        assert client.rcpt(first.address)[0] == 250
        assert client.rcpt(second.address)[0] == 250
        assert client.rcpt(third.address) == (452, b"4.5.3 Too many recipients")
        code, _ = client.data(make_message(to=first.address))
    finally:
        quit_quietly(client)
    server.settle()

    assert code == 250
    assert len(first.messages()) == len(second.messages()) == 1
    assert third.messages() == []


def test_it_advertises_size_8bitmime_and_smtputf8_but_no_starttls_without_a_certificate(
    start_smtp,
):
    server = start_smtp(limits=smtp.Limits(max_message_bytes=123_456))
    client = server.connect()
    try:
        code, greeting = client.ehlo()
        features = dict(client.esmtp_features)
    finally:
        quit_quietly(client)

    assert code == 250
    assert greeting.startswith(HOSTNAME.encode())
    assert features["size"] == "123456"
    assert "8bitmime" in features
    assert "smtputf8" in features
    assert "starttls" not in features


def test_it_refuses_an_oversize_message_with_552_and_stores_nothing(start_smtp, mailbox, media):
    server = start_smtp(limits=smtp.Limits(max_message_bytes=20_000))
    big = make_message(to=mailbox.address, body=("y" * 70 + "\n") * 500)
    client = server.connect()
    try:
        # smtplib declares SIZE on MAIL, so the refusal comes before any data is sent ...
        with pytest.raises(smtplib.SMTPSenderRefused) as declared:
            client.sendmail("alice@example.org", [mailbox.address], big)
        assert declared.value.smtp_code == 552
        client.rset()
        # ... and a client that does not declare it is refused at the end of DATA.
        client.mail("alice@example.org")
        client.rcpt(mailbox.address)
        assert client.data(big) == (552, b"5.3.4 Message too big for system")
        assert nothing_was_stored(media)
        # The connection is still good for a message that fits.
        client.mail("alice@example.org")
        client.rcpt(mailbox.address)
        assert client.data(make_message(to=mailbox.address))[0] == 250
    finally:
        quit_quietly(client)


def test_it_accepts_8bitmime_with_raw_utf8_in_the_body(smtp_server, mailbox):
    raw = (
        "From: alice@example.org\r\n"
        f"To: {mailbox.address}\r\n"
        "Subject: Eight bits\r\n"
        "Message-ID: <8bit@example.org>\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        "Content-Transfer-Encoding: 8bit\r\n"
        "\r\n"
        "Grüße aus Köln — ☕\r\n"
    ).encode()

    code, _ = deliver(smtp_server, raw, to=[mailbox.address], mail_options=("BODY=8BITMIME",))

    assert code == 250
    [message] = mailbox.messages()
    assert "Grüße aus Köln — ☕" in message["text"]
    assert mailbox.raw(message["id"]) == raw


def test_it_accepts_smtputf8_addresses_and_headers(smtp_server, make_mailbox):
    jurgen = make_mailbox("jürgen")
    raw = (
        "From: Zoë <zoë@exämple.org>\r\n"
        f"To: {jurgen.address}\r\n"
        "Subject: Grüße\r\n"
        "Message-ID: <utf8@exämple.org>\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        "Content-Transfer-Encoding: 8bit\r\n"
        "\r\n"
        "Hallo Jürgen\r\n"
    ).encode()

    code, _ = deliver(
        smtp_server,
        raw,
        to=[jurgen.address],
        mail_from="zoë@exämple.org",
        mail_options=("SMTPUTF8", "BODY=8BITMIME"),
    )

    assert code == 250
    inbound = InboundMessage.objects.get()
    assert (inbound.mail_from, inbound.recipients) == ("zoë@exämple.org", [jurgen.address])
    [message] = jurgen.messages()
    assert message["subject"] == "Grüße"
    assert message["from"] == {"name": "Zoë", "address": "zoë@exämple.org"}
    assert message["recipient"] == "jürgen@agents.pylota.test"
    assert jurgen.raw(message["id"]) == raw


def test_plus_addressing_reaches_the_identity_and_records_the_tag(smtp_server, mailbox):
    tagged = mailbox.address.replace("@", "+invoices@")

    code, _ = deliver(smtp_server, make_message(to=tagged), to=[tagged])

    assert code == 250
    [message] = mailbox.messages()
    assert message["plus_tag"] == "invoices"
    assert message["recipient"] == mailbox.address


def test_one_message_for_two_identities_is_stored_once_and_filed_in_both_mailboxes(
    smtp_server, make_mailbox
):
    ops, billing = make_mailbox("ops"), make_mailbox("billing")
    raw = make_message(to=f"{ops.address}, {billing.address}", subject="For both of you")

    code, _ = deliver(smtp_server, raw, to=[ops.address, billing.address])

    assert code == 250
    assert InboundMessage.objects.count() == 1
    assert RawBlob.objects.count() == 1
    [for_ops], [for_billing] = ops.messages(), billing.messages()
    assert for_ops["id"] != for_billing["id"]
    assert for_ops["subject"] == for_billing["subject"] == "For both of you"
    assert ops.raw(for_ops["id"]) == billing.raw(for_billing["id"]) == raw


def test_the_same_message_delivered_twice_is_stored_as_one_message(smtp_server, mailbox):
    raw = make_message(to=mailbox.address, message_id="<once@example.org>")

    first = deliver(smtp_server, raw, to=[mailbox.address])
    second = deliver(smtp_server, raw, to=[mailbox.address])

    assert first[0] == second[0] == 250
    assert queued_id(first[1]) != queued_id(second[1])  # two deliveries taken responsibility for
    [thread] = mailbox.threads()
    assert thread["message_count"] == 1
    assert len(mailbox.messages()) == 1
    assert Message.objects.count() == 1


def test_it_answers_421_to_connections_past_the_per_ip_limit(start_smtp):
    server = start_smtp(limits=smtp.Limits(max_connections_per_ip=2))
    first, second = server.connect(), server.connect()
    try:
        with pytest.raises(smtplib.SMTPConnectError) as refused:
            server.connect()
        assert refused.value.smtp_code == 421
        quit_quietly(first)
        assert eventually(lambda: server.live_sessions() == 1)
        third = server.connect()
        assert third.noop()[0] == 250
        quit_quietly(third)
    finally:
        quit_quietly(first)
        quit_quietly(second)


def test_it_answers_421_past_the_total_connection_limit(start_smtp):
    server = start_smtp(limits=smtp.Limits(max_connections=1))
    first = server.connect()
    try:
        with pytest.raises(smtplib.SMTPConnectError) as refused:
            server.connect()
        assert refused.value.smtp_code == 421
    finally:
        quit_quietly(first)


def test_it_ends_a_connection_after_too_many_messages_with_421(start_smtp, mailbox):
    server = start_smtp(limits=smtp.Limits(max_messages_per_connection=1))
    client = server.connect()
    try:
        client.sendmail("alice@example.org", [mailbox.address], make_message(to=mailbox.address))
        code, reply = client.mail("alice@example.org")
        assert code == 421
        assert reply.startswith(b"4.7.0")
    finally:
        quit_quietly(client)
    assert eventually(lambda: server.live_sessions() == 0)


def test_it_closes_an_idle_session_with_421(start_smtp):
    server = start_smtp(limits=smtp.Limits(timeout_seconds=0.3))
    with server.raw_connection() as sock:
        assert read_line(sock).startswith(b"220 ")
        assert read_line(sock).startswith(b"421 4.4.2")
        assert read_line(sock) == b""  # and the server closed the connection


def test_it_ends_an_overlong_session_with_421(start_smtp):
    server = start_smtp(limits=smtp.Limits(max_session_seconds=0.3))
    client = server.connect()
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # busy all along: only the session cap ends it
            code, reply = client.noop()
            if code != 250:
                break
            time.sleep(0.05)
        assert (code, reply) == (421, b"4.4.2 Session too long, please reconnect")
    finally:
        quit_quietly(client)


def test_a_line_longer_than_the_rfc_limit_is_still_accepted(smtp_server, mailbox):
    raw = (
        f"From: alice@example.org\r\nTo: {mailbox.address}\r\nSubject: One long line\r\n"
        f"Message-ID: <long@example.org>\r\n\r\n{'word ' * 2000}\r\n"
    ).encode()

    code, _ = deliver(smtp_server, raw, to=[mailbox.address])

    assert code == 250
    [message] = mailbox.messages()
    assert mailbox.raw(message["id"]) == raw


def _self_signed_certificate(folder: Path) -> tuple[str, str]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, HOSTNAME)])
    now = dt.datetime.now(dt.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=1))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName(HOSTNAME), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "smtp.crt", folder / "smtp.key"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return str(cert_path), str(key_path)


def test_it_offers_starttls_with_a_certificate_and_delivers_over_tls(start_smtp, mailbox, tmp_path):
    cert, key = _self_signed_certificate(tmp_path)
    server = start_smtp(tls=smtp.tls_context(cert, key))
    client_context = ssl.create_default_context(cafile=cert)
    client = server.connect()
    try:
        client.ehlo()
        assert "starttls" in client.esmtp_features
        assert client.starttls(context=client_context)[0] == 220
        assert client.sock.version() in {"TLSv1.2", "TLSv1.3"}
        client.ehlo()
        assert "starttls" not in client.esmtp_features  # once is enough
        client.sendmail("alice@example.org", [mailbox.address], make_message(to=mailbox.address))
    finally:
        quit_quietly(client)
    server.settle()

    assert len(mailbox.messages()) == 1
    # The encrypted session was one connection, counted once and released once.
    assert eventually(lambda: server.live_sessions() == 0)
    assert not server.inbound.sessions.per_ip


def test_a_plaintext_session_still_delivers_when_tls_is_offered(start_smtp, mailbox, tmp_path):
    cert, key = _self_signed_certificate(tmp_path)
    server = start_smtp(tls=smtp.tls_context(cert, key))

    code, _ = deliver(server, make_message(to=mailbox.address), to=[mailbox.address])

    assert code == 250  # RFC 3207 §4: a public MX must not require STARTTLS


def test_shutdown_says_421_to_idle_sessions_and_lets_a_message_in_data_finish(start_smtp, mailbox):
    entered, release = threading.Event(), threading.Event()

    def slow_accept(**arguments):
        entered.set()
        release.wait(10)
        return services.inbound_accept(**arguments)

    server = start_smtp(handler=smtp.InboundHandler(smtp.Limits(), accept=slow_accept))
    idle = server.raw_connection()
    assert read_line(idle).startswith(b"220 ")
    result: dict[str, tuple[int, str]] = {}
    sender = threading.Thread(
        target=lambda: result.update(
            reply=deliver(server, make_message(to=mailbox.address), to=[mailbox.address])
        )
    )
    sender.start()
    assert entered.wait(10)

    stopping = server.run_in_background(server.inbound.shutdown(grace_seconds=10))

    assert read_line(idle).startswith(b"421 4.3.2")
    with pytest.raises(ConnectionRefusedError):
        server.raw_connection()
    release.set()
    sender.join(10)
    stopping.result(15)
    idle.close()
    code, reply = result["reply"]
    assert code == 250, reply
    assert len(mailbox.messages()) == 1


def test_swaks_delivers_a_message_that_the_api_reads_back(smtp_server, mailbox):
    if shutil.which("swaks") is None:
        pytest.skip("swaks is not installed (apt-get install swaks); CI installs it")

    run = subprocess.run(
        [
            "swaks",
            "--to",
            mailbox.address,
            "--from",
            "swaks@example.org",
            "--server",
            f"{smtp_server.host}:{smtp_server.port}",
            "--helo",
            "client.example.org",
            "--header",
            "Subject: Sent with swaks",
            "--body",
            "Hello from swaks.",
            "--timeout",
            "30",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert run.returncode == 0, run.stdout + run.stderr
    assert "queued as inb_" in run.stdout
    smtp_server.settle()
    [message] = mailbox.messages()
    assert message["subject"] == "Sent with swaks"
    assert "Hello from swaks." in message["text"]
    assert message["from"]["address"] == "swaks@example.org"


@pytest.mark.slow
def test_manage_py_smtpd_serves_and_says_421_on_sigterm(transactional_db):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONUNBUFFERED": "1",
        "DJANGO_SETTINGS_MODULE": "pylota.settings_test",
    }
    process = subprocess.Popen(
        [sys.executable, "manage.py", "smtpd", "--host", "127.0.0.1", "--port", "0"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        banner = process.stdout.readline()
        assert banner.startswith("SMTP listening on 127.0.0.1:"), banner
        port = int(banner.split()[3].rsplit(":", 1)[1])
        client = smtplib.SMTP("127.0.0.1", port, timeout=30)
        assert client.ehlo()[0] == 250

        process.send_signal(signal.SIGTERM)

        assert client.getreply()[0] == 421
        client.close()
        assert process.wait(30) == 0
        assert "SMTP stopped" in process.stdout.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def test_logs_carry_no_address_subject_or_body(smtp_server, mailbox, caplog):
    caplog.set_level(logging.DEBUG)
    raw = make_message(to=mailbox.address, subject="Secret plans", body="The body text.\n")

    assert deliver(smtp_server, raw, to=[mailbox.address])[0] == 250
    client = smtp_server.connect()
    try:
        client.ehlo()
        client.mail("alice@example.org")
        assert client.rcpt("nobody@agents.pylota.test")[0] == 550
    finally:
        quit_quietly(client)

    for secret in (mailbox.address, "alice@example.org", "nobody@", "Secret plans", "body text"):
        assert secret not in caplog.text
