"""Legal holds: what a hold covers is kept by erasure (which completes for the rest and
lists what it held back) and by retention; nothing else is kept; holds are audited."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.mailbox.models import Message
from apps.privacy import selectors
from apps.privacy.models import Erasure, Hold
from apps.privacy.services import erasure as erasure_service
from apps.privacy.services import holds, jobs
from apps.tenants.models import AuditEvent
from pylota.core.errors import AppError
from tests.conftest import Api
from tests.privacy.seed import ACTOR, PERSON, seed


def _erase(seeded, scope, target=""):
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope=scope, target=target
    )
    jobs.job_run(erasure.job_id)
    return Erasure.objects.get(pk=erasure.pk)


def test_a_thread_hold_keeps_that_thread_through_a_counterparty_erasure(world):
    seeded = seed(world)
    t1 = seeded.threads["t1"]
    hold = holds.hold_create(
        actor=ACTOR, tenant=seeded.tenant, scope="thread", target=t1.id, reason="litigation"
    )
    held_ids = set(Message.objects.filter(thread=t1).values_list("pk", flat=True))
    erasure = _erase(seeded, "counterparty", PERSON)
    # It completes for the rest: bob's message from the person is gone, t1 stays whole.
    assert erasure.state == Erasure.State.COMPLETED
    assert not Message.objects.filter(pk=seeded.messages["m5"].id).exists()
    assert set(Message.objects.filter(thread=t1).values_list("pk", flat=True)) == held_ids
    held = erasure.receipt["held_back"]
    assert held["messages"] == 3
    assert set(held["message_ids"]) == held_ids
    assert [h["id"] for h in held["holds"]] == [hold.id]
    assert erasure.receipt["probes_empty"] is True
    assert erasure.receipt["removed"]["mailbox.messages"] == 1


def test_a_tenant_hold_keeps_everything_and_a_released_one_nothing(world):
    seeded = seed(world)
    hold = holds.hold_create(actor=ACTOR, tenant=seeded.tenant, scope="tenant", reason="audit")
    count = Message.objects.filter(identity=seeded.alice).count()
    erasure = _erase(seeded, "identity", seeded.alice.id)
    assert Message.objects.filter(identity=seeded.alice).count() == count
    assert erasure.receipt["held_back"]["messages"] == count
    assert erasure.receipt["removed"].get("mailbox.messages", 0) == 0

    holds.hold_release(actor=ACTOR, hold=hold)
    with pytest.raises(AppError) as error:
        holds.hold_release(actor=ACTOR, hold=hold)
    assert error.value.code == "hold_released"
    again = _erase(seeded, "identity", seeded.alice.id)
    assert again.receipt["removed"]["mailbox.messages"] == count
    assert Message.objects.filter(identity=seeded.alice).count() == 0
    assert AuditEvent.objects.filter(type="hold.created", target_id=hold.id).exists()
    assert AuditEvent.objects.filter(type="hold.released", target_id=hold.id).exists()


def test_a_hold_past_its_end_date_covers_nothing(world):
    seeded = seed(world)
    hold = holds.hold_create(
        actor=ACTOR,
        tenant=seeded.tenant,
        scope="identity",
        target=seeded.alice.id,
        reason="until the hearing",
        ends_at=timezone.now() + timedelta(days=1),
    )
    m1 = seeded.messages["m1"]
    assert Message.objects.filter(selectors.held_message_q(seeded.tenant.id), pk=m1.id).exists()
    later = timezone.now() + timedelta(days=2)
    assert not Message.objects.filter(
        selectors.held_message_q(seeded.tenant.id, now=later), pk=m1.id
    ).exists()
    Hold.objects.filter(pk=hold.pk).update(ends_at=timezone.now() - timedelta(seconds=1))
    erasure = _erase(seeded, "message", m1.id)
    assert erasure.receipt["held_back"]["messages"] == 0
    assert not Message.objects.filter(pk=m1.id).exists()


def test_a_counterparty_hold_covers_that_address_only_and_in_its_tenant(world):
    seeded = seed(world)
    holds.hold_create(
        actor=ACTOR, tenant=seeded.tenant, scope="counterparty", target=PERSON, reason="claim"
    )
    held = Message.objects.filter(selectors.held_message_q(seeded.tenant.id))
    names = {n for n, m in seeded.messages.items() if held.filter(pk=m.id).exists()}
    assert names == {"m1", "m2", "m3", "m5"}
    assert not Message.objects.filter(selectors.held_message_q(world.other_tenant.id)).exists()


def test_holds_through_the_api(world):
    seeded = seed(world)
    api = Api(world.tenant_key.secret)
    created = api.post(
        "/v1/holds",
        {"scope": "identity", "target": seeded.bob.id, "reason": "regulator request"},
    )
    assert created.status_code == 201, created.content
    body = created.json()
    assert body["active"] is True
    assert body["tenant_id"] == seeded.tenant.id
    listed = api.get("/v1/holds?active=true").json()["data"]
    assert [h["id"] for h in listed] == [body["id"]]
    assert [h["id"] for h in api.get("/v1/holds").json()["data"]] == [body["id"]]
    for not_a_boolean in ("null", "yes"):
        refused = api.get(f"/v1/holds?active={not_a_boolean}")
        assert refused.status_code == 422, (not_a_boolean, refused.content)
    bad = api.post(
        "/v1/holds", {"scope": "counterparty", "target": "not-an-address", "reason": "x"}
    )
    assert (bad.status_code, bad.json()["error"]["code"]) == (422, "validation_failed")
    missing = api.post("/v1/holds", {"scope": "thread", "target": "thr_x", "reason": "x"})
    assert missing.status_code == 404
    other = Api(world.other_tenant_key.secret).delete(f"/v1/holds/{body['id']}")
    assert other.status_code == 404
    released = api.delete(f"/v1/holds/{body['id']}")
    assert released.status_code == 200
    assert released.json()["active"] is False
    assert api.get("/v1/holds?active=true").json()["data"] == []


def test_held_mail_of_an_erased_identity_is_left_alone_by_the_mailbox_purge(world):
    from apps.mailbox.services import mailbox_purge_sweep

    seeded = seed(world)
    t1 = seeded.threads["t1"]
    holds.hold_create(
        actor=ACTOR, tenant=seeded.tenant, scope="thread", target=t1.id, reason="litigation"
    )
    erasure = _erase(seeded, "identity", seeded.alice.id)
    assert erasure.receipt["held_back"]["messages"] == 3
    seeded.alice.refresh_from_db()
    assert seeded.alice.is_deleted
    assert seeded.alice.deleted_at is None  # so the purge of deleted identities skips it
    mailbox_purge_sweep()
    assert Message.objects.filter(thread=t1).count() == 3
