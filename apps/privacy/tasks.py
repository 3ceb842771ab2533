"""Background work of the privacy app."""

from __future__ import annotations

from celery import shared_task

from apps.privacy.services import jobs, retention


@shared_task(name="retention.sweep")
def retention_sweep() -> int:
    """Nightly: a ``retention`` job per tenant with a policy, and the platform's one."""
    return len(retention.retention_sweep())


@shared_task(name="privacy.job_run")
def privacy_job_run(job_id: str) -> str | None:
    """Run a privacy job's remaining steps (``jobs.job_run``); a failing step schedules its
    own retry, so the task itself never retries."""
    job = jobs.job_run(job_id)
    return job.state if job is not None else None


@shared_task(name="privacy.jobs_sweep")
def privacy_jobs_sweep() -> int:
    """Every minute: run the jobs that are due (lost tasks, back-offs that ended)."""
    return jobs.jobs_sweep()
