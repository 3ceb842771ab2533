"""Exports: a zip with an mbox per identity, JSON lines, attachments and a checksummed
manifest, built by an ``export`` job and downloaded through a signed, expiring link."""

from __future__ import annotations

import hashlib
import io
import json
import mailbox
import time
import zipfile
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.events.models import Event
from apps.mailbox.models import RawBlob
from apps.mailbox.services import raw_blob_store
from apps.privacy.models import Export, Job
from apps.privacy.services import export as export_service
from apps.privacy.services import jobs
from pylota.core.principal import Actor
from tests.conftest import Api
from tests.factories import AttachmentFactory, IdentityFactory, MessageFactory, ThreadFactory

RAW_WITH_FROM_LINE = (
    b"From: Ana <ana@example.org>\r\nTo: agent@agents.pylota.test\r\nSubject: Minutes\r\n\r\n"
    b"Here are the minutes.\r\nFrom the board: approved.\r\n"
)


@pytest.fixture
def mailbox_of(world):
    """An identity of the world's tenant with three messages, one with an attachment and
    one whose body has a line starting with "From " (mbox must quote it)."""
    identity = IdentityFactory(tenant=world.tenant)
    thread = ThreadFactory(identity=identity)
    first = MessageFactory(thread=thread, from_address="ana@example.org", text="one")
    second = MessageFactory(
        thread=thread,
        from_address="ana@example.org",
        text="Here are the minutes.",
        raw=raw_blob_store(RAW_WITH_FROM_LINE),
    )
    third = MessageFactory(thread=thread, from_address="bob@example.net", text="three")
    attachment = AttachmentFactory(message=first, filename="q3 report.pdf")
    return identity, [first, second, third], attachment


def _build(api: Api, body: dict) -> dict:
    created = api.post("/v1/exports", body)
    assert created.status_code == 202, created.content
    export = created.json()
    assert export["state"] == "building"
    assert export["download_url"] is None
    jobs.job_run(export["job_id"])
    return api.get(f"/v1/exports/{export['id']}").json()


def _download(url: str) -> zipfile.ZipFile:
    path = url.split("://", 1)[-1].split("/", 1)[1]
    response = Api().get(f"/{path}")
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "application/zip"
    return zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content)))


def test_an_identity_export_holds_its_mail_and_a_manifest_that_checks_out(world, mailbox_of):
    identity, messages, attachment = mailbox_of
    api = Api(world.tenant_key.secret)
    export = _build(api, {"subject": "identity", "identity_id": identity.id})

    assert export["state"] == "ready"
    assert export["counts"]["messages"] == 3
    assert export["counts"]["attachments"] == 1
    assert export["download_url"]
    assert export["download_expires_at"]
    archive = _download(export["download_url"])

    manifest = json.loads(archive.read("manifest.json"))
    assert manifest["export_id"] == export["id"]
    assert manifest["counts"]["messages"] == 3
    listed = {entry["path"]: entry for entry in manifest["files"]}
    assert set(listed) == set(archive.namelist()) - {"manifest.json"}
    for path, entry in listed.items():
        data = archive.read(path)
        assert entry["size"] == len(data)
        assert entry["sha256"] == hashlib.sha256(data).hexdigest()

    base = f"identities/{identity.id}"
    lines = [json.loads(line) for line in archive.read(f"{base}/messages.jsonl").splitlines()]
    assert [line["id"] for line in lines] == [m.id for m in messages]
    assert lines[0]["attachments"][0]["sha256"] == attachment.sha256
    stored = archive.read(lines[0]["attachments"][0]["path"])
    assert stored == b"%PDF-1.4\n"

    mbox_bytes = archive.read(f"{base}/mailbox.mbox")
    assert b"\n>From the board: approved." in mbox_bytes
    assert mbox_bytes.count(b"\nFrom ") + mbox_bytes.startswith(b"From ") == 3


