# ruff: noqa: E501, RUF001
# Corpus data: long literal lines and deliberately non-ASCII punctuation.
"""Machine-made mail: DSNs, MDNs, ARF reports, auto-replies, list mail and calendar invites."""

from __future__ import annotations

from tests.corpus_gen.build import (
    Part,
    addr,
    attachment,
    encoded_word,
    message,
    multi,
    text_part,
)
from tests.corpus_gen.common import (
    AGENTS,
    PEOPLE,
    TOPICS,
    Sample,
    Samples,
    date_for,
    msgid,
    paragraph,
    rng_for,
)


def _original(rng, sender, rcpt, subject) -> bytes:  # type: ignore[no-untyped-def]
    return (
        f"Return-Path: <{sender.email}>\r\nMessage-ID: {msgid(rng, 'agents.pylota.test')}\r\n"
        f"Date: {date_for(rng)}\r\nFrom: {addr(sender.name, sender.email)}\r\nTo: {rcpt}\r\n"
        f"Subject: {subject}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
        "Hello, this is the original message.\r\n"
    ).encode()


def _status(mta: str, rcpt: str, action: str, status: str, diag: str, arrival: str) -> bytes:
    return (
        f"Reporting-MTA: dns; {mta}\r\nX-Postfix-Queue-ID: 4Tq1Xk0Z3bz9sWd\r\n"
        f"Arrival-Date: {arrival}\r\n\r\nFinal-Recipient: rfc822; {rcpt}\r\n"
        f"Original-Recipient: rfc822;{rcpt}\r\nAction: {action}\r\nStatus: {status}\r\n"
        f"Remote-MTA: dns; mx.{rcpt.split('@')[1]}\r\nDiagnostic-Code: smtp; {diag}\r\n"
    ).encode()


