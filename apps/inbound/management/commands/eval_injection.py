"""``manage.py eval_injection``: precision and recall of the injection detector.

Reads a labelled folder (``malicious/*.eml`` and ``benign/*.eml``; by default our own set
in tests/trust/injection_corpus), parses each message as ingest does, scores it with
``pylota.core.injection.analyze`` and prints the confusion matrix at the threshold, a
sweep of thresholds, and the messages it got wrong.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from pylota.core import policy
from pylota.core.injection import analyze
from pylota.core.mime import parse_message

DEFAULT_CORPUS = Path(settings.BASE_DIR) / "tests" / "trust" / "injection_corpus"


def score_folder(corpus: Path) -> list[tuple[str, bool, int, list[str]]]:
    """(file, is_malicious, score, signal codes) for every labelled message."""
    rows = []
    for label in ("malicious", "benign"):
        for path in sorted((corpus / label).glob("*.eml")):
            parsed = parse_message(path.read_bytes())
            report = analyze(subject=parsed.subject or "", text=parsed.text, html=parsed.html_raw)
            rows.append((f"{label}/{path.name}", label == "malicious", report.score, report.codes))
    return rows


def metrics(rows, threshold: int) -> dict[str, float]:
    tp = sum(1 for _, bad, score, _ in rows if bad and score >= threshold)
    fp = sum(1 for _, bad, score, _ in rows if not bad and score >= threshold)
    fn = sum(1 for _, bad, score, _ in rows if bad and score < threshold)
    tn = len(rows) - tp - fp - fn
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "precision": precision, "recall": recall}


class Command(BaseCommand):
    help = "Print the injection detector's precision and recall on a labelled set."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
        parser.add_argument(
            "--threshold", type=int, default=policy.FIELDS["injection_threshold"].default
        )

    def handle(self, *args, corpus: Path, threshold: int, **options) -> None:
        if not (corpus / "malicious").is_dir() or not (corpus / "benign").is_dir():
            raise CommandError(f"{corpus} needs malicious/ and benign/ folders of .eml files")
        rows = score_folder(corpus)
        bad = sum(1 for r in rows if r[1])
        m = metrics(rows, threshold)
        out = self.stdout.write
        out(f"corpus: {corpus} ({bad} malicious, {len(rows) - bad} benign)")
        out(f"threshold {threshold}: precision {m['precision']:.3f}, recall {m['recall']:.3f}")
        out(f"  true positives {m['tp']}, false positives {m['fp']}, ")
        out(f"  false negatives {m['fn']}, true negatives {m['tn']}")
        out("threshold sweep (threshold: precision / recall):")
        for value in (30, 40, 50, 60, 70, 80):
            s = metrics(rows, value)
            out(f"  {value:>3}: {s['precision']:.3f} / {s['recall']:.3f}")
        wrong = [r for r in rows if (r[2] >= threshold) != r[1]]
        if wrong:
            out("misclassified:")
            for name, _bad, score, codes in wrong:
                out(f"  {name}: score {score} {codes}")
