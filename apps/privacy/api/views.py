"""The privacy API."""

from __future__ import annotations

from datetime import UTC, datetime

from django.conf import settings
from django.http import FileResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
)
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.privacy import selectors
from apps.privacy.api import serializers as s
from apps.privacy.models import RetentionPolicy
from apps.privacy.services import erasure as erasure_service
from apps.privacy.services import export as export_service
from apps.privacy.services import holds as hold_service
from apps.privacy.services import retention
from apps.tenants import selectors as tenant_selectors
from pylota.api import examples as ex
from pylota.api.idempotency import idempotent
from pylota.api.pagination import paginate
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError

# --- Retention and export -----------------------------------------------------------------

_EXPORT_ID = "exp_01M8S128RH0KFHDEDYPWGXHKFT"
_EXPORT_JOB_ID = "job_01M8S128RH0KFHDEDYPWGXHKFV"
_RETENTION_VALUE = {
    "tenant_id": ex.TENANT_ID,
    "identity_id": None,
    "delete_messages_after_days": 365,
    "delete_quarantined_after_days": 30,
    "purge_raw_after_days": 90,
    "updated_at": ex.UPDATED_AT,
}
RETENTION = OpenApiExample("Retention policy", value=_RETENTION_VALUE, response_only=True)
IDENTITY_RETENTION = OpenApiExample(
    "An identity that keeps its mail a week",
    value={
        **_RETENTION_VALUE,
        "identity_id": ex.IDENTITY_ID,
        "delete_messages_after_days": 7,
        "delete_quarantined_after_days": None,
        "purge_raw_after_days": None,
    },
    response_only=True,
)
RETENTION_IN = OpenApiExample(
    "Keep mail a year, raw sources 90 days",
    value={
        "delete_messages_after_days": 365,
        "delete_quarantined_after_days": 30,
        "purge_raw_after_days": 90,
    },
    request_only=True,
)
IDENTITY_RETENTION_IN = OpenApiExample(
    "Keep this identity's mail a week", value={"delete_messages_after_days": 7}, request_only=True
)
_EXPORT_VALUE = {
    "id": _EXPORT_ID,
    "tenant_id": ex.TENANT_ID,
    "subject": "identity",
    "identity_id": ex.IDENTITY_ID,
    "address": None,
    "state": "ready",
    "job_id": _EXPORT_JOB_ID,
    "size": 1843221,
    "sha256": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592",
    "counts": {
        "identities": 1,
        "messages": 412,
        "attachments": 37,
        "attachment_bytes": 1520331,
        "raw_purged": 0,
    },
    "created_at": ex.CREATED_AT,
    "completed_at": ex.UPDATED_AT,
    "expires_at": ex.LATER,
    "download_url": "https://mail.example.com/v1/exports/download/eyJ4IjoiZXhwXzAxIn0.sgk01.Zm9v",
    "download_expires_at": ex.LATER,
}
EXPORT = OpenApiExample("A ready export", value=_EXPORT_VALUE, response_only=True)
EXPORT_BUILDING = OpenApiExample(
    "An export being built",
    value={
        **_EXPORT_VALUE,
        "state": "building",
        "size": 0,
        "sha256": None,
        "counts": {},
        "completed_at": None,
        "expires_at": None,
        "download_url": None,
        "download_expires_at": None,
    },
    response_only=True,
)
EXPORT_QUEUED = OpenApiExample(
    "The export is queued",
    value=EXPORT_BUILDING.value,
    response_only=True,
    status_codes=["202"],
)
EXPORT_IN = OpenApiExample(
    "Export one identity",
    value={"subject": "identity", "identity_id": ex.IDENTITY_ID},
    request_only=True,
)
EXPORT_COUNTERPARTY_IN = OpenApiExample(
    "Export everything to or from one person",
    value={"subject": "counterparty", "address": ex.SENDER},
    request_only=True,
)


def _caller_tenant(view, tenant_id: str | None):
    """The tenant a retention or export call is about: the key's own, or (partner and
    platform keys) the ``tenant_id`` named; another's answers 404 like a missing one."""
    principal = view.principal
    if tenant_id:
        return tenant_selectors.tenant_get(principal=principal, tenant_id=tenant_id)
    if principal.tenant_id:
        return tenant_selectors.tenant_get(principal=principal, tenant_id=principal.tenant_id)
    raise AppError(
        "validation_failed",
        details={"fields": {"tenant_id": ["Partner and platform keys name a tenant_id."]}},
    )


