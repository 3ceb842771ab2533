"""The text of a message whose text/plain part is empty beside HTML: the HTML's text, with
control characters removed before it is trimmed (the round-trip defect of
tests/core/compose/test_roundtrip.py: composed text "" came back as " ")."""

from __future__ import annotations

import pytest

from pylota.core.mime import parse_message


def alternative(plain: str, html: str) -> bytes:
    return (
        "From: a@example.org\r\nTo: b@example.org\r\nSubject: s\r\nMIME-Version: 1.0\r\n"
        'Content-Type: multipart/alternative; boundary="b"\r\n\r\n'
        f"--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{plain}\r\n"
        f"--b\r\nContent-Type: text/html; charset=utf-8\r\n\r\n{html}\r\n--b--\r\n"
    ).encode()


@pytest.mark.parametrize("html", ["&#1; &#1;", "<p>&#x7f;</p> <p>&#27;</p>", "&#14;\n&#15;"])
def test_html_whose_only_text_is_control_references_gives_no_text(html: str) -> None:
    assert parse_message(alternative("", html)).text == ""


def test_an_empty_plain_part_beside_html_with_text_reads_the_html() -> None:
    assert parse_message(alternative("", "<p>&#1;Hello&#1; there</p>")).text == "Hello there"


def test_a_plain_part_of_only_control_characters_counts_as_empty() -> None:
    assert parse_message(alternative("\x01\x02", "<p>From the HTML</p>")).text == "From the HTML"
