"""Delivering events to a real HTTP receiver on loopback: signing, retries, disabling,
holds, fan-out scope and the SSRF guard at connect time."""

from __future__ import annotations

import json
import time
from datetime import timedelta

import pytest
from django.utils import timezone
from standardwebhooks import Webhook

from apps.events import services as event_services
from apps.events.models import Event
from apps.tenants import services as tenant_services
from apps.tenants.models import Status
from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from pylota.core.principal import Actor
from pylota.core.webhooks import retry, sender
from pylota.core.webhooks import signing as webhook_signing
from tests.factories import TenantFactory
from tests.webhooks.conftest import PUBLIC_V4, Reply, make_endpoint, record

pytestmark = pytest.mark.usefixtures("local_delivery")

OPERATOR = Actor(user="test")


def dispatch(event: Event) -> list[WebhookDelivery]:
    """What the dispatch task does, minus the queue: the fan-out, then its deliveries."""
    event_services.event_dispatch(event_id=event.id)
    return list(WebhookDelivery.objects.filter(event=event).order_by("pk"))


def attempt(delivery: WebhookDelivery, now=None) -> WebhookDelivery:
    services.webhook_deliver(delivery_id=delivery.pk, now=now)
    delivery.refresh_from_db()
    return delivery


def only(deliveries: list[WebhookDelivery]) -> WebhookDelivery:
    assert len(deliveries) == 1, deliveries
    return deliveries[0]


# --- Signed deliveries -------------------------------------------------------------------


def test_an_event_arrives_signed_and_verifies_with_the_standardwebhooks_package(
    world, receiver, django_capture_on_commit_callbacks
):
    endpoint, secret = make_endpoint(tenant=world.tenant, url=receiver.url)
    with django_capture_on_commit_callbacks(execute=True):  # commit → dispatch → deliver
        event = record("identity.created", tenant=world.tenant, data={"id": "idn_x"})

    request = only(receiver.requests)
    payload = Webhook(secret).verify(request.body, request.headers)
    assert payload == {
        "id": event.id,
        "type": "identity.created",
        "created_at": event.envelope()["created_at"],
        "tenant_id": world.tenant.id,
        "data": {"id": "idn_x"},
    }
    assert request.headers["webhook-id"] == event.id  # the event ID is the idempotency key
    assert request.headers["content-type"] == "application/json"
    assert request.headers["user-agent"] == sender.USER_AGENT
    assert request.path == "/hooks"
    delivery = WebhookDelivery.objects.get(event=event, endpoint=endpoint)
    assert (delivery.state, delivery.attempts, delivery.response_status) == ("succeeded", 1, 200)
    assert delivery.response_body == "ok"
    assert delivery.latency_ms is not None
    assert delivery.completed_at is not None


def test_a_500_is_retried_later_with_the_same_webhook_id_and_then_succeeds(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(500, b"boom"))
    event = record(tenant=world.tenant)
    delivery = attempt(only(dispatch(event)))

    assert (delivery.state, delivery.error, delivery.response_status) == (
        "pending",
        "http_500",
        500,
    )
    wait = (delivery.next_attempt_at - delivery.last_attempt_at).total_seconds()
    assert retry.SCHEDULE[1] <= wait <= retry.SCHEDULE[1] * 1.1 + 1
    assert WebhookEndpoint.objects.get(pk=endpoint.pk).consecutive_failures == 1
    assert services.webhook_deliver(delivery_id=delivery.pk) is None  # not due yet

    delivery = attempt(delivery, now=delivery.next_attempt_at)
    assert (delivery.state, delivery.attempts, delivery.error) == ("succeeded", 2, "")
    assert [r.headers["webhook-id"] for r in receiver.requests] == [event.id, event.id]
    assert WebhookEndpoint.objects.get(pk=endpoint.pk).consecutive_failures == 0


