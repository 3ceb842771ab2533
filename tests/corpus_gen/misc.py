# ruff: noqa: E501
# Corpus data: long literal lines.
"""Attachment types for the sniffer, attached messages, and plain-text reply styles."""

from __future__ import annotations

from tests.corpus_gen.build import (
    Part,
    addr,
    attachment,
    blob,
    docx,
    exe,
    gif,
    gz,
    jpeg,
    message,
    multi,
    ole,
    pdf,
    png,
    text_part,
    xlsx,
    zip_file,
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


def _top(rng, i, subject, extra=()):  # type: ignore[no-untyped-def]
    sender = PEOPLE[i % len(PEOPLE)]
    return [
        ("From", addr(sender.name, sender.email)),
        ("To", AGENTS[i % 3].email),
        ("Subject", subject),
        ("Date", date_for(rng)),
        ("Message-ID", msgid(rng, "files.example")),
        ("MIME-Version", "1.0"),
        *extra,
    ]


def attachments() -> Samples:
    cases = [
        ("pdf", "application/pdf", "report.pdf", pdf("Report")),
        ("png", "image/png", "screenshot.png", png(8, 8, 1)),
        ("jpeg", "image/jpeg", "photo.jpg", jpeg(2)),
        ("gif", "image/gif", "spacer.gif", gif()),
        (
            "zip",
            "application/zip",
            "archive.zip",
            zip_file({"a.txt": b"alpha", "b/c.txt": b"gamma"}),
        ),
        ("gzip", "application/gzip", "log.txt.gz", gz(b"line\n" * 50)),
        (
            "docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "letter.docx",
            docx("Dear reader"),
        ),
        (
            "xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "numbers.xlsx",
            xlsx("Sheet1"),
        ),
        ("ole-doc", "application/msword", "old.doc", ole(1)),
        ("octet-docx", "application/octet-stream", "unlabelled.docx", docx("Unlabelled")),
        ("exe-as-pdf", "application/pdf", "invoice.pdf", exe()),
        (
            "text-as-octet",
            "application/octet-stream",
            "notes",
            b"These are plain notes.\nSecond line.\n",
        ),
        ("binary-blob", "application/octet-stream", "data.bin", blob(512, 9)),
        ("empty", "application/octet-stream", "empty.dat", b""),
        ("csv", "text/csv", "export.csv", b"id,name\r\n1,Alice\r\n2,Bob\r\n"),
    ]
    for i, (name, ctype, filename, data) in enumerate(cases):
        rng = rng_for(f"attach-{name}")
        parts = [
            text_part(f"Please find {filename} attached.\n", charset="us-ascii", cte="7bit"),
            attachment(data, ctype, filename),
        ]
        if i % 4 == 0:
            parts.append(
                attachment(
                    png(seed=i),
                    "image/png",
                    "signature-logo.png",
                    "inline",
                    cid=f"logo{i}@files.example",
                )
            )
        root = multi("mixed", parts, f"att_{name}")
        yield Sample(
            "attachment",
            f"attachment-{name}",
            message(_top(rng, i, f"Attachment: {filename}"), root),
        )
    rng = rng_for("attach-many")
    many = [text_part("Twelve attachments.\n", cte="7bit", charset="us-ascii")] + [
        attachment(png(2, 2, k), "image/png", f"scan-{k:02d}.png") for k in range(12)
    ]
    yield Sample(
        "attachment",
        "attachment-many",
        message(_top(rng, 3, "Scans"), multi("mixed", many, "att_many")),
    )


def _inner(rng, i, subject, body="Inner message body.\n"):  # type: ignore[no-untyped-def]
    p = PEOPLE[(i + 4) % len(PEOPLE)]
    return (
        f"From: {addr(p.name, p.email)}\r\nTo: {PEOPLE[0].email}\r\nSubject: {subject}\r\n"
        f"Date: {date_for(rng)}\r\nMessage-ID: {msgid(rng, 'inner.example')}\r\nMIME-Version: 1.0\r\n"
        f"Content-Type: text/plain; charset=utf-8\r\n\r\n{body}"
    ).encode()


def embedded() -> Samples:
    for i in range(10):
        rng = rng_for(f"embedded-{i}")
        topic = TOPICS[i % len(TOPICS)]
        inner = _inner(rng, i, f"Original: {topic}", paragraph(rng, 2) + "\n")
        if i % 5 == 1:
            inner2 = _inner(rng, i + 1, "Deeper message")
            inner = (
                inner.split(b"Content-Type")[0]
                + b'Content-Type: multipart/mixed; boundary="inner_b"\r\n\r\n--inner_b\r\nContent-Type: text/plain\r\n\r\nSee the attached.\r\n--inner_b\r\nContent-Type: message/rfc822\r\n\r\n'
                + inner2
                + b"\r\n--inner_b--\r\n"
            )
        headers = [("Content-Type", "message/rfc822")]
        if i % 5 == 2:
            headers.append(("Content-Disposition", 'attachment; filename="forwarded.eml"'))
        body = inner
        if i % 5 == 3:
            # Not allowed by RFC 2046 but sent by some clients: a base64-encoded message part.
            import base64

            headers.append(("Content-Transfer-Encoding", "base64"))
            body = base64.encodebytes(inner)
        if i % 5 == 4:
            headers = [
                ("Content-Type", 'message/rfc822; name="=?utf-8?q?Weitergeleitet=3A_Bericht?="')
            ]
        root = multi(
            "mixed",
            [
                text_part(
                    "Forwarding the message below as an attachment.\n",
                    cte="7bit",
                    charset="us-ascii",
                ),
                Part(headers, body),
            ],
            f"emb_{i}",
        )
        yield Sample(
            "embedded", f"embedded-{i:02d}", message(_top(rng, i, f"Fwd: Original: {topic}"), root)
        )


_REPLIES = [
    (
        "top-posted",
        "Sounds good, see you then.\n\nOn Tue, 5 Mar 2024 at 09:00, Bob <bob@example.org> wrote:\n> Shall we meet at 10?\n> Bob\n",
    ),
    (
        "bottom-posted",
        "On Tue, 5 Mar 2024 at 09:00, Bob <bob@example.org> wrote:\n> Shall we meet at 10?\n\nYes, 10 works.\n",
    ),
    ("inline", "Bob wrote:\n> Point one?\nAgreed on one.\n> Point two?\nNot sure about two.\n"),
    ("nested-quotes", "Final answer: yes.\n\n> > Earlier question\n> Earlier answer\n"),
    ("signature", "Short reply.\n\n-- \nAlice Martin\nExample Corp\n"),
    ("signature-no-space", "Short reply.\n\n--\nAlice\n"),
    (
        "mobile",
        "Ok!\n\nSent from my iPhone\n\n> On 5 Mar 2024, at 09:00, Bob <bob@example.org> wrote:\n>\n> Call me?\n",
    ),
    (
        "outlook-plain",
        "Approved.\n\nFrom: Bob Okafor <bob@example.org>\nSent: Tuesday, March 5, 2024 9:00 AM\nTo: Alice Martin <alice.martin@example.com>\nSubject: Approval needed\n\nPlease approve the budget.\n",
    ),
    (
        "two-line-attribution",
        "Works for me.\n\nOn Tue, 5 Mar 2024 at 09:00, Bob Okafor <\nbob@example.org> wrote:\n\n> Tuesday at 10?\n",
    ),
    (
        "forward-with-note",
        "FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Carol <carol@example.net>\nDate: Tue, 5 Mar 2024\nSubject: Numbers\n\nThe numbers are in.\n",
    ),
    (
        "bare-forward",
        "---------- Forwarded message ---------\nFrom: Carol <carol@example.net>\nSubject: Numbers\n\nThe numbers are in.\n",
    ),
    ("quote-only", "On Tue, 5 Mar 2024, Bob wrote:\n> Anything?\n"),
    (
        "german-outlook",
        "Passt.\n\nVon: Jonas Müller <jonas.mueller@beispiel.test>\nGesendet: Dienstag, 5. März 2024 09:00\nAn: Alice Martin\nBetreff: Termin\n\nPasst Dienstag?\n",
    ),
    ("no-quote", "Just a fresh message with\nno history at all.\n"),
    ("dash-line-in-text", "Numbers:\n--\nnot a signature? It is one by convention.\n"),
    (
        "french",
        "D'accord.\n\nLe mar. 5 mars 2024 à 09:00, Émile Durand <emile.durand@exemple.test> a écrit :\n> On se voit demain ?\n",
    ),
    (
        "spanish",
        "Perfecto.\n\nEl mar, 5 mar 2024 a las 9:00, Ines <ines.moreno@example.es.test> escribió:\n> ¿Nos vemos mañana?\n",
    ),
    (
        "dutch",
        "Prima.\n\nOp di 5 mrt 2024 om 09:00 schreef Lena de Vries <lena@voorbeeld.test>:\n> Morgen?\n",
    ),
    (
        "get-outlook",
        "Thanks!\n\nGet Outlook for iOS\n________________________________\nFrom: Bob <bob@example.org>\nSent: Tuesday, March 5, 2024 9:00:00 AM\nTo: Alice <alice.martin@example.com>\nSubject: Hi\n\nHello\n",
    ),
    (
        "original-message",
        "See my note.\n\n-----Original Message-----\nFrom: Bob\nSent: Tuesday\nTo: Alice\nSubject: Note\n\nOld text\n",
    ),
]


def replies() -> Samples:
    for i, (name, body) in enumerate(_REPLIES):
        rng = rng_for(f"reply-{name}")
        top = _top(rng, i, f"Re: {name}", [("In-Reply-To", msgid(rng, "example.org"))])
        yield Sample("reply", f"reply-{name}", message(top, text_part(body, cte="8bit")))
