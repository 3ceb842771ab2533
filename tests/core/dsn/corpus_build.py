# ruff: noqa: E501
# Corpus data: long literal lines are what these MTAs write.
"""Our DSN/ARF/MDN corpus: each message with the report we expect, written by hand.

The messages follow the shapes real MTAs and feedback loops produce (wording, field order,
MIME structure), with our own addresses and content. The expectations are the truth we
put in, not the parser's output: ``expected`` lists the recipients, statuses and
hard/soft decisions a person reading the message would give.

Regenerate the files after editing: ``.venv/bin/python -m tests.core.dsn.corpus_build``;
``tests/core/dsn/test_corpus.py`` fails when the files and this module disagree.
"""

from __future__ import annotations

import base64
import json
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent / "corpus"
AGENT = "research@agents.pylota.test"
AGENT_NAME = "Research Agent"
VERP = "bounce+01hv8q2m4x7k9n3p5r6s8t0w2y.0f3a9c2b7d1e4a66.k3m5n7p2q4r6@agents.pylota.test"
DATE = "Mon, 04 Mar 2024 10:15:02 +0000"


@dataclass
class Sample:
    name: str
    raw: bytes
    expected: dict[str, Any] | None  # None: not a report


def _stable(name: str) -> int:
    return zlib.crc32(name.encode())


def rcpt(address, action, status, hard, reason):  # type: ignore[no-untyped-def]
    return {"address": address, "action": action, "status": status, "hard": hard, "reason": reason}


# -- building blocks -----------------------------------------------------------------------


def original(mid: str, to: str, subject: str = "Quarterly numbers", body: str = "") -> str:
    return (
        f"Return-Path: <{VERP}>\n"
        f"Received: from agents.pylota.test (out1.agents.pylota.test [192.0.2.10])\n"
        f"\tby mx.example.net with ESMTPS id 4Tq1Xk0Z3bz9;\n\t{DATE}\n"
        f"Date: Mon, 04 Mar 2024 10:14:58 +0000\n"
        f"From: {AGENT_NAME} <{AGENT}>\n"
        f"To: {to}\n"
        f"Subject: {subject}\n"
        f"Message-ID: <{mid}>\n"
        f"MIME-Version: 1.0\n"
        f"Content-Type: text/plain; charset=utf-8\n"
        f"Content-Transfer-Encoding: 7bit\n\n"
        f"{body or 'Hello, here are the numbers you asked for.'}\n"
    )


def headers_of(text: str) -> str:
    return text.split("\n\n", 1)[0] + "\n"


def part(content_type: str, body: str, extra: str = "") -> str:
    return f"Content-Type: {content_type}\n{extra}\n{body}"


def multipart(boundary: str, parts: list[str], preamble: str = "") -> str:
    out = preamble
    for p in parts:
        out += f"--{boundary}\n{p}"
        if not p.endswith("\n"):
            out += "\n"
    return out + f"--{boundary}--\n"


def message(headers: list[tuple[str, str]], body: str, *, crlf: bool = True) -> bytes:
    text = "".join(f"{k}: {v}\n" for k, v in headers) + "\n" + body
    if crlf:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    return text.encode("utf-8")


def report_headers(
    sender: str, subject: str, mid: str, boundary: str, report_type: str = "delivery-status"
) -> list[tuple[str, str]]:
    return [
        ("Return-Path", "<>"),
        ("Date", DATE),
        ("From", sender),
        ("To", VERP),
        ("Subject", subject),
        ("Message-ID", f"<{mid}>"),
        ("Auto-Submitted", "auto-replied"),
        ("MIME-Version", "1.0"),
        ("Content-Type", f'multipart/report; report-type={report_type};\n\tboundary="{boundary}"'),
    ]


def status_part(fields: str, content_type: str = "message/delivery-status") -> str:
    return part(content_type, fields, "Content-Description: Delivery report\n")


# -- Postfix -------------------------------------------------------------------------------

POSTFIX_INTRO = """This is the mail system at host out1.agents.pylota.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

"""


def postfix() -> list[Sample]:
    out = []
    mid = "t.01hv8q2m4x7k9n3p5r6s8t0w2y.0f3a9c2b7d1e4a66.gq5w3ls6k2m9p4rt@x2k4n6p8r0t2v4x6z8b0d2f4h6.agents.pylota.test"
    b = "4Tq1Xk0Z3bz9sWd.1709547302/out1.agents.pylota.test"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                POSTFIX_INTRO
                + "<dana.nobody@example.com>: host mx1.example.com[198.51.100.7] said: 550\n    5.1.1 <dana.nobody@example.com>: Recipient address rejected: User unknown\n    in local recipient table (in reply to RCPT TO command)\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; out1.agents.pylota.test\nX-Postfix-Queue-ID: 4Tq1Xk0Z3bz9sWd\nX-Postfix-Sender: rfc822; "
                + VERP
                + "\nArrival-Date: Mon,  4 Mar 2024 10:14:58 +0000 (UTC)\n\nFinal-Recipient: rfc822; dana.nobody@example.com\nOriginal-Recipient: rfc822;dana.nobody@example.com\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns; mx1.example.com\nDiagnostic-Code: smtp; 550 5.1.1 <dana.nobody@example.com>: Recipient address\n    rejected: User unknown in local recipient table\n"
            ),
            part(
                "message/rfc822",
                original(mid, "dana.nobody@example.com"),
                "Content-Description: Undelivered Message\n",
            ),
        ],
        "This is a MIME-encapsulated message.\n\n",
    )
    out.append(
        Sample(
            "postfix-user-unknown",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test (Mail Delivery System)",
                    "Undelivered Mail Returned to Sender",
                    "20240304101502.4Tq1Xk0Z3bz9sWd@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "reporting_mta": "out1.agents.pylota.test",
                "arrival_date": "2024-03-04T10:14:58Z",
                "recipients": [
                    rcpt("dana.nobody@example.com", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )

    mid = "k7p2m9x4w1q8r5t3@agents.pylota.test"
    b = "7A1B2C3D4E.1709547302/out1.agents.pylota.test"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                POSTFIX_INTRO
                + "<eve@example.org>: host mx.example.org[203.0.113.9] said: 550 5.1.1\n    <eve@example.org>: Recipient address rejected: User unknown (in reply to\n    RCPT TO command)\n\n"
                + "<frank@example.org>: host mx.example.org[203.0.113.9] said: 552 5.2.2\n    <frank@example.org>: Mailbox full (in reply to RCPT TO command)\n\n"
                + "<grace@example.net>: host mx.example.net[203.0.113.20] said: 554 5.7.1\n    Service unavailable; Client host [192.0.2.10] blocked using\n    zen.spamhaus.example (in reply to RCPT TO command)\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; out1.agents.pylota.test\nX-Postfix-Queue-ID: 7A1B2C3D4E\nArrival-Date: Mon,  4 Mar 2024 10:14:58 +0000 (UTC)\n\n"
                "Final-Recipient: rfc822; eve@example.org\nOriginal-Recipient: rfc822;eve@example.org\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns; mx.example.org\nDiagnostic-Code: smtp; 550 5.1.1 <eve@example.org>: Recipient address rejected:\n    User unknown\n\n"
                "Final-Recipient: rfc822; frank@example.org\nOriginal-Recipient: rfc822;frank@example.org\nAction: failed\nStatus: 5.2.2\nRemote-MTA: dns; mx.example.org\nDiagnostic-Code: smtp; 552 5.2.2 <frank@example.org>: Mailbox full\n\n"
                "Final-Recipient: rfc822; grace@example.net\nOriginal-Recipient: rfc822;grace@example.net\nAction: failed\nStatus: 5.7.1\nRemote-MTA: dns; mx.example.net\nDiagnostic-Code: smtp; 554 5.7.1 Service unavailable; Client host [192.0.2.10]\n    blocked using zen.spamhaus.example\n"
            ),
            part(
                "text/rfc822-headers",
                headers_of(original(mid, "eve@example.org, frank@example.org, grace@example.net")),
                "Content-Description: Undelivered Message Headers\n",
            ),
        ],
    )
    out.append(
        Sample(
            "postfix-three-recipients-mixed",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test (Mail Delivery System)",
                    "Undelivered Mail Returned to Sender",
                    "20240304101502.7A1B2C3D4E@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "original_message_id_source": "attached-headers",
                "recipients": [
                    rcpt("eve@example.org", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("frank@example.org", "failed", "5.2.2", False, "mailbox_full"),
                    rcpt("grace@example.net", "failed", "5.7.1", False, "blocked"),
                ],
            },
        )
    )

    mid = "q3w5e7r9t1y3u5i7@agents.pylota.test"
    b = "9F8E7D6C5B.1709561702/out1.agents.pylota.test"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "This is the mail system at host out1.agents.pylota.test.\n\n####################################################################\n# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #\n####################################################################\n\nYour message could not be delivered for more than 4 hour(s).\nIt will be retried until it is 5 day(s) old.\n\n                   The mail system\n\n<henry@slow.example.com>: connect to mx.slow.example.com[198.51.100.44]:25:\n    Connection timed out\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; out1.agents.pylota.test\nX-Postfix-Queue-ID: 9F8E7D6C5B\nArrival-Date: Mon,  4 Mar 2024 06:14:58 +0000 (UTC)\n\nFinal-Recipient: rfc822; henry@slow.example.com\nOriginal-Recipient: rfc822;henry@slow.example.com\nAction: delayed\nStatus: 4.4.1\nDiagnostic-Code: X-Postfix; connect to mx.slow.example.com[198.51.100.44]:25:\n    Connection timed out\nWill-Retry-Until: Sat,  9 Mar 2024 06:14:58 +0000 (UTC)\n"
            ),
            part(
                "text/rfc822-headers",
                headers_of(original(mid, "henry@slow.example.com")),
                "Content-Description: Undelivered Message Headers\n",
            ),
        ],
    )
    out.append(
        Sample(
            "postfix-delayed",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test (Mail Delivery System)",
                    "Delayed Mail (still being retried)",
                    "20240304101502.9F8E7D6C5B@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [
                    rcpt("henry@slow.example.com", "delayed", "4.4.1", False, "delayed")
                ],
            },
        )
    )

    mid = "a1s2d3f4g5h6j7k8@agents.pylota.test"
    b = "1122334455.1709547302/mail.example.com"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "This is the mail system at host mail.example.com.\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients. It's attached below.\n\n                   The mail system\n\n<ivan.old@example.com> (expanded from <sales@example.com>): host\n    imap.example.com[private/dovecot-lmtp] said: 550 5.2.1\n    <ivan.old@example.com> Mailbox is disabled (in reply to RCPT TO command)\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; mail.example.com\nX-Postfix-Queue-ID: 1122334455\nArrival-Date: Mon,  4 Mar 2024 10:15:00 +0000 (UTC)\n\nFinal-Recipient: rfc822; ivan.old@example.com\nOriginal-Recipient: rfc822;sales@example.com\nAction: failed\nStatus: 5.2.1\nRemote-MTA: dns; imap.example.com\nDiagnostic-Code: smtp; 550 5.2.1 <ivan.old@example.com> Mailbox is disabled\n"
            ),
            part("message/rfc822", original(mid, "Sales <sales@example.com>")),
        ],
    )
    out.append(
        Sample(
            "postfix-expanded-alias-disabled",
            message(
                report_headers(
                    "MAILER-DAEMON@mail.example.com (Mail Delivery System)",
                    "Undelivered Mail Returned to Sender",
                    "20240304101502.1122334455@mail.example.com",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [
                    rcpt("ivan.old@example.com", "failed", "5.2.1", True, "mailbox_disabled")
                ],
            },
        )
    )

    mid = "z9x8c7v6b5n4m3l2@agents.pylota.test"
    b = "legacy.1709547302/old.example.org"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "This is the mail system at host old.example.org.\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients. It's attached below.\n\n                   The mail system\n\n<judy@example.org>: host mx.example.org[203.0.113.9] said: 550 5.1.1\n    <judy@example.org>: Recipient address rejected: User unknown (in reply to\n    RCPT TO command)\n",
                "Content-Description: Notification\n",
            ),
            part(
                "message/rfc822",
                original(mid, "judy@example.org"),
                "Content-Description: Undelivered Message\n",
            ),
        ],
    )
    headers = [
        ("Return-Path", "<>"),
        ("Date", DATE),
        ("From", "MAILER-DAEMON@old.example.org (Mail Delivery System)"),
        ("To", VERP),
        ("Subject", "Undelivered Mail Returned to Sender"),
        ("Message-ID", "<20240304101502.legacy@old.example.org>"),
        ("MIME-Version", "1.0"),
        ("Content-Type", f'multipart/mixed; boundary="{b}"'),
    ]
    out.append(
        Sample(
            "postfix-legacy-text-only",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "postfix",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [
                    rcpt("judy@example.org", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )

    mid = "p0o9i8u7y6t5r4e3@agents.pylota.test"
    b = "5566778899.1709547302/out1.agents.pylota.test"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "This is the mail system at host out1.agents.pylota.test.\n\nYour message was successfully delivered to the destination(s)\nlisted below. If the message was delivered to mailbox you will\nreceive no further notifications. Otherwise you may still receive\nnotifications of mail delivery errors from other systems.\n\n                   The mail system\n\n<kate@example.com>: delivery via mx.example.com[198.51.100.7]:25: 250 2.0.0\n    Ok: queued as 4Tq2\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; out1.agents.pylota.test\nX-Postfix-Queue-ID: 5566778899\nArrival-Date: Mon,  4 Mar 2024 10:14:58 +0000 (UTC)\n\nFinal-Recipient: rfc822; kate@example.com\nOriginal-Recipient: rfc822;kate@example.com\nAction: relayed\nStatus: 2.0.0\nRemote-MTA: dns; mx.example.com\nDiagnostic-Code: smtp; 250 2.0.0 Ok: queued as 4Tq2\n"
            ),
            part("text/rfc822-headers", headers_of(original(mid, "kate@example.com"))),
        ],
    )
    out.append(
        Sample(
            "postfix-success-notification",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test (Mail Delivery System)",
                    "Successful Mail Delivery Report",
                    "20240304101502.5566778899@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [rcpt("kate@example.com", "relayed", "2.0.0", False, "relayed")],
            },
        )
    )

    mid = "m1n2b3v4c5x6z7a8@agents.pylota.test"
    b = "AABBCCDDEE.1709547302/out1.agents.pylota.test"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                POSTFIX_INTRO
                + "<leo@no-such-domain.example>: Host or domain name not found. Name service\n    error for name=no-such-domain.example type=A: Host not found\n",
                "Content-Description: Notification\n",
            ),
            status_part(
                "Reporting-MTA: dns; out1.agents.pylota.test\nX-Postfix-Queue-ID: AABBCCDDEE\nArrival-Date: Mon,  4 Mar 2024 10:14:58 +0000 (UTC)\n\nFinal-Recipient: rfc822; leo@no-such-domain.example\nOriginal-Recipient: rfc822;leo@no-such-domain.example\nAction: failed\nStatus: 5.4.4\nDiagnostic-Code: X-Postfix; Host or domain name not found. Name service error\n    for name=no-such-domain.example type=A: Host not found\n"
            ),
            part("message/rfc822", original(mid, "leo@no-such-domain.example")),
        ],
    )
    out.append(
        Sample(
            "postfix-domain-not-found",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test (Mail Delivery System)",
                    "Undelivered Mail Returned to Sender",
                    "20240304101502.AABBCCDDEE@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [
                    rcpt("leo@no-such-domain.example", "failed", "5.4.4", True, "domain_unknown")
                ],
            },
        )
    )
    return out


