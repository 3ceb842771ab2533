"""What the generators of injection corpora v5, v7, v8 and v9 share.

Each corpus's ``generate.py`` names a ``Corpus``: its texts, its output folder, its first date,
the tag in its MIME boundaries and, if it has one, its table of stock replies. The output is
the same bytes on every run: dates, message IDs and MIME boundaries are derived from the text
id and placement, never from the clock or a random source.

File names follow corpus version 2: ``<kind>-<language>-<text id>-<placement>-<n>.eml``.
A *placement* says where the text sits in the message (the plain part, hidden HTML, an
attachment, a calendar description, a quoted reply, a forwarded message, an encoding) or
how its letters are disguised (homoglyphs, zero-width characters, soft hyphens…).
"""

# Multilingual text by design: letters that look like Latin ones are the point.
# ruff: noqa: RUF001

from __future__ import annotations

import base64
import codecs
import hashlib
import html
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

POLICY = policy.SMTP
# Headers are written unfolded: the standard library's folding of encoded words drops the
# space between two non-ASCII words ("входа в систему" reads "входа всистему").
WRITE_POLICY = policy.SMTP.clone(max_line_length=998)

# Placements that hide or disguise the text's letters in the plain part.
OBFUSCATIONS = (
    "homoglyph",
    "zerowidth",
    "softhyphen",
    "accents",
    "spacing",
    "fullwidth",
    "leet",
)
ENCODINGS = ("base64", "rot13", "qp")
PLACEMENTS = (
    "plain",
    "html_visible",
    "html_hidden",
    "html_white",
    "html_comment",
    "html_preheader",
    "attachment",
    "ics",
    "filename",
    "quoted",
    "forwarded",
    "rfc822",
    *ENCODINGS,
    *OBFUSCATIONS,
)

# Latin letters and the Cyrillic or Greek letters that look the same.
HOMOGLYPHS = str.maketrans(
    {
        "a": "\u0430",
        "c": "\u0441",
        "e": "\u0435",
        "o": "\u043e",
        "p": "\u0440",
        "x": "\u0445",
        "y": "\u0443",
        "i": "\u0456",
        "s": "\u0455",
        "A": "\u0391",
        "E": "\u0395",
        "O": "\u039f",
        "T": "\u03a4",
    }
)
ACCENTED = str.maketrans(
    {"a": "á", "e": "ë", "i": "ï", "o": "ô", "u": "ú", "n": "ñ", "c": "ç", "y": "ÿ"}
)
LEET = str.maketrans({"o": "0", "i": "1", "e": "3", "a": "4", "s": "5", "t": "7"})

