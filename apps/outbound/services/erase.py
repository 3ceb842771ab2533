"""Erasure support: drafts, uploads and suppressions of erased subjects."""

from __future__ import annotations

import json

from django.db import transaction

from apps.mailbox.services import erase as mailbox_erase
from apps.outbound.models import Draft, Suppression, Upload


def _mentions(content: object, needles: set[str]) -> bool:
    text = json.dumps(content, default=str).lower()
    return any(needle in text for needle in needles)


@transaction.atomic
def outbound_erase(
    *,
    tenant_id: str,
    identity_ids: list[str] = (),
    message_ids: list[str] = (),
    thread_ids: list[str] = (),
    addresses: list[str] = (),
    attachment_sha256: list[str] = (),
    whole_tenant: bool = False,
) -> tuple[dict[str, int], list[str]]:
    """Delete the tenant's drafts, uploads and suppressions that belong to or mention the
    erased subject. Returns the counts per table and the upload files to delete (the
    caller deletes them in a later step, see ``mailbox.services.erase``)."""
    counts: dict[str, int] = {}
    needles = {n.lower() for n in [*message_ids, *thread_ids, *addresses] if n}
    drafts = Draft.objects.filter(tenant_id=tenant_id)
    if whole_tenant:
        doomed = list(drafts.values_list("pk", flat=True))
    else:
        doomed = [d.pk for d in drafts.filter(identity_id__in=identity_ids)]
        doomed += [
            d.pk
            for d in drafts.exclude(identity_id__in=identity_ids)
            if d.message_id in message_ids or (needles and _mentions(d.content, needles))
        ]
    deleted, _ = Draft.objects.filter(pk__in=doomed).delete()
    counts["outbound.drafts"] = deleted

    uploads = Upload.objects.filter(tenant_id=tenant_id)
    if not whole_tenant:
        uploads = uploads.filter(identity_id__in=identity_ids) | uploads.filter(
            sha256__in=list(attachment_sha256)
        )
    names = list(uploads.values_list("storage_name", flat=True))
    deleted, _ = Upload.objects.filter(pk__in=uploads.values("pk")).delete()
    counts["outbound.uploads"] = deleted
    blobs = mailbox_erase.raw_blobs_erase_unreferenced(storage_names=names)
    if blobs:
        counts["mailbox.raw_blobs"] = blobs

    suppressions = Suppression.objects.filter(tenant_id=tenant_id)
    if not whole_tenant:
        suppressions = suppressions.filter(address__in=[a.lower() for a in addresses])
    deleted, _ = suppressions.delete()
    counts["outbound.suppressions"] = deleted
    # The report and original message IDs of suppressions that stay name erased mail.
    Suppression.objects.filter(tenant_id=tenant_id, source_message_id__in=message_ids).update(
        source_message_id=""
    )
    Suppression.objects.filter(tenant_id=tenant_id, original_message_id__in=message_ids).update(
        original_message_id=""
    )
    return counts, names
