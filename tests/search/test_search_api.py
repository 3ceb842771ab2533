"""The search API: operators, modes, filters in both arms, scope, facets, cursors."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

import pytest
from django.utils import timezone

from apps.mailbox.models import Message
from apps.search import services
from tests.conftest import Api
from tests.factories import ApiKeyFactory, AttachmentFactory, IdentityFactory, ThreadFactory


def when(month: int, day: int = 15) -> datetime:
    return datetime(2026, month, day, 12, 0, tzinfo=UTC)


@pytest.fixture
def box(world, agent, mail):
    """A small mailbox; names say what each message is for."""
    m = {}
    m["dinner"] = mail(
        agent,
        "Dinner on Friday",
        "Can you book a table for two at Luigi's on Friday evening?",
        from_address="dana@acme.example",
        from_name="Dana Smith",
        to=[{"name": "Agent", "address": "agent@agents.pylota.test"}],
        received_at=when(3),
    )
    m["invoice"] = mail(
        agent,
        "Invoice 4411",
        "Please find the quarterly invoice attached. Payment is due in 30 days.",
        from_address="billing@vendor.example",
        cc=[{"name": "Finance", "address": "finance@acme.example"}],
        has_attachments=True,
        labels=["finance"],
        received_at=when(5),
    )
    AttachmentFactory(message=m["invoice"], filename="invoice-4411.pdf")
    services.messages_index(message_ids=[m["invoice"].id], force=True)
    m["draft"] = mail(
        agent,
        "Draft invoice for review",
        "This draft invoice is not final; the quarterly report follows.",
        from_address="dana@acme.example",
        from_name="Dana Smith",
        is_read=True,
        labels=[],
        received_at=when(7),
    )
    m["outage"] = mail(
        agent,
        "Outage report",
        "The API returned errors for an hour. Café and résumé pages were down.",
        from_address="ops@globex.io",
        received_at=when(9),
    )
    return m


def ids(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [hit["id"] for hit in response.json()["data"]]


def search(world, **params):
    return Api(world.tenant_key.secret).get("/v1/search?" + urlencode(params))


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("invoice", ["draft", "invoice"]),
        ('"quarterly invoice"', ["invoice"]),
        ("invoic*", ["draft", "invoice"]),
        ("invoice -draft", ["invoice"]),
        ("invoice NOT draft", ["invoice"]),
        ("luigi OR outage", ["outage", "dinner"]),
        ("(luigi | outage) friday", ["dinner"]),
        ("from:dana", ["draft", "dinner"]),
        ('from:"Dana Smith" invoice', ["draft"]),
        ("from:acme.example", ["draft", "dinner"]),
        ("to:agent@agents", ["dinner"]),
        ("cc:finance", ["invoice"]),
        ("subject:report", ["outage"]),
        ('subject:"draft invoice"', ["draft"]),
        ("has:attachment", ["invoice"]),
        ("filename:pdf", ["invoice"]),
        ("label:finance", ["invoice"]),
        ("is:read", ["draft"]),
        ("is:unread -label:finance", ["outage", "dinner"]),
        ("before:2026-05-01", ["dinner"]),
        ("after:2026-07-01", ["outage", "draft"]),
        ("after:2026-04-01 before:2026-08-01", ["draft", "invoice"]),
        ("cafe resume", ["outage"]),  # accents folded on both sides
        ("CAFÉ", ["outage"]),
    ],
)
def test_each_operator(world, box, q, expected):
    found = ids(search(world, q=q, mode="keyword"))
    assert sorted(found) == sorted(box[k].id for k in expected)


def test_relative_ages(world, agent, mail):
    old = mail(agent, "Old news", "text", received_at=timezone.now() - timedelta(days=40))
    new = mail(agent, "New news", "text", received_at=timezone.now() - timedelta(days=2))
    assert ids(search(world, q="news newer_than:7d")) == [new.id]
    assert ids(search(world, q="news older_than:1m")) == [old.id]


def test_a_natural_question_finds_the_message_that_answers_it(world, box):
    """No message holds every word of a question: any content word will do, best first."""
    found = ids(search(world, q="what is due for the quarterly invoice?", mode="keyword"))
    assert found[:2] == [box["invoice"].id, box["draft"].id]
    assert box["dinner"].id not in found  # "for" and "the" are stop words, not matches


def test_every_word_is_still_preferred_when_one_message_has_them_all(world, box):
    assert ids(search(world, q="quarterly report", mode="keyword")) == [box["draft"].id]


def test_quoted_text_is_found_but_ranks_below_what_a_message_says_itself(world, agent, mail):
    quoting = mail(
        agent,
        "Re: flat",
        "Sounds good, see you Monday.\n\nOn Fri, Dana wrote:\n> The deposit is 500 euros.",
        extracted_text="Sounds good, see you Monday.",
    )
    saying = mail(agent, "Flat", "The deposit is 800 euros, paid by Friday.")
    found = ids(search(world, q="deposit", mode="keyword"))
    assert found == [saying.id, quoting.id]


def test_dates_filter_on_the_messages_own_date_when_it_is_plausible(world, agent, mail):
    arrived = datetime(2026, 6, 15, 12, 0, tzinfo=UTC)
    imported = mail(
        agent,
        "Lease",
        "lease terms",
        received_at=arrived,
        sent_at=datetime(2019, 3, 1, 9, 0, tzinfo=UTC),
    )
    future = mail(
        agent, "Lease", "lease terms", received_at=arrived, sent_at=datetime(2031, 1, 1, tzinfo=UTC)
    )  # a wrong clock: arrival counts
    assert ids(search(world, q="lease before:2020-01-01")) == [imported.id]
    assert ids(search(world, q="lease after:2026-06-01")) == [future.id]


def test_identity_operator_narrows_a_tenant_wide_search(world, agent, mail):
    other = IdentityFactory(tenant=world.tenant, name="other")
    mine = mail(agent, "Budget", "budget numbers")
    theirs = mail(other, "Budget", "budget numbers")
    assert set(ids(search(world, q="budget"))) == {mine.id, theirs.id}
    assert ids(search(world, q=f"budget identity:{other.id}")) == [theirs.id]
    assert ids(search(world, q="budget", identity_id=agent.id)) == [mine.id]


def test_filter_only_queries_list_newest_first(world, box):
    response = search(world, q="from:dana")
    assert ids(response) == [box["draft"].id, box["dinner"].id]
    assert [hit["score"] for hit in response.json()["data"]] == [None, None]
    assert ids(search(world, q="")) == [box[k].id for k in ("outage", "draft", "invoice", "dinner")]


def test_modes_rank_differently_and_say_which_arm_matched(world, box):
    # Keyword prefers every word and falls back to any content word; semantic (the fake
    # embedder: shared words) needs none of them exactly.
    assert ids(search(world, q="book a table tomorrow", mode="keyword")) == [box["dinner"].id]
    assert ids(search(world, q="book a table tomorrow", mode="semantic")) == [box["dinner"].id]
    hybrid = search(world, q="quarterly invoice").json()["data"]
    assert hybrid[0]["id"] == box["invoice"].id
    assert hybrid[0]["matched"] == ["keyword", "semantic"]
    assert search(world, q="invoice", mode="semantic").json()["data"][0]["matched"] == ["semantic"]


@pytest.mark.parametrize("mode", ["semantic", "hybrid"])
def test_filters_apply_inside_both_arms(world, box, mode):
    # Without the filter the invoice is the nearest; with it only Dana's mail may come back.
    found = ids(search(world, q="quarterly invoice payment from:dana", mode=mode))
    assert box["invoice"].id not in found
    assert found
    assert set(found) <= {box["draft"].id, box["dinner"].id}
    assert ids(search(world, q="invoice has:attachment", mode=mode)) == [box["invoice"].id]
    dated = ids(search(world, q="invoice before:2026-06-01", mode=mode))
    assert set(dated) <= {box["invoice"].id, box["dinner"].id}
    excluded = ids(search(world, q="invoice -draft", mode=mode))
    assert box["draft"].id not in excluded


def test_highlights_mark_the_matched_words(world, box):
    hit = search(world, q="quarterly invoice", mode="keyword").json()["data"][0]
    assert hit["highlights"]["subject"] == "<mark>Invoice</mark> 4411"
    assert "<mark>quarterly</mark> <mark>invoice</mark>" in hit["highlights"]["body"]
    outage = search(world, q="cafe").json()["data"][0]
    assert "<mark>Café</mark>" in outage["highlights"]["body"]


def test_facets_count_labels_domains_attachments_and_months(world, box):
    body = search(world, q="", facets="true").json()
    facets = body["facets"]
    assert {"value": "finance", "count": 1} in facets["labels"]
    assert facets["sender_domains"][0] == {"value": "acme.example", "count": 2}
    assert facets["has_attachment"] == [
        {"value": True, "count": 1},
        {"value": False, "count": 3},
    ]
    assert [m["value"] for m in facets["months"]] == ["2026-09", "2026-07", "2026-05", "2026-03"]
    ranked = search(world, q="invoice", mode="keyword", facets="true").json()["facets"]
    assert ranked["sender_domains"] == [
        {"value": "acme.example", "count": 1},
        {"value": "vendor.example", "count": 1},
    ]
    assert "facets" not in search(world, q="invoice").json()


def test_thread_level_returns_each_thread_once(world, agent, mail):
    thread = ThreadFactory(identity=agent, subject="Budget")
    first = mail(agent, "Budget", "budget draft one", thread=thread)
    second = mail(agent, "Re: Budget", "budget draft two", thread=thread)
    lone = mail(agent, "Budget too", "another budget")
    data = search(world, q="budget", level="thread").json()["data"]
    assert sorted(hit["id"] for hit in data) == sorted([thread.id, lone.thread_id])
    grouped = next(hit for hit in data if hit["id"] == thread.id)
    assert grouped["type"] == "thread"
    assert grouped["message_id"] in (first.id, second.id)
    filter_only = search(world, q="from:sender@example.com", level="thread").json()["data"]
    assert sorted(h["id"] for h in filter_only) == sorted([thread.id, lone.thread_id])


@pytest.mark.parametrize("q", ["report", "from:report"])
def test_cursor_pages_are_stable_while_new_mail_arrives(world, agent, mail, q):
    def make(i):
        return mail(agent, f"Report {i}", f"weekly report number {i}", from_address="report@x.io")

    for i in range(7):
        make(i)
    api = Api(world.tenant_key.secret)
    first = api.get("/v1/search?" + urlencode({"q": q, "limit": 3})).json()
    make(99)  # arrives between pages
    seen = [hit["id"] for hit in first["data"]]
    cursor = first["next_cursor"]
    while cursor:
        page = api.get("/v1/search?" + urlencode({"q": q, "limit": 3, "cursor": cursor})).json()
        seen += [hit["id"] for hit in page["data"]]
        cursor = page["next_cursor"]
    assert len(seen) == len(set(seen)) == 7


def test_a_ranked_cursor_survives_a_lost_snapshot(world, agent, mail):
    from django.core.cache import cache

    for i in range(5):
        mail(agent, f"Report {i}", f"weekly report {i}")
    api = Api(world.tenant_key.secret)
    everything = ids(api.get("/v1/search?q=report&limit=5"))
    first = api.get("/v1/search?q=report&limit=2").json()
    cache.clear()
    rest = ids(api.get("/v1/search?" + urlencode({"q": "report", "cursor": first["next_cursor"]})))
    assert [h["id"] for h in first["data"]] + rest == everything


def test_a_cursor_belongs_to_its_query(world, agent, mail):
    for i in range(3):
        mail(agent, f"Report {i}", "report")
    api = Api(world.tenant_key.secret)
    cursor = api.get("/v1/search?q=report&limit=1").json()["next_cursor"]
    response = api.get("/v1/search?" + urlencode({"q": "other", "cursor": cursor}))
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_cursor"
    garbage = api.get("/v1/search?q=report&cursor=%%%")
    assert garbage.json()["error"]["code"] == "invalid_cursor"


@pytest.mark.parametrize("method", ["GET", "POST"])
def test_an_invalid_query_answers_400_with_the_position(world, method):
    api = Api(world.tenant_key.secret)
    q = 'invoice from:dana "unterminated'
    if method == "GET":
        response = api.get("/v1/search?" + urlencode({"q": q}))
    else:
        response = api.post("/v1/search", {"q": q})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_query"
    assert error["details"] == {"position": 18, "reason": "unterminated quote"}


def test_post_takes_the_same_parameters_as_get(world, box):
    response = Api(world.tenant_key.secret).post(
        "/v1/search", {"q": "invoice", "mode": "keyword", "limit": 1, "facets": True}
    )
    body = response.json()
    assert len(body["data"]) == 1
    assert body["next_cursor"]
    assert body["facets"]
    bad = Api(world.tenant_key.secret).post("/v1/search", {"mode": "fuzzy"})
    assert bad.status_code == 422


def test_an_identity_scoped_key_sees_only_its_identity(world, agent, mail):
    other = IdentityFactory(tenant=world.tenant, name="other")
    mine = mail(agent, "Budget", "budget")
    mail(other, "Budget", "budget")
    key = ApiKeyFactory(tenant=world.tenant, identity_id=agent.id)
    api = Api(key.secret)
    assert ids(api.get("/v1/search?q=budget")) == [mine.id]
    assert ids(api.get(f"/v1/identities/{agent.id}/search?q=budget")) == [mine.id]
    denied = api.get(f"/v1/identities/{other.id}/search?q=budget")
    assert denied.status_code == 404
    assert denied.json()["error"]["code"] == "identity_not_found"
    assert api.get(f"/v1/search?q=budget&identity_id={other.id}").status_code == 404


def test_the_identity_route_searches_one_mailbox(world, agent, mail):
    other = IdentityFactory(tenant=world.tenant, name="other")
    mine = mail(agent, "Budget", "budget")
    mail(other, "Budget", "budget")
    api = Api(world.tenant_key.secret)
    for mode in ("keyword", "semantic", "hybrid"):
        assert ids(api.get(f"/v1/identities/{agent.id}/search?q=budget&mode={mode}")) == [mine.id]


def test_search_needs_the_search_read_permission(world):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"])
    response = Api(key.secret).get("/v1/search?q=x")
    assert response.status_code == 403
    assert response.json()["error"]["details"] == {"required": "search:read"}


def test_quarantined_mail_is_not_found_until_released(world, agent, mail):
    message = mail(agent, "Urgent wire transfer", "wire the money now")
    Message.objects.filter(pk=message.pk).update(
        quarantine_state=Message.QuarantineState.QUARANTINED
    )
    for mode in ("keyword", "semantic", "hybrid"):
        assert ids(search(world, q="wire transfer", mode=mode)) == []
    assert ids(search(world, q="")) == []
    Message.objects.filter(pk=message.pk).update(quarantine_state=Message.QuarantineState.RELEASED)
    assert ids(search(world, q="wire transfer")) == [message.id]


@pytest.mark.parametrize("exact_below", [5000, 0])
def test_the_exact_scan_and_the_hnsw_walk_agree(world, box, settings, exact_below):
    settings.PM_SEARCH_EXACT_BELOW = exact_below
    found = ids(search(world, q="quarterly invoice payment", mode="semantic"))
    assert found[0] == box["invoice"].id
    assert ids(search(world, q="invoice from:dana", mode="semantic")) == [box["draft"].id]
    scoped = Api(world.tenant_key.secret).get(
        f"/v1/identities/{box['invoice'].identity_id}/search?q=invoice&mode=semantic"
    )
    assert ids(scoped)[0] in (box["invoice"].id, box["draft"].id)


def test_the_semantic_arm_drops_neighbours_below_the_similarity_floor(world, box, settings):
    settings.PM_SEARCH_MIN_SIMILARITY = 0.99
    assert ids(search(world, q="quarterly invoice payment", mode="semantic")) == []
    settings.PM_SEARCH_MIN_SIMILARITY = -1.0
    assert len(ids(search(world, q="quarterly invoice payment", mode="semantic"))) == 4
