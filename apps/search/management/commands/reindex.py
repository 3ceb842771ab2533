"""``manage.py reindex``: rebuild the search index of a tenant, an identity or everything.

Resumable: progress is saved after every batch, and ``--resume`` continues the last
unfinished run of the same scope. ``--stale`` only touches messages without a document,
with a document of an older format or with vectors of another embedding model.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError

from apps.search import services
from pylota.core.embeddings import EmbeddingError
from pylota.embedding import provider


class Command(BaseCommand):
    help = "Re-index messages for search (documents and embeddings)."

    def add_arguments(self, parser) -> None:
        scope = parser.add_mutually_exclusive_group(required=True)
        scope.add_argument("--tenant", metavar="TENANT_ID")
        scope.add_argument("--identity", metavar="IDENTITY_ID")
        scope.add_argument("--all", action="store_true")
        parser.add_argument("--stale", action="store_true", help="only what is out of date")
        parser.add_argument("--resume", action="store_true", help="continue the last run")
        parser.add_argument("--force", action="store_true", help="re-embed every chunk")
        parser.add_argument("--batch-size", type=int, default=None)

    def handle(self, *args, **options) -> None:
        if options["tenant"]:
            scope, scope_id = "tenant", options["tenant"]
        elif options["identity"]:
            scope, scope_id = "identity", options["identity"]
        else:
            scope, scope_id = "all", ""
        if options["batch_size"] is not None and options["batch_size"] < 1:
            raise CommandError("--batch-size must be at least 1")
        try:
            model_id = provider().model_id
        except EmbeddingError as exc:
            # Before any batch: a provider that cannot load fails the run with its reason.
            raise CommandError(f"the embedding provider is unavailable: {exc}") from exc
        # The model every vector of this run is embedded with; others' vectors are stale.
        if options["verbosity"] >= 1:
            self.stderr.write(f"embedding model: {model_id}")
        started = time.monotonic()

        def report(job, result) -> None:
            rate = job.processed / max(time.monotonic() - started, 1e-6)
            self.stderr.write(
                f"  {job.processed} messages (last {job.last_message_id}), "
                f"{result.embedded_chunks} chunks embedded, {result.reused_chunks} reused, "
                f"{rate:.0f} msg/s"
            )

        job = services.reindex_run(
            scope=scope,
            scope_id=scope_id,
            only_stale=options["stale"],
            resume=options["resume"],
            force=options["force"],
            batch_size=options["batch_size"],
            on_batch=report if options["verbosity"] >= 1 else None,
        )
        self.stdout.write(f"{job.id}: {job.processed} messages re-indexed ({job.state})")
