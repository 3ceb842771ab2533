"""Erasure: a subject's data removed from every place it lives, with a signed receipt.

An erasure is a job of kind ``erasure`` whose steps run in order: ``plan`` finds what the
scope covers (IDs, storage names and content fingerprints, never content) and what legal
holds keep back; the next steps remove it place by place, each counting what it removed
in the transaction that removes it; ``probes`` re-queries every place for the subject and
fails (and is retried) while anything is found. When the job ends, however it ends, the
receipt is written: the counts per table and store, the probes, what was held back and,
for a failed job, the step that failed. It is signed with the platform key of purpose
``privacy.receipt`` (HMAC-SHA256 over its canonical JSON) and ``erasure.completed`` is
recorded.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import TYPE_CHECKING

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.events.services import event_record, events_erase
from apps.identities import selectors as identity_selectors
from apps.identities.services import identity_erase_begin, identity_tombstone
from apps.inbound.services import inbound_forget
from apps.mailbox.services import erase as mailbox_erase
from apps.outbound.services.erase import outbound_erase
from apps.privacy import selectors
from apps.privacy.models import Erasure, Job
from apps.privacy.services.jobs import MORE, job_create, register_kind
from apps.search.services.erase import search_words_purge
from apps.tenants import services as tenant_services
from apps.tenants.services import erase as tenant_erase
from apps.tenants.services import keyring
from pylota.core.errors import AppError
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

RECEIPT_KEY_PURPOSE = "privacy.receipt"
RECEIPT_VERSION = 1
BATCH = 500
SYSTEM = Actor(user="system:privacy")

_NOT_FOUND = {
    Erasure.ScopeKind.MESSAGE: "message_not_found",
    Erasure.ScopeKind.THREAD: "thread_not_found",
    Erasure.ScopeKind.IDENTITY: "identity_not_found",
}


def _erasure(job: Job) -> Erasure:
    return Erasure.objects.select_for_update().get(job_id=job.pk)


def _identities(ids: list[str]) -> list:
    found = (identity_selectors.identity_by_id(identity_id) for identity_id in ids)
    return [identity for identity in found if identity is not None]


def _save_plan(erasure: Erasure, **changes) -> None:
    erasure.plan = {**erasure.plan, **changes}
    erasure.save(update_fields=["plan"])


# --- Requests ---------------------------------------------------------------------------


def erasure_create(
    *, actor: Actor, tenant: Tenant, scope: str, target: str = "", reason: str = ""
) -> tuple[Erasure, bool]:
    """Request an erasure; returns (erasure, created). A tenant erasure already pending or
    running answers with itself (not created); one that completed answers ``tenant_erased``."""
    if scope not in Erasure.ScopeKind.values:
        raise AppError("validation_failed", details={"fields": {"scope": ["Unknown scope."]}})
    if scope == Erasure.ScopeKind.TENANT:
        target = tenant.id
    elif not target:
        raise AppError("validation_failed", details={"fields": {"target": ["Required."]}})
    if scope == Erasure.ScopeKind.COUNTERPARTY:
        target = target.strip().lower()
        try:
            validate_email(target)
        except ValidationError:
            raise AppError(
                "validation_failed", details={"fields": {"target": ["Not an email address."]}}
            ) from None
    elif scope in _NOT_FOUND and not selectors.erasure_target_exists(
        tenant_id=tenant.id, scope=scope, target=target
    ):
        raise AppError(_NOT_FOUND[scope])
    if scope == Erasure.ScopeKind.TENANT:
        existing = selectors.tenant_erasure(tenant_id=tenant.id)
        if existing is not None:
            return _existing_tenant_erasure(existing), False
    try:
        with transaction.atomic():
            job = job_create(actor=actor, tenant=tenant, kind="erasure", params={"scope": scope})
            erasure = Erasure.objects.create(
                tenant=tenant,
                job=job,
                scope=scope,
                target=target,
                reason=reason[:500],
                created_by=actor.key_id or actor.user,
            )
            tenant_services.audit_record(
                actor=actor,
                type="erasure.requested",
                target=erasure,
                tenant=tenant,
                data={"scope": scope, "job_id": job.id},
            )
    except IntegrityError:
        # Two tenant erasures at once: the partial unique index let one in.
        existing = selectors.tenant_erasure(tenant_id=tenant.id)
        if existing is None:
            raise
        return _existing_tenant_erasure(existing), False
    return erasure, True


def _existing_tenant_erasure(existing: Erasure) -> Erasure:
    if existing.state == Erasure.State.COMPLETED:
        raise AppError("tenant_erased", details={"erasure_id": existing.id})
    return existing


# --- Steps --------------------------------------------------------------------------------


def plan(job: Job) -> dict:
    erasure = _erasure(job)
    subject = selectors.erasure_subject(
        tenant_id=erasure.tenant_id, scope=erasure.scope, target=erasure.target
    )
    if erasure.scope == Erasure.ScopeKind.TENANT:
        tenant_erase.tenant_freeze(actor=SYSTEM, tenant=erasure.tenant, erasure_id=erasure.id)
    for identity in _identities(subject["erased_identity_ids"]):
        identity_erase_begin(actor=SYSTEM, identity=identity)
    erasure.plan = subject
    erasure.state = Erasure.State.RUNNING
    erasure.save(update_fields=["plan", "state"])
    return {}


# How many of the plan's (sorted) message IDs the ``messages`` step has handled: a private
# count (``_``), added in the transaction of its batch, so a resumed run starts after it.
_MESSAGES_DONE = "_messages_done"


def messages(job: Job) -> dict:
    """Messages and what cascades with them, a batch per transaction: the next slice of
    the plan's IDs, so a batch costs the same however large the plan (an ID already gone
    deletes nothing; the probes re-query them all)."""
    erasure = _erasure(job)
    done = job.counts.get(_MESSAGES_DONE, 0)
    batch = erasure.plan.get("message_ids", [])[done : done + BATCH]
    if not batch:
        return {}
    erased = mailbox_erase.messages_erase(message_ids=batch)
    return {**erased, _MESSAGES_DONE: len(batch), MORE: True}


def threads(job: Job) -> dict:
    erasure = _erasure(job)
    return mailbox_erase.threads_settle(thread_ids=erasure.plan.get("thread_ids", []))


def search_words(job: Job) -> dict:
    erasure = _erasure(job)
    removed = search_words_purge(identity_ids=erasure.plan.get("identity_ids", []))
    return {"search.words": removed} if removed else {}


def inbound(job: Job) -> dict:
    erasure = _erasure(job)
    removed = inbound_forget(inbound_ids=erasure.plan.get("inbound_ids", []))
    return {"inbound.staging": removed} if removed else {}


def outbound(job: Job) -> dict:
    erasure = _erasure(job)
    p = erasure.plan
    counts, names = outbound_erase(
        tenant_id=erasure.tenant_id,
        identity_ids=p.get("erased_identity_ids", []),
        message_ids=p.get("message_ids", []),
        thread_ids=p.get("deleted_thread_ids", []),
        addresses=p.get("addresses", []),
        attachment_sha256=[a[1] for a in p.get("attachments", [])],
        whole_tenant=p["scope"] == Erasure.ScopeKind.TENANT,
    )
    _save_plan(erasure, upload_files=sorted({*p.get("upload_files", []), *names}))
    return {name: n for name, n in counts.items() if n}


def events(job: Job) -> dict:
    erasure = _erasure(job)
    p = erasure.plan
    return events_erase(
        tenant_id=erasure.tenant_id,
        message_ids=p.get("message_ids", []),
        thread_ids=p.get("deleted_thread_ids", []),
        identity_ids=p.get("erased_identity_ids", []),
        address=(p.get("addresses") or [""])[0],
        whole_tenant=p["scope"] == Erasure.ScopeKind.TENANT,
    )


def _ids(plan: dict) -> list[str]:
    return [
        *plan.get("message_ids", []),
        *plan.get("deleted_thread_ids", []),
        *plan.get("erased_identity_ids", []),
    ]


def idempotency(job: Job) -> dict:
    erasure = _erasure(job)
    p = erasure.plan
    removed = tenant_erase.idempotency_erase(
        tenant_id=erasure.tenant_id,
        ids=_ids(p),
        addresses=p.get("addresses", []),
        whole_tenant=p["scope"] == Erasure.ScopeKind.TENANT,
    )
    return {"tenants.idempotency_records": removed} if removed else {}


def storage(job: Job) -> dict:
    """The stored files no row names any more: raw sources, attachments, uploads. Counted
    by name from the database's state, so a resumed run counts what an unbroken one does."""
    erasure = _erasure(job)
    p = erasure.plan
    names = selectors.files_unreferenced(
        names=[r[1] for r in p.get("raw", [])]
        + [a[0] for a in p.get("attachments", [])]
        + p.get("upload_files", [])
    )
    removed = mailbox_erase.stored_files_delete(names=names)
    return {"storage.files": removed} if removed else {}


