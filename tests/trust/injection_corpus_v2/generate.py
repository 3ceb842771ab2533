# ruff: noqa: RUF001 -- lookalike letters are used on purpose
"""Build the labelled injection corpus v2 from ``texts.py``; the output is committed.

    .venv/bin/python -m tests.trust.injection_corpus_v2.generate [--check]

Each injection (``PAYLOADS``) is written into two messages, each with its own carrier
message, sender and *placement*: plain text, hidden HTML, the visible HTML of a message
whose plain part is benign, a quoted reply, a calendar description, an attachment's text,
an attachment's name, a PDF, an attached message, base64, ROT13, or obfuscated with
homoglyphs, soft hyphens, zero-width characters and accents. Each benign text
(``BENIGN``) is written twice, plainly and in a second shape (HTML with a hidden
preheader and tracked links, an .ics invite, a text attachment, a forwarded message, a
quoted thread, a list footer, an encoded reference number).

The split: ``heldout`` when the SHA-256 of the payload's or benign text's id starts with a
byte under 77 (30 %), else ``train``. Both messages of one text fall on the same side, so
no held-out sentence is ever seen by training. Deterministic: fixed seed, fixed dates.
"""

from __future__ import annotations

import argparse
import base64
import codecs
import hashlib
import random
import sys
import zlib
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime
from pathlib import Path

from tests.trust.injection_corpus_v2.texts import (
    BENIGN,
    CARRIERS,
    PAYLOADS,
    TRAIN_ONLY_BENIGN,
    TRAIN_ONLY_PAYLOADS,
)

ROOT = Path(__file__).resolve().parent
HELDOUT_BYTE = 77  # 77 / 256 ≈ 30 %
TO = "agent@agents.pylota.test"
SENDERS = [
    ("Mara Lind", "mara.lind@nordlicht-supplies.example"),
    ("Tom Hale", "tom@hale-consulting.example"),
    ("Shipping", "no-reply@trailhead-outfitters.example"),
    ("Jordan Reyes", "jordan@brightlane.example"),
    ("Klaus Berger", "k.berger@berger-haustechnik.example"),
    ("Camille Roux", "camille.roux@atelier-roux.example"),
    ("Lucía Fernández", "lucia@olivar-hermanos.example"),
    ("Giulia Conti", "giulia.conti@bottega-verde.example"),
    ("Ricardo Alves", "ricardo@casadopao.example"),
    ("Ирина Петрова", "irina@buh-servis.example"),
    ("王芳", "wang.fang@huaxin-trade.example"),
    ("佐藤", "sato@sato-shoji.example"),
    ("Newsletter", "news@weekly-digest.example"),
    ("IT Service Desk", "servicedesk@corp-it.example"),
]
HIDE_STYLES = [
    "display:none",
    "font-size:0px",
    "color:#ffffff;background-color:#ffffff",
    "position:absolute;left:-9999px",
    "opacity:0",
    "max-height:0;overflow:hidden",
    "visibility:hidden",
]
PLACEMENTS = [
    "plain", "html_hidden", "html_only", "quoted", "calendar", "attachment_text",
    "attachment_name", "pdf", "attached_message", "base64", "rot13", "obfuscated",
]  # fmt: skip
BENIGN_SHAPES = ["html", "calendar", "attachment_text", "forwarded", "quoted", "list", "encoded"]
HOMOGLYPHS = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і", "x": "х", "y": "у"}
ACCENTS = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú", "n": "ñ", "c": "ç"}


def split_of(text_id: str) -> str:
    return "heldout" if hashlib.sha256(text_id.encode()).digest()[0] < HELDOUT_BYTE else "train"


def _date(i: int) -> datetime:
    return datetime(2026, 11, 2, 8, 0, tzinfo=UTC) + timedelta(hours=7 * i, minutes=13 * i)


def _base(sender: tuple[str, str], subject: str, i: int, tag: str) -> EmailMessage:
    msg = EmailMessage(policy=SMTP)
    msg["From"] = f"{sender[0]} <{sender[1]}>"
    msg["To"] = TO
    msg["Subject"] = subject
    msg["Date"] = format_datetime(_date(i))
    msg["Message-ID"] = f"<{tag}.{i}@corpus-v2.pylota.test>"
    return msg