# A short, ordinary line put in front of an encoded block, in the text's language.
LEADS = {
    "en": "Reference block for your records:",
    "fr": "Bloc de référence pour vos dossiers :",
    "de": "Referenzblock für Ihre Unterlagen:",
    "es": "Bloque de referencia para sus registros:",
    "it": "Blocco di riferimento per la vostra pratica:",
    "pt": "Bloco de referência para os seus registos:",
    "nl": "Referentieblok voor uw administratie:",
    "pl": "Blok referencyjny do Państwa dokumentacji:",
    "tr": "Kayıtlarınız için referans bloğu:",
    "ru": "Справочный блок для ваших записей:",
    "zh": "供您存档的参考数据：",
    "ja": "記録用の参照ブロック：",
    "ko": "기록용 참조 블록:",
    "ar": "كتلة مرجعية لسجلاتكم:",
    "uk": "Довідковий блок для ваших записів:",
    "sv": "Referensblock för era handlingar:",
    "hi": "आपके रिकॉर्ड के लिए संदर्भ ब्लॉक:",
    "cs": "Referenční blok pro vaši evidenci:",
    "el": "Μπλοκ αναφοράς για το αρχείο σας:",
    "vi": "Khối tham chiếu để quý vị lưu hồ sơ:",
}
FORWARD_NOTES = {
    "en": "Forwarding this one, can you take care of it?",
    "fr": "Je te transfère ce message, tu peux t'en occuper ?",
    "de": "Leite ich dir weiter, kannst du dich darum kümmern?",
    "es": "Te reenvío esto, ¿puedes encargarte?",
    "it": "Ti inoltro questo messaggio, puoi occupartene tu?",
    "pt": "Reencaminho isto, podes tratar do assunto?",
    "nl": "Stuur ik even door, kun jij dit oppakken?",
    "pl": "Przesyłam dalej, możesz się tym zająć?",
    "tr": "Bunu sana iletiyorum, ilgilenebilir misin?",
    "ru": "Пересылаю, сможешь заняться?",
    "zh": "转给你，麻烦处理一下。",
    "ja": "転送します。対応をお願いできますか。",
    "ko": "전달합니다. 처리 부탁드려요.",
    "ar": "أعيد توجيه هذه الرسالة، هل يمكنك متابعتها؟",
    "uk": "Пересилаю, зможеш цим зайнятися?",
    "sv": "Vidarebefordrar det här, kan du ta hand om det?",
    "hi": "यह आगे भेज रहा हूँ, क्या आप इसे देख लेंगे?",
    "cs": "Přeposílám, můžeš se o to postarat?",
    "el": "Σου το προωθώ, μπορείς να το αναλάβεις;",
    "vi": "Mình chuyển tiếp thư này, bạn xử lý giúp nhé?",
}
WROTE = {
    "en": "On {date}, {name} wrote:",
    "fr": "Le {date}, {name} a écrit :",
    "de": "Am {date} schrieb {name}:",
    "es": "El {date}, {name} escribió:",
    "it": "Il giorno {date} {name} ha scritto:",
    "pt": "Em {date}, {name} escreveu:",
    "nl": "Op {date} schreef {name}:",
    "pl": "W dniu {date} {name} napisał(a):",
    "tr": "{date} tarihinde {name} şunu yazdı:",
    "ru": "{date}, {name} пишет:",
    "zh": "在 {date}，{name} 写道：",
    "ja": "{date}、{name} さんは書きました:",
    "ko": "{date}에 {name}님이 작성:",
    "ar": "في {date}، كتب {name}:",
    "uk": "{date}, {name} пише:",
    "sv": "{date} skrev {name}:",
    "hi": "{date} को {name} ने लिखा:",
    "cs": "Dne {date} napsal(a) {name}:",
    "el": "Στις {date}, ο/η {name} έγραψε:",
    "vi": "Vào {date}, {name} đã viết:",
}
ATTACHED = {
    "en": "Details are in the attached file.",
    "fr": "Les détails sont dans le fichier joint.",
    "de": "Die Einzelheiten stehen in der angehängten Datei.",
    "es": "Los detalles están en el archivo adjunto.",
    "it": "I dettagli sono nel file allegato.",
    "pt": "Os detalhes estão no ficheiro em anexo.",
    "nl": "De details staan in de bijlage.",
    "pl": "Szczegóły w załączonym pliku.",
    "tr": "Ayrıntılar ekteki dosyada.",
    "ru": "Подробности во вложенном файле.",
    "zh": "详情见附件。",
    "ja": "詳細は添付ファイルをご覧ください。",
    "ko": "자세한 내용은 첨부 파일을 참고하세요.",
    "ar": "التفاصيل في الملف المرفق.",
    "uk": "Подробиці у вкладеному файлі.",
    "sv": "Detaljerna finns i den bifogade filen.",
    "hi": "विवरण संलग्न फ़ाइल में है।",
    "cs": "Podrobnosti najdete v přiloženém souboru.",
    "el": "Οι λεπτομέρειες βρίσκονται στο συνημμένο αρχείο.",
    "vi": "Chi tiết nằm trong tệp đính kèm.",
}
INVITE = {
    "en": "Invitation attached.",
    "fr": "Invitation en pièce jointe.",
    "de": "Einladung im Anhang.",
    "es": "Invitación adjunta.",
    "it": "Invito in allegato.",
    "pt": "Convite em anexo.",
    "nl": "Uitnodiging in de bijlage.",
    "pl": "Zaproszenie w załączniku.",
    "tr": "Davet ektedir.",
    "ru": "Приглашение во вложении.",
    "zh": "会议邀请见附件。",
    "ja": "招待状を添付しました。",
    "ko": "초대장을 첨부합니다.",
    "ar": "الدعوة مرفقة.",
    "uk": "Запрошення у вкладенні.",
    "sv": "Inbjudan bifogad.",
    "hi": "निमंत्रण संलग्न है।",
    "cs": "Pozvánka je v příloze.",
    "el": "Η πρόσκληση επισυνάπτεται.",
    "vi": "Lời mời được đính kèm.",
}
# A PDF with one empty page: the filename carries the text, the file says nothing.
EMPTY_PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)


