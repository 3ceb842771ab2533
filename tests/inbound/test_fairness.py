"""Fairness between tenants (ADR 0020): one tenant's backlog of staged mail does not sit in
front of another tenant's message. Ordering tests: which message is claimed or filed
next, never how long anything takes."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from apps.inbound import services, tasks
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Message
from tests.factories import IdentityFactory, TenantFactory
from tests.inbound.helpers import make_message

BACKLOG = 200


def _stage(address: str, n: int) -> list[str]:
    return [
        services.inbound_accept(
            raw=make_message(to=address, subject=f"message {i}"),
            mail_from="alice@example.org",
            recipients=[address],
            peer_ip="192.0.2.1",
            helo="client.example.org",
        ).id
        for i in range(n)
    ]


def _address(tenant) -> str:
    return IdentityFactory(tenant=tenant).primary.address


def _claim_and_finish() -> str | None:
    """Claim the next message as a worker does, and mark it filed."""
    claimed = services.inbound_claim()
    if claimed is not None:
        InboundMessage.objects.filter(pk=claimed).update(state=InboundMessage.State.PROCESSED)
        services.inbound_release(inbound_id=claimed)
    return claimed


def test_a_tenants_single_message_is_claimed_within_the_first_turns_after_a_backlog(db, media):
    tenant_a, tenant_b = TenantFactory(), TenantFactory()
    backlog = _stage(_address(tenant_a), BACKLOG)
    (single,) = _stage(_address(tenant_b), 1)

    staged = InboundMessage.objects.filter(pk__in=[*backlog, single])
    assert set(staged.values_list("tenant_id", flat=True)) == {tenant_a.id, tenant_b.id}

    claims = [_claim_and_finish() for _ in range(BACKLOG + 1)]
    assert single in claims[:2], claims.index(single)
    assert [c for c in claims if c != single] == backlog  # A's own mail keeps its order
    assert _claim_and_finish() is None


def test_mail_arriving_while_a_backlog_drains_gets_the_turn_being_served(db, media):
    tenant_a, tenant_b = TenantFactory(), TenantFactory()
    a, b = _address(tenant_a), _address(tenant_b)
    backlog = _stage(a, 50)
    drained = [_claim_and_finish() for _ in range(20)]
    assert drained == backlog[:20]
    (late,) = _stage(b, 1)
    more_of_a = _stage(a, 5)  # after A's backlog, not before B
    claims = [_claim_and_finish() for _ in range(36)]
    assert late in claims[:2]
    assert [c for c in claims if c != late] == backlog[20:] + more_of_a


def test_a_message_that_fails_goes_to_the_back_of_its_tenants_line(db, media):
    tenant_a, tenant_b = TenantFactory(), TenantFactory()
    first, *_rest = _stage(_address(tenant_a), 3)
    (other,) = _stage(_address(tenant_b), 1)
    assert services.inbound_claim() == first
    services.inbound_defer(inbound_id=first)
    services.inbound_release(inbound_id=first)
    claims = [_claim_and_finish() for _ in range(4)]
    assert claims.index(other) < claims.index(first)
    assert claims.index(first) == 3  # behind A's other two


def test_the_worker_files_the_other_tenants_message_before_the_backlog(db, media):
    tenant_a, tenant_b = TenantFactory(), TenantFactory()
    backlog = _stage(_address(tenant_a), 6)
    identity_b = IdentityFactory(tenant=tenant_b)
    (single,) = _stage(identity_b.primary.address, 1)

    # The tasks queued for A's second and third messages: the second task files B's.
    tasks.inbound_process.apply(args=[backlog[1]], throw=True)
    tasks.inbound_process.apply(args=[backlog[2]], throw=True)
    states = dict(InboundMessage.objects.values_list("pk", "state"))
    assert states[single] == "processed"
    assert Message.objects.filter(identity=identity_b, inbound_id=single).count() == 1

    # The remaining tasks (one was queued per message) file everything, each once.
    for inbound_id in [backlog[0], *backlog[3:], single]:
        tasks.inbound_process.apply(args=[inbound_id], throw=True)
    assert set(InboundMessage.objects.values_list("state", flat=True)) == {"processed"}
    assert Message.objects.filter(inbound_id__in=[*backlog, single]).count() == 7


def _claim_in_thread(out: list) -> None:
    try:
        out.append(services.inbound_claim())
    finally:
        connection.close()  # the session ends: its claim goes with it


@pytest.mark.django_db(transaction=True)
def test_two_workers_never_claim_the_same_message_and_a_dead_ones_claim_is_freed(
    media, queued_tasks
):
    tenant = TenantFactory()
    staged = _stage(_address(tenant), 2)
    mine = services.inbound_claim()
    assert mine == staged[0]
    theirs: list = []
    thread = threading.Thread(target=_claim_in_thread, args=(theirs,))
    thread.start()
    thread.join()
    assert theirs == [staged[1]]  # the first is held by this session
    # That worker's session has ended: the message it claimed is free for another.
    freed: list = []
    thread = threading.Thread(target=_claim_in_thread, args=(freed,))
    thread.start()
    thread.join()
    assert freed == [staged[1]]
    # That session has ended (a worker that died): its message can be claimed again.
    services.inbound_release(inbound_id=mine)
    assert services.inbound_claim() == staged[0]
    services.inbound_release(inbound_id=staged[0])
    again: list = []
    thread = threading.Thread(target=_claim_in_thread, args=(again,))
    thread.start()
    thread.join()
    assert again == [staged[0]]


def test_a_batch_gives_each_tenants_messages_consecutive_turns_after_their_backlog(db, media):
    """One group commit (ADR 0021) stages several tenants' mail with one turn query: each
    tenant's messages in the batch follow its own last staged turn, in arrival order."""
    tenant_a, tenant_b = TenantFactory(), TenantFactory()
    a, b = _address(tenant_a), _address(tenant_b)
    _stage(a, 3)  # A's backlog: turns 0, 1 and 2
    arrivals = [a, b, a, b, a]
    staged = services.inbound_accept_batch(
        messages=[
            {"raw": make_message(to=to, subject=f"batch {n}"), "mail_from": "alice@example.org",
             "recipients": [to], "peer_ip": "192.0.2.1", "helo": "client.example.org"}
            for n, to in enumerate(arrivals)
        ]
    )  # fmt: skip

    assert [row.turn for row in staged] == [3, 0, 4, 1, 5]
    assert [row.tenant_id for row in staged] == [
        tenant_a.id, tenant_b.id, tenant_a.id, tenant_b.id, tenant_a.id
    ]  # fmt: skip
    stored = dict(InboundMessage.objects.values_list("pk", "turn"))
    assert [stored[row.pk] for row in staged] == [3, 0, 4, 1, 5]
