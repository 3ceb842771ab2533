"""Exact-match of the text-bounce corpus (``textcorpus/``), per split.

``.venv/bin/python -m tests.core.dsn.measure_text [-v]`` prints, for the train, the
held-out and the late held-out split, and for the third round (``textcorpus3.py``) its
dev and heldout3 splits: exact (the recipients are exactly the expected set and every
action is right), messages with no recipient found, the share of expected recipients
whose reason is right, and how many the message classifier (``pylota.core.mime``) does
not file as a report (``kind`` other than dsn: the product then never reads their report).
``-v`` lists every miss of the train and dev splits (held-out misses are counted, not
shown: look at them only to write up, never to tune).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from pylota.core.dsn import parse_report
from pylota.core.mime import parse_message

CORPUS = Path(__file__).resolve().parent / "textcorpus"


@dataclass
class Score:
    messages: int = 0
    exact: int = 0
    none_found: int = 0
    recipients: int = 0
    reasons_right: int = 0
    not_filed: int = 0
    misses: list[str] = field(default_factory=list)

    def line(self, split: str) -> str:
        exact = 100 * self.exact / max(self.messages, 1)
        reasons = 100 * self.reasons_right / max(self.recipients, 1)
        return (
            f"{split:8} exact {self.exact}/{self.messages} ({exact:.0f} %), "
            f"no recipient found {self.none_found}, reason right "
            f"{self.reasons_right}/{self.recipients} ({reasons:.0f} %), "
            f"not filed as a report {self.not_filed}"
        )


def got(raw: bytes) -> dict[str, tuple[str | None, str]]:
    report = parse_report(raw)
    if report is None or report.kind != "dsn":
        return {}
    return {(r.address or "").lower(): (r.action, r.reason) for r in report.recipients}


def measure() -> dict[str, Score]:
    scores = {
        "train": Score(),
        "heldout": Score(),
        "late": Score(),
        "dev": Score(),
        "heldout3": Score(),
    }
    for path in sorted(CORPUS.glob("*.eml")):
        expected = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        score = scores[expected["split"]]
        found = got(path.read_bytes())
        want = {e["address"].lower(): (e["action"], e["reason"]) for e in expected["recipients"]}
        score.messages += 1
        score.recipients += len(want)
        score.none_found += not found
        score.not_filed += parse_message(path.read_bytes()).kind != "dsn"
        score.reasons_right += sum(
            1 for a, (_, reason) in want.items() if a in found and found[a][1] == reason
        )
        if set(found) == set(want) and all(found[a][0] == want[a][0] for a in want):
            score.exact += 1
        else:
            score.misses.append(f"{path.stem}: got {found} want {want}")
    return scores


def main(argv: list[str]) -> None:
    scores = measure()
    for split, score in scores.items():
        print(score.line(split))
    if "-v" in argv:
        for split in ("train", "dev"):
            for miss in scores[split].misses:
                print(f"  {split} miss:", miss)


if __name__ == "__main__":
    main(sys.argv)