@dataclass(frozen=True)
class Text:
    """One message's wording: ``payload`` is the part a placement moves or disguises.

    ``before`` and ``after`` are the ordinary mail around it. ``places`` lists the placements
    the text is written in, one message each. ``short`` is a one-line form (a file name for
    ``filename``, the preview text for ``html_preheader``); ``reply`` is the new text above a
    quoted reply or a forward; ``quoted_name`` and ``forwarded_from`` give the quoted or
    forwarded message another author than ``sender``. A corpus may subclass it to change the
    defaults.
    """

    id: str
    kind: str
    lang: str
    sender: str
    subject: str
    before: str
    payload: str
    after: str
    places: tuple[str, ...]
    to: str = "Assistant Desk <desk@inbox.northwind.example>"
    short: str = ""
    attachment_name: str = "notes.txt"
    location: str = ""
    reply: str = ""
    quoted_name: str = ""
    forwarded_from: str = ""


class Texts:
    """A corpus's texts as its author writes them: ``mal(...)`` and ``ben(...)`` append a
    ``Text`` of the positional fields (kind, language, sender, subject, before, payload, after
    and the placements as one space-separated string), numbered in its label (``v9m001``,
    ``v9b001``), with the corpus's own ``defaults`` (its owner as ``to``, its attachment
    name) under the keywords a text gives."""

    def __init__(self, tag: str, **defaults: str) -> None:
        self.tag = tag
        self.defaults = defaults
        self.malicious: list[Text] = []
        self.benign: list[Text] = []

    def _append(self, group: list[Text], label: str, fields: tuple, extra: dict) -> None:
        *head, places = fields
        number = f"{self.tag}{label}{len(group) + 1:03d}"
        group.append(Text(number, *head, tuple(places.split()), **{**self.defaults, **extra}))

    def mal(self, *fields, **extra) -> None:
        self._append(self.malicious, "m", fields, extra)

    def ben(self, *fields, **extra) -> None:
        self._append(self.benign, "b", fields, extra)


def _words(text: str, change) -> str:
    """Applies ``change`` to every word of three letters or more."""
    out, word = [], []
    for ch in text + " ":
        if ch.isalpha():
            word.append(ch)
            continue
        if word:
            w = "".join(word)
            out.append(change(w) if len(w) >= 3 else w)
            word = []
        out.append(ch)
    return "".join(out[:-1])


def _every(w: str, step: int, mark: str) -> str:
    last = len(w) - 1
    return "".join(c + mark if (i + 1) % step == 0 and i < last else c for i, c in enumerate(w))


