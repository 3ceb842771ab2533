"""Training the detector: logistic regression with multiple-instance rounds, then Platt.

Labels are per message, scores per chunk (the message's score is its worst chunk), so
training follows the "max" heuristic of multiple-instance learning:

1. every chunk of a benign message is a negative; for a malicious message, the chunks
   where a rule fired (or, when none did, all of its chunks, sharing one unit of weight)
   are positives;
2. fit; then for each malicious message take its highest-scoring chunk as the positive
   and fit again (``rounds`` times).

The calibration maps the message's max logit to a probability with Platt scaling
fitted on out-of-fold predictions (``folds`` groups by text id, so a text and its
variants are never on both sides), then the final model is fitted on everything.
Full-batch Adam over a sparse design matrix in numpy: deterministic, no seed-dependent
sampling, a few seconds for a few thousand chunks.
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from pylota.core.injection import features, model, scan, semantic
from pylota.core.injection.analyze import chunks_of, ngram_vectors_of
from pylota.core.mime.model import ParsedMessage

# Chosen on out-of-fold figures of the training folders (docs/benchmarks.md, fourth pass):
# with v4's training texts and dev split, 5e-6 beat 1e-5 there and on the older checks
# (v3, the version-1 set, the shared real-world corpus); 1e-5 had been kept when v2 alone
# made weaker settings overfit its wording (docs/adr/0014-injection-detector.md).
L2 = 5e-6
# The named features (rule families and patterns, structure, context) are few and general;
# the n-grams are many and learn the corpus's wording. L2_NAMED is their own penalty.
L2_NAMED = 5e-6
# The operating point: the calibrated score 50 is put where the out-of-fold false-positive
# rate on the labelled benign mail (hard negatives, not the MIME corpus) is at most this.
# Below the 2 % target, for a margin (a held-out set of 50 benign messages allows one false
# alarm); at 1 % the out-of-fold recall fell under 0.90 (docs/benchmarks.md, fourth pass).
MAX_FPR = 0.015
DISCUSSION = frozenset(
    {"ctx:security_discussion", "ctx:code", "ctx:code_window", "ctx:shell_lines"}
)


@dataclass
class Example:
    group: str  # the text id: variants of one text share it
    label: int  # 1 malicious, 0 benign
    chunks: list[tuple[np.ndarray, np.ndarray]]
    ruled: list[bool]  # a rule fired (not as a mention) in the chunk
    texts: list[str] = field(default_factory=list)  # the chunks' normalised texts
    # The chunk quotes or discusses (a rule matched as a mention, or security talk or code
    # around it): its sentences are no benign examples for the semantic head.
    discussed: list[bool] = field(default_factory=list)
    # What the message counts for in every loss (the n-gram model's, the head's, the stack's)
    # next to the other messages of its label.
    weight: float = 1.0


def example_of(parsed: ParsedMessage, *, label: int, group: str, weight: float = 1.0) -> Example:
    parts, structure, _complete = scan.message_parts(parsed)
    chunks, _finished = chunks_of(parts, set(structure.found))
    ngrams = ngram_vectors_of(chunks)
    vectors = [features.with_named(ngrams[c.text], c.named) for c in chunks]
    ruled = [c.ruled for c in chunks]
    texts = [c.text for c in chunks]
    discussed = [
        any(n.startswith("mention:") for n in c.named) or bool(c.named & DISCUSSION) for c in chunks
    ]
    if not vectors:
        vectors = [features.chunk_vector("", {f"struct:{s}" for s in structure.found})]
        ruled, texts, discussed = [False], [""], [False]
    return Example(
        group=group,
        label=label,
        chunks=vectors,
        ruled=ruled,
        texts=texts,
        discussed=discussed,
        weight=weight,
    )


class _Design:
    """Rows of (indices, values) as flat arrays, for bincount-based products."""

    def __init__(self, rows: list[tuple[np.ndarray, np.ndarray]], dim: int) -> None:
        self.n = len(rows)
        self.dim = dim
        self.row = np.concatenate(
            [np.full(len(i), r, dtype=np.int64) for r, (i, _) in enumerate(rows)]
        )
        self.col = np.concatenate([i for i, _ in rows]).astype(np.int64)
        self.val = np.concatenate([v for _, v in rows]).astype(np.float64)

    def dot(self, w: np.ndarray) -> np.ndarray:
        return np.bincount(self.row, weights=self.val * w[self.col], minlength=self.n)

    def tdot(self, r: np.ndarray) -> np.ndarray:
        return np.bincount(self.col, weights=self.val * r[self.row], minlength=self.dim)


def fit_logistic(
    rows: list[tuple[np.ndarray, np.ndarray]],
    y: np.ndarray,
    weight: np.ndarray,
    *,
    l2: float = L2,
    l2_named: float | None = None,
    steps: int = 300,
    lr: float = 0.05,
) -> tuple[np.ndarray, float]:
    """The n-gram model's regression: n-gram and named features penalised apart."""
    penalty = np.full(features.TOTAL_DIM, l2)
    penalty[features.DIM :] = l2 if l2_named is None else l2_named
    design = _Design(rows, features.TOTAL_DIM)
    return fit_adam(design, y, weight, penalty=penalty, steps=steps, lr=lr)


