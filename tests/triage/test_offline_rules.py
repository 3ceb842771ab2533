"""The offline classifier's readable rules (needs-reply, priority) on cases the clean
held-out split showed, and that split's file itself."""

from __future__ import annotations

import pytest

from apps.triage.management import evaluation
from apps.triage.services import classifier
from pylota.core import embeddings
from pylota.core import triage as core


def facts(text: str, **fields) -> core.MailFacts:
    return core.MailFacts(
        from_address=fields.pop("from_address", "someone@example.com"), text=text, **fields
    )


def test_an_invitations_rsvp_prompt_is_not_a_question_to_answer():
    invitation = facts(
        "Ana has invited you to Design review. When: Monday 14:00. Going? Yes - Maybe - No",
        subject="Invitation: Design review",
        kind="calendar",
    )
    assert core.needs_reply_of(invitation) == (False, ["no_request"])


def test_an_invitation_that_asks_something_of_the_reader_still_needs_a_reply():
    invitation = facts(
        "Ana has invited you to Design review. Could you bring the printed plans?",
        kind="calendar",
    )
    assert core.needs_reply_of(invitation)[0] is True


def test_the_same_question_outside_an_invitation_still_counts():
    assert core.needs_reply_of(facts("Are we still on for Monday?"))[0] is True


@pytest.mark.parametrize(
    "sender",
    [
        "ne-pas-repondre@colis.example",
        "nepasrepondre@banque.example",
        "keine-antwort@bahn.example",
        "nicht_antworten@shop.example",
        "no-responder@paqueteria.example",
        "noresponder@banco.example",
        "no-contestar@tienda.example",
    ],
)
def test_no_reply_senders_in_french_german_and_spanish_are_never_waiting_for_a_reply(sender):
    message = facts("¿Puedes seguir el envío en nuestra web?", from_address=sender)
    assert core.needs_reply_of(message) == (False, ["no_reply_sender"])


def test_a_person_named_like_a_word_is_not_a_no_reply_sender():
    assert not core.is_no_reply_sender("noelia@example.es")


@pytest.mark.parametrize(
    ("text", "needs_reply", "priority"),
    [
        ("Payment failed - action required. Update your card.", False, "high"),
        ("Können Sie mir bis heute Abend die Zahlen schicken?", True, "urgent"),
        ("¿Puedes enviarme el contrato lo antes posible?", True, "urgent"),
        ("Pouvez-vous me rappeler dès que possible ?", True, "urgent"),
        ("The report is attached for next week.", False, "normal"),
    ],
)
def test_urgency_words_in_each_language_raise_the_priority(text, needs_reply, priority):
    message = facts(text)
    got_reply, _ = core.needs_reply_of(message)
    assert got_reply is needs_reply
    assert core.priority_of(message, category="work", needs_reply=got_reply)[0] == priority


def test_the_clean_split_is_a_file_of_its_own_with_valid_labels():
    clean = classifier.golden_items(split="clean")
    golden = classifier.golden_items()
    assert len(clean) >= 60
    assert {item.split for item in clean} == {"clean"}
    assert not {item.id for item in clean} & {item.id for item in golden}
    assert {item.category for item in clean} == set(core.CATEGORIES)
    for item in clean:
        assert item.priority in core.PRIORITIES
        assert isinstance(item.needs_reply, bool)
    # The golden set's digest (and so the shipped prototypes) does not depend on it.
    assert classifier.golden_digest() == classifier.golden_digest(classifier.GOLDEN)


def test_eval_triage_scores_the_clean_split_with_the_train_prototypes():
    [result] = evaluation.evaluate(embeddings.create("fake"), ("clean",))
    assert result.split == "clean"
    assert result.total == len(classifier.golden_items(split="clean"))
    assert sum(result.confusion.values()) == result.total
