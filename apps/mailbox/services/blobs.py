"""Durable blob writes through the Django storage API.

For the filesystem backend we write to a temporary file, fsync it, rename it into place
and fsync the directory, so a blob that was reported stored survives a power cut. Object
stores (S3 and compatible) acknowledge a PUT only once it is durable, so ``save`` is enough.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from django.core.files.base import ContentFile
from django.core.files.storage import FileSystemStorage, default_storage
from django.db import transaction
from django.utils import timezone

from apps.mailbox.models import Attachment, RawBlob
from pylota.core.errors import AppError
from pylota.core.ids import new_id


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_durably(name: str, data: bytes) -> str:
    storage = default_storage
    # isinstance on the lazy default_storage resolves it first (``_wrapped`` may still be
    # empty in a fresh process, which would silently skip the fsync path).
    if not isinstance(storage, FileSystemStorage):
        return storage.save(name, ContentFile(data))
    target = Path(storage.path(name))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _fsync_dir(target.parent)
    return name


def open_for_read(name: str):
    return default_storage.open(name, "rb")


def read(name: str) -> bytes:
    with default_storage.open(name, "rb") as handle:
        return handle.read()


def delete(name: str) -> None:
    if name:
        default_storage.delete(name)


def delete_on_commit(names: list[str]) -> None:
    """Remove stored files once the rows that named them are gone for good."""
    if names:
        transaction.on_commit(lambda: [delete(name) for name in names])


def raw_blob_store(data: bytes, *, kind: str = "raw") -> RawBlob:
    """Write bytes durably (fsynced) and record them. Safe to call outside a transaction."""
    return raw_blobs_store([data], kind=kind)[0]


def raw_blobs_store(contents: list[bytes], *, kind: str = "raw") -> list[RawBlob]:
    """Write each of ``contents`` durably, then record them all in one INSERT (the SMTP
    server's group commit stores a batch this way)."""
    day = timezone.now().strftime("%Y/%m/%d")
    blobs = []
    for data in contents:
        blob_id = new_id("blb")
        name = write_durably(f"{kind}/{day}/{blob_id}.eml", data)
        sha256 = hashlib.sha256(data).hexdigest()
        blobs.append(RawBlob(id=blob_id, storage_name=name, sha256=sha256, size=len(data)))
    return RawBlob.objects.bulk_create(blobs)


def raw_blob_read(blob: RawBlob) -> bytes:
    if blob.purged_at is not None:
        raise AppError("message_raw_purged")
    return read(blob.storage_name)


def raw_blob_purge(*, blob_ids: list[str]) -> int:
    """Remove the bytes of these raw blobs and mark them purged (a retention policy's
    "purge raw MIME after K days"); the messages keep their parsed text and attachments.
    Idempotent: a blob already purged is not counted again."""
    with transaction.atomic():
        rows = list(
            RawBlob.objects.select_for_update(skip_locked=True)
            .filter(pk__in=blob_ids, purged_at__isnull=True)
            .exclude(inbound__state="staged")
        )
        RawBlob.objects.filter(pk__in=[b.pk for b in rows]).update(purged_at=timezone.now())
        delete_on_commit([b.storage_name for b in rows])
    return len(rows)


def attachment_open(attachment: Attachment):
    return open_for_read(attachment.storage_name)
