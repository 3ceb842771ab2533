"""Natural questions in hybrid mode: when no message holds every word of the question, the
keyword arm falls back to "any content word" and joins the fusion at a lower weight, so an
answer sitting in quoted text, or behind a misspelt word, is still found."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from apps.search import selectors
from pylota.core.permissions import Level
from pylota.core.principal import Principal
from tests.conftest import Api


def search(key, **params):
    return Api(key.secret).get("/v1/search?" + urlencode(params))


def ids(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [hit["id"] for hit in response.json()["data"]]


QUOTED_REPLY = (
    "Sounds good to me, go ahead.\n\nTom\n\n"
    "On Mon, 2 Mar 2026 at 12:41, Priya Raman <priya@example.com> wrote:\n"
    "> The staging database runs out of disk every Friday: the nightly dump is kept\n"
    "> for 30 days. I propose we cut retention to 7 days."
)


@pytest.fixture
def box(agent, mail):
    return {
        "reply": mail(
            agent,
            "Re: Disk",
            QUOTED_REPLY,
            extracted_text="Sounds good to me, go ahead.\n\nTom",
            from_name="Tom Brennan",
            from_address="tom@example.com",
        ),
        "drill": mail(agent, "Failover drill", "The production failover drill is on Wednesday."),
        "lunch": mail(agent, "Lunch", "Shall we eat at noon by the river?"),
    }


@pytest.fixture
def blind_semantic(settings):
    """A semantic arm that finds nothing (no neighbour is similar enough): what hybrid
    search then answers comes from its keyword arm alone."""
    settings.PM_SEARCH_MIN_SIMILARITY = 0.999


def test_a_relaxed_hit_counts_by_the_share_of_the_question_it_holds(world, agent, mail):
    plan = selectors._plan("consent form deadline trip", selectors.timezone.now())
    mail(agent, "News", "Please sign the consent form for the trip.")
    mail(agent, "Tax", "The deadline is 31 January.")
    scope = selectors._visibility(_principal(world))
    found, relaxed = selectors.keyword_ranked(plan, scope, 10)
    assert relaxed is True
    assert [round(r.held, 2) for r in found] == [0.75, 0.25]


def test_a_natural_question_answered_in_a_quote_is_found_in_hybrid_mode(world, box, blind_semantic):
    q = "what did Priya say about the staging database?"
    assert ids(search(world.tenant_key, q=q, mode="hybrid"))[:1] == [box["reply"].id]
    body = search(world.tenant_key, q=q, mode="hybrid").json()
    assert body["data"][0]["matched"] == ["keyword"]


def test_a_question_with_a_typo_finds_its_message_in_hybrid_mode(world, box, blind_semantic):
    q = "when is the failvoer drill"
    assert ids(search(world.tenant_key, q=q, mode="hybrid"))[:1] == [box["drill"].id]


def test_a_strict_match_is_not_loosened(world, box, blind_semantic):
    # Every word occurs in one message: the strict arm answers and the looser one does not
    # add the messages with only some of the words.
    found = ids(search(world.tenant_key, q="production failover drill", mode="hybrid"))
    assert found == [box["drill"].id]


def test_a_relaxed_search_ranks_messages_holding_more_of_the_words_first(world, agent, mail):
    filler = " ".join(["The newsletter has news about the library and sports day."] * 6)
    both = mail(agent, "News", f"{filler} Please sign the consent form for the trip. {filler}")
    one = mail(agent, "Tax", "Deadline, deadline: the deadline is the deadline.")
    # No message holds all three words: the search relaxes to any of them, and the message
    # with two of them comes first however often the other repeats its one word.
    found = ids(search(world.tenant_key, q="consent form deadline", mode="keyword"))
    assert found == [both.id, one.id]


def test_hybrid_adds_only_relaxed_hits_holding_most_of_the_question(
    world, agent, mail, blind_semantic
):
    both = mail(agent, "News", "Please sign the consent form for the trip.")
    mail(agent, "Tax", "The deadline is 31 January.")
    found = ids(search(world.tenant_key, q="consent form deadline", mode="hybrid"))
    assert found == [both.id]


def test_a_relaxed_search_counts_a_corrected_word_as_held(world, agent, mail):
    answer = mail(agent, "Re: Flat", "The security deposit is due by 15 March.")
    mail(agent, "Vet", "Luna is due, due, due for her booster.")
    found = ids(search(world.tenant_key, q="deposti due date", mode="keyword"))
    assert found[:1] == [answer.id]


def _principal(world):
    key = world.tenant_key
    return Principal(
        key_id=key.id, level=Level.TENANT, permissions=frozenset(), tenant_id=world.tenant.id
    )