def fit_adam(
    design,
    y: np.ndarray,
    weight: np.ndarray,
    *,
    penalty: np.ndarray,
    steps: int = 300,
    lr: float = 0.05,
) -> tuple[np.ndarray, float]:
    """Weighted logistic regression (one L2 penalty per feature, the intercept unpenalised)
    by Adam, over a ``design`` with ``dot(w)`` and ``tdot(r)``."""
    w = np.zeros(len(penalty))
    b = 0.0
    m, v = np.zeros_like(w), np.zeros_like(w)
    mb = vb = 0.0
    weight = weight / weight.sum()
    for t in range(1, steps + 1):
        z = design.dot(w) + b
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        r = (p - y) * weight
        gw = design.tdot(r) + penalty * w
        gb = float(r.sum())
        m = 0.9 * m + 0.1 * gw
        v = 0.999 * v + 0.001 * gw * gw
        mb = 0.9 * mb + 0.1 * gb
        vb = 0.999 * vb + 0.001 * gb * gb
        correction = math.sqrt(1 - 0.999**t) / (1 - 0.9**t)
        w -= lr * correction * m / (np.sqrt(v) + 1e-8)
        b -= lr * correction * mb / (math.sqrt(vb) + 1e-8)
    return w, b


def _instances(examples: list[Example], w: np.ndarray | None, b: float):
    rows, ys, weights = [], [], []
    negatives = sum(e.weight * len(e.chunks) for e in examples if e.label == 0) or 1
    positives = sum(e.weight for e in examples if e.label == 1) or 1
    for e in examples:
        if e.label == 0:
            rows += e.chunks
            ys += [0.0] * len(e.chunks)
            weights += [e.weight / negatives] * len(e.chunks)
            continue
        if w is None:
            chosen = [c for c, ruled in zip(e.chunks, e.ruled, strict=True) if ruled] or e.chunks
        else:
            scores = [b + float(w[i] @ v) for i, v in e.chunks]
            chosen = [e.chunks[int(np.argmax(scores))]]
        rows += chosen
        ys += [1.0] * len(chosen)
        weights += [e.weight / positives / len(chosen)] * len(chosen)
    return rows, np.array(ys), np.array(weights)


def fit(examples: list[Example], *, rounds: int = 3, **kw) -> tuple[np.ndarray, float]:
    w, b = None, 0.0
    for _ in range(rounds + 1):
        rows, y, weight = _instances(examples, w, b)
        w, b = fit_logistic(rows, y, weight, **kw)
    return w, b


def max_logit(example: Example, w: np.ndarray, b: float) -> float:
    return max(b + float(w[i] @ v) for i, v in example.chunks)


