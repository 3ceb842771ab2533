"""The smarthost transport against a real SMTP conversation on loopback, failures injected."""

from __future__ import annotations

import shutil

import pytest

from apps.outbound.services.transports import Envelope, Outcome
from apps.outbound.services.transports.smtp_relay import (
    RelayConfig,
    SmtpRelayTransport,
    dot_stuffed,
)
from tests.outbound.sink import running_sink

RAW = (
    b"From: a@agents.pylota.test\r\nTo: x@example.com\r\nSubject: hi\r\n"
    b"Message-ID: <1@agents.pylota.test>\r\n\r\nline\r\n.starts with a dot\r\n"
)


def _envelope(*locals_: str, smtputf8: bool = False) -> Envelope:
    return Envelope(
        message_id="msg_x",
        mail_from="bounce+x@agents.pylota.test",
        recipients=tuple(f"{local}@example.com" for local in locals_),
        raw=RAW,
        smtputf8=smtputf8,
    )


def _transport(sink, **kw) -> SmtpRelayTransport:
    config = {"host": sink.host, "port": sink.port, "starttls": False, "timeout": 5.0, **kw}
    return SmtpRelayTransport(RelayConfig(**config))


def _by_local(results) -> dict[str, tuple[Outcome, int | None]]:
    return {r.address.split("@")[0]: (r.outcome, r.smtp_code) for r in results}


def test_it_delivers_with_per_recipient_rcpt_outcomes():
    with running_sink() as sink:
        results = _transport(sink).send(_envelope("ok", "rcpt4xx", "rcpt5xx"))
    assert _by_local(results) == {
        "ok": (Outcome.DELIVERED, 250),
        "rcpt4xx": (Outcome.DEFERRED, 450),
        "rcpt5xx": (Outcome.BOUNCED, 550),
    }
    bounced = next(r for r in results if r.outcome == Outcome.BOUNCED)
    assert bounced.hard
    assert bounced.enhanced_status == "5.1.1"
    [received] = sink.handler.messages
    assert received.rcpt_tos == ["ok@example.com"]
    assert received.mail_from == "bounce+x@agents.pylota.test"
    assert received.data.replace(b"\r\n", b"\n") == RAW.replace(b"\r\n", b"\n")  # dot unstuffed


@pytest.mark.parametrize(
    ("local", "outcome", "code"),
    [("data4xx", Outcome.DEFERRED, 451), ("data5xx", Outcome.BOUNCED, 554)],
)
def test_a_refusal_after_data_applies_to_every_accepted_recipient(local, outcome, code):
    with running_sink() as sink:
        results = _transport(sink).send(_envelope(local, "ok"))
    assert {r.outcome for r in results} == {outcome}
    assert {r.smtp_code for r in results} == {code}
    assert not any(r.hard for r in results)  # 5.7.1 is policy: the mailbox exists


def test_a_connection_lost_after_the_final_dot_is_unconfirmed():
    with running_sink() as sink:
        results = _transport(sink).send(_envelope("drop"))
    assert results[0].outcome == Outcome.UNCONFIRMED


def test_a_stall_after_the_final_dot_is_unconfirmed():
    with running_sink(stall=3.0) as sink:
        results = _transport(sink, timeout=1.0).send(_envelope("stall"))
    assert results[0].outcome == Outcome.UNCONFIRMED


def test_a_relay_that_is_down_defers():
    with running_sink() as sink:
        port = sink.port
    results = SmtpRelayTransport(RelayConfig("127.0.0.1", port, starttls=False, timeout=2)).send(
        _envelope("ok")
    )
    assert results[0].outcome == Outcome.DEFERRED
    assert results[0].reason == "network"


def test_starttls_and_auth_are_used():
    with running_sink(tls=True, user=("relay-user", "s3cret")) as sink:
        transport = _transport(
            sink,
            starttls=True,
            username="relay-user",
            password="s3cret",
            ca_file=str(sink.cert_path),
        )
        transport.config = RelayConfig(**{**transport.config.__dict__, "host": "localhost"})
        results = transport.send(_envelope("ok"))
        wrong = _transport(
            sink, starttls=True, username="relay-user", password="nope", verify_tls=False
        ).send(_envelope("ok"))
    assert results[0].outcome == Outcome.DELIVERED, results[0].diagnostic
    assert wrong[0].outcome == Outcome.DEFERRED
    assert wrong[0].reason == "auth_failed"
    assert len(sink.handler.messages) == 1


def test_it_refuses_to_send_in_clear_when_starttls_is_missing():
    with running_sink() as sink:
        results = _transport(sink, starttls=True).send(_envelope("ok"))
    assert results[0].outcome == Outcome.DEFERRED
    assert results[0].reason == "tls_unavailable"
    assert not sink.handler.messages


def test_smtputf8_is_required_of_the_relay_when_needed():
    with running_sink() as sink:
        results = _transport(sink).send(_envelope("ok", smtputf8=True))
    # aiosmtpd offers SMTPUTF8: the message goes with the option set
    assert results[0].outcome == Outcome.DELIVERED
    assert "SMTPUTF8" in sink.handler.messages[0].mail_options


def test_dot_stuffing_and_line_ends():
    assert dot_stuffed(b"a\n.b\r\n..c") == b"a\r\n..b\r\n...c\r\n.\r\n"


@pytest.mark.skipif(not shutil.which("smtp-sink"), reason="Postfix's smtp-sink is not installed")
def test_postfix_smtp_sink_variant():
    import os
    import socket
    import subprocess
    import time

    from tests.outbound.sink import free_port

    port = free_port()
    as_root = ["-u", "nobody"] if os.geteuid() == 0 else []  # smtp-sink refuses to run as root
    proc = subprocess.Popen(["smtp-sink", *as_root, f"127.0.0.1:{port}", "10"])
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, "smtp-sink exited"
                time.sleep(0.05)
        transport = SmtpRelayTransport(RelayConfig("127.0.0.1", port, starttls=False, timeout=5))
        assert transport.send(_envelope("ok"))[0].outcome == Outcome.DELIVERED
    finally:
        proc.terminate()
        proc.wait(5)
