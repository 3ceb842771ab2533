"""Indexing: on delivery through the outbox, on deletion, on model change; reindex and the
nightly reconciliation."""

from __future__ import annotations

from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import make_msgid

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.identities.models import Identity
from apps.inbound import services as inbound
from apps.mailbox.models import Message
from apps.mailbox.services.blobs import write_durably
from apps.search import services
from apps.search.models import Chunk, Document, ReconcileRun, ReindexJob
from pylota import embedding
from pylota.core.embeddings import EmbeddingError, FakeEmbedder
from tests.conftest import Api
from tests.factories import AttachmentFactory, IdentityFactory

OLD = datetime(2026, 1, 10, tzinfo=UTC)


def _deliver(to: str, subject: str, body: str) -> None:
    msg = EmailMessage()
    msg["From"] = "Dana Smith <dana@acme.example>"
    msg["To"] = to
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain="acme.example")
    msg.set_content(body)
    staged = inbound.inbound_accept(
        raw=msg.as_bytes(),
        mail_from="dana@acme.example",
        recipients=[to],
        peer_ip="192.0.2.1",
        helo="mx.acme.example",
    )
    inbound.inbound_process(inbound_id=staged.id)


def test_a_delivered_message_is_indexed_through_the_outbox_consumer(
    world, settings, django_capture_on_commit_callbacks
):
    # Nothing may quarantine this message (search leaves quarantined mail out): an open
    # sender policy, no list entries, a harmless body, and DNS that answers "no such
    # record" so acme.example publishes no DMARC policy to fail or misalign against.
    settings.PM_DNS_NAMESERVERS = ["none"]
    agent = IdentityFactory(
        tenant=world.tenant, primary="indexed", sender_policy=Identity.SenderPolicy.OPEN
    )
    with django_capture_on_commit_callbacks(execute=True):
        _deliver("indexed@agents.pylota.test", "Quarterly invoice", "The invoice is attached.")
    message = Message.objects.get(identity=agent)
    assert message.quarantine_state == Message.QuarantineState.NONE, message.quarantine_reasons
    document = Document.objects.get(message=message)
    assert document.model == "fake-hash-v1"
    assert document.embedded_at is not None
    assert Chunk.objects.filter(message=message, model="fake-hash-v1").count() == 1
    found = Api(world.tenant_key.secret).get("/v1/search?q=invoice&mode=keyword").json()
    assert [hit["id"] for hit in found["data"]] == [message.id]


def test_the_consumer_only_reacts_to_message_events(db, django_capture_on_commit_callbacks):
    class Event:
        def __init__(self, type, data):
            self.type, self.data = type, data

    with django_capture_on_commit_callbacks() as callbacks:
        services.search_event_consumer(Event("identity.created", {"id": "idn_x"}))
        services.search_event_consumer(Event("message.received", {"id": "not-a-message"}))
        services.search_event_consumer(Event("message.received", {"id": "msg_01ABC"}))
        services.search_event_consumer(Event("message.sent", {"id": "msg_01ABD"}))
    assert len(callbacks) == 2


def test_indexing_twice_writes_the_same_rows_and_reuses_vectors(agent, mail):
    message = mail(agent, "Invoice 4411", "Payment due in 30 days.")
    first = list(Chunk.objects.filter(message=message).values_list("content_hash", flat=True))
    again = services.messages_index(message_ids=[message.id])
    assert again.skipped == 1
    assert again.embedded_chunks == 0
    forced = services.messages_index(message_ids=[message.id], force=True)
    assert forced.embedded_chunks == 1
    assert list(Chunk.objects.filter(message=message).values_list("content_hash", flat=True)) == (
        first
    )


def test_deleting_a_message_deletes_its_index_rows(agent, mail):
    message = mail(agent, "To be deleted", "Some text")
    assert Document.objects.filter(message=message).exists()
    message.delete()
    assert not Document.objects.filter(message_id=message.id).exists()
    assert not Chunk.objects.filter(message_id=message.id).exists()


def test_a_long_body_is_split_into_chunks(agent, mail):
    body = " ".join(f"word{i}" for i in range(700))
    message = mail(agent, "Long", body)
    chunks = Chunk.objects.filter(message=message).order_by("ordinal")
    ordinals = list(chunks.values_list("ordinal", flat=True))
    assert ordinals == [0, 1, 2, 3, 4, 5]  # windows of 160 words, 32 shared