def test_a_2xx_other_than_200_counts_and_a_3xx_redirect_is_never_followed(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(204, b""), Reply(302, headers={"Location": "http://127.0.0.1:1/x"}))
    assert attempt(only(dispatch(record(tenant=world.tenant)))).state == "succeeded"

    redirected = attempt(only(dispatch(record(tenant=world.tenant))))
    assert (redirected.state, redirected.error) == ("pending", "http_302")
    assert len(receiver.requests) == 2


def test_retry_after_makes_the_next_attempt_wait_at_least_that_long(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(429, headers={"Retry-After": "120"}))
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert delivery.state == "pending"
    assert (delivery.next_attempt_at - delivery.last_attempt_at).total_seconds() >= 120


def test_the_retry_schedule_reaches_24_hours_in_13_attempts_on_a_controlled_clock(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.default = Reply(500)
    delivery = only(dispatch(record(tenant=world.tenant)))
    first = clock = timezone.now()
    offsets = []
    while delivery.state == "pending":
        delivery = attempt(delivery, now=clock)
        offsets.append((clock - first).total_seconds())
        if delivery.next_attempt_at:
            clock = delivery.next_attempt_at

    assert len(offsets) == retry.MAX_ATTEMPTS == 13 == len(receiver.requests)
    for attempt_number, (offset, nominal) in enumerate(zip(offsets, retry.SCHEDULE, strict=True)):
        # jitter only ever lengthens a wait, by at most 10 % (plus the receiver's latency)
        assert nominal <= offset <= nominal * 1.1 + attempt_number, (attempt_number, offset)
    assert offsets[-1] >= 24 * 3600
    assert (delivery.state, delivery.attempts, delivery.error) == ("failed", 13, "http_500")
    assert WebhookEndpoint.objects.get(pk=endpoint.pk).enabled  # 13 failures are not 100


# --- Disabling -----------------------------------------------------------------------------


def test_a_410_disables_the_endpoint_at_once_and_tells_the_tenants_other_endpoints(
    world, receivers
):
    gone, other = receivers(), receivers()
    gone.default = Reply(410, b"gone")
    dead, _ = make_endpoint(tenant=world.tenant, url=gone.url)
    sibling, sibling_secret = make_endpoint(tenant=world.tenant, url=other.url)
    first, second = record(tenant=world.tenant), record(tenant=world.tenant)
    dispatch(second)  # a delivery that is still waiting when the endpoint goes

    delivery = attempt(WebhookDelivery.objects.get(event=dispatch(first)[0].event, endpoint=dead))

    assert (delivery.state, delivery.error, delivery.attempts) == ("failed", "gone", 1)
    dead.refresh_from_db()
    assert (dead.enabled, dead.disabled_reason) == (False, "gone")
    waiting = WebhookDelivery.objects.get(event=second, endpoint=dead)
    assert (waiting.state, waiting.error) == ("failed", "endpoint_disabled")

    notice = Event.objects.get(type="webhook.disabled")
    assert notice.data["webhook_id"] == dead.id
    assert notice.data["reason"] == "gone"
    assert (notice.tenant_id, notice.partner_id) == (world.tenant.id, world.partner.id)
    told = only(dispatch(notice))
    assert told.endpoint_id == sibling.id  # the disabled endpoint itself is not told
    attempt(told)
    body = Webhook(sibling_secret).verify(other.requests[-1].body, other.requests[-1].headers)
    assert body["type"] == "webhook.disabled"
    assert len(gone.requests) == 1


def test_the_hundredth_consecutive_failure_disables_the_endpoint(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    WebhookEndpoint.objects.filter(pk=endpoint.pk).update(consecutive_failures=98)
    receiver.default = Reply(500)
    assert attempt(only(dispatch(record(tenant=world.tenant)))).state == "pending"  # 99th
    assert WebhookEndpoint.objects.get(pk=endpoint.pk).enabled

    delivery = attempt(only(dispatch(record(tenant=world.tenant))))  # 100th

    endpoint.refresh_from_db()
    assert (delivery.state, endpoint.enabled, endpoint.disabled_reason) == (
        "failed",
        False,
        "failing",
    )
    assert endpoint.consecutive_failures == 100
    assert Event.objects.filter(type="webhook.disabled", data__reason="failing").count() == 1


def test_a_disabled_endpoint_receives_nothing_until_it_is_enabled_again(world, receiver):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url, enabled=False)
    assert dispatch(record(tenant=world.tenant)) == []
    services.webhook_update(actor=OPERATOR, endpoint=endpoint, enabled=True)
    assert attempt(only(dispatch(record(tenant=world.tenant)))).state == "succeeded"


# --- Timeouts and slow receivers --------------------------------------------------------------


@pytest.fixture
def short_timeout(settings):
    settings.PM_WEBHOOKS_TIMEOUT_SECONDS = 0.5
    return 0.5


def test_a_receiver_slower_than_the_timeout_is_a_failure_that_is_retried(
    world, receiver, short_timeout
):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(200, delay=3))
    started = time.monotonic()
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert time.monotonic() - started < 2
    assert (delivery.state, delivery.error, delivery.response_status) == (
        "pending",
        "timeout",
        None,
    )


