# ruff: noqa: E501, RUF001
# Corpus data: long literal lines and deliberately non-ASCII punctuation.
"""Messages shaped like Gmail, Outlook/Exchange (with TNEF), Apple Mail and Thunderbird."""

from __future__ import annotations

import html

from tests.corpus_gen.build import (
    Part,
    addr,
    attachment,
    docx,
    encoded_word,
    jpeg,
    message,
    multi,
    pdf,
    png,
    text_part,
    xlsx,
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
    pick,
    rng_for,
)
from tests.corpus_gen.tnef import build_tnef


def _top(rng, sender, to, subject, mid, extra=(), cc=()):  # type: ignore[no-untyped-def]
    headers = [
        ("Return-Path", f"<{sender.email}>"),
        ("Delivered-To", to[0].email),
        ("MIME-Version", "1.0"),
        ("Date", date_for(rng)),
        ("Message-ID", mid),
        ("Subject", subject),
        ("From", addr(sender.name, sender.email)),
        ("To", ", ".join(addr(p.name, p.email) for p in to)),
    ]
    if cc:
        headers.append(("Cc", ", ".join(addr(p.name, p.email) for p in cc)))
    return headers + list(extra)


def gmail() -> Samples:
    for i in range(30):
        rng = rng_for(f"gmail-{i}")
        sender, other = pick(rng, PEOPLE)
        agent = AGENTS[i % len(AGENTS)]
        topic = rng.choice(TOPICS)
        new = paragraph(rng, 2)
        old = paragraph(rng, 3)
        when = "Mon, Mar 4, 2024 at 10:15 AM"
        reply = i % 3 != 2
        forward = i % 6 == 5
        subject = f"Re: {topic}" if reply else f"Question about {topic}"
        if forward:
            subject = f"Fwd: {topic}"
        parent = msgid(rng, "mail.gmail.com")
        extra = [("X-Gm-Message-State", "AOJu0Yz" + str(i))]
        if reply:
            extra += [("In-Reply-To", parent), ("References", parent)]
        if forward:
            plain = (
                f"{new}\n\n---------- Forwarded message ---------\nFrom: {other.name} "
                f"<{other.email}>\nDate: {when}\nSubject: {topic}\nTo: {sender.name} "
                f"<{sender.email}>\n\n\n{old}\n"
            )
            if i % 12 == 11:
                plain = plain[len(new) + 2 :]  # a bare forward: nothing written above it
            quote_html = f'<div class="gmail_quote">---------- Forwarded message ---------<br>From: {html.escape(other.name)}<br><br>{html.escape(old)}</div>'
        elif reply:
            attribution = f"On {when} {other.name} <{other.email}> wrote:"
            if i % 4 == 1:
                # Gmail wraps long attribution lines.
                attribution = f"On {when} {other.name} <\n{other.email}> wrote:"
            quoted = "\n".join("> " + line for line in old.split(". "))
            plain = f"{new}\n\n{attribution}\n\n{quoted}\n"
            quote_html = (
                f'<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On {when} '
                f'{html.escape(other.name)} &lt;<a href="mailto:{other.email}">{other.email}</a>&gt; '
                f'wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;'
                f'border-left:1px solid rgb(204,204,204);padding-left:1ex">{html.escape(old)}'
                "</blockquote></div>"
            )
        else:
            plain = f"Hi,\n\n{new}\n\nBest,\n{sender.name.split()[0]}\n"
            quote_html = ""
        html_body = (
            f'<div dir="ltr"><div>{html.escape(new)}</div><div><br></div>'
            f'<div>See <a href="https://docs.example.com/d/{i}">the shared doc</a>.</div></div>'
            f"<br>{quote_html}"
        )
        plain = (
            plain.replace(new, new + f"\n\nSee the shared doc <https://docs.example.com/d/{i}>", 1)
            if not forward
            else plain
        )
        alt = multi(
            "alternative",
            [
                text_part(plain, cte="quoted-printable"),
                text_part(html_body, "html", cte="quoted-printable"),
            ],
            f"000000000000{i:04d}gmailalt",
        )
        root: Part = alt
        if i % 5 == 0:
            root = multi(
                "mixed",
                [alt, attachment(pdf(topic), "application/pdf", f"{topic.replace(' ', '_')}.pdf")],
                f"000000000000{i:04d}gmailmix",
            )
        elif i % 5 == 3:
            related = multi(
                "related",
                [
                    text_part(
                        html_body + '<img src="cid:ii_lq1' + str(i) + '" alt="chart.png">', "html"
                    ),
                    attachment(png(seed=i), "image/png", "chart.png", "inline", cid=f"ii_lq1{i}"),
                ],
                f"000000000000{i:04d}gmailrel",
            )
            root = multi(
                "alternative", [text_part(plain), related], f"000000000000{i:04d}gmailalt2"
            )
        to = [agent if agent.name else PEOPLE[0]]
        top = _top(rng, sender, to, subject, msgid(rng, "mail.gmail.com"), extra)
        yield Sample("gmail", f"gmail-{i:02d}", message(top, root))


