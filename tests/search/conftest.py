from __future__ import annotations

from datetime import UTC, datetime

import pytest

from apps.search import services
from tests.factories import IdentityFactory, MessageFactory, ThreadFactory


@pytest.fixture(autouse=True)
def _fake_embeddings(settings):
    """Unit tests use the deterministic fake embedder (one test runs the real model)."""
    settings.PM_SEARCH_EMBEDDING_PROVIDER = "fake"


@pytest.fixture
def agent(world):
    return IdentityFactory(tenant=world.tenant, name="agent")


@pytest.fixture
def mail():
    """``mail(identity, subject, text, **fields)``: a stored, indexed message."""

    def make(identity, subject="Hello", text="Hi there", *, thread=None, index=True, **fields):
        thread = thread or ThreadFactory(identity=identity, subject=subject)
        fields.setdefault("received_at", datetime(2026, 6, 15, 12, 0, tzinfo=UTC))
        message = MessageFactory(thread=thread, subject=subject, text=text, **fields)
        if index:
            services.messages_index(message_ids=[message.id])
        return message

    return make
