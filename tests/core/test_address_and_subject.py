import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.address import generate_local_part, local_part_error, parse_recipient, slugify
from pylota.core.subject import is_reply_subject, normalize


@pytest.mark.parametrize("local", ["agent", "a", "support-bot", "x.y_z-1", "a" * 64])
def test_good_local_parts_pass(local):
    assert local_part_error(local) is None


@pytest.mark.parametrize(
    "local",
    ["", "-a", "a-", ".a", "a..b", "A", "with space", "a+b", "a" * 65, "postmaster", "ümlaut"],
)
def test_bad_local_parts_say_why(local):
    assert local_part_error(local)


@given(st.text(max_size=80))
def test_generated_local_parts_are_always_valid(name):
    assert local_part_error(generate_local_part(name)) is None
    assert len(slugify(name)) <= 40


def test_recipients_split_into_local_part_tag_and_domain():
    parsed = parse_recipient("<Agent+Orders@Example.COM.>")
    assert (parsed.local_part, parsed.tag, parsed.domain) == ("agent", "orders", "example.com")
    assert parse_recipient("agent+@x.test").tag is None
    assert parse_recipient("not an address") is None
    assert parse_recipient("@x.test") is None


@pytest.mark.parametrize(
    ("subject", "normalized"),
    [
        ("Re: Hello", "hello"),
        ("RE: Fwd: [team] Hello   world", "hello world"),
        ("AW: WG: Termin", "termin"),
        ("Re[3]: x", "x"),
        ("SV: Vs: svar", "svar"),
        ("Hello", "hello"),
        ("", ""),
    ],
)
def test_subjects_normalize_for_threading(subject, normalized):
    assert normalize(subject) == normalized


def test_reply_subjects_are_recognized():
    assert is_reply_subject("Re: plan")
    assert not is_reply_subject("plan")
    assert not is_reply_subject("Reply needed")