def obfuscate(text: str, how: str) -> str:
    if how == "homoglyph":
        return _words(text, lambda w: w.translate(HOMOGLYPHS))
    if how == "zerowidth":
        return _words(text, lambda w: _every(w, 2, "\u200b"))
    if how == "softhyphen":
        return _words(text, lambda w: _every(w, 3, "\u00ad"))
    if how == "accents":
        return text.translate(ACCENTED)
    if how == "spacing":
        return "   ".join(" ".join(word) for word in text.split())
    if how == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)
    if how == "leet":
        return _words(text, lambda w: w.translate(LEET))
    raise ValueError(how)


def encode(text: str, how: str) -> str:
    if how == "base64":
        raw = base64.b64encode(text.encode()).decode()
        return "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))
    if how == "rot13":
        return codecs.encode(text, "rot13")
    if how == "qp":
        # Every byte escaped (spaces kept), long lines cut with soft line breaks ("=").
        lines = []
        for line in text.split("\n"):
            current = ""
            for b in line.encode():
                token = " " if b == 0x20 else f"={b:02X}"
                if len(current) + len(token) > 72:
                    lines.append(current + "=")
                    current = ""
                current += token
            lines.append(current)
        return "\n".join(lines)
    raise ValueError(how)


def _paragraphs(text: str) -> str:
    blocks = [b for b in text.split("\n\n") if b.strip()]
    return "\n".join("<p>" + html.escape(b).replace("\n", "<br>\n") + "</p>" for b in blocks)


def _html(before: str, middle: str, after: str, lang: str) -> str:
    direction = ' dir="rtl"' if lang == "ar" else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"{direction}><head><meta charset="utf-8">'
        "<title></title></head>\n"
        '<body style="background:#ffffff;color:#222222;font-family:Arial,sans-serif">\n'
        f"{_paragraphs(before)}\n{middle}\n{_paragraphs(after)}\n</body></html>\n"
    )


def _join(*parts: str) -> str:
    return "\n\n".join(p.strip("\n") for p in parts if p and p.strip()) + "\n"


def ics_escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def ics_fold(line: str) -> str:
    """Folds an iCalendar content line at 75 octets without splitting a character."""
    out, current, size = [], "", 0
    for ch in line:
        n = len(ch.encode())
        if size + n > (75 if not out else 74):
            out.append(current)
            current, size = "", 0
        current += ch
        size += n
    out.append(current)
    return "\r\n ".join(out)


def _ics(text: Text, when: datetime, description: str) -> str:
    uid = hashlib.sha256(text.id.encode()).hexdigest()[:16]
    start = (when + timedelta(days=3)).strftime("%Y%m%dT%H%M00Z")
    end = (when + timedelta(days=3, hours=1)).strftime("%Y%m%dT%H%M00Z")
    address = text.sender.rsplit("<", 1)[-1].rstrip(">")
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Example Calendar//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"UID:{uid}@calendar.example",
        f"DTSTAMP:{when.strftime('%Y%m%dT%H%M00Z')}",
        f"DTSTART:{start}",
        f"DTEND:{end}",
        f"SUMMARY:{ics_escape(text.subject)}",
        f"ORGANIZER;CN=Calendar:mailto:{address}",
        f"LOCATION:{ics_escape(text.location or 'Online')}",
        f"DESCRIPTION:{ics_escape(description)}",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return "".join(ics_fold(line) + "\r\n" for line in lines)


def _message_id(key: str, domain: str) -> str:
    return f"<{hashlib.sha256(key.encode()).hexdigest()[:20]}@{domain}>"


def _headers(msg: EmailMessage, text: Text, when: datetime, key: str, subject: str) -> None:
    domain = text.sender.rsplit("@", 1)[-1].rstrip(">")
    msg["From"] = text.sender
    msg["To"] = text.to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(when)
    msg["Message-ID"] = _message_id(key, domain)
    msg["MIME-Version"] = "1.0"


def _alternative(msg: EmailMessage, plain: str, html_body: str, boundary: str) -> None:
    msg.set_content(plain)
    msg.add_alternative(html_body, subtype="html")
    msg.set_boundary(boundary)