def test_headers_trickled_one_byte_at_a_time_cannot_outlast_the_deadline(
    world, receiver, short_timeout
):
    """Each byte comes well within a socket timeout; only the total deadline stops it."""
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(200, trickle_head=0.1))
    started = time.monotonic()
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert time.monotonic() - started < 2
    assert (delivery.state, delivery.error) == ("pending", "timeout")


def test_a_2xx_whose_body_trickles_counts_as_delivered_when_the_deadline_passes(
    world, receiver, short_timeout
):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(200, b"x" * 40, trickle=0.1))
    started = time.monotonic()
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert time.monotonic() - started < 2
    assert (delivery.state, delivery.response_status) == ("succeeded", 200)
    assert 0 < len(delivery.response_body) < 40


def test_at_most_1_kb_of_a_response_body_is_kept(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(500, b"e" * 5000))
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert delivery.response_body == "e" * 1024


def test_a_closed_port_is_a_connection_failure(world, receiver):
    url = receiver.url
    receiver.stop()
    make_endpoint(tenant=world.tenant, url=url)
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert (delivery.state, delivery.error) == ("pending", "connection_failed")


# --- Rotation --------------------------------------------------------------------------------


def test_after_a_rotation_both_signatures_are_sent_for_24_hours(world, receiver):
    endpoint, old = make_endpoint(tenant=world.tenant, url=receiver.url)
    endpoint, new = services.webhook_rotate_secret(actor=OPERATOR, endpoint=endpoint)
    attempt(only(dispatch(record(tenant=world.tenant))))

    request = receiver.requests[-1]
    assert len(request.headers["webhook-signature"].split(" ")) == 2
    Webhook(new).verify(request.body, request.headers)
    Webhook(old).verify(request.body, request.headers)

    later = endpoint.previous_secret_expires_at + timedelta(seconds=1)
    assert later - timezone.now() > timedelta(hours=23, minutes=59)
    attempt(only(dispatch(record(tenant=world.tenant))), now=later)
    request = receiver.requests[-1]
    assert len(request.headers["webhook-signature"].split(" ")) == 1
    webhook_signing.verify(new, request.headers, request.body, now=int(later.timestamp()))
    with pytest.raises(webhook_signing.SignatureError):
        webhook_signing.verify(old, request.headers, request.body, now=int(later.timestamp()))


# --- What is sent to whom ------------------------------------------------------------------


def test_message_text_is_capped_in_one_place_and_flagged_as_truncated(world, receiver, settings):
    settings.PM_EVENT_TEXT_MAX_BYTES = 11
    make_endpoint(tenant=world.tenant, url=receiver.url)
    event = record(
        "message.received",
        tenant=world.tenant,
        data={"id": "msg_x", "identity_id": "idn_x", "text": "héllo wörld, and more"},
    )
    attempt(only(dispatch(event)))
    data = json.loads(receiver.requests[-1].body)["data"]
    assert data["text"] == "héllo wör"  # 11 bytes cut inside "ö", which is dropped whole
    assert data["text_truncated"] is True
    # The link to the rest is the producer's to give (the mailbox adds it to its events:
    # tests/outbound/test_drafts_links_suppressions.py); the cap adds none of its own.
    assert "text_url" not in data
    assert Event.objects.get(pk=event.pk).data["text"] == "héllo wörld, and more"


