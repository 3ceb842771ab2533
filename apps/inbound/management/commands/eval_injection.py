"""``manage.py eval_injection``: recall, false positives and AUC of the injection detector.

Reads labelled folders (``malicious/*.eml`` and ``benign/*.eml``), parses each message as
ingest does and scores everything in it with ``pylota.core.injection.analyze``. By default
the splits are the ones never trained on (v2's ``heldout``, corpus v3, v4's ``heldout`` and
the version-1 set: the textbook style), every folder ``train_injection`` trains the shipped
artefacts on but v4's training-only texts (v2's ``train``, v4's ``dev`` and the sets of other
authors, most of them blind held-out sets until two detectors had scored them), corpus v6's
``train`` (the semantic head's only), v56 to v63 (blind held-out sets until the twenty-fifth
and twenty-sixth passes retired them into training) and v68 and v69 (written blind as training
sets for role-play and forged turns), which the shipped artefacts are not trained on yet,
and the held-out corpora v26 to v33 and v64 to v67 (written blind to the detector by twelve
more authors and frozen: figures only; so are v4's ``heldout``'s).
``--no-meaning`` scores with the n-gram model alone; ``--judge`` asks the configured chat
model about every message in the judge's band (``PM_INJECTION_JUDGE_BAND``), as ingest
does with ``PM_INJECTION_JUDGE`` on. For each: recall on
malicious mail and false-positive rate on benign mail at the threshold, ROC AUC, a table
of thresholds, the misses by kind and placement, and every message it got wrong.
``--benign DIR`` adds a folder of unlabelled real mail counted as benign (any ``.eml``
below it), such as the shared real-world corpus; with the default splits and no
``--benign``, the held-out third of the benign commercial set is scored that way (figures
only).
``--artefacts DIR`` scores a candidate (the ``detector.npz`` and ``semantic.npz`` that
``train_injection --output`` and ``--semantic-output`` wrote there) instead of the shipped
artefacts; ``--encoding-cache FILE`` keeps the encoder's sentence features between runs, so a
second detector scoring the same splits encodes only the sentences the first did not read.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.inbound.management.commands.train_injection import DEFAULT_CORPORA, V6_TRAIN
from apps.inbound.services import injection_judged
from pylota import llm
from pylota.core import policy
from pylota.core.injection import analyze, model, semantic, training
from pylota.core.injection import corpus as corpus_mod
from pylota.core.mime import parse_message

TESTS = Path(settings.BASE_DIR) / "tests" / "trust"
# Written blind to the detector by other authors and frozen (each README has the file list's
# hash): scored, never trained or tuned on.
BLIND = [TESTS / f"injection_corpus_v{n}" / "heldout" for n in (*range(26, 34), *range(64, 68))]
# Training folders the shipped artefacts are not trained on: blind held-out sets until the
# twenty-fifth (v56 to v59) and twenty-sixth (v60 to v63) passes, scored by two detectors, and
# the twenty-sixth pass's training sets of role-play and forged turns (v68, v69).
NOT_SHIPPED = [TESTS / f"injection_corpus_v{n}" / "train" for n in (*range(56, 64), 68, 69)]
DEFAULT_SPLITS = [
    TESTS / "injection_corpus_v2" / "heldout",
    TESTS / "injection_corpus_v3" / "all",
    TESTS / "injection_corpus_v4" / "heldout",
    TESTS / "injection_corpus",
    *(folder for folder in DEFAULT_CORPORA if folder.name != "train_only"),
    V6_TRAIN,
    *NOT_SHIPPED,
    *BLIND,
]
# The held-out third of the benign commercial set: scored as benign mail by default (with
# the default splits), never trained on.
COMMERCIAL_HELDOUT = TESTS / "benign_commercial" / "heldout"
# Splits that are never tuned on: their misses are not printed (``--show-heldout`` does),
# only their figures, so running the command cannot turn them into tuning data.
HELDOUT = {TESTS / "injection_corpus_v4" / "heldout", *BLIND, COMMERCIAL_HELDOUT}
THRESHOLDS = (10, 20, 30, 40, 50, 60, 70, 80, 90)


def scored(parsed, *, meaning=True, judged: bool = False, detector=True):
    """The report ingest would store: the detector's, with the judge's opinion if asked.
    ``detector`` and ``meaning`` as ``analyze`` takes them."""
    report = analyze(parsed=parsed, detector=detector, meaning=meaning)
    return injection_judged(report, parsed) if judged else report


def score_folder(folder: Path, *, meaning=True, judged: bool = False, detector=True) -> list[dict]:
    rows = []
    for item in corpus_mod.read_folder(folder):
        report = scored(item.parsed, meaning=meaning, judged=judged, detector=detector)
        rows.append(
            {
                "name": item.name,
                "bad": bool(item.label),
                "score": report.score,
                "probability": report.probability,
                "kind": item.kind,
                "language": item.language,
                "placement": item.placement,
                "codes": report.codes[:4],
            }
        )
    return rows


BREAKDOWN = ("kind", "language", "placement")


def breakdown(rows: list[dict], threshold: int) -> dict[str, dict[str, tuple[int, int]]]:
    """Per field (kind, language, placement), per value: (errors, messages), for malicious
    mail (misses) and benign mail (false positives) apart. Counts only, never names: safe
    to print for a held-out split."""
    out: dict[str, dict[str, tuple[int, int]]] = {}
    for bad in (True, False):
        for field in BREAKDOWN:
            own = [r for r in rows if r["bad"] == bad]
            totals = Counter(r.get(field) or "" for r in own)
            wrong = Counter(r.get(field) or "" for r in own if (r["score"] >= threshold) != bad)
            if any(totals):
                key = f"{'misses' if bad else 'false positives'} by {field}"
                out[key] = {k: (wrong[k], n) for k, n in sorted(totals.items())}
    return out


def metrics(rows: list[dict], threshold: int) -> dict[str, float]:
    tp = sum(1 for r in rows if r["bad"] and r["score"] >= threshold)
    fp = sum(1 for r in rows if not r["bad"] and r["score"] >= threshold)
    positives = sum(1 for r in rows if r["bad"])
    negatives = len(rows) - positives
    return {
        "tp": tp,
        "fp": fp,
        "fn": positives - tp,
        "tn": negatives - fp,
        "recall": tp / positives if positives else float("nan"),
        "fpr": fp / negatives if negatives else float("nan"),
        "precision": tp / (tp + fp) if tp + fp else 1.0,
    }


def _scorer(artefacts: Path | None, encoding_cache: Path | None, *, meaning: bool):
    """``analyze``'s ``detector`` and ``meaning`` for the command's options: the shipped
    artefacts, or the ones in ``artefacts``; the encoder behind ``encoding_cache`` if given."""
    if artefacts is None and encoding_cache is None:
        return True, meaning
    detector = model.read(artefacts / "detector.npz") if artefacts else model.shipped()
    if detector is None:
        raise CommandError(f"no usable detector.npz in {artefacts or model.ARTEFACT.parent}")
    if not meaning:
        return detector, False
    head = semantic.read(artefacts / "semantic.npz") if artefacts else semantic.shipped()
    ready = semantic.usable(detector.version, head) if head else None
    if ready is None:
        raise CommandError(
            "the semantic head is missing, was made for another n-gram model or its encoder "
            "cannot run here (--no-meaning scores without it)"
        )
    head, encoder = ready
    if encoding_cache is not None:
        encoder = training.StoredEncodings(encoder, encoding_cache, autosave=False)
    return detector, (head, encoder)


class Command(BaseCommand):
    help = "Print the injection detector's recall, false-positive rate and AUC per split."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--corpus", type=Path, action="append", dest="splits")
        parser.add_argument("--benign", type=Path, action="append", default=[])
        parser.add_argument(
            "--threshold", type=int, default=policy.FIELDS["injection_threshold"].default
        )
        parser.add_argument("--quiet", action="store_true", help="figures only, no names")
        parser.add_argument(
            "--show-heldout", action="store_true", help="also list v4 held-out misses by kind"
        )
        parser.add_argument(
            "--heldout-counts",
            action="store_true",
            help="for held-out splits, also print errors counted by kind, language and "
            "placement (counts only, no names)",
        )
        parser.add_argument(
            "--no-meaning", action="store_true", help="the n-gram model alone, no semantic head"
        )
        parser.add_argument(
            "--judge",
            action="store_true",
            help="ask the configured chat model about the band (PM_INJECTION_JUDGE_BAND)",
        )
        parser.add_argument(
            "--artefacts",
            type=Path,
            help="score with the detector.npz and semantic.npz in this folder (a candidate, "
            "as train_injection --output and --semantic-output write it) instead of the shipped",
        )
        parser.add_argument(
            "--encoding-cache",
            type=Path,
            help="a file that keeps the sentences' encodings between runs (e.g. under var/)",
        )

    def handle(
        self,
        *args,
        splits,
        benign,
        threshold: int,
        quiet: bool,
        show_heldout: bool,
        heldout_counts: bool = False,
        no_meaning: bool = False,
        judge: bool = False,
        artefacts: Path | None = None,
        encoding_cache: Path | None = None,
        **options,
    ) -> None:
        out = self.stdout.write
        if judge and llm.chat_model() is None:
            raise CommandError("--judge needs a chat model (PM_LLM_BASE_URL)")
        detector, meaning = _scorer(artefacts, encoding_cache, meaning=not no_meaning)
        heldout = {h.resolve() for h in HELDOUT}

        def figures_only(folder: Path) -> bool:
            return folder.resolve() in heldout and not show_heldout

        for folder in splits or DEFAULT_SPLITS:
            if not (folder / "malicious").is_dir() or not (folder / "benign").is_dir():
                raise CommandError(f"{folder} needs malicious/ and benign/ folders of .eml files")
            rows = score_folder(folder, meaning=meaning, judged=judge, detector=detector)
            self._report(
                folder,
                rows,
                threshold,
                quiet,
                figures_only=figures_only(folder),
                counts=heldout_counts or not figures_only(folder),
            )
        for folder in benign or ([] if splits else [COMMERCIAL_HELDOUT]):
            rows = []
            for path in sorted(folder.rglob("*.eml")):
                parsed = parse_message(path.read_bytes())
                report = scored(parsed, meaning=meaning, judged=judge, detector=detector)
                rows.append({"name": str(path.relative_to(folder)), "score": report.score,
                             "codes": report.codes[:4]})  # fmt: skip
            over = [r for r in rows if r["score"] >= threshold]
            highest = max((r["score"] for r in rows), default=0)
            out(f"benign folder {folder}: {len(rows)} messages")
            out(f"  threshold {threshold}: false positive rate {len(over) / max(1, len(rows)):.3f}"
                f" ({len(over)}), highest score {highest}")  # fmt: skip
            for r in over if not (quiet or figures_only(folder)) else []:
                out(f"  over: {r['name']}: score {r['score']} {r['codes']}")
        if isinstance(meaning, tuple) and isinstance(meaning[1], training.StoredEncodings):
            meaning[1].save()

    def _report(
        self,
        folder: Path,
        rows: list[dict],
        threshold: int,
        quiet: bool,
        figures_only=False,
        counts=True,
    ) -> None:
        out = self.stdout.write
        bad = sum(1 for r in rows if r["bad"])
        m = metrics(rows, threshold)
        auc = training.roc_auc([r["probability"] for r in rows], [int(r["bad"]) for r in rows])
        name = f"{folder.parent.name}/{folder.name}"
        out(f"split {folder.name}: {name} ({bad} malicious, {len(rows) - bad} benign)")
        out(
            f"  threshold {threshold}: recall {m['recall']:.3f}, false positive rate "
            f"{m['fpr']:.3f}, precision {m['precision']:.3f}, AUC {auc:.3f}"
        )
        out(f"  tp {m['tp']}, fp {m['fp']}, fn {m['fn']}, tn {m['tn']}")
        out("  threshold: recall / false positive rate / precision")
        for value in THRESHOLDS:
            s = metrics(rows, value)
            out(f"    {value:>3}: {s['recall']:.3f} / {s['fpr']:.3f} / {s['precision']:.3f}")
        if counts:
            for key, values in breakdown(rows, threshold).items():
                shown = ", ".join(f"{k} {e}/{n}" for k, (e, n) in values.items())
                out(f"  {key}: {shown}")
        if figures_only:
            out("  (held out: misses not shown)")
            return
        if quiet:
            return
        for r in rows:
            if (r["score"] >= threshold) != r["bad"]:
                label = "missed" if r["bad"] else "false positive"
                out(f"  {label}: {r['name']}: score {r['score']} {r['codes']}")