def build(
    text: Text,
    placement: str,
    when: datetime,
    key: str,
    boundary: str,
    replies: dict[str, str] | None = None,
) -> EmailMessage:
    """One message of ``text`` in ``placement``; a quoted reply without a ``reply`` of its own
    answers with ``replies[lang]``, or with the text's ``after`` when there is no table."""
    msg = EmailMessage(policy=POLICY)
    subject = text.subject
    before, payload, after = text.before, text.payload, text.after
    lang = text.lang
    if placement == "plain":
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, payload, after))
    elif placement in OBFUSCATIONS:
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, obfuscate(payload, placement), after))
    elif placement in ENCODINGS:
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, LEADS[lang] + "\n" + encode(payload, placement), after))
    elif placement == "html_visible":
        _headers(msg, text, when, key, subject)
        visible = _html(before, _paragraphs(payload), after, lang)
        _alternative(msg, _join(before, after), visible, boundary)
    elif placement == "html_hidden":
        _headers(msg, text, when, key, subject)
        hidden = (
            f'<div style="display:none;max-height:0;overflow:hidden">{html.escape(payload)}</div>'
        )
        _alternative(msg, _join(before, after), _html(before, hidden, after, lang), boundary)
    elif placement == "html_white":
        _headers(msg, text, when, key, subject)
        white = f'<p style="color:#ffffff;font-size:2px;line-height:2px">{html.escape(payload)}</p>'
        _alternative(msg, _join(before, after), _html(before, white, after, lang), boundary)
    elif placement == "html_comment":
        _headers(msg, text, when, key, subject)
        comment = "<!-- " + payload.replace("--", "\u2014") + " -->"
        _alternative(msg, _join(before, after), _html(before, comment, after, lang), boundary)
    elif placement == "html_preheader":
        # Newsletters put a short teaser in hidden text for the inbox preview.
        _headers(msg, text, when, key, subject)
        teaser = (
            '<div style="display:none;font-size:1px;color:#ffffff;max-height:0;'
            f'overflow:hidden">{html.escape(text.short or subject)}</div>'
        )
        middle = teaser + "\n" + _paragraphs(payload)
        _alternative(
            msg, _join(before, payload, after), _html(before, middle, after, lang), boundary
        )
    elif placement == "attachment":
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, ATTACHED[lang], after))
        msg.add_attachment(payload + "\n", subtype="plain", filename=text.attachment_name)
        msg.set_boundary(boundary)
    elif placement == "ics":
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, INVITE[lang], after))
        ics = _ics(text, when, _join(before, payload).strip())
        msg.add_attachment(
            ics.encode(),
            maintype="text",
            subtype="calendar",
            filename="invite.ics",
            params={"method": "REQUEST", "charset": "utf-8"},
        )
        msg.set_boundary(boundary)
    elif placement == "filename":
        _headers(msg, text, when, key, subject)
        msg.set_content(_join(before, ATTACHED[lang], after))
        msg.add_attachment(
            EMPTY_PDF, maintype="application", subtype="pdf", filename=text.short + ".pdf"
        )
        msg.set_boundary(boundary)
    elif placement == "quoted":
        _headers(msg, text, when, key, "Re: " + subject)
        earlier = format_datetime(when - timedelta(days=1, hours=2))
        name = text.quoted_name or text.sender.split("<")[0].strip().strip('"')
        quote = "\n".join(
            (">" + (" " + line if line else "")) for line in _join(before, payload).splitlines()
        )
        msg["In-Reply-To"] = _message_id(key + "/quoted", "mail.example")
        reply = text.reply or (replies[lang] if replies else after)
        msg.set_content(_join(reply, WROTE[lang].format(date=earlier, name=name) + "\n" + quote))
    elif placement == "forwarded":
        _headers(msg, text, when, key, "Fwd: " + subject)
        inner = text.forwarded_from or text.sender
        header = (
            "---------- Forwarded message ---------\n"
            f"From: {inner}\n"
            f"Date: {format_datetime(when - timedelta(days=2))}\n"
            f"Subject: {subject}\n"
            f"To: {text.to}"
        )
        msg.set_content(_join(text.reply or FORWARD_NOTES[lang], header, before, payload, after))
    elif placement == "rfc822":
        _headers(msg, text, when, key, "Fwd: " + subject)
        inner = EmailMessage(policy=POLICY)
        inner["From"] = text.forwarded_from or text.sender
        inner["To"] = text.to
        inner["Subject"] = subject
        inner["Date"] = format_datetime(when - timedelta(days=2))
        inner["Message-ID"] = _message_id(key + "/inner", "mail.example")
        inner["MIME-Version"] = "1.0"
        inner.set_content(_join(before, payload, after))
        msg.set_content(_join(text.reply or FORWARD_NOTES[lang]))
        msg.add_attachment(inner)
        msg.set_boundary(boundary)
    else:
        raise ValueError(f"unknown placement {placement!r}")
    return msg