# -- Exim ----------------------------------------------------------------------------------

EXIM_INTRO = "This message was created automatically by mail delivery software.\n\n"


def exim() -> list[Sample]:
    out = []

    def plain(
        name,
        text,
        mid,
        to,
        failed,
        expected,
        subject="Mail delivery failed: returning message to sender",
    ):  # type: ignore[no-untyped-def]
        headers = [
            ("Return-path", "<>"),
            ("Envelope-to", VERP),
            ("Delivery-date", DATE),
            (
                "Received",
                "from Debian-exim by mail.example.net with local (Exim 4.96)\n\tid 1rh7Xk-000Abc-2x\n\tfor "
                + VERP
                + "; "
                + DATE,
            ),
            ("X-Failed-Recipients", failed),
            ("Auto-Submitted", "auto-replied"),
            ("From", "Mail Delivery System <Mailer-Daemon@mail.example.net>"),
            ("To", VERP),
            ("Content-Type", "text/plain; charset=us-ascii"),
            ("Subject", subject),
            ("Message-Id", "<E1rh7Xk-000Abc-2x@mail.example.net>"),
            ("Date", DATE),
        ]
        body = (
            text
            + "\n------ This is a copy of the message, including all the headers. ------\n\n"
            + original(mid, to)
        )
        return Sample(name, message(headers, body), expected)

    mid = "r2t4y6u8i0o2p4a6@agents.pylota.test"
    out.append(
        plain(
            "exim-user-unknown",
            EXIM_INTRO
            + "A message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  mallory@example.net\n    host mx.example.net [203.0.113.20]\n    SMTP error from remote mail server after RCPT TO:<mallory@example.net>:\n    550 5.1.1 <mallory@example.net>: Recipient address rejected: User unknown\n",
            mid,
            "mallory@example.net",
            "mallory@example.net",
            {
                "kind": "dsn",
                "format": "exim",
                "mta": "exim",
                "original_message_id": mid,
                "original_message_id_source": "inline-copy",
                "recipients": [
                    rcpt("mallory@example.net", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "s3d5f7g9h1j3k5l7@agents.pylota.test"
    out.append(
        plain(
            "exim-two-recipients",
            EXIM_INTRO
            + "A message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  nick@gone.example.org\n    Unrouteable address\n  olivia@example.net\n    host mx.example.net [203.0.113.20]\n    SMTP error from remote mail server after RCPT TO:<olivia@example.net>:\n    552 5.2.2 <olivia@example.net>: mailbox is full\n",
            mid,
            "nick@gone.example.org, olivia@example.net",
            "nick@gone.example.org,\n olivia@example.net",
            {
                "kind": "dsn",
                "format": "exim",
                "mta": "exim",
                "original_message_id": mid,
                "recipients": [
                    rcpt("nick@gone.example.org", "failed", None, True, "domain_unknown"),
                    rcpt("olivia@example.net", "failed", "5.2.2", False, "mailbox_full"),
                ],
            },
        )
    )
    mid = "d4f6g8h0j2k4l6z8@agents.pylota.test"
    out.append(
        plain(
            "exim-delayed",
            EXIM_INTRO
            + "A message that you sent has not yet been delivered to one or more of its\nrecipients after more than 24 hours on the queue on mail.example.net.\n\nThe message identifier is:     1rh7Xk-000Abc-2x\nThe date of the message is:    Mon, 04 Mar 2024 10:14:58 +0000\nThe subject of the message is: Quarterly numbers\n\nThe address to which the message has not yet been delivered is:\n\n  peggy@slow.example.org\n    host mx.slow.example.org [198.51.100.60]\n    Delay reason: SMTP error from remote mail server after RCPT TO:<peggy@slow.example.org>:\n    451 4.3.0 Temporary local problem - please try later\n\nNo action is required on your part. Delivery attempts will continue for\nsome time, and this warning may be repeated at intervals if the message\nremains undelivered. Eventually the mail delivery software will give up,\nand when that happens, the message will be returned to you.\n",
            mid,
            "peggy@slow.example.org",
            "peggy@slow.example.org",
            {
                "kind": "dsn",
                "format": "exim",
                "mta": "exim",
                "original_message_id": mid,
                "recipients": [
                    rcpt("peggy@slow.example.org", "delayed", "4.3.0", False, "delayed")
                ],
            },
            subject="Warning: message 1rh7Xk-000Abc-2x delayed 24 hours",
        )
    )
    mid = "f5g7h9j1k3l5z7x9@agents.pylota.test"
    out.append(
        plain(
            "exim-retry-timeout-no-code",
            EXIM_INTRO
            + "A message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  quentin@flaky.example.com\n    retry timeout exceeded\n",
            mid,
            "quentin@flaky.example.com",
            "quentin@flaky.example.com",
            {
                "kind": "dsn",
                "format": "exim",
                "mta": "exim",
                "original_message_id": mid,
                "recipients": [rcpt("quentin@flaky.example.com", "failed", None, False, "expired")],
            },
        )
    )
    # Exim 4.9x with DSN support: multipart/report.
    mid = "g6h8j0k2l4z6x8c0@agents.pylota.test"
    b = "1rh7Xk-000Abc-2x-1709547302"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                EXIM_INTRO
                + "A message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  rupert@example.org\n    host mx.example.org [203.0.113.9]\n    SMTP error from remote mail server after RCPT TO:<rupert@example.org>:\n    550 5.1.1 No such user\n",
                "Content-Transfer-Encoding: 7bit\n",
            ),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns; mail.example.net\n\nAction: failed\nFinal-Recipient: rfc822;rupert@example.org\nStatus: 5.0.0\nRemote-MTA: dns; mx.example.org\nDiagnostic-Code: smtp; 550 5.1.1 No such user\n",
            ),
            part("message/rfc822", original(mid, "rupert@example.org")),
        ],
    )
    headers = [
        *report_headers(
            "Mail Delivery System <Mailer-Daemon@mail.example.net>",
            "Mail delivery failed: returning message to sender",
            "E1rh7Xk-000Abd-3y@mail.example.net",
            b,
        ),
        ("X-Failed-Recipients", "rupert@example.org"),
    ]
    out.append(
        Sample(
            "exim-with-delivery-status",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "exim",
                "original_message_id": mid,
                "recipients": [
                    rcpt("rupert@example.org", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    return out


# -- Exchange / Office 365 -----------------------------------------------------------------


def exchange() -> list[Sample]:
    out = []
    mid = "t.01hv8q2m4x7k9n3p5r6s8t0w2y.0f3a9c2b7d1e4a66.gq5w3ls6k2m9p4rt@b7c9d1f3g5h7j9k1m3n5p7q9r1.agents.pylota.test"
    b = "_000_DB9PR01MB0001EURPRD01PRODOUTLOOKCOM_"
    html = "<html><body><p><b><font color=\"#000066\" size=\"3\">Your message to sybil@contoso.example couldn't be delivered.</font></b></p><p>sybil wasn't found at contoso.example.</p><p>Diagnostic information for administrators:</p><p>Generating server: DB9PR01MB0001.eurprd01.prod.outlook.com</p><p>sybil@contoso.example<br>Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'</p></body></html>"
    text = "Your message to sybil@contoso.example couldn't be delivered.\n\nsybil wasn't found at contoso.example.\n\nresearch    Office 365    sybil\nAction Required                 Recipient\n\nUnknown To address\n\nDiagnostic information for administrators:\n\nGenerating server: DB9PR01MB0001.eurprd01.prod.outlook.com\n\nsybil@contoso.example\nRemote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'\n\nOriginal message headers:\n\nReceived: from agents.pylota.test ...\n"
    alt = "_alt_" + b
    body = multipart(
        b,
        [
            f'Content-Type: multipart/alternative; boundary="{alt}"\n\n'
            + multipart(
                alt,
                [
                    part("text/plain; charset=us-ascii", text, "Content-Transfer-Encoding: 7bit\n"),
                    part("text/html; charset=us-ascii", html, "Content-Transfer-Encoding: 7bit\n"),
                ],
            ),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns;DB9PR01MB0001.eurprd01.prod.outlook.com\nReceived-From-MTA: dns;out1.agents.pylota.test\nArrival-Date: Mon, 4 Mar 2024 10:14:59 +0000\n\nFinal-Recipient: rfc822;sybil@contoso.example\nAction: failed\nStatus: 5.1.10\nDiagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup\n",
            ),
            part("message/rfc822", original(mid, "sybil@contoso.example")),
        ],
    )
    headers = [
        (
            "From",
            "Microsoft Outlook\n <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@contoso.onmicrosoft.example>",
        ),
        ("To", f"<{VERP}>"),
        ("Date", DATE),
        ("Content-Type", f'multipart/report; report-type=delivery-status;\n\tboundary="{b}"'),
        ("Content-Language", "en-US"),
        (
            "Message-ID",
            "<9d2c1f0e-3b4a-4c5d-8e9f-0a1b2c3d4e5f@DB9PR01MB0001.eurprd01.prod.outlook.com>",
        ),
        ("In-Reply-To", f"<{mid}>"),
        ("References", f"<{mid}>"),
        ("Subject", "Undeliverable: Quarterly numbers"),
        ("Auto-Submitted", "auto-replied"),
        ("X-MS-Exchange-Message-Is-Ndr", ""),
        ("MIME-Version", "1.0"),
    ]
    out.append(
        Sample(
            "o365-recipient-not-found",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "exchange",
                "original_message_id": mid,
                "recipients": [
                    rcpt("sybil@contoso.example", "failed", "5.1.10", True, "mailbox_unknown")
                ],
            },
        )
    )
    # The same NDR text without its delivery-status part (a gateway stripped it).
    body2 = text
    headers2 = [
        (
            "From",
            "Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@contoso.onmicrosoft.example>",
        ),
        ("To", f"<{VERP}>"),
        ("Date", DATE),
        ("Subject", "Undeliverable: Quarterly numbers"),
        (
            "Message-ID",
            "<1e2d3c4b-5a69-4788-97a6-b5c4d3e2f100@DB9PR01MB0001.eurprd01.prod.outlook.com>",
        ),
        ("Auto-Submitted", "auto-replied"),
        ("Content-Type", "text/plain; charset=us-ascii"),
        ("MIME-Version", "1.0"),
    ]
    out.append(
        Sample(
            "o365-text-only",
            message(headers2, body2),
            {
                "kind": "dsn",
                "format": "exchange",
                "mta": "exchange",
                "original_message_id": None,
                "recipients": [
                    rcpt("sybil@contoso.example", "failed", "5.1.10", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "h7j9k1l3z5x7c9v1@agents.pylota.test"
    b = "_exch2010_ndr_boundary_"
    ndr = (
        "Delivery has failed to these recipients or groups:\n\nTrent Walker (trent@fabrikam.example)\nThe e-mail address you entered couldn't be found. Please check the recipient's e-mail address and try to resend the message. If the problem continues, please contact your helpdesk.\n\nUrsula Kim (ursula@fabrikam.example)\nThe recipient's mailbox is full and can't accept messages now. Please try resending your message later, or contact the recipient directly.\n\n\n\nDiagnostic information for administrators:\n\nGenerating server: EXCH01.fabrikam.example\n\ntrent@fabrikam.example\n#550 5.1.1 RESOLVER.ADR.RecipNotFound; not found ##\n\nursula@fabrikam.example\n#550 5.2.2 STOREDRV.Deliver; recipient mailbox is full ##\n\nOriginal message headers:\n\nReceived: from out1.agents.pylota.test (192.0.2.10) by EXCH01.fabrikam.example\n (10.0.0.5) with Microsoft SMTP Server id 14.3.498.0; Mon, 4 Mar 2024\n 10:14:59 +0000\nMessage-ID: <"
        + mid
        + ">\nSubject: Quarterly numbers\n"
    )
    body = multipart(
        b,
        [
            part("text/plain; charset=us-ascii", ndr, "Content-Transfer-Encoding: 7bit\n"),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns;EXCH01.fabrikam.example\nReceived-From-MTA: dns;out1.agents.pylota.test\nArrival-Date: Mon, 4 Mar 2024 10:14:59 +0000\n\nFinal-Recipient: rfc822;trent@fabrikam.example\nAction: failed\nStatus: 5.1.1\n\nFinal-Recipient: rfc822;ursula@fabrikam.example\nAction: failed\nStatus: 5.2.2\n",
            ),
            part(
                "text/rfc822-headers",
                headers_of(original(mid, "trent@fabrikam.example, ursula@fabrikam.example")),
            ),
        ],
    )
    headers = [
        ("From", "postmaster@fabrikam.example"),
        ("To", VERP),
        ("Date", DATE),
        ("Content-Type", f'multipart/report; report-type=delivery-status;\n\tboundary="{b}"'),
        ("Message-ID", "<5a6b7c8d-0000-4000-8000-exch2010@EXCH01.fabrikam.example>"),
        ("Subject", "Undeliverable: Quarterly numbers"),
        ("Auto-Submitted", "auto-replied"),
        ("MIME-Version", "1.0"),
    ]
    out.append(
        Sample(
            "exchange-2010-two-recipients",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "exchange",
                "original_message_id": mid,
                "recipients": [
                    rcpt("trent@fabrikam.example", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("ursula@fabrikam.example", "failed", "5.2.2", False, "mailbox_full"),
                ],
            },
        )
    )
    headers_text = [
        ("From", "System Administrator <postmaster@fabrikam.example>"),
        ("To", VERP),
        ("Date", DATE),
        ("Subject", "Undeliverable: Quarterly numbers"),
        ("Message-ID", "<5a6b7c8d-0000-4000-8000-exch2010b@EXCH01.fabrikam.example>"),
        ("MIME-Version", "1.0"),
        ("Content-Type", "text/plain; charset=us-ascii"),
    ]
    out.append(
        Sample(
            "exchange-2010-text-only",
            message(headers_text, ndr),
            {
                "kind": "dsn",
                "format": "exchange",
                "mta": "exchange",
                "original_message_id": mid,
                "original_message_id_source": "inline-copy",
                "recipients": [
                    rcpt("trent@fabrikam.example", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("ursula@fabrikam.example", "failed", "5.2.2", False, "mailbox_full"),
                ],
            },
        )
    )
    mid = "j8k0l2z4x6c8v0b2@agents.pylota.test"
    text2003 = "Your message did not reach some or all of the intended recipients.\n\n      Subject:\tQuarterly numbers\n      Sent:\t3/4/2024 10:14 AM\n\nThe following recipient(s) cannot be reached:\n\n      'victor@oldcorp.example' on 3/4/2024 10:15 AM\n            The e-mail account does not exist at the organization this message was sent to.  Check the e-mail address, or contact the recipient directly to find out the correct address.\n            <MAIL01.oldcorp.example #5.1.1>\n"
    b = "----_=_NextPart_001_01C7A1B2.3C4D5E6F"
    body = multipart(
        b,
        [
            part('text/plain; charset="us-ascii"', text2003, "Content-Transfer-Encoding: 7bit\n"),
            part("message/rfc822", original(mid, "victor@oldcorp.example")),
        ],
    )
    headers = [
        ("From", "System Administrator <postmaster@oldcorp.example>"),
        ("To", VERP),
        ("Subject", "Undeliverable: Quarterly numbers"),
        ("Date", DATE),
        ("Message-ID", "<7C8D9E0F1A2B3C4D@MAIL01.oldcorp.example>"),
        ("MIME-Version", "1.0"),
        ("X-MS-Has-Attach", "yes"),
        ("Content-Type", f'multipart/mixed;\n\tboundary="{b}"'),
    ]
    out.append(
        Sample(
            "exchange-2003-text",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "exchange",
                "mta": "exchange",
                "original_message_id": mid,
                "recipients": [
                    rcpt("victor@oldcorp.example", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "k9l1z3x5c7v9b1n3@agents.pylota.test"
    b = "_o365_dbeb_"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "Your message to walter@tailspin.example couldn't be delivered.\n\nDelivery has failed to these recipients or groups:\n\nwalter@tailspin.example\n\nDiagnostic information for administrators:\n\nGenerating server: AM0PR02MB1234.eurprd02.prod.outlook.com\n\nwalter@tailspin.example\nRemote Server returned '550 5.4.1 Recipient address rejected: Access denied. AS(201806281) [AM0PR02MB1234.eurprd02.prod.outlook.com]'\n",
            ),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns;AM0PR02MB1234.eurprd02.prod.outlook.com\nArrival-Date: Mon, 4 Mar 2024 10:14:59 +0000\n\nFinal-Recipient: rfc822;walter@tailspin.example\nAction: failed\nStatus: 5.4.1\nDiagnostic-Code: smtp;550 5.4.1 Recipient address rejected: Access denied. AS(201806281) [AM0PR02MB1234.eurprd02.prod.outlook.com]\n",
            ),
            part("message/rfc822", original(mid, "walter@tailspin.example")),
        ],
    )
    out.append(
        Sample(
            "o365-dbeb-access-denied",
            message(
                report_headers(
                    "Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@tailspin.onmicrosoft.example>",
                    "Undeliverable: Quarterly numbers",
                    "b1c2d3e4-dbeb-4000-8000-000000000001@AM0PR02MB1234.eurprd02.prod.outlook.com",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "exchange",
                "original_message_id": mid,
                "recipients": [
                    rcpt("walter@tailspin.example", "failed", "5.4.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "l0z2x4c6v8b0n2m4@agents.pylota.test"
    b = "_o365_delay_"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                "Delivery is delayed to these recipients or groups:\n\nxena@northwind.example (xena@northwind.example)\n\nThis message hasn't been delivered yet. Delivery will continue to be attempted.\n\nThe server will keep trying to deliver this message for the next 1 days, 19 hours and 52 minutes. You'll be notified if the message can't be delivered by that time.\n\nDiagnostic information for administrators:\n\nGenerating server: BN8PR03MB5678.namprd03.prod.outlook.com\nReceiving server: mx.northwind.example\n\nxena@northwind.example\nRemote Server returned '451 4.4.0 Primary target IP address responded with: \"421 4.4.2 Connection dropped due to SocketError.\"'\n",
            ),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns;BN8PR03MB5678.namprd03.prod.outlook.com\nReceived-From-MTA: dns;out1.agents.pylota.test\nArrival-Date: Mon, 4 Mar 2024 06:14:59 +0000\n\nFinal-Recipient: rfc822;xena@northwind.example\nAction: delayed\nStatus: 4.4.7\nWill-Retry-Until: Wed, 6 Mar 2024 06:14:59 +0000\nX-Display-Name: Xena\n",
            ),
            part("text/rfc822-headers", headers_of(original(mid, "xena@northwind.example"))),
        ],
    )
    out.append(
        Sample(
            "o365-delayed",
            message(
                report_headers(
                    "postmaster@northwind.onmicrosoft.example",
                    "Delivery delayed:Quarterly numbers",
                    "c2d3e4f5-0000-4000-8000-delayed0001@BN8PR03MB5678.namprd03.prod.outlook.com",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "exchange",
                "original_message_id": mid,
                "recipients": [
                    rcpt("xena@northwind.example", "delayed", "4.4.7", False, "delayed")
                ],
            },
        )
    )
    return out


# -- Gmail ---------------------------------------------------------------------------------


def gmail() -> list[Sample]:
    out = []

    def report(
        name, human, fields, mid, to, expected, subject="Delivery Status Notification (Failure)"
    ):  # type: ignore[no-untyped-def]
        b = f"000000000000{_stable(name) % 10**10:010d}gm"
        alt = b + "alt"
        rel = b + "rel"
        body = multipart(
            b,
            [
                f'Content-Type: multipart/related; boundary="{rel}"\n\n'
                + multipart(
                    rel,
                    [
                        f'Content-Type: multipart/alternative; boundary="{alt}"\n\n'
                        + multipart(
                            alt,
                            [
                                part('text/plain; charset="UTF-8"', human),
                                part(
                                    'text/html; charset="UTF-8"',
                                    "<html><body>"
                                    + human.replace("\n", "<br>\n")
                                    + "</body></html>\n",
                                ),
                            ],
                        )
                    ],
                ),
                part("message/delivery-status", fields),
                part("message/rfc822", original(mid, to)),
            ],
        )
        headers = [
            ("Return-Path", "<>"),
            ("Received", "by 2002:a05:6a10:1234::1 with SMTP id x1csp123456; " + DATE),
            ("From", "Mail Delivery Subsystem <mailer-daemon@googlemail.com>"),
            ("To", VERP),
            ("Auto-Submitted", "auto-replied"),
            ("Message-ID", f"<65e5a1c6.{_stable(name) % 10**6}.mx.google.com>"),
            ("Date", DATE),
            ("Subject", subject),
            ("References", f"<{mid}>"),
            ("In-Reply-To", f"<{mid}>"),
            ("X-Failed-Recipients", to),
            ("MIME-Version", "1.0"),
            ("Content-Type", f'multipart/report; boundary="{b}"; report-type=delivery-status'),
        ]
        return Sample(name, message(headers, body), expected)

    mid = "m2x4c6v8b0n2m4q6@agents.pylota.test"
    out.append(
        report(
            "gmail-address-not-found",
            "\n** Address not found **\n\nYour message wasn't delivered to yolanda@example.com because the address couldn't be found, or is unable to receive mail.\n\nLearn more here: https://support.google.com/mail/?p=NoSuchUser\n\nThe response from the remote server was:\n550 5.1.1 <yolanda@example.com>: Recipient address rejected: User unknown in virtual mailbox table\n",
            "Reporting-MTA: dns; googlemail.com\nArrival-Date: Mon, 04 Mar 2024 02:14:58 -0800 (PST)\nX-Original-Message-ID: <"
            + mid
            + ">\n\nFinal-Recipient: rfc822; yolanda@example.com\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns; mx.example.com. (198.51.100.7, the server for the domain example.com.)\nDiagnostic-Code: smtp; 550 5.1.1 <yolanda@example.com>: Recipient address rejected: User unknown in virtual mailbox table\nLast-Attempt-Date: Mon, 04 Mar 2024 02:14:59 -0800 (PST)\n",
            mid,
            "yolanda@example.com",
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "gmail",
                "original_message_id": mid,
                "arrival_date": "2024-03-04T10:14:58Z",
                "recipients": [
                    rcpt("yolanda@example.com", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "n3c5v7b9n1m3q5w7@agents.pylota.test"
    out.append(
        report(
            "gmail-over-quota",
            "\n** Message not delivered **\n\nYour message couldn't be delivered to zack.full@gmail.example because the recipient's inbox is out of storage space.\n\nThe response was:\n552-5.2.2 The recipient's inbox is out of storage space. Please direct the recipient to\n552-5.2.2  https://support.google.com/mail/?p=OverQuotaPerm x1-20020a05\n",
            "Reporting-MTA: dns; googlemail.com\nArrival-Date: Mon, 04 Mar 2024 02:14:58 -0800 (PST)\n\nFinal-Recipient: rfc822; zack.full@gmail.example\nAction: failed\nStatus: 5.2.2\nDiagnostic-Code: smtp; 552-5.2.2 The recipient's inbox is out of storage space. Please direct the recipient to\n 552-5.2.2  https://support.google.com/mail/?p=OverQuotaPerm x1-20020a05\nLast-Attempt-Date: Mon, 04 Mar 2024 02:14:59 -0800 (PST)\n",
            mid,
            "zack.full@gmail.example",
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "gmail",
                "original_message_id": mid,
                "recipients": [
                    rcpt("zack.full@gmail.example", "failed", "5.2.2", False, "mailbox_full")
                ],
            },
        )
    )
    mid = "o4v6b8n0m2q4w6e8@agents.pylota.test"
    out.append(
        report(
            "gmail-blocked-unauthenticated",
            "\n** Message blocked **\n\nYour message to amy@gmail.example has been blocked. See technical details below for more information.\n\nThe response was:\n550-5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM.\n",
            "Reporting-MTA: dns; googlemail.com\nArrival-Date: Mon, 04 Mar 2024 02:14:58 -0800 (PST)\n\nFinal-Recipient: rfc822; amy@gmail.example\nAction: failed\nStatus: 5.7.26\nDiagnostic-Code: smtp; 550-5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM.\n",
            mid,
            "amy@gmail.example",
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "gmail",
                "original_message_id": mid,
                "recipients": [rcpt("amy@gmail.example", "failed", "5.7.26", False, "policy")],
            },
        )
    )
    # Old Gmail wording, plain text, no delivery-status part.
    mid = "p5b7n9m1q3w5e7r9@agents.pylota.test"
    text = (
        "Delivery to the following recipient failed permanently:\n\n     bert@example.net\n\nTechnical details of permanent failure:\nGoogle tried to deliver your message, but it was rejected by the server for the recipient domain example.net by mx.example.net. [203.0.113.20].\n\nThe error that the other server returned was:\n550 5.1.1 <bert@example.net>... User unknown\n\n----- Original message -----\n\n"
        + original(mid, "bert@example.net")
    )
    headers = [
        ("Return-Path", "<>"),
        ("From", "Mail Delivery Subsystem <mailer-daemon@googlemail.com>"),
        ("To", VERP),
        ("X-Failed-Recipients", "bert@example.net"),
        ("Subject", "Delivery Status Notification (Failure)"),
        ("Message-ID", "<047d7b5d8a3e2f1c0004f0a1b2c3@google.com>"),
        ("Date", DATE),
        ("Content-Type", "text/plain; charset=ISO-8859-1"),
    ]
    out.append(
        Sample(
            "gmail-legacy-text",
            message(headers, text),
            {
                "kind": "dsn",
                "format": "gmail",
                "mta": "gmail",
                "original_message_id": mid,
                "original_message_id_source": "inline-copy",
                "recipients": [
                    rcpt("bert@example.net", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "q6n8m0q2w4e6r8t0@agents.pylota.test"
    text = (
        "\n** Delivery incomplete **\n\nThere was a temporary problem delivering your message to carla@busy.example. Gmail will retry for 47 more hours. You'll be notified if the delivery fails permanently.\n\nThe response was:\n421 4.7.0 Try again later, closing connection.\n\n----- Original message -----\n\n"
        + original(mid, "carla@busy.example")
    )
    headers = [
        ("Return-Path", "<>"),
        ("From", "Mail Delivery Subsystem <mailer-daemon@googlemail.com>"),
        ("To", VERP),
        ("Auto-Submitted", "auto-replied"),
        ("Subject", "Delivery Status Notification (Delay)"),
        ("Message-ID", "<65e5a1c6.delay.mx.google.com>"),
        ("Date", DATE),
        ("Content-Type", 'text/plain; charset="UTF-8"'),
    ]
    out.append(
        Sample(
            "gmail-delayed-text",
            message(headers, text),
            {
                "kind": "dsn",
                "format": "gmail",
                "mta": "gmail",
                "original_message_id": mid,
                "recipients": [rcpt("carla@busy.example", "delayed", "4.7.0", False, "delayed")],
            },
        )
    )
    return out


# -- qmail ---------------------------------------------------------------------------------

QMAIL_INTRO = "Hi. This is the qmail-send program at mail.example.info.\nI'm afraid I wasn't able to deliver your message to the following addresses.\nThis is a permanent error; I've given up. Sorry it didn't work out.\n\n"


def qmail() -> list[Sample]:
    out = []

    def sample(
        name, entries, mid, to, expected, marker="--- Below this line is a copy of the message.\n\n"
    ):  # type: ignore[no-untyped-def]
        headers = [
            ("Return-Path", "<>"),
            ("Date", "4 Mar 2024 10:15:02 -0000"),
            ("From", "MAILER-DAEMON@mail.example.info"),
            ("To", VERP),
            ("Subject", "failure notice"),
            ("Message-ID", f"<{_stable(name) % 10**9}.qmail@mail.example.info>"),
        ]
        body = QMAIL_INTRO + entries + marker + original(mid, to)
        return Sample(name, message(headers, body), expected)

    mid = "r7m9q1w3e5r7t9y1@agents.pylota.test"
    out.append(
        sample(
            "qmail-no-mailbox",
            "<dora@example.info>:\nSorry, no mailbox here by that name. (#5.1.1)\n\n",
            mid,
            "dora@example.info",
            {
                "kind": "dsn",
                "format": "qmail",
                "mta": "qmail",
                "original_message_id": mid,
                "recipients": [
                    rcpt("dora@example.info", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "s8q0w2e4r6t8y0u2@agents.pylota.test"
    out.append(
        sample(
            "qmail-two-recipients-remote",
            "<ed@example.info>:\nSorry, no mailbox here by that name. (#5.1.1)\n\n<fay@remote.example>:\n203.0.113.77 does not like recipient.\nRemote host said: 550 5.1.1 <fay@remote.example>... User unknown\nGiving up on 203.0.113.77.\n\n",
            mid,
            "ed@example.info, fay@remote.example",
            {
                "kind": "dsn",
                "format": "qmail",
                "mta": "qmail",
                "original_message_id": mid,
                "recipients": [
                    rcpt("ed@example.info", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("fay@remote.example", "failed", "5.1.1", True, "mailbox_unknown"),
                ],
            },
        )
    )
    mid = "t9w1e3r5t7y9u1i3@agents.pylota.test"
    out.append(
        sample(
            "qmail-vpopmail-no-longer-accepts",
            "<gus@example.info>:\nThis address no longer accepts mail.\n\n",
            mid,
            "gus@example.info",
            {
                "kind": "dsn",
                "format": "qmail",
                "mta": "qmail",
                "original_message_id": mid,
                "recipients": [rcpt("gus@example.info", "failed", None, True, "mailbox_disabled")],
            },
            marker="--- Enclosed are the original headers of the message.\n\n",
        )
    )
    mid = "u0e2r4t6y8u0i2o4@agents.pylota.test"
    out.append(
        sample(
            "qmail-over-quota",
            "<hal@example.info>:\nThe users mailfolder is over the allowed quota (size). (#5.2.2)\n\n",
            mid,
            "hal@example.info",
            {
                "kind": "dsn",
                "format": "qmail",
                "mta": "qmail",
                "original_message_id": mid,
                "recipients": [rcpt("hal@example.info", "failed", "5.2.2", False, "mailbox_full")],
            },
        )
    )
    return out


# -- Sendmail ------------------------------------------------------------------------------


def sendmail() -> list[Sample]:
    out = []
    mid = "v1r3t5y7u9i1o3p5@agents.pylota.test"
    b = "k24AF2x1012345.1709547302/relay.example.edu"
    body = multipart(
        b,
        [
            "\n"
            + "The original message was received at Mon, 4 Mar 2024 10:14:58 GMT\nfrom out1.agents.pylota.test [192.0.2.10]\n\n   ----- The following addresses had permanent fatal errors -----\n<iris@example.edu>\n    (reason: 550 5.1.1 <iris@example.edu>... User unknown)\n\n   ----- Transcript of session follows -----\n... while talking to mail.example.edu.:\n>>> DATA\n<<< 550 5.1.1 <iris@example.edu>... User unknown\n550 5.1.1 <iris@example.edu>... User unknown\n<<< 503 5.0.0 Need RCPT (recipient)\n",
            part(
                "message/delivery-status",
                "Reporting-MTA: dns; relay.example.edu\nReceived-From-MTA: DNS; out1.agents.pylota.test\nArrival-Date: Mon, 4 Mar 2024 10:14:58 GMT\n\nFinal-Recipient: RFC822; iris@example.edu\nAction: failed\nStatus: 5.1.1\nRemote-MTA: DNS; mail.example.edu\nDiagnostic-Code: SMTP; 550 5.1.1 <iris@example.edu>... User unknown\nLast-Attempt-Date: Mon, 4 Mar 2024 10:15:02 GMT\n",
            ),
            part("text/rfc822-headers", headers_of(original(mid, "iris@example.edu"))),
        ],
        "This is a MIME-encapsulated message\n\n",
    )
    headers = [
        ("Return-Path", "<>"),
        ("Date", DATE),
        ("From", "Mail Delivery Subsystem <MAILER-DAEMON@relay.example.edu>"),
        ("Message-Id", "<202403041015.k24AF2x1012345@relay.example.edu>"),
        ("To", f"<{VERP}>"),
        ("MIME-Version", "1.0"),
        ("Content-Type", f'multipart/report; report-type=delivery-status;\n\tboundary="{b}"'),
        ("Subject", "Returned mail: see transcript for details"),
        ("Auto-Submitted", "auto-generated (failure)"),
    ]
    out.append(
        Sample(
            "sendmail-user-unknown",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "sendmail",
                "original_message_id": mid,
                "original_message_id_source": "attached-headers",
                "recipients": [
                    rcpt("iris@example.edu", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
        )
    )
    mid = "w2t4y6u8i0o2p4a6@agents.pylota.test"
    b = "k24AF2x1099999.1709561702/relay.example.edu"
    body = multipart(
        b,
        [
            "\n"
            + "    **********************************************\n    **      THIS IS A WARNING MESSAGE ONLY      **\n    **  YOU DO NOT NEED TO RESEND YOUR MESSAGE  **\n    **********************************************\n\nThe original message was received at Mon, 4 Mar 2024 06:14:58 GMT\nfrom out1.agents.pylota.test [192.0.2.10]\n\n   ----- Transcript of session follows -----\n<jack@down.example.edu>... Deferred: Connection timed out with mail.down.example.edu.\nWarning: message still undelivered after 4 hours\nWill keep trying until message is 5 days old\n",
            part(
                "message/delivery-status",
                "Reporting-MTA: dns; relay.example.edu\nArrival-Date: Mon, 4 Mar 2024 06:14:58 GMT\n\nFinal-Recipient: RFC822; jack@down.example.edu\nAction: delayed\nStatus: 4.4.1\nRemote-MTA: DNS; mail.down.example.edu\nLast-Attempt-Date: Mon, 4 Mar 2024 10:15:02 GMT\nWill-Retry-Until: Sat, 9 Mar 2024 06:14:58 GMT\n",
            ),
            part("text/rfc822-headers", headers_of(original(mid, "jack@down.example.edu"))),
        ],
    )
    headers = [
        ("Return-Path", "<>"),
        ("Date", DATE),
        ("From", "Mail Delivery Subsystem <MAILER-DAEMON@relay.example.edu>"),
        ("Message-Id", "<202403041015.k24AF2x1099999@relay.example.edu>"),
        ("To", f"<{VERP}>"),
        ("MIME-Version", "1.0"),
        ("Content-Type", f'multipart/report; report-type=delivery-status;\n\tboundary="{b}"'),
        ("Subject", "Warning: could not send message for past 4 hours"),
        ("Auto-Submitted", "auto-generated (warning-timeout)"),
    ]
    out.append(
        Sample(
            "sendmail-warning-delayed",
            message(headers, body),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "sendmail",
                "original_message_id": mid,
                "recipients": [rcpt("jack@down.example.edu", "delayed", "4.4.1", False, "delayed")],
            },
        )
    )
    mid = "x3y5u7i9o1p3a5s7@agents.pylota.test"
    text = (
        "The original message was received at Mon, 4 Mar 2024 10:14:58 GMT\nfrom out1.agents.pylota.test [192.0.2.10]\n\n   ----- The following addresses had permanent fatal errors -----\n<kim@example.edu>\n    (reason: 550 5.1.1 <kim@example.edu>... User unknown)\n<lou@example.edu>\n    (reason: 552 5.2.2 <lou@example.edu>... Mailbox full)\n\n   ----- Transcript of session follows -----\n... while talking to mail.example.edu.:\n>>> RCPT To:<kim@example.edu>\n<<< 550 5.1.1 <kim@example.edu>... User unknown\n550 5.1.1 <kim@example.edu>... User unknown\n>>> RCPT To:<lou@example.edu>\n<<< 552 5.2.2 <lou@example.edu>... Mailbox full\n\n   ----- Original message follows -----\n\n"
        + original(mid, "kim@example.edu, lou@example.edu")
    )
    headers = [
        ("Return-Path", "<>"),
        ("Date", DATE),
        ("From", "Mail Delivery Subsystem <MAILER-DAEMON@old-relay.example.edu>"),
        ("Message-Id", "<202403041015.k24AF2x1077777@old-relay.example.edu>"),
        ("To", VERP),
        ("Subject", "Returned mail: User unknown"),
    ]
    out.append(
        Sample(
            "sendmail-text-only-two",
            message(headers, text),
            {
                "kind": "dsn",
                "format": "sendmail",
                "mta": "sendmail",
                "original_message_id": mid,
                "recipients": [
                    rcpt("kim@example.edu", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("lou@example.edu", "failed", "5.2.2", False, "mailbox_full"),
                ],
            },
        )
    )
    return out


# -- RFC 3464 variants ---------------------------------------------------------------------


def rfc3464() -> list[Sample]:
    out = []

    def dsn(
        name,
        fields,
        mid,
        expected,
        *,
        text="Delivery report for your message.\n",
        ds_type="message/delivery-status",
        ds_extra="",
        original_type="message/rfc822",
        crlf=True,
        sender="MAILER-DAEMON@mta.example.com",
    ):  # type: ignore[no-untyped-def]
        b = f"dsn-{name}"
        orig = (
            original(mid, "list@example.com")
            if original_type in ("message/rfc822", "message/global")
            else headers_of(original(mid, "list@example.com"))
        )
        body = multipart(
            b,
            [
                part("text/plain; charset=utf-8", text),
                part(ds_type, fields, ds_extra),
                part(original_type, orig),
            ],
        )
        headers = report_headers(
            sender, "Delivery Status Notification", f"{name}@mta.example.com", b
        )
        return Sample(name, message(headers, body, crlf=crlf), expected)

    mid = "y4u6i8o0p2a4s6d8@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-mixed-actions",
            "Original-Envelope-Id: msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y\nReporting-MTA: dns; mta.example.com\nArrival-Date: Mon, 4 Mar 2024 10:14:58 +0000\n\n"
            "Original-Recipient: rfc822;mia@example.com\nFinal-Recipient: rfc822;mia@example.com\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns; mx.example.com\nDiagnostic-Code: smtp; 550 5.1.1 user unknown\n\n"
            "Final-Recipient: rfc822;ned@example.com\nAction: delayed\nStatus: 4.2.0\nDiagnostic-Code: smtp; 450 4.2.0 mailbox temporarily unavailable\nWill-Retry-Until: Tue, 5 Mar 2024 10:14:58 +0000\n\n"
            "Final-Recipient: rfc822;opal@example.com\nAction: delivered\nStatus: 2.0.0\n\n"
            "Final-Recipient: rfc822;pete@legacy.example.com\nAction: relayed\nStatus: 2.0.0\nRemote-MTA: dns; legacy.example.com\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "envelope_id": "msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y",
                "reporting_mta": "mta.example.com",
                "original_message_id": mid,
                "recipients": [
                    rcpt("mia@example.com", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("ned@example.com", "delayed", "4.2.0", False, "delayed"),
                    rcpt("opal@example.com", "delivered", "2.0.0", False, "delivered"),
                    rcpt("pete@legacy.example.com", "relayed", "2.0.0", False, "relayed"),
                ],
            },
        )
    )
    mid = "z5i7o9p1a3s5d7f9@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-expanded-list",
            "Reporting-MTA: dns; lists.example.com\n\nFinal-Recipient: rfc822;team@lists.example.com\nAction: expanded\nStatus: 2.0.0\n\nFinal-Recipient: rfc822;quinn@example.com\nOriginal-Recipient: rfc822;team@lists.example.com\nAction: failed\nStatus: 5.1.2\nDiagnostic-Code: smtp; 550 5.1.2 bad destination system address\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("team@lists.example.com", "expanded", "2.0.0", False, "expanded"),
                    rcpt("quinn@example.com", "failed", "5.1.2", True, "domain_unknown"),
                ],
            },
        )
    )
    mid = "a6o8p0a2s4d6f8g0@agents.pylota.test"
    out.append(
        dsn(
            "rfc6533-global-utf8",
            "Reporting-MTA: dns; mta.example.com\n\nOriginal-Recipient: utf-8; j\\x{00FC}rgen@b\\x{00FC}cher.example\nFinal-Recipient: utf-8; jürgen@bücher.example\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 Benutzer unbekannt: jürgen@bücher.example\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("jürgen@bücher.example", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
            ds_type="message/global-delivery-status",
            original_type="message/global",
        )
    )
    mid = "b7p9a1s3d5f7g9h1@agents.pylota.test"
    encoded = base64.encodebytes(
        b"Reporting-MTA: dns; mta.example.com\r\n\r\nFinal-Recipient: rfc822; rosa@example.com\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1 no such user\r\n"
    ).decode()
    out.append(
        dsn(
            "rfc3464-base64-status-part",
            encoded,
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("rosa@example.com", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
            ds_extra="Content-Transfer-Encoding: base64\n",
        )
    )
    mid = "c8a0s2d4f6g8h0j2@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-one-block-two-recipients",
            "Reporting-MTA: dns; mta.example.com\nArrival-Date: Mon, 4 Mar 2024 10:14:58 +0000\nFinal-Recipient: rfc822; sam@example.com\nAction: failed\nStatus: 5.1.1\nFinal-Recipient: rfc822; tess@example.com\nAction: failed\nStatus: 5.2.1\nDiagnostic-Code: smtp; 550 5.2.1 account disabled\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("sam@example.com", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("tess@example.com", "failed", "5.2.1", True, "mailbox_disabled"),
                ],
            },
        )
    )
    mid = "d9s1d3f5g7h9j1k3@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-status-from-diagnostic",
            "Reporting-MTA: dns; mta.example.com\n\nFinal-Recipient: rfc822; uma@example.com\nAction: failed\nDiagnostic-Code: smtp; 550 5.1.1 <uma@example.com>: user unknown\n\nFinal-Recipient: rfc822; vic@example.com\nAction: failed\nStatus: 5.0.0\nDiagnostic-Code: smtp; 550 5.2.1 this account has been disabled\n\nFinal-Recipient: rfc822; wes@example.com\nAction: failed\nStatus: 5.0.0\nDiagnostic-Code: smtp; 554 Message rejected as spam by content filter\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("uma@example.com", "failed", "5.1.1", True, "mailbox_unknown"),
                    rcpt("vic@example.com", "failed", "5.2.1", True, "mailbox_disabled"),
                    rcpt("wes@example.com", "failed", "5.0.0", False, "spam_detected"),
                ],
            },
        )
    )
    mid = "e0d2f4g6h8j0k2l4@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-lf-only-folded",
            "Reporting-MTA: dns; mta.example.com\n\nFinal-Recipient: rfc822; xavier@example.com\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns;\n mx.example.com\nDiagnostic-Code: smtp;\n  550-5.1.1 The email account that you tried to reach does not exist.\n  550-5.1.1 Please try double-checking the recipient's email address\n  550 5.1.1 for typos or unnecessary spaces.\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("xavier@example.com", "failed", "5.1.1", True, "mailbox_unknown")
                ],
            },
            crlf=False,
        )
    )
    mid = "f1f3g5h7j9k1l3z5@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-x400-recipient-dropped",
            "Reporting-MTA: dns; gateway.example.com\n\nFinal-Recipient: x400; /G=Yvonne/S=Smith/O=Example/PRMD=Example/ADMD= /C=US/\nAction: failed\nStatus: 5.1.1\n\nFinal-Recipient: rfc822; zoe@example.com\nAction: failed\nStatus: 5.3.4\nDiagnostic-Code: smtp; 552 5.3.4 Message size exceeds fixed maximum message size\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "defects": ["dsn:recipient-without-address"],
                "recipients": [
                    rcpt("zoe@example.com", "failed", "5.3.4", False, "message_too_large")
                ],
            },
            original_type="text/rfc822-headers",
        )
    )
    mid = "g2g4h6j8k0l2z4x6@agents.pylota.test"
    out.append(
        dsn(
            "ses-suppression-list",
            "Reporting-MTA: dns; amazonses.com\n\nAction: failed\nRemote-MTA: dns; amazonses.com\nFinal-Recipient: rfc822; abe@example.org\nDiagnostic-Code: Amazon SES did not send the message to this address because it is on the suppression list for your account.\nStatus: 5.1.1\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "mta": "ses",
                "original_message_id": mid,
                "recipients": [rcpt("abe@example.org", "failed", "5.1.1", True, "mailbox_unknown")],
            },
            text="An error occurred while trying to deliver the mail to the following recipients:\nabe@example.org\n",
            sender="MAILER-DAEMON@amazonses.com",
        )
    )
    mid = "h3h5j7k9l1z3x5c7@agents.pylota.test"
    out.append(
        dsn(
            "rfc3464-sender-rejected",
            "Reporting-MTA: dns; mta.example.com\n\nFinal-Recipient: rfc822; bea@example.net\nAction: failed\nStatus: 5.1.8\nDiagnostic-Code: smtp; 553 5.1.8 <bounce@agents.pylota.test>: Sender address rejected: Domain not found\n",
            mid,
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [
                    rcpt("bea@example.net", "failed", "5.1.8", False, "sender_rejected")
                ],
            },
        )
    )
    return out


# -- ARF -----------------------------------------------------------------------------------


def arf() -> list[Sample]:
    out = []

    def sample(
        name,
        sender,
        subject,
        fields,
        orig,
        expected,
        *,
        original_type="message/rfc822",
        human="This is an email abuse report for an email message received from IP 192.0.2.10.\n",
        with_report=True,
    ):  # type: ignore[no-untyped-def]
        b = f"arf-{name}"
        parts = [part("text/plain; charset=us-ascii", human, "Content-Transfer-Encoding: 7bit\n")]
        if with_report:
            parts.append(part("message/feedback-report", fields))
        parts.append(part(original_type, orig, "Content-Disposition: inline\n"))
        body = multipart(b, parts)
        headers = [
            ("From", sender),
            ("To", "fbl@agents.pylota.test"),
            ("Subject", subject),
            ("Date", DATE),
            ("Message-ID", f"<{name}@fbl.example>"),
            ("MIME-Version", "1.0"),
            ("Content-Type", f'multipart/report; report-type=feedback-report;\n\tboundary="{b}"'),
        ]
        return Sample(name, message(headers, body), expected)

    mid = "i4j6k8l0z2x4c6v8@agents.pylota.test"
    out.append(
        sample(
            "arf-yahoo-style",
            "feedback@arf.mail.yahoo.example",
            "FW: Quarterly numbers",
            "Feedback-Type: abuse\nUser-Agent: Yahoo!-Mail-Feedback/2.0\nVersion: 0.1\nOriginal-Mail-From: <"
            + VERP
            + ">\nArrival-Date: Mon, 04 Mar 2024 10:15:00 -0800\nReported-Domain: agents.pylota.test\nAuthentication-Results: mta1001.mail.yahoo.example  from=agents.pylota.test; domainkeys=neutral (no sig);  from=agents.pylota.test; dkim=pass (ok)\n",
            original(mid, "cal@yahoo.example"),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": "abuse",
                "original_mail_from": VERP,
                "reported_domain": ["agents.pylota.test"],
                "defects": ["arf:recipient-from-original:to"],
                "recipients": [rcpt("cal@yahoo.example", "complained", None, False, "complaint")],
            },
        )
    )
    mid = "j5k7l9z1x3c5v7b9@agents.pylota.test"
    out.append(
        sample(
            "arf-aol-redacted",
            "scomp@aol.example",
            "Client TOS Notification",
            "Feedback-Type: abuse\nUser-Agent: AOL SComp\nVersion: 0.1\nReceived-Date: Mon, 04 Mar 2024 05:15:00 -0500\nSource-IP: 192.0.2.10\nReported-Domain: agents.pylota.test\n",
            original(mid, "redacted@aol.example"),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": "abuse",
                "source_ip": "192.0.2.10",
                "defects": ["arf:recipient-from-original:to", "arf:recipient-redacted"],
                "recipients": [],
            },
        )
    )
    mid = "k6l8z0x2c4v6b8n0@agents.pylota.test"
    orig = original(mid, "dee@hotmail.example").replace(
        "Return-Path:", "X-HmXmrOriginalRecipient: <dee@hotmail.example>\nReturn-Path:", 1
    )
    out.append(
        sample(
            "arf-microsoft-jmrp",
            "staff@hotmail.example",
            "complaint about message from 192.0.2.10",
            "Feedback-Type: abuse\nUser-Agent: Hotmail FBL\nVersion: 1\nOriginal-Mail-From: <"
            + VERP
            + ">\nArrival-Date: Mon, 4 Mar 2024 10:15:00 -0800\nSource-IP: 192.0.2.10\nReported-Domain: agents.pylota.test\n",
            orig,
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": "abuse",
                "defects": ["arf:recipient-from-original:x-hmxmroriginalrecipient"],
                "recipients": [rcpt("dee@hotmail.example", "complained", None, False, "complaint")],
            },
        )
    )
    mid = "l7z9x1c3v5b7n9m1@agents.pylota.test"
    out.append(
        sample(
            "arf-complete-fields",
            "<abuse-report@isp.example>",
            "Abuse report",
            "Feedback-Type: abuse\nUser-Agent: ExampleISP-FBL/3.1\nVersion: 1\nOriginal-Envelope-Id: msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y\nOriginal-Mail-From: <"
            + VERP
            + ">\nOriginal-Rcpt-To: <eli@isp.example>\nArrival-Date: Mon, 4 Mar 2024 10:15:00 +0000\nReporting-MTA: dns; mx.isp.example\nSource-IP: 192.0.2.10\nIncidents: 3\nReported-Domain: agents.pylota.test\nReported-Uri: https://agents.pylota.test/u/abc\nAuthentication-Results: mx.isp.example; spf=pass smtp.mailfrom=agents.pylota.test; dkim=pass header.d=agents.pylota.test\n",
            original(mid, "eli@isp.example"),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "envelope_id": "msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y",
                "feedback_type": "abuse",
                "original_mail_from": VERP,
                "source_ip": "192.0.2.10",
                "incidents": 3,
                "arrival_date": "2024-03-04T10:15:00Z",
                "recipients": [rcpt("eli@isp.example", "complained", None, False, "complaint")],
            },
        )
    )
    mid = "m8x0c2v4b6n8m0q2@agents.pylota.test"
    out.append(
        sample(
            "arf-headers-only",
            "fbl@fastmail.example",
            "Spam report",
            "Feedback-Type: abuse\nUser-Agent: Fastmail-FBL/1.0\nVersion: 1\nOriginal-Mail-From: "
            + VERP
            + "\nOriginal-Rcpt-To: fern@fastmail.example\nArrival-Date: Mon, 04 Mar 2024 21:15:00 +1100\n",
            headers_of(original(mid, "fern@fastmail.example")),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "original_message_id_source": "attached-headers",
                "feedback_type": "abuse",
                "arrival_date": "2024-03-04T10:15:00Z",
                "recipients": [
                    rcpt("fern@fastmail.example", "complained", None, False, "complaint")
                ],
            },
            original_type="text/rfc822-headers",
        )
    )
    mid = "n9c1v3b5n7m9q1w3@agents.pylota.test"
    out.append(
        sample(
            "arf-auth-failure",
            "dmarc-forensic@receiver.example",
            "DMARC failure report for agents.pylota.test",
            "Feedback-Type: auth-failure\nUser-Agent: DMARC-Reporter/1.0\nVersion: 1\nOriginal-Mail-From: <"
            + VERP
            + ">\nOriginal-Rcpt-To: <gil@receiver.example>\nArrival-Date: Mon, 4 Mar 2024 10:15:00 +0000\nSource-IP: 198.51.100.99\nReported-Domain: agents.pylota.test\nAuth-Failure: dmarc\nAuthentication-Results: receiver.example; dmarc=fail header.from=agents.pylota.test\nDelivery-Result: reject\n",
            headers_of(original(mid, "gil@receiver.example")),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": "auth-failure",
                "auth_failure": "dmarc",
                "recipients": [
                    rcpt("gil@receiver.example", "auth-failure", None, False, "auth_failure")
                ],
            },
            original_type="text/rfc822-headers",
            human="This is an authentication failure report for an email message received from IP 198.51.100.99.\n",
        )
    )
    mid = "o0v2b4n6m8q0w2e4@agents.pylota.test"
    out.append(
        sample(
            "arf-not-spam",
            "fbl@isp.example",
            "Not spam report",
            "Feedback-Type: not-spam\nUser-Agent: ExampleISP-FBL/3.1\nVersion: 1\nOriginal-Rcpt-To: <hana@isp.example>\nArrival-Date: Mon, 4 Mar 2024 10:15:00 +0000\n",
            original(mid, "hana@isp.example"),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": "not-spam",
                "recipients": [rcpt("hana@isp.example", "not-spam", None, False, "not_spam")],
            },
        )
    )
    mid = "p1b3n5m7q9w1e3r5@agents.pylota.test"
    out.append(
        sample(
            "arf-missing-feedback-part",
            "fbl@broken-isp.example",
            "Abuse report",
            "",
            original(mid, "ivy@broken-isp.example"),
            {
                "kind": "arf",
                "format": "arf",
                "original_message_id": mid,
                "feedback_type": None,
                "defects": ["arf:no-feedback-report", "arf:recipient-from-original:to"],
                "recipients": [
                    rcpt("ivy@broken-isp.example", "complained", None, False, "complaint")
                ],
            },
            with_report=False,
        )
    )
    return out


