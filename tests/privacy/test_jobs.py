"""The job runner: resumable steps, retries with back-off, failure, cancel and retry."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.privacy.models import Job
from apps.privacy.services import jobs
from apps.tenants.models import AuditEvent
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from tests.conftest import Api

ACTOR = Actor(user="test")


class Flaky:
    """A step that fails ``failures`` times before it succeeds."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.calls = 0

    def __call__(self, job: Job) -> dict:
        self.calls += 1
        if self.calls <= self.failures:
            raise RuntimeError("transient")
        return {"flaky": 1}


@pytest.fixture
def kind():
    """Register a throw-away kind; unregister it afterwards."""
    names = []

    def register(name: str, steps, **kwargs):
        jobs.register_kind(name, steps, **kwargs)
        names.append(name)
        return name

    yield register
    for name in names:
        jobs.JOB_KINDS.pop(name, None)


def _due_now(job: Job) -> None:
    Job.objects.filter(pk=job.pk).update(next_attempt_at=timezone.now())


def test_steps_run_in_order_and_their_counts_add_up(world, kind):
    seen = []

    def first(job):
        seen.append("first")
        return {"rows": 2}

    def batched(job):
        # Three batches of 5, then done: each batch is its own transaction.
        seen.append("batched")
        done = job.counts.get("rows_batched", 0)
        if done >= 15:
            return None
        return {"rows_batched": 5, jobs.MORE: True}

    kind("test_order", [first, batched])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_order")
    assert job.steps == ["first", "batched"]
    job = jobs.job_run(job.id)
    assert job.state == Job.State.SUCCEEDED
    assert job.counts == {"rows": 2, "rows_batched": 15}
    assert seen == ["first", "batched", "batched", "batched", "batched"]
    assert job.started_at
    assert job.finished_at
    assert AuditEvent.objects.filter(type="job.created", target_id=job.id).exists()


def test_a_step_that_fails_several_times_then_succeeds_completes_the_job(world, kind):
    flaky = Flaky(failures=3)
    kind("test_flaky", [flaky])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_flaky")
    for attempt in range(1, 4):
        job = jobs.job_run(job.id)
        assert job.state == Job.State.RUNNING
        assert job.attempts == {"Flaky": attempt}
        assert job.error.endswith("RuntimeError")
        # Waiting for the back-off: running early does nothing.
        assert job.next_attempt_at > timezone.now()
        assert jobs.job_run(job.id).attempts == job.attempts
        _due_now(job)
    job = jobs.job_run(job.id)
    assert job.state == Job.State.SUCCEEDED
    assert job.counts == {"flaky": 1}
    assert job.error == ""


def test_a_step_that_keeps_failing_fails_the_job_and_the_finish_hook_sees_it(world, kind, settings):
    settings.PM_JOB_STEP_ATTEMPTS = 3
    finished = []
    kind("test_broken", [Flaky(failures=99)], on_finish=lambda job: finished.append(job.state))
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_broken")
    for _ in range(3):
        job = jobs.job_run(job.id)
        _due_now(job)
    assert job.state == Job.State.FAILED
    assert finished == [Job.State.FAILED]
    assert sum(job.attempts.values()) == 3


def test_a_failed_step_rolls_back_what_it_wrote(world, kind):
    def writes_then_fails(job):
        AuditEvent.objects.create(type="half.done", target_type="job", target_id=job.id)
        raise RuntimeError("boom")

    kind("test_rollback", [writes_then_fails])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_rollback")
    jobs.job_run(job.id)
    assert not AuditEvent.objects.filter(type="half.done").exists()


def test_retry_delays_grow_and_are_capped():
    delays = [jobs.retry_delay(n) for n in range(1, 10)]
    assert delays == sorted(delays)
    assert delays[0] == timedelta(seconds=30)
    assert max(delays) == timedelta(hours=2)


