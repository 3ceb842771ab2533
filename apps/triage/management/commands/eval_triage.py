"""``manage.py eval_triage``: accuracy of the offline classifier on the golden set.

Per split (``train`` leave-one-out, ``heldout`` never used for prototypes, ``clean`` written
without reading the classifier, in ``data/clean.jsonl``, ``clean2`` written after the
fixes ``clean`` led to, in ``data/clean2.jsonl``, ``clean3`` … ``clean6`` written later
still, in ``data/clean3.jsonl`` … ``data/clean6.jsonl``): accuracy of
category, needs-reply and priority, per language, and the category confusion table.
Without ``--split``, every split whose file exists.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from apps.triage.management import evaluation
from apps.triage.services import classifier
from pylota.core import embeddings
from pylota.embedding import provider


class Command(BaseCommand):
    help = "Evaluate the offline triage classifier on the golden set (every split)."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--embedder",
            choices=("configured", "local", "fake"),
            default="configured",
            help="the embedding model (default: the one the settings name)",
        )
        parser.add_argument("--split", choices=tuple(classifier.SPLIT_FILES), action="append")
        parser.add_argument("--json", action="store_true", help="figures as JSON")
        parser.add_argument("--errors", action="store_true", help="list the misclassified")

    def handle(self, *args, embedder: str, split, json: bool, errors: bool, **options) -> None:
        model = provider() if embedder == "configured" else embeddings.create(embedder)
        present = tuple(name for name, path in classifier.SPLIT_FILES.items() if path.exists())
        results = evaluation.evaluate(model, tuple(split or present))
        if json:
            self.stdout.write(_json(model.model_id, results))
            return
        self.stdout.write(f"embedding model: {model.model_id}")
        for result in results:
            self.stdout.write(
                f"\n{result.split}: {result.total} messages, {result.seconds:.2f} s"
                + (" (leave-one-out)" if result.split == "train" else "")
            )
            for name in evaluation.FIELDS:
                self.stdout.write(f"  {name:<12} {result.accuracy(name):.3f}")
            for lang, counts in sorted(result.by_lang.items()):
                figures = "  ".join(
                    f"{name} {counts[name] / counts['total']:.2f}" for name in evaluation.FIELDS
                )
                self.stdout.write(f"  [{lang}] n={counts['total']:<3} {figures}")
            self.stdout.write("  category confusion (rows: golden, columns: classifier)")
            for line in evaluation.confusion_table(result).splitlines():
                self.stdout.write("    " + line)
            if errors:
                for item_id, name, want, got in result.errors:
                    self.stdout.write(f"    {item_id} {name}: want {want}, got {got}")


def _json(model_id: str, results) -> str:
    return json.dumps(
        {
            "model": model_id,
            "splits": {
                r.split: {
                    "messages": r.total,
                    **{name: round(r.accuracy(name), 4) for name in evaluation.FIELDS},
                }
                for r in results
            },
        },
        indent=2,
    )
