"""Erasures as they run: through the API, with a step failing (within 24 hours on a
controlled clock), a step that keeps failing (a receipt that says so), a partner deleted
only once all its tenants are erased."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.events.models import Event
from apps.privacy.models import Erasure, Job
from apps.privacy.services import erasure as erasure_service
from apps.privacy.services import jobs
from apps.privacy.services.partners import partner_delete_after_erasure
from apps.tenants.models import Partner
from pylota.core.errors import AppError
from tests.conftest import Api
from tests.factories import ApiKeyFactory, TenantFactory
from tests.privacy.seed import ACTOR, PERSON, seed


class Clock:
    """A controlled ``timezone.now``: starts at the real time, moves only when told."""

    def __init__(self) -> None:
        self.now = timezone.now()

    def __call__(self):
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(timezone, "now", clock)
    return clock


def _fail_step(monkeypatch, name: str, times: int) -> list[int]:
    """Make erasure step ``name`` raise ``times`` times, then run as usual."""
    kind = jobs.JOB_KINDS["erasure"]
    index = kind.names.index(name)
    original = kind.steps[index]
    calls = [0]

    def flaky(job):
        calls[0] += 1
        if calls[0] <= times:
            raise ConnectionError("storage unavailable")
        return original(job)

    steps = list(kind.steps)
    steps[index] = flaky
    monkeypatch.setattr(kind, "steps", steps)
    return calls


TARGETS = {
    "message": lambda s: s.messages["m1"].id,
    "thread": lambda s: s.threads["t1"].id,
    "identity": lambda s: s.alice.id,
    "counterparty": lambda s: PERSON,
    "tenant": lambda s: "",
}


@pytest.mark.parametrize("scope", list(TARGETS))
def test_every_scope_completes_within_24_hours_with_a_step_failing(
    world, clock, monkeypatch, scope
):
    seeded = seed(world)
    calls = _fail_step(monkeypatch, "storage", times=5)
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope=scope, target=TARGETS[scope](seeded)
    )
    requested = clock.now
    job = jobs.job_run(erasure.job_id)
    while not job.is_finished:
        # Nothing runs before the back-off ends; the sweep (every minute) picks it up then.
        clock.now = job.next_attempt_at - timedelta(seconds=1)
        assert jobs.jobs_sweep() == 0
        clock.now = job.next_attempt_at
        assert jobs.jobs_sweep() == 1
        job = Job.objects.get(pk=job.pk)
    erasure.refresh_from_db()
    assert job.state == Job.State.SUCCEEDED
    assert calls[0] == 6
    assert job.attempts == {"storage": 5}
    assert erasure.receipt["attempts"] == {"storage": 5}
    assert erasure.receipt["probes_empty"] is True
    assert job.finished_at - requested < timedelta(hours=24)
    assert erasure.completed_at - requested < timedelta(hours=24)


def test_a_step_that_keeps_failing_ends_in_a_signed_receipt_that_says_so(
    world, monkeypatch, settings
):
    settings.PM_JOB_STEP_ATTEMPTS = 2
    seeded = seed(world)
    _fail_step(monkeypatch, "events", times=99)
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=seeded.tenant, scope="message", target=seeded.messages["m1"].id
    )
    job = jobs.job_run(erasure.job_id)
    Job.objects.filter(pk=job.pk).update(next_attempt_at=timezone.now())
    job = jobs.job_run(job.id)
    assert job.state == Job.State.FAILED
    erasure.refresh_from_db()
    receipt = erasure.receipt
    assert erasure.state == Erasure.State.FAILED
    assert receipt["state"] == "failed"
    assert receipt["failed_step"] == "events"
    assert receipt["error"] == "events: ConnectionError"
    # The steps before it did their work; the probes say what is left.
    assert receipt["removed"]["mailbox.messages"] == 1
    assert receipt["probes"]["events.events"] == 1
    assert receipt["probes_empty"] is False
    assert erasure_service.receipt_verify(
        receipt, kid=erasure.signing_kid, signature=erasure.signature
    )
    event = Event.objects.get(type="erasure.completed", data__id=erasure.id)
    assert event.data["state"] == "failed"
    # An operator retries once the cause is fixed: it resumes at the failed step.
    monkeypatch.undo()
    jobs.job_retry(actor=ACTOR, job=job)
    assert jobs.job_run(job.id).state == Job.State.SUCCEEDED
    erasure.refresh_from_db()
    assert erasure.state == Erasure.State.COMPLETED
    assert erasure.receipt["removed"]["mailbox.messages"] == 1
    assert erasure.receipt["removed"]["events.events"] == 1


def test_an_erasure_through_the_api_with_its_receipt(world):
    seeded = seed(world)
    api = Api(world.tenant_key.secret)
    m1 = seeded.messages["m1"]
    created = api.post(
        "/v1/erasures",
        {"scope": "message", "target": m1.id, "reason": "GDPR art. 17"},
        headers={"Idempotency-Key": "erase-m1"},
    )
    assert created.status_code == 202, created.content
    body = created.json()
    assert body["state"] == "pending"
    assert body["job"]["state"] == "queued"
    assert body["receipt"] is None
    not_yet = api.get(f"/v1/erasures/{body['id']}/receipt")
    assert (not_yet.status_code, not_yet.json()["error"]["code"]) == (409, "erasure_not_finished")
    replay = api.post(
        "/v1/erasures",
        {"scope": "message", "target": m1.id, "reason": "GDPR art. 17"},
        headers={"Idempotency-Key": "erase-m1"},
    )
    assert replay.json()["id"] == body["id"]
    jobs.job_run(body["job"]["id"])
    shown = api.get(f"/v1/erasures/{body['id']}").json()
    assert shown["state"] == "completed"
    assert shown["job"]["progress"]["fraction"] == 1.0
    job = api.get(f"/v1/jobs/{body['job']['id']}").json()
    assert job["kind"] == "erasure"
    assert job["counts"]["mailbox.messages"] == 1
    download = api.get(f"/v1/erasures/{body['id']}/receipt")
    assert download.status_code == 200
    assert download["Content-Disposition"] == f'attachment; filename="{body["id"]}-receipt.json"'
    signed = download.json()
    assert signed["algorithm"] == "HMAC-SHA256"
    assert erasure_service.receipt_verify(
        signed["receipt"], kid=signed["kid"], signature=signed["signature"]
    )
    assert signed["receipt"]["removed"]["mailbox.messages"] == 1
    listed = api.get("/v1/erasures?state=completed").json()
    assert [e["id"] for e in listed["data"]] == [body["id"]]
    assert api.get("/v1/erasures?scope=tenant").json()["data"] == []


def test_erasure_requests_are_checked(world):
    api = Api(world.tenant_key.secret)
    cases = [
        ({"scope": "galaxy", "target": "x"}, 422, "validation_failed"),
        ({"scope": "message"}, 422, "validation_failed"),
        ({"scope": "counterparty", "target": "not an address"}, 422, "validation_failed"),
        (
            {"scope": "message", "target": "msg_01M8S0J8MHVMZBWC2RRD7P6Q57"},
            404,
            "message_not_found",
        ),
        (
            {"scope": "identity", "target": "idn_01M8S0J8MHVMZBWC2RRD7P6Q57"},
            404,
            "identity_not_found",
        ),
    ]
    for body, status, code in cases:
        response = api.post("/v1/erasures", body)
        assert (response.status_code, response.json()["error"]["code"]) == (status, code), body
    reader = ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"])
    denied = Api(reader.secret).post("/v1/erasures", {"scope": "tenant"})
    assert (denied.status_code, denied.json()["error"]["code"]) == (403, "permission_denied")


def test_a_tenant_erasure_freezes_the_tenant_and_its_partner_still_reads_it(world, monkeypatch):
    seed(world)
    _fail_step(monkeypatch, "messages", times=1)
    partner = Api(world.partner_key.secret)
    body = {"scope": "tenant", "tenant_id": world.tenant.id}
    first = partner.post("/v1/erasures", body)
    assert first.status_code == 202, first.content
    erasure = Erasure.objects.get(pk=first.json()["id"])
    job = jobs.job_run(erasure.job_id)  # the plan froze the tenant; the next step waits
    tenant_key = Api(world.tenant_key.secret)
    frozen = tenant_key.post("/v1/identities", {"name": "late"})
    assert (frozen.status_code, frozen.json()["error"]["code"]) == (403, "tenant_suspended")
    shown = partner.get(f"/v1/erasures/{erasure.id}")
    assert shown.status_code == 200
    assert shown.json()["state"] == "running"
    assert partner.get(f"/v1/identities?tenant_id={world.tenant.id}").status_code == 200
    Job.objects.filter(pk=job.pk).update(next_attempt_at=timezone.now())
    jobs.job_run(job.id)
    shown = partner.get(f"/v1/erasures/{erasure.id}")
    assert shown.status_code == 200
    assert shown.json()["state"] == "completed"
    # Erased: the tenant's own keys are revoked.
    assert tenant_key.get("/v1/erasures").json()["error"]["code"] == "key_revoked"
    again = partner.post("/v1/erasures", body)
    assert (again.status_code, again.json()["error"]["code"]) == (409, "tenant_erased")


def test_a_second_tenant_erasure_while_the_first_runs_answers_the_same_job(world):
    partner = Api(world.partner_key.secret)
    body = {"scope": "tenant", "tenant_id": world.tenant.id}
    first = partner.post("/v1/erasures", body).json()
    second = partner.post("/v1/erasures", body)
    assert second.status_code == 200
    assert second.json()["id"] == first["id"]
    assert second.json()["job"]["id"] == first["job"]["id"]


def test_a_partner_is_deleted_only_once_all_its_tenants_are_erased(world):
    partner = world.partner
    second = TenantFactory(partner=partner)
    for tenant in (world.tenant, second):
        erasure, _ = erasure_service.erasure_create(actor=ACTOR, tenant=tenant, scope="tenant")
        with pytest.raises(AppError) as error:
            partner_delete_after_erasure(actor=ACTOR, partner=partner)
        assert error.value.code == "partner_has_tenants"
        jobs.job_run(erasure.job_id)
    deleted = partner_delete_after_erasure(actor=ACTOR, partner=partner)
    assert deleted.deleted_at is not None
    assert Partner.objects.get(pk=partner.pk).deleted_at is not None
    # A partner with a tenant that was never erased stays, through the API as well.
    with pytest.raises(AppError):
        partner_delete_after_erasure(actor=ACTOR, partner=world.other_partner)
    platform = Api(world.platform.secret)
    refused = platform.delete(f"/v1/partners/{world.other_partner.id}")
    assert (refused.status_code, refused.json()["error"]["code"]) == (409, "partner_has_tenants")
    erasure, _ = erasure_service.erasure_create(
        actor=ACTOR, tenant=world.other_tenant, scope="tenant"
    )
    jobs.job_run(erasure.job_id)
    assert platform.delete(f"/v1/partners/{world.other_partner.id}").status_code == 204
