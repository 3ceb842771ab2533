"""Evaluating the offline classifier on the golden set (``manage.py eval_triage``).

The ``heldout`` split is classified with the prototypes of the ``train`` split. The
``train`` split is classified leave-one-out (each message without its own prototype), so
its figures are not the trivial 1.00 of a message finding itself.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from apps.triage.services import classifier
from pylota.core import triage as core
from pylota.core.embeddings import Embedder

FIELDS = ("category", "needs_reply", "priority")


@dataclass
class SplitResult:
    split: str
    total: int = 0
    correct: Counter = field(default_factory=Counter)
    confusion: Counter = field(default_factory=Counter)  # (expected, got) → count
    by_lang: dict[str, Counter] = field(default_factory=dict)
    errors: list[tuple[str, str, str, str]] = field(default_factory=list)  # id, field, want, got
    seconds: float = 0.0

    def accuracy(self, name: str) -> float:
        return self.correct[name] / self.total if self.total else 0.0


def evaluate(
    embedder: Embedder, splits: tuple[str, ...] = ("train", "heldout")
) -> list[SplitResult]:
    train = classifier.golden_items(split="train")
    prototypes = classifier.build_prototypes(embedder, train)
    results = []
    for split in splits:
        items = classifier.golden_items(split=split)
        result = SplitResult(split=split, total=len(items))
        started = time.perf_counter()
        vectors = embedder.embed([core.embedding_text(item.facts) for item in items])
        for index, (item, vector) in enumerate(zip(items, vectors, strict=True)):
            protos = prototypes
            if split == "train":
                protos = core.Prototypes(
                    model_id=prototypes.model_id,
                    categories=prototypes.categories[:index] + prototypes.categories[index + 1 :],
                    vectors=prototypes.vectors[:index] + prototypes.vectors[index + 1 :],
                )
            verdict = core.classify_offline(item.facts, protos.scores(vector))
            got = {"category": verdict.category, "needs_reply": verdict.needs_reply}
            got["priority"] = verdict.priority
            lang = result.by_lang.setdefault(item.lang, Counter())
            lang["total"] += 1
            for name in FIELDS:
                want = getattr(item, name)
                if got[name] == want:
                    result.correct[name] += 1
                    lang[name] += 1
                else:
                    result.errors.append((item.id, name, str(want), str(got[name])))
            result.confusion[(item.category, verdict.category)] += 1
        result.seconds = time.perf_counter() - started
        results.append(result)
    return results


def confusion_table(result: SplitResult) -> str:
    """Rows: the golden category; columns: what the classifier said."""
    cats = core.CATEGORIES
    short = {c: c[:5] for c in cats}
    width = max(len(c) for c in cats)
    lines = [" " * (width + 2) + " ".join(f"{short[c]:>5}" for c in cats)]
    for want in cats:
        row = " ".join(f"{result.confusion[(want, got)] or '.':>5}" for got in cats)
        lines.append(f"{want:<{width}}  {row}")
    return "\n".join(lines)
