"""Relay connection reuse against a real SMTP server on loopback (aiosmtpd) that counts the
connections it accepts: one session for many messages, RSET between them, a fresh session
when the old one died or said 421, and per-recipient outcomes recorded as before."""

from __future__ import annotations

import asyncio
from contextlib import contextmanager
from dataclasses import dataclass, field

import pytest
from aiosmtpd.controller import Controller

from apps.outbound import services
from apps.outbound.models import Recipient, Send, Suppression
from apps.outbound.services.transports import Envelope, Outcome
from apps.outbound.services.transports.smtp_relay import (
    POOL,
    RelayConfig,
    RelayPool,
    SmtpRelayTransport,
)
from tests.outbound.conftest import send_body
from tests.outbound.sink import SinkHandler, free_port

RAW = b"From: a@agents.pylota.test\r\nTo: x@example.com\r\nSubject: hi\r\n\r\nbody\r\n"


@dataclass
class CountingHandler(SinkHandler):
    connections: int = 0
    resets: int = 0
    servers: list = field(default_factory=list)
    refuse_next_mail_with_421: bool = False

    async def handle_EHLO(self, server, session, envelope, hostname, responses):
        # A client session (the controller's own readiness probe never says EHLO).
        self.connections += 1
        self.servers.append(server)
        return await super().handle_EHLO(server, session, envelope, hostname, responses)

    async def handle_RSET(self, server, session, envelope):
        self.resets += 1
        return "250 OK"

    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        if self.refuse_next_mail_with_421:
            self.refuse_next_mail_with_421 = False
            return "421 4.3.2 service shutting down"
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"


@dataclass
class CountingSink:
    host: str
    port: int
    handler: CountingHandler
    controller: Controller

    def drop_sessions(self) -> None:
        """Close every open session from the server's side (a relay restarting, an idle
        timeout), and wait until the server has done it."""

        async def close_all() -> None:
            for server in self.handler.servers:
                if server.transport is not None:
                    server.transport.close()

        asyncio.run_coroutine_threadsafe(close_all(), self.controller.loop).result(5)


@contextmanager
def counting_sink():
    handler = CountingHandler()
    port = free_port()
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield CountingSink("127.0.0.1", port, handler, controller)
    finally:
        controller.stop()


def _envelope(*locals_: str, message_id: str = "msg_x") -> Envelope:
    return Envelope(
        message_id=message_id,
        mail_from="bounce+x@agents.pylota.test",
        recipients=tuple(f"{local}@example.com" for local in locals_),
        raw=RAW,
    )


def _transport(sink, pool: RelayPool, **kw) -> SmtpRelayTransport:
    config = RelayConfig(sink.host, sink.port, starttls=False, timeout=5.0, **kw)
    return SmtpRelayTransport(config, pool=pool)


def test_many_messages_to_one_relay_use_one_connection_with_rset_between():
    pool = RelayPool()
    with counting_sink() as sink:
        results = [_transport(sink, pool).send(_envelope("ok")) for _ in range(5)]
        pool.close_all()
    assert [r[0].outcome for r in results] == [Outcome.DELIVERED] * 5
    assert sink.handler.connections == 1
    assert pool.opened == 1
    assert len(sink.handler.messages) == 5
    assert sink.handler.resets == 4  # before each reuse


def test_without_reuse_each_message_opens_its_own_connection():
    pool = RelayPool()
    with counting_sink() as sink:
        for _ in range(3):
            _transport(sink, pool, reuse=False).send(_envelope("ok"))
    assert sink.handler.connections == 3
    assert len(sink.handler.messages) == 3


def test_a_connection_dropped_by_the_relay_is_reopened_and_the_message_delivered_once():
    pool = RelayPool()
    with counting_sink() as sink:
        first = _transport(sink, pool).send(_envelope("ok", message_id="msg_1"))
        sink.drop_sessions()
        second = _transport(sink, pool).send(_envelope("ok", message_id="msg_2"))
        pool.close_all()
    assert first[0].outcome == second[0].outcome == Outcome.DELIVERED
    assert sink.handler.connections == 2
    assert len(sink.handler.messages) == 2  # each message exactly once


def test_a_421_on_a_reused_connection_retries_on_a_fresh_one_once():
    pool = RelayPool()
    with counting_sink() as sink:
        _transport(sink, pool).send(_envelope("ok"))
        sink.handler.refuse_next_mail_with_421 = True
        results = _transport(sink, pool).send(_envelope("ok"))
        pool.close_all()
    assert results[0].outcome == Outcome.DELIVERED
    assert sink.handler.connections == 2
    assert len(sink.handler.messages) == 2


def test_a_421_on_a_fresh_connection_defers_and_is_not_kept():
    pool = RelayPool()
    with counting_sink() as sink:
        sink.handler.refuse_next_mail_with_421 = True
        results = _transport(sink, pool).send(_envelope("ok"))
        again = _transport(sink, pool).send(_envelope("ok"))
        pool.close_all()
    assert results[0].outcome == Outcome.DEFERRED
    assert again[0].outcome == Outcome.DELIVERED
    assert sink.handler.connections == 2  # the 421 session was closed, not reused
    assert len(sink.handler.messages) == 1


def test_a_session_lost_after_the_final_dot_is_unconfirmed_and_never_reused():
    pool = RelayPool()
    with counting_sink() as sink:
        _transport(sink, pool).send(_envelope("ok"))
        lost = _transport(sink, pool).send(_envelope("drop"))
        after = _transport(sink, pool).send(_envelope("ok"))
        pool.close_all()
    assert lost[0].outcome == Outcome.UNCONFIRMED  # reused or not: never resent
    assert after[0].outcome == Outcome.DELIVERED
    assert sink.handler.connections == 2


