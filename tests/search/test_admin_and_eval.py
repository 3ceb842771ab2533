"""The operator plane: admin pages and actions, and the evaluation command end to end."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client

from apps.search.models import Chunk, Document, ReconcileRun
from apps.tenants.models import Tenant


@pytest.fixture
def operator(db) -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("op", "op@example.com", "pw-123456789"))
    return client


def test_the_admin_lists_index_rows_and_reindexes(operator, agent, mail):
    message = mail(agent, "Invoice", "text")
    for path in ("document", "chunk", "reindexjob", "reconcilerun"):
        assert operator.get(f"/admin/search/{path}/").status_code == 200
    assert operator.get(f"/admin/search/document/{message.id}/change/").status_code == 200
    response = operator.post(
        "/admin/search/document/",
        {"action": "reindex", "_selected_action": [message.id]},
        follow=True,
    )
    assert "Re-indexed 1 messages" in response.content.decode()
    response = operator.post(
        "/admin/search/document/",
        {"action": "reconcile", "_selected_action": [message.id]},
        follow=True,
    )
    assert "Drift: 0 missing" in response.content.decode()
    assert ReconcileRun.objects.count() == 1


@pytest.mark.slow
def test_eval_search_prints_figures_and_cleans_up(db, capsys):
    tenants = Tenant.objects.count()
    call_command("eval_search", "--messages", "400", "--json")
    figures = json.loads(capsys.readouterr().out)
    assert figures["model"] == "fake-hash-v1"
    for mode in ("keyword", "semantic", "hybrid"):
        assert 0.0 <= figures["figures"][mode]["all"]["recall_at_10"] <= 1.0
    # Exact phrases are found by every mode (phrases constrain both arms).
    assert figures["figures"]["hybrid"]["phrase"]["recall_at_10"] > 0.9
    assert Tenant.objects.count() == tenants
    assert not Document.objects.exists()
    assert not Chunk.objects.exists()
