"""The benign commercial set (tests/trust/benign_commercial): extra benign training mail for
the injection detector. Its generator reproduces every file, it covers the kinds, shapes and
languages it promises, every message parses cleanly, and its README freezes the file list.

None of these tests needs the database.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from dataclasses import astuple
from functools import cache
from pathlib import Path

import pytest

from pylota.core.mime import ParsedMessage, parse_message
from tests.trust.benign_commercial import generate
from tests.trust.benign_commercial.texts import KINDS, LANGUAGES, SHAPES, TEXTS, Text

SET = generate.HERE
README = SET / "README.md"
NAME = re.compile(
    r"^(?P<kind>[a-z_]+)-(?P<language>[a-z]{2})-(?P<id>bc\d{3})-(?P<shape>[a-z_]+)-1\.eml$"
)
BY_ID = {text.id: text for text in TEXTS}

MIN_MESSAGES = 230
MIN_PER_KIND = 35
MIN_SHAPES_PER_KIND = 4
MIN_PER_SHAPE = 15
MIN_PER_OTHER_LANGUAGE = 6


def _files(root: Path = SET) -> list[Path]:
    return sorted(
        (p for s in generate.SPLITS for p in (root / s).glob("*.eml")), key=lambda p: p.name
    )


def _path(name: str) -> Path:
    return next(p for p in _files() if p.name == name)


@cache
def _parsed(name: str) -> ParsedMessage:
    return parse_message(_path(name).read_bytes())


def _text_of(path: Path) -> Text:
    match = NAME.match(path.name)
    assert match, path.name
    return BY_ID[match["id"]]


# -- (1) the generator reproduces the folder -------------------------------------------------


def test_generator_reproduces_every_file_byte_for_byte(tmp_path):
    generate.write(tmp_path)
    fresh = _files(tmp_path)
    assert [p.relative_to(tmp_path) for p in fresh] == [p.relative_to(SET) for p in _files()]
    for path in fresh:
        assert path.read_bytes() == _path(path.name).read_bytes(), path.name


def test_messages_are_the_same_on_every_call_and_match_the_folder():
    first = generate.messages()
    assert first == generate.messages()
    assert sorted(rel for rel, _ in first) == sorted(
        p.relative_to(SET).as_posix() for p in _files()
    )


def test_file_names_say_what_the_text_is():
    for path in _files():
        match = NAME.match(path.name)
        assert match, path.name
        text = BY_ID[match["id"]]
        assert (match["kind"], match["language"], match["shape"]) == (
            text.kind,
            text.language,
            text.shape,
        )


# -- (2) coverage ----------------------------------------------------------------------------


def test_ids_are_unique_and_numbered_in_order():
    ids = [text.id for text in TEXTS]
    assert ids == [f"bc{n:03d}" for n in range(1, len(ids) + 1)]


def test_coverage_of_kinds_shapes_and_languages():
    assert len(TEXTS) >= MIN_MESSAGES
    assert {t.kind for t in TEXTS} == set(KINDS)
    assert {t.shape for t in TEXTS} == set(SHAPES)
    assert {t.language for t in TEXTS} == set(LANGUAGES)

    kinds = Counter(t.kind for t in TEXTS)
    shapes = Counter(t.shape for t in TEXTS)
    languages = Counter(t.language for t in TEXTS)
    for kind in KINDS:
        assert kinds[kind] >= MIN_PER_KIND, kind
        shapes_of_kind = {t.shape for t in TEXTS if t.kind == kind}
        assert len(shapes_of_kind) >= MIN_SHAPES_PER_KIND, kind
    for shape in SHAPES:
        assert shapes[shape] >= MIN_PER_SHAPE, shape
    for language in LANGUAGES:
        if language != "en":
            assert languages[language] >= MIN_PER_OTHER_LANGUAGE, language
    # English is about a third of the set.
    assert 0.25 <= languages["en"] / len(TEXTS) <= 0.45


def test_every_text_has_what_its_shape_needs():
    for text in TEXTS:
        assert text.sender.split("<")[-1].rstrip(">").endswith(".example"), text.id
        assert text.subject.strip(), text.id
        assert text.body.strip(), text.id
        if text.shape == "preheader":
            assert text.preheader, text.id
        if text.shape == "hidden_guests":
            assert text.hidden, text.id
        if text.shape == "attachment":
            assert text.attachment_name, text.id
            assert text.attachment_text, text.id
        if text.shape == "ics":
            assert text.start, text.id
            assert text.location, text.id
        if text.start:
            assert text.tz in generate.EVENT_OFFSETS, text.id
            # Invitations are sent before the event.
            assert generate.event_times(text)[0] > generate.sent_at(text), text.id


def test_no_text_speaks_to_an_automated_reader():
    """Ordinary commercial mail to a person: no assistant, bot or model is addressed."""
    words = re.compile(
        r"assistant|chat ?bot|\bbots?\b|language model|\bllms?\b|system prompt"
        r"|ignore (?:all|any|previous|the above)",
        re.IGNORECASE,
    )
    for text in TEXTS:
        blob = " ".join(str(field) for field in astuple(text))
        assert not words.search(blob), text.id


# -- (3) every file parses ------------------------------------------------------------------


@pytest.mark.parametrize("name", [p.name for p in _files()])
def test_every_file_parses_with_a_subject_and_a_body(name):
    parsed = _parsed(name)
    text = _text_of(_path(name))
    assert parsed.defects == []
    assert parsed.subject == text.subject
    assert parsed.from_
    assert parsed.from_[0].address == text.sender.split("<")[-1].rstrip(">")
    assert [a.address for a in parsed.to] == ["helena.brandt@owner.example"]
    assert parsed.date
    assert parsed.message_id
    has_calendar = parsed.calendar is not None and bool(parsed.calendar.summary)
    assert parsed.text.strip() or has_calendar


@pytest.mark.parametrize("name", [p.name for p in _files()])
def test_every_shape_has_its_parts(name):
    parsed = _parsed(name)
    text = _text_of(_path(name))
    raw = _path(name).read_bytes()
    shape = text.shape
    if shape == "plain":
        assert parsed.content_type == "text/plain"
        assert parsed.html_raw is None
    if shape in {"html", "preheader", "tracking", "hidden_guests"}:
        assert parsed.html_raw
        assert parsed.text.strip()
        assert b"multipart/alternative" in raw
    if shape == "html_only":
        assert parsed.content_type == "text/html"
    if shape == "preheader":
        assert html.unescape(parsed.html_raw or "").count(text.preheader) == 1
    if shape == "hidden_guests":
        source = html.unescape(parsed.html_raw or "")
        assert text.hidden.split("\n")[0] in source
        assert text.hidden.split("\n")[0] not in parsed.text
    if shape == "tracking":
        assert parsed.header("List-Unsubscribe-Post") == "List-Unsubscribe=One-Click"
        assert parsed.header("List-Unsubscribe")
        assert 'width="1" height="1"' in (parsed.html_raw or "")
        assert "utm_source" in (parsed.html_raw or "")
    if shape == "ics" or (shape == "hidden_guests" and text.start):
        calendar = parsed.calendar
        assert calendar is not None
        assert calendar.method == "REQUEST"
        assert calendar.location
        assert calendar.summary
        assert b"text/calendar" in raw
    if shape == "attachment":
        files = [a for a in parsed.attachments if a.disposition == "attachment"]
        assert [a.filename for a in files] == [text.attachment_name]
        if text.attachment_name.endswith(".pdf"):
            _check_pdf(files[0].payload)


def _check_pdf(data: bytes) -> None:
    """A one-page PDF whose cross-reference table points at its objects."""
    assert data.startswith(b"%PDF-1.4\n")
    assert data.endswith(b"%%EOF\n")
    start = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    lines = data[start:].split(b"\n")
    assert lines[0] == b"xref"
    count = int(lines[1].split()[1])
    for number in range(1, count):
        offset = int(lines[2 + number][:10])
        assert data[offset:].startswith(b"%d 0 obj" % number)
    assert b"BT" in data
    assert b") Tj T*" in data


# -- (4) the README freezes the set ---------------------------------------------------------


def _readme_hash(label: str) -> str:
    match = re.search(rf"{re.escape(label)}: `([0-9a-f]{{64}})`", README.read_text())
    assert match, label
    return match[1]


def test_readme_hashes_match_the_folder():
    names = [p.relative_to(SET).as_posix() for p in _files()]
    assert _readme_hash("SHA-256 of the sorted file list") == generate.listing_sha256(names)
    assert _readme_hash("SHA-256 of the contents") == generate.contents_sha256(SET)
    assert re.search(rf"^- Files: {len(names)}$", README.read_text(), re.MULTILINE)
