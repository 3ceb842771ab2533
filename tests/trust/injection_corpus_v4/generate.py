"""Build corpus v4 from ``texts.py``; the output is committed under ``dev/`` and ``heldout/``.

    .venv/bin/python -m tests.trust.injection_corpus_v4.generate [--check]

The message shapes are v2's builders; the texts, carriers, senders and seed are new. Every
injection goes into two placements, assigned round-robin so that each placement (plain,
hidden HTML, visible HTML only, quoted reply, calendar, attachment text and name, PDF,
attached message, base64, ROT13, homoglyphs and other obfuscations) is used about equally;
every benign text is written plainly and in a second shape. The split: ``heldout`` when the
SHA-256 of ``"v4/" + text id`` starts with a byte under 128 (half), else ``dev``; both
messages of a text fall on the same side. ``heldout`` is never read for tuning.

The training-only texts (``train_texts.py``, written for the fourth pass) go to ``train_only/``
with their own random stream; ``manage.py train_injection`` reads them with v2's ``train``
and v4's ``dev``.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

from tests.trust.injection_corpus_v2 import generate as v2
from tests.trust.injection_corpus_v4.texts import BENIGN, CARRIERS, PAYLOADS
from tests.trust.injection_corpus_v4.train_texts import TRAIN_BENIGN, TRAIN_PAYLOADS

ROOT = Path(__file__).resolve().parent
SPLITS = ("dev", "heldout", "train_only")
SENDERS = [
    ("Alan Brook", "alan@brookside-joinery.example"),
    ("Ruth Ellery", "ruth.ellery@stmarks-choir.example"),
    ("Harbour View", "bookings@harbourview-bnb.example"),
    ("Jonas Weber", "jonas.weber@kranich-software.example"),
    ("Élodie Marchal", "elodie@fetes-villeneuve.example"),
    ("Дмитрий Орлов", "orlov@vektor-host.example"),
    ("山田 太郎", "yamada@kitahama-kogyo.example"),
    ("김지훈", "jihoon.kim@hanul-tech.example"),
    ("فريق المبيعات", "sales@nakhla-store.example"),
    ("राहुल शर्मा", "rahul@sharma-traders.example"),
    ("Ayşe Demir", "ayse@demir-tekstil.example"),
    ("Anna Lindqvist", "anna@brf-eken.example"),
    ("AI Security Digest", "digest@aisec-weekly.example"),
    ("IT Helpdesk", "helpdesk@meridian-corp.example"),
    ("HR", "hr@meridian-corp.example"),
    ("Support", "support@parcelpoint.example"),
]
# Scripts a PDF with a latin-1 Type1 font cannot carry.
NO_PDF = {"ru", "zh", "ja", "ko", "ar", "hi", "tr", "pl"}


def split_of(text_id: str) -> str:
    return "heldout" if hashlib.sha256(f"v4/{text_id}".encode()).digest()[0] < 128 else "dev"


def _allowed(placement: str, lang: str, text: str) -> bool:
    if placement == "rot13":
        return lang == "en"
    if placement == "attachment_name":
        return len(text) <= 160 and "\n" not in text
    if placement == "pdf":
        return lang not in NO_PDF
    return True


def placements(payloads=PAYLOADS) -> list[list[str]]:
    """Two distinct placements per payload, round-robin over v2's list."""
    cycle = list(v2.PLACEMENTS)
    at = 0
    out = []
    for _pid, _kind, lang, text in payloads:
        chosen: list[str] = []
        for _ in range(3 * len(cycle)):
            place = cycle[at % len(cycle)]
            at += 1
            if place not in chosen and _allowed(place, lang, text):
                chosen.append(place)
            if len(chosen) == 2:
                break
        out.append(chosen)
    return out


def build() -> dict[Path, bytes]:
    rng = random.Random(20261204)
    files: dict[Path, bytes] = {}
    i = 8000
    for payload, chosen in zip(PAYLOADS, placements(), strict=True):
        pid, kind, lang, _text = payload
        same = [c for c in CARRIERS if c[1] == lang] or [c for c in CARRIERS if c[1] == "en"]
        for placement in chosen:
            carrier = rng.choice(same if rng.random() < 0.7 else CARRIERS)
            i += 1
            msg = v2.malicious(payload, carrier, placement, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<m{i}@corpus-v4.pylota.test>")
            name = f"{kind}-{lang}-{pid}-{placement}-{carrier[0]}.eml"
            files[ROOT / split_of(pid) / "malicious" / name] = v2._bytes(msg, name)
    for item in BENIGN:
        bid, kind, lang, _subject, _body = item
        for shape in (None, rng.choice(v2.BENIGN_SHAPES)):
            i += 1
            msg = v2.benign(item, shape, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<b{i}@corpus-v4.pylota.test>")
            name = f"{kind}-{lang}-{bid}-{shape or 'plain'}.eml"
            files[ROOT / split_of(bid) / "benign" / name] = v2._bytes(msg, name)
    rng = random.Random(20261205)
    for payload, chosen in zip(TRAIN_PAYLOADS, placements(TRAIN_PAYLOADS), strict=True):
        pid, kind, lang, _text = payload
        same = [c for c in CARRIERS if c[1] == lang] or [c for c in CARRIERS if c[1] == "en"]
        for placement in chosen:
            carrier = rng.choice(same if rng.random() < 0.6 else CARRIERS)
            i += 1
            msg = v2.malicious(payload, carrier, placement, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<m{i}@corpus-v4.pylota.test>")
            name = f"{kind}-{lang}-{pid}-{placement}-{carrier[0]}.eml"
            files[ROOT / "train_only" / "malicious" / name] = v2._bytes(msg, name)
    for item in TRAIN_BENIGN:
        bid, kind, lang, _subject, _body = item
        for shape in (None, rng.choice(v2.BENIGN_SHAPES)):
            i += 1
            msg = v2.benign(item, shape, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<b{i}@corpus-v4.pylota.test>")
            name = f"{kind}-{lang}-{bid}-{shape or 'plain'}.eml"
            files[ROOT / "train_only" / "benign" / name] = v2._bytes(msg, name)
    return files


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is out of date")
    args = parser.parse_args()
    files = build()
    stale = [p for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
    existing = {p for split in SPLITS for p in (ROOT / split).rglob("*.eml")}
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
    counts: dict[tuple[str, str], int] = {}
    for p in files:
        key = (p.parent.parent.name, p.parent.name)
        counts[key] = counts.get(key, 0) + 1
    print(f"{len(files)} messages: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
