"""``manage.py train_triage``: build the offline classifier's prototypes.

Embeds the ``train`` split of the golden set (``apps/triage/services/data/golden.jsonl``)
with the embedding model and writes ``data/prototypes.npz`` (vectors as float16, the
model's ID and the golden set's sha256). Deterministic: the same golden set and model give
the same file. Workers whose embedding model or golden set differ from the file's build
the same prototypes themselves at first use, so the file is a start-up shortcut, not a
second source of truth.
"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand

from apps.triage.services import classifier
from pylota.core import embeddings
from pylota.embedding import provider


class Command(BaseCommand):
    help = "Build the offline triage classifier's prototypes from the golden set's train split."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--embedder",
            choices=("configured", "local", "fake"),
            default="local",
            help="the embedding model (default: the local model the product ships with)",
        )
        parser.add_argument("--output", type=Path, default=classifier.PROTOTYPES)

    def handle(self, *args, embedder: str, output: Path, **options) -> None:
        model = provider() if embedder == "configured" else embeddings.create(embedder)
        items = classifier.golden_items(split="train")
        prototypes = classifier.build_prototypes(model, items)
        classifier.write_prototypes(prototypes, output, golden_sha256=classifier.golden_digest())
        counts: dict[str, int] = {}
        for category in prototypes.categories:
            counts[category] = counts.get(category, 0) + 1
        self.stdout.write(
            f"{len(items)} prototypes of {model.model_id} written to {output} "
            f"({output.stat().st_size} bytes): "
            + ", ".join(f"{cat} {n}" for cat, n in sorted(counts.items()))
        )