def platt(logits: np.ndarray, labels: np.ndarray, *, steps: int = 200) -> tuple[float, float]:
    """Platt scaling (with his smoothed targets), fitted by Newton's method."""
    positives, negatives = labels.sum(), len(labels) - labels.sum()
    target = np.where(labels == 1, (positives + 1) / (positives + 2), 1 / (negatives + 2))
    a, c = 1.0, 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-np.clip(a * logits + c, -30, 30)))
        g = np.array([((p - target) * logits).sum(), (p - target).sum()])
        s = p * (1 - p) + 1e-9
        h = np.array([[(s * logits * logits).sum(), (s * logits).sum()],
                      [(s * logits).sum(), s.sum()]]) + 1e-6 * np.eye(2)  # fmt: skip
        step = np.linalg.solve(h, g)
        a, c = a - step[0], c - step[1]
        if abs(step).max() < 1e-9:
            break
    return float(a), float(c)


def operating_point(
    probabilities: np.ndarray, labels: np.ndarray, counted: np.ndarray, *, max_fpr: float
) -> float:
    """The lowest cut whose false-positive rate over the ``counted`` benign examples is at
    most ``max_fpr`` (the highest recall under that rate)."""
    negatives = np.sort(probabilities[(labels == 0) & counted])[::-1]
    allowed = math.floor(max_fpr * len(negatives) + 1e-9)
    if len(negatives) <= allowed:
        return 0.5
    # Halfway (in log-odds) between the (allowed + 1)-th highest benign probability and the
    # next higher one, so rounding cannot put that message over the cut.
    p = np.clip(negatives, 1e-6, 1 - 1e-6)
    z = np.log(p / (1 - p))
    higher = z[:allowed][z[:allowed] > z[allowed]]
    mid = (z[allowed] + higher.min()) / 2 if len(higher) else z[allowed] + 0.5
    return float(1 / (1 + math.exp(-mid)))


def fold_of(group: str, folds: int) -> int:
    return hashlib.sha256(group.encode()).digest()[0] % folds


# What the fits of one ``_fits`` call read, set before its worker processes fork from this one
# (so they share it instead of receiving a copy each).
_work: tuple = ()


def _fits(fit_one, folds: int, jobs: int, work: tuple) -> list:
    """``fit_one(k)`` for every fold ``k`` and then for None (all the data), in ``jobs``
    processes forked from this one (in this process for 1). Each fit is independent of the
    others and computed as in one process, so the results do not depend on ``jobs``."""
    global _work
    _work = work
    try:
        if jobs <= 1:
            return [fit_one(k) for k in [*range(folds), None]]
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            return list(pool.map(fit_one, [*range(folds), None]))
    finally:
        _work = ()


def _fit_ngram(k: int | None):
    examples, folds, kw = _work
    return fit([e for e in examples if k is None or fold_of(e.group, folds) != k], **kw)


def train(
    examples: list[Example],
    *,
    folds: int = 5,
    version: str = "",
    max_fpr: float | None = None,
    counted: np.ndarray | None = None,
    jobs: int = 1,
    **kw,
) -> tuple[model.Detector, np.ndarray, np.ndarray]:
    """The calibrated detector, its out-of-fold probabilities and out-of-fold raw logits.

    Platt scaling is fitted on the out-of-fold max logits; with ``max_fpr`` the intercept is
    then moved so that probability 0.5 falls on the operating point chosen from those same
    out-of-fold figures (``operating_point`` over the ``counted`` benign examples). ``jobs``:
    how many fits run at once (``_fits``)."""
    *per_fold, (w, b) = _fits(_fit_ngram, folds, jobs, (examples, folds, kw))
    oof = np.zeros(len(examples))
    for n, e in enumerate(examples):
        fold_w, fold_b = per_fold[fold_of(e.group, folds)]
        oof[n] = max_logit(e, fold_w, fold_b)
    labels = np.array([e.label for e in examples], dtype=np.float64)
    a, c = calibrate(oof, labels, max_fpr=max_fpr, counted=counted)
    detector = model.Detector(
        weights=w.astype(np.float16).astype(np.float32),
        bias=b,
        platt_a=a,
        platt_b=c,
        version=version,
    )
    return detector, 1 / (1 + np.exp(-np.clip(a * oof + c, -30, 30))), oof


def _trained_under(settings: dict) -> str:
    """``settings`` with the feature layout, as one string to compare."""
    layout = {"hash_bits": features.HASH_BITS, "ngrams": list(features.NGRAMS)}
    return json.dumps({**settings, **layout, "named": list(features.NAMED)}, sort_keys=True)


