"""A message that carries a delivery report is a report first (issue #11), even when it
also looks like list mail or an auto-reply.

Two places decide: ``pylota.core.mime.classify`` sets the stored kind (and only dsn, arf
and mdn messages are queued for report processing, apps/outbound/services/bounces.py),
and ``parse_report`` reads the report. Both must put the report first.
"""

from __future__ import annotations

import pytest

from pylota.core.dsn import parse_report
from pylota.core.mime import parse_message

LIST_HEADERS = [
    ("List-Id", "Team <team.lists.example>"),
    ("List-Unsubscribe", "<mailto:team-leave@lists.example>"),
    ("Precedence", "list"),
]
AUTO_REPLY_HEADERS = [("Auto-Submitted", "auto-replied"), ("X-Autoreply", "yes")]

EXIM_DELAY = """This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on mx.example.net.

The message identifier is:     1rhXyZ-0004Qe-2K
The subject of the message is: Quarterly numbers
The date of the message is:    Mon, 04 Mar 2024 10:14:58 +0000

The address to which the message has not yet been delivered is:

  dana@slow.example
    host mx.slow.example [198.51.100.9]
    Delay reason: SMTP error from remote mail server after RCPT TO:<dana@slow.example>:
    451 4.7.1 Greylisted, please try again later

No action is required on your part. Delivery attempts will continue for
some time, and this warning may be repeated at intervals if the message
remains undelivered.
"""


def message(headers: list[tuple[str, str]], body: str) -> bytes:
    text = "".join(f"{k}: {v}\n" for k, v in headers) + "\n" + body
    return text.replace("\n", "\r\n").encode()


def delivery_report(extra: list[tuple[str, str]], subject: str) -> bytes:
    body = (
        "--b\nContent-Type: text/plain\n\nYour message could not be delivered.\n\n"
        "--b\nContent-Type: message/delivery-status\n\n"
        "Reporting-MTA: dns; mx.example.net\n\n"
        "Final-Recipient: rfc822; eve@example.org\nAction: failed\nStatus: 5.1.1\n"
        "Diagnostic-Code: smtp; 550 5.1.1 User unknown\n\n--b--\n"
    )
    headers = [
        ("From", "Team list <team@lists.example>"),
        ("To", "team@lists.example"),
        ("Subject", subject),
        *extra,
        ("MIME-Version", "1.0"),
        ("Content-Type", 'multipart/report; report-type=delivery-status; boundary="b"'),
    ]
    return message(headers, body)


@pytest.mark.parametrize(
    ("extra", "subject"),
    [
        (LIST_HEADERS, "[team] Quarterly numbers"),
        (AUTO_REPLY_HEADERS, "Automatic reply: Quarterly numbers"),
        (LIST_HEADERS + AUTO_REPLY_HEADERS, "Out of office: Quarterly numbers"),
    ],
)
def test_a_delivery_report_is_a_report_whatever_else_it_looks_like(extra, subject) -> None:
    raw = delivery_report(extra, subject)
    parsed = parse_message(raw)
    assert parsed.kind == "dsn"
    report = parse_report(raw, parsed=parsed)
    assert report is not None
    assert [(r.address, r.action, r.hard) for r in report.recipients] == [
        ("eve@example.org", "failed", True)
    ]


def exim_delay(headers: list[tuple[str, str]]) -> bytes:
    return message([("To", "research@agents.pylota.test"), *headers], EXIM_DELAY)


DAEMON = ("From", "Mail Delivery System <Mailer-Daemon@mx.example.net>")
WARNING = ("Subject", "Warning: message 1rhXyZ-0004Qe-2K delayed 24 hours")
TAGGED = ("Subject", "[team] Warning: message 1rhXyZ-0004Qe-2K delayed 24 hours")


def test_an_exim_delay_warning_with_list_and_auto_reply_headers_is_a_report() -> None:
    raw = exim_delay([DAEMON, WARNING, *LIST_HEADERS, *AUTO_REPLY_HEADERS])
    parsed = parse_message(raw)
    assert parsed.kind == "dsn"
    report = parse_report(raw, parsed=parsed)
    assert report is not None
    assert [(r.address, r.action, r.hard) for r in report.recipients] == [
        ("dana@slow.example", "delayed", False)
    ]


@pytest.mark.parametrize(
    "headers",
    [
        # A list tagged the subject of a warning sent to it.
        [DAEMON, TAGGED, *LIST_HEADERS],
        # A list relayed the warning under its own From.
        [("From", "Team list <team@lists.example>"), WARNING, *LIST_HEADERS],
        # An auto-reply subject in front of it.
        [DAEMON, ("Subject", "Automatic reply: Warning: message delayed"), *AUTO_REPLY_HEADERS],
    ],
    ids=["list-tagged-subject", "relayed-by-a-list", "auto-reply-subject"],
)
def test_the_report_parser_reads_an_exim_delay_warning_first(headers) -> None:
    report = parse_report(exim_delay(headers))
    assert report is not None
    assert report.kind == "dsn"
    assert [(r.address, r.action) for r in report.recipients] == [("dana@slow.example", "delayed")]


@pytest.mark.parametrize(
    "headers",
    [
        [DAEMON, TAGGED, *LIST_HEADERS],
        [("From", "Team list <team@lists.example>"), WARNING, *LIST_HEADERS],
    ],
    ids=["list-tagged-subject", "relayed-by-a-list"],
)
def test_the_classifier_calls_an_exim_delay_warning_a_report(headers) -> None:
    assert parse_message(exim_delay(headers)).kind == "dsn"


def test_a_person_quoting_an_exim_warning_is_not_a_report() -> None:
    quoted = "".join(f"> {line}\n" for line in EXIM_DELAY.splitlines())
    raw = message(
        [
            ("From", "Rae Quinn <rae@example.com>"),
            ("To", "research@agents.pylota.test"),
            ("Subject", "Fwd: Warning: message 1rhXyZ-0004Qe-2K delayed 24 hours"),
        ],
        "Any idea what this means?\n\n" + quoted,
    )
    assert parse_report(raw) is None
