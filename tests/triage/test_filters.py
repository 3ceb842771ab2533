"""Triage filters: the threads listing (?needs_reply=&priority=&category=) and the search
operators needs:reply, priority: and category:, on mail the triage really sorted."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from apps.search import services as search_services
from apps.triage import services
from tests.conftest import Api
from tests.factories import IdentityFactory
from tests.triage.factories import TriageRuleFactory


@pytest.fixture
def box(world, receive):
    """Three threads sorted by rules (so the test does not depend on the classifier)."""
    agent = IdentityFactory(tenant=world.tenant)
    TriageRuleFactory(
        tenant=world.tenant,
        position=1,
        conditions={"subject_contains": ["invoice"]},
        actions={"category": "billing", "priority": "high", "needs_reply": True},
    )
    TriageRuleFactory(
        tenant=world.tenant,
        position=2,
        conditions={"subject_contains": ["sale"]},
        actions={"category": "marketing", "priority": "low", "needs_reply": False},
    )
    TriageRuleFactory(
        tenant=world.tenant,
        position=3,
        conditions={"subject_contains": ["outage"]},
        actions={"category": "work", "priority": "urgent", "needs_reply": True},
    )
    mail = {
        "invoice": receive(agent, "Invoice 12 overdue", "Please pay invoice 12."),
        "sale": receive(agent, "Big sale today", "Everything is half price."),
        "outage": receive(agent, "Outage in EU", "The EU region is down."),
        "untriaged": receive(agent, "Lunch", "Lunch at noon."),
    }
    for key, message in mail.items():
        if key != "untriaged":
            services.triage_message(message_id=message.id)
    search_services.messages_index(message_ids=[m.id for m in mail.values()])
    return mail


def _threads(world, **params) -> list[str]:
    response = Api(world.tenant_key.secret).get("/v1/threads?" + urlencode(params))
    assert response.status_code == 200, response.content
    return [thread["id"] for thread in response.json()["data"]]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"needs_reply": "true"}, ["invoice", "outage"]),
        ({"needs_reply": "false"}, ["sale", "untriaged"]),
        ({"priority": "high"}, ["invoice"]),
        ({"priority": "urgent", "needs_reply": "true"}, ["outage"]),
        ({"category": "marketing"}, ["sale"]),
        ({"category": "billing", "priority": "low"}, []),
    ],
)
def test_the_threads_listing_filters_on_triage(world, box, params, expected):
    assert sorted(_threads(world, **params)) == sorted(box[k].thread_id for k in expected)


def test_threads_show_their_roll_up(world, box):
    response = Api(world.tenant_key.secret).get("/v1/threads?needs_reply=true&priority=high")
    (thread,) = response.json()["data"]
    assert (thread["needs_reply"], thread["priority"]) == (True, "high")
    message = Api(world.tenant_key.secret).get(f"/v1/messages/{box['invoice'].id}").json()
    assert message["triage"]["category"] == "billing"
    assert message["triage"]["source"] == "rules"


@pytest.mark.parametrize(
    ("params", "field"),
    [({"priority": "asap"}, "priority"), ({"category": "spam"}, "category")],
)
def test_bad_triage_filters_answer_422(world, params, field):
    response = Api(world.tenant_key.secret).get("/v1/threads?" + urlencode(params))
    assert response.status_code == 422
    assert field in response.json()["error"]["details"]["fields"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("needs:reply", ["invoice", "outage"]),
        ("-needs:reply", ["sale", "untriaged"]),
        ("priority:urgent", ["outage"]),
        ("category:billing", ["invoice"]),
        ("needs:reply -category:work", ["invoice"]),
        ("priority:low OR priority:high", ["sale", "invoice"]),
        ("invoice needs:reply", ["invoice"]),
    ],
)
def test_search_operators_filter_on_triage(world, box, q, expected):
    response = Api(world.tenant_key.secret).get(
        "/v1/search?" + urlencode({"q": q, "mode": "keyword"})
    )
    assert response.status_code == 200, response.content
    found = [hit["id"] for hit in response.json()["data"]]
    assert sorted(found) == sorted(box[k].id for k in expected)


def test_a_bad_operator_value_is_an_invalid_query(world):
    response = Api(world.tenant_key.secret).get("/v1/search?q=priority:p1")
    assert (response.status_code, response.json()["error"]["code"]) == (400, "invalid_query")
