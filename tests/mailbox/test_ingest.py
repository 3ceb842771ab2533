"""Filing received mail: durability first, then parsing, threading and events."""

from __future__ import annotations

from email import policy
from email.message import EmailMessage
from email.utils import make_msgid

import pytest

from apps.events.models import Event
from apps.inbound import services as inbound
from apps.inbound.models import InboundMessage
from apps.mailbox import services as mailbox
from apps.mailbox.models import Message, RawBlob, Thread
from tests.conftest import Api
from tests.factories import IdentityFactory


def _mail(
    *,
    to: str,
    subject: str = "Hello",
    body: str = "Hi there",
    sender: str = "alice@example.com",
    message_id: str | None = None,
    in_reply_to: str | None = None,
    references: str | None = None,
) -> bytes:
    # Message-IDs are never folded: a long one must not be turned into an encoded word.
    msg = EmailMessage(policy=policy.default.clone(max_line_length=998))
    msg["From"] = f"Alice <{sender}>"
    msg["To"] = to
    msg["Subject"] = subject
    msg["Message-ID"] = message_id or make_msgid(domain="example.com")
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
    if references:
        msg["References"] = references
    msg.set_content(body)
    return msg.as_bytes()


def _deliver(raw: bytes, *recipients: str) -> InboundMessage:
    staged = inbound.inbound_accept(
        raw=raw,
        mail_from="alice@example.com",
        recipients=list(recipients),
        peer_ip="192.0.2.1",
        helo="mx.example.com",
    )
    inbound.inbound_process(inbound_id=staged.id)
    return staged


@pytest.fixture
def agent(world):
    return IdentityFactory(tenant=world.tenant, primary="agent")


def test_a_delivered_message_is_filed_threaded_and_announced(world, agent):
    raw = _mail(to="agent@agents.pylota.test", body="Can you book a table?\n\n-- \nAlice")
    staged = _deliver(raw, "agent@agents.pylota.test")
    staged.refresh_from_db()
    assert staged.state == "processed"
    message = Message.objects.get(identity=agent)
    assert message.thread.message_count == 1
    assert message.extracted_text.strip() == "Can you book a table?"
    assert mailbox.raw_blob_read(message.raw) == raw
    event = Event.objects.get(type="message.received")
    assert event.data["id"] == message.id
    assert event.data["text_truncated"] is False
    body = Api(world.tenant_key.secret).get(f"/v1/messages/{message.id}").json()
    assert body["from"] == {"name": "Alice", "address": "alice@example.com"}
    assert body["recipient"] == "agent@agents.pylota.test"


def test_a_reply_joins_the_thread_through_in_reply_to(agent):
    first_id = make_msgid(domain="example.com")
    _deliver(_mail(to="agent@agents.pylota.test", message_id=first_id), "agent@agents.pylota.test")
    _deliver(
        _mail(to="agent@agents.pylota.test", subject="Re: Hello", in_reply_to=first_id),
        "agent@agents.pylota.test",
    )
    assert Thread.objects.filter(identity=agent).count() == 1
    assert Thread.objects.get(identity=agent).message_count == 2


def test_a_reply_that_arrives_before_its_parent_is_joined_by_the_parent(agent):
    to = "agent@agents.pylota.test"
    _deliver(_mail(to=to, subject="Re: plan", in_reply_to="<p1@example.com>"), to)
    _deliver(_mail(to=to, subject="Plan", message_id="<p1@example.com>"), to)
    assert Message.objects.filter(identity=agent).values("thread").distinct().count() == 1
    thread = Thread.objects.get(identity=agent)
    assert thread.message_count == 2
    assert thread.subject == "Plan"  # the parent's, now that it is here


def test_orphans_in_two_threads_are_merged_when_their_parent_arrives(agent):
    to = "agent@agents.pylota.test"
    first = _mail(to=to, subject="Re: plan", references="<p2@example.com> <c1@example.com>")
    _deliver(first, to)
    _deliver(
        _mail(to=to, subject="Re: plan", in_reply_to="<p2@example.com>", sender="bo@example.org"),
        to,
    )
    assert Thread.objects.filter(identity=agent).count() in (1, 2)
    _deliver(_mail(to=to, subject="Plan", message_id="<p2@example.com>"), to)
    assert Thread.objects.filter(identity=agent).count() == 1
    thread = Thread.objects.get(identity=agent)
    assert thread.message_count == 3
    assert {"alice@example.com", "bo@example.org"} <= set(thread.participants)


