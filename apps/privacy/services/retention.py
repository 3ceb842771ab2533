"""Retention: per-tenant and per-identity policies, applied nightly by ``retention`` jobs,
and the platform retention job for the platform's own tables (docs/privacy.md, "Retention").

A policy row of the tenant (``identity`` empty) sets the default; an identity's row
overrides the fields it sets (empty: follow the tenant; 0: keep for ever). Messages under
an active legal hold are never touched (``selectors.held_message_q``). Deletions go through
the mailbox's message deletion service, in batches, so a job killed in the middle resumes
where it stopped and counts each message once.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.mailbox import services as mailbox_services
from apps.mailbox.services import erase as mailbox_erase
from apps.privacy import selectors
from apps.privacy.models import Job, RetentionPolicy
from apps.privacy.services.export import export_expire
from apps.privacy.services.jobs import MORE, job_create, register_kind
from apps.tenants.services import audit_record
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

RETENTION_KIND = "retention"
PLATFORM_RETENTION_KIND = "platform_retention"
BATCH = 500
SYSTEM = Actor(user="system:retention")


@transaction.atomic
def retention_policy_set(
    *, actor: Actor, tenant: Tenant, identity=None, **fields: int | None
) -> RetentionPolicy:
    """Create or replace the tenant's (or one identity's) policy: every field is set,
    ``None`` clearing it."""
    policy = (
        RetentionPolicy.objects.select_for_update().filter(tenant=tenant, identity=identity).first()
    )
    if policy is None:
        policy = RetentionPolicy(tenant=tenant, identity=identity)
    for name in RetentionPolicy.FIELDS:
        setattr(policy, name, fields.get(name))
    policy.updated_by = actor.key_id or actor.user
    policy.save()
    audit_record(
        actor=actor,
        type="retention.updated",
        target=policy,
        tenant=tenant,
        data={
            "identity_id": identity.id if identity is not None else "",
            **{name: getattr(policy, name) for name in RetentionPolicy.FIELDS},
        },
    )
    return policy


def effective_q(*, tenant_id: str, field: str, column: str, now=None) -> Q | None:
    """Which of the tenant's messages are past ``field``'s period, as one filter over
    ``column`` (a message timestamp): the tenant's period for identities without their
    own, each identity's where it sets one. None when nothing is past any period."""
    now = now or timezone.now()
    policies = selectors.retention_policies(tenant_id=tenant_id)
    default = next((p for p in policies if p.identity_id is None), None)
    overrides = {p.identity_id: getattr(p, field) for p in policies if p.identity_id}
    overrides = {identity_id: days for identity_id, days in overrides.items() if days is not None}
    parts: list[Q] = []
    days = getattr(default, field) if default is not None else None
    if days:
        parts.append(
            Q(**{f"{column}__lt": now - timedelta(days=days)}) & ~Q(identity_id__in=list(overrides))
        )
    for identity_id, days in overrides.items():
        if days:
            parts.append(
                Q(identity_id=identity_id, **{f"{column}__lt": now - timedelta(days=days)})
            )
    if not parts:
        return None
    q = parts[0]
    for part in parts[1:]:
        q |= part
    return q


def _delete_batch(tenant_id: str, matching: Q | None) -> dict:
    """One batch through the erasure's deletion services: the rows (and what cascades
    with them), then the threads left behind, then, after commit, the stored files."""
    if matching is None:
        return {}
    ids = list(
        selectors.retention_messages(tenant_id=tenant_id, matching=matching).values_list(
            "pk", flat=True
        )[:BATCH]
    )
    if not ids:
        return {}
    names, thread_ids = selectors.retention_files_and_threads(message_ids=ids)
    removed = mailbox_erase.messages_erase(message_ids=ids)
    removed.update(mailbox_erase.threads_settle(thread_ids=thread_ids))
    transaction.on_commit(lambda: mailbox_erase.stored_files_delete(names=names))
    counts: dict = {name.split(".", 1)[-1]: value for name, value in removed.items() if value}
    counts["files"] = len(names)
    if len(ids) == BATCH:
        counts[MORE] = True
    return counts


def _at(job: Job):
    """The job's clock: the moment the run was asked for, so every batch of a run (and a
    resumed one) draws the same line."""
    return datetime.fromisoformat(job.params["now"])


def _delete_past(job: Job, *, field: str, column: str, quarantined: bool, prefix: str) -> dict:
    """One batch of the messages past the policy's ``field`` period, the quarantined ones
    or the others, counted under ``prefix``."""
    matching = effective_q(tenant_id=job.tenant_id, field=field, column=column, now=_at(job))
    if matching is not None:
        in_quarantine = Q(quarantine_state="quarantined")
        matching &= in_quarantine if quarantined else ~in_quarantine
    counts = _delete_batch(job.tenant_id, matching)
    return {(prefix + k if k != MORE else k): v for k, v in counts.items()}