def _retention_data(tenant, identity, policy) -> dict:
    return {
        "tenant_id": tenant.id,
        "identity_id": identity.id if identity is not None else None,
        **{name: getattr(policy, name, None) for name in RetentionPolicy.FIELDS},
        "updated_at": policy.updated_at if policy is not None else None,
    }


RETENTION_DESCRIPTION = (
    "Each field is a number of days; empty keeps that kind of mail for ever (on an "
    "identity: follows the tenant's policy), 0 keeps it for ever. Applied every night by a "
    "`retention` job (GET /v1/jobs/{job_id}); mail under a legal hold is never removed."
)


class RetentionViewSet(ApiViewSet):
    """``/v1/retention``: the tenant's retention policy."""

    schema_tag = "privacy"
    schema_resource = "retention"
    permissions = {"retrieve": "tenants:read", "update": "privacy:erase"}

    @extend_schema(
        summary="Get the tenant's retention policy",
        examples=[RETENTION],
        description=RETENTION_DESCRIPTION + " Partner and platform keys add `?tenant_id=`. "
        "404 `tenant_not_found`.",
        parameters=[OpenApiParameter("tenant_id", str, description="Partner and platform keys")],
        responses=s.RetentionOut,
    )
    def retrieve(self, request):
        query = self.validated(s.RetentionQuery, data=request.query_params)
        tenant = _caller_tenant(self, query.get("tenant_id"))
        policy = selectors.retention_policy_get(principal=self.principal, tenant_id=tenant.id)
        return Response(s.RetentionOut(_retention_data(tenant, None, policy)).data)

    @extend_schema(
        summary="Set the tenant's retention policy",
        examples=[RETENTION_IN, RETENTION],
        description=RETENTION_DESCRIPTION + " Replaces the whole policy: a field left out is "
        "cleared. Audited (`retention.updated`). 404 `tenant_not_found`; 422 "
        "`validation_failed`.",
        request=s.RetentionIn,
        responses=s.RetentionOut,
    )
    def update(self, request):
        data = self.validated(s.RetentionIn)
        tenant = _caller_tenant(self, data.pop("tenant_id", None))
        policy = retention.retention_policy_set(actor=self.actor, tenant=tenant, **data)
        return Response(s.RetentionOut(_retention_data(tenant, None, policy)).data)


class IdentityRetentionViewSet(ApiViewSet):
    """``/v1/identities/{identity_id}/retention``: one identity's overrides."""

    schema_tag = "privacy"
    schema_resource = "identity_retention"
    permissions = {"retrieve": "tenants:read", "update": "privacy:erase"}

    def _identity(self, identity_id: str):
        return identity_selectors.identity_get(principal=self.principal, identity_id=identity_id)

    @extend_schema(
        summary="Get an identity's retention policy",
        examples=[IDENTITY_RETENTION],
        description=RETENTION_DESCRIPTION + " 404 `identity_not_found`.",
        responses=s.RetentionOut,
    )
    def retrieve(self, request, identity_id: str):
        identity = self._identity(identity_id)
        policy = selectors.retention_policy_get(
            principal=self.principal, tenant_id=identity.tenant_id, identity_id=identity.id
        )
        return Response(s.RetentionOut(_retention_data(identity.tenant, identity, policy)).data)

    @extend_schema(
        summary="Set an identity's retention policy",
        examples=[IDENTITY_RETENTION_IN, IDENTITY_RETENTION],
        description=RETENTION_DESCRIPTION + " Replaces the identity's overrides: a field left "
        "out follows the tenant's policy. 404 `identity_not_found`; 422 `validation_failed`.",
        request=s.RetentionIn,
        responses=s.RetentionOut,
    )
    def update(self, request, identity_id: str):
        identity = self._identity(identity_id)
        data = self.validated(s.RetentionIn)
        data.pop("tenant_id", None)
        policy = retention.retention_policy_set(
            actor=self.actor, tenant=identity.tenant, identity=identity, **data
        )
        return Response(s.RetentionOut(_retention_data(identity.tenant, identity, policy)).data)


def _links(exports) -> dict:
    found = {}
    for export in exports:
        if export.state == export.State.READY:
            token, expires = export_service.export_link_token(export=export)
            found[export.id] = {
                "url": f"{settings.PUBLIC_URL}/v1/exports/download/{token}",
                "expires_at": datetime.fromtimestamp(expires, tz=UTC).isoformat(),
            }
    return found