_OUTLOOK_LOCALES = [
    ("From", "Sent", "To", "Subject", "-----Original Message-----"),
    ("Von", "Gesendet", "An", "Betreff", "-----Ursprüngliche Nachricht-----"),
    ("De", "Envoyé", "À", "Objet", "-----Message d'origine-----"),
    ("De", "Enviado el", "Para", "Asunto", "-----Mensaje original-----"),
    ("Van", "Verzonden", "Aan", "Onderwerp", "-----Oorspronkelijk bericht-----"),
]


def outlook() -> Samples:
    for i in range(30):
        rng = rng_for(f"outlook-{i}")
        sender, other = pick(rng, PEOPLE)
        topic = rng.choice(TOPICS)
        new = paragraph(rng, 2)
        old = paragraph(rng, 3)
        f_from, f_sent, f_to, f_subj, original = _OUTLOOK_LOCALES[i % len(_OUTLOOK_LOCALES)]
        style = i % 3
        if style == 0:
            history = (
                f"________________________________\n{f_from}: {other.name} <{other.email}>\n"
                f"{f_sent}: Monday, March 4, 2024 10:15 AM\n{f_to}: {sender.name} <{sender.email}>\n"
                f"{f_subj}: {topic}\n\n{old}\n"
            )
        elif style == 1:
            history = (
                f"{original}\n{f_from}: {other.name} [mailto:{other.email}]\n"
                f"{f_sent}: Monday, March 4, 2024 10:15\n{f_to}: {sender.name}\n{f_subj}: {topic}\n\n{old}\n"
            )
        else:
            history = (
                f"*{f_from}:* {other.name} <{other.email}>\n*{f_sent}:* Monday, March 4, 2024 10:15\n"
                f"*{f_to}:* {sender.name} <{sender.email}>\n*{f_subj}:* {topic}\n\n{old}\n"
            )
        signature = f"\n{sender.name}\nSenior Analyst | Example Corp\nT +1 555 0100 {i:03d}\n"
        plain = f"Hi {other.name.split()[0]},\n\n{new}\n\nRegards,\n{signature}\n{history}"
        html_body = (
            '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta http-equiv="Content-Type" '
            'content="text/html; charset=utf-8"><style><!-- p.MsoNormal {margin:0cm;} --></style></head>'
            f'<body lang="EN-US"><div class="WordSection1"><p class="MsoNormal">Hi {html.escape(other.name.split()[0])},<o:p></o:p></p>'
            f'<p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">{html.escape(new)}<o:p></o:p></p>'
            f'<p class="MsoNormal">Regards,<o:p></o:p></p><p class="MsoNormal">{html.escape(sender.name)}<o:p></o:p></p>'
            '<div id="divRplyFwdMsg" dir="ltr"><hr style="display:inline-block;width:98%" tabindex="-1">'
            f'<font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>{f_from}:</b> {html.escape(other.name)} &lt;{other.email}&gt;<br>'
            f"<b>{f_sent}:</b> Monday, March 4, 2024 10:15 AM<br><b>{f_to}:</b> {html.escape(sender.name)}<br>"
            f"<b>{f_subj}:</b> {html.escape(topic)}</font><div>&nbsp;</div></div>"
            f'<p class="MsoNormal">{html.escape(old)}</p></div></body></html>'
        )
        prefix = ["RE", "AW", "RE", "RE", "RE"][i % 5]
        subject = f"{prefix}: {topic}"
        extra = [
            ("Thread-Topic", topic),
            ("Thread-Index", "AdpL" + str(1000 + i)),
            ("X-MS-Has-Attach", "yes" if i % 4 == 0 else ""),
            ("X-MS-Exchange-Organization-SCL", "-1"),
            ("Content-Language", "en-US"),
            ("In-Reply-To", msgid(rng, "EXAMPLE.PROD.OUTLOOK.COM")),
        ]
        alt = multi(
            "alternative",
            [
                text_part(plain, charset="us-ascii" if plain.isascii() else "utf-8"),
                text_part(html_body, "html"),
            ],
            f"_000_DB9PR{i:04d}EXAMPLE_",
        )
        root: Part = alt
        if i % 4 == 0:
            root = multi(
                "mixed",
                [
                    alt,
                    attachment(
                        xlsx(topic),
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                        f"Budget {2024 + i % 2}.xlsx",
                    ),
                ],
                f"_004_DB9PR{i:04d}EXAMPLE_",
            )
        elif i % 4 == 2:
            logo = attachment(
                png(seed=i),
                "image/png",
                "image001.png",
                "inline",
                cid=f"image001.png@01DA6E3C.{i:08X}",
            )
            rel_html = html_body.replace(
                "</body>", f'<img width="120" src="cid:image001.png@01DA6E3C.{i:08X}"></body>'
            )
            root = multi(
                "related",
                [
                    multi(
                        "alternative",
                        [text_part(plain), text_part(rel_html, "html")],
                        f"_000_alt{i:04d}_",
                    ),
                    logo,
                ],
                f"_005_DB9PR{i:04d}EXAMPLE_",
                '; type="multipart/alternative"',
            )
        top = _top(
            rng, sender, [AGENTS[i % 3]], subject, msgid(rng, "EXAMPLE.PROD.OUTLOOK.COM"), extra
        )
        yield Sample("outlook", f"outlook-{i:02d}", message(top, root))


