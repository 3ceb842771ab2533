"""A deterministic embedder for unit tests: feature hashing of folded words and bigrams.

Texts sharing words get similar vectors, so ranking tests stay meaningful; no model, no
randomness across processes (blake2b, not ``hash()``). Never use it in production: it
knows nothing of meaning ("car" and "automobile" are unrelated to it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from itertools import pairwise

from pylota.core.embeddings.base import normalise
from pylota.core.query.text import words


class FakeEmbedder:
    def __init__(self, dimensions: int = 384, model_id: str = "fake-hash-v1") -> None:
        self.dimensions = dimensions
        self.model_id = model_id

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self.dimensions
        tokens = words(text)
        features = tokens + [f"{a} {b}" for a, b in pairwise(tokens)]
        for feature in features:
            digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
            index = int.from_bytes(digest[:4], "big") % self.dimensions
            vector[index] += 1.0 if digest[4] & 1 else -1.0
        if not features:
            vector[0] = 1.0
        return normalise(vector)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [self._vector(text) for text in texts]
