"""Reads of the privacy app."""

from __future__ import annotations

import json
import operator
import re
from functools import reduce

from django.core.files.storage import default_storage
from django.db import connection
from django.db.models import Q, QuerySet, TextField
from django.db.models.functions import Cast
from django.utils import timezone

from apps.events.models import Event
from apps.identities.models import Address, Identity
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Attachment, Message, RawBlob, Thread
from apps.outbound.models import Draft, Recipient, Send, Suppression, Upload
from apps.privacy.models import Erasure, Export, Hold, Job, RetentionPolicy
from apps.search.models import Chunk, Document, Word
from apps.tenants.models import ApiKey, AuditEvent, IdempotencyRecord, Tenant
from apps.webhooks.models import WebhookDelivery
from pylota.core.errors import AppError
from pylota.core.principal import Principal


def active_holds(*, tenant_id: str, now=None) -> QuerySet[Hold]:
    """The tenant's holds in force: not released, end date (if any) still ahead."""
    now = now or timezone.now()
    return Hold.objects.filter(tenant_id=tenant_id, released_at__isnull=True).filter(
        Q(ends_at__isnull=True) | Q(ends_at__gt=now)
    )


def counterparty_q(address: str) -> Q:
    """Messages to or from ``address`` (lower case): sender, recipient, To, Cc, Reply-To."""
    address = address.lower()
    return (
        Q(from_address__iexact=address)
        | Q(recipient__iexact=address)
        | Q(to__contains=[{"address": address}])
        | Q(cc__contains=[{"address": address}])
        | Q(reply_to__contains=[{"address": address}])
    )


def hold_q(hold: Hold) -> Q:
    """The messages one hold covers, as a filter over ``mailbox.Message``."""
    if hold.scope == Hold.ScopeKind.TENANT:
        return Q(tenant_id=hold.tenant_id)
    if hold.scope == Hold.ScopeKind.IDENTITY:
        return Q(identity_id=hold.target)
    if hold.scope == Hold.ScopeKind.THREAD:
        return Q(thread_id=hold.target)
    return counterparty_q(hold.target)


def held_message_q(tenant_id: str, *, now=None) -> Q:
    """Messages of the tenant covered by an active legal hold; erasure and retention
    ``.exclude()`` it. Matches nothing when the tenant has no hold in force."""
    q = Q(pk__in=[])
    for hold in active_holds(tenant_id=tenant_id, now=now):
        q |= hold_q(hold)
    return Q(tenant_id=tenant_id) & q


def held_messages(*, tenant_id: str, base: QuerySet[Message]) -> QuerySet[Message]:
    return base.filter(held_message_q(tenant_id))


# --- Jobs -------------------------------------------------------------------------------


def job_list(*, principal: Principal, kind: str | None = None) -> QuerySet[Job]:
    jobs = Job.objects.for_principal(principal)
    if kind:
        jobs = jobs.filter(kind=kind)
    return jobs


def job_get(*, principal: Principal, job_id: str) -> Job:
    job = Job.objects.for_principal(principal).filter(pk=job_id).first()
    if job is None:
        raise AppError("job_not_found")
    return job


def job_by_id(job_id: str) -> Job | None:
    """For operators (admin, ``manage.py jobs``): any job, no principal."""
    return Job.objects.filter(pk=job_id).first()


# --- Erasures ---------------------------------------------------------------------------


def erasure_list(
    *, principal: Principal, scope: str | None = None, state: str | None = None
) -> QuerySet[Erasure]:
    erasures = Erasure.objects.for_principal(principal).select_related("job")
    if scope:
        erasures = erasures.filter(scope=scope)
    if state:
        erasures = erasures.filter(state=state)
    return erasures


def erasure_get(*, principal: Principal, erasure_id: str) -> Erasure:
    erasure = (
        Erasure.objects.for_principal(principal).select_related("job").filter(pk=erasure_id).first()
    )
    if erasure is None:
        raise AppError("erasure_not_found")
    return erasure


def tenant_erasure(*, tenant_id: str) -> Erasure | None:
    """The tenant's erasure of itself, pending, running or completed (None if none)."""
    return (
        Erasure.objects.filter(tenant_id=tenant_id, scope=Erasure.ScopeKind.TENANT)
        .exclude(state=Erasure.State.FAILED)
        .select_related("job")
        .first()
    )


