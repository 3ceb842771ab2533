"""The transactional outbox: an event commits with its change and is dispatched once."""

from __future__ import annotations

import pytest
from django.db import transaction
from django.test import override_settings

from apps.events import services as event_services
from apps.events.models import Event
from tests.conftest import Api

RECEIVED: list[str] = []


def record_consumer(event: Event) -> None:
    RECEIVED.append(event.id)


def failing_consumer(event: Event) -> None:
    raise RuntimeError("consumer down")


CONSUMER = "tests.webhooks.test_outbox.record_consumer"


@pytest.fixture(autouse=True)
def _reset():
    RECEIVED.clear()


def _record(tenant_id: str = "tnt_x", type: str = "identity.created") -> Event:
    with transaction.atomic():
        return event_services.event_record(type=type, data={"n": 1}, tenant_id=tenant_id)


def test_recording_outside_a_transaction_is_refused(transactional_db):
    with pytest.raises(RuntimeError):
        event_services.event_record(type="identity.created", data={})


def test_unknown_event_types_are_refused(db):
    with pytest.raises(ValueError, match="unknown event type"), transaction.atomic():
        event_services.event_record(type="identity.exploded", data={})


@override_settings(PM_EVENT_CONSUMERS=[CONSUMER])
def test_an_event_is_dispatched_after_commit(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        event = _record()
        assert RECEIVED == []  # nothing leaves before the commit
    assert len(callbacks) == 1
    assert [event.id] == RECEIVED
    event.refresh_from_db()
    assert event.dispatched_at is not None


@override_settings(PM_EVENT_CONSUMERS=[CONSUMER])
def test_a_rolled_back_change_emits_nothing(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        try:
            with transaction.atomic():
                event_services.event_record(type="identity.created", data={})
                raise ValueError("business failure")
        except ValueError:
            pass
    assert Event.objects.count() == 0
    assert RECEIVED == []


@override_settings(PM_EVENT_CONSUMERS=[CONSUMER])
def test_the_sweep_dispatches_a_committed_but_lost_event_exactly_once(db):
    """A crash between commit and dispatch: the on-commit hook never ran."""
    event = _record()  # no on-commit capture: the dispatch is lost, as in a crash
    assert event_services.events_sweep(older_than_seconds=0) == 1
    assert event_services.events_sweep(older_than_seconds=0) == 0
    assert event_services.event_dispatch(event_id=event.id) is False  # the late task finds it done
    assert [event.id] == RECEIVED


@override_settings(PM_EVENT_CONSUMERS=[CONSUMER])
def test_the_sweep_leaves_recent_events_to_their_task(db):
    _record()
    assert event_services.events_sweep(older_than_seconds=3600) == 0
    assert RECEIVED == []


@override_settings(PM_EVENT_CONSUMERS=["tests.webhooks.test_outbox.failing_consumer"])
def test_a_failing_consumer_leaves_the_event_for_a_retry(db):
    event = _record()
    with pytest.raises(RuntimeError):
        event_services.event_dispatch(event_id=event.id)
    event.refresh_from_db()
    assert event.dispatched_at is None
    assert event.dispatch_attempts == 1  # the failed attempt is counted
    assert event_services.events_sweep(older_than_seconds=0) == 0  # still failing, logged, kept
    event.refresh_from_db()
    assert event.dispatch_attempts == 2
    assert Event.objects.filter(dispatched_at__isnull=True).count() == 1


def test_events_are_listed_newest_first_and_filtered_by_type(world):
    first = _record(world.tenant.id, "identity.created")
    second = _record(world.tenant.id, "identity.paused")
    _record(world.other_tenant.id, "identity.created")
    api = Api(world.tenant_key.secret)
    data = api.get("/v1/events").json()["data"]
    assert [e["id"] for e in data] == [second.id, first.id]
    assert set(data[0]) == {"id", "type", "created_at", "tenant_id", "data"}
    assert data[0]["created_at"].endswith("Z")
    only = api.get("/v1/events?type=identity.paused").json()["data"]
    assert [e["id"] for e in only] == [second.id]
    assert api.get(f"/v1/events/{first.id}").json()["tenant_id"] == world.tenant.id


def test_an_event_of_a_tenant_carries_its_partner_for_partner_scope_webhooks(world):
    with transaction.atomic():
        event = event_services.event_record(
            type="identity.created", data={}, tenant_id=world.tenant.id
        )
    assert event.partner_id == world.partner.id
