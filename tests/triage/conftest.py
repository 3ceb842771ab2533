from __future__ import annotations

import pytest

from pylota import llm


@pytest.fixture(autouse=True)
def _offline(settings, monkeypatch):
    """The fake embedder (the real model is exercised by eval_triage and the bench) and no
    chat model unless a test gives one."""
    settings.PM_SEARCH_EMBEDDING_PROVIDER = "fake"
    settings.PM_LLM_BASE_URL = ""
    return monkeypatch


@pytest.fixture
def model(monkeypatch):
    """``model(replies)``: the chat model triage uses becomes a ScriptedModel."""
    from pylota.core.llm import ScriptedModel

    def install(replies: list) -> ScriptedModel:
        scripted = ScriptedModel(replies=replies)
        monkeypatch.setattr(llm, "chat_model", lambda: scripted)
        return scripted

    return install


@pytest.fixture
def receive(db):
    """``receive(identity, subject, text, headers=…, quarantine=…)``: a message received
    through the mailbox's real store (its event recorded), with ``From`` dana@acme.example
    unless a header says otherwise."""
    from datetime import UTC, datetime
    from email.utils import format_datetime, make_msgid

    from apps.mailbox.services import message_store_inbound, raw_blob_store
    from pylota.core.ids import new_id
    from pylota.core.mime import parse_message

    def make(identity, subject="Hello", text="Hi.", *, headers=None, quarantine=None, **kw):
        address = identity.addresses.get(is_primary=True).address
        fields = {"From": "Dana Smith <dana@acme.example>", **(headers or {})}
        head = "".join(f"{name}: {value}\r\n" for name, value in fields.items())
        raw = (
            f"{head}To: {address}\r\nSubject: {subject}\r\n"
            f"Date: {format_datetime(datetime.now(UTC))}\r\nMessage-ID: {make_msgid()}\r\n"
            "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
            f"{text}\r\n"
        ).encode()
        message, _ = message_store_inbound(
            identity=identity,
            parsed=parse_message(raw),
            raw=raw_blob_store(raw),
            inbound_id=new_id("inb"),
            recipient=address,
            plus_tag=None,
            quarantine_reasons=quarantine,
            **kw,
        )
        return message

    return make


@pytest.fixture
def dispatch(queued_tasks, django_capture_on_commit_callbacks):
    """``dispatch()``: hand every undispatched outbox event to the consumers, as the worker
    does; returns the message IDs queued for ``triage.message``."""
    from apps.events.models import Event
    from apps.events.services import event_dispatch

    def run() -> list[str]:
        queued_tasks.pop("triage.message", None)
        with django_capture_on_commit_callbacks(execute=True):
            for event in Event.objects.filter(dispatched_at__isnull=True).order_by("id"):
                event_dispatch(event_id=event.id)
        run.last = list(queued_tasks.get("triage.message", []))
        return run.last

    run.last = []
    return run