def save_trained(path: Path, trained, settings: dict) -> None:
    """``train``'s result (the detector, out-of-fold probabilities and logits) with the
    ``settings`` it was trained under (``train_injection --ngram-record``)."""
    detector, oof, oof_logits = trained
    np.savez_compressed(
        path,
        weights=detector.weights.astype(np.float16),  # as trained: ``train`` rounds them so
        meta=np.array([detector.bias, detector.platt_a, detector.platt_b], dtype=np.float64),
        version=np.array(detector.version),
        oof=oof,
        oof_logits=oof_logits,
        settings=np.array(_trained_under(settings)),
    )


def read_trained(path: Path, settings: dict):
    """What ``save_trained`` wrote at ``path`` if it was trained under ``settings`` and the
    current feature layout, else None."""
    if not path.is_file():
        return None
    with np.load(path, allow_pickle=False) as data:
        if str(data["settings"]) != _trained_under(settings):
            return None
        bias, a, c = (float(x) for x in data["meta"])
        detector = model.Detector(
            weights=data["weights"].astype(np.float32),
            bias=bias,
            platt_a=a,
            platt_b=c,
            version=str(data["version"]),
        )
        return detector, data["oof"].copy(), data["oof_logits"].copy()


def calibrate(
    logits: np.ndarray,
    labels: np.ndarray,
    *,
    max_fpr: float | None = None,
    counted: np.ndarray | None = None,
) -> tuple[float, float]:
    """Platt's (a, c) for out-of-fold ``logits``; with ``max_fpr`` the intercept is moved so
    that probability 0.5 falls on the operating point (``operating_point`` over the
    ``counted`` benign examples)."""
    a, c = platt(logits, labels)
    if max_fpr is not None:
        probabilities = 1 / (1 + np.exp(-np.clip(a * logits + c, -30, 30)))
        mask = np.ones(len(labels), dtype=bool) if counted is None else counted
        cut = operating_point(probabilities, labels, mask, max_fpr=max_fpr)
        c -= math.log(cut / (1 - cut))
    return a, c


# --- The semantic head (``semantic.py``) ----------------------------------------------------

# Chosen out of fold and on corpus v5 (docs/benchmarks.md, seventh pass): 1e-4 left the head
# too weak to matter, 1e-6 and 3e-6 fitted the training authors' sentences. With the latent
# terms (tenth pass), left out author by author, 1e-5 still did better than 3e-5 or 3e-6.
HEAD_L2 = 1e-5
# The extra benign mail (the MIME corpus) counts for less than labelled hard negatives when
# the stack is fitted: it is many, and easy.
EXTRA_WEIGHT = 0.3
# What the head may add to the out-of-fold false-positive rate of the n-gram model on the
# labelled benign mail, and again on the extra benign mail (ordinary and commercial mail of
# every shape): its operating point is put where both hold. The twenty-second pass tried no
# budget at all on the extra mail: the intercept did not move, since the labelled budget binds
# first and the stack lowers some extra messages as it raises others (docs/benchmarks.md).
MAX_EXTRA_FPR = 0.005
MAX_EXTRA_FPR_ORDINARY = 0.005
# Whether the stack decides over the gate, lowering the wording's score where the head reads
# the sentences as harmless and no rule read an instruction, or only raises it
# (``semantic.Head.decides``; docs/benchmarks.md, fifteenth pass).
HEAD_DECIDES = True


def fit_dense(
    x: np.ndarray, y: np.ndarray, weight: np.ndarray, *, l2: float, steps: int = 60
) -> tuple[np.ndarray, float]:
    """Weighted, L2-penalised logistic regression (the intercept unpenalised) by Newton."""
    n, dims = x.shape
    design = np.hstack([x, np.ones((n, 1))])
    beta = np.zeros(dims + 1)
    weight = weight / weight.sum()
    penalty = np.r_[np.full(dims, l2), 0.0]
    for _ in range(steps):
        p = 1 / (1 + np.exp(-np.clip(design @ beta, -30, 30)))
        gradient = design.T @ ((p - y) * weight) + penalty * beta
        hessian = (design * (weight * p * (1 - p))[:, None]).T @ design
        hessian += np.diag(penalty) + 1e-9 * np.eye(dims + 1)
        step = np.linalg.solve(hessian, gradient)
        beta -= step
        if np.abs(step).max() < 1e-7:
            break
    return beta[:-1], float(beta[-1])