def retention_messages(job: Job) -> dict:
    """Delete the messages (not quarantined) past the message period."""
    return _delete_past(
        job,
        field="delete_messages_after_days",
        column="received_at",
        quarantined=False,
        prefix="messages_",
    )


def retention_quarantined(job: Job) -> dict:
    """Delete quarantined messages held longer than the quarantine period."""
    return _delete_past(
        job,
        field="delete_quarantined_after_days",
        column="quarantined_at",
        quarantined=True,
        prefix="quarantined_",
    )


def retention_raw(job: Job) -> dict:
    """Remove the raw MIME of messages past the raw period; their text stays."""
    matching = effective_q(
        tenant_id=job.tenant_id,
        field="purge_raw_after_days",
        column="received_at",
        now=_at(job),
    )
    if matching is None:
        return {}
    blob_ids = selectors.retention_raw_blob_ids(
        tenant_id=job.tenant_id, matching=matching, limit=BATCH
    )
    if not blob_ids:
        return {}
    purged = mailbox_services.raw_blob_purge(blob_ids=blob_ids)
    counts: dict = {"raw_purged": purged}
    if len(blob_ids) == BATCH:
        counts[MORE] = True
    return counts


register_kind(RETENTION_KIND, [retention_messages, retention_quarantined, retention_raw])


# --- The platform tables ------------------------------------------------------------------


def _days_ago(job: Job, days: int):
    return _at(job) - timedelta(days=days)


def _batched(queryset) -> tuple[int, bool]:
    ids = list(queryset.values_list("pk", flat=True)[:BATCH])
    if not ids:
        return 0, False
    deleted = (
        queryset.model.objects.filter(pk__in=ids).delete()[1].get(queryset.model._meta.label, 0)
    )
    return deleted, len(ids) == BATCH


def _step(name: str, queryset) -> dict:
    deleted, more = _batched(queryset)
    counts: dict = {name: deleted} if deleted else {}
    if more:
        counts[MORE] = True
    return counts


def platform_idempotency(job: Job) -> dict:
    cutoff = _at(job) - timedelta(hours=settings.PM_IDEMPOTENCY_TTL_HOURS)
    return _step("idempotency_records", selectors.platform_idempotency(before=cutoff))


def platform_events(job: Job) -> dict:
    cutoff = _days_ago(job, settings.PM_RETENTION_EVENTS_DAYS)
    return _step("events", selectors.platform_events(before=cutoff))


def platform_staging(job: Job) -> dict:
    cutoff = _days_ago(job, settings.PM_RETENTION_STAGING_DAYS)
    return _step("staging", selectors.platform_staging(before=cutoff))


def platform_dead_letters(job: Job) -> dict:
    cutoff = _days_ago(job, settings.PM_RETENTION_DEAD_LETTERS_DAYS)
    counts = _step("dead_inbound", selectors.platform_dead_inbound(before=cutoff))
    if counts.get(MORE):
        return counts
    return {
        **counts,
        **_step("dead_webhook_deliveries", selectors.platform_dead_deliveries(before=cutoff)),
    }


def platform_audit(job: Job) -> dict:
    cutoff = _days_ago(job, settings.PM_RETENTION_AUDIT_DAYS)
    return _step("audit_events", selectors.platform_audit(before=cutoff))


def platform_jobs(job: Job) -> dict:
    cutoff = _days_ago(job, settings.PM_RETENTION_JOBS_DAYS)
    return _step("jobs", selectors.platform_jobs(before=cutoff).exclude(pk=job.pk))


def platform_exports(job: Job) -> dict:
    expired = export_expire(now=_at(job), limit=BATCH)
    counts: dict = {"exports_expired": expired} if expired else {}
    if expired == BATCH:
        counts[MORE] = True
    return counts


register_kind(
    PLATFORM_RETENTION_KIND,
    [
        platform_idempotency,
        platform_events,
        platform_staging,
        platform_dead_letters,
        platform_audit,
        platform_jobs,
        platform_exports,
    ],
)


def retention_run(*, actor: Actor, tenant: Tenant, now=None) -> Job:
    """One tenant's retention, now (an operator's admin action): the nightly job, early."""
    now = now or timezone.now()
    return job_create(
        actor=actor, tenant=tenant, kind=RETENTION_KIND, params={"now": now.isoformat()}
    )


def retention_sweep(*, now=None) -> list[Job]:
    """The nightly run (beat): one ``retention`` job per tenant with a policy, then one
    ``platform_retention`` job. Each job runs on the workers and resumes if interrupted."""
    now = now or timezone.now()
    params = {"now": now.isoformat()}
    jobs = []
    for tenant in selectors.retention_tenants():
        jobs.append(job_create(actor=SYSTEM, tenant=tenant, kind=RETENTION_KIND, params=params))
    jobs.append(job_create(actor=SYSTEM, tenant=None, kind=PLATFORM_RETENTION_KIND, params=params))
    return jobs
