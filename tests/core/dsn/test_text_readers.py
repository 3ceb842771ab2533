"""The text-bounce rules added for the third corpus round (textcorpus3.py): InterScan
notices, more list intros and entry forms, the diagnostic of a bare recipient line,
Japanese delay notices, and wording of unknown mailboxes. Each test failed before."""

from __future__ import annotations

import pytest

from pylota.core.dsn import families as fam
from pylota.core.dsn import parse_report
from pylota.core.dsn.status import classify, failures_to_suppress


def text_bounce(body: str, *, sender: str = "postmaster@mx.example.net", subject: str) -> bytes:
    raw = (
        f"From: {sender}\nTo: research@agents.pylota.test\nReturn-Path: <>\n"
        f"Subject: {subject}\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: 8bit\n\n" + body
    )
    return raw.replace("\n", "\r\n").encode("utf-8")


def recipients(raw: bytes) -> list[tuple[str, str, bool, str]]:
    report = parse_report(raw)
    assert report is not None
    assert report.kind == "dsn"
    return [(r.address, r.action, r.hard, r.reason) for r in report.recipients]


def test_an_interscan_notice_names_its_recipient_not_its_sender() -> None:
    raw = text_bounce(
        "****** Message from InterScan Messaging Security Suite at gw.example.org ******\n\n"
        "Delivery of the message from <research@agents.pylota.test> failed; the\n"
        "remote server replied:\n\n"
        "  <lena@example.org>: 550 5.1.1 Recipient unknown\n\n"
        "***************** End of message *****************\n",
        subject="Mail could not be delivered",
    )
    assert recipients(raw) == [("lena@example.org", "failed", True, "mailbox_unknown")]


def test_an_interscan_notice_without_an_address_names_nobody() -> None:
    assert fam.parse_interscan("****** Message from InterScan ******\nNo address here.\n") == []
    assert fam.parse_interscan("Message from InterScan, quoted mid-line: a@b.example") == []


def test_a_failed_addresses_section_with_dotted_reasons_is_read() -> None:
    raw = text_bounce(
        "|---------------- Message log follows: ----------------|\n"
        " no valid recipients were found for this message\n"
        "|---------------- Failed addresses follow: ------------|\n"
        " <ada@example.org> ... mailbox full\n"
        " bo@example.org ... no such user\n"
        "|---------------- Message text follows: ---------------|\n",
        subject="Undeliverable Mail",
    )
    assert recipients(raw) == [
        ("ada@example.org", "failed", False, "mailbox_full"),
        ("bo@example.org", "failed", True, "mailbox_unknown"),
    ]


@pytest.mark.parametrize(
    "intro",
    [
        "Your message could not be delivered to:",
        "The message was not delivered to:",
        "Die Nachricht konnte nicht zugestellt werden an:",
    ],
)
def test_a_list_after_a_could_not_be_delivered_to_line_is_read(intro: str) -> None:
    raw = text_bounce(
        f"{intro}\n\n    cy@example.org\n\nLog:\n  cy@example.org: 550 5.1.1 no such user\n",
        subject="Delivery failure",
    )
    assert recipients(raw) == [("cy@example.org", "failed", True, "mailbox_unknown")]


def test_a_bare_recipient_line_takes_its_reason_from_the_line_before() -> None:
    text = "The following recipients are unknown here:\n\n   dee@example.org\n"
    assert fam.context(text, "dee@example.org", ["dee@example.org"]) == [
        "dee@example.org",
        "The following recipients are unknown here:",
    ]
    # ... but never from a line naming someone else.
    text = "eve@example.org: mailbox full\nfay@example.org\n"
    assert fam.context(text, "fay@example.org", ["eve@example.org", "fay@example.org"]) == [
        "fay@example.org"
    ]


def test_a_later_line_naming_the_recipient_gives_its_reason() -> None:
    text = "was not delivered to:\n\n  gus@example.org\n  hal@example.org\n\nbecause:\n\n" + (
        "  User gus (gus@example.org) not listed in Domino Directory\n"
        "  User hal (hal@example.org) not listed in Domino Directory\n"
    )
    lines = fam.context(text, "hal@example.org", ["gus@example.org", "hal@example.org"])
    assert "User hal (hal@example.org) not listed in Domino Directory" in lines
    assert not any("gus" in line for line in lines)


def test_a_family_reader_without_a_diagnostic_takes_the_text_around_it() -> None:
    raw = text_bounce(
        "We could not deliver your message to ian@example.org.\n\n"
        "The recipient's server answered:\n550 5.1.1 Mailbox does not exist\n",
        subject="Undeliverable: hello",
    )
    assert recipients(raw) == [("ian@example.org", "failed", True, "mailbox_unknown")]


def test_a_japanese_delay_notice_is_a_delayed_report() -> None:
    raw = text_bounce(
        "次の宛先へのメールの配信が遅れています。\n\n  jun@example.jp\n",
        subject="配信遅延",
        sender="MAILER-DAEMON@mx.example.jp",
    )
    assert recipients(raw) == [("jun@example.jp", "delayed", False, "delayed")]


@pytest.mark.parametrize(
    ("diagnostic", "reason"),
    [
        ("local delivery failed: mailbox `kim' does not exist", "mailbox_unknown"),
        ('user "lou" does not exist', "mailbox_unknown"),
        ("Invalid final delivery userid: lou@example.org", "mailbox_unknown"),
        ("送信先メールアドレスが見つかりません。", "mailbox_unknown"),
        ("the mailbox quota was exceeded", "mailbox_full"),
    ],
)
def test_more_wordings_of_a_failure_without_a_code(diagnostic: str, reason: str) -> None:
    assert classify("failed", None, diagnostic) == (reason == "mailbox_unknown", reason)


def test_a_failure_with_nothing_to_go_on_is_undefined_and_suppresses_the_second_time() -> None:
    assert classify("failed", None, None) == (False, "undefined")
    assert classify("failed", None, "something odd happened") == (False, "undefined")
    assert failures_to_suppress("undefined", False) == 2
    # Reports stored before the rename said "unknown"; they follow the same rule.
    assert failures_to_suppress("unknown", False) == 2


def test_delivery_time_expired_is_expired() -> None:
    assert classify("failed", "4.4.7", "Message expired") == (False, "expired")
    assert classify("failed", "5.4.7", None) == (False, "expired")
