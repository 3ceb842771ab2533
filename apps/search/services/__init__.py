"""Writes of the search index: index messages, react to mail events, reindex, reconcile."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from apps.search import selectors
from apps.search.models import Chunk, Document, ReconcileRun, ReindexJob
from apps.search.services import documents
from apps.search.services.documents import Content
from pylota.core.embeddings import EmbeddingError
from pylota.core.ids import lowest_id
from pylota.core.query.sql import CONFIG
from pylota.db import SessionLocks
from pylota.embedding import provider
from pylota.tasks import enqueue, enqueue_on_commit

logger = logging.getLogger(__name__)

# Events after which a message must be (re)indexed. Deletions need no event: index rows
# cascade with the message.
# Quarantined mail is indexed too (search hides it until it is released).
INDEXED_EVENTS = frozenset(
    {"message.received", "message.sent", "message.quarantined", "message.released"}
)
# Mail this young is still on its way through the queue: not drift yet.
RECONCILE_GRACE = timedelta(minutes=10)
# A live task indexes, with its own messages, others filed this recently that have no
# current document yet (older ones are left to their own task and the reconciliation).
WAITING_WINDOW = timedelta(minutes=2)


@dataclass
class IndexResult:
    indexed: int = 0
    embedded_chunks: int = 0
    reused_chunks: int = 0
    skipped: int = 0


# --- The outbox consumer --------------------------------------------------------------


def search_event_consumer(event) -> None:
    """``PM_EVENT_CONSUMERS`` entry: queue ``messages.index`` once the dispatch commits.

    Runs inside the outbox's dispatch transaction, so it only schedules work. Idempotent
    per event: indexing the same message twice writes the same rows.
    """
    if event.type not in INDEXED_EVENTS:
        return
    message_id = (event.data or {}).get("id")
    if isinstance(message_id, str) and message_id.startswith("msg_"):
        # A lost task is found again by the nightly reconciliation.
        enqueue_on_commit("messages.index", [message_id])


# --- Indexing -------------------------------------------------------------------------

# The mailbox table, reached through the document's foreign key.
MESSAGE_TABLE = Document._meta.get_field("message").related_model._meta.db_table

_UPSERT = f"""
INSERT INTO search_document (
    message_id, document, subject_vector, from_text, to_text, cc_text, filenames,
    content_hash, version, model, indexed_at, embedded_at)
SELECT m.id,
    setweight(to_tsvector(%(cfg)s::regconfig, %(subject)s), 'A')
    || setweight(to_tsvector(%(cfg)s::regconfig, %(people)s), 'B')
    || setweight(to_tsvector(%(cfg)s::regconfig, %(body)s), 'C')
    || setweight(to_tsvector(%(cfg)s::regconfig, %(attachments)s), 'D')
    || setweight(to_tsvector(%(cfg)s::regconfig, %(quoted)s), 'D'),
    to_tsvector(%(cfg)s::regconfig, %(subject)s),
    %(from_text)s, %(to_text)s, %(cc_text)s, %(filenames)s,
    %(hash)s, %(version)s, '', now(), NULL
FROM {MESSAGE_TABLE} m WHERE m.id = %(id)s
ON CONFLICT (message_id) DO UPDATE SET
    document = EXCLUDED.document,
    subject_vector = EXCLUDED.subject_vector,
    from_text = EXCLUDED.from_text,
    to_text = EXCLUDED.to_text,
    cc_text = EXCLUDED.cc_text,
    filenames = EXCLUDED.filenames,
    content_hash = EXCLUDED.content_hash,
    version = EXCLUDED.version,
    indexed_at = EXCLUDED.indexed_at,
    -- New content has no vectors yet: until its chunks are written (same transaction, or a
    -- retry after an embedding failure) the document names no model, so the
    -- reconciliation sees it as drift instead of trusting the old content's vectors.
    model = CASE WHEN search_document.content_hash = EXCLUDED.content_hash
                 THEN search_document.model ELSE '' END,
    embedded_at = CASE WHEN search_document.content_hash = EXCLUDED.content_hash
                       THEN search_document.embedded_at END
