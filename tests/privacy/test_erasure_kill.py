"""A real Celery worker killed with SIGKILL in the middle of an erasure: the job resumes
in another worker and its receipt is the same as an uninterrupted run's."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import psycopg
import pytest
from django.conf import settings
from django.db import connection

from apps.privacy.models import Erasure, Job
from apps.privacy.services import erasure as erasure_service
from apps.privacy.services import jobs
from apps.search.models import Word
from tests.conftest import World
from tests.factories import TenantFactory
from tests.privacy.seed import ACTOR, seed
from tests.workers import start_celery_worker, wait_until

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _twin() -> World:
    """Another pair of tenants, to seed the same data for the uninterrupted run."""
    return World(
        platform=None,
        partner=None,
        partner_key=None,
        tenant=TenantFactory(),
        tenant_key=None,
        other_partner=None,
        other_partner_key=None,
        other_tenant=TenantFactory(),
        other_tenant_key=None,
    )


def _row_lock(table: str, pk: str) -> psycopg.Connection:
    """Hold a row lock from a connection of our own, as a slow concurrent writer would."""
    db = settings.DATABASES["default"]
    holder = psycopg.connect(
        dbname=connection.settings_dict["NAME"], user=db["USER"], host=db["HOST"]
    )
    holder.execute(f"SELECT 1 FROM {table} WHERE id = %s FOR UPDATE", [pk])  # noqa: S608
    return holder


def _waiting_on_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            " AND wait_event_type = 'Lock'"
        )
        return cursor.fetchone()[0] > 0


def test_a_worker_killed_mid_erasure_resumes_to_the_same_receipt(world, media):
    from pylota.celery import app

    # Nothing runs in this process by itself: outside a test transaction, eager tasks would
    # run every queued consumer here (webhook deliveries to nowhere among them).
    app.conf.task_always_eager = False
    try:
        _run(world, media)
    finally:
        app.conf.task_always_eager = True


def _run(world, media: Path) -> None:
    from pylota.tasks import enqueue

    uninterrupted = seed(_twin())
    baseline_words = Word.objects.filter(identity=uninterrupted.alice).count()
    baseline, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=uninterrupted.tenant, scope="identity", target=uninterrupted.alice.id
    )
    jobs.job_run(baseline.job_id)
    baseline.refresh_from_db()
    assert baseline.state == Erasure.State.COMPLETED

    seeded = seed(world)
    words = Word.objects.filter(identity=seeded.alice).count()
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope="identity", target=seeded.alice.id
    )
    identities_step = jobs.JOB_KINDS["erasure"].names.index("identities")
    # The worker will stop in the "identities" step (tombstoning the addresses), waiting
    # for this lock, with every step before it committed: then it is killed.
    holder = _row_lock("identities_address", seeded.alice.primary.id)
    env = {"PM_MEDIA_DIR": str(media)}
    first = start_celery_worker(queues="default", env=env)
    second = None
    try:
        assert enqueue("privacy.job_run", erasure.job_id)

        def stuck() -> bool:
            return Job.objects.get(pk=erasure.job_id).step == identities_step and (
                _waiting_on_a_lock()
            )

        wait_until(stuck, first, seconds=60, what="the erasure reaching its identities step")
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        holder.rollback()
        # The killed worker's transaction rolled back, its advisory lock went with its
        # connection; the sweep (sent by beat every minute) hands the job to a new worker.
        second = start_celery_worker(queues="default", env=env)
        deadline = time.monotonic() + 60
        while Job.objects.get(pk=erasure.job_id).state == Job.State.RUNNING:
            assert time.monotonic() < deadline, "the job did not resume"
            assert second.poll() is None, second.stdout.read().decode()[-3000:]
            enqueue("privacy.jobs_sweep")
            time.sleep(1)
    finally:
        holder.close()
        for worker in (first, second):
            if worker is not None and worker.poll() is None:
                worker.terminate()
                worker.wait(10)

    erasure.refresh_from_db()
    job = Job.objects.get(pk=erasure.job_id)
    assert job.state == Job.State.SUCCEEDED, job.error
    assert erasure.state == Erasure.State.COMPLETED
    # The same counts as the uninterrupted run, table by table. (The vocabulary differs by
    # a word or two between the two datasets, whose addresses have random suffixes: each
    # run removed all of its identity's words.)
    removed, expected = dict(erasure.receipt["removed"]), dict(baseline.receipt["removed"])
    assert removed.pop("search.words") == words
    assert expected.pop("search.words") == baseline_words
    assert removed == expected
    assert erasure.receipt["probes"] == baseline.receipt["probes"]
    assert erasure.receipt["probes_empty"] is True
    assert erasure_service.receipt_verify(
        erasure.receipt, kid=erasure.signing_kid, signature=erasure.signature
    )