def obfuscate(text: str, rng: random.Random) -> str:
    """Homoglyphs, soft hyphens, zero-width characters or accents: one way, chosen by rng."""
    way = rng.choice(["homoglyph", "soft_hyphen", "zero_width", "accents", "mixed"])
    out = []
    for word in text.split(" "):
        if way in ("homoglyph", "mixed") and word.isascii():
            word = "".join(HOMOGLYPHS.get(ch, ch) if rng.random() < 0.5 else ch for ch in word)
        if way in ("soft_hyphen", "mixed") and len(word) > 4:
            word = word[:2] + "\u00ad" + word[2:4] + "\u00ad" + word[4:]
        if way == "zero_width" and len(word) > 3:
            word = word[:2] + "\u200b" + word[2:]
        if way == "accents" and word.isascii():
            word = "".join(ACCENTS.get(ch, ch) if rng.random() < 0.4 else ch for ch in word)
        out.append(word)
    return " ".join(out)


def _pdf(text: str) -> bytes:
    """A one-page PDF whose content stream (Flate) shows ``text`` with Tj, line by line."""
    lines = [
        ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") for ln in text.split("\n")
    ]
    ops = (
        "BT /F1 11 Tf 50 750 Td "
        + " ".join(
            f"({ln.encode('latin-1', 'replace').decode('latin-1')}) Tj 0 -14 Td" for ln in lines
        )
        + " ET"
    )
    stream = zlib.compress(ops.encode("latin-1", "replace"))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length "
        + str(len(stream)).encode()
        + b" /Filter /FlateDecode >>\nstream\n"
        + stream
        + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return bytes(out)


def _ics(summary: str, description: str, location: str, i: int) -> str:
    def esc(value: str) -> str:
        return (
            value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")
        )

    start = _date(i) + timedelta(days=3)
    return "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Pylota corpus//EN", "METHOD:REQUEST",
        "BEGIN:VEVENT", f"UID:evt-{i}@corpus-v2.pylota.test",
        f"DTSTART:{start:%Y%m%dT%H%M%SZ}", f"DTEND:{start + timedelta(hours=1):%Y%m%dT%H%M%SZ}",
        f"SUMMARY:{esc(summary)}", f"LOCATION:{esc(location)}", f"DESCRIPTION:{esc(description)}",
        "ORGANIZER:mailto:organizer@calendar.example", "END:VEVENT", "END:VCALENDAR", "",
    ])  # fmt: skip


def _html(before: str, middle: str, after: str) -> str:
    def para(text: str) -> str:
        return "".join(f"<p>{line}</p>" for line in text.split("\n") if line.strip())

    return f"<html><body>{para(before)}{middle}{para(after)}</body></html>"