def identities(job: Job) -> dict:
    erasure = _erasure(job)
    counts: dict[str, int] = {}
    for identity in _identities(erasure.plan.get("erased_identity_ids", [])):
        keeps_mail = selectors.identity_has_mail(identity_id=identity.id)
        tombstoned = identity_tombstone(actor=SYSTEM, identity=identity, keeps_mail=keeps_mail)
        for name, n in tombstoned.items():
            counts[name] = counts.get(name, 0) + n
        counts["identities.identities_erased"] = counts.get("identities.identities_erased", 0) + 1
    return {name: n for name, n in counts.items() if n}


def audit(job: Job) -> dict:
    """Audit rows stay; their content about the subject is scrubbed (last, so that the
    rows the erasure's own steps wrote are scrubbed too)."""
    erasure = _erasure(job)
    p = erasure.plan
    scrubbed = tenant_erase.audit_scrub(
        tenant_id=erasure.tenant_id,
        ids=_ids(p),
        addresses=p.get("addresses", []),
        whole_tenant=p["scope"] == Erasure.ScopeKind.TENANT,
    )
    return {"tenants.audit_rows_scrubbed": scrubbed} if scrubbed else {}


def tenant(job: Job) -> dict:
    erasure = _erasure(job)
    if erasure.scope != Erasure.ScopeKind.TENANT:
        return {}
    tenant_erase.tenant_mark_erased(actor=SYSTEM, tenant=erasure.tenant)
    return {"tenants.tenants_erased": 1}