"""  # noqa: S608 (a constant table name; every value is a bound parameter)


# The words of the written documents, into their identity's vocabulary with pg_trgm's
# trigrams (typo tolerance, selectors.typo_expansions). Letters only, 3 to 40 of them:
# addresses, numbers and two-letter words are never fuzzed. One statement per batch.
_VOCABULARY = f"""
INSERT INTO search_word (tenant_id, identity_id, word, trigrams)
SELECT DISTINCT ON (m.identity_id, w.word) m.tenant_id, m.identity_id, w.word,
    ARRAY(SELECT DISTINCT substr('  ' || w.word || ' ', i, 3)
          FROM generate_series(1, length(w.word) + 1) i)
FROM search_document d JOIN {MESSAGE_TABLE} m ON m.id = d.message_id
CROSS JOIN LATERAL unnest(tsvector_to_array(d.document)) w(word)
WHERE d.message_id = ANY(%s) AND w.word ~ '^[[:alpha:]]{{3,40}}$'
ORDER BY m.identity_id, w.word
ON CONFLICT (identity_id, word) DO NOTHING
"""  # noqa: S608 (a constant table name; every value is a bound parameter)


def _upsert_documents(contents: list[Content]) -> None:
    rows = [
        {
            "cfg": CONFIG,
            "id": c.message_id,
            "subject": c.subject,
            "people": c.people,
            "body": c.body,
            "attachments": c.attachments,
            "quoted": c.quoted,
            "from_text": c.from_text,
            "to_text": c.to_text,
            "cc_text": c.cc_text,
            "filenames": c.filenames,
            "hash": c.content_hash,
            "version": documents.VERSION,
        }
        for c in contents
    ]
    with connection.cursor() as cursor:
        cursor.executemany(_UPSERT, rows)
        cursor.execute(_VOCABULARY, [[c.message_id for c in contents]])


def _unchanged(contents: list[Content], model_id: str) -> set[str]:
    """Messages whose document and vectors are already exactly what we would write."""
    current = Document.objects.filter(
        message_id__in=[c.message_id for c in contents],
        version=documents.VERSION,
        model=model_id,
    ).values_list("message_id", "content_hash")
    hashes = {c.message_id: c.content_hash for c in contents}
    return {mid for mid, digest in current if hashes.get(mid) == digest}


def messages_index(
    *, message_ids: Iterable[str], embed: bool = True, force: bool = False
) -> IndexResult:
    """Index (or re-index) messages: documents, chunks and their vectors. Idempotent.

    Vectors of chunks whose text and model are unchanged are reused, so re-indexing costs
    an embedding only for what changed (or everything, with ``force``). When the provider
    fails the documents are still written (keyword search works) and the error is raised
    so the task retries; the reconciliation catches what is left.
    """
    ids = list(dict.fromkeys(message_ids))
    result = IndexResult()
    messages = selectors.messages_to_index(message_ids=ids)
    if not messages:
        return result
    max_chunks = settings.PM_SEARCH_MAX_CHUNKS
    contents = [documents.build(m, max_chunks=max_chunks) for m in messages]
    embedder = provider() if embed else None
    model_id = embedder.model_id if embedder else ""
    if embed and not force:
        unchanged = _unchanged(contents, model_id)
        result.skipped = len(unchanged)
        contents = [c for c in contents if c.message_id not in unchanged]
        if not contents:
            return result
    planned: list[tuple[Content, int, str, str]] = []  # (content, ordinal, text, hash)
    for content in contents:
        for ordinal, text in enumerate(content.chunks):
            planned.append((content, ordinal, text, documents.chunk_hash(text)))
    vectors: dict[tuple[str, str], object] = {}
    error: EmbeddingError | None = None
    if embedder is not None:
        if not force:
            reusable = Chunk.objects.filter(
                message_id__in=[c.message_id for c in contents], model=model_id
            ).values_list("message_id", "content_hash", "embedding")
            vectors = {(mid, digest): vector for mid, digest, vector in reusable}
        todo = [(c.message_id, h, t) for c, _, t, h in planned if (c.message_id, h) not in vectors]
        result.reused_chunks = len(planned) - len(todo)
        try:
            fresh = embedder.embed([text for _, _, text in todo]) if todo else []
            vectors.update({(mid, h): v for (mid, h, _), v in zip(todo, fresh, strict=True)})
            result.embedded_chunks = len(todo)
        except EmbeddingError as exc:
            error = exc
    with transaction.atomic():
        _upsert_documents(contents)
        stored = set(
            Document.objects.filter(message_id__in=[c.message_id for c in contents]).values_list(
                "message_id", flat=True
            )
        )
        result.indexed = len(stored)
        if embedder is not None and error is None:
            Chunk.objects.filter(message_id__in=stored).delete()
            Chunk.objects.bulk_create(
                [
                    Chunk(
                        message_id=c.message_id,
                        tenant_id=c.tenant_id,
                        identity_id=c.identity_id,
                        ordinal=ordinal,
                        text=text,
                        content_hash=digest,
                        model=model_id,
                        embedding=vectors[(c.message_id, digest)],
                    )
                    for c, ordinal, text, digest in planned
                    if c.message_id in stored
                ],
                batch_size=1000,
            )
            Document.objects.filter(message_id__in=stored).update(
                model=model_id, embedded_at=timezone.now()
            )
    if error is not None:
        raise error
    return result


def message_index(*, message_id: str) -> IndexResult:
    return messages_index(message_ids=[message_id])


# --- The live path: one task, a batch of waiting messages ------------------------------


INDEX_LOCKS = "search.index"  # a message being indexed: SessionLocks(INDEX_LOCKS)


def _waiting(*, exclude: list[str], limit: int) -> list[str]:
    """Messages filed in the last ``WAITING_WINDOW`` without a current document, oldest
    first, read by primary key (which follows filing order: one index range)."""
    since = timezone.now() - WAITING_WINDOW
    recent = selectors.messages_in_scope("all", "").filter(pk__gte=lowest_id("msg", since))
    return list(
        _stale(recent, provider().model_id)
        .exclude(pk__in=exclude)
        .order_by("pk")
        .values_list("pk", flat=True)[:limit]
    )


def messages_index_queued(*, message_ids: Iterable[str], batch: int | None = None) -> IndexResult:
    """The ``messages.index`` task: the messages it was queued for and, in the same model
    call and transaction, others waiting for the index, up to ``batch``
    (``PM_SEARCH_LIVE_INDEX_BATCH``) messages in all.

    The live path queues one task per message; run one by one they pay the fixed costs of
    a task (queries, a commit, a model call) per message. Here the first task of a burst
    takes the burst's next messages with it, and the tasks of those find them unchanged
    and return. Each message is held with a session advisory lock while it is indexed, so
    two workers never embed the same one: a message another worker holds is left to it
    (its task's retry, or the reconciliation, covers that worker's failure). Messages of
    several tenants may share a batch; each row is written for its own message.
    """
    batch = settings.PM_SEARCH_LIVE_INDEX_BATCH if batch is None else batch
    wanted = list(dict.fromkeys(message_ids))
    with SessionLocks(INDEX_LOCKS) as locks:
        for mid in wanted:
            locks.take(mid)
        if len(locks.held) < batch:
            # Twice what is missing is read: some of them may be another worker's already.
            for mid in _waiting(exclude=wanted, limit=2 * (batch - len(locks.held))):
                if len(locks.held) < batch:
                    locks.take(mid)
        return messages_index(message_ids=locks.held)


# --- Reindex and reconciliation -------------------------------------------------------


def _stale(messages, model_id: str):
    """Messages without a document, with a document of an older format or other model."""
    return messages.filter(
        Q(search_document__isnull=True)
        | ~Q(search_document__version=documents.VERSION)
        | ~Q(search_document__model=model_id)
    )


def reindex_run(
    *,
    scope: str = "all",
    scope_id: str = "",
    only_stale: bool = False,
    resume: bool = False,
    force: bool = False,
    batch_size: int | None = None,
    on_batch: Callable[[ReindexJob, IndexResult], None] | None = None,
) -> ReindexJob:
    """Re-index a tenant's, an identity's or every message, in ID order, in batches.

    Progress is saved after every batch: ``resume`` continues the last unfinished job of
    the same scope from the message after the last one it finished.
    """
    batch_size = batch_size or settings.PM_SEARCH_INDEX_BATCH_SIZE
    job = None
    if resume:
        job = (
            ReindexJob.objects.filter(scope=scope, scope_id=scope_id, only_stale=only_stale)
            .exclude(state=ReindexJob.State.DONE)
            .order_by("-started_at")
            .first()
        )
    if job is None:
        job = ReindexJob.objects.create(scope=scope, scope_id=scope_id, only_stale=only_stale)
    else:
        job.state = ReindexJob.State.RUNNING
        job.save(update_fields=["state", "updated_at"])
    messages = selectors.messages_in_scope(scope, scope_id)
    if only_stale:
        messages = _stale(messages, provider().model_id)
    try:
        while True:
            page = messages.order_by("pk")
            if job.last_message_id:
                page = page.filter(pk__gt=job.last_message_id)
            ids = list(page.values_list("pk", flat=True)[:batch_size])
            if not ids:
                break
            result = messages_index(message_ids=ids, force=force)
            job.last_message_id = ids[-1]
            job.processed += len(ids)
            job.save(update_fields=["last_message_id", "processed", "updated_at"])
            if on_batch:
                on_batch(job, result)
    except BaseException as exc:
        job.state = ReindexJob.State.FAILED
        job.error = f"{type(exc).__name__}: {exc}"[:2000]
        job.save(update_fields=["state", "error", "updated_at"])
        raise
    job.state = ReindexJob.State.DONE
    job.finished_at = timezone.now()
    job.save(update_fields=["state", "finished_at", "updated_at"])
    return job


def index_reconcile(*, requeue: bool = True, limit: int | None = None) -> ReconcileRun:
    """Count index drift and record it; re-queue the drifted messages (up to ``limit``)."""
    limit = settings.PM_SEARCH_RECONCILE_MAX if limit is None else limit
    run = ReconcileRun.objects.create()
    try:
        model_id = provider().model_id
    except EmbeddingError:
        logger.exception("embedding provider unavailable during reconciliation")
        model_id = ""
    settled = selectors.messages_received_before(timezone.now() - RECONCILE_GRACE)
    run.model = model_id
    run.messages = settled.count()
    run.missing = settled.filter(search_document__isnull=True).count()
    documents_ = Document.objects.filter(message__in=settled)
    run.stale_version = documents_.exclude(version=documents.VERSION).count()
    run.stale_model = documents_.filter(version=documents.VERSION).exclude(model=model_id).count()
    if requeue and limit and model_id:
        ids = list(_stale(settled, model_id).order_by("pk").values_list("pk", flat=True)[:limit])
        size = settings.PM_SEARCH_INDEX_BATCH_SIZE
        for start in range(0, len(ids), size):
            enqueue("messages.index", ids[start : start + size])
        run.requeued = len(ids)
    run.finished_at = timezone.now()
    run.save()
    if run.drift:
        logger.warning(
            "search index drift",
            extra={
                "missing": run.missing,
                "stale_version": run.stale_version,
                "stale_model": run.stale_model,
                "requeued": run.requeued,
            },
        )
    return run