def erased_tenant_ids(*, tenant_ids: list[str]) -> set[str]:
    """Which of these tenants a tenant erasure completed for."""
    return set(
        Erasure.objects.filter(
            tenant_id__in=tenant_ids,
            scope=Erasure.ScopeKind.TENANT,
            state=Erasure.State.COMPLETED,
        ).values_list("tenant_id", flat=True)
    )


# --- Holds ------------------------------------------------------------------------------


def hold_list(*, principal: Principal, active: bool | None = None) -> QuerySet[Hold]:
    holds = Hold.objects.for_principal(principal)
    if active is True:
        now = timezone.now()
        holds = holds.filter(released_at__isnull=True).filter(
            Q(ends_at__isnull=True) | Q(ends_at__gt=now)
        )
    elif active is False:
        holds = holds.filter(Q(released_at__isnull=False) | Q(ends_at__lte=timezone.now()))
    return holds


def hold_get(*, principal: Principal, hold_id: str) -> Hold:
    hold = Hold.objects.for_principal(principal).filter(pk=hold_id).first()
    if hold is None:
        raise AppError("hold_not_found")
    return hold


# --- Retention and export -----------------------------------------------------------------


def retention_policy_get(*, principal: Principal, tenant_id: str, identity_id: str | None = None):
    """The tenant's (or one identity's) policy row, or None when none was ever set. The
    caller has already fetched the tenant (and identity) through its own selector."""
    policies = RetentionPolicy.objects.for_principal(principal).filter(tenant_id=tenant_id)
    return policies.filter(identity_id=identity_id).first()


def retention_policies(*, tenant_id: str) -> list[RetentionPolicy]:
    """Every policy row of a tenant (its own and its identities'), for the retention job."""
    return list(RetentionPolicy.objects.filter(tenant_id=tenant_id))


def retention_tenant_ids() -> list[str]:
    """Tenants with at least one policy row: the nightly sweep makes a job for each."""
    return sorted(set(RetentionPolicy.objects.values_list("tenant_id", flat=True)))


def retention_messages(*, tenant_id: str, matching: Q) -> QuerySet[Message]:
    """The tenant's messages a retention step acts on, legal holds already left out."""
    return (
        Message.objects.filter(tenant_id=tenant_id)
        .filter(matching)
        .exclude(held_message_q(tenant_id))
    )


def retention_raw_blob_ids(*, tenant_id: str, matching: Q, limit: int) -> list[str]:
    """Raw blobs of matching, unheld messages, not yet purged, that no other message still
    needs (a blob is shared by every mailbox a message reached)."""
    candidates = retention_messages(tenant_id=tenant_id, matching=matching).filter(
        raw__purged_at__isnull=True
    )
    keep = Message.objects.filter(raw_id__in=candidates.values("raw_id")).exclude(
        pk__in=candidates.values("pk")
    )
    return list(
        candidates.exclude(raw_id__in=keep.values("raw_id"))
        .values_list("raw_id", flat=True)
        .distinct()[:limit]
    )


def export_list(*, principal: Principal) -> QuerySet[Export]:
    return Export.objects.for_principal(principal).select_related("job")


def export_get(*, principal: Principal, export_id: str) -> Export:
    export = Export.objects.for_principal(principal).select_related("job").filter(pk=export_id)
    export = export.first()
    if export is None:
        raise AppError("export_not_found")
    return export


def export_by_id(export_id: str) -> Export | None:
    """For the export job and its signed download link (the token is the credential)."""
    return Export.objects.select_related("job").filter(pk=export_id).first()


def export_expired(*, now=None) -> QuerySet[Export]:
    return Export.objects.filter(state=Export.State.READY, expires_at__lte=now or timezone.now())


def export_messages(*, export: Export) -> QuerySet[Message]:
    """The messages an export holds, grouped by identity, oldest first. Quarantined mail is
    included (it is the person's data too) and says so in its JSON line."""
    messages = Message.objects.filter(tenant_id=export.tenant_id)
    if export.subject == Export.Subject.IDENTITY:
        messages = messages.filter(identity_id=export.identity_id)
    elif export.subject == Export.Subject.COUNTERPARTY:
        messages = messages.filter(counterparty_q(export.counterparty))
    return messages.select_related("raw").order_by("identity_id", "received_at", "id")


def export_attachments(*, message_ids: list[str]) -> dict[str, list[Attachment]]:
    found: dict[str, list[Attachment]] = {}
    for attachment in Attachment.objects.filter(message_id__in=message_ids).order_by("id"):
        found.setdefault(attachment.message_id, []).append(attachment)
    return found