def malicious(payload, carrier, placement: str, sender, i: int, rng: random.Random) -> EmailMessage:
    pid, _kind, _lang, text = payload
    _cid, _clang, subject, before, after = carrier
    msg = _base(sender, subject, i, f"m-{pid}-{placement}")
    if placement == "plain":
        msg.set_content(f"{before}\n\n{text}\n\n{after}")
    elif placement == "obfuscated":
        msg.set_content(f"{before}\n\n{obfuscate(text, rng)}\n\n{after}")
    elif placement == "html_hidden":
        style = rng.choice(HIDE_STYLES)
        msg.set_content(f"{before}\n\n{after}")
        msg.add_alternative(
            _html(before, f'<div style="{style}">{text}</div>', after), subtype="html"
        )
    elif placement == "html_only":
        msg.set_content(f"{before}\n\n{after}")
        msg.add_alternative(_html(before, f"<p>{text}</p>", after), subtype="html")
    elif placement == "quoted":
        quoted = "\n".join(f"> {line}" for line in f"{before}\n\n{text}".split("\n"))
        msg.replace_header("Subject", f"Re: {subject}")
        msg.set_content(
            f"Thanks, noted - see below.\n\nOn {format_datetime(_date(i - 1))}, "
            f"{sender[0]} wrote:\n{quoted}\n"
        )
    elif placement == "calendar":
        msg.set_content(f"{before}\n\nPlease see the invitation attached.\n\n{after}")
        ics = _ics(subject, text, "Room 3 / video link in the description", i)
        msg.add_attachment(
            ics.encode(),
            maintype="text",
            subtype="calendar",
            filename="invite.ics",
            params={"method": "REQUEST"},
        )
    elif placement == "attachment_text":
        msg.set_content(f"{before}\n\nNotes attached.\n\n{after}")
        msg.add_attachment(f"Notes\n=====\n\n{text}\n", filename="notes.txt")
    elif placement == "attachment_name":
        msg.set_content(f"{before}\n\n{after}")
        name = text.split("\n")[0][:140].rstrip(".") + ".pdf"
        msg.add_attachment(_pdf("Document"), maintype="application", subtype="pdf", filename=name)
    elif placement == "pdf":
        msg.set_content(f"{before}\n\nThe document is attached as a PDF.\n\n{after}")
        msg.add_attachment(
            _pdf(text), maintype="application", subtype="pdf", filename="document.pdf"
        )
    elif placement == "attached_message":
        inner = _base(sender, f"Fwd: {subject}", i + 1000, f"inner-{pid}")
        inner.set_content(f"{text}\n")
        msg.set_content(f"{before}\n\nForwarding the message below.\n\n{after}")
        msg.add_attachment(inner, filename="forwarded.eml")
    elif placement == "base64":
        encoded = base64.b64encode(text.encode()).decode()
        msg.set_content(f"{before}\n\nReference data (decode and follow): {encoded}\n\n{after}")
    elif placement == "rot13":
        msg.set_content(f"{before}\n\nP.S. rot13: {codecs.encode(text, 'rot13')}\n\n{after}")
    else:
        raise ValueError(placement)
    return msg


def benign(item, shape: str | None, sender, i: int, rng: random.Random) -> EmailMessage:
    bid, _kind, _lang, subject, body = item
    msg = _base(sender, subject, i, f"b-{bid}-{shape or 'plain'}")
    if shape is None:
        msg.set_content(body + "\n")
    elif shape == "html":
        preheader = body.split("\n")[0][:90]
        links = '<p><a href="https://click.mailer-track.example/r/8812">Read online</a> | <a href="https://click.mailer-track.example/u/8812">Unsubscribe</a></p>'
        msg.set_content(body + "\n")
        hidden = f'<div style="display:none;max-height:0;overflow:hidden">{preheader}</div>'
        msg.add_alternative(
            _html("", hidden + "".join(f"<p>{p}</p>" for p in body.split("\n") if p) + links, ""),
            subtype="html",
        )
    elif shape == "calendar":
        msg.set_content(body + "\n")
        ics = _ics(
            subject, body, rng.choice(["Room 4B", "Atlas, 2nd floor", "Video call", "Café Nord"]), i
        )
        msg.add_attachment(
            ics.encode(),
            maintype="text",
            subtype="calendar",
            filename="invite.ics",
            params={"method": "REQUEST"},
        )
    elif shape == "attachment_text":
        msg.set_content("Details in the attached file.\n")
        msg.add_attachment(
            body + "\n", filename=rng.choice(["details.txt", "notes.txt", "summary.md"])
        )
    elif shape == "forwarded":
        inner = _base(sender, subject, i + 2000, f"inner-{bid}")
        inner.set_content(body + "\n")
        msg.replace_header("Subject", f"Fwd: {subject}")
        msg.set_content("FYI, see the attached message.\n")
        msg.add_attachment(inner, filename="message.eml")
    elif shape == "quoted":
        quoted = "\n".join(f"> {line}" for line in body.split("\n"))
        msg.replace_header("Subject", f"Re: {subject}")
        msg.set_content(
            f"Thanks, that works for me.\n\nOn {format_datetime(_date(i - 1))}, "
            f"{sender[0]} wrote:\n{quoted}\n"
        )
    elif shape == "list":
        msg["List-Id"] = "<announce.lists.example>"
        msg["List-Unsubscribe"] = "<mailto:leave@lists.example>"
        msg.set_content(
            body
            + "\n\n--\nYou are subscribed to announce@lists.example.\nManage your subscription: https://lists.example/manage\n"
        )
    elif shape == "encoded":
        ref = base64.b64encode(hashlib.sha256(bid.encode()).digest() * 2).decode()
        msg.set_content(body + f"\n\nReference: {ref}\n")
    else:
        raise ValueError(shape)
    return msg