def dsn() -> Samples:
    styles = ["postfix", "exchange", "gmail", "exim", "qmail", "sendmail", "postfix-delay", "ses"]
    for i in range(26):
        style = styles[i % len(styles)]
        rng = rng_for(f"dsn-{i}")
        agent = AGENTS[i % 3]
        rcpt = f"{['nobody', 'ghost', 'old.account', 'typo'][i % 4]}@{['example.com', 'example.org', 'example.net'][i % 3]}"
        subject = f"Update on {rng.choice(TOPICS)}"
        original = _original(rng, agent, rcpt, subject)
        date = date_for(rng)
        if style in ("postfix", "postfix-delay"):
            delay = style == "postfix-delay"
            human = (
                "This is the mail system at host mx1.agents.pylota.test.\r\n\r\n"
                + (
                    "####################################################################\r\n# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #\r\n####################################################################\r\n\r\nYour message could not be delivered for 4.0 hours.\r\n"
                    if delay
                    else "I'm sorry to have to inform you that your message could not\r\nbe delivered to one or more recipients. It's attached below.\r\n"
                )
                + f"\r\n<{rcpt}>: host mx.{rcpt.split('@')[1]} said: 550 5.1.1 <{rcpt}>: Recipient address rejected: User unknown\r\n"
            )
            status = _status(
                "mx1.agents.pylota.test",
                rcpt,
                "delayed" if delay else "failed",
                "4.4.1" if delay else "5.1.1",
                "550 5.1.1 User unknown",
                date,
            )
            root = multi(
                "report",
                [
                    Part(
                        [
                            ("Content-Description", "Notification"),
                            ("Content-Type", "text/plain; charset=us-ascii"),
                        ],
                        human.encode(),
                    ),
                    Part(
                        [
                            ("Content-Description", "Delivery report"),
                            ("Content-Type", "message/delivery-status"),
                        ],
                        status,
                    ),
                    Part(
                        [
                            (
                                "Content-Description",
                                "Undelivered Message Headers" if i % 2 else "Undelivered Message",
                            ),
                            ("Content-Type", "text/rfc822-headers" if i % 2 else "message/rfc822"),
                        ],
                        original.split(b"\r\n\r\n")[0] + b"\r\n" if i % 2 else original,
                    ),
                ],
                f"4Tq1Xk0Z3bz9sWd.{1709500000 + i}/mx1.agents.pylota.test",
                "; report-type=delivery-status",
            )
            top = [
                ("Return-Path", "<>"),
                ("Date", date),
                ("From", "MAILER-DAEMON@mx1.agents.pylota.test (Mail Delivery System)"),
                (
                    "Subject",
                    "Delayed Mail (still being retried)"
                    if delay
                    else "Undelivered Mail Returned to Sender",
                ),
                ("To", agent.email),
                ("Auto-Submitted", "auto-replied"),
                ("MIME-Version", "1.0"),
                ("Message-Id", f"<20240304{i:04d}.4Tq1Xk0Z3bz9sWd@mx1.agents.pylota.test>"),
            ]
        elif style == "exchange":
            human_html = f'<html><body><p><b><font color="#000066" size="3" face="Arial">Your message to {rcpt} couldn\'t be delivered.</font></b></p><p>{rcpt.split("@")[0]} wasn\'t found at {rcpt.split("@")[1]}.</p></body></html>'
            status = _status(
                "DB9PR01MB0001.example.prod.outlook.com",
                rcpt,
                "failed",
                "5.1.10",
                "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
                date,
            )
            root = multi(
                "report",
                [
                    multi(
                        "alternative",
                        [
                            text_part(
                                f"Your message to {rcpt} couldn't be delivered.\r\n",
                                cte="7bit",
                                charset="us-ascii",
                            ),
                            text_part(human_html, "html", charset="us-ascii", cte="7bit"),
                        ],
                        f"_alt_exch{i}",
                    ),
                    Part([("Content-Type", "message/delivery-status")], status),
                    Part([("Content-Type", "message/rfc822")], original),
                ],
                f"_000_exchange_dsn_{i}",
                "; report-type=delivery-status",
            )
            top = [
                ("From", "Microsoft Outlook <postmaster@example.onmicrosoft.test>"),
                ("To", agent.email),
                ("Date", date),
                ("Subject", f"Undeliverable: {subject}"),
                ("Message-ID", msgid(rng, "example.prod.outlook.com")),
                ("MIME-Version", "1.0"),
                ("X-MS-Exchange-Message-Is-Ndr", ""),
                ("Auto-Submitted", "auto-replied"),
            ]
        elif style == "gmail":
            status = _status(
                "mx.google.com",
                rcpt,
                "failed",
                "5.1.1",
                "550-5.1.1 The email account that you tried to reach does not exist.",
                date,
            )
            human = f"\r\n** Address not found **\r\n\r\nYour message wasn't delivered to {rcpt} because the address couldn't be found, or is unable to receive mail.\r\n"
            root = multi(
                "report",
                [
                    multi(
                        "related",
                        [
                            multi(
                                "alternative",
                                [
                                    text_part(human, charset="UTF-8"),
                                    text_part(
                                        f"<html><body>{human}</body></html>",
                                        "html",
                                        charset="UTF-8",
                                    ),
                                ],
                                f"gmail_dsn_alt{i}",
                            )
                        ],
                        f"gmail_dsn_rel{i}",
                    ),
                    Part([("Content-Type", "message/delivery-status")], status),
                    Part([("Content-Type", "message/rfc822")], original),
                ],
                f"00000000000012ab{i:02d}dsn",
                "; report-type=delivery-status",
            )
            top = [
                ("From", "Mail Delivery Subsystem <mailer-daemon@googlemail.com>"),
                ("To", agent.email),
                ("Auto-Submitted", "auto-replied"),
                ("Subject", "Delivery Status Notification (Failure)"),
                ("References", msgid(rng, "agents.pylota.test")),
                ("Date", date),
                ("Message-ID", msgid(rng, "mx.google.com")),
                ("MIME-Version", "1.0"),
            ]
        elif style == "exim":
            body = (
                "This message was created automatically by mail delivery software.\r\n\r\n"
                "A message that you sent could not be delivered to one or more of its\r\n"
                f"recipients. This is a permanent error. The following address(es) failed:\r\n\r\n  {rcpt}\r\n"
                "    host mx.example.com [192.0.2.25]\r\n    SMTP error from remote mail server after RCPT TO:<"
                f"{rcpt}>:\r\n    550 5.1.1 User unknown\r\n\r\n------ This is a copy of the message, including all the headers. ------\r\n\r\n"
            ).encode() + original
            root = Part([("Content-Type", "text/plain; charset=us-ascii")], body)
            top = [
                ("Return-path", "<>"),
                ("From", "Mail Delivery System <Mailer-Daemon@mail.agents.pylota.test>"),
                ("To", agent.email),
                ("Subject", "Mail delivery failed: returning message to sender"),
                ("Message-Id", f"<E1rh{i:04d}-000Abc-2x@mail.agents.pylota.test>"),
                ("Date", date),
                ("X-Failed-Recipients", rcpt),
                ("Auto-Submitted", "auto-replied"),
            ]
        elif style == "qmail":
            body = (
                "Hi. This is the qmail-send program at mail.example.net.\r\n"
                "I'm afraid I wasn't able to deliver your message to the following addresses.\r\n"
                "This is a permanent error; I've given up. Sorry it didn't work out.\r\n\r\n"
                f"<{rcpt}>:\r\nSorry, no mailbox here by that name. (#5.1.1)\r\n\r\n--- Below this line is a copy of the message.\r\n\r\n"
            ).encode() + original
            root = Part([], body)
            top = [
                ("Date", date),
                ("From", "MAILER-DAEMON@mail.example.net"),
                ("To", agent.email),
                ("Subject", "failure notice"),
                ("Message-ID", msgid(rng, "mail.example.net")),
            ]
        elif style == "sendmail":
            status = _status("relay.example.org", rcpt, "failed", "5.0.0", "550 Host unknown", date)
            root = multi(
                "report",
                [
                    text_part(
                        f"The original message was received at {date}\nfrom localhost [127.0.0.1]\n\n   ----- The following addresses had permanent fatal errors -----\n<{rcpt}>\n",
                        charset="us-ascii",
                        cte="",
                    ),
                    Part([("Content-Type", "message/delivery-status")], status),
                    Part([("Content-Type", "text/rfc822-headers")], original.split(b"\r\n\r\n")[0]),
                ],
                f"20240304{i:04d}.sendmail/relay.example.org",
                "; report-type=delivery-status",
            )
            top = [
                ("Date", date),
                ("From", "Mail Delivery Subsystem <MAILER-DAEMON@relay.example.org>"),
                ("Message-Id", msgid(rng, "relay.example.org")),
                ("To", agent.email),
                ("MIME-Version", "1.0"),
                ("Subject", "Returned mail: see transcript for details"),
                ("Auto-Submitted", "auto-generated (failure)"),
            ]
        else:  # ses-like, reported through a plain JSON-free text bounce from an ESP
            root = multi(
                "report",
                [
                    text_part(
                        "An error occurred while trying to deliver the mail to the following recipients:\r\n"
                        + rcpt
                        + "\r\n",
                        charset="UTF-8",
                        cte="7bit",
                    ),
                    Part(
                        [("Content-Type", "message/delivery-status")],
                        _status(
                            "a1-2.smtp-out.example-ses.test",
                            rcpt,
                            "failed",
                            "5.1.1",
                            "smtp; 550 5.1.1 user unknown",
                            date,
                        ),
                    ),
                    Part([("Content-Type", "message/rfc822")], original),
                ],
                f"ses_dsn_{i}",
                "; report-type=delivery-status",
            )
            top = [
                ("From", "MAILER-DAEMON@example-ses.test"),
                ("To", agent.email),
                ("Subject", "Delivery Status Notification (Failure)"),
                ("Message-ID", msgid(rng, "example-ses.test")),
                ("Date", date),
                ("MIME-Version", "1.0"),
            ]
        yield Sample("dsn", f"dsn-{i:02d}-{style}", message(top, root))