def raw_blob_of(blob_id: str) -> RawBlob | None:
    return RawBlob.objects.filter(pk=blob_id).first()


def retention_tenants() -> list:
    """Tenants with at least one policy row, active or suspended (not being erased)."""
    from apps.tenants.models import Tenant

    return list(Tenant.objects.filter(pk__in=retention_tenant_ids()).order_by("pk"))


def platform_idempotency(*, before) -> QuerySet:
    from apps.tenants.models import IdempotencyRecord

    return IdempotencyRecord.objects.filter(created_at__lt=before)


def platform_events(*, before) -> QuerySet:
    """Dispatched events past their period whose webhook deliveries are all finished
    (deleting an event deletes its deliveries)."""
    from apps.events.models import Event

    return Event.objects.filter(created_at__lt=before, dispatched_at__isnull=False).exclude(
        deliveries__state__in=["pending", "sending", "held"]
    )


def platform_staging(*, before) -> QuerySet:
    from apps.inbound.models import InboundMessage

    return InboundMessage.objects.filter(state="processed", received_at__lt=before)


def platform_dead_inbound(*, before) -> QuerySet:
    from apps.inbound.models import InboundMessage

    return InboundMessage.objects.filter(state="failed", received_at__lt=before)


def platform_dead_deliveries(*, before) -> QuerySet:
    from apps.webhooks.models import WebhookDelivery

    return WebhookDelivery.objects.filter(state="failed", created_at__lt=before)


def platform_audit(*, before) -> QuerySet:
    from apps.tenants.models import AuditEvent

    return AuditEvent.objects.filter(created_at__lt=before)


def platform_jobs(*, before) -> QuerySet[Job]:
    """Finished jobs past their period; an erasure's job stays with its receipt."""
    return Job.objects.filter(
        state__in=[Job.State.SUCCEEDED, Job.State.FAILED, Job.State.CANCELLED],
        finished_at__lt=before,
        erasure__isnull=True,
    )


def retention_files_and_threads(*, message_ids: list[str]) -> tuple[list[str], list[str]]:
    """Before a retention batch is deleted: the stored files that go with it (attachments,
    and raw sources no other message or staged delivery needs) and its threads."""
    messages = Message.objects.filter(pk__in=message_ids)
    names = list(
        Attachment.objects.filter(message_id__in=message_ids).values_list("storage_name", flat=True)
    )
    blob_ids = set(messages.values_list("raw_id", flat=True))
    shared = set(
        Message.objects.filter(raw_id__in=blob_ids)
        .exclude(pk__in=message_ids)
        .values_list("raw_id", flat=True)
    )
    names += list(
        RawBlob.objects.filter(pk__in=blob_ids - shared, purged_at__isnull=True)
        .exclude(inbound__state="staged")
        .values_list("storage_name", flat=True)
    )
    thread_ids = list(messages.values_list("thread_id", flat=True).distinct())
    return names, thread_ids


# --- What an erasure covers, and its probes ----------------------------------------------
# Reads over the tables of the apps below: the erasure's first step finds its subject with
# these, and its last step re-queries every place for it (the probes of the receipt).

_ID = re.compile(r"\b[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}\b")


def message_fingerprint_sql(table: str = "") -> str:
    """The content fingerprint of a message, in SQL: sha256 of its normalised subject
    (lower case, trimmed) and its text. The same expression plans and probes."""
    p = f"{table}." if table else ""
    return (
        f"encode(sha256(convert_to(lower(btrim({p}subject)) || E'\\n' || {p}text, 'UTF8')), 'hex')"
    )


def message_fingerprints(*, message_ids: list[str]) -> list[str]:
    rows = (
        Message.objects.filter(pk__in=message_ids)
        .extra(select={"fp": message_fingerprint_sql()})  # noqa: S610 (a constant expression)
        .values_list("fp", flat=True)
    )
    return sorted(set(rows))


def with_fingerprints(messages: QuerySet[Message], fingerprints: list[str]) -> QuerySet[Message]:
    if not fingerprints:
        return messages.none()
    return messages.extra(  # noqa: S610 (a constant expression; the values are bound)
        where=[f"{message_fingerprint_sql(Message._meta.db_table)} = ANY(%s)"],
        params=[list(fingerprints)],
    )