class _HeadDesign:
    """The head's rows: a dense block (the embeddings) in front of sparse latent terms."""

    def __init__(self, rows: list[semantic.Row]) -> None:
        self.dense = np.stack([x for x, _, _ in rows]).astype(np.float64)
        self.latent = _Design([(i, v) for _, i, v in rows], semantic.SPARSE_DIMENSIONS)

    def dot(self, w: np.ndarray) -> np.ndarray:
        return self.dense @ w[: semantic.DIMENSIONS] + self.latent.dot(w[semantic.DIMENSIONS :])

    def tdot(self, r: np.ndarray) -> np.ndarray:
        return np.concatenate([self.dense.T @ r, self.latent.tdot(r)])


def fit_head(
    bags: list[list[semantic.Row]],
    labels: list[int],
    counts: list[float] | None = None,
    *,
    l2: float = HEAD_L2,
    rounds: int = 3,
) -> tuple[np.ndarray, float]:
    """Multiple-instance rounds as for the n-gram model: every sentence of benign mail is a
    negative; a malicious message's sentences share one positive unit at first, then its
    highest-scoring sentence is the positive. ``counts`` are the messages' weights
    (``Example.weight``; 1 each by default)."""
    w: np.ndarray | None = None
    b = 0.0
    counts = [1.0] * len(bags) if counts is None else counts
    mail = list(zip(bags, labels, counts, strict=True))
    negatives = sum(c * len(bag) for bag, y, c in mail if not y) or 1
    positives = sum(c for bag, y, c in mail if y and bag) or 1
    penalty = np.full(semantic.FEATURES, l2)
    for _ in range(rounds + 1):
        rows, ys, weights = [], [], []
        for bag, y, c in mail:
            if not bag:
                continue
            if not y:
                rows += bag
                ys += [0.0] * len(bag)
                weights += [c / negatives] * len(bag)
            elif w is None:
                rows += bag
                ys += [1.0] * len(bag)
                weights += [c / positives / len(bag)] * len(bag)
            else:
                rows.append(bag[int(np.argmax(semantic.logits(w, b, bag)))])
                ys.append(1.0)
                weights.append(c / positives)
        w, b = fit_adam(_HeadDesign(rows), np.array(ys), np.array(weights), penalty=penalty)
    return w, b


def head_logit(bag: list[semantic.Row], w: np.ndarray, b: float) -> float:
    """A message's head logit: its best sentence's (the intercept for none)."""
    return float(semantic.logits(w, b, bag).max()) if bag else b


def sentences_of(example: Example, detector: model.Detector) -> list[str]:
    """The sentences the head reads for ``example``: those of its chunks, the chunks the
    n-gram ``detector`` finds most suspicious first (as ``analyze`` orders them)."""
    logits = [detector.logit(i, v) for i, v in example.chunks]
    order = sorted(range(len(logits)), key=lambda n: -logits[n])
    return semantic.sentences([example.texts[n] for n in order])


def _bag_texts(example: Example, detector: model.Detector) -> list[str]:
    """What the head trains on for ``example``: for benign mail, without the sentences of
    chunks that quote or discuss an attack. Taught that "ignore your previous instructions"
    is benign because awareness mail quotes it, the head lowered the very attacks it quotes;
    the n-gram model's mention and context features are what tell a quotation apart."""
    own = sentences_of(example, detector)
    if example.label:
        return own
    flagged = set(
        semantic.sentences(
            [t for t, d in zip(example.texts, example.discussed, strict=True) if d],
            limit=10_000,
        )
    )
    return [t for t in own if t not in flagged]


def _fit_head(k: int | None):
    bags, labels, counts, groups, l2 = _work
    inside = [n for n, g in enumerate(groups) if k is None or g != k]
    return fit_head(
        [bags[n] for n in inside],
        [labels[n] for n in inside],
        [counts[n] for n in inside],
        l2=l2,
    )


