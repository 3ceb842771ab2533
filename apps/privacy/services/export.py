"""Exports: a subject's mail as one zip, built by an ``export`` job and downloaded through a
signed, expiring link (docs/privacy.md, "Export").

The zip holds, per identity, ``identities/<identity_id>/mailbox.mbox`` (the raw messages,
mboxrd), ``identities/<identity_id>/messages.jsonl`` (one JSON object per message) and
``identities/<identity_id>/attachments/<message_id>/<attachment_id>-<name>``, and at the
end ``manifest.json`` with the size and sha256 of every file. It is written streaming:
messages are read with ``.iterator()``, blobs are copied in chunks into the zip entry, the
zip goes to a temporary file and from there into storage, so memory does not grow with the
mailbox (``bench/privacy.py`` measures it).

A download token is ``{payload}.{kid}.{mac}`` like the mailbox's signed links, with its own
keyring purpose (``export_link``), so a message link can never open an export.
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
import time
import zipfile
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.files import File
from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.mailbox import services as mailbox_services
from apps.privacy import selectors
from apps.privacy.models import Export, Job
from apps.privacy.services.jobs import job_create, register_kind
from apps.tenants.services import audit_record, keyring
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

EXPORT_KIND = "export"
LINK_PURPOSE = "export_link"
CHUNK = 64 * 1024
_BATCH = 500
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_FROM_LINE = re.compile(rb"^(>*From )", re.MULTILINE)
# Columns the JSON lines leave out: the raw source in the mbox has the headers, and the
# rest are our own scoring, not the person's data.
_NOT_EXPORTED = ("headers", "injection", "trust", "defects", "report", "extracted_text")


def export_create(
    *,
    actor: Actor,
    tenant: Tenant,
    subject: str,
    identity=None,
    counterparty: str = "",
) -> Export:
    """Record an export and queue the job that builds it (its file is ready when the job
    succeeds and ``export.completed`` is recorded)."""
    with transaction.atomic():
        export = Export.objects.create(
            tenant=tenant,
            subject=subject,
            identity=identity if subject == Export.Subject.IDENTITY else None,
            counterparty=counterparty.lower() if subject == Export.Subject.COUNTERPARTY else "",
            requested_by=actor.key_id or actor.user,
        )
        job = job_create(
            actor=actor, tenant=tenant, kind=EXPORT_KIND, params={"export_id": export.id}
        )
        export.job = job
        export.save(update_fields=["job"])
        audit_record(
            actor=actor,
            type="export.requested",
            target=export,
            tenant=tenant,
            data={"subject": subject, "identity_id": export.identity_id or "", "job_id": job.id},
        )
    return export


# --- The zip ------------------------------------------------------------------------------


class _Entry:
    """One file being written into the zip: counts its bytes and hashes them."""

    def __init__(self, archive: zipfile.ZipFile, name: str, files) -> None:
        self.name = name
        self.size = 0
        self.digest = hashlib.sha256()
        self._handle = archive.open(name, "w", force_zip64=True)
        self._files = files

    def write(self, data: bytes) -> None:
        if data:
            self.size += len(data)
            self.digest.update(data)
            self._handle.write(data)

    def close(self) -> None:
        self._handle.close()
        self._files.write(
            json.dumps({"path": self.name, "size": self.size, "sha256": self.digest.hexdigest()})
            + "\n"
        )

    def __enter__(self) -> _Entry:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _from_line(message) -> bytes:
    sender = message.from_address or "MAILER-DAEMON"
    when = message.received_at.strftime("%a %b %d %H:%M:%S %Y")
    return f"From {sender} {when}\n".encode("ascii", "replace")


def _mboxrd(data: bytes) -> bytes:
    return _FROM_LINE.sub(rb">\1", data.replace(b"\r\n", b"\n"))


def _write_mbox_message(entry: _Entry, message) -> bool:
    """Append one raw message (mboxrd: ``>``-quoted From lines, LF line ends), read in
    chunks cut at line ends. False when a retention policy purged its raw source: the JSON
    line still has its text."""
    if message.raw.purged_at is not None:
        return False
    entry.write(_from_line(message))
    carry, last = b"", b"\n"
    with default_storage.open(message.raw.storage_name, "rb") as handle:
        while chunk := handle.read(CHUNK):
            data = carry + chunk
            cut = data.rfind(b"\n") + 1
            if cut == 0 and len(data) < 16 * CHUNK:
                carry = data  # a line longer than a chunk: wait for its end
                continue
            cut = cut or len(data)
            complete, carry = data[:cut], data[cut:]
            entry.write(_mboxrd(complete))
            last = complete[-1:]
    if carry:
        entry.write(_mboxrd(carry))
        last = carry[-1:]
    entry.write(b"\n" if last == b"\n" else b"\n\n")
    return True


def _attachment_path(identity_id: str, attachment) -> str:
    name = _UNSAFE.sub("_", attachment.filename or "attachment")[:100].strip("._") or "file"
    return f"identities/{identity_id}/attachments/{attachment.message_id}/{attachment.id}-{name}"


def _message_json(message, attachments: list, paths: dict[str, str], raw_included: bool) -> dict:
    return {
        "id": message.id,
        "identity_id": message.identity_id,
        "thread_id": message.thread_id,
        "direction": message.direction,
        "kind": message.kind,
        "message_id_header": message.message_id_header,
        "in_reply_to": message.in_reply_to,
        "references": message.references,
        "from": {"address": message.from_address, "name": message.from_name},
        "to": message.to,
        "cc": message.cc,
        "reply_to": message.reply_to,
        "recipient": message.recipient,
        "subject": message.subject,
        "sent_at": message.sent_at,
        "received_at": message.received_at,
        "text": message.text,
        "html": message.html,
        "labels": message.labels,
        "is_read": message.is_read,
        "quarantine_state": message.quarantine_state,
        "auth": message.auth,
        "triage": message.triage,
        "raw": {"included": raw_included, "sha256": message.raw.sha256, "size": message.raw.size},
        "attachments": [
            {
                "id": a.id,
                "filename": a.filename,
                "content_type": a.content_type,
                "size": a.size,
                "sha256": a.sha256,
                "path": paths.get(a.id),
            }
            for a in attachments
        ],
    }


def _batches(queryset):
    batch = []
    for row in queryset.iterator(chunk_size=_BATCH):
        batch.append(row)
        if len(batch) >= _BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _write_identity(archive, files, export: Export, identity_id: str, counts: dict) -> None:
    """Three passes over the identity's messages, one zip entry open at a time: the mbox,
    the JSON lines (attachment paths are derived, so they are known before the files are
    written), then the attachments."""
    messages = selectors.export_messages(export=export).filter(identity_id=identity_id)
    base = f"identities/{identity_id}"
    with _Entry(archive, f"{base}/mailbox.mbox", files) as mbox:
        thin = messages.only("from_address", "received_at", "raw__storage_name", "raw__purged_at")
        for message in thin.iterator(chunk_size=_BATCH):
            if not _write_mbox_message(mbox, message):
                counts["raw_purged"] += 1
    with _Entry(archive, f"{base}/messages.jsonl", files) as lines:
        for batch in _batches(messages.defer(*_NOT_EXPORTED)):
            attachments = selectors.export_attachments(message_ids=[m.id for m in batch])
            for message in batch:
                own = attachments.get(message.id, [])
                paths = {a.id: _attachment_path(identity_id, a) for a in own}
                row = _message_json(message, own, paths, message.raw.purged_at is None)
                lines.write(json.dumps(row, cls=DjangoJSONEncoder).encode() + b"\n")
                counts["messages"] += 1
    for batch in _batches(messages.select_related(None).only("id", "identity_id")):
        attachments = selectors.export_attachments(message_ids=[m.id for m in batch])
        for message in batch:
            for attachment in attachments.get(message.id, []):
                path = _attachment_path(identity_id, attachment)
                with (
                    _Entry(archive, path, files) as entry,
                    mailbox_services.attachment_open(attachment) as handle,
                ):
                    while chunk := handle.read(CHUNK):
                        entry.write(chunk)
                counts["attachments"] += 1
                counts["attachment_bytes"] += entry.size


def _storage_name(export: Export) -> str:
    return f"exports/{export.tenant_id}/{export.id}.zip"


def export_build(*, export: Export) -> dict:
    """Write the export's zip into storage (again from the start when a failed attempt
    left one) and record its size and checksum. Returns the counts."""
    counts = {"identities": 0, "messages": 0, "attachments": 0, "attachment_bytes": 0}
    counts["raw_purged"] = 0
    identity_ids = list(
        selectors.export_messages(export=export)
        .order_by()
        .values_list("identity_id", flat=True)
        .distinct()
    )
    if export.subject == Export.Subject.IDENTITY and export.identity_id not in identity_ids:
        identity_ids.append(export.identity_id)  # an empty mailbox still gets its files
    with tempfile.TemporaryDirectory(prefix="pm-export-") as workdir:
        path = f"{workdir}/export.zip"
        with (
            open(f"{workdir}/files.jsonl", "w+") as files,
            zipfile.ZipFile(
                path, "w", compression=zipfile.ZIP_DEFLATED, allowZip64=True
            ) as archive,
        ):
            for identity_id in sorted(i for i in identity_ids if i):
                _write_identity(archive, files, export, identity_id, counts)
                counts["identities"] += 1
            files.seek(0)
            with archive.open("manifest.json", "w") as manifest:
                head = {
                    "export_id": export.id,
                    "tenant_id": export.tenant_id,
                    "subject": export.subject,
                    "identity_id": export.identity_id,
                    "counterparty": export.counterparty or None,
                    "created_at": export.created_at,
                    "counts": counts,
                    "checksum": "sha256",
                }
                text = json.dumps(head, cls=DjangoJSONEncoder)
                manifest.write(text[:-1].encode() + b', "files": [')
                for number, line in enumerate(files):
                    manifest.write((b", " if number else b"") + line.strip().encode())
                manifest.write(b"]}\n")
        digest = hashlib.sha256()
        with open(path, "rb") as handle:
            while chunk := handle.read(CHUNK):
                digest.update(chunk)
            size = handle.tell()
            handle.seek(0)
            name = _storage_name(export)
            default_storage.delete(name)
            stored = default_storage.save(name, File(handle))
    Export.objects.filter(pk=export.pk).update(
        storage_name=stored, size=size, sha256=digest.hexdigest(), counts=counts
    )
    return counts


# --- The job ------------------------------------------------------------------------------


def export_write(job: Job) -> dict:
    """Step 1: build the zip. Run again from the start after a failure (nothing is counted
    until the step's transaction commits)."""
    export = selectors.export_by_id(job.params["export_id"])
    if export is None:
        return {}
    return export_build(export=export)


def export_publish(job: Job) -> dict:
    """Step 2: the export is ready for download until its expiry; ``export.completed``."""
    export = Export.objects.select_for_update().filter(pk=job.params["export_id"]).first()
    if export is None or export.state == Export.State.READY:
        return {}
    now = timezone.now()
    export.state = Export.State.READY
    export.completed_at = now
    export.expires_at = now + timedelta(hours=settings.PM_EXPORT_TTL_HOURS)
    export.save(update_fields=["state", "completed_at", "expires_at"])
    event_record(type="export.completed", data=export_data(export), tenant=export.tenant)
    return {}


def _export_finished(job: Job) -> None:
    """A job that failed or was cancelled leaves a failed export (and no file)."""
    if job.state == Job.State.SUCCEEDED:
        return
    export = Export.objects.select_for_update().filter(pk=job.params.get("export_id")).first()
    if export is None or export.state != Export.State.BUILDING:
        return
    if export.storage_name:
        name = export.storage_name
        transaction.on_commit(lambda: default_storage.delete(name))
    export.state = Export.State.FAILED
    export.completed_at = timezone.now()
    export.save(update_fields=["state", "completed_at"])


register_kind(EXPORT_KIND, [export_write, export_publish], on_finish=_export_finished)


def export_data(export: Export) -> dict:
    """What ``export.completed`` and the API say of an export (no download link in an
    event: links are minted per request)."""
    return {
        "id": export.id,
        "tenant_id": export.tenant_id,
        "subject": export.subject,
        "identity_id": export.identity_id,
        "job_id": export.job_id,
        "state": export.state,
        "size": export.size,
        "sha256": export.sha256 or None,
        "counts": export.counts,
        "created_at": export.created_at,
        "completed_at": export.completed_at,
        "expires_at": export.expires_at,
    }


def export_expire(*, now=None, limit: int = 200) -> int:
    """Remove the files of exports past their expiry (the platform retention job)."""
    expired = 0
    for export in selectors.export_expired(now=now)[:limit]:
        with transaction.atomic():
            locked = Export.objects.select_for_update().filter(pk=export.pk).first()
            if locked is None or locked.state != Export.State.READY:
                continue
            name = locked.storage_name
            locked.state = Export.State.EXPIRED
            locked.save(update_fields=["state"])
            transaction.on_commit(lambda name=name: default_storage.delete(name))
            expired += 1
    return expired


# --- Download links -----------------------------------------------------------------------


def export_link_token(*, export: Export, now: float | None = None) -> tuple[str, int]:
    """A download token for a ready export and its expiry (Unix seconds): valid for
    ``PM_EXPORT_LINK_TTL_SECONDS``, never past the export's own expiry."""
    now = time.time() if now is None else now
    expires = int(now) + settings.PM_EXPORT_LINK_TTL_SECONDS
    if export.expires_at is not None:
        expires = min(expires, int(export.expires_at.timestamp()))
    body = {"x": export.id, "e": expires}
    return keyring.token_sign(body, purpose=LINK_PURPOSE, context="export"), expires


def export_link_parse(token: str, *, now: float | None = None) -> str | None:
    """The export ID a token names, or None when malformed, forged or expired."""
    body = keyring.token_read(token, purpose=LINK_PURPOSE, context="export", max_length=500)
    if body is None:
        return None
    try:
        export_id, expires = str(body["x"]), int(body["e"])
    except (ValueError, KeyError, TypeError):
        return None
    if expires < (time.time() if now is None else now):
        return None
    return export_id


def export_open(*, export: Export):
    """The stored zip, opened for streaming to a client."""
    return default_storage.open(export.storage_name, "rb")
