"""Each erasure scope, with data seeded in every place it lives: after the erasure the
probes are empty, the receipt counts what was seeded, the receipt's signature verifies,
and everything outside the scope is untouched (counted before and after)."""

from __future__ import annotations

import pytest

from apps.events.models import Event
from apps.identities.models import Address, Identity
from apps.mailbox.models import Attachment, Message
from apps.outbound.models import Draft, Recipient, Send, Suppression, Upload
from apps.privacy import selectors
from apps.privacy.models import Erasure, Job
from apps.privacy.services import erasure as erasure_service
from apps.privacy.services import jobs
from apps.search.models import Chunk, Document, Word
from apps.tenants.models import AuditEvent, IdempotencyRecord, Tenant
from apps.webhooks.models import WebhookDelivery
from tests.privacy.seed import (
    ACTOR,
    PERSON,
    TABLES,
    audit_content,
    census,
    files_exist,
    removed,
    seed,
)


def _expected_for(seeded, names: list[str]) -> dict[str, set]:
    """The rows that hang off these messages, found before the erasure."""
    ids = [seeded.messages[n].id for n in names]
    events = set(Event.objects.filter(data__id__in=ids).values_list("pk", flat=True))
    return {
        "mailbox.messages": set(ids),
        "mailbox.attachments": set(
            Attachment.objects.filter(message_id__in=ids).values_list("pk", flat=True)
        ),
        "mailbox.raw_blobs": {seeded.messages[n].raw_id for n in names},
        "search.documents": set(
            Document.objects.filter(message_id__in=ids).values_list("pk", flat=True)
        ),
        "search.chunks": set(Chunk.objects.filter(message_id__in=ids).values_list("pk", flat=True)),
        "outbound.sends": set(Send.objects.filter(message_id__in=ids).values_list("pk", flat=True)),
        "outbound.recipients": set(
            Recipient.objects.filter(send__message_id__in=ids).values_list("pk", flat=True)
        ),
        "events.events": events,
        "webhooks.deliveries": set(
            WebhookDelivery.objects.filter(event_id__in=events).values_list("pk", flat=True)
        ),
        "tenants.idempotency_records": set(
            IdempotencyRecord.objects.filter(key__in=[f"idem-{i}" for i in ids]).values_list(
                "pk", flat=True
            )
        ),
        "inbound.staging": {seeded.messages[n].inbound_id for n in names},
    }


def _orphan_words(identity_ids: list[str], erased_ids: list[str]) -> set[int]:
    """Words of these identities that only the erased messages' documents hold."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT w.id FROM search_word w WHERE w.identity_id = ANY(%s) AND NOT EXISTS (
              SELECT 1 FROM search_document d JOIN mailbox_message m ON m.id = d.message_id
              WHERE m.identity_id = w.identity_id AND NOT (m.id = ANY(%s))
              AND d.document @@ quote_literal(w.word)::tsquery)
            """,
            [identity_ids, erased_ids],
        )
        return {row[0] for row in cursor.fetchall()}


def _erase(seeded, scope: str, target: str = "") -> Erasure:
    erasure, created = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope=scope, target=target
    )
    assert created
    job = jobs.job_run(erasure.job_id)
    assert job.state == Job.State.SUCCEEDED, (job.error, job.attempts)
    return Erasure.objects.get(pk=erasure.pk)


def _check(seeded, erasure: Erasure, expected: dict[str, set], before: dict, audit_before: dict):
    after = census()
    gone = removed(before, after)
    # Exactly what was in scope went, nothing else.
    assert dict(gone.items()) == {k: v for k, v in expected.items() if v}
    receipt = erasure.receipt
    assert receipt["state"] == "completed"
    assert receipt["probes_empty"] is True
    assert set(receipt["probes"].values()) == {0}
    for name in TABLES:
        assert receipt["removed"].get(name, 0) == len(expected.get(name, ())), name
    assert erasure.state == Erasure.State.COMPLETED
    assert erasure_service.receipt_verify(
        receipt, kid=erasure.signing_kid, signature=erasure.signature
    )
    tampered = {**receipt, "removed": {**receipt["removed"], "mailbox.messages": 0}}
    assert not erasure_service.receipt_verify(
        tampered, kid=erasure.signing_kid, signature=erasure.signature
    )
    # Audit rows stay; only the content of those about the subject is scrubbed.
    audit_after = audit_content(seeded.tenant.id)
    assert set(audit_before) <= set(audit_after)
    scrubbed = {pk for pk, data in audit_before.items() if audit_after[pk] != data}
    assert all(audit_after[pk] == {"scrubbed": True} for pk in scrubbed)
    # Rows the erasure's own steps wrote about the subject are scrubbed as well.
    new = {
        pk for pk in set(audit_after) - set(audit_before) if audit_after[pk] == {"scrubbed": True}
    }
    assert receipt["removed"].get("tenants.audit_rows_scrubbed", 0) == len(scrubbed | new)
    assert erasure.plan == {}
    event = Event.objects.get(type="erasure.completed", data__id=erasure.id)
    assert event.data["probes_empty"] is True
    return scrubbed


