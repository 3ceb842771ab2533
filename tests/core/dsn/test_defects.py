"""RFC 3464 defects of issue #11: quoted local parts, and Microsoft reports whose returned
original has a Cc. Each test failed before the fix."""

from __future__ import annotations

import pytest

from pylota.core.dsn import parse_report
from pylota.core.dsn.fields import normalize_address

QUOTED = '"first...last"@example.com'


def report(text: str, status: str, attachment: str = "") -> bytes:
    raw = (
        "From: Microsoft Outlook <postmaster@oldcorp.example>\n"
        "To: research@agents.pylota.test\n"
        "Subject: Undeliverable: Quarterly numbers\n"
        "MIME-Version: 1.0\n"
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"\n\n'
        "--b\nContent-Type: text/plain; charset=utf-8\n\n" + text + "\n"
        "--b\nContent-Type: message/delivery-status\n\n" + status + "\n" + attachment + "--b--\n"
    )
    return raw.replace("\n", "\r\n").encode()


def postfix_report(final: str) -> bytes:
    text = (
        "This is the mail system at host mx.example.net.\n\n"
        f"<{QUOTED}>: host mx2.example.com[198.51.100.7] said: 550 5.1.1\n"
        f"    <{QUOTED}>: Recipient address rejected: User unknown (in reply to RCPT TO\n"
        "    command)\n"
    )
    status = (
        "Reporting-MTA: dns; mx.example.net\n\n"
        f"Final-Recipient: rfc822; {final}\nAction: failed\nStatus: 5.1.1\n"
        f"Diagnostic-Code: smtp; 550 5.1.1 <{QUOTED}>: Recipient address rejected\n"
    )
    return report(text, status)


@pytest.mark.parametrize(
    "final",
    [
        QUOTED,
        "first...last@example.com",  # the MTA dropped the quotes
        f"<{QUOTED}>",
        f"'{QUOTED}'",
        f"{QUOTED} (First Last)",
        '"first...last"@EXAMPLE.com',
    ],
)
def test_a_quoted_local_part_keeps_its_quotes(final: str) -> None:
    parsed = parse_report(postfix_report(final))
    assert parsed is not None
    assert [(r.address, r.status, r.hard) for r in parsed.recipients] == [(QUOTED, "5.1.1", True)]


@pytest.mark.parametrize(
    ("value", "address"),
    [
        ("rfc822;first...last@example.com", QUOTED),
        ("rfc822;.lead@example.com", '".lead"@example.com'),
        ("rfc822;Victor Ames <victor@oldcorp.example>", "victor@oldcorp.example"),
        ('rfc822;"Ames, Victor" <Victor@OldCorp.example>', "Victor@oldcorp.example"),
        ("rfc822;victor@oldcorp.example (Victor Ames)", "victor@oldcorp.example"),
        ("rfc822;first.last@example.com", "first.last@example.com"),
        ("rfc822;Victor Ames", None),
    ],
)
def test_normalize_address(value: str, address: str | None) -> None:
    assert normalize_address(value) == address


ORIGINAL_HEADERS = (
    "From: Research Agent <research@agents.pylota.test>\n"
    "To: Victor Ames <victor@oldcorp.example>\n"
    'Cc: "Carl Other" <carl@other.example>,\n'
    ' "Dana Third" <dana@third.example>\n'
    "Subject: Quarterly numbers\n"
    "Message-ID: <m1@agents.pylota.test>\n"
)
USER_SECTION = (
    "Delivery has failed to these recipients or groups:\n\n"
    "Victor Ames\n"
    "The email address you entered couldn't be found. Please check the recipient's email\n"
    "address and try to resend the message.\n\n"
)


def addresses(raw: bytes) -> list[str | None]:
    parsed = parse_report(raw)
    assert parsed is not None
    return [r.address for r in parsed.recipients]


def test_a_microsoft_report_with_a_name_addr_recipient_ignores_the_originals_cc() -> None:
    raw = report(
        USER_SECTION + "Original Message Headers\n\n" + ORIGINAL_HEADERS,
        "Reporting-MTA: dns;BN8PR00MB0000.namprd00.prod.outlook.com\n\n"
        "Final-Recipient: rfc822;Victor Ames <victor@oldcorp.example>\n"
        "Action: failed\nStatus: 5.1.10\n"
        "Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; not found\n",
    )
    assert addresses(raw) == ["victor@oldcorp.example"]


def test_a_microsoft_report_naming_only_a_display_name_uses_the_originals_to() -> None:
    raw = report(
        USER_SECTION,
        "Reporting-MTA: dns;BN8PR00MB0000.namprd00.prod.outlook.com\n\n"
        "X-Display-Name: Victor Ames\nAction: failed\nStatus: 5.1.10\n"
        "Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; not found\n",
        "--b\nContent-Type: text/rfc822-headers\n\n" + ORIGINAL_HEADERS + "\n",
    )
    parsed = parse_report(raw)
    assert parsed is not None
    assert [(r.address, r.status, r.hard) for r in parsed.recipients] == [
        ("victor@oldcorp.example", "5.1.10", True)
    ]
    assert parsed.format == "rfc3464"


def test_the_originals_headers_in_the_text_never_become_recipients() -> None:
    """A Microsoft report whose text carries the original's headers after an "Original
    Message Headers" line (no colon) and whose status part names nobody usable."""
    raw = report(
        USER_SECTION + "Original Message Headers\n\n" + ORIGINAL_HEADERS,
        "Reporting-MTA: dns;BN8PR00MB0000.namprd00.prod.outlook.com\n\n"
        "Action: failed\nStatus: 5.1.10\n",
    )
    assert "dana@third.example" not in addresses(raw)
    assert "carl@other.example" not in addresses(raw)
