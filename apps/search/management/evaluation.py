# ruff: noqa: S608 -- cleanup statements use constant table names; values are parameters.
"""Load a golden set into a tenant of its own, measure retrieval, and remove it again.

Used by ``manage.py eval_search`` and ``bench/search.py``. Messages are written with
``bulk_create`` (one shared raw blob: the bytes do not matter to search) and indexed
through the same service as live mail, in batches.
"""

from __future__ import annotations

import hashlib
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from django.core.files.storage import default_storage
from django.db import connection, transaction
from django.utils.dateparse import parse_datetime

from apps.identities import services as identity_services
from apps.mailbox import services as mailbox_services
from apps.mailbox.models import Attachment, Message, RawBlob, Thread
from apps.search import selectors as search_selectors
from apps.search import services
from apps.search.management import golden
from apps.search.models import Chunk, Document
from apps.tenants import services as tenant_services
from apps.tenants.models import Tenant
from pylota.core.errors import AppError
from pylota.core.ids import new_id
from pylota.core.mime import parse_message
from pylota.core.permissions import Level
from pylota.core.principal import Actor, Principal

ACTOR = Actor(user="search:evaluation")


@dataclass
class Loaded:
    tenant: Tenant
    identity_ids: list[str]
    key_to_id: dict[str, str]
    blob: RawBlob
    load_seconds: float = 0.0
    index_seconds: float = 0.0
    chunks: int = 0

    @property
    def id_to_key(self) -> dict[str, str]:
        return {v: k for k, v in self.key_to_id.items()}

    def principal(self) -> Principal:
        return Principal(
            key_id="evaluation",
            level=Level.TENANT,
            permissions=frozenset({"search:read"}),
            tenant_id=self.tenant.id,
        )


def load(
    data: golden.GoldenSet,
    *,
    name: str,
    index: bool = True,
    batch_size: int = 256,
    progress: Callable[[int, int], None] | None = None,
    policy_values: dict | None = None,
) -> Loaded:
    started = time.perf_counter()
    tenant = tenant_services.tenant_create(actor=ACTOR, name=name, policy_values=policy_values)
    suffix = tenant.id[-6:].lower()
    identities = [
        identity_services.identity_create(
            actor=ACTOR, tenant=tenant, name=label, local_part=f"eval-{suffix}-{label}"
        )
        for label in data.identities
    ]
    blob = mailbox_services.raw_blob_store(b"Subject: golden set\r\n\r\nsynthetic\r\n")
    attachment_blob = blob.storage_name  # attachments' bytes do not matter to search
    key_to_id: dict[str, str] = {}
    threads_by_key: dict[str, Thread] = {}
    for start in range(0, len(data.messages), 2000):
        part = data.messages[start : start + 2000]
        threads, messages, attachments = [], [], []
        for item in part:
            identity = identities[item.identity]
            fields = _fields(item)
            thread = threads_by_key.get(item.thread) if item.thread else None
            if thread is None:
                thread = Thread(
                    id=new_id("thr"),
                    tenant=tenant,
                    identity=identity,
                    subject=item.subject,
                    normalized_subject=item.subject.lower(),
                    participants=[item.from_address],
                    message_count=1,
                    unread_count=1,
                    last_message_at=item.received_at,
                    created_at=item.received_at,
                )
                threads.append(thread)
                if item.thread:
                    threads_by_key[item.thread] = thread
            else:
                thread.message_count += 1
                thread.last_message_at = max(thread.last_message_at, item.received_at)
            message_id = new_id("msg")
            key_to_id[item.key] = message_id
            messages.append(
                Message(
                    id=message_id,
                    tenant=tenant,
                    identity=identity,
                    thread=thread,
                    direction=Message.Direction.INBOUND,
                    raw=blob,
                    inbound_id="",
                    dedupe_key=hashlib.sha256(item.key.encode()).hexdigest(),
                    from_address=item.from_address,
                    from_name=item.from_name,
                    to=[{"name": None, "address": f"eval-{suffix}-{identity.name}@test"}],
                    recipient=f"eval-{suffix}-{identity.name}@test",
                    subject=item.subject,
                    size=len(item.raw or item.text),
                    labels=["unread"],
                    has_attachments=bool(item.attachments),
                    received_at=item.received_at,
                    **fields,
                )
            )
            for file in item.attachments:
                attachments.append(
                    Attachment(
                        id=new_id("att"),
                        tenant=tenant,
                        message_id=message_id,
                        filename=file.filename,
                        content_type=file.content_type,
                        size=20,
                        sha256="0" * 64,
                        storage_name=attachment_blob,
                    )
                )
        with transaction.atomic():
            Thread.objects.bulk_create(threads, batch_size=1000)
            Message.objects.bulk_create(messages, batch_size=1000)
            Attachment.objects.bulk_create(attachments, batch_size=1000)
    loaded = Loaded(tenant, [i.id for i in identities], key_to_id, blob)
    loaded.load_seconds = time.perf_counter() - started
    if index:
        started = time.perf_counter()
        ids = list(key_to_id.values())
        for start in range(0, len(ids), batch_size):
            services.messages_index(message_ids=ids[start : start + batch_size])
            if progress:
                progress(min(start + batch_size, len(ids)), len(ids))
        loaded.index_seconds = time.perf_counter() - started
        loaded.chunks = Chunk.objects.filter(tenant=tenant).count()
        # Fresh statistics, as autovacuum would gather soon after a bulk load; without them
        # the planner guesses row counts of the new rows.
        with connection.cursor() as cursor:
            for model in (Message, Document, Chunk):
                cursor.execute(f"ANALYZE {model._meta.db_table}")
    return loaded