def _files(seeded, names):
    return [f for n in names for f in seeded.files[n]]


def test_erasing_a_message(world):
    seeded = seed(world)
    expected = _expected_for(seeded, ["m1"])
    m1 = seeded.messages["m1"]
    expected["search.words"] = _orphan_words([seeded.alice.id], [m1.id])
    before, audit_before = census(), audit_content(seeded.tenant.id)
    erasure = _erase(seeded, "message", m1.id)
    scrubbed = _check(seeded, erasure, expected, before, audit_before)
    assert files_exist(_files(seeded, ["m1"])) == []
    assert files_exist(_files(seeded, ["m2", "m3", "m4", "m5", "m6", "m7"])) == _files(
        seeded, ["m2", "m3", "m4", "m5", "m6", "m7"]
    )
    assert erasure.receipt["removed"]["storage.files"] == 2
    assert {AuditEvent.objects.get(pk=pk).target_id for pk in scrubbed} == {m1.id}
    thread = seeded.threads["t1"]
    thread.refresh_from_db()
    assert thread.message_count == 2


def test_erasing_a_thread(world):
    seeded = seed(world)
    names = ["m1", "m2", "m3"]
    expected = _expected_for(seeded, names)
    ids = [seeded.messages[n].id for n in names]
    expected["search.words"] = _orphan_words([seeded.alice.id], ids)
    expected["mailbox.threads"] = {seeded.threads["t1"].id}
    assert any(Word.objects.filter(pk__in=expected["search.words"], word__startswith="zebrafish"))
    before, audit_before = census(), audit_content(seeded.tenant.id)
    erasure = _erase(seeded, "thread", seeded.threads["t1"].id)
    _check(seeded, erasure, expected, before, audit_before)
    assert files_exist(_files(seeded, names)) == []
    assert erasure.receipt["removed"]["storage.files"] == 6


def test_erasing_an_identity_tombstones_its_addresses(world, settings):
    seeded = seed(world)
    alice = seeded.alice
    names = ["m1", "m2", "m3", "m4"]
    expected = _expected_for(seeded, names)
    expected["search.words"] = set(Word.objects.filter(identity=alice).values_list("pk", flat=True))
    expected["mailbox.threads"] = {seeded.threads["t1"].id, seeded.threads["t2"].id}
    expected["outbound.drafts"] = set(
        Draft.objects.filter(identity=alice).values_list("pk", flat=True)
    )
    upload = Upload.objects.get(identity=alice)
    expected["outbound.uploads"] = {upload.pk}
    expected["mailbox.raw_blobs"] |= {upload_blob(upload)}
    address = alice.primary.address
    before, audit_before = census(), audit_content(seeded.tenant.id)
    erasure = _erase(seeded, "identity", alice.id)
    _check(seeded, erasure, expected, before, audit_before)
    alice.refresh_from_db()
    assert alice.status == Identity.Status.DELETED
    assert alice.name == alice.id
    assert alice.deleted_at is not None
    tombstone = Address.objects.get(identity=alice)
    assert tombstone.status == Address.Status.RETIRED
    assert tombstone.address == address
    assert erasure.receipt["removed"]["identities.addresses_tombstoned"] == 1
    assert files_exist([*_files(seeded, names), upload.storage_name]) == []
    # The address is not handed out again.
    from apps.identities.services import identity_create
    from pylota.core.errors import AppError

    with pytest.raises(AppError) as error:
        identity_create(
            actor=ACTOR, tenant=world.other_tenant, name="thief", local_part=address.split("@")[0]
        )
    assert error.value.code == "address_taken"


def upload_blob(upload) -> str:
    from apps.mailbox.models import RawBlob

    return RawBlob.objects.get(storage_name=upload.storage_name).pk


