"""Property tests: whatever compose() accepts, parse_message() reads back the same.

Subjects, display names, bodies and attachment names are drawn from all of Unicode except
what compose refuses (controls, surrogates, line separators). The parser normalises some
things on purpose (it trims names and subjects, collapses white space in names, cleans file
names); the expectations apply the same documented normalisation.
"""

from __future__ import annotations

import re
import unicodedata

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pylota.core.compose import Address, AttachmentSpec, MessageSpec, compose
from pylota.core.mime import parse_message, sanitize_filename

PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TEXT_CHARS = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"))
BODY_CHARS = st.one_of(TEXT_CHARS, st.just("\n"))
FILE_CHARS = st.characters(
    blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp", "Co", "Cn"), blacklist_characters="/\\"
)
ATEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-"

local_parts = st.builds(
    lambda atoms: ".".join(atoms),
    st.lists(st.text(alphabet=ATEXT, min_size=1, max_size=10), min_size=1, max_size=3),
)
labels = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=12)
domains = st.builds(
    lambda parts: ".".join(parts) + ".example", st.lists(labels, min_size=1, max_size=3)
)
addresses = st.builds(lambda local, domain: f"{local}@{domain}", local_parts, domains)
# Names are words of up to ten characters: see test_a_long_unbroken_display_name below for
# the one case where Python 3.11's own address parser cannot read encoded words back.
names = st.one_of(
    st.none(),
    st.builds(
        " ".join, st.lists(st.text(TEXT_CHARS, min_size=1, max_size=10), min_size=1, max_size=6)
    ),
)


def expected_name(name: str | None) -> str | None:
    """What the parser reports for a display name: trimmed, runs of white space collapsed,
    one pair of surrounding quotes dropped."""
    if name is None:
        return None
    cleaned = re.sub(r"[ \t]+", " ", name).strip()
    if len(cleaned) > 2 and cleaned[0] == cleaned[-1] and cleaned[0] in "\"'":
        cleaned = cleaned[1:-1].strip()
    return cleaned or None


def normalize_spaces(text: str | None) -> str | None:
    return (re.sub(r"\s+", " ", text).strip() or None) if text is not None else None


@PROPERTY
@given(
    subject=st.text(TEXT_CHARS, max_size=300),
    sender_name=names,
    to=st.lists(st.tuples(names, addresses), min_size=1, max_size=4),
    text=st.text(BODY_CHARS, max_size=2000),
)
def test_subject_addresses_and_text_survive(subject, sender_name, to, text) -> None:
    message = compose(
        MessageSpec(
            from_=Address(sender_name, "agent@agents.pylota.test"),
            to=[Address(n, a) for n, a in to],
            subject=subject,
            text=text,
        )
    )
    assert b"\n" not in message.raw.replace(b"\r\n", b"")
    assert all(len(line) <= 998 for line in message.raw.split(b"\r\n"))
    parsed = parse_message(message.raw)
    assert not [d for d in parsed.defects if not d.startswith("header:8bit")], parsed.defects
    assert normalize_spaces(parsed.subject) == normalize_spaces(subject)
    assert parsed.subject == subject.strip()
    # Python's address parser folds a run of white space that starts with a space or tab
    # into one space even when it holds other Unicode spaces, so names compare with white
    # space normalised.
    assert [(normalize_spaces(a.name), a.address) for a in parsed.from_] == [
        (normalize_spaces(expected_name(sender_name)), "agent@agents.pylota.test")
    ]
    assert [(normalize_spaces(a.name), a.address) for a in parsed.to] == [
        (normalize_spaces(expected_name(n)), a.split("@")[0] + "@" + a.split("@")[1].lower())
        for n, a in to
    ]
    assert parsed.text.rstrip("\n") == text.rstrip("\n")


@PROPERTY
@example(files=[("a", b"x")], text="", html="&#1; &#1;")  # the saved failure: text " "
@example(files=[("0", b"")], text="", html="&#x7f;\n&#27;")
@example(files=[("a", b"x")], text=" ", html="")  # white space beside HTML reads the HTML
@given(
    files=st.lists(
        st.tuples(st.text(FILE_CHARS, min_size=1, max_size=120), st.binary(max_size=3000)),
        min_size=1,
        max_size=3,
    ),
    text=st.text(BODY_CHARS, max_size=500),
    html=st.one_of(st.none(), st.text(BODY_CHARS, max_size=300)),
)
def test_attachment_names_and_bytes_survive(files, text, html) -> None:
    usable = [(n, data) for n, data in files if n.strip() not in ("", ".", "..")]
    if not usable:
        return
    message = compose(
        MessageSpec(
            from_="agent@agents.pylota.test",
            to=["bob@example.com"],
            text=text,
            html=html,
            attachments=[AttachmentSpec(n, data) for n, data in usable],
        )
    )
    parsed = parse_message(message.raw)
    got = [(a.filename, a.payload) for a in parsed.attachments]
    want = [
        (sanitize_filename(unicodedata.normalize("NFC", n.strip()), "?"), data)
        for n, data in usable
    ]
    assert got == want
    if text.strip() or html is None:
        assert parsed.text == text.replace("\r\n", "\n")
    else:
        # An empty (or blank) text beside HTML: the parser reads the HTML's text instead (an
        # empty text/plain alternative is what broken senders write too), trimmed, never
        # white space left over from what it removed.
        assert parsed.text == parsed.text.strip()


@PROPERTY
@given(st.text(TEXT_CHARS, max_size=120))
def test_custom_x_header_values_survive(value) -> None:
    message = compose(
        MessageSpec(
            from_="agent@agents.pylota.test",
            to=["bob@example.com"],
            headers=[("X-Agent-Note", value)],
        )
    )
    assert all(len(line) <= 998 for line in message.raw.split(b"\r\n"))
    assert parse_message(message.raw).header("X-Agent-Note") == value.strip()


def test_a_long_unbroken_display_name_decodes_exactly_by_the_rfc() -> None:
    """A name with no space that needs two encoded words: RFC 2047 readers join them;
    Python 3.11's address parser keeps the folding space between them (a CPython bug), so
    our parser shows one extra space. Nothing a sender can do about it short of SMTPUTF8."""
    from email.header import decode_header, make_header

    name = "長い名前" * 6 + "𐀀" * 8
    raw = compose(
        MessageSpec(from_="agent@agents.pylota.test", to=[Address(name, "x@example.com")])
    ).raw
    field = re.search(rb"\r\nTo: (.*?)\r\n(?![ \t])", raw, re.S).group(1).decode()
    assert field.count("=?utf-8?") >= 2
    assert str(make_header(decode_header(field.replace("\r\n", "")))) == f"{name} <x@example.com>"
    assert parse_message(raw).to[0].name.replace(" ", "") == name