def tnef() -> Samples:
    files = [
        [("Quarterly report.pdf", "application/pdf", pdf("Q1"))],
        [
            ("chart.png", "image/png", png(seed=3)),
            ("notes.txt", "text/plain", b"Plain notes\r\nline two\r\n"),
        ],
        [
            (
                "Überblick 2024.docx",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                docx("Ueberblick"),
            )
        ],
        [],
        [("photo.jpg", "image/jpeg", jpeg(5))],
        [
            (
                "a-very-long-file-name-for-the-minutes-of-the-meeting.pdf",
                "application/pdf",
                pdf("Minutes"),
            )
        ],
    ]
    for i, items in enumerate(files):
        rng = rng_for(f"tnef-{i}")
        sender = PEOPLE[i]
        body_text = f"Hello,\r\n\r\nPlease find the files attached.\r\n\r\n{sender.name}\r\n"
        data = build_tnef(
            body=body_text if i % 2 == 0 else None,
            html=None if i % 2 == 0 else f"<p>Hello,</p><p>Files attached ({i}).</p>",
            attachments=items,
            subject=f"Files {i}",
            unicode_names=i == 2,
        )
        visible = text_part(
            "Hello,\n\nPlease find the files attached.\n", charset="us-ascii", cte="7bit"
        )
        parts = [visible, attachment(data, "application/ms-tnef", "winmail.dat")]
        if i == 3:
            parts = [
                attachment(data, "application/ms-tnef", "winmail.dat")
            ]  # body only inside TNEF
        root = multi("mixed", parts, f"----_=_NextPart_tnef_{i:03d}")
        top = _top(
            rng,
            sender,
            [AGENTS[0]],
            f"Files {i}",
            msgid(rng, "exchange.example.com"),
            [("X-MS-TNEF-Correlator", f"<tnef{i}@exchange.example.com>")],
        )
        yield Sample("tnef", f"tnef-{i:02d}", message(top, root))
    # Broken streams stay attachments with a defect.
    good = build_tnef(body="x", attachments=[("a.txt", "text/plain", b"abc")])
    broken = {
        "tnef-bad-signature": b"NOTTNEF!" + good[8:],
        "tnef-truncated": good[:40],
        "tnef-huge-count": good[:6]
        + bytes([1, 0x03, 0x90, 0x06, 0x00, 8, 0, 0, 0])
        + b"\xff\xff\xff\xff"
        + b"\x00" * 4
        + b"\x00\x00",
    }
    for name, data in broken.items():
        rng = rng_for(name)
        root = multi(
            "mixed",
            [
                text_part("See attachment.\n", cte="7bit"),
                attachment(data, "application/ms-tnef", "winmail.dat"),
            ],
            f"----_=_{name}",
        )
        top = _top(rng, PEOPLE[3], [AGENTS[1]], name, msgid(rng, "exchange.example.com"))
        yield Sample("tnef", name, message(top, root))


