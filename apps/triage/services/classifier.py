"""The offline classifier: labelled prototypes of the configured embedding model, plus the
rules of ``pylota.core.triage``. No network, no chat model.

The prototypes are the embeddings of the golden set's ``train`` split (``data/golden.jsonl``;
the ``heldout`` split is never used to build them). ``manage.py train_triage`` writes them
for the default local model to ``data/prototypes.npz``, so a worker starts without embedding
anything; with another embedding model (or a stale file) the same vectors are built once per
process from the same split, which gives the same result as the command.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from pylota.core import triage as core
from pylota.core.embeddings import Embedder
from pylota.embedding import provider

DATA = Path(__file__).with_name("data")
GOLDEN = DATA / "golden.jsonl"
PROTOTYPES = DATA / "prototypes.npz"
# A held-out set written later, by someone who had not read the lexicon or the prototypes,
# in a file of its own so the golden set's digest (and so the shipped prototypes) stays put.
CLEAN = DATA / "clean.jsonl"
# ``clean2``: written after the rules were fixed for what ``clean`` showed (so ``clean``
# became a development set), and measured once.
CLEAN2 = DATA / "clean2.jsonl"
# ``clean3`` and ``clean4``: written by someone who had read neither the rules nor the
# earlier sets' misses, in the seven languages (English, French, German, Spanish, Italian,
# Portuguese, Dutch); each was measured once and then used for development (their labels
# follow the product's conventions: an invitation's RSVP needs no reply, an appointment
# reminder is a notification, a bank statement is billing).
CLEAN3 = DATA / "clean3.jsonl"
CLEAN4 = DATA / "clean4.jsonl"
# ``clean5``: written blind to the classifier while ``clean3`` and ``clean4`` served for
# development, in the same seven languages; measured once, then used for development.
CLEAN5 = DATA / "clean5.jsonl"
# ``clean6``: written blind to the classifier while ``clean3`` … ``clean5`` served for
# development; measured once, after the last change.
CLEAN6 = DATA / "clean6.jsonl"
SPLIT_FILES = {
    "train": GOLDEN,
    "heldout": GOLDEN,
    "clean": CLEAN,
    "clean2": CLEAN2,
    "clean3": CLEAN3,
    "clean4": CLEAN4,
    "clean5": CLEAN5,
    "clean6": CLEAN6,
}

_lock = threading.Lock()
_cache: dict[str, core.Prototypes] = {}


@dataclass(frozen=True)
class GoldenItem:
    id: str
    split: str
    lang: str
    category: str
    needs_reply: bool
    priority: str
    facts: core.MailFacts


def golden_items(path: Path | None = None, split: str | None = None) -> list[GoldenItem]:
    """The golden set's messages (one split, or all), in file order."""
    if path is None:
        path = SPLIT_FILES.get(split or "", GOLDEN)
    items = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if split and row["split"] != split:
            continue
        facts = core.golden_facts(row)
        items.append(
            GoldenItem(
                id=row["id"],
                split=row["split"],
                lang=row["lang"],
                category=row["category"],
                needs_reply=row["needs_reply"],
                priority=row["priority"],
                facts=facts,
            )
        )
    return items


def golden_digest(path: Path = GOLDEN) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_prototypes(embedder: Embedder, items: list[GoldenItem]) -> core.Prototypes:
    vectors = embedder.embed([core.embedding_text(item.facts) for item in items])
    return core.Prototypes(
        model_id=embedder.model_id,
        categories=tuple(item.category for item in items),
        vectors=tuple(tuple(v) for v in vectors),
    )


def write_prototypes(prototypes: core.Prototypes, path: Path, *, golden_sha256: str) -> None:
    with path.open("wb") as handle:
        np.savez_compressed(
            handle,
            model_id=np.array(prototypes.model_id),
            golden_sha256=np.array(golden_sha256),
            categories=np.array(prototypes.categories),
            vectors=np.array(prototypes.vectors, dtype=np.float16),
        )


def read_prototypes(path: Path = PROTOTYPES) -> tuple[core.Prototypes, str] | None:
    """The shipped prototypes and the digest of the golden set they came from, or None."""
    if not path.exists():
        return None
    with np.load(path, allow_pickle=False) as data:
        vectors = data["vectors"].astype(np.float32)
        prototypes = core.Prototypes(
            model_id=str(data["model_id"]),
            categories=tuple(str(c) for c in data["categories"]),
            vectors=tuple(tuple(float(x) for x in row) for row in vectors),
        )
        return prototypes, str(data["golden_sha256"])


def prototypes_for(embedder: Embedder) -> core.Prototypes:
    """The prototypes of ``embedder``'s model: the shipped file when it was built from this
    golden set with this model, otherwise built from the train split (once per process)."""
    with _lock:
        if embedder.model_id in _cache:
            return _cache[embedder.model_id]
        shipped = read_prototypes()
        if shipped and shipped[0].model_id == embedder.model_id and shipped[1] == golden_digest():
            prototypes = shipped[0]
        else:
            prototypes = build_prototypes(embedder, golden_items(split="train"))
        _cache[embedder.model_id] = prototypes
        return prototypes


def classify_batch(
    facts: list[core.MailFacts], *, embedder: Embedder | None = None
) -> list[core.Verdict]:
    """Offline verdicts for several messages (one embedding call)."""
    embedder = embedder or provider()
    prototypes = prototypes_for(embedder)
    vectors = embedder.embed([core.embedding_text(f) for f in facts])
    return [
        core.classify_offline(f, prototypes.scores(v)) for f, v in zip(facts, vectors, strict=True)
    ]


def classify(facts: core.MailFacts, *, embedder: Embedder | None = None) -> core.Verdict:
    return classify_batch([facts], embedder=embedder)[0]
