"""What one search request costs in statements, and that its shortcuts answer as the long
way did: the page is read in one statement whatever its size, the identity is read only
when the search found nothing, a snapshot is kept only when a cursor points at it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.identities.models import Identity
from apps.mailbox.models import Message
from pylota.core.query.highlight import highlight
from tests.conftest import Api
from tests.factories import IdentityFactory, ThreadFactory

# Authentication (the key), the vocabulary lookup of typo tolerance, the ranked query and
# the page: what a keyword search with hits runs.
KEYWORD_SEARCH_MAX_QUERIES = 4


def _mailbox(mail, identity, count: int, word: str = "quarterly") -> list[Message]:
    start = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
    return [
        mail(
            identity,
            f"Report {i}",
            f"The {word} report number {i} is attached.",
            received_at=start + timedelta(hours=i),
            labels=["finance"],
        )
        for i in range(count)
    ]


def _warm(api: Api, path: str) -> None:
    """A first call records the key's use: not what a search costs."""
    assert api.get(path).status_code == 200


def _statements(path: str, api: Api) -> tuple[int, dict]:
    with CaptureQueriesContext(connection) as queries:
        response = api.get(path)
    assert response.status_code == 200, response.content
    return len(queries), response.json()


@pytest.mark.parametrize("level", ["message", "thread"])
def test_a_keyword_search_runs_as_many_statements_for_one_hit_as_for_a_full_page(
    world, agent, mail, level
):
    other = IdentityFactory(tenant=world.tenant, name="other")
    _mailbox(mail, agent, 1)
    _mailbox(mail, other, 25)
    api = Api(world.tenant_key.secret)
    query = urlencode({"q": "quarterly", "mode": "keyword", "level": level, "limit": 20})
    _warm(api, f"/v1/identities/{agent.id}/search?{query}")
    one, small = _statements(f"/v1/identities/{agent.id}/search?{query}", api)
    many, full = _statements(f"/v1/identities/{other.id}/search?{query}", api)
    assert len(small["data"]) == 1
    assert len(full["data"]) == 20
    assert full["next_cursor"]
    assert one == many


def test_a_keyword_search_with_hits_stays_within_its_statements(
    world, agent, mail, django_assert_max_num_queries
):
    _mailbox(mail, agent, 25)
    api = Api(world.tenant_key.secret)
    path = f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=20"
    _warm(api, path)
    with django_assert_max_num_queries(KEYWORD_SEARCH_MAX_QUERIES):
        response = api.get(path)
    assert len(response.json()["data"]) == 20
    # The next page comes from the snapshot: no ranking statement, the page only.
    cursor = response.json()["next_cursor"]
    with django_assert_max_num_queries(KEYWORD_SEARCH_MAX_QUERIES - 2):
        following = api.get(path + "&" + urlencode({"cursor": cursor}))
    assert len(following.json()["data"]) == 5


def test_the_page_is_read_in_one_statement(world, agent, mail):
    _mailbox(mail, agent, 20)
    api = Api(world.tenant_key.secret)
    path = f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=20"
    _warm(api, path)
    with CaptureQueriesContext(connection) as queries:
        api.get(path)
    reads = [
        q["sql"]
        for q in queries
        if 'FROM "mailbox_message"' in q["sql"]
        or ("FROM mailbox_message m WHERE m.id = ANY" in q["sql"])
    ]
    assert len(reads) == 1


def test_a_hidden_identity_answers_404_whatever_else_is_wrong(world, agent, mail):
    """The identity was checked before anything else: it still comes first."""
    stranger = IdentityFactory(tenant=world.other_tenant, name="stranger")
    _mailbox(mail, stranger, 3)
    api = Api(world.tenant_key.secret)
    base = f"/v1/identities/{stranger.id}/search"
    for query in (
        {"q": "quarterly", "mode": "keyword"},  # the stranger's mail matches
        {"q": "quarterly"},
        {"q": ""},
        {"q": '"unclosed'},  # an invalid query
        {"q": "quarterly", "limit": 0},  # invalid parameters
        {"q": "quarterly", "cursor": "%%%"},  # an invalid cursor
    ):
        response = api.get(f"{base}?{urlencode(query)}")
        assert response.status_code == 404, query
        assert response.json()["error"]["code"] == "identity_not_found"
        assert "data" not in response.json()
    tenant_wide = api.get(f"/v1/search?q=quarterly&mode=keyword&identity_id={stranger.id}")
    assert tenant_wide.status_code == 404
    assert tenant_wide.json()["error"]["code"] == "identity_not_found"
    # Parameters are validated before the identity parameter is looked at, as before.
    invalid = api.get(f"/v1/search?q=quarterly&limit=0&identity_id={stranger.id}")
    assert invalid.status_code == 422


