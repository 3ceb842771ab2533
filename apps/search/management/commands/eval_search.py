"""``manage.py eval_search``: recall@10 and MRR of keyword, semantic and hybrid search over
the golden set (docs/search.md, "Quality"), or over the real-mail slice with ``--set real``
(both of its splits, dev and held-out)."""

from __future__ import annotations

import json
import time

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.search.management import evaluation, golden, golden_real
from apps.search.selectors import MODES
from pylota.embedding import provider

KINDS = ("phrase", "paraphrase", "sender_topic", "date", "attachment", "all")
REAL_KINDS = (
    "quoted",
    "thread",
    "code",
    "signature",
    "forward",
    "html",
    "question",
    "multilingual",
    "typo",
    "all",
)


class Command(BaseCommand):
    help = "Index the golden set in a tenant of its own, measure retrieval, then delete it."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--set",
            dest="golden_set",
            choices=("synthetic", "real"),
            default="synthetic",
            help="synthetic: the 5,000-message set; real: the real-mail slice (both splits)",
        )
        parser.add_argument("--seed", type=int, default=None)
        parser.add_argument("--messages", type=int, default=5000, help="synthetic set size")
        parser.add_argument("--identities", type=int, default=5, help="synthetic set identities")
        parser.add_argument(
            "--background", type=int, default=400, help="real slice: background messages"
        )
        parser.add_argument(
            "--split", choices=("dev", "heldout", "both"), default="both", help="real slice"
        )
        parser.add_argument("--modes", default=",".join(MODES))
        parser.add_argument("--keep", action="store_true", help="keep the tenant afterwards")
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")
        parser.add_argument(
            "--misses", action="store_true", help="print each query whose top 10 misses"
        )

    def handle(self, *args, **options) -> None:
        modes = [m for m in options["modes"].split(",") if m]
        started = time.perf_counter()
        real = options["golden_set"] == "real"
        if real:
            seed = options["seed"] or golden_real.SEED
            data = golden_real.generate(seed=seed, background=options["background"])
            wanted = golden_real.SPLITS if options["split"] == "both" else (options["split"],)
            parts = {name: golden_real.split(data, name) for name in wanted}
            kinds = REAL_KINDS
        else:
            seed = options["seed"] or golden.SEED
            data = golden.generate(
                seed=seed, messages=options["messages"], identities=options["identities"]
            )
            parts = {"all": data}
            kinds = KINDS
        model_id = provider().model_id
        say = self.stderr.write
        say(
            f"golden set ({options['golden_set']}): {len(data.messages)} messages, "
            f"{len(data.queries)} queries, seed {seed}, embeddings "
            f"{settings.PM_SEARCH_EMBEDDING_PROVIDER} ({model_id})"
        )

        def progress(done: int, total: int) -> None:
            if done == total or done % 1024 == 0:
                say(f"  indexed {done}/{total}")

        loaded = evaluation.load(
            data, name=f"eval-search {time.strftime('%Y-%m-%d %H:%M:%S')}", progress=progress
        )
        try:
            results = {
                name: evaluation.evaluate(part, loaded, modes, misses=options["misses"])
                for name, part in parts.items()
            }
        finally:
            if not options["keep"]:
                evaluation.remove(loaded)
        if options["json"]:
            figures = {
                name: {
                    mode: {
                        kind: {
                            "recall_at_10": s.recall_at_10,
                            "mrr": s.mrr,
                            "queries": len(s.recall),
                        }
                        for kind, s in by_kind.items()
                    }
                    for mode, by_kind in by_mode.items()
                }
                for name, by_mode in results.items()
            }
            out = {"model": model_id, "set": options["golden_set"]}
            out["figures"] = figures if real else figures["all"]
            self.stdout.write(json.dumps(out, indent=2))
            return
        self.stdout.write(
            f"\nindexing {len(data.messages)} messages ({loaded.chunks} chunks): "
            f"{loaded.index_seconds:.1f} s; load {loaded.load_seconds:.1f} s; "
            f"total {time.perf_counter() - started:.1f} s"
        )
        for name, by_mode in results.items():
            part = parts[name]
            if real:
                self.stdout.write(f"\nsplit: {name}")
            self._table(part, by_mode, modes, kinds)
            for mode in modes:
                for line in by_mode[mode]["all"].misses if "all" in by_mode[mode] else []:
                    self.stdout.write(f"  miss [{mode}] {line}")

    def _table(self, data, results, modes, kinds) -> None:
        counts = {k: sum(1 for q in data.queries if q.kind == k) for k in kinds[:-1]}
        counts["all"] = len(data.queries)
        self.stdout.write("")
        header = f"{'kind':<14}{'queries':>8}" + "".join(
            f"{m + ' R@10':>16}{m + ' MRR':>15}" for m in modes
        )
        self.stdout.write(header)
        for kind in kinds:
            if not counts.get(kind):
                continue
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
