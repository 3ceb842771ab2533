"""A change of embedding model: old vectors are never compared with the new model's query
vectors, and reindex and the reconciliation re-embed them in batches."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.core.management import CommandError, call_command

from apps.mailbox.models import Message
from apps.search import selectors, services
from apps.search.models import Chunk, Document, ReindexJob
from pylota.core.embeddings import EmbeddingError, FakeEmbedder
from tests.conftest import Api

OLD = datetime(2026, 1, 10, tzinfo=UTC)


def _use(monkeypatch, embedder) -> None:
    monkeypatch.setattr(services, "provider", lambda: embedder)
    monkeypatch.setattr(selectors, "provider", lambda: embedder)


def _semantic_ids(world, q: str) -> list[str]:
    answer = Api(world.tenant_key.secret).get(f"/v1/search?q={q}&mode=semantic")
    assert answer.status_code == 200, answer.content
    return [hit["id"] for hit in answer.json()["data"]]


def test_vectors_of_another_model_are_not_searched_until_they_are_re_embedded(
    world, agent, mail, monkeypatch
):
    message = mail(agent, "Invoice", "The invoice for the server rental is attached")
    assert _semantic_ids(world, "invoice server rental") == [message.id]
    # Same vectors, another model ID: had the arm mixed models, it would still match.
    _use(monkeypatch, FakeEmbedder(model_id="fake-hash-v2"))
    assert _semantic_ids(world, "invoice server rental") == []
    hybrid = Api(world.tenant_key.secret).get("/v1/search?q=invoice").json()
    assert [hit["id"] for hit in hybrid["data"]] == [message.id]  # keyword still answers
    assert hybrid["data"][0]["matched"] == ["keyword"]
    call_command("reindex", "--identity", agent.id, "--stale", verbosity=0)
    assert _semantic_ids(world, "invoice server rental") == [message.id]
    assert set(Chunk.objects.filter(message=message).values_list("model", flat=True)) == {
        "fake-hash-v2"
    }


def test_reindex_stale_re_embeds_another_models_vectors_in_batches(agent, mail, monkeypatch):
    messages = [mail(agent, f"Subject {i}", f"Body number {i}") for i in range(5)]
    new = FakeEmbedder(model_id="fake-hash-v2")
    calls: list[int] = []
    original = new.embed
    new.embed = lambda texts: calls.append(len(texts)) or original(texts)
    _use(monkeypatch, new)
    call_command("reindex", "--identity", agent.id, "--stale", "--batch-size", "2", verbosity=0)
    assert calls == [2, 2, 1]  # one embedding call per batch of messages (one chunk each)
    job = ReindexJob.objects.get()
    assert (job.state, job.processed) == (ReindexJob.State.DONE, 5)
    models = Document.objects.filter(message__in=messages).values_list("model", flat=True)
    assert set(models) == {"fake-hash-v2"}


def test_the_reconciliation_requeues_another_models_messages_in_batches(
    agent, mail, monkeypatch, settings
):
    for i in range(5):
        mail(agent, f"Subject {i}", f"Body {i}", received_at=OLD)
    settings.PM_SEARCH_INDEX_BATCH_SIZE = 2
    queued: list[list[str]] = []
    monkeypatch.setattr(services, "enqueue", lambda name, ids: queued.append(list(ids)))
    _use(monkeypatch, FakeEmbedder(model_id="fake-hash-v2"))
    run = services.index_reconcile()
    assert (run.stale_model, run.requeued, run.model) == (5, 5, "fake-hash-v2")
    assert [len(batch) for batch in queued] == [2, 2, 1]


def test_new_content_whose_embedding_failed_is_drift_not_current(agent, mail, monkeypatch):
    message = mail(agent, "Invoice", "Payment due Friday", received_at=OLD)
    assert services.index_reconcile(requeue=False).drift == 0
    Message.objects.filter(pk=message.pk).update(text="Payment due Monday, new bank account")

    class Down(FakeEmbedder):
        def embed(self, texts):
            raise EmbeddingError("endpoint down")

    _use(monkeypatch, Down())  # the same model ID as the stored vectors
    with pytest.raises(EmbeddingError):
        services.messages_index(message_ids=[message.id])
    document = Document.objects.get(message=message)
    assert "monday" in str(document.document)  # keyword search has the new text
    # The stored vectors are of the old text: the document must not claim them.
    assert (document.model, document.embedded_at) == ("", None)
    _use(monkeypatch, FakeEmbedder())
    run = services.index_reconcile(requeue=False)
    assert run.stale_model == 1
    services.messages_index(message_ids=[message.id])
    chunk = Chunk.objects.get(message=message)
    assert "Monday" in chunk.text
    assert Document.objects.get(message=message).model == "fake-hash-v1"


def test_reindexing_unchanged_content_keeps_its_model(agent, mail):
    message = mail(agent, "Invoice", "Payment due Friday")
    before = Document.objects.get(message=message)
    result = services.messages_index(message_ids=[message.id], force=True)
    after = Document.objects.get(message=message)
    assert result.embedded_chunks == 1
    assert after.model == before.model == "fake-hash-v1"
    assert after.embedded_at is not None


def test_reindex_names_the_model_it_embeds_with_and_refuses_an_unloadable_one(
    agent, mail, monkeypatch
):
    from io import StringIO

    from apps.search.management.commands import reindex

    mail(agent, "Invoice", "Payment due Friday")
    monkeypatch.setattr(reindex, "provider", lambda: FakeEmbedder(model_id="fake-hash-v2"))
    err = StringIO()
    call_command("reindex", "--identity", agent.id, "--stale", stderr=err, stdout=StringIO())
    assert "embedding model: fake-hash-v2" in err.getvalue()

    def missing():
        raise EmbeddingError("the multilingual embedding model is not installed")

    monkeypatch.setattr(reindex, "provider", missing)
    jobs = ReindexJob.objects.count()
    with pytest.raises(CommandError, match="not installed"):
        call_command("reindex", "--all", stderr=StringIO(), stdout=StringIO())
    assert ReindexJob.objects.count() == jobs  # no job started