def test_siblings_answering_a_parent_we_never_saw_share_a_thread(agent):
    to = "agent@agents.pylota.test"
    _deliver(_mail(to=to, subject="Re: lunch", in_reply_to="<never@example.com>"), to)
    _deliver(
        _mail(
            to=to, subject="Re: lunch", in_reply_to="<never@example.com>", sender="bo@example.org"
        ),
        to,
    )
    assert Thread.objects.filter(identity=agent).count() == 1


def test_a_reply_naming_our_thread_token_threads_even_without_history(agent):
    _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    thread = Thread.objects.get(identity=agent)
    token = mailbox.thread_token_for(thread.id)
    _deliver(
        _mail(
            to="agent@agents.pylota.test",
            subject="totally different",
            in_reply_to=f"<t.{token}@agents.pylota.test>",
        ),
        "agent@agents.pylota.test",
    )
    assert Thread.objects.filter(identity=agent).count() == 1


def test_a_forged_thread_token_does_not_join_a_thread(agent):
    _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    thread = Thread.objects.get(identity=agent)
    token = mailbox.thread_token_for(thread.id)
    forged = token[:-1] + ("a" if token[-1] != "a" else "b")
    _deliver(
        _mail(to="agent@agents.pylota.test", subject="other", in_reply_to=f"<t.{forged}@x>"),
        "agent@agents.pylota.test",
    )
    assert Thread.objects.filter(identity=agent).count() == 2


def test_the_subject_fallback_needs_a_reply_subject_and_a_known_participant(agent):
    _deliver(
        _mail(to="agent@agents.pylota.test", subject="Quarterly numbers"),
        "agent@agents.pylota.test",
    )
    _deliver(
        _mail(to="agent@agents.pylota.test", subject="RE: Quarterly numbers"),
        "agent@agents.pylota.test",
    )
    _deliver(
        _mail(
            to="agent@agents.pylota.test",
            subject="RE: Quarterly numbers",
            sender="mallory@example.net",
        ),
        "agent@agents.pylota.test",
    )
    _deliver(
        _mail(to="agent@agents.pylota.test", subject="Quarterly numbers"),
        "agent@agents.pylota.test",
    )
    counts = sorted(Thread.objects.filter(identity=agent).values_list("message_count", flat=True))
    assert counts == [1, 1, 2]


def test_one_message_for_two_identities_is_stored_once_and_filed_twice(world, agent):
    other = IdentityFactory(tenant=world.tenant, primary="second")
    raw = _mail(to="agent@agents.pylota.test, second@agents.pylota.test")
    _deliver(raw, "agent@agents.pylota.test", "second@agents.pylota.test")
    assert RawBlob.objects.count() == 1
    assert Message.objects.filter(identity=agent).count() == 1
    assert Message.objects.filter(identity=other).count() == 1


def test_two_addresses_of_one_identity_make_one_message(world, agent):
    from apps.identities.services import address_create
    from pylota.core.principal import Actor

    address_create(actor=Actor(user="t"), identity=agent, local_part="alias")
    _deliver(
        _mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test", "alias@agents.pylota.test"
    )
    assert Message.objects.filter(identity=agent).count() == 1


def test_the_same_message_delivered_twice_is_filed_once(agent):
    raw = _mail(to="agent@agents.pylota.test")
    _deliver(raw, "agent@agents.pylota.test")
    _deliver(raw, "agent@agents.pylota.test")
    assert Message.objects.filter(identity=agent).count() == 1
    assert Event.objects.filter(type="message.received").count() == 1


def test_processing_twice_is_harmless(agent):
    staged = _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    InboundMessage.objects.filter(pk=staged.pk).update(state="staged")
    assert inbound.inbound_process(inbound_id=staged.id) == 0
    assert Message.objects.filter(identity=agent).count() == 1