def test_a_test_event_goes_to_its_endpoint_only_even_when_others_subscribe(
    world, receivers, django_capture_on_commit_callbacks
):
    tested_receiver, other_receiver = receivers(), receivers()
    tested, secret = make_endpoint(tenant=world.tenant, url=tested_receiver.url)
    make_endpoint(tenant=world.tenant, url=other_receiver.url)
    with django_capture_on_commit_callbacks(execute=True):
        delivery = services.webhook_send_test(actor=OPERATOR, endpoint=tested)

    body = Webhook(secret).verify(
        tested_receiver.requests[0].body, tested_receiver.requests[0].headers
    )
    assert body["type"] == "webhook.test"
    assert body["data"]["webhook_id"] == tested.id
    assert other_receiver.requests == []
    assert WebhookDelivery.objects.filter(event_id=delivery.event_id).count() == 1


def test_the_fan_out_creates_one_delivery_per_endpoint_however_often_it_runs(world, receivers):
    for _ in range(3):
        make_endpoint(tenant=world.tenant, url=receivers().url)
    event = record(tenant=world.tenant)
    assert services.webhook_fanout(event) == 3
    assert services.webhook_fanout(event) == 3
    assert WebhookDelivery.objects.filter(event=event).count() == 3


def test_event_type_and_identity_filters_choose_the_events(world, receivers):
    messages, _ = make_endpoint(
        tenant=world.tenant, url=receivers().url, event_types=["message.received"]
    )
    one_agent, _ = make_endpoint(
        tenant=world.tenant, url=receivers().url, identity_ids=["idn_01J00000000000000000000AAA"]
    )
    about_a = record(
        "message.received",
        tenant=world.tenant,
        data={"identity_id": "idn_01J00000000000000000000AAA"},
    )
    about_b = record(
        "message.received",
        tenant=world.tenant,
        data={"identity_id": "idn_01J00000000000000000000BBB"},
    )
    identity_a = record(
        "identity.paused", tenant=world.tenant, data={"id": "idn_01J00000000000000000000AAA"}
    )
    about_none = record("domain.verified", tenant=world.tenant, data={"domain": "x.test"})

    def receivers_of(event):
        return {d.endpoint_id for d in dispatch(event)}

    assert receivers_of(about_a) == {messages.id, one_agent.id}
    assert receivers_of(about_b) == {messages.id}
    assert receivers_of(identity_a) == {one_agent.id}
    assert receivers_of(about_none) == {one_agent.id}  # no identity: the filter lets it pass


def test_a_partner_endpoint_receives_every_tenant_of_its_partner_and_nothing_else(world, receiver):
    endpoint, secret = make_endpoint(partner=world.partner, url=receiver.url)
    sister = TenantFactory(partner=world.partner)
    loner = TenantFactory(partner=None)
    ours = [record(tenant=world.tenant), record(tenant=sister)]
    theirs = [record(tenant=world.other_tenant), record(tenant=loner)]

    for event in ours:
        attempt(only(dispatch(event)))
    for event in theirs:
        assert dispatch(event) == []
    delivered = [Webhook(secret).verify(r.body, r.headers) for r in receiver.requests]
    assert [(e["id"], e["tenant_id"]) for e in delivered] == [
        (ours[0].id, world.tenant.id),
        (ours[1].id, sister.id),
    ]
    assert endpoint.deliveries.count() == 2


# --- Suspended partners and tenants ------------------------------------------------------------


