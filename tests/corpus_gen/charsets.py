# ruff: noqa: E501, RUF001
# Corpus data: long literal lines and deliberately non-ASCII punctuation.
"""Charsets, RFC 6532 (SMTPUTF8) headers and attachment file names."""

from __future__ import annotations

import base64
from urllib.parse import quote

from tests.corpus_gen.build import Part, addr, encoded_word, message, multi, pdf, qp, text_part
from tests.corpus_gen.common import AGENTS, PEOPLE, Sample, Samples, date_for, msgid, rng_for

TEXTS = {
    "iso-8859-1": (
        "Café à la carte",
        "Voilà: le résumé de la réunion. Ça marche très bien, merci!",
    ),
    "iso-8859-15": ("Prix en €", "Le prix est de 15 € (quinze euros), œuvre complète."),
    "windows-1252": ("“Smart” quotes — dash", "He said “hello” – and left… Price: 20€."),
    "koi8-r": ("Отчёт за март", "Привет! Отчёт за март во вложении. С уважением, Надя."),
    "shift_jis": ("会議の議事録", "お疲れ様です。会議の議事録を送ります。よろしくお願いします。"),
    "iso-2022-jp": ("打ち合わせの件", "来週の打ち合わせの件でご連絡します。"),
    "gb2312": ("季度报告", "你好，附件是第一季度的报告，请查收。"),
    "big5": ("季度報告", "你好，附件是第一季度的報告，請查收。"),
    "euc-kr": ("회의 안내", "안녕하세요. 다음 주 회의 일정을 안내드립니다."),
    "utf-8": (
        "Grüße aus Zürich 🇨🇭",
        "Hallo! Grüße aus Zürich, Ελληνικά, עברית, العربية, 日本語 🙂",
    ),
    "iso-8859-2": ("Zażółć gęślą jaźń", "Dzień dobry, przesyłam sprawozdanie. Pozdrawiam, Łukasz."),
    "windows-1251": ("Счёт №42", "Добрый день! Во вложении счёт №42."),
    "iso-8859-7": ("Αναφορά", "Καλημέρα, επισυνάπτω την αναφορά."),
    "utf-16": ("UTF-16 body", "Text in UTF-16 with a byte order mark: Ünïcödé."),
}


def _name_charset(name: str, charset: str) -> str:
    try:
        name.encode(charset)
    except UnicodeEncodeError:
        return "utf-8"
    return charset


