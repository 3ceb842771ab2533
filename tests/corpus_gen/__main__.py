"""Write the generated corpus and its expected parses.

    python -m tests.corpus_gen            write .eml files; write .json where missing
    python -m tests.corpus_gen --update   also rewrite every .json from the current parser
    python -m tests.corpus_gen --check    exit 1 if a generated .eml differs from the disk

Run from the repository root. Expected files are parser output: review the diff of every
rewritten .json before committing it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from pylota.core.mime import parse_message
from tests.corpus_gen import SHAPES, generate
from tests.corpus_gen.view import corpus_view

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
HAND = "hand"


def write_json(eml: Path) -> None:
    view = corpus_view(parse_message(eml.read_bytes()))
    text = json.dumps(view, indent=1, ensure_ascii=False) + "\n"
    eml.with_suffix(".json").write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite every expected .json")
    parser.add_argument("--check", action="store_true", help="verify generated .eml files")
    args = parser.parse_args(argv)

    samples = list(generate())
    wanted = {CORPUS / s.shape / f"{s.name}.eml": s.raw for s in samples}
    if args.check:
        bad = [p for p, raw in wanted.items() if not p.exists() or p.read_bytes() != raw]
        for path in bad:
            print(f"differs: {path.relative_to(CORPUS)}")
        return 1 if bad else 0

    changed = 0
    for path, raw in wanted.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != raw:
            path.write_bytes(raw)
            changed += 1
    for shape in SHAPES:
        for stale in sorted((CORPUS / shape).glob("*.eml")):
            if stale not in wanted:
                stale.unlink()
                stale.with_suffix(".json").unlink(missing_ok=True)
                print(f"removed stale {stale.relative_to(CORPUS)}")
    written = 0
    for eml in sorted(CORPUS.rglob("*.eml")):
        if args.update or not eml.with_suffix(".json").exists():
            write_json(eml)
            written += 1
    counts = Counter(p.parent.name for p in CORPUS.rglob("*.eml"))
    print(f"{len(wanted)} generated ({changed} changed), {written} expected files written")
    for shape, count in sorted(counts.items()):
        print(f"  {shape:12} {count}")
    print(f"  {'total':12} {sum(counts.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
