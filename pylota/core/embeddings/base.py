"""The provider interface."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol


class EmbeddingError(RuntimeError):
    """The provider could not embed (endpoint down, bad answer, missing model file)."""


class Embedder(Protocol):
    model_id: str  # stored with every vector; a new ID means "recompute"
    dimensions: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One L2-normalised vector per text, in order."""
        ...


def normalise(vector: Sequence[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector] if norm else [0.0] * len(vector)


def file_sha256(path: Path) -> str:
    """The sha256 of a model file, read in 1 MiB blocks (model files are pinned by it)."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