def test_erasing_a_counterparty_reaches_every_identity_of_the_tenant_and_no_other(world):
    seeded = seed(world)
    names = ["m1", "m2", "m3", "m5"]
    expected = _expected_for(seeded, names)
    ids = [seeded.messages[n].id for n in names]
    expected["search.words"] = _orphan_words([seeded.alice.id, seeded.bob.id], ids)
    expected["mailbox.threads"] = {seeded.threads["t1"].id, seeded.threads["t3"].id}
    expected["outbound.drafts"] = set(
        Draft.objects.filter(tenant=seeded.tenant, content__to=[PERSON]).values_list(
            "pk", flat=True
        )
    )
    expected["outbound.suppressions"] = set(
        Suppression.objects.filter(tenant=seeded.tenant, address=PERSON).values_list(
            "pk", flat=True
        )
    )
    before, audit_before = census(), audit_content(seeded.tenant.id)
    erasure = _erase(seeded, "counterparty", PERSON.upper())
    scrubbed = _check(seeded, erasure, expected, before, audit_before)
    assert AuditEvent.objects.filter(pk__in=scrubbed, type="list.entry_created").exists()
    # The other tenant's mail from the same person is not this tenant's to erase.
    assert Message.objects.filter(pk=seeded.messages["m7"].id).exists()
    assert Suppression.objects.filter(tenant=world.other_tenant, address=PERSON).exists()
    # The erasure keeps no trace of the address: its subject is a hash.
    assert erasure.target.startswith("sha256:")
    assert PERSON not in str(erasure.receipt)


def test_erasing_a_tenant_freezes_it_and_a_second_request_answers_the_same(world):
    seeded = seed(world)
    names = ["m1", "m2", "m3", "m4", "m5", "m6"]
    expected = _expected_for(seeded, names)
    tenant_id = seeded.tenant.id
    expected["search.words"] = set(
        Word.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True)
    )
    expected["mailbox.threads"] = {seeded.threads[t].id for t in ("t1", "t2", "t3", "t4")}
    expected["outbound.drafts"] = set(
        Draft.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True)
    )
    uploads = list(Upload.objects.filter(tenant_id=tenant_id))
    expected["outbound.uploads"] = {u.pk for u in uploads}
    expected["mailbox.raw_blobs"] |= {upload_blob(u) for u in uploads}
    expected["outbound.suppressions"] = set(
        Suppression.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True)
    )
    expected["events.events"] = set(
        Event.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True)
    )
    expected["webhooks.deliveries"] = set(
        WebhookDelivery.objects.filter(event_id__in=expected["events.events"]).values_list(
            "pk", flat=True
        )
    )
    before, audit_before = census(), audit_content(tenant_id)
    erasure, created = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope="tenant"
    )
    again, created_again = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope="tenant"
    )
    assert created
    assert not created_again
    assert again.pk == erasure.pk
    jobs.job_run(erasure.job_id)
    erasure.refresh_from_db()
    # The audit rows the erasure's own job wrote are this tenant's too: scrubbed as well.
    _check(seeded, erasure, expected, before, audit_before)
    tenant = Tenant.objects.get(pk=tenant_id)
    assert tenant.is_suspended
    assert tenant.name == tenant.id
    assert (
        Identity.objects.filter(tenant_id=tenant_id).exclude(metadata={"erased": True}).count() == 0
    )
    from pylota.core.errors import AppError

    with pytest.raises(AppError) as error:
        erasure_service.erasure_create(actor=ACTOR, tenant=tenant, scope="tenant")
    assert error.value.code == "tenant_erased"
    # The other tenant is untouched.
    assert Message.objects.filter(tenant=world.other_tenant).count() == 1


def test_probes_find_what_a_step_left_behind(world):
    seeded = seed(world)
    m4 = seeded.messages["m4"]
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope="message", target=m4.id
    )
    job = Job.objects.get(pk=erasure.job_id)
    with_plan = erasure_service.plan(job)
    assert with_plan == {}
    erasure.refresh_from_db()
    found = selectors.probe_matches(plan=erasure.plan)
    # Nothing erased yet: the message is found by ID, by fingerprint, in search, in events.
    assert found["mailbox.messages.by_id"] == 1
    assert found["mailbox.messages.by_fingerprint"] == 1
    assert found["search.documents.by_message"] == 1
    assert found["events.events"] == 1
    assert "storage.files" not in found  # the files are still named by their rows
    # Once the rows are gone, files no row names are found until the storage step runs.
    # Batch by batch, as the runner calls the step: each batch's counts added to the job's.
    while batch := erasure_service.messages(job):
        job.counts = jobs._add(job.counts, batch)
    found = selectors.probe_matches(plan=erasure.plan)
    assert "mailbox.messages.by_id" not in found
    assert found["storage.files"] == 2
