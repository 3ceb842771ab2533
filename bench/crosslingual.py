"""Cross-lingual semantic retrieval: questions in one language, mail in another.

    PYTHONPATH=. .venv/bin/python bench/crosslingual.py [--providers local,multilingual]

The labelled set is ``bench/crosslingual_set.py`` (EN/FR/DE/ES/RU/JA mail, each with a
question in another language; dev and held-out splits by a hash of the key). Every message
of the set is in the corpus of every question (so the other messages are the
distractors); a question is scored on its split. Messages are cut into passages exactly as
the index cuts them (``chunk_text``: subject + a window of the body), each passage is
embedded with the provider, and a message ranks by its best passage's cosine similarity
to the question, which is the ordering of the semantic arm's exact scan. No database: the
figures compare models, not the search service.

Reports recall@1, recall@10 and MRR per provider and split. ``multilingual+prefixes``
is the same model with the ``passage:``/``query:`` pair of its training instead of the
single prefix the index uses.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench.crosslingual_set import CASES, SPLITS, Case  # noqa: E402
from pylota.core import embeddings  # noqa: E402
from pylota.core.embeddings import chunk_text  # noqa: E402

DEFAULT_PROVIDERS = ("local", "multilingual", "multilingual+prefixes")


@dataclass
class Scores:
    questions: int
    recall_at_1: float
    recall_at_10: float
    mrr: float


def _dot(a, b) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def ranks(embed_passages, embed_questions, cases: tuple[Case, ...]) -> dict[str, int]:
    """The 1-based rank of each case's own message for its question, over all cases."""
    passages: list[tuple[str, str]] = []
    for case in cases:
        passages += [(case.key, text) for text in chunk_text(case.subject, case.body)]
    vectors = embed_passages([text for _, text in passages])
    questions = embed_questions([case.question for case in cases])
    out = {}
    for case, question in zip(cases, questions, strict=True):
        best: dict[str, float] = {}
        for (key, _), vector in zip(passages, vectors, strict=True):
            score = _dot(question, vector)
            if score > best.get(key, -2.0):
                best[key] = score
        order = sorted(best, key=lambda k: (-best[k], k))
        out[case.key] = order.index(case.key) + 1
    return out


def score(rank_of: dict[str, int], keys: list[str]) -> Scores:
    if not keys:
        return Scores(0, 0.0, 0.0, 0.0)
    found = [rank_of[k] for k in keys]
    n = len(found)
    return Scores(
        questions=n,
        recall_at_1=sum(r == 1 for r in found) / n,
        recall_at_10=sum(r <= 10 for r in found) / n,
        mrr=sum(1 / r for r in found) / n,
    )


def _embedders(name: str):
    if name == "multilingual+prefixes":
        model = embeddings.create("multilingual")
        return (
            model.model_id + " (passage/query)",
            model.embed_passages,
            (lambda texts: [model.embed_query(t) for t in texts]),
        )
    model = embeddings.create(name)
    return model.model_id, model.embed, model.embed


def evaluate(providers=DEFAULT_PROVIDERS) -> dict[str, dict[str, Scores]]:
    results: dict[str, dict[str, Scores]] = {}
    for name in providers:
        model_id, embed_passages, embed_questions = _embedders(name)
        rank_of = ranks(embed_passages, embed_questions, CASES)
        results[name] = {"model": model_id}  # type: ignore[dict-item]
        for split in SPLITS:
            keys = [c.key for c in CASES if c.split == split]
            results[name][split] = score(rank_of, keys)
    return results


def main(quick: bool = True, providers=DEFAULT_PROVIDERS) -> dict:
    results = evaluate(providers)
    print(f"cross-lingual set: {len(CASES)} messages, questions in another language")
    print(f"{'provider':<24} {'split':<8} {'n':>3} {'R@1':>6} {'R@10':>6} {'MRR':>6}  model")
    figures = {}
    for name, per_split in results.items():
        for split in SPLITS:
            s = per_split[split]
            print(
                f"{name:<24} {split:<8} {s.questions:>3} {s.recall_at_1:>6.3f} "
                f"{s.recall_at_10:>6.3f} {s.mrr:>6.3f}  {per_split['model']}"
            )
            figures[f"{name}_{split}_recall10"] = round(s.recall_at_10, 3)
            figures[f"{name}_{split}_mrr"] = round(s.mrr, 3)
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--providers", default=",".join(DEFAULT_PROVIDERS))
    args = parser.parse_args()
    main(providers=tuple(p for p in args.providers.split(",") if p))