def mdn() -> Samples:
    for i in range(8):
        rng = rng_for(f"mdn-{i}")
        reader = PEOPLE[i]
        agent = AGENTS[i % 3]
        subject = f"Contract draft {i}"
        original_id = msgid(rng, "agents.pylota.test")
        disposition = [
            "manual-action/MDN-sent-manually; displayed",
            "automatic-action/MDN-sent-automatically; deleted",
            "manual-action/MDN-sent-automatically; displayed",
        ][i % 3]
        notification = (
            f"Reporting-UA: {'Microsoft Outlook' if i % 2 else 'Mozilla Thunderbird'}\r\n"
            f"Final-Recipient: rfc822;{reader.email}\r\nOriginal-Message-ID: {original_id}\r\n"
            f"Disposition: {disposition}\r\n"
        ).encode()
        human = f"This is a Return Receipt for the mail that you sent to {reader.email}.\r\n\r\nNote: This Return Receipt only acknowledges that the message was displayed on the recipient's computer.\r\n"
        root = multi(
            "report",
            [
                text_part(human, charset="UTF-8", cte="7bit"),
                Part([("Content-Type", "message/disposition-notification")], notification),
                Part(
                    [("Content-Type", "text/rfc822-headers")],
                    f"Subject: {subject}\r\nMessage-ID: {original_id}\r\n".encode(),
                ),
            ],
            f"mdn_{i:04d}_boundary",
            "; report-type=disposition-notification",
        )
        top = [
            ("From", addr(reader.name, reader.email)),
            ("To", agent.email),
            ("Subject", f"{'Read' if i % 2 else 'Return Receipt (displayed)'}: {subject}"),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "example.com")),
            ("In-Reply-To", original_id),
            ("MIME-Version", "1.0"),
        ]
        yield Sample("mdn", f"mdn-{i:02d}", message(top, root))