def test_cancel_stops_a_job_before_its_next_step_and_retry_resumes_a_failed_one(
    world, kind, settings
):
    settings.PM_JOB_STEP_ATTEMPTS = 1
    flaky = Flaky(failures=1)
    kind("test_cancel", [flaky])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_cancel")
    cancelled = jobs.job_cancel(actor=ACTOR, job=job)
    assert cancelled.state == Job.State.CANCELLED
    assert jobs.job_run(job.id).state == Job.State.CANCELLED
    assert flaky.calls == 0
    with pytest.raises(AppError) as error:
        jobs.job_cancel(actor=ACTOR, job=job)
    assert error.value.code == "job_finished"

    other = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_cancel")
    assert jobs.job_run(other.id).state == Job.State.FAILED
    retried = jobs.job_retry(actor=ACTOR, job=other)
    assert retried.state == Job.State.RUNNING
    assert retried.attempts == {}
    assert jobs.job_run(other.id).state == Job.State.SUCCEEDED


def test_the_sweep_runs_due_jobs_whose_task_was_lost(world, kind, queued_tasks):
    kind("test_sweep", [lambda job: {"done": 1}])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_sweep")
    assert jobs.jobs_sweep() == 1
    assert Job.objects.get(pk=job.pk).state == Job.State.SUCCEEDED
    assert jobs.jobs_sweep() == 0


def test_get_job_shows_progress_and_another_tenant_gets_404(world, kind):
    kind("test_api", [lambda job: {"done": 1}])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_api")
    jobs.job_run(job.id)
    response = Api(world.tenant_key.secret).get(f"/v1/jobs/{job.id}")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["state"] == "succeeded"
    assert body["progress"]["fraction"] == 1.0
    assert body["counts"] == {"done": 1}
    other = Api(world.other_tenant_key.secret).get(f"/v1/jobs/{job.id}")
    assert other.status_code == 404
    assert other.json()["error"]["code"] == "job_not_found"


def test_manage_jobs_lists_shows_retries_and_cancels(world, kind, capsys, settings):
    settings.PM_JOB_STEP_ATTEMPTS = 1
    flaky = Flaky(failures=1)
    kind("test_cli", [flaky])
    job = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_cli")
    jobs.job_run(job.id)
    call_command("jobs", "list")
    assert job.id in capsys.readouterr().out
    call_command("jobs", "show", job.id)
    shown = capsys.readouterr().out
    assert "failed" in shown
    assert "Flaky: RuntimeError" in shown
    call_command("jobs", "retry", job.id, "--run")
    assert Job.objects.get(pk=job.pk).state == Job.State.SUCCEEDED
    queued = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_cli")
    call_command("jobs", "cancel", queued.id)
    assert Job.objects.get(pk=queued.pk).state == Job.State.CANCELLED


def test_the_admin_shows_jobs_and_retries_and_cancels_them(admin_client, world, kind, settings):
    from django.urls import reverse

    settings.PM_JOB_STEP_ATTEMPTS = 1
    kind("test_admin", [Flaky(failures=1)])
    failed = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_admin")
    jobs.job_run(failed.id)
    queued = jobs.job_create(actor=ACTOR, tenant=world.tenant, kind="test_admin")
    changelist = reverse("admin:privacy_job_changelist")
    page = admin_client.get(changelist)
    assert page.status_code == 200
    assert failed.id.encode() in page.content
    detail = admin_client.get(reverse("admin:privacy_job_change", args=[failed.pk]))
    assert detail.status_code == 200
    admin_client.post(changelist, {"action": "retry_jobs", "_selected_action": [failed.pk]})
    assert Job.objects.get(pk=failed.pk).state == Job.State.RUNNING
    assert AuditEvent.objects.get(type="job.retried").actor_user == "admin:admin"
    admin_client.post(changelist, {"action": "cancel_jobs", "_selected_action": [queued.pk]})
    assert Job.objects.get(pk=queued.pk).state == Job.State.CANCELLED
