"""The delivery pipeline with the simulator: one outcome per recipient, events, retries."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from apps.events.models import Event
from apps.identities.models import Identity
from apps.outbound import services
from apps.outbound.models import Recipient, Send, Suppression
from apps.outbound.services.recipients import results_record
from apps.outbound.services.transports import (
    Outcome,
    RecipientResult,
    Transport,
    override_transport,
)
from pylota.core.principal import Actor
from tests.outbound.conftest import SIM, send_body


def _send(api, agent, django_capture_on_commit_callbacks, **overrides):
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"/v1/identities/{agent.id}/messages", send_body(**overrides))
    assert response.status_code == 202, response.content
    return Send.objects.get(message_id=response.json()["id"])


def _events(type: str) -> list[dict]:
    return [e.data for e in Event.objects.filter(type=type).order_by("id")]


def test_each_simulator_address_gives_its_outcome_and_event(
    api, agent, django_capture_on_commit_callbacks
):
    to = [
        f"{local}@{SIM}"
        for local in ("delivered", "deferred", "bounced", "complained", "suppressed")
    ]
    send = _send(api, agent, django_capture_on_commit_callbacks, to=to)
    states = {r.address.split("@")[0]: r.status for r in send.recipients.all()}
    assert states == {
        "delivered": "delivered",
        "deferred": "deferred",
        "bounced": "bounced",
        "complained": "complained",
        "suppressed": "failed",
    }
    send.refresh_from_db()
    assert send.status == "deferred"
    assert send.claimed_at is None
    delivered = {e["recipient"]["address"].split("@")[0] for e in _events("message.delivered")}
    assert delivered == {"delivered", "complained"}
    assert [e["recipient"]["address"] for e in _events("message.deferred")] == [f"deferred@{SIM}"]
    bounced = _events("message.bounced")
    assert bounced[0]["hard"] is True
    assert bounced[0]["recipient"]["enhanced_status"] == "5.1.1"
    assert _events("message.complained")[0]["recipient"]["address"] == f"complained@{SIM}"
    assert _events("message.failed")[0]["reason"] == "provider_suppressed"
    assert set(Suppression.objects.values_list("address", "reason")) == {
        (f"bounced@{SIM}", "hard_bounce"),
        (f"complained@{SIM}", "complaint"),
    }


def test_a_deferred_recipient_is_retried_on_the_schedule_then_fails(
    api, agent, settings, django_capture_on_commit_callbacks
):
    settings.PM_SEND_RETRY_SCHEDULE = [60, 120]
    send = _send(api, agent, django_capture_on_commit_callbacks, to=[f"deferred@{SIM}"])
    recipient = send.recipients.get()
    assert recipient.attempts == 1
    assert 55 <= (recipient.next_attempt_at - timezone.now()).total_seconds() <= 61
    assert not services.send_deliver(send.id)  # not due yet: nobody claims it
    for attempt in (2, 3):
        Send.objects.filter(pk=send.pk).update(next_attempt_at=timezone.now())
        Recipient.objects.filter(pk=recipient.pk).update(next_attempt_at=timezone.now())
        assert services.send_deliver(send.id)
        recipient.refresh_from_db()
        assert recipient.attempts == attempt
    assert recipient.status == "failed"
    assert _events("message.failed")[-1]["reason"] == "retries_exhausted"
    send.refresh_from_db()
    assert send.status == "done"


def test_a_scheduled_send_waits_for_its_time(api, agent, django_capture_on_commit_callbacks):
    later = (timezone.now() + dt.timedelta(hours=1)).isoformat()
    send = _send(api, agent, django_capture_on_commit_callbacks, send_at=later)
    assert send.status == "queued"
    assert not services.send_deliver(send.id)
    Send.objects.filter(pk=send.pk).update(next_attempt_at=timezone.now())
    with django_capture_on_commit_callbacks(execute=True):
        assert services.sends_due() == 1
    assert send.recipients.get().status == "delivered"


def test_a_claimed_send_is_not_claimed_twice(api, agent):
    response = api.post(f"/v1/identities/{agent.id}/messages", send_body())
    send_id = response.json()["id"]
    send = Send.objects.get(message_id=send_id)
    assert services.send_claim(send.id) is not None
    assert services.send_claim(send.id) is None  # status is sending now


class _Lost(Transport):
    name = "simulator"

    def send(self, envelope):
        return [
            RecipientResult(r, Outcome.UNCONFIRMED, diagnostic="lost after dot")
            for r in envelope.recipients
        ]


def test_an_unconfirmed_send_is_never_resent_and_turns_uncertain(
    api, agent, settings, django_capture_on_commit_callbacks
):
    override_transport("simulator", _Lost())
    try:
        send = _send(api, agent, django_capture_on_commit_callbacks)
    finally:
        override_transport("simulator", None)
    recipient = send.recipients.get()
    assert recipient.status == "unconfirmed"
    send.refresh_from_db()
    assert send.status == "done"  # nothing left to retry
    assert not services.send_deliver(send.id)
    settings.PM_SEND_UNCERTAIN_AFTER_SECONDS = 0
    assert services.sends_sweep()["uncertain"] == 1
    recipient.refresh_from_db()
    assert recipient.status == "uncertain"


def test_a_worker_that_died_mid_send_leaves_handed_recipients_unconfirmed(api, agent, settings):
    response = api.post(
        f"/v1/identities/{agent.id}/messages", send_body(to=[f"a@{SIM}", f"b@{SIM}"])
    )
    send = Send.objects.get(message_id=response.json()["id"])
    services.send_claim(send.id)
    handed, untouched = send.recipients.order_by("address")
    Recipient.objects.filter(pk=handed.pk).update(unconfirmed_since=timezone.now())
    Send.objects.filter(pk=send.pk).update(claimed_at=timezone.now() - dt.timedelta(hours=1))
    settings.PM_SEND_CLAIM_TIMEOUT_SECONDS = 60
    assert services.sends_sweep()["stale_claims"] == 1
    handed.refresh_from_db()
    untouched.refresh_from_db()
    assert handed.status == "unconfirmed"
    assert untouched.status == "pending"
    assert services.send_deliver(send.id)  # the untouched one goes out; the other never
    untouched.refresh_from_db()
    handed.refresh_from_db()
    assert untouched.status == "delivered"
    assert handed.status == "unconfirmed"


def test_a_transport_that_raises_never_causes_a_resend(
    api, agent, django_capture_on_commit_callbacks
):
    class Boom(Transport):
        name = "simulator"

        def send(self, envelope):
            raise RuntimeError("bug")

    override_transport("simulator", Boom())
    try:
        send = _send(api, agent, django_capture_on_commit_callbacks)
    finally:
        override_transport("simulator", None)
    assert send.recipients.get().status == "unconfirmed"


def test_no_transport_configured_fails_external_recipients(
    api, agent, django_capture_on_commit_callbacks
):
    send = _send(api, agent, django_capture_on_commit_callbacks, to=["bob@example.com"])
    recipient = send.recipients.get()
    assert recipient.status == "failed"
    assert recipient.transport == "none"
    assert _events("message.failed")[0]["reason"] == "transport_not_configured"


@pytest.mark.parametrize("rate_kind", ["bounced", "complained"])
def test_an_abuse_window_pauses_the_identity(
    api, agent, settings, django_capture_on_commit_callbacks, rate_kind
):
    settings.PM_ABUSE_MIN_SAMPLE = 4
    to = [f"{rate_kind}+{i}@{SIM}" for i in range(2)] + [f"ok{i}@{SIM}" for i in range(2)]
    _send(api, agent, django_capture_on_commit_callbacks, to=to)
    agent.refresh_from_db()
    assert agent.status == Identity.Status.PAUSED
    assert agent.paused_reason == "abuse_threshold"
    assert Event.objects.filter(type="identity.paused").exists()
    refused = api.post(f"/v1/identities/{agent.id}/messages", send_body())
    assert refused.json()["error"]["code"] == "identity_paused"


def test_an_undefined_permanent_failure_suppresses_only_the_second_time(api, agent):
    """A bare 550 with words we do not recognise is permanent but proves nothing about the
    address (blocks, PTR checks and system errors answer it too)."""
    address = "someone@example.net"

    def bounce_once() -> None:
        response = api.post(f"/v1/identities/{agent.id}/messages", send_body(to=[address]))
        send = Send.objects.get(message_id=response.json()["id"])
        result = RecipientResult(
            address, Outcome.BOUNCED, 550, "5.0.0", "550 something odd", False, "undefined"
        )
        results_record(send=send, results=[result])

    bounce_once()
    assert not Suppression.objects.filter(address=address).exists()
    bounce_once()
    suppression = Suppression.objects.get(address=address)
    assert suppression.reason == "hard_bounce"
    assert "reason undefined" in suppression.detail


def test_an_earlier_bounce_of_another_reason_does_not_count_towards_undefined(api, agent):
    address = "busy@example.net"
    for code, diagnostic, reason in (
        ("5.2.2", "552 5.2.2 mailbox full", "mailbox_full"),
        ("5.0.0", "550 something odd", "undefined"),
    ):
        response = api.post(f"/v1/identities/{agent.id}/messages", send_body(to=[address]))
        send = Send.objects.get(message_id=response.json()["id"])
        result = RecipientResult(address, Outcome.BOUNCED, 552, code, diagnostic, False, reason)
        results_record(send=send, results=[result])
    assert not Suppression.objects.filter(address=address).exists()


def test_a_hard_bounce_suppresses_at_once(api, agent):
    address = "gone@example.net"
    response = api.post(f"/v1/identities/{agent.id}/messages", send_body(to=[address]))
    send = Send.objects.get(message_id=response.json()["id"])
    result = RecipientResult(
        address, Outcome.BOUNCED, 550, "5.1.1", "550 5.1.1 user unknown", True, "mailbox_unknown"
    )
    results_record(send=send, results=[result])
    assert Suppression.objects.get(address=address).reason == "hard_bounce"


def test_recipient_results_are_recorded_once(api, agent):
    response = api.post(f"/v1/identities/{agent.id}/messages", send_body())
    send = Send.objects.get(message_id=response.json()["id"])
    result = RecipientResult(f"delivered@{SIM}", Outcome.DELIVERED, 250)
    results_record(send=send, results=[result])
    results_record(send=send, results=[result])
    assert Event.objects.filter(type="message.delivered").count() == 1


def test_only_a_platform_key_resumes_an_abuse_paused_partner_identity(api, agent, world):
    from tests.conftest import Api

    agent.status, agent.paused_reason = Identity.Status.PAUSED, "abuse_threshold"
    agent.save()
    for secret in (world.tenant_key.secret, world.partner_key.secret):
        refused = Api(secret).post(f"/v1/identities/{agent.id}/resume")
        assert refused.status_code == 403
        assert refused.json()["error"]["code"] == "level_not_allowed"
    resumed = Api(world.platform.secret).post(f"/v1/identities/{agent.id}/resume")
    assert resumed.status_code == 200
    assert resumed.json()["status"] == "active"


def test_what_changed_after_acceptance_fails_with_the_reason(
    api, agent, world, django_capture_on_commit_callbacks
):
    later = (timezone.now() + dt.timedelta(hours=1)).isoformat()
    first = api.post(
        f"/v1/identities/{agent.id}/messages", send_body(to=[f"a@{SIM}", f"b@{SIM}"], send_at=later)
    ).json()
    services.suppression_create(actor=Actor(), tenant=world.tenant, address=f"b@{SIM}")
    Send.objects.filter(message_id=first["id"]).update(next_attempt_at=timezone.now())
    assert services.send_deliver(Send.objects.get(message_id=first["id"]).id)
    states = dict(
        Recipient.objects.filter(send__message_id=first["id"]).values_list("address", "status")
    )
    assert states == {f"a@{SIM}": "delivered", f"b@{SIM}": "failed"}
    assert _events("message.failed")[-1]["reason"] == "recipient_suppressed"
    second = api.post(f"/v1/identities/{agent.id}/messages", send_body(send_at=later)).json()
    agent.status = Identity.Status.PAUSED
    agent.save()
    Send.objects.filter(message_id=second["id"]).update(next_attempt_at=timezone.now())
    services.send_deliver(Send.objects.get(message_id=second["id"]).id)
    assert Recipient.objects.get(send__message_id=second["id"]).status == "failed"
    assert _events("message.failed")[-1]["reason"] == "identity_paused"


def test_the_tasks_are_routed_to_the_outbound_and_delivery_queues():
    from pylota.celery import app

    router = app.amqp.router
    names = ("send.deliver", "uploads.purge", "sends.due", "sends.sweep", "report.process")
    routes = {name: router.route({}, name)["queue"].name for name in names}
    assert routes == {
        "send.deliver": "outbound",
        "uploads.purge": "outbound",
        "sends.due": "delivery",
        "sends.sweep": "delivery",
        "report.process": "delivery",
    }
    # A retry names its queue, so retries never wait behind first attempts.
    assert router.route({"queue": "delivery"}, "send.deliver")["queue"].name == "delivery"
