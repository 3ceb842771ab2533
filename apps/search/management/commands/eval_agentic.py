"""``manage.py eval_agentic``: citation precision, answer recall, steps and time of agentic
search over its golden set, without a model (extractive) and with the scripted model
(docs/agentic.md, "Quality")."""

from __future__ import annotations

import json
import time

from django.conf import settings
from django.core.management.base import BaseCommand
from django.test.utils import override_settings

from apps.search.management import agentic_evaluation as evaluation
from apps.search.management import golden_agentic_heldout as agentic_splits
from pylota.embedding import provider

MODES = ("extractive", "scripted")


class Command(BaseCommand):
    help = "File the agentic golden set in a tenant of its own, ask every question, delete it."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--noise", type=int, default=200, help="filler messages")
        parser.add_argument("--modes", default=",".join(MODES))
        parser.add_argument(
            "--split",
            choices=(*agentic_splits.SPLITS, "all"),
            default="dev",
            help="dev: the set the extractive answer was tuned on; heldout*: written later",
        )
        parser.add_argument("--keep", action="store_true", help="keep the tenant afterwards")
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")
        parser.add_argument("--verbose-questions", action="store_true", dest="per_question")

    def handle(self, *args, **options) -> None:
        modes = [m for m in options["modes"].split(",") if m]
        unknown = set(modes) - set(MODES)
        if unknown:
            raise SystemExit(f"unknown modes: {', '.join(sorted(unknown))}")
        splits = agentic_splits.SPLITS if options["split"] == "all" else (options["split"],)
        results = {split: self._run(split, modes, options) for split in splits}
        if options["json"]:
            payload = {split: figures for split, (figures, _) in results.items()}
            self.stdout.write(
                json.dumps(payload if len(splits) > 1 else payload[splits[0]], indent=2)
            )
            return
        for split, (figures, scores) in results.items():
            self.stdout.write(f"\nsplit {split}:")
            self._table(modes, figures, scores, options["per_question"])

    def _run(self, split: str, modes: list[str], options: dict):
        data = agentic_splits.generate(noise=options["noise"], split=split)
        say = self.stderr.write
        say(
            f"agentic golden set ({split}): {len(data.mails)} messages, "
            f"{len(data.questions)} questions; "
            f"embeddings {settings.PM_SEARCH_EMBEDDING_PROVIDER} ({provider().model_id})"
        )
        loaded = evaluation.load(
            data, name=f"eval-agentic {split} {time.strftime('%Y-%m-%d %H:%M:%S')}"
        )
        say(f"  filed and indexed in {loaded.seconds:.1f} s")
        scores: dict[str, evaluation.Score] = {}
        try:
            # The evaluation's runs must not be refused by the daily cap.
            with override_settings(PM_AGENTIC_DAILY_CAP=10**9):
                for mode in modes:
                    scores[mode] = evaluation.Score(list(evaluation.run_all(data, loaded, mode)))
        finally:
            if not options["keep"]:
                evaluation.remove(loaded)
        return {mode: self._figures(score) for mode, score in scores.items()}, scores

    def _table(self, modes, figures, scores, per_question: bool) -> None:
        rows = [
            ("quotes found in the stored text", "quotes_verified", "{:.2f}"),
            ("citation precision (after the verifier)", "citation_precision", "{:.2f}"),
            ("citation precision before the verifier", "proposed_precision", "{:.2f}"),
            ("answer recall", "answer_recall", "{:.2f}"),
            ("unanswerable questions left unanswered", "unanswerable_held", "{:.2f}"),
            ("citations kept", "citations", "{}"),
            ("citations removed by the verifier", "removed", "{}"),
            ("citations of forbidden mail", "forbidden_cited", "{}"),
            ("steps (mean)", "mean_steps", "{:.1f}"),
            ("first evidence p50 / p95 (ms)", "first_evidence", "{}"),
            ("answer done p50 / p95 (ms)", "done", "{}"),
        ]
        self.stdout.write(f"\n{'':<44}" + "".join(f"{m:>14}" for m in modes))
        for label, key, fmt in rows:
            self.stdout.write(
                f"{label:<44}" + "".join(f"{fmt.format(figures[m][key]):>14}" for m in modes)
            )
        if per_question:
            for mode, score in scores.items():
                self.stdout.write(f"\n{mode}:")
                for r in score.results:
                    self.stdout.write(
                        f"  {r.outcome:<10} cited={','.join(r.cited) or '-':<12} "
                        f"relevant={','.join(sorted(r.question.relevant)) or '-':<6} "
                        f"{r.question.question}"
                    )

    def _figures(self, score: evaluation.Score) -> dict:
        def ms(attribute: str) -> str:
            p50 = score.seconds(attribute, 0.5) * 1000
            p95 = score.seconds(attribute, 0.95) * 1000
            return f"{p50:.0f} / {p95:.0f}"

        return {
            "questions": len(score.results),
            "quotes_verified": score.quotes_verified,
            "citation_precision": score.citation_precision,
            "proposed_precision": score.proposed_precision,
            "answer_recall": score.answer_recall,
            "unanswerable_held": score.unanswerable_held,
            "citations": score.citations,
            "removed": score.removed,
            "forbidden_cited": score.forbidden_cited,
            "mean_steps": score.mean_steps,
            "first_evidence": ms("first_evidence"),
            "done": ms("done"),
        }