def test_the_sweep_purges_mail_a_lost_task_left_behind(world, agent):
    from datetime import timedelta

    from django.utils import timezone

    from apps.identities.services import identity_delete
    from apps.mailbox import services as mailbox_services
    from pylota.core.principal import Actor

    _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    identity_delete(actor=Actor(user="t"), identity=agent)  # its callbacks never run
    assert mailbox_services.mailbox_purge_sweep() == 0  # too recent: the task may yet run
    type(agent).objects.filter(pk=agent.pk).update(deleted_at=timezone.now() - timedelta(hours=1))
    assert mailbox_services.mailbox_purge_sweep() == 1
    assert not Message.objects.filter(identity=agent).exists()


def test_plus_tags_are_recorded(agent):
    _deliver(_mail(to="agent+invoices@agents.pylota.test"), "agent+invoices@agents.pylota.test")
    assert Message.objects.get(identity=agent).plus_tag == "invoices"


def test_malformed_mail_is_still_stored_and_readable_as_raw(world, agent):
    raw = b'From: broken\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nno end'
    _deliver(raw, "agent@agents.pylota.test")
    message = Message.objects.get(identity=agent)
    assert message.defects
    response = Api(world.tenant_key.secret).get(f"/v1/messages/{message.id}/raw")
    assert response.content == raw


def test_a_deleted_identity_gets_nothing_and_its_mail_is_purged(
    world, agent, django_capture_on_commit_callbacks
):
    from apps.identities.services import identity_delete
    from pylota.core.principal import Actor

    _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    blob = Message.objects.get(identity=agent).raw
    # identity.deleted is dispatched after commit; the mailbox's consumer queues the purge.
    with django_capture_on_commit_callbacks(execute=True):
        identity_delete(actor=Actor(user="t"), identity=agent)
    assert not Message.objects.filter(identity=agent).exists()
    assert not Thread.objects.filter(identity=agent).exists()
    assert not RawBlob.objects.filter(pk=blob.pk).exists()
    staged = _deliver(_mail(to="agent@agents.pylota.test"), "agent@agents.pylota.test")
    assert inbound.inbound_process(inbound_id=staged.id) == 0


def test_the_sweep_requeues_staged_mail_that_was_never_processed(agent, monkeypatch, queued_tasks):
    # the task is lost (queued_tasks records it instead)
    staged = inbound.inbound_accept(
        raw=_mail(to="agent@agents.pylota.test"),
        mail_from="a@example.com",
        recipients=["agent@agents.pylota.test"],
        peer_ip=None,
        helo="h",
    )
    monkeypatch.undo()
    assert inbound.inbound_sweep(older_than_seconds=0) == 1
    staged.refresh_from_db()
    assert staged.state == "processed"
    assert Message.objects.filter(identity=agent).count() == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_replies_never_split_a_thread(world, monkeypatch, queued_tasks):
    """Eight replies to a parent we never received, filed at once, share one thread."""
    import threading

    from django.db import connection

    agent = IdentityFactory(tenant=world.tenant, primary="agent")
    # queued_tasks holds the tasks: the test files them below
    staged = [
        inbound.inbound_accept(
            raw=_mail(
                to="agent@agents.pylota.test",
                subject=f"Re: plan {n}",
                in_reply_to="<root@example.com>",
                references="<root@example.com>",
            ),
            mail_from="a@example.com",
            recipients=["agent@agents.pylota.test"],
            peer_ip=None,
            helo="h",
        )
        for n in range(8)
    ]
    barrier = threading.Barrier(len(staged))

    def work(inbound_id: str) -> None:
        try:
            barrier.wait()
            inbound.inbound_process(inbound_id=inbound_id)
        finally:
            connection.close()

    threads = [threading.Thread(target=work, args=(s.id,)) for s in staged]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert Message.objects.filter(identity=agent).count() == 8
    assert Thread.objects.filter(identity=agent).count() == 1
    assert Thread.objects.get(identity=agent).message_count == 8