def charsets() -> Samples:
    n = 0
    for charset, (subject, body) in TEXTS.items():
        for variant in range(3):
            rng = rng_for(f"charset-{charset}-{variant}")
            sender = PEOPLE[n % len(PEOPLE)]
            n += 1
            mode = "B" if variant != 1 else "Q"
            subj_charset = charset if charset != "utf-16" else "utf-8"
            cte = ["base64", "quoted-printable", "8bit"][variant]
            if charset == "iso-2022-jp":
                cte = "7bit"
            if charset == "utf-16":
                cte = "base64"
            raw = (body + "\n").encode(charset)
            payload = {"base64": base64.encodebytes(raw), "quoted-printable": qp(raw)}.get(cte, raw)
            part = Part(
                [
                    (
                        "Content-Type",
                        f"text/plain; charset={charset if variant != 2 else charset.upper()}",
                    ),
                    ("Content-Transfer-Encoding", cte),
                ],
                payload,
            )
            top = [
                (
                    "From",
                    addr(
                        sender.name,
                        sender.email,
                        _name_charset(sender.name, subj_charset) if variant == 0 else None,
                    ),
                ),
                ("To", AGENTS[0].email),
                ("Subject", encoded_word(subject, subj_charset, mode)),
                ("Date", date_for(rng)),
                ("Message-ID", msgid(rng, "charsets.example")),
                ("MIME-Version", "1.0"),
            ]
            yield Sample("charset", f"charset-{charset}-{variant}", message(top, part))
    # Mislabelled and unlabelled bodies go through the fallbacks.
    cases = [
        (
            "utf8-labelled-latin1",
            "text/plain; charset=utf-8",
            "Résumé für Müller".encode("latin-1"),
        ),
        ("latin1-labelled-ascii", "text/plain; charset=us-ascii", "Déjà vu".encode("cp1252")),
        ("unknown-charset", "text/plain; charset=x-unknown-42", b"Plain ASCII text\n"),
        ("unknown-charset-8bit", "text/plain; charset=klingon", "naïve café".encode()),
        ("no-charset-utf8", "text/plain", "No charset but UTF-8: ✓ déjà".encode()),
        (
            "quoted-charset",
            'text/plain; charset="ISO-8859-1"',
            "Quoted label: ça".encode("latin-1"),
        ),
        (
            "charset-with-spaces",
            "text/plain; charset= utf-8 ",
            "Spaces around the label ✓".encode(),
        ),
        (
            "html-charset",
            "text/html; charset=windows-1252",
            "<p>Smart “quotes” in HTML – ok</p>".encode("cp1252"),
        ),
        ("unicode-escape-label", "text/plain; charset=unicode_escape", b"Not \\u0041 an escape\n"),
        ("gbk-label", "text/plain; charset=GBK", "简体中文内容".encode("gbk")),
    ]
    for name, ctype, raw in cases:
        rng = rng_for(name)
        part = Part([("Content-Type", ctype), ("Content-Transfer-Encoding", "8bit")], raw)
        top = [
            ("From", PEOPLE[2].email),
            ("To", AGENTS[0].email),
            ("Subject", name),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "charsets.example")),
        ]
        yield Sample("charset", f"charset-{name}", message(top, part))


def smtputf8() -> Samples:
    cases = [
        ("Jörg Müller", "jörg@müller.test", "Grüße aus München"),
        ("山田太郎", "山田@例え.テスト", "会議の件"),
        ("Σοφία", "σοφία@παράδειγμα.test", "Καλημέρα"),
        ("Ana", "ana@example.com", "Olá, tudo bem? Ação necessária"),
        ("Δημήτρης Παπαδόπουλος", "dimitris@EXAMPLE.gr.test", "Σύσκεψη"),
        ("Иван", "иван@пример.test", "Привет"),
        ("Zoë", "zoë@example.org", "Naïve question"),
        ("אבי", "avi@example.co.il.test", "שלום"),
        ("Kofi", "kofi@Example.ORG", "Mixed case domain"),
        ("李雷", "li.lei@xn--fsqu00a.xn--0zwm56d", "Punycode domain"),
    ]
    for i, (name, email, subject) in enumerate(cases):
        rng = rng_for(f"smtputf8-{i}")
        raw = (
            f'From: {name} <{email}>\r\nTo: {AGENTS[0].name} <{AGENTS[0].email}>, "Ü Group" <über@gruppe.test>\r\n'
            f"Subject: {subject}\r\nDate: {date_for(rng)}\r\nMessage-ID: <{i}.ñ@mail.test>\r\nMIME-Version: 1.0\r\n"
            f"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{subject}.\r\n— {name}\r\n"
        ).encode()
        yield Sample("smtputf8", f"smtputf8-{i:02d}", raw)