def test_a_visible_identity_with_nothing_found_answers_an_empty_page(world, agent, mail):
    _mailbox(mail, agent, 2)
    api = Api(world.tenant_key.secret)
    response = api.get(f"/v1/identities/{agent.id}/search?q=nowhere&mode=keyword")
    assert response.status_code == 200
    assert response.json()["data"] == []
    invalid = api.get(f"/v1/identities/{agent.id}/search?" + urlencode({"q": '"unclosed'}))
    assert invalid.status_code == 400
    assert invalid.json()["error"]["code"] == "invalid_query"


def test_a_deleted_identity_is_not_found_even_through_its_cursor(world, agent, mail):
    _mailbox(mail, agent, 5)
    api = Api(world.tenant_key.secret)
    path = f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=2"
    cursor = api.get(path).json()["next_cursor"]
    assert cursor
    Identity.objects.filter(pk=agent.pk).update(status=Identity.Status.DELETED)
    for url in (path, path + "&" + urlencode({"cursor": cursor})):
        response = api.get(url)
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "identity_not_found"


def test_a_snapshot_page_hides_mail_quarantined_since_the_ranking(world, agent, mail):
    messages = _mailbox(mail, agent, 4)
    api = Api(world.tenant_key.secret)
    path = f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=2"
    first = api.get(path).json()
    shown = [hit["id"] for hit in first["data"]]
    rest = [m.id for m in messages if m.id not in shown]
    Message.objects.filter(pk=rest[0]).update(quarantine_state=Message.QuarantineState.QUARANTINED)
    second = api.get(path + "&" + urlencode({"cursor": first["next_cursor"]})).json()
    assert [hit["id"] for hit in second["data"]] == [rest[1]]


def test_a_snapshot_is_kept_only_when_a_cursor_points_at_it(world, agent, mail, monkeypatch):
    _mailbox(mail, agent, 3)
    stored: list[str] = []
    original = cache.set

    def recording(key, *args, **kwargs):
        if key.startswith("search:snap:"):
            stored.append(key)
        return original(key, *args, **kwargs)

    monkeypatch.setattr(cache, "set", recording)
    api = Api(world.tenant_key.secret)
    whole = api.get(f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=3").json()
    assert len(whole["data"]) == 3
    assert whole["next_cursor"] is None
    assert stored == []
    paged = api.get(f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&limit=2").json()
    assert paged["next_cursor"]
    assert len(stored) == 1
    rest = api.get(
        f"/v1/identities/{agent.id}/search?"
        + urlencode(
            {"q": "quarterly", "mode": "keyword", "limit": 2, "cursor": paged["next_cursor"]}
        )
    ).json()
    assert len(rest["data"]) == 1
    assert rest["next_cursor"] is None
    assert len(stored) == 1  # the second page came from the snapshot
    ids = [h["id"] for h in paged["data"]] + [h["id"] for h in rest["data"]]
    assert ids == [h["id"] for h in whole["data"]]


def test_thread_hits_show_the_shown_subject_in_one_read(world, agent, mail):
    thread = ThreadFactory(identity=agent, subject="Held subject")
    mail(agent, "Held subject", "quarterly numbers", thread=thread,
         quarantine_state=Message.QuarantineState.QUARANTINED)  # fmt: skip
    mail(agent, "Re: numbers", "quarterly numbers again", thread=thread)
    api = Api(world.tenant_key.secret)
    body = api.get(f"/v1/identities/{agent.id}/search?q=quarterly&mode=keyword&level=thread")
    (hit,) = body.json()["data"]
    assert hit["id"] == thread.id
    assert hit["subject"] == "Re: numbers"
    assert "Held" not in str(body.json())


# --- Highlights -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words", "prefixes", "expected"),
    [
        ("The Invoice is due", ("invoice",), (), "The <mark>Invoice</mark> is due"),
        ("Un CAFÉ à Paris", ("cafe",), (), "Un <mark>CAFÉ</mark> à Paris"),
        ("Straße & <b>", ("strasse",), (), "<mark>Straße</mark> &amp; &lt;b&gt;"),
        (
            "Invoices and invoicing",
            (),
            ("invoic",),
            "<mark>Invoices</mark> and <mark>invoicing</mark>",
        ),
        ("nothing here", ("invoice",), (), None),
        ("", ("invoice",), (), None),
    ],
)
def test_highlights_fold_ascii_and_accented_text_alike(text, words, prefixes, expected):
    assert highlight(text, words, prefixes) == expected


def test_the_highlight_window_is_the_one_with_the_most_matches():
    text = " ".join(["alpha"] + ["filler"] * 40 + ["beta", "gamma", "beta"] + ["filler"] * 40)
    marked = highlight(text, ("alpha", "beta"), max_words=8)
    assert marked.startswith("…")
    assert marked.endswith("…")
    assert marked.count("<mark>beta</mark>") == 2
    assert "alpha" not in marked
