"""Typo tolerance of keyword search: misspelt words are matched against the caller's own
vocabulary by trigram similarity (pg_trgm's measure), through the real /v1/search API."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.search import selectors
from apps.search.models import Word
from pylota.core.permissions import Level
from pylota.core.principal import Principal
from tests.conftest import Api
from tests.factories import IdentityFactory


def search(key, **params):
    return Api(key.secret).get("/v1/search?" + urlencode(params))


def ids(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [hit["id"] for hit in response.json()["data"]]


@pytest.fixture
def box(agent, mail):
    return {
        "receive": mail(agent, "Parcel", "Please confirm you receive the parcel on Monday."),
        "booking": mail(agent, "Hotel booking", "Your reservation at the harbour hotel is set."),
        "lunch": mail(agent, "Lunch", "Shall we eat at noon by the river?"),
    }


@pytest.mark.parametrize("mode", ["keyword", "hybrid"])
def test_a_misspelt_word_finds_the_word_it_meant(world, box, mode):
    assert ids(search(world.tenant_key, q="recieve", mode=mode))[:1] == [box["receive"].id]
    assert ids(search(world.tenant_key, q="reservaton", mode=mode))[:1] == [box["booking"].id]
    assert ids(search(world.tenant_key, q="hotel reservaton", mode="keyword")) == [
        box["booking"].id
    ]


def test_the_vocabulary_holds_pg_trgm_trigrams(world, box, agent):
    word = Word.objects.get(identity=agent, word="receive")
    assert sorted(word.trigrams) == sorted(["  r", " re", "rec", "ece", "cei", "eiv", "ive", "ve "])
    assert not Word.objects.filter(identity=agent, word__in=["on", "at", "we"]).exists()


def test_two_letter_words_are_not_fuzzed(world, agent, mail):
    mail(agent, "Status", "The job is ok now.")
    assert ids(search(world.tenant_key, q="ox", mode="keyword")) == []
    assert selectors.typo_expansions(["ox"], _scope(world, agent), missing_only=False) == {}


def test_phrases_prefixes_and_operators_are_not_fuzzed(world, box):
    assert ids(search(world.tenant_key, q='"recieve the parcel"', mode="keyword")) == []
    assert ids(search(world.tenant_key, q="recievx*", mode="keyword")) == []
    assert ids(search(world.tenant_key, q="subject:parcle", mode="keyword")) == []
    assert ids(search(world.tenant_key, q="subject:parcel", mode="keyword")) == [box["receive"].id]
    # A corrected free word still respects the operators beside it.
    assert ids(search(world.tenant_key, q="recieve subject:lunch", mode="keyword")) == []
    assert ids(search(world.tenant_key, q="recieve subject:parcel", mode="keyword")) == [
        box["receive"].id
    ]
    assert ids(search(world.tenant_key, q="from:recieve", mode="keyword")) == []
    # A negated misspelling excludes nothing it was not written as.
    assert box["receive"].id in ids(search(world.tenant_key, q="parcel -recieve", mode="keyword"))


def test_exact_words_rank_above_corrected_ones(world, agent, mail):
    corrected = mail(agent, "Parcel", "Please receive the parcel.")
    exact = mail(agent, "Invoice", "The invoice for the parcel.")
    # "recieve" is in no mail: it is corrected to "receive"; no mail has both words, so
    # the keyword search relaxes to any of them and the exact "invoice" comes first.
    found = ids(search(world.tenant_key, q="invoice recieve", mode="keyword"))
    assert found == [exact.id, corrected.id]
    body = search(world.tenant_key, q="invoice recieve", mode="keyword").json()["data"]
    assert body[0]["score"] > 1.0 > body[1]["score"]


def test_a_word_typed_exactly_is_not_corrected_when_it_is_found(world, agent, mail):
    typo = mail(agent, "Note", "I will recieve it tomorrow.")
    mail(agent, "Note", "I will receive it tomorrow.")
    assert ids(search(world.tenant_key, q="recieve", mode="keyword")) == [typo.id]


def test_another_tenants_words_are_never_suggested_or_matched(world, agent, mail):
    mine = mail(agent, "Boat", "The ferry leaves at nine.")
    stranger = IdentityFactory(tenant=world.other_tenant, name="stranger")
    mail(stranger, "Secret", "The xylophonist arrives with the quartermaster.")
    # Only the other tenant has "xylophonist": no suggestion, no hit, for either spelling.
    assert ids(search(world.tenant_key, q="xylophonst", mode="keyword")) == []
    assert ids(search(world.tenant_key, q="quartermastr", mode="hybrid")) == []
    scope = _scope(world, agent)
    assert selectors.typo_expansions(["xylophonst", "quartermastr"], scope) == {}
    assert selectors.typo_expansions(["ferri"], scope, missing_only=False) == {"ferri": ["ferry"]}
    # The other tenant's key corrects to its own words, and never sees ours.
    assert len(ids(search(world.other_tenant_key, q="xylophonst", mode="keyword"))) == 1
    assert ids(search(world.other_tenant_key, q="ferri", mode="keyword")) == []
    assert mine.id not in ids(search(world.other_tenant_key, q="ferry"))


def test_an_identity_route_uses_only_that_identitys_words(world, agent, mail):
    other = IdentityFactory(tenant=world.tenant, name="other")
    theirs = mail(other, "Trip", "The itinerary is attached.")
    assert ids(search(world.tenant_key, q="itinerery", mode="keyword")) == [theirs.id]
    scope = selectors._visibility(_principal(world), agent.id)
    assert selectors.typo_expansions(["itinerery"], scope) == {}


def test_query_count_is_bounded_whatever_the_number_of_words(world, box):
    counts = []
    for q in ("recieve", "recieve parcle mondey harbur hotl reservaton rivr noone lunh"):
        with CaptureQueriesContext(connection) as queries:
            assert search(world.tenant_key, q=q, mode="keyword").status_code == 200
        counts.append(len(queries))
    assert counts[1] <= counts[0] + 2


def _principal(world):
    key = world.tenant_key
    return Principal(
        key_id=key.id, level=Level.TENANT, permissions=frozenset(), tenant_id=world.tenant.id
    )


def _scope(world, identity):
    return selectors._visibility(_principal(world), identity.id)