def arf() -> Samples:
    for i in range(8):
        rng = rng_for(f"arf-{i}")
        agent = AGENTS[i % 3]
        rcpt = PEOPLE[i].email
        original = _original(rng, agent, rcpt, f"Newsletter {i}")
        report = (
            f"Feedback-Type: {'abuse' if i % 3 else 'fraud'}\r\nUser-Agent: ExampleFBL/1.0\r\nVersion: 1\r\n"
            f"Original-Mail-From: <{agent.email}>\r\nOriginal-Rcpt-To: <{rcpt}>\r\n"
            f"Arrival-Date: {date_for(rng)}\r\nReporting-MTA: dns; fbl.example-isp.test\r\n"
            f"Source-IP: 192.0.2.{10 + i}\r\nAuthentication-Results: fbl.example-isp.test; spf=pass\r\n"
        ).encode()
        root = multi(
            "report",
            [
                text_part(
                    "This is an email abuse report for an email message received from IP 192.0.2.10.\r\nFor more information about this format please see http://www.mipassoc.org/arf/.\r\n",
                    charset="us-ascii",
                    cte="7bit",
                ),
                Part([("Content-Type", "message/feedback-report")], report),
                Part(
                    [
                        ("Content-Type", "message/rfc822" if i % 4 else "text/rfc822-headers"),
                        ("Content-Disposition", "inline"),
                    ],
                    original if i % 4 else original.split(b"\r\n\r\n")[0],
                ),
            ],
            f"arf_{i:04d}_boundary",
            "; report-type=feedback-report",
        )
        top = [
            ("From", "<staff@fbl.example-isp.test>"),
            ("To", f"<abuse@{agent.email.split('@')[1]}>"),
            ("Subject", f"FW: Newsletter {i}" if i % 2 else "Abuse report"),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "fbl.example-isp.test")),
            ("MIME-Version", "1.0"),
        ]
        yield Sample("arf", f"arf-{i:02d}", message(top, root))


_OOO = [
    (
        "Automatic reply: {t}",
        [("Auto-Submitted", "auto-replied"), ("X-Auto-Response-Suppress", "All")],
        "I am out of the office until 18 March with limited access to email.",
    ),
    (
        "Out of Office: {t}",
        [("X-Autoreply", "yes")],
        "I'm currently away and will reply when I'm back.",
    ),
    (
        "Abwesenheitsnotiz: {t}",
        [("Auto-Submitted", "auto-replied")],
        "Ich bin bis zum 18. März nicht im Büro.",
    ),
    (
        "Réponse automatique : {t}",
        [("Precedence", "auto_reply")],
        "Je suis absent jusqu'au 18 mars.",
    ),
    (
        "Respuesta automática: {t}",
        [("X-Autorespond", "yes")],
        "Estoy fuera de la oficina hasta el 18 de marzo.",
    ),
    (
        "Automatisch antwoord: {t}",
        [("Auto-Submitted", "auto-generated")],
        "Ik ben tot 18 maart afwezig.",
    ),
    (
        "Re: {t}",
        [("Auto-Submitted", "auto-replied"), ("Precedence", "bulk")],
        "Thanks for contacting support. Your ticket number is #4821.",
    ),
    ("On vacation", [], "I am on vacation this week."),
    ("Re: {t}", [("Auto-Submitted", "no")], "A human reply that says Auto-Submitted: no."),
    ("Autoreply: {t}", [("X-Autogenerated", "Reply")], "Auto reply from a gateway."),
    (
        "Re: {t}",
        [("Auto-Submitted", 'auto-replied; owner-email="support@helpdesk.example"')],
        "We received your request.",
    ),
    (
        "Out of office",
        [("X-Autoreply", "yes"), ("List-Id", "<team.example.com>")],
        "Away, back Monday.",
    ),
]