def test_idle_sessions_past_their_limit_are_closed_not_reused():
    pool = RelayPool()
    with counting_sink() as sink:
        for _ in range(2):
            _transport(sink, pool, idle_seconds=0.0).send(_envelope("ok"))
        pool.close_all()
    assert sink.handler.connections == 2


def test_per_recipient_refusals_on_a_reused_session_keep_their_outcomes():
    pool = RelayPool()
    with counting_sink() as sink:
        _transport(sink, pool).send(_envelope("ok"))
        results = _transport(sink, pool).send(_envelope("ok", "rcpt4xx", "rcpt5xx"))
        refused_all = _transport(sink, pool).send(_envelope("rcpt5xx"))
        data_refused = _transport(sink, pool).send(_envelope("data4xx"))
        last = _transport(sink, pool).send(_envelope("ok"))
        pool.close_all()
    assert {r.address.split("@")[0]: r.outcome for r in results} == {
        "ok": Outcome.DELIVERED,
        "rcpt4xx": Outcome.DEFERRED,
        "rcpt5xx": Outcome.BOUNCED,
    }
    assert refused_all[0].outcome == Outcome.BOUNCED
    assert data_refused[0].outcome == Outcome.DEFERRED
    assert last[0].outcome == Outcome.DELIVERED
    assert sink.handler.connections == 1
    assert [m.rcpt_tos for m in sink.handler.messages] == [
        ["ok@example.com"],
        ["ok@example.com"],
        ["ok@example.com"],
    ]


@pytest.fixture
def relay(settings):
    with counting_sink() as sink:
        settings.PM_SEND_TRANSPORT = "smtp_relay"
        settings.PM_SMTP_RELAY_HOST, settings.PM_SMTP_RELAY_PORT = sink.host, sink.port
        settings.PM_SMTP_RELAY_STARTTLS = False
        settings.PM_SMTP_RELAY_TIMEOUT_SECONDS = 5
        try:
            yield sink
        finally:
            POOL.close_all()


def _accept(api, agent, to: list[str]) -> Send:
    response = api.post(f"/v1/identities/{agent.id}/messages", send_body(to=to, subject="Report"))
    assert response.status_code == 202, response.content
    return Send.objects.get(message_id=response.json()["id"])


def test_the_worker_claims_due_sends_in_a_batch_over_one_relay_session(api, agent, relay):
    sends = [_accept(api, agent, [f"person{i}@example.com"]) for i in range(4)]
    assert services.send_deliver(sends[0].id) is True
    assert {s.status for s in Send.objects.filter(pk__in=[s.pk for s in sends])} == {"done"}
    assert set(Recipient.objects.values_list("status", flat=True)) == {"delivered"}
    assert relay.handler.connections == 1
    assert len(relay.handler.messages) == 4
    # The other sends' own tasks find nothing left to do: nothing is sent twice.
    assert [services.send_deliver(s.id) for s in sends[1:]] == [False] * 3
    assert len(relay.handler.messages) == 4


def test_a_batch_leaves_scheduled_sends_alone_and_claims_nothing_for_a_send_not_due(
    api, agent, relay
):
    scheduled = api.post(
        f"/v1/identities/{agent.id}/messages",
        send_body(to=["later@example.com"], send_at="2099-01-01T00:00:00Z"),
    ).json()["id"]
    now = _accept(api, agent, ["now@example.com"])
    assert services.send_deliver(Send.objects.get(message_id=scheduled).id) is False
    assert Send.objects.get(pk=now.pk).status == "queued"  # not claimed along
    assert services.send_deliver(now.id) is True
    assert Send.objects.get(message_id=scheduled).status == "queued"
    assert [m.rcpt_tos for m in relay.handler.messages] == [["now@example.com"]]


def test_per_recipient_outcomes_are_recorded_through_the_pooled_relay(api, agent, relay):
    warm = _accept(api, agent, ["first@example.com"])
    send = _accept(api, agent, ["ok@example.com", "rcpt4xx@example.com", "rcpt5xx@example.com"])
    services.send_deliver(warm.id)  # both, in one batch, over one session
    status = dict(send.recipients.values_list("address", "status"))
    assert status == {
        "ok@example.com": "delivered",
        "rcpt4xx@example.com": "deferred",
        "rcpt5xx@example.com": "bounced",
    }
    deferred = send.recipients.get(address="rcpt4xx@example.com")
    assert deferred.smtp_code == 450
    assert deferred.next_attempt_at is not None
    assert Suppression.objects.filter(address="rcpt5xx@example.com").exists()
    send.refresh_from_db()
    assert send.status == "deferred"  # waits for the 4xx recipient's retry
    assert relay.handler.connections == 1


def test_a_batch_builds_one_transport_per_domain_route_even_with_options():
    from types import SimpleNamespace

    from apps.outbound.services.delivery import _transport_key

    def route(port: int) -> SimpleNamespace:
        return SimpleNamespace(
            transport="smtp_relay",
            credential_id="tcr_1",
            options={"relay_host": "127.0.0.1", "relay_port": port},
        )

    cache = {_transport_key("smtp_relay", route(25)): "first"}
    assert cache.get(_transport_key("smtp_relay", route(25))) == "first"  # hashable, shared
    assert _transport_key("smtp_relay", route(2525)) not in cache  # another relay
    assert _transport_key("simulator", None) == ("simulator",)
