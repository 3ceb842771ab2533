"""No mail lost (NFR-REL-1): every message that got 250 is found exactly once after recovery;
when the database or storage is down the server answers 451, never 250."""

from __future__ import annotations

import errno
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
import pytest
from celery.exceptions import Retry
from django.conf import settings
from django.db import OperationalError, connection
from psycopg import sql

from apps.inbound import services, tasks
from apps.inbound.api import smtp
from apps.inbound.models import InboundMessage
from apps.mailbox import services as mailbox_services
from apps.mailbox.models import Message, RawBlob
from apps.mailbox.services import blobs
from tests.inbound.helpers import (
    Mailbox,
    RunningServer,
    deliver,
    eventually,
    make_message,
    queued_id,
    quit_quietly,
)
from tests.workers import start_celery_worker

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db(transaction=True)


@contextmanager
def database_refusing_connections() -> Iterator[None]:
    """The test database really goes away for everyone but this test's own connection.

    New connections are refused and every other session is terminated, so the SMTP server's
    and the workers' next query fails with OperationalError, as in an outage.
    """
    name = connection.settings_dict["NAME"]
    db = settings.DATABASES["default"]
    # A database cannot lock itself out: the switch is thrown from the maintenance database.
    with psycopg.connect(
        dbname="postgres",
        user=db["USER"],
        host=db["HOST"],
        port=db["PORT"] or None,
        autocommit=True,
    ) as admin:
        admin.execute(
            sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS false").format(sql.Identifier(name))
        )
        try:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            yield
        finally:
            admin.execute(
                sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS true").format(sql.Identifier(name))
            )


def found_once_through_the_api(mailbox: Mailbox, raws: list[bytes]) -> bool:
    """Each of ``raws`` is exactly one message in the mailbox, and nothing else is."""
    listed = mailbox.messages()
    stored = sorted(mailbox.raw(message["id"]) for message in listed)
    return stored == sorted(raws)


def test_it_answers_451_and_stores_nothing_while_the_database_is_down(smtp_server, mailbox):
    raw = make_message(to=mailbox.address, subject="Sent during an outage")
    client = smtp_server.connect()
    try:
        client.ehlo()
        client.mail("alice@example.org")
        assert client.rcpt(mailbox.address)[0] == 250
        with database_refusing_connections():
            code, reply = client.data(raw)
            assert (code, reply[:5]) == (451, b"4.3.0")
            # Recipients cannot be checked either: 451 rather than a wrong 550.
            client.mail("alice@example.org")
            assert client.rcpt(mailbox.address)[0] == 451
        client.rset()
    finally:
        quit_quietly(client)
    assert not InboundMessage.objects.exists()
    assert not RawBlob.objects.exists()

    # The sender keeps the message and retries once we are back.
    code, _ = deliver(smtp_server, raw, to=[mailbox.address])

    assert code == 250
    assert found_once_through_the_api(mailbox, [raw])


def test_it_answers_451_and_stores_nothing_when_storage_fails(
    smtp_server, mailbox, media, monkeypatch
):
    def disk_full(name: str, data: bytes) -> str:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(blobs, "write_durably", disk_full)

    code, reply = deliver(smtp_server, make_message(to=mailbox.address), to=[mailbox.address])

    assert (code, reply[:5]) == (451, "4.3.0")
    assert not InboundMessage.objects.exists()
    assert not RawBlob.objects.exists()
    assert not media.exists() or not any(path.is_file() for path in media.rglob("*"))


def test_it_answers_451_and_keeps_no_staging_row_when_the_commit_fails(
    smtp_server, mailbox, monkeypatch
):
    """The blob is written, then the staging row cannot be: the whole accept rolls back."""

    def insert_fails(rows, **options):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(InboundMessage.objects, "bulk_create", insert_fails)

    code, _ = deliver(smtp_server, make_message(to=mailbox.address), to=[mailbox.address])

    assert code == 451
    assert not RawBlob.objects.exists()


def test_a_task_that_raises_once_files_the_message_exactly_once(
    smtp_server, mailbox, monkeypatch, queued_tasks
):
    queued = queued_tasks.setdefault("inbound.process", [])  # the worker is played below
    store = mailbox_services.message_store_inbound
    calls = []

    def store_fails_first(**arguments):
        calls.append(arguments["inbound_id"])
        if len(calls) == 1:
            raise OperationalError("could not serialize access")
        return store(**arguments)

    monkeypatch.setattr(mailbox_services, "message_store_inbound", store_fails_first)
    raw = make_message(to=mailbox.address)
    code, reply = deliver(smtp_server, raw, to=[mailbox.address])
    assert code == 250
    assert queued == [queued_id(reply)]

    # As a worker runs it: the first attempt raises, Celery runs the retry.
    tasks.inbound_process.apply(args=queued, throw=False)

    inbound = InboundMessage.objects.get(pk=queued_id(reply))
    assert len(calls) == 2
    assert (inbound.state, inbound.attempts, inbound.last_error) == ("processed", 2, "")
    assert found_once_through_the_api(mailbox, [raw])


