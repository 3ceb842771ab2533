"""The demo mail of `make run` (README: "Dinner on Friday") is triaged on its way in: it
arrives through the real ingest pipeline, the outbox consumer queues the triage, and the
message then carries its triage and the triage labels."""

from __future__ import annotations

from email.message import EmailMessage
from email.utils import make_msgid

from apps.inbound import services as inbound
from apps.mailbox.models import Message
from apps.ops.services import demo_bootstrap
from apps.triage import tasks as triage_tasks
from pylota.core.principal import Actor


def test_the_readme_demo_mail_is_triaged_through_the_pipeline(db, settings, dispatch):
    settings.PM_DNS_NAMESERVERS = ["none"]
    demo = demo_bootstrap(actor=Actor(user="system:bootstrap"))
    msg = EmailMessage()
    msg["From"] = "someone@example.org"
    msg["To"] = demo.address
    msg["Subject"] = "Dinner on Friday"
    msg["Message-ID"] = make_msgid(domain="example.org")
    msg.set_content("Can you book a table for two at 8?")
    staged = inbound.inbound_accept(
        raw=msg.as_bytes(),
        mail_from="someone@example.org",
        recipients=[demo.address],
        peer_ip="192.0.2.7",
        helo="mx.example.org",
    )
    inbound.inbound_process(inbound_id=staged.id)
    message = Message.objects.get(identity=demo.identity)
    assert message.quarantine_state == Message.QuarantineState.NONE, message.quarantine_reasons

    assert dispatch() == [message.id]  # message.received → triage.message (queue index)
    for message_id in dispatch.last:
        triage_tasks.triage_message.run(message_id)

    message.refresh_from_db()
    assert message.triage["status"] == "done"
    assert message.needs_reply is True
    assert "triage:needs-reply" in message.labels
    assert f"triage:{message.category}" in message.labels