def auto_reply() -> Samples:
    for i, (subject, headers, text) in enumerate(_OOO):
        rng = rng_for(f"auto-{i}")
        sender = PEOPLE[i]
        topic = rng.choice(TOPICS)
        subj = subject.format(t=topic)
        top = [
            ("From", addr(sender.name, sender.email)),
            ("To", AGENTS[i % 3].email),
            ("Subject", subj if subj.isascii() else encoded_word(subj, "utf-8", "Q")),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "example.com")),
            ("MIME-Version", "1.0"),
            *headers,
        ]
        yield Sample("auto_reply", f"auto-reply-{i:02d}", message(top, text_part(text + "\n")))


def lists() -> Samples:
    for i in range(20):
        rng = rng_for(f"list-{i}")
        sender = PEOPLE[i % len(PEOPLE)]
        name = ["dev", "announce", "users", "security"][i % 4]
        list_addr = f"{name}@lists.example.org"
        topic = rng.choice(TOPICS)
        footer = f"_______________________________________________\n{name} mailing list\n{list_addr}\nhttps://lists.example.org/mailman/listinfo/{name}\n"
        body = f"{paragraph(rng, 3)}\n\n{sender.name}\n\n{footer}"
        extra: list[tuple[str, str]] = [
            ("List-Id", f"{name.title()} discussion <{name}.lists.example.org>"),
            (
                "List-Unsubscribe",
                f"<mailto:{name}-leave@lists.example.org>, <https://lists.example.org/u/{name}>",
            ),
            ("List-Post", f"<mailto:{list_addr}>"),
            ("Precedence", "list"),
            ("Sender", f'"{name}" <{name}-bounces@lists.example.org>'),
        ]
        if i % 5 == 1:
            extra = [
                ("List-Unsubscribe", "<https://news.example.com/unsubscribe?u=abc123>"),
                ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
                ("Precedence", "bulk"),
            ]
        if i % 5 == 2:
            extra = [("Precedence", "bulk")]
        subject = f"[{name}] {topic}" if i % 5 not in (1, 2) else f"Weekly digest: {topic}"
        root: Part = text_part(
            body, charset="utf-8" if not body.isascii() else "us-ascii", cte="8bit"
        )
        if i % 5 == 1:
            root = multi(
                "alternative",
                [
                    text_part(body),
                    text_part(
                        f'<html><body><table width="600"><tr><td><h1>{topic}</h1><p>{paragraph(rng, 2)}</p><p><a href="https://news.example.com/unsubscribe?u=abc123">Unsubscribe</a></p><img src="https://news.example.com/open.gif?u=abc123" width="1" height="1"></td></tr></table></body></html>',
                        "html",
                    ),
                ],
                f"news_{i}",
            )
        if i % 10 == 9:
            digest_parts = [
                Part(
                    [],
                    f"From: {p.email}\r\nSubject: {t}\r\nDate: {date_for(rng)}\r\n\r\n{paragraph(rng, 1)}\r\n".encode(),
                )
                for p, t in zip(PEOPLE[:3], TOPICS[:3], strict=True)
            ]
            root = multi(
                "mixed",
                [
                    text_part(f"{name} Digest, Vol 12, Issue {i}\n"),
                    multi("digest", digest_parts, f"digest_{i}"),
                ],
                f"digest_outer_{i}",
            )
            subject = f"{name} Digest, Vol 12, Issue {i}"
        top = [
            ("From", addr(sender.name, sender.email)),
            ("To", list_addr),
            ("Subject", subject),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "lists.example.org")),
            ("MIME-Version", "1.0"),
            *extra,
        ]
        yield Sample("list", f"list-{i:02d}", message(top, root))