class ExportViewSet(ApiViewSet):
    """``/v1/exports``: a subject's mail as a zip, built by an ``export`` job."""

    schema_tag = "privacy"
    lookup_url_kwarg = "export_id"
    permissions = {"*": "privacy:erase"}

    def _out(self, export, status: int = 200) -> Response:
        return Response(
            s.ExportOut(export, context={"links": _links([export])}).data, status=status
        )

    @extend_schema(
        summary="List exports",
        examples=[EXPORT],
        description="The tenant's exports, newest first.",
        parameters=PAGE_PARAMETERS,
        responses=s.ExportOut(many=True),
    )
    def list(self, request):
        exports = selectors.export_list(principal=self.principal)
        rows, next_cursor = paginate(exports, request.query_params, request.resolver_match.url_name)
        data = s.ExportOut(rows, many=True, context={"links": _links(rows)}).data
        return Response({"data": data, "next_cursor": next_cursor})

    @extend_schema(
        summary="Request an export",
        examples=[EXPORT_IN, EXPORT_COUNTERPARTY_IN, EXPORT_QUEUED],
        description="Queues an `export` job that writes a zip: per identity an mbox of the "
        "raw messages, the messages as JSON lines and the attachments, and a manifest with "
        "the sha256 of every file. `export.completed` is recorded when it is ready; the "
        "export then carries a signed, expiring `download_url`. Accepts `Idempotency-Key`. "
        "404 `identity_not_found` or `tenant_not_found`; 422 `validation_failed`.",
        request=s.ExportIn,
        responses={202: s.ExportOut},
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.ExportIn)
        identity = None
        if data["subject"] == "identity":
            identity = identity_selectors.identity_get(
                principal=self.principal, identity_id=data["identity_id"]
            )
            tenant = identity.tenant
            if data.get("tenant_id") and data["tenant_id"] != tenant.id:
                raise AppError("identity_not_found")
        else:
            tenant = _caller_tenant(self, data.get("tenant_id"))
        export = export_service.export_create(
            actor=self.actor,
            tenant=tenant,
            subject=data["subject"],
            identity=identity,
            counterparty=data.get("address", ""),
        )
        return self._out(export, status=202)

    @extend_schema(
        summary="Get an export",
        examples=[EXPORT, EXPORT_BUILDING],
        description="Its state (`building`, `ready`, `failed`, `expired`), counts, size and "
        "checksum; when ready, a fresh signed `download_url` (valid "
        "PM_EXPORT_LINK_TTL_SECONDS, never past the export's expiry). 404 `export_not_found`.",
        responses=s.ExportOut,
    )
    def retrieve(self, request, export_id: str):
        return self._out(selectors.export_get(principal=self.principal, export_id=export_id))


class ExportDownloadView(APIView):
    """``GET /v1/exports/download/{token}``: the zip; the token is the credential."""

    authentication_classes: list = []
    permission_classes: list = []
    schema_tag = "privacy"

    @extend_schema(
        operation_id="exports_download",
        summary="Download an export",
        description="The export's zip, streamed. No API key: the signed token of "
        "`download_url` is the credential, and it expires. Tampered, expired and unknown "
        "tokens answer 404 `export_link_not_found`; an export whose file has expired "
        "answers 410 `export_expired`.",
        parameters=[
            OpenApiParameter("token", str, OpenApiParameter.PATH, description="The signed token")
        ],
        responses={
            (200, "application/zip"): OpenApiResponse(
                OpenApiTypes.BINARY, description="The export's zip"
            )
        },
    )
    def get(self, request, token: str):
        export_id = export_service.export_link_parse(token)
        export = selectors.export_by_id(export_id) if export_id else None
        if export is None:
            raise AppError("export_link_not_found")
        if export.state == export.State.EXPIRED:
            raise AppError("export_expired")
        if export.state != export.State.READY:
            raise AppError("export_link_not_found")
        response = FileResponse(
            export_service.export_open(export=export),
            content_type="application/zip",
            as_attachment=True,
            filename=f"{export.id}.zip",
        )
        response["Cache-Control"] = "private, no-store"
        response["X-Content-Type-Options"] = "nosniff"
        return response


# --- Jobs, erasures and legal holds --------------------------------------------------------

