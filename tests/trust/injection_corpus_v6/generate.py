"""Write corpus v6 (training texts) from ``texts.py``.

``.venv/bin/python -m tests.trust.injection_corpus_v6.generate`` rewrites ``train/``.

Every byte of a message is derived from its file name and its text, so a second run writes
the same files. Headers are written here rather than by ``email.generator``: its folding
drops the space between encoded words in some scripts (Devanagari), which would change the
subject a reader sees. Bodies are UTF-8, quoted-printable when not ASCII.
"""

from __future__ import annotations

import base64
import codecs
import hashlib
import quopri
import sys
import textwrap
import zlib
from datetime import UTC, datetime, timedelta
from email.utils import encode_rfc2231, format_datetime
from pathlib import Path

from tests.trust.injection_corpus_v6 import texts

ROOT = Path(__file__).resolve().parent / "train"

LATIN = {"en", "es", "fr", "de", "it", "pt", "nl", "pl", "tr"}

# Placements of an injection; `_applies` says which a text can take.
MALICIOUS_PLACEMENTS = (
    "plain",
    "htmlhidden",
    "quoted",
    "attachment",
    "calendar",
    "forward",
    "htmlvisible",
    "base64",
    "homoglyph",
    "attached",
    "zerowidth",
    "filename",
    "htmlcomment",
    "rot13",
    "spacing",
    "pdf",
    "qp",
    "leet",
    "htmlattr",
)
# Shapes of a benign text: the same carriers, so a carrier alone says nothing.
BENIGN_PLACEMENTS = (
    "plain",
    "html",
    "quoted",
    "forward",
    "attachment",
    "htmlhidden",
    "calendar",
    "attached",
    "base64",
    "pdf",
)

# Cyrillic letters that look like Latin ones, and Latin ones that look Cyrillic (for Russian).
HOMOGLYPHS_LATIN = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "i": "\u0456",
    "x": "\u0445",
    "y": "\u0443",
}
HOMOGLYPHS_CYRILLIC = {
    "\u0430": "a",
    "\u0435": "e",
    "\u043e": "o",
    "\u0440": "p",
    "\u0441": "c",
    "\u0445": "x",
    "\u0443": "y",
}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
ZWSP = "\u200b"


