from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.mime import extract_reply

CASES = [
    pytest.param("Hello\n\n> quoted\n> more\n", "Hello", id="trailing-quote"),
    pytest.param(
        "Sounds good.\n\nOn Tue, 5 Mar 2024 at 09:00, Bob <bob@example.org> wrote:\n> Meet?\n",
        "Sounds good.",
        id="english-attribution",
    ),
    pytest.param(
        "Works.\n\nOn Tue, 5 Mar 2024 at 09:00, Bob Okafor <\nbob@example.org> wrote:\n> Meet?\n",
        "Works.",
        id="attribution-split-over-two-lines",
    ),
    pytest.param(
        "Passt.\n\nAm 05.03.24 um 09:00 schrieb Jonas Müller:\n> Dienstag?\n",
        "Passt.",
        id="german",
    ),
    pytest.param(
        "D'accord.\n\nLe mar. 5 mars 2024 à 09:00, Émile <e@x.test> a écrit :\n> Demain ?\n",
        "D'accord.",
        id="french",
    ),
    pytest.param(
        "Vale.\n\nEl mar, 5 mar 2024 a las 9:00, Ines <i@x.test> escribió:\n> ¿Mañana?\n",
        "Vale.",
        id="spanish",
    ),
    pytest.param(
        "Prima.\n\nOp di 5 mrt 2024 om 09:00 schreef Lena de Vries <l@x.test>:\n> Morgen?\n",
        "Prima.",
        id="dutch",
    ),
    pytest.param(
        "Approved.\n\n-----Original Message-----\n"
        "From: Bob\nSent: Tuesday\nTo: Al\nSubject: x\n\nOld",
        "Approved.",
        id="outlook-original-message",
    ),
    pytest.param(
        "Ok.\n\nFrom: Bob <b@x.test>\nSent: Tuesday, March 5, 2024 9:00 AM\n"
        "To: Al\nSubject: Hi\n\nOld",
        "Ok.",
        id="outlook-header-block",
    ),
    pytest.param(
        "Ok.\n\n________________________________\n"
        "Von: Bob\nGesendet: Dienstag\nAn: Al\nBetreff: x\n\nOld",
        "Ok.",
        id="outlook-german-with-rule",
    ),
    pytest.param(
        "Ok.\n\n*From:* Bob\n*Sent:* Tuesday\n*To:* Al\n*Subject:* x\n\nOld",
        "Ok.",
        id="outlook-bold-plain",
    ),
    pytest.param(
        "FYI.\n\n---------- Forwarded message ---------\nFrom: C <c@x.test>\n\nNumbers.\n",
        "FYI.",
        id="forward-with-note",
    ),
    pytest.param(
        "---------- Forwarded message ---------\nFrom: C <c@x.test>\n\nNumbers.",
        "---------- Forwarded message ---------\nFrom: C <c@x.test>\n\nNumbers.",
        id="bare-forward-keeps-everything",
    ),
    pytest.param(
        "Note.\n\nBegin forwarded message:\n\nFrom: C\nSubject: x\n\nBody",
        "Note.",
        id="apple-forward",
    ),
    pytest.param("Short.\n\n-- \nAlice\nExample Corp\n", "Short.", id="signature"),
    pytest.param("Short.\n\n--\nAlice\n", "Short.", id="signature-without-space"),
    pytest.param("-- \nOnly a signature\n", "--\nOnly a signature", id="signature-only-kept"),
    pytest.param("Ok!\n\nSent from my iPhone\n", "Ok!", id="iphone-footer"),
    pytest.param("Ok!\n\nGet Outlook for Android\n", "Ok!", id="outlook-mobile-footer"),
    pytest.param("Ok!\n\nVon meinem iPhone gesendet\n", "Ok!", id="german-iphone-footer"),
    pytest.param(
        "On Tue, Bob wrote:\n> Meet at 10?\n\nYes, 10 works.\n", "Yes, 10 works.", id="bottom-post"
    ),
    pytest.param("Bob wrote:\n> One?\nYes.\n> Two?\nNo.\n", "Yes.\nNo.", id="inline-answers"),
    pytest.param(
        "Hi Ann, answers below.\n\nOn Mon, 3 Mar 2026, Ann <ann@x.example> wrote:\n"
        "> 1. When is the deadline?\nFriday the 14th.\n\n> 2. Who signs?\nMarta does.\n\n"
        "Best,\nBob\n",
        "Hi Ann, answers below.\n\nFriday the 14th.\n\nMarta does.\n\nBest,\nBob",
        id="inline-answers-below-a-greeting",
    ),
    pytest.param(
        "Thanks!\n\nOn Mon, Ann <ann@x.example> wrote:\n> A long line the client\n"
        "wrapped without its marker\n> goes on here.\n",
        "Thanks!",
        id="a-wrapped-quote-is-not-an-answer",
    ),
    pytest.param(
        "See below.\n\nOn Mon, Ann wrote:\n> Is it Friday?\nYes.\n\n"
        "On Sun, Bob wrote:\n> Older question?\nOlder answer.\n",
        "See below.\n\nYes.",
        id="inline-answers-stop-at-older-history",
    ),
    pytest.param("On Tue, Bob wrote:\n> Anything?\n", "", id="quote-only"),
    pytest.param(
        "Text\n>From here on it is mbox escaping.\n",
        "Text\n>From here on it is mbox escaping.",
        id="mbox-from-escape-is-not-a-quote",
    ),
    pytest.param(
        "Hi\n\n___________\nusers mailing list\nusers@lists.example.org\n", "Hi", id="list-footer"
    ),
    pytest.param("a\r\nb\r\n\r\n> q\r\n", "a\nb", id="crlf"),
    pytest.param("", "", id="empty"),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_it_extracts_the_new_content(text: str, expected: str) -> None:
    assert extract_reply(text) == expected


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_extraction_is_idempotent_on_known_cases(text: str, expected: str) -> None:
    assert extract_reply(extract_reply(text)) == extract_reply(text)


_LINES = st.sampled_from(
    [
        "Hello there",
        "> quoted",
        ">> deeper",
        "",
        "-- ",
        "--",
        "On Mon, Bob wrote:",
        "On Mon, Jan 1 at 10:00 Bob <",
        "b@x.test> wrote:",
        "Am 01.01.24 schrieb Bob:",
        "From: Bob",
        "Sent: Monday",
        "To: Alice",
        "Subject: hi",
        "-----Original Message-----",
        "---------- Forwarded message ---------",
        "Begin forwarded message:",
        "Sent from my iPhone",
        "________________________________",
        "users mailing list",
        "Bob wrote:",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(_LINES, st.text(max_size=40)), max_size=25))
def test_extraction_is_idempotent(lines: list[str]) -> None:
    text = "\n".join(lines)
    once = extract_reply(text)
    assert extract_reply(once) == once


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=2000))
def test_extraction_never_raises_and_never_grows(text: str) -> None:
    out = extract_reply(text)
    assert len(out) <= len(text.replace("\r\n", "\n"))


def test_long_input_is_linear_enough() -> None:
    text = ("Some text line that goes on.\n> quoted line\n" * 50_000) + "On Mon, Bob wrote:\n"
    assert extract_reply(text).startswith("Some text line")
