"""Field blocks of report parts, and the addresses in them."""

from __future__ import annotations

import pytest

from pylota.core.dsn.fields import group_recipients, normalize_address, parse_blocks, split_typed


def test_blocks_unfold_and_split_at_blank_lines() -> None:
    defects: list[str] = []
    blocks = parse_blocks(
        b"Reporting-MTA: dns; a.example\r\n\r\nFinal-Recipient: rfc822; x@example.com\r\n"
        b"Diagnostic-Code: smtp; 550 5.1.1\r\n  user unknown\r\n",
        defects,
    )
    assert blocks == [
        [("reporting-mta", "dns; a.example")],
        [
            ("final-recipient", "rfc822; x@example.com"),
            ("diagnostic-code", "smtp; 550 5.1.1 user unknown"),
        ],
    ]
    assert defects == []


def test_unindented_continuations_and_junk_are_tolerated_with_defects() -> None:
    defects: list[str] = []
    blocks = parse_blocks("just prose\n\nAction: failed\nmore words without a colon\n", defects)
    assert blocks == [[("action", "failed more words without a colon")]]
    assert defects == ["report:junk-line", "report:unindented-continuation"]


def test_recipients_split_at_blocks_and_at_repeated_fields() -> None:
    defects: list[str] = []
    blocks = parse_blocks(
        "Reporting-MTA: dns; m\nFinal-Recipient: rfc822; a@x.example\nAction: failed\n"
        "Final-Recipient: rfc822; b@x.example\nAction: delayed\n\n"
        "Final-Recipient: rfc822; c@x.example\n",
        defects,
    )
    message, recipients = group_recipients(blocks, defects)
    assert message == {"reporting-mta": "dns; m"}
    assert [r["final-recipient"] for r in recipients] == [
        "rfc822; a@x.example",
        "rfc822; b@x.example",
        "rfc822; c@x.example",
    ]
    assert recipients[1]["action"] == "delayed"


@pytest.mark.parametrize(
    ("value", "address"),
    [
        ("rfc822; User@Example.COM", "User@example.com"),
        ("RFC822; <u@ci.com>", "u@ci.com"),
        ("rfc822;x@y.example.", "x@y.example"),
        ("utf-8; j\\x{00FC}rgen@b\\x{00FC}cher.example", "jürgen@bücher.example"),
        ('rfc822; "first...last"@Example.com', '"first...last"@example.com'),
        ('rfc822; <"a b"@x.example>', '"a b"@x.example'),
        ("rfc822; 'u@x.example'", "u@x.example"),
        ("x400; /G=A/S=B/", None),
        ("rfc822; not an address", None),
        ("", None),
        (None, None),
    ],
)
def test_addresses_are_normalised(value, address) -> None:
    assert normalize_address(value) == address


def test_typed_values_split_only_on_a_type_token() -> None:
    assert split_typed("smtp; 550 x") == ("smtp", "550 x")
    assert split_typed("Amazon SES did not send; sorry") == (None, "Amazon SES did not send; sorry")
    assert split_typed("X-Postfix; host not found") == ("x-postfix", "host not found")