def apple() -> Samples:
    for i in range(20):
        rng = rng_for(f"apple-{i}")
        sender, other = pick(rng, PEOPLE)
        topic = rng.choice(TOPICS)
        new = paragraph(rng, 2)
        old = paragraph(rng, 2)
        footer = ["Sent from my iPhone", "Sent from my iPad", "Sent from my Apple Watch", ""][i % 4]
        if i % 5 == 4:
            body = f"{new}\n\n{footer}\n\nBegin forwarded message:\n\nFrom: {other.name} <{other.email}>\nSubject: {topic}\nDate: 4 March 2024 at 10:15:00 CET\nTo: {sender.name} <{sender.email}>\n\n{old}\n"
            subject = f"Fwd: {topic}"
        else:
            attribution = f"On 4 Mar 2024, at 10:15, {other.name} <{other.email}> wrote:"
            quoted = "\n".join(f"> {line}" for line in old.split(". "))
            body = f"{new}\n\n{footer}\n\n{attribution}\n\n{quoted}\n"
            subject = f"Re: {topic}"
        # Apple Mail writes format=flowed with soft breaks at 78 columns.
        flowed = _flow(body, delsp=bool(i % 2))
        plain = Part(
            [
                (
                    "Content-Type",
                    "text/plain; charset=utf-8; format=flowed; delsp=yes"
                    if i % 2
                    else "text/plain; charset=us-ascii; format=flowed",
                ),
                ("Content-Transfer-Encoding", "quoted-printable" if i % 2 else "7bit"),
            ],
            flowed.encode("utf-8") if not i % 2 else _qp_flowed(flowed),
        )
        html_body = f'<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto"><div dir="ltr">{html.escape(new)}</div><div dir="ltr"><br><blockquote type="cite">{html.escape(old)}</blockquote></div></body></html>'
        if i % 3 == 0:
            root = multi(
                "alternative",
                [plain, text_part(html_body, "html")],
                f"Apple-Mail-{i:04X}-ABCD-EF01-2345-{i:012d}",
            )
        elif i % 3 == 1:
            image = attachment(
                jpeg(i),
                "image/jpeg",
                f"IMG_{1000 + i}.jpeg",
                "inline",
                cid=f"{i:08X}-IMG@apple.example",
            )
            mixed = multi(
                "mixed",
                [
                    text_part(f"<html><body>{html.escape(new)}<br>", "html"),
                    image,
                    text_part(f"<br>{html.escape(footer)}</body></html>", "html"),
                ],
                f"Apple-Mail-mixed-{i:04X}",
            )
            root = multi("alternative", [plain, mixed], f"Apple-Mail-alt-{i:04X}")
        else:
            root = plain
        top = _top(
            rng,
            sender,
            [AGENTS[i % 3]],
            subject,
            msgid(rng, "icloud.example"),
            [("X-Mailer", "iPhone Mail (21D61)")],
        )
        yield Sample("apple", f"apple-{i:02d}", message(top, root))