def _fields(item: golden.GoldenMessage) -> dict:
    """The message fields that come from its content: parsed from the raw bytes as live mail
    is (the real-mail slice), or the generated text as it is (the synthetic set)."""
    if not item.raw:
        return {
            "text": item.text,
            "snippet": " ".join(item.text.split())[:200],
            "sent_at": item.received_at,
        }
    parsed = parse_message(item.raw)
    return {
        "text": parsed.text,
        "extracted_text": parsed.extracted_text,
        "html": parsed.html_sanitized or "",
        "snippet": parsed.snippet[:300],
        "sent_at": parse_datetime(parsed.date) if parsed.date else None,
    }


def remove(loaded: Loaded) -> None:
    remove_tenant(loaded.tenant.id)


def remove_tenant(tenant_id: str) -> None:
    """Delete an evaluation tenant and all it holds. Index rows and messages go by SQL in
    bulk (the ORM's cascade would fetch every row first), then the tenant, then the raw
    blobs no other message uses."""
    message_table = Message._meta.db_table
    blob_ids = list(
        Message.objects.filter(tenant_id=tenant_id).values_list("raw_id", flat=True).distinct()
    )
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {Chunk._meta.db_table} WHERE tenant_id = %s", [tenant_id])
        cursor.execute(
            f"DELETE FROM {Document._meta.db_table} WHERE message_id IN "
            f"(SELECT id FROM {message_table} WHERE tenant_id = %s)",
            [tenant_id],
        )
        cursor.execute(f"DELETE FROM {Attachment._meta.db_table} WHERE tenant_id = %s", [tenant_id])
        cursor.execute(f"DELETE FROM {message_table} WHERE tenant_id = %s", [tenant_id])
        cursor.execute(f"DELETE FROM {Thread._meta.db_table} WHERE tenant_id = %s", [tenant_id])
    Tenant.objects.filter(pk=tenant_id).delete()
    for blob in RawBlob.objects.filter(pk__in=blob_ids).exclude(messages__isnull=False):
        RawBlob.objects.filter(pk=blob.pk).delete()
        default_storage.delete(blob.storage_name)


@dataclass
class Score:
    recall: list[float] = field(default_factory=list)
    rr: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    errors: int = 0
    misses: list[str] = field(default_factory=list)  # with ``misses``: what each miss got

    @property
    def recall_at_10(self) -> float:
        return statistics.fmean(self.recall) if self.recall else 0.0

    @property
    def mrr(self) -> float:
        return statistics.fmean(self.rr) if self.rr else 0.0


def evaluate(
    data: golden.GoldenSet, loaded: Loaded, modes=search_selectors.MODES, *, misses: bool = False
) -> dict[str, dict[str, Score]]:
    """{mode: {kind or "all": Score}} over every labelled query, top 10 per query."""
    principal = loaded.principal()
    id_to_key = loaded.id_to_key
    out: dict[str, dict[str, Score]] = {}
    for mode in modes:
        scores: dict[str, Score] = defaultdict(Score)
        for query in data.queries:
            identity_id = None if query.identity is None else loaded.identity_ids[query.identity]
            started = time.perf_counter()
            try:
                page = search_selectors.search(
                    principal=principal, q=query.q, mode=mode, limit=10, identity_id=identity_id
                )
            except AppError:
                for bucket in (scores[query.kind], scores["all"]):
                    bucket.errors += 1
                    bucket.recall.append(0.0)
                    bucket.rr.append(0.0)
                continue
            elapsed = time.perf_counter() - started
            results = [id_to_key.get(hit.message.pk, "") for hit in page.hits]
            recall = golden.recall_at(results, query.relevant)
            rr = golden.reciprocal_rank(results, query.relevant)
            for bucket in (scores[query.kind], scores["all"]):
                bucket.recall.append(recall)
                bucket.rr.append(rr)
                bucket.seconds.append(elapsed)
            if misses and (recall < 1.0 or rr < 1.0):
                scores["all"].misses.append(
                    f"{query.kind} {query.q!r}: R@10 {recall:.2f} RR {rr:.2f}, "
                    f"wanted {sorted(query.relevant)}, got {results[:5]}"
                )
        out[mode] = dict(scores)
    return out
