"""Build corpus v3 from ``texts.py`` (output committed under ``all/``); never trained on.

    .venv/bin/python -m tests.trust.injection_corpus_v3.generate [--check]

The message shapes (placements of an injection, shapes of benign mail) are v2's builders;
the texts, carriers, senders and seed are new. Every payload goes into two placements and
every benign text into two shapes, so the set has 124 messages in one split, ``all``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from tests.trust.injection_corpus_v2 import generate as v2
from tests.trust.injection_corpus_v3.texts import BENIGN, CARRIERS, PAYLOADS

ROOT = Path(__file__).resolve().parent
SENDERS = [
    ("Priya Natarajan", "priya@dockside-freight.example"),
    ("Owen Tasker", "owen.tasker@greenrow-allotments.example"),
    ("Sabine Krüger", "s.krueger@krueger-moebel.example"),
    ("Julien Marchand", "julien@renov-marchand.example"),
    ("Marta Ibáñez", "marta@cowork-sur.example"),
    ("Studio Ferri", "segreteria@studioferri.example"),
    ("Helpdesk", "support@hingeworks.example"),
    ("Бухгалтерия", "buh@sever-torg.example"),
    ("Nadia Osei", "nadia@foodbank-east.example"),
    ("李明", "li.ming@dongfang-keji.example"),
    ("Security Weekly", "digest@secweekly.example"),
    ("Ops Team", "ops@fabrikam-internal.example"),
]


def build() -> dict[Path, bytes]:
    rng = random.Random(20261202)
    files: dict[Path, bytes] = {}
    i = 5000
    for payload in PAYLOADS:
        pid, kind, lang, _text = payload
        same = [c for c in CARRIERS if c[1] == lang] or [c for c in CARRIERS if c[1] == "en"]
        for placement in v2._placements_for(payload, rng):
            carrier = rng.choice(same if rng.random() < 0.7 else CARRIERS)
            i += 1
            msg = v2.malicious(payload, carrier, placement, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<m{i}@corpus-v3.pylota.test>")
            name = f"{kind}-{lang}-{pid}-{placement}-{carrier[0]}.eml"
            files[ROOT / "all" / "malicious" / name] = v2._bytes(msg, name)
    for item in BENIGN:
        bid, kind, lang, _subject, _body = item
        for shape in (None, rng.choice(v2.BENIGN_SHAPES)):
            i += 1
            msg = v2.benign(item, shape, rng.choice(SENDERS), i, rng)
            msg.replace_header("Message-ID", f"<b{i}@corpus-v3.pylota.test>")
            name = f"{kind}-{lang}-{bid}-{shape or 'plain'}.eml"
            files[ROOT / "all" / "benign" / name] = v2._bytes(msg, name)
    return files


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is out of date")
    args = parser.parse_args()
    files = build()
    stale = [p for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
    extra = set((ROOT / "all").rglob("*.eml")) - set(files)
    if args.check:
        for p in [*stale, *extra]:
            print(f"out of date: {p.relative_to(ROOT)}")
        return 1 if stale or extra else 0
    for p in extra:
        p.unlink()
    for p, data in files.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    print(f"{len(files)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
