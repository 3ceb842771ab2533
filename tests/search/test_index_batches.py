"""The live indexing task: a batch of waiting messages with its own, in one model call."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.search import services
from apps.search import tasks as search_tasks
from apps.search.models import Chunk, Document
from pylota.core.embeddings import EmbeddingError, FakeEmbedder
from pylota.core.ids import new_id
from pylota.db import SessionLocks
from tests.factories import IdentityFactory, MessageFactory, TenantFactory, ThreadFactory


class CountingEmbedder(FakeEmbedder):
    """The fake model, counting its calls and the texts of each."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[list[str]] = []

    def embed(self, texts):
        self.calls.append(list(texts))
        return super().embed(texts)


class Broken:
    model_id, dimensions = "fake-hash-v1", 384

    def embed(self, texts):
        raise EmbeddingError("endpoint down")


@pytest.fixture
def model(monkeypatch):
    counting = CountingEmbedder()
    monkeypatch.setattr(services, "provider", lambda: counting)
    return counting


def _message(identity, subject, **fields):
    thread = ThreadFactory(identity=identity, subject=subject)
    return MessageFactory(thread=thread, subject=subject, text=f"The text of {subject}", **fields)


def test_a_task_indexes_the_waiting_messages_of_every_tenant_with_its_own_in_one_call(db, model):
    first, second = IdentityFactory(), IdentityFactory(tenant=TenantFactory())
    messages = [_message(first, "alpha one"), _message(second, "bravo two")]
    messages += [_message(first, "charlie three"), _message(second, "delta four")]

    result = services.messages_index_queued(message_ids=[messages[2].id], batch=16)

    assert result.indexed == 4
    assert len(model.calls) == 1  # one model call for the four messages' chunks
    for message in messages:
        chunks = list(Chunk.objects.filter(message=message))
        assert chunks, message.subject
        for chunk in chunks:  # each row is its own message's, in its own tenant
            assert (chunk.tenant_id, chunk.identity_id) == (message.tenant_id, message.identity_id)
            assert message.subject in chunk.text
            assert list(chunk.embedding) == pytest.approx(model.embed([chunk.text])[0], abs=1e-3)
    assert Document.objects.filter(embedded_at__isnull=False).count() == 4


def test_the_batch_stops_at_its_size_and_the_next_tasks_take_the_rest(db, model):
    identity = IdentityFactory()
    messages = [_message(identity, f"subject {n}") for n in range(5)]

    assert services.messages_index_queued(message_ids=[messages[0].id], batch=3).indexed == 3
    indexed = set(Document.objects.values_list("message_id", flat=True))
    assert indexed == {m.id for m in messages[:3]}  # its own, then the oldest waiting

    # The task of a message indexed already: nothing to embed for it, the rest is taken.
    again = services.messages_index_queued(message_ids=[messages[1].id], batch=3)
    assert (again.skipped, again.indexed) == (1, 2)
    assert len(model.calls) == 2
    assert Document.objects.count() == 5
    # And the tasks left find nothing to do.
    for message in messages[2:]:
        assert services.messages_index_queued(message_ids=[message.id], batch=3).indexed == 0
    assert len(model.calls) == 2


def test_mail_filed_before_the_window_is_left_to_its_own_task(db, model):
    identity = IdentityFactory()
    long_ago = timezone.now() - services.WAITING_WINDOW - timedelta(minutes=1)
    old = _message(identity, "old mail", id=new_id("msg", int(long_ago.timestamp() * 1000)))
    new = _message(identity, "new mail")

    services.messages_index_queued(message_ids=[new.id], batch=16)

    assert set(Document.objects.values_list("message_id", flat=True)) == {new.id}
    search_tasks.messages_index.apply(args=[[old.id]], throw=True)
    assert Document.objects.filter(message=old, embedded_at__isnull=False).exists()


def test_a_message_another_worker_holds_is_left_to_that_worker(db, model, other_session_holds):
    identity = IdentityFactory()
    mine, theirs, waiting = (_message(identity, f"subject {n}") for n in range(3))
    with other_session_holds(SessionLocks(services.INDEX_LOCKS).name(theirs.id)):
        assert services.messages_index_queued(message_ids=[mine.id], batch=16).indexed == 2
        # Its own task too leaves it to the worker that holds it.
        assert services.messages_index_queued(message_ids=[theirs.id], batch=16).indexed == 0
    assert set(Document.objects.values_list("message_id", flat=True)) == {mine.id, waiting.id}
    # That worker is gone without indexing it: the message is waiting, and the next task
    # (its own task's retry, or any other) takes it.
    assert services.messages_index_queued(message_ids=[theirs.id], batch=16).indexed == 1


def test_an_embedding_failure_leaves_the_batch_waiting_for_the_retry(db, monkeypatch):
    identity = IdentityFactory()
    messages = [_message(identity, f"subject {n}") for n in range(3)]
    monkeypatch.setattr(services, "provider", lambda: Broken())

    with pytest.raises(EmbeddingError):
        services.messages_index_queued(message_ids=[messages[0].id], batch=16)
    # Keyword search has them; no vectors, and no model named: still waiting.
    assert set(Document.objects.values_list("model", flat=True)) == {""}
    assert not Chunk.objects.exists()

    monkeypatch.setattr(services, "provider", lambda: FakeEmbedder())
    retried = services.messages_index_queued(message_ids=[messages[0].id], batch=16)
    assert retried.indexed == 3
    assert Document.objects.filter(model="fake-hash-v1").count() == 3


def test_the_task_retries_on_an_embedding_failure(db, monkeypatch):
    message = _message(IdentityFactory(), "subject")
    monkeypatch.setattr(services, "provider", lambda: Broken())
    retried = []
    monkeypatch.setattr(
        search_tasks.messages_index,
        "retry",
        lambda exc, countdown: retried.append(countdown) or RuntimeError("retry"),
    )
    with pytest.raises(RuntimeError, match="retry"):
        search_tasks.messages_index.apply(args=[[message.id]], throw=True)
    assert retried == [search_tasks.RETRY_DELAYS[0]]


def test_one_message_at_a_time_when_the_batch_is_one(db, model, settings):
    settings.PM_SEARCH_LIVE_INDEX_BATCH = 1
    identity = IdentityFactory()
    messages = [_message(identity, f"subject {n}") for n in range(3)]
    search_tasks.messages_index.apply(args=[[messages[1].id]], throw=True)
    assert set(Document.objects.values_list("message_id", flat=True)) == {messages[1].id}
