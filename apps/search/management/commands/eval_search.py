"""``manage.py eval_search``: recall@10 and MRR of keyword, semantic and hybrid search over
the golden set (docs/search.md, "Quality")."""

from __future__ import annotations

import json
import time

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.search.management import evaluation, golden
from apps.search.selectors import MODES
from pylota.embedding import provider

KINDS = ("phrase", "paraphrase", "sender_topic", "date", "attachment", "all")


class Command(BaseCommand):
    help = "Index the golden set in a tenant of its own, measure retrieval, then delete it."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--seed", type=int, default=golden.SEED)
        parser.add_argument("--messages", type=int, default=5000)
        parser.add_argument("--identities", type=int, default=5)
        parser.add_argument("--modes", default=",".join(MODES))
        parser.add_argument("--keep", action="store_true", help="keep the tenant afterwards")
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")

    def handle(self, *args, **options) -> None:
        modes = [m for m in options["modes"].split(",") if m]
        started = time.perf_counter()
        data = golden.generate(
            seed=options["seed"], messages=options["messages"], identities=options["identities"]
        )
        model_id = provider().model_id
        say = self.stderr.write
        say(
            f"golden set: {len(data.messages)} messages, {len(data.queries)} queries, "
            f"seed {options['seed']}, embeddings {settings.PM_SEARCH_EMBEDDING_PROVIDER} "
            f"({model_id})"
        )

        def progress(done: int, total: int) -> None:
            if done == total or done % 1024 == 0:
                say(f"  indexed {done}/{total}")

        loaded = evaluation.load(
            data, name=f"eval-search {time.strftime('%Y-%m-%d %H:%M:%S')}", progress=progress
        )
        try:
            results = evaluation.evaluate(data, loaded, modes)
        finally:
            if not options["keep"]:
                evaluation.remove(loaded)
        counts = {k: sum(1 for q in data.queries if q.kind == k) for k in KINDS[:-1]}
        counts["all"] = len(data.queries)
        if options["json"]:
            figures = {
                mode: {
                    kind: {"recall_at_10": s.recall_at_10, "mrr": s.mrr, "queries": len(s.recall)}
                    for kind, s in by_kind.items()
                }
                for mode, by_kind in results.items()
            }
            self.stdout.write(json.dumps({"model": model_id, "figures": figures}, indent=2))
            return
        self.stdout.write(
            f"\nindexing {len(data.messages)} messages ({loaded.chunks} chunks): "
            f"{loaded.index_seconds:.1f} s; load {loaded.load_seconds:.1f} s; "
            f"total {time.perf_counter() - started:.1f} s\n"
        )
        header = f"{'kind':<14}{'queries':>8}" + "".join(
            f"{m + ' R@10':>16}{m + ' MRR':>15}" for m in modes
        )
        self.stdout.write(header)
        for kind in KINDS:
            row = f"{kind:<14}{counts.get(kind, 0):>8}"
            for mode in modes:
                score = results[mode].get(kind)
                row += (
                    f"{score.recall_at_10 if score else 0:>16.3f}{score.mrr if score else 0:>15.3f}"
                )
            self.stdout.write(row)
        errors = {m: results[m]["all"].errors for m in modes if "all" in results[m]}
        if any(errors.values()):
            self.stdout.write(f"\nqueries refused: {errors}")
