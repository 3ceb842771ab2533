"""POST /v1/webhooks/{id}/replay: by event IDs or by a time window, within the endpoint's
scope (a partner endpoint: all of its tenants), never a webhook.test event."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from standardwebhooks import Webhook

from apps.events import services as event_services
from apps.events.models import Event
from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery
from tests.conftest import Api
from tests.factories import TenantFactory
from tests.webhooks.conftest import ACTOR, make_endpoint, record

pytestmark = pytest.mark.usefixtures("local_delivery")

HOUR = timedelta(hours=1)


def at(event: Event, when) -> Event:
    Event.objects.filter(pk=event.pk).update(created_at=when)
    event.refresh_from_db()
    return event


def replay(api: Api, endpoint_id: str, body: dict):
    return api.post(f"/v1/webhooks/{endpoint_id}/replay", body)


def test_replay_by_ids_sends_the_events_again_under_their_own_webhook_id(
    world, receiver, django_capture_on_commit_callbacks
):
    endpoint, secret = make_endpoint(tenant=world.tenant, url=receiver.url)
    with django_capture_on_commit_callbacks(execute=True):
        first = record(tenant=world.tenant)
        record(tenant=world.tenant)
    assert len(receiver.requests) == 2

    api = Api(world.tenant_key.secret)
    with django_capture_on_commit_callbacks(execute=True):
        response = replay(api, endpoint.id, {"event_ids": [first.id]})

    assert response.status_code == 202, response.content
    result = response.json()
    assert (result["replayed"], result["skipped"]) == (1, [])
    assert [d["event_id"] for d in result["deliveries"]] == [first.id]
    again = receiver.requests[-1]
    assert Webhook(secret).verify(again.body, again.headers)["id"] == first.id
    assert again.headers["webhook-id"] == first.id
    kinds = WebhookDelivery.objects.filter(event=first).values_list("kind", "state")
    assert sorted(kinds) == [("event", "succeeded"), ("replay", "succeeded")]


def test_replay_by_window_sends_what_the_window_holds_but_never_a_test_event(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    now = timezone.now()
    before = at(record(tenant=world.tenant), now - 5 * HOUR)
    inside = [
        at(record(tenant=world.tenant), now - 3 * HOUR),
        at(record(tenant=world.tenant), now - 2 * HOUR),
    ]
    test = services.webhook_send_test(actor=ACTOR, endpoint=endpoint).event
    at(test, now - 2 * HOUR)
    after = at(record(tenant=world.tenant), now - HOUR // 2)

    result = replay(
        Api(world.tenant_key.secret),
        endpoint.id,
        {"since": (now - 4 * HOUR).isoformat(), "until": (now - HOUR).isoformat()},
    ).json()

    assert [d["event_id"] for d in result["deliveries"]] == [e.id for e in inside]
    replayed = {d.event_id for d in WebhookDelivery.objects.filter(kind="replay")}
    assert replayed == {e.id for e in inside}
    assert not replayed & {before.id, test.id, after.id}


def test_a_window_without_until_runs_to_now(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    recent = record(tenant=world.tenant)
    since = (timezone.now() - HOUR).isoformat()
    result = replay(Api(world.tenant_key.secret), endpoint.id, {"since": since}).json()
    assert [d["event_id"] for d in result["deliveries"]] == [recent.id]


def test_replay_by_ids_skips_test_events_and_events_the_filters_leave_out(world, receiver):
    endpoint, _ = make_endpoint(
        tenant=world.tenant, url=receiver.url, event_types=["identity.created", "webhook.test"]
    )
    wanted = record("identity.created", tenant=world.tenant)
    unwanted = record("identity.paused", tenant=world.tenant)
    test = services.webhook_send_test(actor=ACTOR, endpoint=endpoint).event

    result = replay(
        Api(world.tenant_key.secret), endpoint.id, {"event_ids": [wanted.id, unwanted.id, test.id]}
    ).json()

    assert [d["event_id"] for d in result["deliveries"]] == [wanted.id]
    assert result["skipped"] == [
        {"event_id": unwanted.id, "reason": "filtered"},
        {"event_id": test.id, "reason": "test_event"},
    ]


def test_an_event_outside_the_endpoints_scope_is_not_found(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    foreign = record(tenant=world.other_tenant)
    response = replay(Api(world.tenant_key.secret), endpoint.id, {"event_ids": [foreign.id]})
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "event_not_found"
    assert response.json()["error"]["details"] == {"event_ids": [foreign.id]}


def test_a_partner_endpoint_replays_the_events_of_all_its_tenants_and_only_those(world, receiver):
    endpoint, _ = make_endpoint(partner=world.partner, url=receiver.url)
    sister = TenantFactory(partner=world.partner)
    ours = [record(tenant=world.tenant), record(tenant=sister)]
    theirs = record(tenant=world.other_tenant)
    api = Api(world.partner_key.secret)
    since = (timezone.now() - HOUR).isoformat()

    by_window = replay(api, endpoint.id, {"since": since}).json()
    assert [d["event_id"] for d in by_window["deliveries"]] == [e.id for e in ours]

    WebhookDelivery.objects.all().delete()
    by_ids = replay(api, endpoint.id, {"event_ids": [ours[1].id]}).json()
    assert [d["event_id"] for d in by_ids["deliveries"]] == [ours[1].id]
    refused = replay(api, endpoint.id, {"event_ids": [theirs.id]})
    assert refused.json()["error"]["code"] == "event_not_found"


def test_a_replay_for_a_suspended_tenant_of_a_partner_endpoint_is_held(world, receiver):
    from apps.tenants import services as tenant_services

    endpoint, _ = make_endpoint(partner=world.partner, url=receiver.url)
    sister = TenantFactory(partner=world.partner)
    active, paused = record(tenant=world.tenant), record(tenant=sister)
    tenant_services.tenant_set_status(actor=ACTOR, tenant=sister, status="suspended", by="partner")

    result = services.webhook_replay(
        actor=ACTOR, endpoint=endpoint, event_ids=[active.id, paused.id]
    )

    states = dict(
        WebhookDelivery.objects.filter(pk__in=[d["id"] for d in result["deliveries"]]).values_list(
            "event_id", "state"
        )
    )
    assert states == {active.id: "pending", paused.id: "held"}


def test_an_event_already_waiting_for_the_endpoint_is_not_queued_twice(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    event = record(tenant=world.tenant)
    event_services.event_dispatch(event_id=event.id)  # its delivery is pending, not yet attempted
    result = replay(Api(world.tenant_key.secret), endpoint.id, {"event_ids": [event.id]}).json()
    assert result["replayed"] == 0
    assert result["skipped"] == [{"event_id": event.id, "reason": "already_pending"}]


def test_a_disabled_endpoint_cannot_be_replayed_to(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url, enabled=False)
    response = replay(
        Api(world.tenant_key.secret), endpoint.id, {"since": timezone.now().isoformat()}
    )
    assert (response.status_code, response.json()["error"]["code"]) == (409, "webhook_disabled")


def test_a_window_holding_more_than_the_maximum_is_refused(world, receiver, settings):
    settings.PM_WEBHOOKS_REPLAY_MAX_EVENTS = 2
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    for _ in range(3):
        record(tenant=world.tenant)
    since = (timezone.now() - HOUR).isoformat()
    response = replay(Api(world.tenant_key.secret), endpoint.id, {"since": since})
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "webhook_replay_too_large"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"event_ids": ["evt_01J0000000000000000000000A"], "since": "2026-01-01T00:00:00Z"},
        {"until": "2026-01-01T00:00:00Z"},
        {"since": "2026-01-02T00:00:00Z", "until": "2026-01-01T00:00:00Z"},
        {"event_ids": []},
    ],
)
def test_a_replay_names_either_event_ids_or_a_window(world, receiver, body):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    response = replay(Api(world.tenant_key.secret), endpoint.id, body)
    assert (response.status_code, response.json()["error"]["code"]) == (422, "validation_failed")