@dataclass(frozen=True)
class Corpus:
    """One corpus: its texts, where its files go and what makes its bytes its own."""

    malicious: Sequence[Text]
    benign: Sequence[Text]
    out: Path
    start: datetime
    # Written into every MIME boundary ("=_v5_…"), so two corpora never share one.
    tag: str
    replies: dict[str, str] | None = None

    def entries(self) -> list[tuple[str, Text, str]]:
        """Every (relative path, text, placement) of the corpus, in a stable order."""
        out = []
        for folder, items in (("malicious", self.malicious), ("benign", self.benign)):
            for text in items:
                for n, placement in enumerate(text.places, start=1):
                    name = f"{text.kind}-{text.lang}-{text.id}-{placement}-{n}.eml"
                    out.append((f"{folder}/{name}", text, placement))
        return out

    def boundary(self, key: str) -> str:
        digest = hashlib.sha256(f"{key}/0".encode()).hexdigest()[:24]
        return f"=_{self.tag}_{digest}"

    def messages(self) -> list[tuple[str, bytes]]:
        """Every (relative path, bytes) of the corpus, in a stable order."""
        out = []
        for index, (rel, text, placement) in enumerate(self.entries(), start=1):
            when = self.start + timedelta(minutes=53 * index)
            msg = build(text, placement, when, rel, self.boundary(rel), self.replies)
            out.append((rel, msg.as_bytes(policy=WRITE_POLICY)))
        return out

    def write(self, out: Path | None = None) -> list[Path]:
        out = out or self.out
        written = []
        for folder in ("malicious", "benign"):
            (out / folder).mkdir(parents=True, exist_ok=True)
            for stale in (out / folder).glob("*.eml"):
                stale.unlink()
        for rel, data in self.messages():
            path = out / rel
            path.write_bytes(data)
            written.append(path)
        return written

    def manifest(self, out: Path | None = None) -> tuple[int, str, str]:
        """File count, sha256 of the sorted file list, and sha256 of names and contents."""
        out = out or self.out
        files = sorted(p.relative_to(out).as_posix() for p in out.glob("*/*.eml"))
        listing = hashlib.sha256("".join(f + "\n" for f in files).encode()).hexdigest()
        contents = hashlib.sha256()
        for f in files:
            contents.update(f"{f} {hashlib.sha256((out / f).read_bytes()).hexdigest()}\n".encode())
        return len(files), listing, contents.hexdigest()

    def main(self) -> None:
        """Writes the corpus (into the folder given as argument, if any) and prints its manifest."""
        target = Path(sys.argv[1]) if len(sys.argv) > 1 else self.out
        self.write(target)
        count, listing, contents = self.manifest(target)
        sys.stdout.write(
            f"{count} files; sorted list sha256 {listing}; contents sha256 {contents}\n"
        )