def train_semantic(
    examples: list[Example],
    ngram_logits: np.ndarray,
    detector: model.Detector,
    encoder,
    *,
    folds: int = 5,
    version: str = "",
    max_extra_fpr: float = MAX_EXTRA_FPR,
    max_extra_fpr_ordinary: float = MAX_EXTRA_FPR_ORDINARY,
    counted: np.ndarray | None = None,
    l2: float = HEAD_L2,
    decides: bool = HEAD_DECIDES,
    record: Path | None = None,
    jobs: int = 1,
) -> tuple[semantic.Head, np.ndarray]:
    """The semantic head stacked on the n-gram model, and its out-of-fold probabilities.

    ``ngram_logits`` are the n-gram model's logits on mail it was not fitted to (out of fold,
    from ``train``, for its own training folders), so the stack learns how far to trust each
    model on new mail; the head's logits for the stack are out of fold too (the same groups).
    With ``decides`` the stack's probability is the message's over the gate, except where a
    rule read an instruction (there, and everywhere without ``decides``, the head only
    raises: ``semantic.Head.probability``). The stack's intercept is the lowest that keeps
    the out-of-fold false-positive rate at most ``max_extra_fpr`` above the n-gram model's
    own on the ``counted`` benign mail, and at most ``max_extra_fpr_ordinary`` above it on
    the rest of the benign mail (the extra folders). Counted on the labelled hard negatives
    alone, the budget let the head raise real-world marketing mail (docs/benchmarks.md,
    eleventh pass). ``record`` names a file for the stack's out-of-fold inputs (both models'
    logits, the labels, weights and masks), to study the stack without retraining."""
    texts = [_bag_texts(e, detector) for e in examples]
    distinct = list(dict.fromkeys(t for own in texts for t in own))
    rows = dict(zip(distinct, encoder.features(distinct), strict=True))
    bags = [[rows[t] for t in own] for own in texts]
    labels = [e.label for e in examples]
    counts = [e.weight for e in examples]
    groups = [fold_of(e.group, folds) for e in examples]
    *per_fold, (w, b) = _fits(_fit_head, folds, jobs, (bags, labels, counts, groups, l2))
    head_oof = np.array([head_logit(bags[n], *per_fold[k]) for n, k in enumerate(groups)])
    mask = np.ones(len(examples), dtype=bool) if counted is None else counted
    inputs = {
        "ngram": ngram_logits,
        "head": head_oof,
        "labels": np.array(labels, dtype=np.float64),
        "counted": mask,
        "weights": np.array(counts, dtype=np.float64),
        # Where a rule read an instruction, the head only raises (``Head.probability``).
        "ruled": np.array([any(e.ruled) for e in examples], dtype=bool),
        "platt": np.array([detector.platt_a, detector.platt_b]),
    }
    if record is not None:
        np.savez_compressed(record, groups=np.array([e.group for e in examples]), **inputs)
    stack, final = fit_stack(
        **inputs,
        decides=decides,
        max_extra_fpr=max_extra_fpr,
        max_extra_fpr_ordinary=max_extra_fpr_ordinary,
    )
    head = semantic.Head(
        weights=w.astype(np.float16).astype(np.float32),
        bias=b,
        stack=stack,
        encoder=encoder.model_id,
        ngram_version=detector.version,
        version=version,
        decides=decides,
    )
    return head, 1 / (1 + np.exp(-np.clip(final, -30, 30)))


