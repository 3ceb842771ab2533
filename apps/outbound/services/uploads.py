"""Uploads (``POST /v1/attachments``): files sent later by reference, kept PM_UPLOAD_TTL_HOURS."""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.outbound.models import Upload
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.ids import new_id
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity


@transaction.atomic
def upload_create(
    *, actor: Actor, identity: Identity, filename: str, content_type: str, content: bytes
) -> Upload:
    if len(content) > settings.PM_UPLOAD_MAX_BYTES:
        raise AppError("upload_too_large", details={"max": settings.PM_UPLOAD_MAX_BYTES})
    upload_id = new_id("upl")
    blob = mailbox_services.raw_blob_store(content, kind=f"uploads/{upload_id}")
    upload = Upload.objects.create(
        id=upload_id,
        tenant_id=identity.tenant_id,
        identity=identity,
        filename=filename[:255],
        content_type=content_type[:255],
        size=len(content),
        sha256=hashlib.sha256(content).hexdigest(),
        storage_name=blob.storage_name,
        created_by_key_id=actor.key_id,
        expires_at=timezone.now() + dt.timedelta(hours=settings.PM_UPLOAD_TTL_HOURS),
    )
    tenant_services.audit_record(
        actor=actor,
        type="upload.created",
        target=upload,
        tenant_id=identity.tenant_id,
        data={"size": upload.size},
    )
    return upload


def upload_read(upload: Upload) -> bytes:
    blob = mailbox_selectors.raw_blob_by_name(upload.storage_name)
    return mailbox_services.raw_blob_read(blob)


def uploads_purge() -> int:
    """Forget expired uploads (their bytes stay with any message that sent them)."""
    expired = Upload.objects.filter(expires_at__lte=timezone.now())
    count, _ = expired.delete()
    return count