def probes(job: Job) -> dict:
    """Every place, re-queried for the subject: anything found fails the step, which is
    retried (the back-off gives a racing write time to land and the steps before are
    not run again; a probe that keeps finding something fails the job, and the receipt
    names the probe)."""
    erasure = _erasure(job)
    found = selectors.probe_matches(plan=erasure.plan)
    if found:
        raise AppError("erasure_incomplete", details={"probes": found})
    return {}


# --- The receipt ----------------------------------------------------------------------------


def canonical(receipt: dict) -> bytes:
    return json.dumps(receipt, sort_keys=True, separators=(",", ":"), default=str).encode()


def receipt_sign(receipt: dict) -> tuple[str, str]:
    """(kid, signature): HMAC-SHA256 of the canonical JSON, base64url without padding."""
    kid, key = keyring.signing_key(RECEIPT_KEY_PURPOSE)
    mac = hmac.new(key, canonical(receipt), hashlib.sha256).digest()
    return kid, base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def receipt_verify(receipt: dict, *, kid: str, signature: str) -> bool:
    key = keyring.signing_key_by_kid(kid, purpose=RECEIPT_KEY_PURPOSE)
    if key is None:
        return False
    mac = hmac.new(key, canonical(receipt), hashlib.sha256).digest()
    expected = base64.urlsafe_b64encode(mac).rstrip(b"=").decode()
    return hmac.compare_digest(expected, signature)