def fit_stack(
    *,
    ngram: np.ndarray,
    head: np.ndarray,
    labels: np.ndarray,
    counted: np.ndarray,
    weights: np.ndarray,
    ruled: np.ndarray,
    platt: np.ndarray,
    decides: bool = HEAD_DECIDES,
    max_extra_fpr: float = MAX_EXTRA_FPR,
    max_extra_fpr_ordinary: float = MAX_EXTRA_FPR_ORDINARY,
) -> tuple[tuple[float, float, float], np.ndarray]:
    """The stack (n-gram weight, head weight, intercept) over out-of-fold ``ngram`` and
    ``head`` logits, and its out-of-fold log-odds per message, for ``train_semantic`` (see
    there for the budgets) and for studying a recorded stack (``--stack-record``)."""
    weight = np.where(counted, 1.0, EXTRA_WEIGHT) * weights
    stack_w, stack_b = fit_dense(np.column_stack([ngram, head]), labels, weight, l2=1e-4, steps=100)
    wording = platt[0] * ngram + platt[1]
    meaning = stack_w[0] * ngram + stack_w[1] * head + stack_b
    read = wording >= semantic.log_odds(semantic.GATE)  # what the head reads (the gate)
    lowers = decides & ~ruled
    budgets = [
        (group, float((wording[group] > 0).mean()) + allowed + 1e-9)
        for group, allowed in (
            (counted & (labels == 0), max_extra_fpr),
            (~counted & (labels == 0), max_extra_fpr_ordinary),
        )
        if group.any()
    ]
    # The lowest shift of the stack's intercept that keeps within both budgets. A stack that
    # decides may lower scores, so its search starts above the fitted intercept.
    shift = -10.0 if decides else 0.0
    while True:
        stacked = np.where(lowers, meaning - shift, np.maximum(wording, meaning - shift))
        final = np.where(read, stacked, wording)
        if all(float((final[group] > 0).mean()) <= allowed for group, allowed in budgets):
            break
        shift += 0.05
    return (float(stack_w[0]), float(stack_w[1]), stack_b - shift), final


class StoredEncodings:
    """An encoder whose sentence features are kept in a file between training runs
    (``train_injection --encoding-cache``). The encoder takes most of a retrain's hour, and a
    second run that changes only weights, folders or the head's settings needs few new
    sentences. Rows are keyed by each sentence's SHA-256 and used only with the encoder
    (``model_id``) that made them; they are stored as computed, so a run gives the same
    artefacts with the file as without it. With ``autosave`` off the file is written by
    ``save`` only (``eval_injection`` asks for a few sentences per message: writing the
    whole file after each would make a run quadratic)."""

    def __init__(self, encoder, path: Path, *, autosave: bool = True) -> None:
        self.model_id = encoder.model_id
        self._encoder = encoder
        self._path = path
        self._autosave = autosave
        self._rows: dict[bytes, semantic.Row] = {}
        if not path.exists():
            return
        with np.load(path, allow_pickle=False) as data:
            if str(data["model_id"]) != self.model_id:
                return
            keys, dense, offsets = data["keys"], data["dense"], data["offsets"]
            idx, val = data["idx"], data["val"]
        for n, key in enumerate(keys):
            start, end = offsets[n], offsets[n + 1]
            self._rows[bytes(key)] = (dense[n], idx[start:end], val[start:end])

    def features(self, texts) -> list[semantic.Row]:
        keys = [hashlib.sha256(t.encode()).digest() for t in texts]
        todo = {k: t for k, t in zip(keys, texts, strict=True) if k not in self._rows}
        if todo:
            self._rows.update(zip(todo, self._encoder.features(list(todo.values())), strict=True))
            if self._autosave:
                self.save()
        return [self._rows[k] for k in keys]

    def save(self) -> None:
        rows = list(self._rows.values())
        if not rows:
            return
        lengths = np.array([len(i) for _, i, _ in rows], dtype=np.int64)
        partial = self._path.with_suffix(".partial.npz")
        np.savez(
            partial,
            model_id=np.array(self.model_id),
            keys=np.array(list(self._rows), dtype="S32"),
            dense=np.stack([x for x, _, _ in rows]),
            offsets=np.concatenate([[0], np.cumsum(lengths)]),
            idx=np.concatenate([i for _, i, _ in rows]),
            val=np.concatenate([v for _, _, v in rows]),
        )
        partial.replace(self._path)


def roc_auc(scores: list[float], labels: list[int]) -> float:
    """Probability that a random malicious message outscores a random benign one (ties ½)."""
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    if not pos or not neg:
        return float("nan")
    order = np.argsort(np.array(pos + neg), kind="mergesort")
    ranks = np.empty(len(order))
    values = np.array(pos + neg)[order]
    i = 0
    while i < len(values):  # average ranks over ties
        j = i
        while j + 1 < len(values) and values[j + 1] == values[i]:
            j += 1
        ranks[order[i : j + 1]] = (i + j) / 2 + 1
        i = j + 1
    rank_sum = ranks[: len(pos)].sum()
    return float((rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))