def _digest(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


def _pick(seq, key: str, salt: str):
    return seq[int(_digest(key + salt)[:8], 16) % len(seq)]


def _encode_words(value: str) -> str:
    """RFC 2047 encoded words, cut on character boundaries, spaces kept inside the words."""
    if value.isascii():
        return value
    words, chunk = [], ""
    for ch in value:
        if len((chunk + ch).encode()) > 45:
            words.append(chunk)
            chunk = ""
        chunk += ch
    words.append(chunk)
    return " ".join("=?utf-8?b?" + base64.b64encode(w.encode()).decode() + "?=" for w in words)


def _address(name: str, address: str) -> str:
    if name.isascii():
        return f'"{name}" <{address}>'
    return f"{_encode_words(name)} <{address}>"


def _text_part(body: str, subtype: str = "plain") -> str:
    if body.isascii():
        return (
            f"Content-Type: text/{subtype}; charset=utf-8\n"
            "Content-Transfer-Encoding: 7bit\n\n" + body.rstrip("\n") + "\n"
        )
    if sum(ch.isascii() for ch in body) >= 0.8 * len(body):
        encoded = quopri.encodestring(body.encode()).decode()
        return (
            f"Content-Type: text/{subtype}; charset=utf-8\n"
            "Content-Transfer-Encoding: quoted-printable\n\n" + encoded.rstrip("\n") + "\n"
        )
    # Mostly non-Latin text: base64, as common mail clients send it.
    return (
        f"Content-Type: text/{subtype}; charset=utf-8\n"
        "Content-Transfer-Encoding: base64\n\n" + base64.encodebytes(body.encode()).decode()
    )


def _file_part(filename: str, content_type: str, data: bytes) -> str:
    if filename.isascii() and '"' not in filename:
        disposition = f'attachment; filename="{filename}"'
        ctype = f'{content_type}; name="{filename}"'
    else:
        disposition = "attachment; filename*=" + encode_rfc2231(filename, "utf-8")
        ctype = content_type
    b64 = base64.encodebytes(data).decode()
    return (
        f"Content-Type: {ctype}\nContent-Disposition: {disposition}\n"
        "Content-Transfer-Encoding: base64\n\n" + b64
    )


def _multipart(subtype: str, boundary: str, parts: list[str]) -> str:
    out = [f'Content-Type: multipart/{subtype}; boundary="{boundary}"\n\n']
    for part in parts:
        out.append(f"--{boundary}\n{part}\n")
    out.append(f"--{boundary}--\n")
    return "".join(out)


def _html(paragraphs: list[str], extra: str = "") -> str:
    body = "".join(f"<p>{_esc(p)}</p>\n" for p in paragraphs if p)
    return (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head>\n<body>\n'
        + body
        + extra
        + "</body></html>\n"
    )


def _esc(text: str, br: bool = True) -> str:
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("\n", "<br>") if br else text.replace('"', "&quot;")


def _pdf(text: str) -> bytes:
    """A one-page PDF whose content stream shows ``text`` (Latin-1) line by line."""
    lines = [line for raw in text.split("\n") for line in textwrap.wrap(raw, 90)]
    ops = ["BT", "/F1 10 Tf", "50 780 Td", "12 TL"]
    for line in lines:
        esc = line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        ops.append(f"({esc}) Tj T*")
    ops.append("ET")
    stream = zlib.compress("\n".join(ops).encode("latin-1"), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for n, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def _latin1_or(text: str, fallback: str) -> str:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return fallback
    return text


def _ics(summary: str, description: str, uid: str, start: datetime) -> bytes:
    def esc(value: str) -> str:
        return (
            value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")
        )

    def fold(line: str) -> str:
        out, cur = [], ""
        for ch in line:
            if len((cur + ch).encode()) > 73:
                out.append(cur)
                cur = " "
            cur += ch
        out.append(cur)
        return "\r\n".join(out)

    stamp = start.strftime("%Y%m%dT%H%M%SZ")
    end = (start + timedelta(minutes=45)).strftime("%Y%m%dT%H%M%SZ")
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Pylota corpus v6//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"UID:{uid}",
        f"DTSTAMP:{stamp}",
        f"DTSTART:{stamp}",
        f"DTEND:{end}",
        f"SUMMARY:{esc(summary)}",
        f"DESCRIPTION:{esc(description)}",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return ("\r\n".join(fold(line) for line in lines) + "\r\n").encode()


# --- obfuscations ---------------------------------------------------------------------


def _homoglyph(text: str, language: str) -> str:
    table = HOMOGLYPHS_CYRILLIC if language == "ru" else HOMOGLYPHS_LATIN
    return "".join(table.get(ch, ch) if n % 2 == 0 else ch for n, ch in enumerate(text))


def _zerowidth(text: str) -> str:
    out = []
    for word in text.split(" "):
        mid = max(1, len(word) // 2)
        out.append(word[:mid] + ZWSP + word[mid:] if len(word) > 2 else word)
    return " ".join(out)


def _spacing(text: str, language: str) -> str:
    words = text.split(" ")
    if language in ("zh", "ja"):
        return " ".join(" ".join(text[i : i + 12]) for i in range(0, len(text), 12))
    return " ".join(" ".join(w) if n % 3 == 0 and len(w) > 3 else w for n, w in enumerate(words))


def _leet(text: str) -> str:
    return "".join(LEET.get(ch, ch) if n % 2 == 0 else ch for n, ch in enumerate(text))


def _qp_fragment(text: str) -> str:
    return "".join(f"={b:02X}" if b != 0x20 else " " for b in text.encode())


# --- messages --------------------------------------------------------------------------


def _applies(placement: str, language: str, payload: str) -> bool:
    if placement in ("rot13", "leet"):
        return language in LATIN
    if placement == "homoglyph":
        return language in LATIN or language == "ru"
    if placement == "pdf":
        try:
            payload.encode("latin-1")
        except UnicodeEncodeError:
            return False
        return True
    if placement == "filename":
        return len(payload) <= 140 and "\n" not in payload
    return True


def placements_for(
    cursor: int, count: int, language: str, carried: str, pool
) -> tuple[list[str], int]:
    """The next ``count`` placements of the pool that the text can take, and the new cursor."""
    chosen: list[str] = []
    while len(chosen) < count:
        placement = pool[cursor % len(pool)]
        cursor += 1
        if placement not in chosen and _applies(placement, language, carried):
            chosen.append(placement)
    return chosen, cursor


def _headers(name: str, language: str, subject: str, sender, recipient) -> str:
    digest = _digest(name)
    when = datetime(2026, 1, 5, 8, 0, tzinfo=UTC) + timedelta(
        minutes=int(digest[:6], 16) % (300 * 24 * 60)
    )
    domain = sender[1].split("@")[1]
    return (
        f"Date: {format_datetime(when)}\n"
        f"From: {_address(*sender)}\n"
        f"To: {_address(*recipient)}\n"
        f"Subject: {_encode_words(subject)}\n"
        f"Message-ID: <v6.{digest[:20]}@{domain}>\n"
        f"Content-Language: {language}\n"
        "MIME-Version: 1.0\n"
    )


def _when(name: str) -> datetime:
    digest = _digest(name)
    return datetime(2026, 2, 2, 9, 0, tzinfo=UTC) + timedelta(days=int(digest[6:10], 16) % 280)


def build(name: str, language: str, text, payload: str | None, placement: str) -> bytes:
    """One message. ``payload`` is the injection (None for benign mail, whose body is the text)."""
    digest = _digest(name)
    people = texts.PEOPLE[language]
    sender = _pick(people, name, "from")
    recipient = _pick([p for p in people if p != sender], name, "to")
    lead, closing = text.lead, _pick(texts.CLOSINGS[language], name, "close")
    signature = f"{closing}\n{sender[0]}"
    boundary = f"=_v6_{digest[:24]}"
    inner = payload if payload is not None else text.body
    # The visible part of the message around the carried text.
    words = texts.WORDS[language]
    reply = text.reply or text.lead or words["fyi"]
    if not lead and placement not in ("plain", "html", "htmlhidden"):
        lead = words["fyi"]
    html: str | None = None
    attachments: list[str] = []
    plain = None

    if placement == "plain":
        plain = f"{lead}\n\n{inner}\n\n{signature}" if lead else f"{inner}\n\n{signature}"
    elif placement in ("homoglyph", "zerowidth", "spacing", "leet", "rot13", "base64", "qp"):
        if placement == "homoglyph":
            shown = _homoglyph(inner, language)
        elif placement == "zerowidth":
            shown = _zerowidth(inner)
        elif placement == "spacing":
            shown = _spacing(inner, language)
        elif placement == "leet":
            shown = _leet(inner)
        elif placement == "rot13":
            shown = f"{words['rot13']}\n{codecs.encode(inner, 'rot13')}"
        elif placement == "base64":
            shown = f"{words['ref']}\n" + base64.b64encode(inner.encode()).decode()
        else:
            shown = f"{words['ref']}\n{_qp_fragment(inner)}"
        plain = f"{lead}\n\n{shown}\n\n{signature}"
    elif placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in inner.split("\n"))
        other = _pick([p for p in people if p not in (sender,)], name, "quoted")
        plain = f"{reply}\n\n{signature}\n\n{words['wrote'].format(name=other[0])}\n{quoted}\n"
    elif placement == "forward":
        other = _pick([p for p in people if p not in (sender,)], name, "fwd")
        plain = (
            f"{reply}\n\n{signature}\n\n---------- {words['forwarded']} ----------\n"
            f"From: {other[0]} <{other[1]}>\nSubject: {text.subject}\n\n{inner}\n"
        )
    elif placement in ("htmlhidden", "htmlvisible", "htmlcomment", "htmlattr", "html"):
        if placement == "htmlvisible":
            plain = f"{lead}\n\n{signature}"
            html = _html([lead, inner, signature])
        elif placement == "html":
            plain = f"{lead}\n\n{inner}\n\n{signature}" if lead else f"{inner}\n\n{signature}"
            html = _html([lead, inner, signature])
        else:
            plain = f"{lead}\n\n{signature}"
            if placement == "htmlhidden" and payload is None:
                # A benign newsletter habit: a hidden preheader that repeats the opening.
                plain = f"{inner}\n\n{signature}"
                style = _pick(texts.HIDDEN_STYLES, name, "style")
                preheader = _esc(inner.split("\n")[0][:90])
                extra = f'<div style="{style}">{preheader}</div>\n'
                html = _html([inner, signature], extra)
            elif placement == "htmlhidden":
                style = _pick(texts.HIDDEN_STYLES, name, "style")
                extra = f'<div style="{style}">{_esc(inner)}</div>\n'
            elif placement == "htmlcomment":
                extra = f"<!-- {_esc(inner, br=False)} -->\n"
            else:
                extra = f'<img src="cid:logo" width="1" height="1" alt="{_esc(inner, br=False)}">\n'
            if html is None:
                html = _html([lead, signature], extra)
    elif placement in ("attachment", "pdf", "calendar", "attached", "filename"):
        plain = f"{lead}\n\n{signature}"
        if placement == "attachment":
            attachments.append(
                _file_part(words["notes"] + ".txt", "text/plain", (inner + "\n").encode())
            )
        elif placement == "pdf":
            attachments.append(_file_part(words["notes"] + ".pdf", "application/pdf", _pdf(inner)))
        elif placement == "calendar":
            ics = _ics(text.subject, inner, f"v6-{digest[:16]}@pylota.test", _when(name))
            attachments.append(_file_part("invite.ics", "text/calendar; method=REQUEST", ics))
        elif placement == "filename":
            stem = inner.replace("/", " ").replace("\\", " ").replace(":", " ").rstrip(". ")
            attachments.append(
                _file_part(stem + ".pdf", "application/pdf", _pdf(_latin1_or(lead, "1/1")))
            )
        else:
            other = _pick([p for p in people if p not in (sender,)], name, "att")
            inner_msg = _headers(
                name + "/inner", language, text.subject, other, sender
            ) + _text_part(inner)
            attachments.append(
                "Content-Type: message/rfc822\nContent-Disposition: attachment\n\n" + inner_msg
            )
    else:  # pragma: no cover - a typo in the placement tables
        raise ValueError(placement)

    body = _text_part(plain)
    if html is not None:
        body = _multipart("alternative", boundary + "a", [body, _text_part(html, "html")])
    if attachments:
        body = _multipart("mixed", boundary + "m", [body, *attachments])
    return (_headers(name, language, text.subject, sender, recipient) + body).encode()


def corpus() -> dict[str, bytes]:
    """Every file of the corpus, by its path under ``train/``."""
    out: dict[str, bytes] = {}
    for label, table, pool in (
        ("malicious", texts.MALICIOUS, MALICIOUS_PLACEMENTS),
        ("benign", texts.BENIGN, BENIGN_PLACEMENTS),
    ):
        cursor = 0
        running = 0
        for language, items in table.items():
            for index, text in enumerate(items):
                text_id = f"{language}{label[0]}{index + 1:02d}"
                carried = text.payload if label == "malicious" else text.body
                # Three texts in five get two messages.
                count = 2 if running % 5 in (0, 2, 3) else 1
                running += 1
                chosen, cursor = placements_for(cursor, count, language, carried, pool)
                for n, placement in enumerate(chosen, 1):
                    name = f"{text.kind}-{language}-{text_id}-{placement}-{n}.eml"
                    payload = text.payload if label == "malicious" else None
                    out[f"{label}/{name}"] = build(name, language, text, payload, placement)
    return out


def digest(files: dict[str, bytes]) -> str:
    """sha256 of ``sha256sum`` lines of the sorted file list (``./malicious/…``)."""
    lines = "".join(
        f"{hashlib.sha256(data).hexdigest()}  ./{name}\n" for name, data in sorted(files.items())
    )
    return hashlib.sha256(lines.encode()).hexdigest()


def summary(files: dict[str, bytes]) -> str:
    """The README's tables: texts and files per language, files per kind and placement."""
    fields = [(name.split("/")[0], *name.split("/")[1].split("-")) for name in files]
    languages = list(texts.MALICIOUS)
    rows = ["| language | malicious texts | malicious files | benign texts | benign files |"]
    rows.append("|---|---|---|---|---|")
    for lang in [*languages, "all"]:
        cells = []
        for label in ("malicious", "benign"):
            mine = [f for f in fields if f[0] == label and (lang == "all" or f[2] == lang)]
            cells += [str(len({f[3] for f in mine})), str(len(mine))]
        rows.append(f"| {lang} | " + " | ".join(cells) + " |")
    out = "\n".join(rows) + "\n"
    for label, column in (("malicious", 1), ("benign", 1), ("malicious", 4), ("benign", 4)):
        counts: dict[str, int] = {}
        for f in fields:
            if f[0] == label:
                counts[f[column]] = counts.get(f[column], 0) + 1
        title = "kind" if column == 1 else "placement"
        cells = ", ".join(f"{key} {n}" for key, n in sorted(counts.items()))
        out += f"\n{label} files by {title}: {cells}.\n"
    return out


def main() -> None:
    files = corpus()
    for label in ("malicious", "benign"):
        folder = ROOT / label
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob("*.eml"):
            if f"{label}/{old.name}" not in files:
                old.unlink()
    for rel, data in files.items():
        (ROOT / rel).write_bytes(data)
    sys.stdout.write(f"wrote {len(files)} messages under {ROOT}\n")
    sys.stdout.write(summary(files) + f"\nsha256 of the sorted file list: {digest(files)}\n")


if __name__ == "__main__":
    main()
