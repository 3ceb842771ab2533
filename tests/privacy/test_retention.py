"""Retention: tenant and identity policies applied by nightly ``retention`` jobs (holds
respected, raw MIME purged with the text kept), and the platform retention job."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.files.storage import default_storage
from django.utils import timezone

from apps.events.models import Event
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Attachment, Message, RawBlob, Thread
from apps.mailbox.services import raw_blob_store
from apps.privacy.models import Job, RetentionPolicy
from apps.privacy.services import jobs, retention
from apps.privacy.services.holds import hold_create
from apps.tenants.models import AuditEvent, IdempotencyRecord
from pylota.core.principal import Actor
from tests.conftest import Api
from tests.factories import AttachmentFactory, IdentityFactory, MessageFactory, ThreadFactory

NOW = timezone.now()
OPERATOR = Actor(user="test:operator")


def _message(identity, *, days: int, **fields) -> Message:
    return MessageFactory(
        thread=ThreadFactory(identity=identity), received_at=NOW - timedelta(days=days), **fields
    )


def _policy(tenant, identity=None, **fields) -> RetentionPolicy:
    return retention.retention_policy_set(
        actor=OPERATOR, tenant=tenant, identity=identity, **fields
    )


def _run_nightly(now=NOW) -> list[Job]:
    ran = []
    for job in retention.retention_sweep(now=now):
        ran.append(jobs.job_run(job.id))
    return ran


def _tenant_job(ran: list[Job], tenant) -> Job:
    return next(job for job in ran if job.tenant_id == tenant.id)


@pytest.fixture
def identity(world):
    return IdentityFactory(tenant=world.tenant)


def test_messages_past_the_period_go_and_the_rest_stay(world, identity):
    old = _message(identity, days=40)
    attachment = AttachmentFactory(message=old)
    recent = _message(identity, days=5)
    foreign_old = _message(IdentityFactory(tenant=world.other_tenant), days=400)
    _policy(world.tenant, delete_messages_after_days=30)

    job = _tenant_job(_run_nightly(), world.tenant)

    assert job.state == Job.State.SUCCEEDED
    assert not Message.objects.filter(pk=old.pk).exists()
    assert not Attachment.objects.filter(pk=attachment.pk).exists()
    assert not Thread.objects.filter(pk=old.thread_id).exists()
    assert Message.objects.filter(pk__in=[recent.pk, foreign_old.pk]).count() == 2
    assert job.counts["messages_messages"] == 1
    assert job.counts["messages_attachments"] == 1


def test_the_stored_files_of_deleted_messages_are_removed(
    world, identity, django_capture_on_commit_callbacks
):
    old = _message(identity, days=40)
    attachment = AttachmentFactory(message=old)
    names = [old.raw.storage_name, attachment.storage_name]
    _policy(world.tenant, delete_messages_after_days=30)
    with django_capture_on_commit_callbacks(execute=True):
        _run_nightly()
    assert not any(default_storage.exists(name) for name in names)


def test_an_identity_policy_overrides_the_tenant_and_zero_keeps_for_ever(world, identity):
    keeper = IdentityFactory(tenant=world.tenant)
    strict = IdentityFactory(tenant=world.tenant)
    default_old = _message(identity, days=40)
    kept = _message(keeper, days=4000)
    strict_old = _message(strict, days=3)
    strict_new = _message(strict, days=1)
    _policy(world.tenant, delete_messages_after_days=30)
    _policy(world.tenant, keeper, delete_messages_after_days=0)
    _policy(world.tenant, strict, delete_messages_after_days=2)

    _run_nightly()

    remaining = set(Message.objects.values_list("pk", flat=True))
    assert default_old.pk not in remaining
    assert strict_old.pk not in remaining
    assert {kept.pk, strict_new.pk} <= remaining


def test_a_legal_hold_keeps_what_it_covers_and_nothing_else(world, identity):
    held_identity = IdentityFactory(tenant=world.tenant)
    held = _message(held_identity, days=90)
    unheld = _message(identity, days=90)
    held_counterparty = _message(identity, days=90, from_address="lawyer@example.org")
    hold_create(
        actor=OPERATOR, tenant=world.tenant, scope="identity", target=held_identity.id, reason="x"
    )
    hold_create(
        actor=OPERATOR,
        tenant=world.tenant,
        scope="counterparty",
        target="lawyer@example.org",
        reason="litigation",
    )
    _policy(world.tenant, delete_messages_after_days=30, purge_raw_after_days=10)

    _run_nightly()

    remaining = set(Message.objects.values_list("pk", flat=True))
    assert unheld.pk not in remaining
    assert {held.pk, held_counterparty.pk} <= remaining
    assert RawBlob.objects.get(pk=held.raw_id).purged_at is None


def test_quarantined_mail_has_its_own_period(world, identity):
    long_held = _message(
        identity,
        days=20,
        quarantine_state="quarantined",
        quarantined_at=NOW - timedelta(days=20),
    )
    short_held = _message(
        identity, days=2, quarantine_state="quarantined", quarantined_at=NOW - timedelta(days=2)
    )
    delivered = _message(identity, days=20)
    _policy(world.tenant, delete_quarantined_after_days=14)

    job = _tenant_job(_run_nightly(), world.tenant)

    remaining = set(Message.objects.values_list("pk", flat=True))
    assert long_held.pk not in remaining
    assert {short_held.pk, delivered.pk} <= remaining
    assert job.counts["quarantined_messages"] == 1


def test_raw_mime_is_purged_and_the_text_stays_readable(world, identity):
    old = _message(identity, days=20, text="parsed text survives")
    recent = _message(identity, days=1)
    _policy(world.tenant, purge_raw_after_days=7)

    job = _tenant_job(_run_nightly(), world.tenant)

    assert job.counts["raw_purged"] == 1
    assert RawBlob.objects.get(pk=old.raw_id).purged_at is not None
    assert RawBlob.objects.get(pk=recent.raw_id).purged_at is None
    api = Api(world.tenant_key.secret)
    raw = api.get(f"/v1/messages/{old.id}/raw")
    assert raw.status_code == 410
    assert raw.json()["error"]["code"] == "message_raw_purged"
    assert api.get(f"/v1/messages/{old.id}").json()["text"] == "parsed text survives"
    assert api.get(f"/v1/messages/{recent.id}/raw").status_code == 200


def test_a_raw_source_shared_with_a_newer_message_is_kept(world, identity):
    blob = raw_blob_store(b"Subject: shared\r\n\r\nbody\r\n")
    _message(identity, days=20, raw=blob)
    _message(IdentityFactory(tenant=world.tenant), days=1, raw=blob)
    _policy(world.tenant, purge_raw_after_days=7)
    _run_nightly()
    assert RawBlob.objects.get(pk=blob.pk).purged_at is None


def test_a_run_in_batches_counts_each_message_once(world, identity, monkeypatch):
    monkeypatch.setattr(retention, "BATCH", 2)
    for _ in range(5):
        _message(identity, days=40)
    _policy(world.tenant, delete_messages_after_days=30)
    job = _tenant_job(_run_nightly(), world.tenant)
    assert job.counts["messages_messages"] == 5
    assert not Message.objects.filter(identity=identity).exists()


def test_the_platform_job_removes_old_platform_rows_only(world):
    long_ago = NOW - timedelta(days=1000)
    old_event = Event.objects.create(type="identity.created", data={}, tenant_id=world.tenant.id)
    new_event = Event.objects.create(type="identity.created", data={}, tenant_id=world.tenant.id)
    Event.objects.filter(pk=old_event.pk).update(created_at=long_ago, dispatched_at=long_ago)
    Event.objects.filter(pk=new_event.pk).update(dispatched_at=NOW)
    undispatched = Event.objects.create(type="identity.created", data={}, tenant_id="")
    Event.objects.filter(pk=undispatched.pk).update(created_at=long_ago)
    record = IdempotencyRecord.objects.create(
        api_key_id=world.tenant_key.id, key="k", method="POST", path="/v1/x", request_digest="d"
    )
    IdempotencyRecord.objects.filter(pk=record.pk).update(created_at=long_ago)
    staged = InboundMessage.objects.create(
        raw=raw_blob_store(b"x"), recipients=["a@b.c"], state="processed"
    )
    InboundMessage.objects.filter(pk=staged.pk).update(received_at=long_ago)
    waiting = InboundMessage.objects.create(
        raw=raw_blob_store(b"y"), recipients=["a@b.c"], state="staged"
    )
    InboundMessage.objects.filter(pk=waiting.pk).update(received_at=long_ago)
    audit_old = AuditEvent.objects.create(type="x", target_type="t", target_id="1")
    AuditEvent.objects.filter(pk=audit_old.pk).update(created_at=NOW - timedelta(days=3000))
    audit_new = AuditEvent.objects.create(type="x", target_type="t", target_id="2")

    ran = _run_nightly()
    platform = next(job for job in ran if job.tenant_id is None)

    assert platform.state == Job.State.SUCCEEDED
    assert not Event.objects.filter(pk=old_event.pk).exists()
    assert Event.objects.filter(pk__in=[new_event.pk, undispatched.pk]).count() == 2
    assert not IdempotencyRecord.objects.filter(pk=record.pk).exists()
    assert not InboundMessage.objects.filter(pk=staged.pk).exists()
    assert InboundMessage.objects.filter(pk=waiting.pk).exists()
    assert not AuditEvent.objects.filter(pk=audit_old.pk).exists()
    assert AuditEvent.objects.filter(pk=audit_new.pk).exists()
    assert platform.counts["events"] == 1
    assert platform.counts["staging"] == 1


def test_the_nightly_sweep_is_a_beat_task():
    from django.conf import settings

    tasks = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "retention.sweep" in tasks


# --- The API ------------------------------------------------------------------------------


def test_a_tenant_key_reads_and_replaces_its_policy(world):
    api = Api(world.tenant_key.secret)
    empty = api.get("/v1/retention").json()
    assert empty["tenant_id"] == world.tenant.id
    assert empty["delete_messages_after_days"] is None
    put = api.request("PUT", "/v1/retention", {"delete_messages_after_days": 30})
    assert put.status_code == 200, put.content
    again = api.request("PUT", "/v1/retention", {"purge_raw_after_days": 7}).json()
    assert again["delete_messages_after_days"] is None  # a whole policy: omitted is cleared
    assert again["purge_raw_after_days"] == 7
    assert (
        AuditEvent.objects.filter(type="retention.updated", tenant_id=world.tenant.id).count() == 2
    )


def test_an_identity_policy_is_set_on_the_identity(world, identity):
    api = Api(world.tenant_key.secret)
    put = api.request(
        "PUT", f"/v1/identities/{identity.id}/retention", {"delete_quarantined_after_days": 3}
    )
    assert put.status_code == 200, put.content
    assert put.json()["identity_id"] == identity.id
    got = api.get(f"/v1/identities/{identity.id}/retention").json()
    assert got["delete_quarantined_after_days"] == 3
    assert api.get("/v1/retention").json()["delete_quarantined_after_days"] is None


def test_another_tenants_identity_is_not_found(world):
    foreign = IdentityFactory(tenant=world.other_tenant)
    api = Api(world.tenant_key.secret)
    response = api.request("PUT", f"/v1/identities/{foreign.id}/retention", {})
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "identity_not_found"


def test_a_partner_names_its_tenant(world):
    api = Api(world.partner_key.secret)
    assert api.get("/v1/retention").status_code == 422
    assert api.get(f"/v1/retention?tenant_id={world.tenant.id}").status_code == 200
    assert api.get(f"/v1/retention?tenant_id={world.other_tenant.id}").status_code == 404


@pytest.mark.parametrize("value", [-1, "ten", 40000, 1.5])
def test_bad_periods_are_refused(world, value):
    api = Api(world.tenant_key.secret)
    response = api.request("PUT", "/v1/retention", {"delete_messages_after_days": value})
    assert response.status_code == 422
    assert "delete_messages_after_days" in response.json()["error"]["details"]["fields"]


def test_an_operator_runs_a_tenants_retention_from_the_admin(
    admin_client, world, queued_tasks, django_capture_on_commit_callbacks
):
    from django.urls import reverse

    policy = _policy(world.tenant, delete_messages_after_days=30)
    with django_capture_on_commit_callbacks(execute=True):
        admin_client.post(
            reverse("admin:privacy_retentionpolicy_changelist"),
            {"action": "run_retention_now", "_selected_action": [policy.pk]},
        )
    job = Job.objects.get(kind="retention", tenant=world.tenant)
    assert queued_tasks["privacy.job_run"] == [job.id]
    assert admin_client.get(reverse("admin:privacy_export_changelist")).status_code == 200