def filenames() -> Samples:
    data = pdf("names")
    cases: list[tuple[str, list[tuple[str, str]]]] = [
        (
            "rfc2231-utf8",
            [
                ("Content-Type", "application/pdf"),
                (
                    "Content-Disposition",
                    "attachment; filename*=UTF-8''%C3%9Cberblick%20M%C3%A4rz.pdf",
                ),
            ],
        ),
        (
            "rfc2231-continuation",
            [
                ("Content-Type", "application/pdf"),
                (
                    "Content-Disposition",
                    "attachment;\n filename*0*=UTF-8''Sehr%20langer%20Dateiname%20f%C3%BCr%20;\n filename*1*=den%20Bericht%20%C3%BCber%20das%20;\n filename*2=Quartal.pdf",
                ),
            ],
        ),
        (
            "rfc2231-latin1-lang",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", "attachment; filename*=iso-8859-1'fr'r%E9sum%E9.pdf"),
            ],
        ),
        (
            "rfc2047-name",
            [
                ("Content-Type", f'application/pdf; name="{encoded_word("Prüfbericht 2024.pdf")}"'),
                (
                    "Content-Disposition",
                    f'attachment; filename="{encoded_word("Prüfbericht 2024.pdf")}"',
                ),
            ],
        ),
        (
            "rfc2047-q-name",
            [
                ("Content-Type", "application/pdf"),
                (
                    "Content-Disposition",
                    f'attachment; filename="{encoded_word("café menu.pdf", "iso-8859-1", "Q")}"',
                ),
            ],
        ),
        ("name-param-only", [("Content-Type", 'application/pdf; name="only-in-content-type.pdf"')]),
        ("no-name", [("Content-Type", "application/pdf"), ("Content-Disposition", "attachment")]),
        (
            "path-traversal",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", 'attachment; filename="../../etc/passwd"'),
            ],
        ),
        (
            "windows-path",
            [
                ("Content-Type", "application/pdf"),
                (
                    "Content-Disposition",
                    'attachment; filename="C:\\\\Users\\\\bob\\\\Desktop\\\\report.pdf"',
                ),
            ],
        ),
        (
            "rtl-override",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", f"attachment; filename*=UTF-8''{quote('invoice‮fdp.exe')}"),
            ],
        ),
        (
            "control-chars",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", "attachment; filename*=UTF-8''bad%00name%0A%07.pdf"),
            ],
        ),
        (
            "very-long",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", f'attachment; filename="{"x" * 300}.pdf"'),
            ],
        ),
        (
            "reserved-chars",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", 'attachment; filename="what?: <a>|b*.pdf"'),
            ],
        ),
        (
            "dots-only",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", 'attachment; filename=".."'),
            ],
        ),
        (
            "unquoted-spaces",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", "attachment; filename=Annual Report 2024.pdf"),
            ],
        ),
        (
            "raw-utf8-name",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", 'attachment; filename="Übersicht.pdf"'),
            ],
        ),
        (
            "emoji-name",
            [
                ("Content-Type", "application/pdf"),
                (
                    "Content-Disposition",
                    f"attachment; filename*=utf-8''{quote('🎉 party plan.pdf')}",
                ),
            ],
        ),
        (
            "hidden-dotfile",
            [
                ("Content-Type", "text/plain"),
                ("Content-Disposition", 'attachment; filename=".bashrc"'),
            ],
        ),
        (
            "inline-with-name",
            [
                ("Content-Type", "application/pdf"),
                ("Content-Disposition", 'inline; filename="shown-inline.pdf"'),
            ],
        ),
        (
            "mixed-case-header",
            [
                ("content-type", "Application/PDF"),
                ("CONTENT-DISPOSITION", 'ATTACHMENT; FILENAME="UPPER.PDF"'),
            ],
        ),
    ]
    for i, (name, headers) in enumerate(cases):
        rng = rng_for(f"filename-{name}")
        body = (
            data if headers[0][1].lower().startswith("application/pdf") else b"export PATH=$PATH\n"
        )
        att = Part([*headers, ("Content-Transfer-Encoding", "base64")], base64.encodebytes(body))
        root = multi(
            "mixed",
            [text_part(f"Attachment case: {name}\n", charset="us-ascii", cte="7bit"), att],
            f"fn_{i:03d}",
        )
        top = [
            ("From", addr(PEOPLE[i].name, PEOPLE[i].email)),
            ("To", AGENTS[2].email),
            ("Subject", f"File: {name}"),
            ("Date", date_for(rng)),
            ("Message-ID", msgid(rng, "files.example")),
            ("MIME-Version", "1.0"),
        ]
        yield Sample("filename", f"filename-{name}", message(top, root))