_ERASURE_ID = "ers_01M8S1AFPC42JD8SAMJCW1B87Y"
_ERASURE_JOB_ID = "job_01M8S1AFPC42JD8SAMJCW1B87Z"
_HOLD_ID = "hld_01M8S1AFQ6ND5N1KTH0FSNRDHF"
_STEPS = [
    "plan", "messages", "threads", "search_words", "inbound", "outbound", "events",
    "idempotency", "storage", "identities", "tenant", "audit", "probes",
]  # fmt: skip
_REMOVED = {
    "mailbox.messages": 4,
    "mailbox.attachments": 4,
    "mailbox.raw_blobs": 4,
    "mailbox.threads": 2,
    "search.documents": 4,
    "search.chunks": 4,
    "search.words": 11,
    "outbound.sends": 1,
    "outbound.recipients": 1,
    "events.events": 4,
    "webhooks.deliveries": 4,
    "tenants.idempotency_records": 4,
    "inbound.staging": 4,
    "storage.files": 8,
    "tenants.audit_rows_scrubbed": 6,
}
_JOB_VALUE = {
    "id": _ERASURE_JOB_ID,
    "tenant_id": ex.TENANT_ID,
    "kind": "erasure",
    "state": "succeeded",
    "progress": {"step": 13, "steps": _STEPS, "current_step": None, "fraction": 1.0},
    "counts": _REMOVED,
    "attempts": {"storage": 1},
    "error": None,
    "next_attempt_at": None,
    "result": {"erasure_id": _ERASURE_ID, "receipt_state": "completed"},
    "created_at": ex.CREATED_AT,
    "started_at": ex.CREATED_AT,
    "finished_at": ex.UPDATED_AT,
}
JOB = OpenApiExample("A finished erasure job", value=_JOB_VALUE, response_only=True)
_RECEIPT = {
    "version": 1,
    "erasure_id": _ERASURE_ID,
    "job_id": _ERASURE_JOB_ID,
    "tenant_id": ex.TENANT_ID,
    "scope": "counterparty",
    "subject": "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "state": "completed",
    "requested_at": ex.CREATED_AT,
    "finished_at": ex.UPDATED_AT,
    "removed": _REMOVED,
    "probes": {"mailbox.messages.by_id": 0, "mailbox.messages.by_address": 0, "storage.files": 0},
    "probes_empty": True,
    "held_back": {"messages": 0, "message_ids": [], "holds": []},
    "failed_step": None,
    "error": None,
    "attempts": {"storage": 1},
}
_ERASURE_VALUE = {
    "id": _ERASURE_ID,
    "tenant_id": ex.TENANT_ID,
    "scope": "counterparty",
    "target": _RECEIPT["subject"],
    "reason": "GDPR art. 17 request",
    "state": "completed",
    "job": _JOB_VALUE,
    "receipt": _RECEIPT,
    "signature": "q7Y2wz3mWb8v0cP1rXkE4o5sJtQn9aLd6hFgUiRy2Ck",
    "signing_kid": "sgk01M8S1AFQ6ND",
    "created_at": ex.CREATED_AT,
    "completed_at": ex.UPDATED_AT,
}
ERASURE = OpenApiExample("A completed erasure", value=_ERASURE_VALUE, response_only=True)
ERASURE_QUEUED = OpenApiExample(
    "The erasure is queued",
    value={
        **_ERASURE_VALUE,
        "target": ex.SENDER,
        "state": "pending",
        "job": {
            **_JOB_VALUE,
            "state": "queued",
            "progress": {"step": 0, "steps": _STEPS, "current_step": "plan", "fraction": 0.0},
            "counts": {},
            "attempts": {},
            "result": {},
            "started_at": None,
            "finished_at": None,
        },
        "receipt": None,
        "signature": None,
        "signing_kid": None,
        "completed_at": None,
    },
    response_only=True,
    status_codes=["202", "200"],
)
ERASURE_IN = OpenApiExample(
    "Erase everything to or from one person",
    value={"scope": "counterparty", "target": ex.SENDER, "reason": "GDPR art. 17 request"},
    request_only=True,
)
ERASURE_IDENTITY_IN = OpenApiExample(
    "Erase an identity", value={"scope": "identity", "target": ex.IDENTITY_ID}, request_only=True
)
RECEIPT = OpenApiExample(
    "A signed receipt",
    value={
        "receipt": _RECEIPT,
        "algorithm": "HMAC-SHA256",
        "kid": _ERASURE_VALUE["signing_kid"],
        "signature": _ERASURE_VALUE["signature"],
    },
    response_only=True,
)
_HOLD_VALUE = {
    "id": _HOLD_ID,
    "tenant_id": ex.TENANT_ID,
    "scope": "identity",
    "target": ex.IDENTITY_ID,
    "reason": "Litigation 2026-114",
    "ends_at": ex.LATER,
    "active": True,
    "created_at": ex.CREATED_AT,
    "released_at": None,
}
HOLD = OpenApiExample("A hold in force", value=_HOLD_VALUE, response_only=True)
HOLD_CREATED = OpenApiExample(
    "The hold is placed", value=_HOLD_VALUE, response_only=True, status_codes=["201"]
)
HOLD_RELEASED = OpenApiExample(
    "The hold is released",
    value={**_HOLD_VALUE, "active": False, "released_at": ex.UPDATED_AT},
    response_only=True,
)
HOLD_IN = OpenApiExample(
    "Hold an identity's mail until a date",
    value={
        "scope": "identity",
        "target": ex.IDENTITY_ID,
        "reason": "Litigation 2026-114",
        "ends_at": ex.LATER,
    },
    request_only=True,
)


