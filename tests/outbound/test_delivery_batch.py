"""A claim of several sends: every recipient's in-flight mark committed before its message
goes out, the outcomes of the batch recorded together, a worker that dies anywhere in the
batch resending nothing it handed over, and a bounded number of queries per batch."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.events import services as event_services
from apps.events.models import Event
from apps.outbound import services
from apps.outbound.models import Recipient, Send
from apps.outbound.services import delivery
from apps.outbound.services.transports import (
    Outcome,
    RecipientResult,
    Transport,
    override_transport,
)
from tests.outbound.conftest import SIM, send_body


class WorkerDied(BaseException):
    """The process ends here: no ``except Exception`` runs, no later commit happens."""


class Recording(Transport):
    """Delivers every recipient and remembers the order messages were handed over."""

    name = "simulator"

    def __init__(self, *, die_on: int | None = None, before=None) -> None:
        self.sent: list[str] = []
        self.die_on = die_on  # the n-th message (1-based) is handed over, then the worker dies
        self.before = before

    def send(self, envelope):
        if self.before is not None:
            self.before(envelope)
        self.sent.append(envelope.message_id)
        if len(self.sent) == self.die_on:
            raise WorkerDied
        return [
            RecipientResult(address, Outcome.DELIVERED, smtp_code=250, diagnostic="data: 250 ok")
            for address in envelope.recipients
        ]


@pytest.fixture
def recording():
    made: list[Recording] = []

    def install(**options) -> Recording:
        transport = Recording(**options)
        override_transport("simulator", transport)
        made.append(transport)
        return transport

    yield install
    override_transport("simulator", None)


def _accepted(api, agent, count: int) -> list[Send]:
    """``count`` sends of one recipient each, accepted for later and then all due now (in
    ID order, the order a claim takes them)."""
    later = (timezone.now() + dt.timedelta(hours=1)).isoformat()
    sends = []
    for i in range(count):
        response = api.post(
            f"/v1/identities/{agent.id}/messages", send_body(to=[f"r{i}@{SIM}"], send_at=later)
        )
        assert response.status_code == 202, response.content
        sends.append(Send.objects.get(message_id=response.json()["id"]))
    Send.objects.filter(pk__in=[s.pk for s in sends]).update(next_attempt_at=timezone.now())
    return sends


def _recipient(send: Send) -> Recipient:
    return Recipient.objects.get(send_id=send.pk)


def _sweep_stale(settings) -> dict:
    Send.objects.filter(status=Send.Status.SENDING).update(
        claimed_at=timezone.now() - dt.timedelta(hours=1)
    )
    settings.PM_SEND_CLAIM_TIMEOUT_SECONDS = 60
    return services.sends_sweep()


def test_every_outcome_of_a_batch_is_recorded_with_its_event_and_one_dispatch_task(
    api, agent, settings, recording, queued_tasks, django_capture_on_commit_callbacks
):
    settings.PM_SEND_CLAIM_BATCH = 5
    sends = _accepted(api, agent, 5)
    transport = recording()
    with django_capture_on_commit_callbacks(execute=True):
        assert services.send_deliver(sends[0].id)
    assert transport.sent == [s.message_id for s in sends]
    for send in sends:
        send.refresh_from_db()
        assert (send.status, send.claimed_at) == ("done", None)
        recipient = _recipient(send)
        assert (recipient.status, recipient.attempts, recipient.smtp_code) == ("delivered", 1, 250)
        assert recipient.unconfirmed_since is None
    events = list(Event.objects.filter(type="message.delivered").order_by("id"))
    assert [e.data["id"] for e in events] == [s.message_id for s in sends]
    assert [e.data["recipient"]["address"] for e in events] == [f"r{i}@{SIM}" for i in range(5)]
    assert {e.tenant_id for e in events} == {agent.tenant_id}
    assert queued_tasks["events.dispatch"] == [[e.id for e in events]]
    # That task hands each event to the consumers once.
    assert event_services.events_dispatch(event_ids=[e.id for e in events]) == 5
    assert event_services.events_dispatch(event_ids=[e.id for e in events]) == 0
    assert not Event.objects.filter(pk__in=[e.id for e in events], dispatched_at=None).exists()


def test_a_worker_that_dies_after_the_data_of_a_whole_batch_resends_none_of_it(
    api, agent, settings, recording, monkeypatch
):
    settings.PM_SEND_CLAIM_BATCH = 4
    sends = _accepted(api, agent, 4)
    transport = recording()

    def dies(**kwargs):
        raise WorkerDied

    monkeypatch.setattr(delivery, "results_record_many", dies)  # before the outcomes' commit
    with pytest.raises(WorkerDied):
        services.send_deliver(sends[0].id)
    monkeypatch.undo()
    assert len(transport.sent) == 4
    for send in sends:  # every message left, no outcome was recorded: all marked in flight
        recipient = _recipient(send)
        assert recipient.status == "pending"
        assert recipient.unconfirmed_since is not None
    assert _sweep_stale(settings)["stale_claims"] == 4
    for send in sends:
        assert _recipient(send).status == "unconfirmed"
        assert not services.send_deliver(send.id)
        send.refresh_from_db()
        assert send.status == "done"
    assert len(transport.sent) == 4  # nothing sent twice


def test_a_worker_that_dies_mid_batch_later_sends_only_what_it_never_handed_over(
    api, agent, settings, recording
):
    settings.PM_SEND_CLAIM_BATCH = 4
    sends = _accepted(api, agent, 4)
    transport = recording(die_on=3)
    with pytest.raises(WorkerDied):
        services.send_deliver(sends[0].id)
    assert transport.sent == [s.message_id for s in sends[:3]]
    assert _sweep_stale(settings)["stale_claims"] == 4
    assert [_recipient(s).status for s in sends] == ["unconfirmed"] * 3 + ["pending"]
    transport.die_on = None
    for send in sends:
        services.send_deliver(send.id)
    assert transport.sent == [s.message_id for s in sends]  # the fourth once, the rest never again
    assert [_recipient(s).status for s in sends] == ["unconfirmed"] * 3 + ["delivered"]


def test_an_error_mid_batch_records_what_went_out_and_releases_the_rest(
    api, agent, settings, recording, monkeypatch
):
    settings.PM_SEND_CLAIM_BATCH = 4
    sends = _accepted(api, agent, 4)
    transport = recording()
    read = delivery.mailbox_services.raw_blob_read
    calls = []

    def fails_third(blob):
        calls.append(blob)
        if len(calls) == 3:
            raise OSError("storage unavailable")
        return read(blob)

    monkeypatch.setattr(delivery.mailbox_services, "raw_blob_read", fails_third)
    with pytest.raises(OSError, match="storage unavailable"):
        services.send_deliver(sends[0].id)
    assert transport.sent == [s.message_id for s in sends[:2]]
    statuses = []
    for send in sends:
        send.refresh_from_db()
        statuses.append((send.status, _recipient(send).status))
    assert statuses == [
        ("done", "delivered"),
        ("done", "delivered"),
        ("sending", "pending"),  # the sweep's, once its claim is stale
        ("deferred", "pending"),  # back to the queue at once
    ]
    assert sends[3].next_attempt_at <= timezone.now()
    assert Event.objects.filter(type="message.delivered").count() == 2


def test_outcomes_that_waited_long_enough_are_committed_before_the_next_message(
    api, agent, settings, recording, monkeypatch
):
    settings.PM_SEND_CLAIM_BATCH = 3
    sends = _accepted(api, agent, 3)
    monkeypatch.setattr(delivery, "OUTCOMES_FLUSH_SECONDS", 0.0)
    seen: list[list[str]] = []

    def before(envelope):
        seen.append([_recipient(s).status for s in sends])

    recording(before=before)
    assert services.send_deliver(sends[0].id)
    assert seen == [
        ["pending", "pending", "pending"],
        ["delivered", "pending", "pending"],
        ["delivered", "delivered", "pending"],
    ]


def _committed_mark(address: str) -> dt.datetime | None:
    """``unconfirmed_since`` as another database session sees it (only what is committed)."""
    found: list = []

    def read() -> None:
        try:
            found.append(
                Recipient.objects.filter(address=address)
                .values_list("unconfirmed_since", flat=True)
                .first()
            )
        finally:
            connection.close()

    reader = threading.Thread(target=read)
    reader.start()
    reader.join()
    return found[0]


@pytest.mark.slow
def test_each_in_flight_mark_is_committed_before_its_message_is_handed_over(
    transactional_db, world, agent, settings, recording
):
    from tests.conftest import Api

    settings.PM_SEND_CLAIM_BATCH = 3
    sends = _accepted(Api(world.tenant_key.secret), agent, 3)
    marks: dict[str, dt.datetime | None] = {}
    recording(
        before=lambda envelope: marks.update(
            {envelope.recipients[0]: _committed_mark(envelope.recipients[0])}
        )
    )
    assert services.send_deliver(sends[0].id)
    assert set(marks) == {f"r{i}@{SIM}" for i in range(3)}
    assert all(mark is not None for mark in marks.values())
    assert [_recipient(s).status for s in sends] == ["delivered"] * 3


def _deliver_batch_queries(api, agent, settings, count: int) -> int:
    settings.PM_SEND_CLAIM_BATCH = count
    sends = _accepted(api, agent, count)
    with CaptureQueriesContext(connection) as queries:
        assert services.send_deliver(sends[0].id)
    assert Send.objects.filter(pk__in=[s.pk for s in sends], status="done").count() == count
    return len(queries)


def test_a_batch_costs_one_query_per_message_and_a_few_per_batch(
    api, agent, settings, recording, django_assert_max_num_queries
):
    recording()
    five = _deliver_batch_queries(api, agent, settings, 5)
    ten = _deliver_batch_queries(api, agent, settings, 10)
    assert ten - five <= 5  # the in-flight mark of each message, nothing else per message
    settings.PM_SEND_CLAIM_BATCH = 20
    sends = _accepted(api, agent, 20)
    with django_assert_max_num_queries(20 + 18):  # 17 per batch today (claim, reads, outcomes)
        assert services.send_deliver(sends[0].id)
    for send in sends[1:]:  # their tasks find them taken: one read each
        with django_assert_max_num_queries(1):
            assert not services.send_deliver(send.id)