def test_attachment_names_and_text_are_indexed(world, agent, mail):
    message = mail(agent, "Notes", "See the attached notes", has_attachments=True, index=False)
    AttachmentFactory(
        message=message,
        filename="minutes-march.txt",
        content_type="text/plain",
        storage_name=write_durably("attachments/test/minutes.txt", b"The llama budget grew."),
    )
    services.messages_index(message_ids=[message.id])
    api = Api(world.tenant_key.secret)
    for q in ("llama", "filename:minutes", "filename:.txt"):
        found = api.get(f"/v1/search?q={q}&mode=keyword").json()["data"]
        assert [hit["id"] for hit in found] == [message.id], q


def test_an_embedding_failure_keeps_keyword_search_and_degrades_hybrid(
    world, agent, mail, monkeypatch
):
    class Broken:
        model_id, dimensions = "broken", 384

        def embed(self, texts):
            raise EmbeddingError("endpoint down")

    message = mail(agent, "Invoice", "Payment due", index=False)
    monkeypatch.setattr(embedding, "provider", lambda: Broken())
    monkeypatch.setattr(services, "provider", lambda: Broken())
    with pytest.raises(EmbeddingError):
        services.messages_index(message_ids=[message.id])
    assert Document.objects.get(message=message).model == ""
    assert not Chunk.objects.filter(message=message).exists()

    from apps.search import selectors

    monkeypatch.setattr(selectors, "provider", lambda: Broken())
    api = Api(world.tenant_key.secret)
    hybrid = api.get("/v1/search?q=invoice").json()
    assert [hit["id"] for hit in hybrid["data"]] == [message.id]
    assert hybrid["degraded"] == ["semantic"]
    semantic = api.get("/v1/search?q=invoice&mode=semantic")
    assert semantic.status_code == 503
    assert semantic.json()["error"]["code"] == "search_unavailable"


def test_a_model_change_is_drift_that_reindex_stale_repairs(agent, mail, monkeypatch):
    messages = [mail(agent, f"Subject {i}", f"Body {i}", received_at=OLD) for i in range(3)]
    new_model = FakeEmbedder(model_id="fake-hash-v2")
    monkeypatch.setattr(services, "provider", lambda: new_model)
    run = services.index_reconcile(requeue=False)
    assert (run.missing, run.stale_model, run.stale_version) == (0, 3, 0)
    assert run.drift == 3
    call_command("reindex", "--identity", agent.id, "--stale", verbosity=0)
    assert set(Chunk.objects.filter(message__in=messages).values_list("model", flat=True)) == {
        "fake-hash-v2"
    }
    assert services.index_reconcile(requeue=False).drift == 0


def test_reconciliation_counts_missing_documents_and_requeues_them(agent, mail):
    unindexed = [mail(agent, f"S{i}", "text", index=False, received_at=OLD) for i in range(2)]
    mail(agent, "Fresh", "text", index=False, received_at=timezone.now())  # in flight
    run = services.index_reconcile()
    assert run.missing == 2
    assert run.requeued == 2
    assert ReconcileRun.objects.count() == 1
    # Eager Celery in tests: the re-queued index task already ran.
    assert Document.objects.filter(message__in=unindexed).count() == 2


def test_reindex_resumes_where_it_stopped(world, agent, mail, monkeypatch):
    messages = [mail(agent, f"S{i}", "text", index=False) for i in range(4)]
    real = services.messages_index
    calls = []

    def flaky(**kwargs):
        calls.append(kwargs["message_ids"])
        if len(calls) == 2:
            raise RuntimeError("worker lost")
        return real(**kwargs)

    monkeypatch.setattr(services, "messages_index", flaky)
    with pytest.raises(RuntimeError):
        call_command("reindex", "--tenant", world.tenant.id, "--batch-size", "1", verbosity=0)
    job = ReindexJob.objects.get()
    assert job.state == ReindexJob.State.FAILED
    assert job.processed == 1
    call_command(
        "reindex", "--tenant", world.tenant.id, "--batch-size", "1", "--resume", verbosity=0
    )
    job.refresh_from_db()
    assert job.state == ReindexJob.State.DONE
    assert job.processed == 4
    assert calls[2][0] == calls[1][0]  # the failed batch is retried, nothing before it
    assert Document.objects.filter(message__in=messages).count() == 4