# -- MDN -----------------------------------------------------------------------------------


def mdn() -> list[Sample]:
    out = []

    def sample(
        name,
        sender,
        subject,
        fields,
        mid,
        expected,
        *,
        ua_text="This is a Return Receipt for the mail that you sent.\n",
        in_reply_to=True,
    ):  # type: ignore[no-untyped-def]
        b = f"mdn-{name}"
        body = multipart(
            b,
            [
                part("text/plain; charset=UTF-8", ua_text),
                part("message/disposition-notification", fields),
                part("text/rfc822-headers", headers_of(original(mid, sender))),
            ],
        )
        headers = [
            ("From", sender),
            ("To", AGENT),
            ("Subject", subject),
            ("Date", DATE),
            ("Message-ID", f"<{name}@mua.example>"),
            ("MIME-Version", "1.0"),
            (
                "Content-Type",
                f'multipart/report; report-type=disposition-notification;\n\tboundary="{b}"',
            ),
        ]
        if in_reply_to:
            headers.append(("In-Reply-To", f"<{mid}>"))
        return Sample(name, message(headers, body), expected)

    mid = "q2n4m6q8w0e2r4t6@agents.pylota.test"
    out.append(
        sample(
            "mdn-thunderbird-displayed",
            "Jo Reader <jo@example.com>",
            "Return Receipt (displayed) - Quarterly numbers",
            f"Reporting-UA: example.com; Thunderbird 115.8.0\nFinal-Recipient: rfc822;jo@example.com\nOriginal-Message-ID: <{mid}>\nDisposition: manual-action/MDN-sent-manually; displayed\n",
            mid,
            {
                "kind": "mdn",
                "format": "mdn",
                "original_message_id": mid,
                "original_message_id_source": "report-field",
                "disposition_type": "displayed",
                "recipients": [rcpt("jo@example.com", "displayed", None, False, "disposition")],
            },
        )
    )
    mid = "r3m5q7w9e1r3t5y7@agents.pylota.test"
    out.append(
        sample(
            "mdn-deleted-automatic",
            "kai@example.org",
            "Not read: Quarterly numbers",
            f"Reporting-UA: mail.example.org; ExampleMail 4.2\nOriginal-Recipient: rfc822;kai@example.org\nFinal-Recipient: rfc822;kai@example.org\nOriginal-Message-ID: <{mid}>\nDisposition: automatic-action/MDN-sent-automatically; deleted\n",
            mid,
            {
                "kind": "mdn",
                "format": "mdn",
                "original_message_id": mid,
                "disposition_type": "deleted",
                "recipients": [rcpt("kai@example.org", "deleted", None, False, "disposition")],
            },
        )
    )
    mid = "s4q6w8e0r2t4y6u8@agents.pylota.test"
    out.append(
        sample(
            "mdn-outlook-no-original-id",
            "Lee Park <lee@example.net>",
            "Read: Quarterly numbers",
            "Reporting-UA: Microsoft Outlook 16.0\nOriginal-Recipient: rfc822;lee.park@example.net\nFinal-Recipient: rfc822;lee@example.net\nDisposition: manual-action/MDN-sent-manually; dispatched\n",
            mid,
            {
                "kind": "mdn",
                "format": "mdn",
                "original_message_id": mid,
                "original_message_id_source": "attached-headers",
                "disposition_type": "dispatched",
                "recipients": [rcpt("lee@example.net", "dispatched", None, False, "disposition")],
            },
            in_reply_to=False,
        )
    )
    mid = "t5w7e9r1t3y5u7i9@agents.pylota.test"
    out.append(
        sample(
            "mdn-processed-error",
            "max@example.com",
            "Disposition notification",
            f"Reporting-UA: gateway.example.com; ExampleGateway 1.0\nFinal-Recipient: rfc822;max@example.com\nOriginal-Message-ID: <{mid}>\nDisposition: automatic-action/MDN-sent-automatically; processed/error\nError: the message could not be converted for the receiving system\n",
            mid,
            {
                "kind": "mdn",
                "format": "mdn",
                "original_message_id": mid,
                "disposition_type": "processed",
                "recipients": [rcpt("max@example.com", "processed", None, False, "disposition")],
            },
        )
    )
    return out