def _ics(
    i: int, method: str, summary: str, organizer: str, start: str, end: str, extra: str = ""
) -> str:
    lines = [
        "BEGIN:VCALENDAR",
        "PRODID:-//Pylota Corpus//Calendar 1.0//EN",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        f"METHOD:{method}",
    ]
    if "TZID=Europe/Berlin" in start:
        lines += [
            "BEGIN:VTIMEZONE",
            "TZID:Europe/Berlin",
            "BEGIN:STANDARD",
            "DTSTART:19701025T030000",
            "TZOFFSETFROM:+0200",
            "TZOFFSETTO:+0100",
            "END:STANDARD",
            "END:VTIMEZONE",
        ]
    lines += [
        "BEGIN:VEVENT",
        start,
        end,
        "DTSTAMP:20240301T120000Z",
        f"ORGANIZER;CN={organizer.split('@')[0]}:mailto:{organizer}",
        f"UID:event-{i:04d}-{summary[:8].replace(' ', '')}@calendar.example.com",
        "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Research Agent;X-NUM-GUESTS=0:mailto:research@agents.pylota.test",
        f"SUMMARY:{summary}",
        "LOCATION:Room 4.12\\, Building B",
        "DESCRIPTION:Agenda:\\n1. Status\\n2. Next steps\\, owners and dates",
        "SEQUENCE:0",
        "STATUS:CONFIRMED" if method != "CANCEL" else "STATUS:CANCELLED",
        extra,
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    text = "\r\n".join(line for line in lines if line) + "\r\n"
    # Fold long lines at 75 octets as RFC 5545 requires.
    out = []
    for line in text.split("\r\n"):
        while len(line) > 75:
            out.append(line[:75])
            line = " " + line[75:]
        out.append(line)
    return "\r\n".join(out)


def calendar() -> Samples:
    variants = [
        ("REQUEST", "Project kickoff", "DTSTART:20240312T090000Z", "DTEND:20240312T100000Z"),
        (
            "REQUEST",
            "Weekly sync",
            "DTSTART;TZID=Europe/Berlin:20240313T140000",
            "DTEND;TZID=Europe/Berlin:20240313T143000",
        ),
        (
            "CANCEL",
            "Weekly sync",
            "DTSTART;TZID=Europe/Berlin:20240320T140000",
            "DTEND;TZID=Europe/Berlin:20240320T143000",
        ),
        ("REPLY", "Budget review", "DTSTART:20240315T160000Z", "DTEND:20240315T170000Z"),
        ("REQUEST", "Company offsite", "DTSTART;VALUE=DATE:20240401", "DTEND;VALUE=DATE:20240403"),
        (
            "REQUEST",
            "Design review: Überblick & Planung, Phase 2 (Teil 1 von 3) mit allen Teams",
            "DTSTART;TZID=W. Europe Standard Time:20240318T100000",
            "DTEND;TZID=W. Europe Standard Time:20240318T110000",
        ),
        ("PUBLISH", "Public holiday", "DTSTART;VALUE=DATE:20240501", "DTEND;VALUE=DATE:20240502"),
        (
            "REQUEST",
            "Interview – candidate 7",
            "DTSTART;TZID=America/New_York:20240311T103000",
            "DTEND;TZID=America/New_York:20240311T113000",
        ),
    ]
    for i in range(15):
        method, summary, start, end = variants[i % len(variants)]
        rng = rng_for(f"calendar-{i}")
        organizer = PEOPLE[i % len(PEOPLE)]
        ics = _ics(i, method, summary, organizer.email, start, end)
        desc = f"You have been invited to the following event.\n\n{summary}\nWhen: {start.split(':')[-1]}\n"
        shape = i % 3
        ics_part = Part(
            [
                ("Content-Type", f'text/calendar; charset="UTF-8"; method={method}'),
                ("Content-Transfer-Encoding", "7bit" if ics.isascii() else "base64"),
            ],
            ics.encode() if ics.isascii() else __import__("base64").encodebytes(ics.encode()),
        )
        if shape == 0:  # Google: alternative(text, html, calendar) + invite.ics attachment
            root = multi(
                "mixed",
                [
                    multi(
                        "alternative",
                        [text_part(desc), text_part(f"<p>{desc}</p>", "html"), ics_part],
                        f"gcal_alt_{i}",
                    ),
                    attachment(ics.encode(), "application/ics", "invite.ics"),
                ],
                f"gcal_mixed_{i}",
            )
        elif shape == 1:  # Outlook: alternative(text, html, calendar)
            root = multi(
                "alternative",
                [text_part(desc), text_part(f"<html><body>{desc}</body></html>", "html"), ics_part],
                f"_000_cal_{i}_",
            )
        else:  # a bare text/calendar body
            root = ics_part
        prefix = {
            "REQUEST": "Invitation",
            "CANCEL": "Canceled event",
            "REPLY": "Accepted",
            "PUBLISH": "Event",
        }[method]
        subject = f"{prefix}: {summary}"
        top = [
            ("From", addr(organizer.name, organizer.email)),
            ("To", AGENTS[1].email),
            ("Subject", subject if subject.isascii() else encoded_word(subject)),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "calendar.example.com")),
            ("MIME-Version", "1.0"),
        ]
        if i == 14:
            top.append(("List-Id", "<events.example.org>"))  # calendar wins over list
        yield Sample("calendar", f"calendar-{i:02d}-{method.lower()}", message(top, root))