def _subject_label(erasure: Erasure) -> str:
    """The receipt names a counterparty by the sha256 of its address, not the address."""
    if erasure.scope == Erasure.ScopeKind.COUNTERPARTY and not erasure.target.startswith("sha256:"):
        return "sha256:" + hashlib.sha256(erasure.target.encode()).hexdigest()
    return erasure.target


def erasure_finish(job: Job) -> None:
    """``on_finish`` of erasure jobs: the signed receipt, the event, the audit row."""
    erasure = Erasure.objects.select_for_update().select_related("tenant").get(job_id=job.pk)
    p = erasure.plan
    completed = job.state == Job.State.SUCCEEDED
    probe_results = selectors.erasure_probes(p) if p else {}
    held = p.get("held", {}) if p else {}
    now = timezone.now()
    receipt = {
        "version": RECEIPT_VERSION,
        "erasure_id": erasure.id,
        "job_id": job.id,
        "tenant_id": erasure.tenant_id,
        "scope": erasure.scope,
        "subject": _subject_label(erasure),
        "state": "completed" if completed else job.state,
        "requested_at": erasure.created_at.isoformat(),
        "finished_at": now.isoformat(),
        "removed": {k: v for k, v in sorted(job.counts.items()) if not k.startswith("_")},
        "probes": probe_results,
        "probes_empty": not any(probe_results.values()) if p else False,
        "held_back": {
            "messages": held.get("messages", 0),
            "message_ids": held.get("message_ids", []),
            "holds": held.get("holds", []),
        },
        "failed_step": None if completed else (job.error.split(":")[0] or job.current_step),
        "error": None if completed else (job.error or job.state),
        "attempts": job.attempts,
    }
    kid, signature = receipt_sign(receipt)
    erasure.receipt = receipt
    erasure.signature = signature
    erasure.signing_kid = kid
    erasure.state = Erasure.State.COMPLETED if completed else Erasure.State.FAILED
    erasure.completed_at = now
    fields = ["receipt", "signature", "signing_kid", "state", "completed_at"]
    if completed:
        # The plan's fingerprints and IDs served the probes; the receipt says the rest.
        erasure.plan = {}
        erasure.target = _subject_label(erasure)
        fields += ["plan", "target"]
    erasure.save(update_fields=fields)
    job.result = {"erasure_id": erasure.id, "receipt_state": receipt["state"]}
    job.save(update_fields=["result", "updated_at"])
    tenant_services.audit_record(
        actor=SYSTEM,
        type="erasure.completed" if completed else "erasure.failed",
        target=erasure,
        tenant=erasure.tenant,
        data={"scope": erasure.scope, "state": receipt["state"]},
    )
    event_record(
        type="erasure.completed",
        data=erasure_event_data(erasure),
        tenant=erasure.tenant,
    )


def erasure_event_data(erasure: Erasure) -> dict:
    receipt = erasure.receipt or {}
    return {
        "id": erasure.id,
        "scope": erasure.scope,
        "state": erasure.state,
        "job_id": erasure.job_id,
        "removed": receipt.get("removed", {}),
        "probes_empty": receipt.get("probes_empty", False),
        "held_back_messages": receipt.get("held_back", {}).get("messages", 0),
        "completed_at": erasure.completed_at,
    }


register_kind(
    "erasure",
    [
        plan,
        messages,
        threads,
        search_words,
        inbound,
        outbound,
        events,
        idempotency,
        storage,
        identities,
        tenant,
        audit,
        probes,
    ],
    on_finish=erasure_finish,
)
