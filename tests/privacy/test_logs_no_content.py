"""No content in logs (issue item 6): every log line of a full receive (real SMTP on
loopback) → send → webhook → search → erase run, of every logger at DEBUG, carries no
body, subject, address or secret."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest

from apps.mailbox.models import Message
from apps.privacy.models import Erasure
from tests.conftest import Api
from tests.factories import IdentityFactory
from tests.inbound.conftest import smtp_server, start_smtp  # noqa: F401 (fixtures)
from tests.inbound.helpers import RunningServer, deliver, make_message
from tests.webhooks.conftest import Receiver, local_delivery, receiver, receivers  # noqa: F401 (fixtures)

SENDER = "carol.quillfeather@example.org"
SUBJECT_IN = "Zanzibar tangerine ledger 7731"
BODY_IN = "The vault phrase is marmalade-oscillator-4411.\n"
SUBJECT_OUT = "Periwinkle abacus minutes 2208"
BODY_OUT = "Reply text with the word lanternfish-9932 in it."

# LogRecord attributes every record has; anything else came in through ``extra``.
_STANDARD = set(vars(logging.LogRecord("x", logging.INFO, "x", 1, "x", None, None))) | {
    "message",
    "asctime",
}


class _Everything(logging.Handler):
    """Keeps every record of every logger, rendered with its extra fields."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        extra = {k: v for k, v in vars(record).items() if k not in _STANDARD}
        text = record.getMessage()
        if record.exc_info:
            text += "\n" + logging.Formatter().formatException(record.exc_info)
        self.lines.append(
            f"{record.name} {record.levelname} {text} {json.dumps(extra, default=str)}"
        )


@pytest.fixture
def every_log_line() -> Iterator[_Everything]:
    """The root logger at DEBUG, as ``PM_LOG_LEVEL=DEBUG`` sets it: every logger that the
    logging configuration leaves unset logs everything; the levels it sets stay."""
    handler = _Everything()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


@pytest.mark.usefixtures("local_delivery")
def test_a_full_run_logs_no_body_subject_address_or_secret(
    world,
    smtp_server: RunningServer,  # noqa: F811 (the fixture imported above)
    receiver: Receiver,  # noqa: F811
    every_log_line,
):
    api = Api(world.tenant_key.secret)
    inbox = IdentityFactory(tenant=world.tenant, primary="ledger-desk")
    agent = IdentityFactory(tenant=world.tenant, primary="minutes-bot")
    created = api.post("/v1/webhooks", {"url": receiver.url})
    assert created.status_code == 201, created.content
    webhook_secret = created.json()["secret"]

    # Receive: a real SMTP conversation on loopback.
    raw = make_message(to=inbox.primary.address, subject=SUBJECT_IN, body=BODY_IN, sender=SENDER)
    code, _ = deliver(smtp_server, raw, to=[inbox.primary.address], mail_from=SENDER)
    assert code == 250
    received = Message.objects.get(identity=inbox)
    assert received.subject == SUBJECT_IN

    # Send: the agent writes to the inbox (loopback transport, back through inbound).
    sent = api.post(
        f"/v1/identities/{agent.id}/messages",
        {"to": [inbox.primary.address], "subject": SUBJECT_OUT, "text": BODY_OUT},
    )
    assert sent.status_code in (200, 201, 202), sent.content
    assert Message.objects.filter(identity=inbox, subject=SUBJECT_OUT).exists()

    # Webhooks: the receiver got the events, signed.
    assert receiver.requests, "no webhook delivery reached the receiver"

    # Search.
    found = api.get(f"/v1/search?q=marmalade&identity_id={inbox.id}")
    assert found.status_code == 200, found.content

    # Erase the inbox identity.
    erased = api.post("/v1/erasures", {"scope": "identity", "target": inbox.id})
    assert erased.status_code in (201, 202), erased.content
    assert Erasure.objects.get(pk=erased.json()["id"]).state == Erasure.State.COMPLETED
    assert not Message.objects.filter(identity=inbox).exists()

    secrets = [world.tenant_key.secret, webhook_secret]
    needles = {
        "incoming subject": SUBJECT_IN,
        "incoming body": "marmalade-oscillator-4411",
        "outgoing subject": SUBJECT_OUT,
        "outgoing body": "lanternfish-9932",
        "sender address": SENDER,
        "inbox address": inbox.primary.address,
        "agent address": agent.primary.address,
        **{f"secret {i}": secret for i, secret in enumerate(secrets)},
    }
    lines = every_log_line.lines
    assert len(lines) > 10, "the capture saw nothing: the test would prove nothing"
    leaks = {
        what: [line for line in lines if needle.lower() in line.lower()][:3]
        for what, needle in needles.items()
    }
    found = {what: found for what, found in leaks.items() if found}
    assert found == {}, json.dumps(found, indent=1)


def test_the_capture_sees_a_leak_in_a_message_or_in_extra_fields(every_log_line):
    """The check above can fail: a line carrying content, in its text or its extra
    fields, from any logger at any level, is captured."""
    logging.getLogger("apps.somewhere").debug("subject was %s", SUBJECT_IN)
    logging.getLogger("thirdparty.lib").info("sent", extra={"to": SENDER})
    lines = every_log_line.lines
    assert any(SUBJECT_IN in line for line in lines)
    assert any(SENDER in line for line in lines)