class JobViewSet(ApiViewSet):
    """``/v1/jobs/{job_id}``: where a privacy job (erasure, export, retention) stands."""

    schema_tag = "privacy"
    lookup_url_kwarg = "job_id"
    permissions = {"*": "privacy:erase"}

    @extend_schema(
        summary="Get a job",
        description="Its state (`queued`, `running`, `succeeded`, `failed`, `cancelled`), its "
        "steps and progress, the counts so far, failed attempts per step and the last error "
        "(`step: code`, never content). A failing step is retried with back-off "
        "(`next_attempt_at`). 404 `job_not_found`.",
        responses=s.JobOut,
        examples=[JOB],
    )
    def retrieve(self, request, job_id: str):
        return Response(s.JobOut(selectors.job_get(principal=self.principal, job_id=job_id)).data)


def _subject_tenant(view, scope: str, target: str, tenant_id: str | None):
    """The tenant an erasure or hold is about. A message, thread or identity names its
    own tenant (found with the caller's scope, so another's answers 404 like a missing
    one); otherwise the key's tenant or the ``tenant_id`` named."""
    principal = view.principal
    if scope in ("message", "thread", "identity"):
        if scope == "message":
            found = mailbox_selectors.message_get(principal=principal, message_id=target)
        elif scope == "thread":
            found = mailbox_selectors.thread_get(principal=principal, thread_id=target)
        else:
            found = identity_selectors.identity_get(principal=principal, identity_id=target)
        if tenant_id and tenant_id != found.tenant_id:
            raise AppError(f"{scope}_not_found")
        return tenant_selectors.tenant_get(principal=principal, tenant_id=found.tenant_id)
    return _caller_tenant(view, tenant_id)


class ErasureViewSet(ApiViewSet):
    """``/v1/erasures``: erasure requests, their jobs and signed receipts."""

    schema_tag = "privacy"
    lookup_url_kwarg = "erasure_id"
    permissions = {"*": "privacy:erase"}

    @extend_schema(
        summary="List erasures",
        description="The tenant's erasure requests, newest first; filter by `scope` and `state`.",
        parameters=[
            *PAGE_PARAMETERS,
            OpenApiParameter("scope", str, enum=list(s.ErasureQuery().fields["scope"].choices)),
            OpenApiParameter("state", str, enum=list(s.ErasureQuery().fields["state"].choices)),
        ],
        responses=s.ErasureOut(many=True),
        examples=[ERASURE],
    )
    def list(self, request):
        query = self.validated(s.ErasureQuery, data=request.query_params)
        return self.page(selectors.erasure_list(principal=self.principal, **query), s.ErasureOut)

    @extend_schema(
        summary="Request an erasure",
        description="Queues an `erasure` job that removes the subject from every place it "
        "lives (messages, threads, raw sources and attachments in storage, uploads, search "
        "documents, chunks, vectors and words, webhook deliveries, events, idempotency "
        "records, drafts, deliveries, suppressions; audit rows keep their row, their content "
        "is scrubbed), then probes every place and writes a signed receipt "
        "(`erasure.completed`). Mail under a legal hold is kept and listed in the receipt. "
        "A `tenant` erasure freezes the tenant; asking again answers the same erasure (200), "
        "or 409 `tenant_erased` once done. Accepts `Idempotency-Key`. 404 "
        "`message_not_found`, `thread_not_found`, `identity_not_found` or `tenant_not_found`; "
        "422 `validation_failed`.",
        request=s.ErasureIn,
        responses={202: s.ErasureOut, 200: s.ErasureOut},
        examples=[ERASURE_IN, ERASURE_IDENTITY_IN, ERASURE_QUEUED],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.ErasureIn)
        tenant = _subject_tenant(self, data["scope"], data.get("target", ""), data.get("tenant_id"))
        erasure, created = erasure_service.erasure_create(
            actor=self.actor,
            tenant=tenant,
            scope=data["scope"],
            target=data.get("target", ""),
            reason=data.get("reason", ""),
        )
        return Response(s.ErasureOut(erasure).data, status=202 if created else 200)

    @extend_schema(
        summary="Get an erasure",
        description="Its state, its job's progress and, once it has ended, the receipt and "
        "its signature. 404 `erasure_not_found`.",
        responses=s.ErasureOut,
        examples=[ERASURE],
    )
    def retrieve(self, request, erasure_id: str):
        erasure = selectors.erasure_get(principal=self.principal, erasure_id=erasure_id)
        return Response(s.ErasureOut(erasure).data)

    @extend_schema(
        summary="Download an erasure's receipt",
        description="The signed receipt as a JSON file: what was removed per table and "
        "store, the probes (every one 0 for a completed erasure), what legal holds kept "
        "back, and for a failed one the step that failed. Verify `signature` "
        "(HMAC-SHA256 of the canonical JSON: keys sorted, no spaces) with the platform "
        "key `kid`. 404 `erasure_not_found`; 409 `erasure_not_finished`.",
        responses=s.ReceiptOut,
        examples=[RECEIPT],
    )
    @action(detail=True, methods=["get"])
    def receipt(self, request, erasure_id: str):
        erasure = selectors.erasure_get(principal=self.principal, erasure_id=erasure_id)
        if erasure.receipt is None:
            raise AppError("erasure_not_finished")
        body = s.ReceiptOut(
            {
                "receipt": erasure.receipt,
                "algorithm": "HMAC-SHA256",
                "kid": erasure.signing_kid,
                "signature": erasure.signature,
            }
        ).data
        response = Response(body)
        response["Content-Disposition"] = f'attachment; filename="{erasure.id}-receipt.json"'
        return response