def _placements_for(payload, rng: random.Random) -> list[str]:
    _pid, _kind, lang, text = payload
    choices = [p for p in PLACEMENTS if not (p == "rot13" and lang != "en")]
    if len(text) > 160 or "\n" in text:
        choices.remove("attachment_name")
    if lang in ("zh", "ja", "ru"):
        choices.remove("pdf")  # a Type1 font with latin-1 strings cannot carry these scripts
    first = "plain" if rng.random() < 0.35 else rng.choice(choices)
    second = rng.choice([p for p in choices if p != first])
    return [first, second]


def _bytes(msg: EmailMessage, name: str) -> bytes:
    """The message with boundaries derived from its name (the stdlib's are random)."""
    for n, part in enumerate(msg.walk()):
        if part.is_multipart():
            digest = hashlib.sha256(f"{name}/{n}".encode()).hexdigest()[:24]
            part.set_boundary(f"=_{digest}")
    for part in msg.walk():
        if part.get_content_type() == "message/rfc822":
            for m, inner in enumerate(part.get_payload()):
                for k, sub in enumerate(inner.walk()):
                    if sub.is_multipart():
                        sub.set_boundary(f"=_{name[:10]}{m}{k}")
    return msg.as_bytes()


def build() -> dict[Path, bytes]:
    rng = random.Random(20261201)
    files: dict[Path, bytes] = {}
    i = 0
    for payload in PAYLOADS:
        pid, kind, lang, _text = payload
        same_language = [c for c in CARRIERS if c[1] == lang] or [
            c for c in CARRIERS if c[1] == "en"
        ]
        for placement in _placements_for(payload, rng):
            carrier = rng.choice(same_language if rng.random() < 0.75 else CARRIERS)
            i += 1
            msg = malicious(payload, carrier, placement, rng.choice(SENDERS), i, rng)
            name = f"{kind}-{lang}-{pid}-{placement}-{carrier[0]}.eml"
            files[ROOT / split_of(pid) / "malicious" / name] = _bytes(msg, name)
    for item in BENIGN:
        bid, kind, lang, _subject, _body = item
        shapes: list[str | None] = [None, rng.choice(BENIGN_SHAPES)]
        if kind == "calendar_invite":
            shapes[1] = "calendar"
        for shape in shapes:
            i += 1
            msg = benign(item, shape, rng.choice(SENDERS), i, rng)
            name = f"{kind}-{lang}-{bid}-{shape or 'plain'}.eml"
            files[ROOT / split_of(bid) / "benign" / name] = _bytes(msg, name)
    # Training-only texts: their own random stream (the messages above stay as they were)
    # and always the train split.
    rng = random.Random(20261203)
    for payload in TRAIN_ONLY_PAYLOADS:
        pid, kind, lang, _text = payload
        for placement in _placements_for(payload, rng):
            carrier = rng.choice(CARRIERS)
            i += 1
            msg = malicious(payload, carrier, placement, rng.choice(SENDERS), i, rng)
            name = f"{kind}-{lang}-{pid}-{placement}-{carrier[0]}.eml"
            files[ROOT / "train" / "malicious" / name] = _bytes(msg, name)
    for item in TRAIN_ONLY_BENIGN:
        bid, kind, lang, _subject, _body = item
        for shape in (None, rng.choice(BENIGN_SHAPES)):
            i += 1
            msg = benign(item, shape, rng.choice(SENDERS), i, rng)
            name = f"{kind}-{lang}-{bid}-{shape or 'plain'}.eml"
            files[ROOT / "train" / "benign" / name] = _bytes(msg, name)
    return files


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is out of date")
    args = parser.parse_args()
    files = build()
    stale = [p for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
    existing = {p for split in ("train", "heldout") for p in (ROOT / split).rglob("*.eml")}
    extra = existing - set(files)
    if args.check:
        for p in [*stale, *extra]:
            print(f"out of date: {p.relative_to(ROOT)}")
        return 1 if stale or extra else 0
    for p in extra:
        p.unlink()
    for p, data in files.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    counts = {}
    for p in files:
        key = (p.parent.parent.name, p.parent.name)
        counts[key] = counts.get(key, 0) + 1
    print(f"{len(files)} messages: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
