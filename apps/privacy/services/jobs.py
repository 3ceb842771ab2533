"""The job runner: long work as a list of resumable steps, driven by Celery.

A kind registers its steps once (``register_kind``). A step is a callable
``step(job) -> dict | None``; it runs inside one transaction together with the update that
adds its counts and moves the job to the next step, so a worker killed in the middle of a
step leaves nothing half counted: the step runs again from the start of its transaction.
A step with much to do works in batches: it returns its batch's counts with
``"_more": True`` and is called again (each batch its own transaction) until it returns
without it. Steps must be idempotent: a batch that already committed finds nothing left
to do the second time.

A failing step is retried with back-off (``PM_JOB_STEP_ATTEMPTS`` attempts, the delays of
``retry_delay``); a step that keeps failing ends the job ``failed`` with the step and the
exception class recorded, and the kind's ``on_finish`` hook runs for every ending (an
erasure writes its receipt then, saying what failed). One run at a time per job: the
runner holds a PostgreSQL advisory lock, which the server releases when a killed worker's
connection drops, so the re-delivered task (``acks_late``) or the sweep resumes at once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.privacy.models import Job
from apps.tenants.services import audit_record
from pylota import db
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.tasks import enqueue_on_commit

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

logger = logging.getLogger(__name__)

Step = Callable[[Job], "dict | None"]

MORE = "_more"


@dataclass
class JobKind:
    steps: list[Step]
    on_finish: Callable[[Job], None] | None = None
    names: list[str] = field(default_factory=list)

    def step_named(self, name: str) -> Step:
        return self.steps[self.names.index(name)]


JOB_KINDS: dict[str, JobKind] = {}


def register_kind(
    kind: str, steps: list[Step], *, on_finish: Callable[[Job], None] | None = None
) -> None:
    """Declare a kind of job and its steps, in order (a step's name is its function's)."""
    names = [getattr(step, "__name__", type(step).__name__) for step in steps]
    if len(set(names)) != len(names):
        raise ValueError(f"steps of {kind!r} must have distinct names")
    JOB_KINDS[kind] = JobKind(steps=list(steps), on_finish=on_finish, names=names)


def _kind(kind: str) -> JobKind:
    # Kinds register when their module is imported: the app's ready() imports them all.
    if kind not in JOB_KINDS:
        raise AppError("validation_failed", details={"fields": {"kind": ["Unknown job kind."]}})
    return JOB_KINDS[kind]


def retry_delay(attempt: int) -> timedelta:
    """Back-off after the ``attempt``-th failure of a step: 30 s, 2 min, 8 min, 32 min, then
    capped at 2 h. With the default 8 attempts a step gives up within about 7 hours, well
    inside the 24 hours an erasure must complete in."""
    return timedelta(seconds=min(30 * 4 ** (attempt - 1), 7200))


def _actor_label(actor: Actor) -> str:
    return actor.key_id or actor.user


def job_create(
    *, actor: Actor, tenant: Tenant | None, kind: str, params: dict | None = None
) -> Job:
    """Record a job of ``kind`` and queue its run once the caller's transaction commits.

    Callable inside a larger transaction (the erasure's), which then owns the audit row."""
    spec = _kind(kind)
    with transaction.atomic():
        job = Job.objects.create(
            tenant=tenant,
            kind=kind,
            steps=list(spec.names),
            params=params or {},
            created_by=_actor_label(actor),
            next_attempt_at=timezone.now(),
        )
        audit_record(
            actor=actor,
            type="job.created",
            target=job,
            tenant=tenant,
            data={"kind": kind},
        )
        enqueue_on_commit("privacy.job_run", job.id)
    return job


def _lock_name(job_id: str) -> str:
    return f"privacy.job:{job_id}"


def _add(counts: dict, more: dict | None) -> dict:
    merged = dict(counts)
    for name, value in (more or {}).items():
        if name == MORE:
            continue
        if isinstance(value, int) and not isinstance(value, bool):
            merged[name] = merged.get(name, 0) + value
        else:
            merged[name] = value
    return merged


def job_run(job_id: str) -> Job | None:
    """Run the job's remaining steps. Returns the job (None when it does not exist).

    Another run holding the job returns at once (it is doing the work). A step failure
    schedules the next attempt (``next_attempt_at``, and a task with that countdown)
    and returns; ``jobs_sweep`` also picks due jobs up, so a lost task loses nothing.
    """
    if not db.session_lock_try(_lock_name(job_id)):
        return Job.objects.filter(pk=job_id).first()
    try:
        return _run_locked(job_id)
    finally:
        db.session_lock_release(_lock_name(job_id))


def _run_locked(job_id: str) -> Job | None:
    job = Job.objects.filter(pk=job_id).first()
    if job is None or job.is_finished:
        return job
    now = timezone.now()
    if job.next_attempt_at and job.next_attempt_at > now:
        return job  # a retry waits for its back-off; the sweep or its own task comes back
    spec = _kind(job.kind)
    if job.state == Job.State.QUEUED:
        job.state = Job.State.RUNNING
        job.started_at = job.started_at or now
        job.save(update_fields=["state", "started_at", "updated_at"])
    while job.step < len(job.steps):
        name = job.steps[job.step]
        step = spec.step_named(name)
        try:
            with transaction.atomic():
                locked = Job.objects.select_for_update().get(pk=job.pk)
                if locked.state == Job.State.CANCELLED:
                    job = locked
                    break
                produced = step(locked)
                locked.counts = _add(locked.counts, produced)
                more = bool(produced and produced.get(MORE))
                if not more:
                    locked.step += 1
                locked.error = ""
                locked.save(update_fields=["counts", "step", "error", "updated_at"])
            job = locked
        except Exception as exc:  # every failure of a step is retried
            return _step_failed(job, name, exc)
    if job.state == Job.State.CANCELLED:
        _finish(job, Job.State.CANCELLED)
    else:
        _finish(job, Job.State.SUCCEEDED)
    return job


def _step_failed(job: Job, name: str, exc: Exception) -> Job:
    """Count the failed attempt; schedule the next one or, out of attempts, fail the job."""
    job = Job.objects.get(pk=job.pk)
    attempts = dict(job.attempts)
    attempts[name] = attempts.get(name, 0) + 1
    job.attempts = attempts
    code = exc.code if isinstance(exc, AppError) else type(exc).__name__
    job.error = f"{name}: {code}"[:500]
    # No exception text: a message may quote the content being erased.
    logger.warning(
        "job step failed",
        extra={"job_id": job.id, "step": name, "error": code, "attempt": attempts[name]},
    )
    if attempts[name] >= settings.PM_JOB_STEP_ATTEMPTS:
        job.save(update_fields=["attempts", "error", "updated_at"])
        _finish(job, Job.State.FAILED)
        return job
    delay = retry_delay(attempts[name])
    job.next_attempt_at = timezone.now() + delay
    job.save(update_fields=["attempts", "error", "next_attempt_at", "updated_at"])
    enqueue_on_commit("privacy.job_run", job.id, countdown=delay.total_seconds())
    return job


def _finish(job: Job, state: str) -> None:
    with transaction.atomic():
        job.state = state
        job.finished_at = timezone.now()
        job.next_attempt_at = None
        job.save(update_fields=["state", "finished_at", "next_attempt_at", "updated_at"])
        spec = _kind(job.kind)
        if spec.on_finish is not None:
            spec.on_finish(job)


def jobs_sweep(*, limit: int = 100) -> int:
    """Run the jobs that are due and not running anywhere (a lost task, a back-off that
    ended, a worker killed mid-step). Returns how many it ran."""
    due = list(
        Job.objects.filter(
            state__in=[Job.State.QUEUED, Job.State.RUNNING],
            next_attempt_at__lte=timezone.now(),
        )
        .order_by("next_attempt_at")
        .values_list("id", flat=True)[:limit]
    )
    for job_id in due:
        job_run(job_id)
    return len(due)


@transaction.atomic
def job_cancel(*, actor: Actor, job: Job) -> Job:
    """Stop a job before its next step (a step already running finishes its transaction)."""
    job = Job.objects.select_for_update().get(pk=job.pk)
    if job.is_finished:
        raise AppError("job_finished")
    job.state = Job.State.CANCELLED
    job.finished_at = timezone.now()
    job.next_attempt_at = None
    job.save(update_fields=["state", "finished_at", "next_attempt_at", "updated_at"])
    audit_record(actor=actor, type="job.cancelled", target=job, tenant=job.tenant)
    spec = _kind(job.kind)
    if spec.on_finish is not None:
        spec.on_finish(job)
    return job


@transaction.atomic
def job_retry(*, actor: Actor, job: Job) -> Job:
    """Run a failed job again from the step that failed, with fresh attempts."""
    job = Job.objects.select_for_update().get(pk=job.pk)
    if job.state != Job.State.FAILED:
        raise AppError("job_not_failed")
    job.state = Job.State.RUNNING
    job.attempts = {name: n for name, n in job.attempts.items() if name != job.current_step}
    job.finished_at = None
    job.next_attempt_at = timezone.now()
    job.save(update_fields=["state", "attempts", "finished_at", "next_attempt_at", "updated_at"])
    audit_record(actor=actor, type="job.retried", target=job, tenant=job.tenant)
    enqueue_on_commit("privacy.job_run", job.id)
    return job


def job_progress(job: Job) -> dict:
    """Where a job stands, for the API, the admin and ``manage.py jobs``."""
    total = len(job.steps) or 1
    return {
        "step": job.step,
        "steps": job.steps,
        "current_step": job.current_step or None,
        "fraction": round(min(job.step, total) / total, 4),
    }