class HoldViewSet(ApiViewSet):
    """``/v1/holds``: legal holds on a tenant, an identity, a thread or a counterparty."""

    schema_tag = "privacy"
    lookup_url_kwarg = "hold_id"
    permissions = {"*": "privacy:erase"}

    @extend_schema(
        summary="List legal holds",
        description="The tenant's holds, newest first; `?active=true` for those in force.",
        parameters=[*PAGE_PARAMETERS, OpenApiParameter("active", bool)],
        responses=s.HoldOut(many=True),
        examples=[HOLD],
    )
    def list(self, request):
        query = self.validated(s.HoldQuery, data=request.query_params)
        return self.page(
            selectors.hold_list(principal=self.principal, active=query.get("active")), s.HoldOut
        )

    @extend_schema(
        summary="Place a legal hold",
        description="What the hold covers is kept by erasures (which complete for the rest "
        "and list what was held back) and by retention, until the hold is released or its "
        "`ends_at` passes. Audited (`hold.created`). Accepts `Idempotency-Key`. 404 "
        "`identity_not_found`, `thread_not_found` or `tenant_not_found`; 422 "
        "`validation_failed`.",
        request=s.HoldIn,
        responses={201: s.HoldOut},
        examples=[HOLD_IN, HOLD_CREATED],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.HoldIn)
        tenant = _subject_tenant(self, data["scope"], data.get("target", ""), data.get("tenant_id"))
        hold = hold_service.hold_create(
            actor=self.actor,
            tenant=tenant,
            scope=data["scope"],
            target=data.get("target", ""),
            reason=data["reason"],
            ends_at=data.get("ends_at"),
        )
        return Response(s.HoldOut(hold).data, status=201)

    @extend_schema(
        summary="Get a legal hold",
        description="404 `hold_not_found`.",
        responses=s.HoldOut,
        examples=[HOLD],
    )
    def retrieve(self, request, hold_id: str):
        return Response(
            s.HoldOut(selectors.hold_get(principal=self.principal, hold_id=hold_id)).data
        )

    @extend_schema(
        summary="Release a legal hold",
        description="The hold stops covering anything; the row stays (audited, "
        "`hold.released`). 404 `hold_not_found`; 409 `hold_released`.",
        responses={200: s.HoldOut},
        examples=[HOLD_RELEASED],
    )
    def destroy(self, request, hold_id: str):
        hold = selectors.hold_get(principal=self.principal, hold_id=hold_id)
        return Response(s.HoldOut(hold_service.hold_release(actor=self.actor, hold=hold)).data)