def test_the_mbox_parses_back_into_the_messages(world, mailbox_of, tmp_path):
    identity, _messages, _ = mailbox_of
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    archive = _download(export["download_url"])
    path = tmp_path / "mailbox.mbox"
    path.write_bytes(archive.read(f"identities/{identity.id}/mailbox.mbox"))
    parsed = list(mailbox.mbox(str(path)))
    assert len(parsed) == 3
    assert parsed[1]["Subject"] == "Minutes"
    assert "From the board: approved." in parsed[1].get_payload()


def test_completion_records_the_event(world, mailbox_of):
    identity, _, _ = mailbox_of
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    event = Event.objects.get(type="export.completed")
    assert event.tenant_id == world.tenant.id
    assert event.data["id"] == export["id"]
    assert event.data["state"] == "ready"
    assert "download_url" not in event.data


def test_a_counterparty_export_takes_that_address_across_identities_only(world, mailbox_of):
    _identity, messages, _ = mailbox_of
    other_identity = IdentityFactory(tenant=world.tenant)
    theirs = MessageFactory(
        thread=ThreadFactory(identity=other_identity),
        from_address="someone@example.com",
        to=[{"name": None, "address": "ana@example.org"}],
    )
    MessageFactory(thread=ThreadFactory(identity=other_identity), from_address="x@example.com")
    # Another tenant's mail from the same person stays out.
    MessageFactory(
        thread=ThreadFactory(identity=IdentityFactory(tenant=world.other_tenant)),
        from_address="ana@example.org",
    )
    export = _build(
        Api(world.tenant_key.secret), {"subject": "counterparty", "address": "Ana@Example.org"}
    )
    assert export["counts"]["messages"] == 3
    assert export["counts"]["identities"] == 2
    archive = _download(export["download_url"])
    ids = set()
    for name in archive.namelist():
        if name.endswith("messages.jsonl"):
            ids |= {json.loads(line)["id"] for line in archive.read(name).splitlines()}
    assert ids == {messages[0].id, messages[1].id, theirs.id}


def test_a_tenant_export_has_one_mbox_per_identity(world, mailbox_of):
    identity, _, _ = mailbox_of
    second = IdentityFactory(tenant=world.tenant)
    MessageFactory(thread=ThreadFactory(identity=second))
    export = _build(Api(world.tenant_key.secret), {"subject": "tenant"})
    archive = _download(export["download_url"])
    mboxes = sorted(n for n in archive.namelist() if n.endswith("mailbox.mbox"))
    assert mboxes == sorted(f"identities/{i.id}/mailbox.mbox" for i in (identity, second))
    assert export["counts"]["messages"] == 4


def test_a_message_whose_raw_source_was_purged_keeps_its_json_line(world, mailbox_of):
    identity, messages, _ = mailbox_of
    RawBlob.objects.filter(pk=messages[2].raw_id).update(purged_at=timezone.now())
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    assert export["counts"]["raw_purged"] == 1
    archive = _download(export["download_url"])
    base = f"identities/{identity.id}"
    lines = [json.loads(line) for line in archive.read(f"{base}/messages.jsonl").splitlines()]
    assert lines[2]["raw"]["included"] is False
    assert lines[2]["text"] == "three"
    assert archive.read(f"{base}/mailbox.mbox").count(b"From ") >= 2


def test_an_identity_of_another_tenant_is_not_found(world, mailbox_of):
    foreign = IdentityFactory(tenant=world.other_tenant)
    response = Api(world.tenant_key.secret).post(
        "/v1/exports", {"subject": "identity", "identity_id": foreign.id}
    )
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "identity_not_found"
    assert not Export.objects.exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"subject": "identity"}, "identity_id"),
        ({"subject": "counterparty"}, "address"),
        ({"subject": "everything"}, "subject"),
    ],
)
def test_bad_requests_are_refused_with_the_field(world, body, field):
    response = Api(world.tenant_key.secret).post("/v1/exports", body)
    assert response.status_code == 422
    assert field in response.json()["error"]["details"]["fields"]