def erasure_messages(*, tenant_id: str, scope: str, target: str) -> QuerySet[Message]:
    """Every message an erasure of ``scope``/``target`` covers, held or not."""
    messages = Message.objects.filter(tenant_id=tenant_id)
    if scope == Erasure.ScopeKind.MESSAGE:
        return messages.filter(pk=target)
    if scope == Erasure.ScopeKind.THREAD:
        return messages.filter(thread_id=target)
    if scope == Erasure.ScopeKind.IDENTITY:
        return messages.filter(identity_id=target)
    if scope == Erasure.ScopeKind.COUNTERPARTY:
        return messages.filter(counterparty_q(target))
    return messages


def erasure_target_exists(*, tenant_id: str, scope: str, target: str) -> bool:
    if scope == Erasure.ScopeKind.MESSAGE:
        return Message.objects.filter(tenant_id=tenant_id, pk=target).exists()
    if scope == Erasure.ScopeKind.THREAD:
        return Thread.objects.filter(tenant_id=tenant_id, pk=target).exists()
    if scope == Erasure.ScopeKind.IDENTITY:
        return Identity.objects.filter(tenant_id=tenant_id, pk=target, is_system=False).exists()
    return True


def stored_objects(*, message_ids: list[str]) -> dict[str, list]:
    """What erasing these messages removes from storage, recorded before the rows go:
    raw blobs [ID, name, sha256] and attachment files [name, sha256]."""
    raws = (
        RawBlob.objects.filter(messages__id__in=message_ids)
        .distinct()
        .values_list("id", "storage_name", "sha256")
    )
    attachments = Attachment.objects.filter(message_id__in=message_ids).values_list(
        "storage_name", "sha256"
    )
    return {"raw": [list(r) for r in raws], "attachments": [list(a) for a in attachments]}


def inbound_ids_of(*, message_ids: list[str]) -> list[str]:
    return sorted(
        set(
            Message.objects.filter(pk__in=message_ids)
            .exclude(inbound_id="")
            .values_list("inbound_id", flat=True)
        )
    )


def upload_names(*, tenant_id: str, identity_ids: list[str], sha256: list[str], whole: bool):
    uploads = Upload.objects.filter(tenant_id=tenant_id)
    if not whole:
        uploads = uploads.filter(Q(identity_id__in=identity_ids) | Q(sha256__in=sha256))
    return list(uploads.values_list("storage_name", flat=True))


def files_unreferenced(*, names: list[str]) -> list[str]:
    """Of these stored files, those no raw blob or attachment row names any more."""
    used = set(
        RawBlob.objects.filter(storage_name__in=names).values_list("storage_name", flat=True)
    )
    used |= set(
        Attachment.objects.filter(storage_name__in=names).values_list("storage_name", flat=True)
    )
    return sorted({n for n in names if n and n not in used})


def files_present(*, names: list[str]) -> list[str]:
    return [name for name in names if name and default_storage.exists(name)]


def _mentions(value: object, ids: set[str], needles: list[str]) -> bool:
    text = json.dumps(value, default=str)
    if ids and ids & set(_ID.findall(text)):
        return True
    lowered = text.lower()
    return any(needle in lowered for needle in needles)


_ORPHAN_WORDS = f"""
SELECT count(*) FROM {Word._meta.db_table} w
WHERE w.identity_id = ANY(%s)
AND NOT EXISTS (
    SELECT 1 FROM {Document._meta.db_table} d JOIN {Message._meta.db_table} m
    ON m.id = d.message_id
    WHERE m.identity_id = w.identity_id AND d.document @@ quote_literal(w.word)::tsquery
)
"""  # noqa: S608 (constant table names; the values are bound)


