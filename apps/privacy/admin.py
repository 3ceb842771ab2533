"""The operator plane of the privacy app: jobs (retry, cancel), erasures with their
receipts, legal holds (release); retention and exports below."""

from __future__ import annotations

import json

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html

from apps.privacy.models import Erasure, Export, Hold, Job, RetentionPolicy
from apps.privacy.services import holds as hold_service
from apps.privacy.services import jobs as job_service
from apps.privacy.services import retention as retention_service
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor

# --- Jobs, erasures and legal holds ---------------------------------------------------------


def _bar(job: Job) -> str:
    fraction = job_service.job_progress(job)["fraction"]
    return f"{int(fraction * 100)}% ({job.step}/{len(job.steps)})"


@admin.register(Job)
class JobAdmin(ReadOnlyAdmin):
    list_display = ("id", "kind", "state", "progress", "current_step", "error", "tenant_id")
    list_filter = ("kind", "state")
    search_fields = ("id", "tenant__id")
    readonly_fields = (
        "id", "tenant", "kind", "state", "progress", "steps", "counts", "attempts", "error",
        "next_attempt_at", "created_by", "created_at", "started_at", "finished_at", "result",
    )  # fmt: skip
    exclude = ("params",)
    actions = ("retry_jobs", "cancel_jobs")

    @admin.display(description="progress")
    def progress(self, job: Job) -> str:
        return _bar(job)

    @admin.action(description="Retry selected failed jobs", permissions=["service"])
    def retry_jobs(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self, request, queryset, "retried",
            lambda job: job_service.job_retry(actor=actor, job=job),
            skip=lambda job: None if job.state == Job.State.FAILED else "not failed",
        )  # fmt: skip

    @admin.action(description="Cancel selected jobs", permissions=["service"])
    def cancel_jobs(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self, request, queryset, "cancelled",
            lambda job: job_service.job_cancel(actor=actor, job=job),
            skip=lambda job: "already finished" if job.is_finished else None,
        )  # fmt: skip


@admin.register(Erasure)
class ErasureAdmin(ReadOnlyAdmin):
    list_display = ("id", "scope", "state", "tenant_id", "created_at", "completed_at")
    list_filter = ("scope", "state")
    search_fields = ("id", "tenant__id")
    readonly_fields = (
        "id", "tenant", "job", "scope", "target", "reason", "state", "receipt_json",
        "signing_kid", "signature", "created_by", "created_at", "completed_at",
    )  # fmt: skip
    exclude = ("plan", "receipt")

    @admin.display(description="receipt")
    def receipt_json(self, erasure: Erasure) -> str:
        if erasure.receipt is None:
            return "-"
        return format_html("<pre>{}</pre>", json.dumps(erasure.receipt, indent=2, sort_keys=True))


@admin.register(Hold)
class HoldAdmin(ReadOnlyAdmin):
    list_display = ("id", "scope", "target", "tenant_id", "ends_at", "released_at", "active")
    list_filter = ("scope",)
    search_fields = ("id", "tenant__id", "target")
    readonly_fields = (
        "id", "tenant", "scope", "target", "reason", "ends_at", "created_by", "created_at",
        "released_at", "released_by",
    )  # fmt: skip
    actions = ("release_holds",)

    @admin.display(boolean=True)
    def active(self, hold: Hold) -> bool:
        return hold.is_active()

    @admin.action(description="Release selected holds", permissions=["service"])
    def release_holds(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        act_on_each(
            self, request, queryset, "released",
            lambda hold: hold_service.hold_release(actor=actor, hold=hold),
            skip=lambda hold: "already released" if hold.released_at else None,
        )  # fmt: skip


# --- Retention and export -------------------------------------------------------------------


@admin.register(RetentionPolicy)
class RetentionPolicyAdmin(ReadOnlyAdmin):
    list_display = (
        "id", "tenant_id", "identity_id", "delete_messages_after_days",
        "delete_quarantined_after_days", "purge_raw_after_days", "updated_at",
    )  # fmt: skip
    search_fields = ("id", "tenant__id", "identity__id")
    readonly_fields = (
        "id", "tenant", "identity", "delete_messages_after_days",
        "delete_quarantined_after_days", "purge_raw_after_days", "updated_by", "created_at",
        "updated_at",
    )  # fmt: skip
    actions = ("run_retention_now",)

    @admin.action(description="Run the retention of these tenants now", permissions=["service"])
    def run_retention_now(self, request: HttpRequest, queryset: QuerySet) -> None:
        actor = admin_actor(request)
        tenants = {policy.tenant_id: policy.tenant for policy in queryset.select_related("tenant")}
        act_on_each(
            self, request, list(tenants.values()), "queued for retention",
            lambda tenant: retention_service.retention_run(actor=actor, tenant=tenant),
        )  # fmt: skip


@admin.register(Export)
class ExportAdmin(ReadOnlyAdmin):
    list_display = ("id", "tenant_id", "subject", "state", "size", "created_at", "expires_at")
    list_filter = ("subject", "state")
    search_fields = ("id", "tenant__id", "identity__id", "job__id")
    readonly_fields = (
        "id", "tenant", "subject", "identity", "counterparty", "job", "state", "storage_name",
        "size", "sha256", "counts", "requested_by", "created_at", "completed_at", "expires_at",
    )  # fmt: skip