def test_the_download_link_refuses_tampering_and_expiry(world, mailbox_of):
    identity, _, _ = mailbox_of
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    token = export["download_url"].rsplit("/", 1)[1]
    payload, kid, mac = token.split(".")
    forged = f"{payload}.{kid}.{'A' * len(mac)}"
    for bad in (forged, "nonsense", f"{payload}.{kid}"):
        response = Api().get(f"/v1/exports/download/{bad}")
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "export_link_not_found"
    row = Export.objects.get(pk=export["id"])
    stale, _ = export_service.export_link_token(export=row, now=time.time() - 7200)
    assert Api().get(f"/v1/exports/download/{stale}").status_code == 404
    assert export_service.export_link_parse(token) == export["id"]


def test_an_expired_export_loses_its_file_and_answers_410(world, mailbox_of):
    from django.core.files.storage import default_storage

    identity, _, _ = mailbox_of
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    token = export["download_url"].rsplit("/", 1)[1]
    row = Export.objects.get(pk=export["id"])
    assert default_storage.exists(row.storage_name)
    expired = export_service.export_expire(now=row.expires_at + timedelta(seconds=1))
    assert expired == 1
    row.refresh_from_db()
    assert row.state == Export.State.EXPIRED
    response = Api().get(f"/v1/exports/download/{token}")
    assert response.status_code == 410
    assert response.json()["error"]["code"] == "export_expired"


def test_a_step_that_keeps_failing_leaves_a_failed_export(world, mailbox_of, settings, monkeypatch):
    identity, _, _ = mailbox_of
    settings.PM_JOB_STEP_ATTEMPTS = 1

    def broken(**kwargs):
        raise OSError("storage is down")

    monkeypatch.setattr(export_service, "export_build", broken)
    api = Api(world.tenant_key.secret)
    created = api.post("/v1/exports", {"subject": "identity", "identity_id": identity.id}).json()
    job = jobs.job_run(created["job_id"])
    assert job.state == Job.State.FAILED
    export = api.get(f"/v1/exports/{created['id']}").json()
    assert export["state"] == "failed"
    assert export["download_url"] is None
    assert not Event.objects.filter(type="export.completed").exists()


def test_a_rerun_after_a_crash_writes_the_same_zip(world, mailbox_of):
    """The write step starts again from nothing: the second file replaces the first."""
    identity, _, _ = mailbox_of
    export = export_service.export_create(
        actor=Actor(key_id=world.tenant_key.id),
        tenant=world.tenant,
        subject="identity",
        identity=identity,
    )
    first = export_service.export_build(export=export)
    export.refresh_from_db()
    name = export.storage_name
    second = export_service.export_build(export=export)
    export.refresh_from_db()
    assert first == second
    assert export.storage_name == name


def test_idempotency_key_replays_the_first_export(world, mailbox_of):
    identity, _, _ = mailbox_of
    api = Api(world.tenant_key.secret)
    body = {"subject": "identity", "identity_id": identity.id}
    headers = {"Idempotency-Key": "export-1"}
    first = api.post("/v1/exports", body, headers=headers)
    again = api.post("/v1/exports", body, headers=headers)
    assert first.json()["id"] == again.json()["id"]
    assert again["Idempotent-Replayed"] == "true"
    assert Export.objects.count() == 1


def test_from_lines_are_quoted_across_chunk_boundaries(world):
    """The mbox writer reads raw sources in 64 KB chunks: a From line just after a chunk
    boundary, an already quoted one and a line longer than a chunk all come out right."""
    identity = IdentityFactory(tenant=world.tenant)
    head = b"From: a@example.org\r\nSubject: long\r\n\r\n"
    filler = b"x" * (export_service.CHUNK - len(head) - 2) + b"\r\n"
    body = filler + b"From here on\r\n>From quoted\r\n" + b"y" * 200_000 + b"\r\nend\r\n"
    MessageFactory(thread=ThreadFactory(identity=identity), raw=raw_blob_store(head + body))
    export = _build(
        Api(world.tenant_key.secret), {"subject": "identity", "identity_id": identity.id}
    )
    mbox = _download(export["download_url"]).read(f"identities/{identity.id}/mailbox.mbox")
    assert b"\r" not in mbox
    assert b"\n>From here on\n>>From quoted\n" + b"y" * 200_000 + b"\nend\n" in mbox
    assert mbox.count(b"\nFrom ") == 0
    assert mbox.startswith(b"From sender@example.com ")
