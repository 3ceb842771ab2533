"""Group commit (ADR 0021): messages that arrive together share one COMMIT, and none of
them hears 250 before that COMMIT; the tasks queued for a batch still file every message."""

from __future__ import annotations

import signal
import smtplib
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from django.db import connection

from apps.inbound import services, tasks
from apps.inbound.api import smtp
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Message, RawBlob
from apps.mailbox.services import blobs
from tests.inbound.helpers import deliver, eventually, make_message, queued_id, quit_quietly
from tests.workers import process_environment

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db(transaction=True)


def _deliver_all(server, raws: list[bytes], to: str) -> list[tuple[int, str]]:
    """Each message on a session of its own, all at once; the replies to DATA, in order."""
    replies: list[tuple[int, str] | None] = [None] * len(raws)

    def one(n: int) -> None:
        replies[n] = deliver(server, raws[n], to=[to])

    threads = [threading.Thread(target=one, args=(n,)) for n in range(len(raws))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return replies


def _commit_transactions() -> list[str]:
    """The transaction that wrote each staging row (PostgreSQL's xmin), in arrival order."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT xmin::text FROM inbound_inboundmessage ORDER BY received_at")
        return [row[0] for row in cursor.fetchall()]


IN_FLIGHT = smtp.Limits().commit_batches_in_flight


def _held_batches(monkeypatch) -> tuple[threading.Event, threading.Event, list[int]]:
    """The first batches (as many as may run at once) wait, before their transaction, until
    released; every batch's size is recorded."""
    real = services.inbound_accept_batch
    started, release, sizes = threading.Event(), threading.Event(), []
    lock = threading.Lock()

    def accept_batch(*, messages):
        with lock:
            sizes.append(len(messages))
            held = len(sizes) <= IN_FLIGHT
            if len(sizes) == IN_FLIGHT:
                started.set()
        if held:
            assert release.wait(30)
        return real(messages=messages)

    monkeypatch.setattr(services, "inbound_accept_batch", accept_batch)
    return started, release, sizes


def _occupy_every_commit(server, to: str) -> list[threading.Thread]:
    """One message per batch that may run at once, each held in its commit."""
    threads = []
    for n in range(IN_FLIGHT):
        raw = make_message(to=to, subject=f"Occupying {n}")
        thread = threading.Thread(target=deliver, args=(server, raw), kwargs={"to": [to]})
        thread.start()
        threads.append(thread)
        assert eventually(lambda n=n: server.inbound.handler.group.running == n + 1, timeout=30)
    return threads


def test_messages_arriving_while_a_commit_runs_share_the_next_commit(
    start_smtp, mailbox, monkeypatch, queued_tasks
):
    started, release, sizes = _held_batches(monkeypatch)
    server = start_smtp()
    together = [make_message(to=mailbox.address, subject=f"Together {n}") for n in range(4)]
    background = _occupy_every_commit(server, mailbox.address)
    assert started.wait(30)
    replies_box: list = []
    senders = threading.Thread(
        target=lambda: replies_box.append(_deliver_all(server, together, mailbox.address))
    )
    senders.start()
    # All four are waiting for the commit in flight (none has its reply yet).
    assert eventually(lambda: len(server.inbound.handler.group.pending) == 4, timeout=30)
    release.set()
    senders.join(60)
    for thread in background:
        thread.join(60)

    assert [code for code, _ in replies_box[0]] == [250] * 4
    assert sizes == [1] * IN_FLIGHT + [4]
    transactions = _commit_transactions()
    assert len(transactions) == IN_FLIGHT + 4
    assert len(set(transactions[IN_FLIGHT:])) == 1  # one COMMIT for the four
    # Two tasks for the batch of four (two messages each), one for each occupying message.
    assert len(queued_tasks["inbound.process"]) == IN_FLIGHT + 2
    claims = sorted(InboundMessage.objects.values_list("claims", flat=True))
    assert claims == [0, 0] + [1] * IN_FLIGHT + [2, 2]


def test_the_tasks_of_a_batch_file_every_message_of_it_once(
    start_smtp, mailbox, monkeypatch, queued_tasks
):
    started, release, _sizes = _held_batches(monkeypatch)
    server = start_smtp()
    background = _occupy_every_commit(server, mailbox.address)
    assert started.wait(30)
    raws = [make_message(to=mailbox.address, subject=f"Batch {n}") for n in range(5)]
    senders = threading.Thread(target=_deliver_all, args=(server, raws, mailbox.address))
    senders.start()
    assert eventually(lambda: len(server.inbound.handler.group.pending) == 5, timeout=30)
    release.set()
    senders.join(60)
    for thread in background:
        thread.join(60)
    queued = queued_tasks["inbound.process"]
    assert len(queued) == IN_FLIGHT + 2

    # As workers run them: each task files its share, so together they file every message.
    filed = [
        tasks.inbound_process.apply(args=[inbound_id], throw=True).get() for inbound_id in queued
    ]

    assert sorted(filed) == [1] * IN_FLIGHT + [2, 3]
    assert set(InboundMessage.objects.values_list("state", flat=True)) == {"processed"}
    assert Message.objects.count() == IN_FLIGHT + 5


def test_one_failing_message_in_a_batch_costs_only_its_own_451(start_smtp, mailbox, monkeypatch):
    started, release, sizes = _held_batches(monkeypatch)
    server = start_smtp()
    real_write = blobs.write_durably

    def write(name: str, data: bytes) -> str:
        if b"Doomed" in data:
            raise OSError(28, "No space left on device")
        return real_write(name, data)

    monkeypatch.setattr(blobs, "write_durably", write)
    background = _occupy_every_commit(server, mailbox.address)
    assert started.wait(30)
    raws = [
        make_message(to=mailbox.address, subject=subject) for subject in ("Fine", "Doomed", "Ok")
    ]
    replies: list = []
    senders = threading.Thread(
        target=lambda: replies.extend(_deliver_all(server, raws, mailbox.address))
    )
    senders.start()
    assert eventually(lambda: len(server.inbound.handler.group.pending) == 3, timeout=30)
    release.set()
    senders.join(60)
    for thread in background:
        thread.join(60)

    assert sizes == [1] * IN_FLIGHT + [3]
    assert [code for code, _ in replies] == [250, 451, 250]
    staged = set(InboundMessage.objects.values_list("pk", flat=True))
    assert {queued_id(replies[0][1]), queued_id(replies[2][1])} <= staged
    assert len(staged) == IN_FLIGHT + 2  # the occupying messages and the two good ones
    assert RawBlob.objects.count() == IN_FLIGHT + 2


def test_a_failed_commit_answers_451_to_every_message_of_the_batch(
    start_smtp, mailbox, monkeypatch
):
    def commit_fails(*, messages):
        raise ConnectionError("the database went away mid-commit")

    monkeypatch.setattr(services, "inbound_accept_batch", commit_fails)
    server = start_smtp()
    raws = [make_message(to=mailbox.address, subject=f"Lost commit {n}") for n in range(3)]

    replies = _deliver_all(server, raws, mailbox.address)

    assert [code for code, _ in replies] == [451, 451, 451]
    assert not InboundMessage.objects.exists()


@pytest.mark.slow
def test_a_crash_before_the_commit_answers_no_250_and_keeps_nothing(mailbox, media):
    """A real server process is killed while its batch waits to commit: no client hears
    250, and no staging row or blob row survives (the open transaction dies with it)."""
    env = process_environment({"PM_MEDIA_DIR": str(media), "PYTHONUNBUFFERED": "1"})
    process = subprocess.Popen(
        [sys.executable, "manage.py", "smtpd", "--host", "127.0.0.1", "--port", "0"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    replies: list[int | str] = []
    clients: list[threading.Thread] = []
    try:
        banner = process.stdout.readline()
        assert banner.startswith("SMTP listening on 127.0.0.1:"), banner
        port = int(banner.split()[3].rsplit(":", 1)[1])

        def send(n: int) -> None:
            try:
                with smtplib.SMTP("127.0.0.1", port, timeout=60) as client:
                    raw = make_message(to=mailbox.address, subject=f"Before the crash {n}")
                    client.sendmail("alice@example.org", [mailbox.address], raw)
                replies.append(250)  # sendmail raises for anything but 250
            except (smtplib.SMTPException, OSError) as exc:
                replies.append(type(exc).__name__)

        with connection.cursor() as cursor:
            cursor.execute("BEGIN")
            # The staging rows cannot be written until this lock goes: the batch waits
            # inside its transaction, after the blobs' rows and before its COMMIT.
            cursor.execute("LOCK TABLE inbound_inboundmessage IN EXCLUSIVE MODE")
            clients = [threading.Thread(target=send, args=(n,)) for n in range(3)]
            for client in clients:
                client.start()
            assert eventually(_insert_waiting_on_a_lock, timeout=30), process.stdout.read()
            process.send_signal(signal.SIGKILL)
            process.wait(10)
            cursor.execute("ROLLBACK")
        for client in clients:
            client.join(60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)

    assert len(replies) == 3
    assert 250 not in replies
    assert not InboundMessage.objects.exists()
    assert not RawBlob.objects.exists()


def _insert_waiting_on_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation"
            " WHERE c.relname = 'inbound_inboundmessage' AND NOT l.granted"
        )
        return cursor.fetchone()[0] > 0


def test_the_sender_hears_250_before_the_workers_are_woken_and_the_wake_up_still_comes(
    start_smtp, mailbox, monkeypatch, queued_tasks
):
    """The broker's round trip is not part of the sender's wait: the task is queued once
    the batch has its answers, and shutting down waits for it."""
    real_queue, release = services.inbound_queue, threading.Event()

    def held_queue(staged):
        assert release.wait(30)
        real_queue(staged)

    monkeypatch.setattr(services, "inbound_queue", held_queue)
    server = start_smtp()
    client = server.connect()
    try:
        client.ehlo()
        client.mail("alice@example.org")
        assert client.rcpt(mailbox.address)[0] == 250
        code, reply = client.data(make_message(to=mailbox.address, subject="Answered first"))
    finally:
        quit_quietly(client)

    assert code == 250
    assert "inbound.process" not in queued_tasks  # answered while the broker call waits
    assert InboundMessage.objects.get().state == "staged"
    release.set()
    server.settle()
    assert queued_tasks["inbound.process"] == [queued_id(reply.decode())]


def test_the_handler_commits_through_the_group_unless_given_its_own_accept():
    assert smtp.InboundHandler(smtp.Limits()).group.max_batch == smtp.Limits().max_commit_batch
    assert services._claim_shares(1) == [1]
    assert services._claim_shares(5) == [3, 2]
    assert sum(services._claim_shares(64)) == 64