def test_staged_mail_is_filed_exactly_once_after_the_database_comes_back(
    smtp_server, mailbox, monkeypatch, queued_tasks
):
    # The broker is down too, so nothing is processed until the sweep runs.
    queued = queued_tasks.setdefault("inbound.process", [])
    raws = [make_message(to=mailbox.address, subject=f"Before the outage {n}") for n in range(3)]
    for raw in raws:
        assert deliver(smtp_server, raw, to=[mailbox.address])[0] == 250
    late = make_message(to=mailbox.address, subject="During the outage")
    failures: list[BaseException] = []

    with database_refusing_connections():
        client = smtp_server.connect()
        try:
            client.ehlo()
            client.mail("alice@example.org")
            assert client.rcpt(mailbox.address)[0] == 451  # the sender will try again
        finally:
            quit_quietly(client)
        # A worker picks the staged messages up while the database is away: every attempt fails.
        attempts = [
            threading.Thread(target=_process_catching, args=(inbound_id, failures))
            for inbound_id in queued
        ]
        for attempt in attempts:
            attempt.start()
        for attempt in attempts:
            attempt.join(30)

    assert len(failures) == 3
    # Each attempt fails and asks Celery for a retry (eagerly, Retry is what surfaces).
    assert all(isinstance(failure, OperationalError | Retry) for failure in failures)
    assert InboundMessage.objects.filter(state="staged").count() == 3
    monkeypatch.undo()  # the broker is back (the tests' Celery runs tasks eagerly)
    assert deliver(smtp_server, late, to=[mailbox.address])[0] == 250  # the sender's retry

    assert services.inbound_sweep(older_than_seconds=0) == 3
    assert not InboundMessage.objects.filter(state="staged").exists()
    assert found_once_through_the_api(mailbox, [*raws, late])


def _process_catching(inbound_id: str, failures: list[BaseException]) -> None:
    try:
        tasks.inbound_process.apply(args=[inbound_id], throw=True)
    except BaseException as exc:
        failures.append(exc)


# --- a real worker, killed mid-ingest ------------------------------------------------------


def _start_worker(media: Path) -> subprocess.Popen:
    return start_celery_worker(queues="inbound", env={"PM_MEDIA_DIR": str(media)})


def _ingest_waiting_on_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
        return cursor.fetchone()[0] > 0


def _stop(worker: subprocess.Popen) -> str:
    if worker.poll() is None:
        worker.terminate()
        try:
            worker.wait(10)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait(10)
    return worker.stdout.read().decode(errors="replace")[-3000:]


@pytest.mark.slow
# Real workers share the test run's broker folder across xdist processes: keep them apart.
@pytest.mark.xdist_group("real-celery-worker")
def test_a_worker_killed_mid_ingest_loses_nothing(smtp_server: RunningServer, mailbox, media):
    from pylota.celery import app

    raws = [make_message(to=mailbox.address, subject=f"Mid-ingest {n}") for n in range(3)]
    app.conf.task_always_eager = False
    first = second = None
    try:
        # Hold the identity's ingest lock, so the worker blocks inside message_store_inbound.
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_advisory_lock(hashtextextended(%s, 0))", [mailbox.identity.id]
            )
        for raw in raws:
            assert deliver(smtp_server, raw, to=[mailbox.address])[0] == 250
        first = _start_worker(media)
        if not eventually(_ingest_waiting_on_a_lock, timeout=30):
            pytest.fail(f"the worker never reached the ingest lock:\n{_stop(first)}")

        first.send_signal(signal.SIGKILL)
        first.wait(10)
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_advisory_unlock(hashtextextended(%s, 0))", [mailbox.identity.id]
            )
        assert InboundMessage.objects.filter(state="staged").count() == 3

        # A new worker drains what is left in the queue; the sweep re-queues what the dead one
        # had taken (and, racing the new worker, the others too: ingest is idempotent).
        second = _start_worker(media)
        assert services.inbound_sweep(older_than_seconds=0) == 3
        if not eventually(
            lambda: not InboundMessage.objects.filter(state="staged").exists(), timeout=60
        ):
            pytest.fail(f"staged mail was not filed after the sweep:\n{_stop(second)}")
    finally:
        app.conf.task_always_eager = True
        for worker in (first, second):
            if worker is not None:
                _stop(worker)
        _purge_inbound_queue(app)

    assert found_once_through_the_api(mailbox, raws)
    assert Message.objects.count() == 3


def _purge_inbound_queue(app) -> None:
    """Leave no task of ours in the shared test broker for a later worker to find."""
    with app.connection_for_write() as conn:
        conn.default_channel.queue_purge("inbound")


def test_an_accept_slower_than_its_deadline_answers_451_and_the_retry_is_stored_once(
    start_smtp, mailbox
):
    """The ambiguous case: we answer 451, the slow accept commits anyway, the sender retries."""
    finished = threading.Event()

    def slow_first_accept(**arguments):
        if finished.is_set():
            return services.inbound_accept(**arguments)
        time.sleep(2.5)
        try:
            return services.inbound_accept(**arguments)
        finally:
            finished.set()

    # The deadline also bounds the retry's accept (which files the message in place here,
    # tasks being eager): it must be short beside the first accept's sleep, not tight.
    limits = smtp.Limits(accept_timeout_seconds=1.5)
    server = start_smtp(handler=smtp.InboundHandler(limits, accept=slow_first_accept))
    raw = make_message(to=mailbox.address)

    code, _ = deliver(server, raw, to=[mailbox.address])
    assert code == 451
    assert finished.wait(10)
    assert deliver(server, raw, to=[mailbox.address])[0] == 250

    assert InboundMessage.objects.count() == 2  # two deliveries taken responsibility for ...
    assert found_once_through_the_api(mailbox, [raw])  # ... one message
