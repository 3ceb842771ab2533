"""The operator plane for the search index.

Index rows are derived data: they are viewed, never edited. The writes are "Re-index"
(documents and vectors of the selected messages, through ``services.messages_index``, the
task's own path) and "Reconcile now" (the nightly drift count, recorded like the nightly
run). Chunk texts are mail content: the list shows sizes, not text.
"""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.search import services
from apps.search.models import Chunk, Document, ReconcileRun, ReindexJob
from pylota.admin import ReadOnlyAdmin


@admin.register(Document)
class DocumentAdmin(ReadOnlyAdmin):
    list_display = ("message_id", "model", "version", "indexed_at", "embedded_at")
    list_filter = ("model", "version")
    search_fields = ("message__id",)
    fields = ("message", "model", "version", "content_hash", "indexed_at", "embedded_at")
    readonly_fields = fields
    actions = ["reindex", "reconcile"]

    @admin.action(description="Re-index the selected messages")
    def reindex(self, request: HttpRequest, queryset: QuerySet[Document]) -> None:
        ids = list(queryset.values_list("message_id", flat=True)[:5000])
        try:
            result = services.messages_index(message_ids=ids, force=True)
        except Exception as exc:  # shown to the operator; the reconciliation retries later
            self.message_user(request, f"Re-index failed: {exc}", messages.ERROR)
            return
        self.message_user(
            request, f"Re-indexed {result.indexed} messages ({result.embedded_chunks} chunks)."
        )

    @admin.action(description="Reconcile now (count drift and re-queue it)")
    def reconcile(self, request: HttpRequest, queryset: QuerySet[Document]) -> None:
        run = services.index_reconcile()
        self.message_user(
            request,
            f"Drift: {run.missing} missing, {run.stale_version} old format, "
            f"{run.stale_model} other model; {run.requeued} re-queued.",
        )


@admin.register(Chunk)
class ChunkAdmin(ReadOnlyAdmin):
    list_display = ("message_id", "ordinal", "model", "length")
    list_filter = ("model",)
    search_fields = ("message__id",)
    fields = ("message", "tenant", "identity", "ordinal", "model", "content_hash")
    readonly_fields = fields

    @admin.display(description="characters")
    def length(self, chunk: Chunk) -> int:
        return len(chunk.text)


@admin.register(ReindexJob)
class ReindexJobAdmin(ReadOnlyAdmin):
    list_display = ("id", "scope", "scope_id", "only_stale", "state", "processed", "started_at")
    list_filter = ("state", "scope")
    readonly_fields = [f.name for f in ReindexJob._meta.fields]


@admin.register(ReconcileRun)
class ReconcileRunAdmin(ReadOnlyAdmin):
    list_display = (
        "started_at",
        "messages",
        "missing",
        "stale_version",
        "stale_model",
        "requeued",
        "model",
    )
    readonly_fields = [f.name for f in ReconcileRun._meta.fields]