# -- malformed, and mail that is not a report ----------------------------------------------


def malformed() -> list[Sample]:
    out = []
    mid = "u6e8r0t2y4u6i8o0@agents.pylota.test"
    b = "truncated-boundary"
    body = (
        f"--{b}\nContent-Type: text/plain\n\nDelivery failed.\n--{b}\nContent-Type: message/delivery-status\n\n"
        "Reporting-MTA: dns; mta.example.com\n\nFinal-Recipient: rfc822; nia@example.com\nAction: failed\nStat"
    )
    out.append(
        Sample(
            "malformed-truncated-status",
            message(
                report_headers(
                    "MAILER-DAEMON@mta.example.com", "Undelivered Mail", "trunc@mta.example.com", b
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": None,
                "recipients": [rcpt("nia@example.com", "failed", None, False, "undefined")],
            },
        )
    )
    b = "garbage-boundary"
    body = multipart(
        b,
        [
            part(
                "text/plain; charset=us-ascii",
                POSTFIX_INTRO
                + "<oli@example.com>: host mx.example.com[198.51.100.7] said: 550 5.1.1\n    <oli@example.com>: Recipient address rejected: User unknown (in reply to\n    RCPT TO command)\n",
            ),
            part(
                "message/delivery-status",
                "\x01\x02 binary junk ### ;;; \n\n!!!! not fields at all\n",
            ),
            part("message/rfc822", original(mid, "oli@example.com")),
        ],
    )
    out.append(
        Sample(
            "malformed-garbage-status-part",
            message(
                report_headers(
                    "MAILER-DAEMON@out1.agents.pylota.test",
                    "Undelivered Mail Returned to Sender",
                    "garbage@out1.agents.pylota.test",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "postfix",
                "mta": "postfix",
                "original_message_id": mid,
                "recipients": [rcpt("oli@example.com", "failed", "5.1.1", True, "mailbox_unknown")],
            },
        )
    )
    b = "no-status-boundary"
    body = multipart(b, [part("text/plain", "Your message could not be delivered. Sorry.\n")])
    out.append(
        Sample(
            "malformed-report-without-parts",
            message(
                report_headers(
                    "MAILER-DAEMON@mta.example.com",
                    "Undelivered Mail",
                    "noparts@mta.example.com",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "generic",
                "original_message_id": None,
                "defects": ["dsn:no-recipients"],
                "recipients": [],
            },
        )
    )
    mid = "v7r9t1y3u5i7o9p1@agents.pylota.test"
    b = "bad-status-boundary"
    body = multipart(
        b,
        [
            part("text/plain", "Delivery failed.\n"),
            part(
                "message/delivery-status",
                "Reporting-MTA: dns; mta.example.com\n\nFinal-Recipient: rfc822; pia@example.com\nAction: bogus\nStatus: 5.1\nDiagnostic-Code: smtp; 550 Requested action not taken: mailbox unavailable\n",
            ),
            part("message/rfc822", original(mid, "pia@example.com")),
        ],
    )
    out.append(
        Sample(
            "malformed-bad-status-and-action",
            message(
                report_headers(
                    "MAILER-DAEMON@mta.example.com",
                    "Undelivered Mail",
                    "badstatus@mta.example.com",
                    b,
                ),
                body,
            ),
            {
                "kind": "dsn",
                "format": "rfc3464",
                "original_message_id": mid,
                "recipients": [rcpt("pia@example.com", "failed", "5.0.0", False, "undefined")],
            },
        )
    )
    b = "mdn-garbled"
    body = multipart(
        b,
        [
            part("text/plain", "Receipt.\n"),
            part(
                "message/disposition-notification",
                "Final-Recipient: rfc822;quin@example.com\nDisposition: whatever happened\n",
            ),
        ],
    )
    headers = [
        ("From", "quin@example.com"),
        ("To", AGENT),
        ("Subject", "Read: ?"),
        ("Date", DATE),
        ("Message-ID", "<garbled-mdn@example.com>"),
        ("MIME-Version", "1.0"),
        ("Content-Type", f'multipart/report; report-type=disposition-notification; boundary="{b}"'),
    ]
    out.append(
        Sample(
            "malformed-mdn-disposition",
            message(headers, body),
            {
                "kind": "mdn",
                "format": "mdn",
                "original_message_id": None,
                "disposition_type": None,
                "defects": ["mdn:unparseable-disposition"],
                "recipients": [rcpt("quin@example.com", None, None, False, "disposition")],
            },
        )
    )
    # A person forwarding a bounce they got: quoting one does not make a report.
    human = (
        "Hi team, I keep getting this when I write to the vendor, any idea?\n\n"
        "> This is the mail system at host out1.example.com.\n>\n"
        "> <vendor@example.com>: host mx.example.com[198.51.100.7] said: 550 5.1.1\n"
        ">     <vendor@example.com>: Recipient address rejected: User unknown\n\nThanks, Rae\n"
    )
    out.append(
        Sample(
            "not-a-report-person-quoting-a-bounce",
            message(
                [
                    ("From", "Rae Quinn <rae@example.com>"),
                    ("To", AGENT),
                    ("Subject", "Fwd: bounce from the vendor"),
                    ("Date", DATE),
                    ("Message-ID", "<quoted-bounce@example.com>"),
                    ("MIME-Version", "1.0"),
                    ("Content-Type", "text/plain; charset=utf-8"),
                ],
                human,
            ),
            None,
        )
    )
    out.append(
        Sample(
            "not-a-report-auto-reply",
            message(
                [
                    ("From", "Sol Ortiz <sol@example.com>"),
                    ("To", AGENT),
                    ("Subject", "Automatic reply: Quarterly numbers"),
                    ("Date", DATE),
                    ("Message-ID", "<ooo-reply@example.com>"),
                    ("Auto-Submitted", "auto-replied"),
                    ("MIME-Version", "1.0"),
                    ("Content-Type", "text/plain; charset=utf-8"),
                ],
                "I am out of the office until Monday with limited access to email.\n",
            ),
            None,
        )
    )
    return out


def samples() -> list[Sample]:
    return [
        *postfix(),
        *exim(),
        *exchange(),
        *gmail(),
        *qmail(),
        *sendmail(),
        *rfc3464(),
        *arf(),
        *mdn(),
        *malformed(),
    ]


def write(check: bool = False) -> list[str]:
    """Write every sample (or, with ``check``, list the files that differ)."""
    CORPUS.mkdir(exist_ok=True)
    differing = []
    for sample in samples():
        eml = CORPUS / f"{sample.name}.eml"
        js = CORPUS / f"{sample.name}.json"
        expected = json.dumps(sample.expected, indent=2, ensure_ascii=False) + "\n"
        if check:
            if not eml.exists() or eml.read_bytes() != sample.raw:
                differing.append(eml.name)
            if not js.exists() or js.read_text(encoding="utf-8") != expected:
                differing.append(js.name)
            continue
        eml.write_bytes(sample.raw)
        js.write_text(expected, encoding="utf-8")
    return differing


if __name__ == "__main__":
    if "--check" in sys.argv:
        bad = write(check=True)
        print("\n".join(bad) or "up to date")
        sys.exit(1 if bad else 0)
    write()
    print(f"wrote {len(samples())} samples to {CORPUS}")