def _flow(text: str, width: int = 72, delsp: bool = False) -> str:
    # With DelSp=yes the space before a soft break is removed by the reader, so the writer
    # adds one; without it the word's own trailing space marks the break (RFC 3676 4.1).
    extra = " " if delsp else ""
    out = []
    for line in text.split("\n"):
        if line.startswith(">"):
            out.append(line)
            continue
        while len(line) > width:
            cut = line.rfind(" ", 0, width)
            if cut <= 0:
                break
            out.append(line[: cut + 1] + extra)
            line = line[cut + 1 :]
        out.append(line)
    return "\n".join(out)


def _qp_flowed(text: str) -> bytes:
    from tests.corpus_gen.build import qp

    return qp(text.encode("utf-8"))


_TB_ATTRIBUTIONS = [
    ("en", "On 04/03/2024 10:15, {name} wrote:", "Re"),
    ("de", "Am 04.03.24 um 10:15 schrieb {name}:", "AW"),
    ("fr", "Le 04/03/2024 à 10:15, {name} a écrit :", "RE"),
    ("es", "El 04/03/2024 a las 10:15, {name} escribió:", "RE"),
    ("nl", "Op 04-03-2024 om 10:15 schreef {name}:", "Re"),
    ("it", "Il 04/03/2024 10:15, {name} ha scritto:", "R"),
    ("pt", "Em 04/03/2024 10:15, {name} escreveu:", "Re"),
    ("sv", "Den 2024-03-04 kl. 10:15, skrev {name}:", "Sv"),
]

_LOCAL_TEXT = {
    "en": "Thanks, that works for me. I will send the final version tomorrow.",
    "de": "Danke, das passt für mich. Ich schicke die endgültige Version morgen.",
    "fr": "Merci, cela me convient. J'enverrai la version finale demain.",
    "es": "Gracias, me parece bien. Enviaré la versión final mañana.",
    "nl": "Bedankt, dat is goed voor mij. Ik stuur morgen de definitieve versie.",
    "it": "Grazie, per me va bene. Domani invio la versione finale.",
    "pt": "Obrigado, para mim está bem. Envio a versão final amanhã.",
    "sv": "Tack, det fungerar för mig. Jag skickar den slutliga versionen i morgon.",
}


def thunderbird() -> Samples:
    for i in range(25):
        rng = rng_for(f"thunderbird-{i}")
        lang, template, prefix = _TB_ATTRIBUTIONS[i % len(_TB_ATTRIBUTIONS)]
        sender, other = pick(rng, PEOPLE)
        topic = rng.choice(TOPICS)
        new = _LOCAL_TEXT[lang]
        old = paragraph(rng, 3)
        attribution = template.format(name=other.name)
        quoted = "\n".join(f"> {s}" for s in old.split(". "))
        deeper = f">\n> {template.format(name=sender.name)}\n>> {paragraph(rng, 1)}"
        sig = f"-- \n{sender.name}\n{sender.email}"
        style = (i // len(_TB_ATTRIBUTIONS)) % 3
        if style == 0:  # top posting
            body = f"{new}\n\n{sig}\n\n{attribution}\n{quoted}\n{deeper}\n"
        elif style == 1:  # bottom posting
            body = f"{attribution}\n{quoted}\n\n{new}\n\n{sig}\n"
        else:  # inline answers
            lines = old.split(". ")
            body = f"{attribution}\n> {lines[0]}\n\n{new}\n\n> {lines[1]}\n\nAgreed.\n\n{sig}\n"
        charset = "iso-8859-1" if lang in ("de", "fr", "es") and i % 2 else "utf-8"
        part = text_part(
            body,
            charset=charset,
            cte="8bit" if i % 3 else "quoted-printable",
            params="; format=flowed",
        )
        top = _top(
            rng,
            sender,
            [AGENTS[i % 3]],
            f"{prefix}: {topic}"
            if i % 4
            else encoded_word(f"{prefix}: {topic} – {lang}", "utf-8", "Q"),
            msgid(rng, "thunderbird.example"),
            [
                ("User-Agent", "Mozilla Thunderbird"),
                ("Content-Language", lang),
                ("In-Reply-To", msgid(rng, "example.org")),
                ("References", f"{msgid(rng, 'example.org')} {msgid(rng, 'example.org')}"),
            ],
        )
        yield Sample("thunderbird", f"thunderbird-{i:02d}-{lang}", message(top, part))