def erasure_probes(plan: dict) -> dict[str, int]:
    """Re-query every place data lives for the erased subject, by ID, by address and by
    content fingerprint. Every count must be 0; held mail is left out (the receipt lists
    it apart)."""
    tenant_id = plan["tenant_id"]
    whole = plan["scope"] == Erasure.ScopeKind.TENANT
    message_ids = plan.get("message_ids", [])
    thread_ids = plan.get("thread_ids", [])
    held = set(plan.get("held", {}).get("message_ids", []))
    identities = plan.get("identity_ids", [])
    erased_identities = plan.get("erased_identity_ids", [])
    addresses = plan.get("addresses", [])
    ids = set(message_ids) | set(plan.get("deleted_thread_ids", [])) | set(erased_identities)
    raw = plan.get("raw", [])
    attachments = plan.get("attachments", [])
    probes: dict[str, int] = {}

    tenant_messages = Message.objects.filter(tenant_id=tenant_id).exclude(pk__in=held)
    probes["mailbox.messages.by_id"] = tenant_messages.filter(pk__in=message_ids).count()
    probes["mailbox.messages.by_fingerprint"] = with_fingerprints(
        tenant_messages if whole else tenant_messages.filter(identity_id__in=identities),
        plan.get("fingerprints", []),
    ).count()
    gone_threads = Thread.objects.filter(pk__in=thread_ids).filter(
        Q(messages__isnull=True) | Q(identity_id__in=erased_identities)
    )
    if whole:
        gone_threads = Thread.objects.filter(tenant_id=tenant_id).exclude(messages__pk__in=held)
    probes["mailbox.threads.by_id"] = gone_threads.distinct().count()
    probes["mailbox.attachments.by_message"] = (
        Attachment.objects.filter(message_id__in=message_ids).exclude(message_id__in=held).count()
    )
    probes["mailbox.raw_blobs.by_hash"] = (
        RawBlob.objects.filter(sha256__in=[r[2] for r in raw], messages__isnull=True)
        .exclude(inbound__state="staged")
        .count()
    )
    files = files_unreferenced(
        names=[r[1] for r in raw] + [a[0] for a in attachments] + plan.get("upload_files", [])
    )
    probes["storage.files"] = len(files_present(names=files))
    probes["search.documents.by_message"] = (
        Document.objects.filter(message_id__in=message_ids).exclude(message_id__in=held).count()
    )
    probes["search.chunks.by_message"] = (
        Chunk.objects.filter(message_id__in=message_ids).exclude(message_id__in=held).count()
    )
    with connection.cursor() as cursor:
        cursor.execute(_ORPHAN_WORDS, [list(identities)])
        probes["search.words.orphaned"] = cursor.fetchone()[0]
    probes["outbound.sends.by_message"] = (
        Send.objects.filter(message_id__in=message_ids).exclude(message_id__in=held).count()
    )

    events = Event.objects.filter(tenant_id=tenant_id)
    if not whole:
        q = Q(data__id__in=[m for m in message_ids if m not in held]) | Q(
            identity_id__in=erased_identities
        )
        for address in addresses:
            q |= Q(_text__icontains=address)
        events = events.annotate(_text=Cast("data", TextField())).filter(q)
    probes["events.events"] = events.count()
    probes["webhooks.deliveries"] = WebhookDelivery.objects.filter(event__in=events).count()

    needles = [a.lower() for a in addresses]
    audit = AuditEvent.objects.filter(tenant_id=tenant_id).exclude(data={"scrubbed": True})
    probes["tenants.audit_content"] = sum(
        1
        for row in audit.only("target_id", "data")
        if whole or row.target_id in ids or _mentions(row.data, ids, needles)
    )
    key_ids = ApiKey.objects.filter(tenant_id=tenant_id).values_list("pk", flat=True)
    records = IdempotencyRecord.objects.filter(api_key_id__in=list(key_ids))
    probes["tenants.idempotency_records"] = sum(
        1
        for r in records.only("response_body", "path")
        if whole or _mentions([r.response_body, r.path], ids, needles)
    )
    drafts = Draft.objects.filter(tenant_id=tenant_id)
    probes["outbound.drafts"] = sum(
        1
        for d in drafts
        if whole
        or d.identity_id in erased_identities
        or d.message_id in ids
        or _mentions(d.content, ids, needles)
    )
    probes["outbound.uploads"] = Upload.objects.filter(
        Q(tenant_id=tenant_id)
        & (
            Q(pk__isnull=not whole)
            | Q(identity_id__in=erased_identities)
            | Q(sha256__in=[a[1] for a in attachments])
        )
    ).count()
    suppressions = Suppression.objects.filter(tenant_id=tenant_id)
    if not whole:
        suppressions = suppressions.filter(
            Q(address__in=needles)
            | Q(source_message_id__in=message_ids)
            | Q(original_message_id__in=message_ids)
        )
    probes["outbound.suppressions"] = suppressions.count()
    if addresses:
        probes["mailbox.messages.by_address"] = tenant_messages.filter(
            reduce(operator.or_, (counterparty_q(a) for a in addresses))
        ).count()
        probes["outbound.recipients.by_address"] = (
            Recipient.objects.filter(tenant_id=tenant_id, address__in=needles)
            .exclude(send__message_id__in=held)
            .count()
        )
    inbound = plan.get("inbound_ids", [])
    in_use = set(
        Message.objects.filter(inbound_id__in=inbound).values_list("inbound_id", flat=True)
    )
    probes["inbound.staging"] = (
        InboundMessage.objects.filter(pk__in=[i for i in inbound if i not in in_use])
        .exclude(state=InboundMessage.State.STAGED)
        .count()
    )
    if erased_identities:
        probes["identities.identities.named"] = (
            Identity.objects.filter(pk__in=erased_identities).exclude(metadata={"erased": True})
        ).count()
        probes["identities.addresses.active"] = Address.objects.filter(
            identity_id__in=erased_identities, status=Address.Status.ACTIVE
        ).count()
        probes["tenants.api_keys.live"] = ApiKey.objects.filter(
            identity_id__in=erased_identities, revoked_at__isnull=True
        ).count()
    return probes