def test_deliveries_are_held_while_the_partner_is_suspended_and_resume_on_reactivation(
    world, receiver
):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    partner_endpoint, _ = make_endpoint(partner=world.partner, url=receiver.url)
    tenant_services.partner_set_status(actor=OPERATOR, partner=world.partner, status="suspended")

    event = record(tenant=world.tenant)
    held = dispatch(event)
    assert {(d.state, d.error) for d in held} == {("held", "partner_suspended")}
    assert services.webhooks_sweep()["released"] == 0
    for delivery in held:
        assert services.webhook_deliver(delivery_id=delivery.pk) is None
    assert receiver.requests == []

    tenant_services.partner_set_status(actor=OPERATOR, partner=world.partner, status=Status.ACTIVE)
    counts = services.webhooks_sweep()

    assert (counts["released"], counts["queued"]) == (2, 2)
    assert [attempt(d).state for d in held] == ["succeeded", "succeeded"]
    assert {r.headers["webhook-id"] for r in receiver.requests} == {event.id}
    assert partner_endpoint.deliveries.get().state == "succeeded"


def test_a_delivery_whose_tenant_is_suspended_before_its_attempt_is_held_then(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    delivery = only(dispatch(record(tenant=world.tenant)))
    tenant_services.tenant_set_status(
        actor=OPERATOR, tenant=world.tenant, status="suspended", by="platform"
    )
    assert (attempt(delivery).state, delivery.error) == ("held", "tenant_suspended")

    tenant_services.tenant_set_status(
        actor=OPERATOR, tenant=world.tenant, status=Status.ACTIVE, by="platform"
    )
    assert services.webhooks_sweep()["released"] == 1
    assert attempt(delivery).state == "succeeded"


# --- Claims and the sweep ------------------------------------------------------------------


def test_a_delivery_is_sent_once_however_often_its_task_runs(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    delivery = only(dispatch(record(tenant=world.tenant)))
    assert services.webhook_deliver(delivery_id=delivery.pk) == "succeeded"
    assert services.webhook_deliver(delivery_id=delivery.pk) is None
    assert len(receiver.requests) == 1


def test_a_claim_left_by_a_dead_worker_is_taken_back_by_the_sweep(world, receiver):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    delivery = only(dispatch(record(tenant=world.tenant)))
    WebhookDelivery.objects.filter(pk=delivery.pk).update(
        state="sending", attempts=1, lease_until=timezone.now() - timedelta(seconds=1)
    )
    assert services.webhooks_sweep()["recovered"] == 1
    delivery = attempt(delivery)
    assert (delivery.state, delivery.attempts) == ("succeeded", 2)


def test_the_sweep_queues_due_deliveries_whose_message_was_lost(world, receiver, monkeypatch):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    delivery = only(dispatch(record(tenant=world.tenant)))  # queued_at = now, never run
    now = timezone.now()
    assert services.webhooks_sweep(now=now)["queued"] == 0  # its message may still come
    later = now + timedelta(minutes=3)
    assert services.webhooks_sweep(now=later)["queued"] == 1
    assert services.webhooks_sweep(now=later)["queued"] == 0
    assert WebhookDelivery.objects.get(pk=delivery.pk).queued_at == later


# --- The SSRF guard at connect time -------------------------------------------------------


def test_a_name_that_rebinds_to_loopback_is_refused_when_connecting(
    world, receiver, settings, monkeypatch
):
    settings.PM_WEBHOOKS_ALLOW_PRIVATE = False
    answers = iter([[PUBLIC_V4], ["127.0.0.1"]])
    monkeypatch.setattr(sender.defaults, "resolver", lambda host, port: next(answers))
    url = f"http://rebind.test:{receiver.port}/hooks"
    make_endpoint(tenant=world.tenant, url=url)  # saved: the name was public then

    delivery = attempt(only(dispatch(record(tenant=world.tenant))))

    assert (delivery.state, delivery.error) == ("pending", "forbidden_address")
    assert receiver.requests == []


def test_loopback_receivers_are_refused_without_the_development_setting(world, receiver, settings):
    make_endpoint(tenant=world.tenant, url=receiver.url)
    settings.PM_WEBHOOKS_ALLOW_PRIVATE = False
    delivery = attempt(only(dispatch(record(tenant=world.tenant))))
    assert (delivery.state, delivery.error) == ("pending", "forbidden_address")
    assert receiver.requests == []
