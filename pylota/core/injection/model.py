"""The learned detector: logistic regression over chunk features, Platt-calibrated.

The artefact ``detector.npz`` (next to this module, built by ``manage.py
train_injection``) holds the weights as float16, the bias, the two Platt parameters and
the feature layout it was trained with. It is read once per process with numpy, with no
network. ``probability(z) = 1 / (1 + exp(-(a * z + b)))`` where ``z`` is the raw logit, so
the score an operator compares with ``injection_threshold`` is a probability x 100.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from pylota.core.injection import features

ARTEFACT = Path(__file__).with_name("detector.npz")


@dataclass(frozen=True)
class Detector:
    weights: np.ndarray  # float32, features.TOTAL_DIM
    bias: float
    platt_a: float
    platt_b: float
    version: str

    def logit(self, indices: np.ndarray, values: np.ndarray) -> float:
        return self.bias + float(np.dot(self.weights[indices], values))

    def probability(self, logit: float) -> float:
        x = self.platt_a * logit + self.platt_b
        if x < -40:
            return 0.0
        return 1.0 / (1.0 + math.exp(-x))

    def weight_of(self, name: str) -> float:
        return float(self.weights[features.NAMED_INDEX[name]])

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            weights=self.weights.astype(np.float16),
            meta=np.array([self.bias, self.platt_a, self.platt_b], dtype=np.float64),
            layout=np.array(
                [str(features.HASH_BITS), ",".join(map(str, features.NGRAMS)), *features.NAMED]
            ),
            version=np.array(self.version),
        )


def read(path: Path) -> Detector | None:
    """The detector at ``path``, or None when it is missing or built for another layout."""
    if not path.is_file():
        return None
    with np.load(path, allow_pickle=False) as data:
        layout = [str(x) for x in data["layout"]]
        expected = [str(features.HASH_BITS), ",".join(map(str, features.NGRAMS))]
        if layout != [*expected, *features.NAMED]:
            return None
        bias, a, b = (float(x) for x in data["meta"])
        return Detector(
            weights=data["weights"].astype(np.float32),
            bias=bias,
            platt_a=a,
            platt_b=b,
            version=str(data["version"]),
        )


@cache
def shipped() -> Detector | None:
    return read(ARTEFACT)