def probe_matches(*, plan: dict) -> dict[str, int]:
    """The probes that found something (an empty dict when the erasure is complete)."""
    return {name: n for name, n in erasure_probes(plan).items() if n}


def erasure_subject(*, tenant_id: str, scope: str, target: str) -> dict:
    """What an erasure covers, found once by its first step: IDs, storage names, content
    fingerprints; and what legal holds keep back. No content, only IDs and hashes."""
    covered = erasure_messages(tenant_id=tenant_id, scope=scope, target=target)
    held_q = held_message_q(tenant_id)
    held_ids = sorted(covered.filter(held_q).values_list("pk", flat=True))
    erased = covered.exclude(pk__in=held_ids)
    rows = list(erased.values_list("pk", "thread_id", "identity_id"))
    message_ids = sorted(r[0] for r in rows)
    thread_ids = {r[1] for r in rows}
    identity_ids = {r[2] for r in rows}
    if scope == Erasure.ScopeKind.THREAD:
        thread_ids.add(target)
    erased_identities: list[str] = []
    if scope == Erasure.ScopeKind.IDENTITY:
        erased_identities = [target]
    elif scope == Erasure.ScopeKind.TENANT:
        erased_identities = sorted(
            Identity.objects.filter(tenant_id=tenant_id, is_system=False).values_list(
                "pk", flat=True
            )
        )
    identity_ids |= set(erased_identities)
    holds = [
        {"id": h.id, "scope": h.scope, "ends_at": h.ends_at.isoformat() if h.ends_at else None}
        for h in active_holds(tenant_id=tenant_id)
        if covered.filter(hold_q(h)).exists()
    ]
    stored = stored_objects(message_ids=message_ids)
    return {
        "tenant_id": tenant_id,
        "scope": scope,
        "message_ids": message_ids,
        "thread_ids": sorted(thread_ids),
        "deleted_thread_ids": sorted(
            Thread.objects.filter(pk__in=thread_ids)
            .exclude(
                messages__pk__in=Message.objects.filter(thread_id__in=thread_ids)
                .exclude(pk__in=message_ids)
                .values("pk")
            )
            .values_list("pk", flat=True)
        ),
        "identity_ids": sorted(identity_ids),
        "erased_identity_ids": erased_identities,
        "addresses": [target.lower()] if scope == Erasure.ScopeKind.COUNTERPARTY else [],
        "fingerprints": message_fingerprints(message_ids=message_ids),
        "inbound_ids": inbound_ids_of(message_ids=message_ids),
        "raw": stored["raw"],
        "attachments": stored["attachments"],
        "held": {"messages": len(held_ids), "message_ids": held_ids, "holds": holds},
    }


def partner_tenant_ids(*, partner_id: str) -> list[str]:
    return list(Tenant.objects.filter(partner_id=partner_id).values_list("pk", flat=True))


def jobs_latest(*, kind: str | None = None, state: str | None = None, limit: int = 20):
    """For operators: the latest jobs, any tenant."""
    rows = Job.objects.all()
    if kind:
        rows = rows.filter(kind=kind)
    if state:
        rows = rows.filter(state=state)
    return rows.order_by("-id")[:limit]


def identity_has_mail(*, identity_id: str) -> bool:
    """Whether messages of this identity remain (after an erasure: those a hold kept)."""
    return Message.objects.filter(identity_id=identity_id).exists()
