"""The configured embedding provider, built once per process (the ONNX session is ~0.3 s
to load and thread-safe to share)."""

from __future__ import annotations

import threading

from django.conf import settings

from pylota.core import embeddings
from pylota.core.embeddings import Embedder

_lock = threading.Lock()
_cache: dict[tuple, Embedder] = {}


def _options() -> tuple:
    return (
        settings.PM_SEARCH_EMBEDDING_PROVIDER,
        settings.PM_SEARCH_MODEL_PATH,
        settings.PM_SEARCH_MODEL_SHA256,
        settings.PM_SEARCH_EMBEDDING_URL,
        settings.PM_SEARCH_EMBEDDING_API_KEY,
        settings.PM_SEARCH_EMBEDDING_MODEL,
        settings.PM_SEARCH_EMBEDDING_DIMENSIONS,
        settings.PM_SEARCH_EMBEDDING_BATCH_SIZE,
        settings.PM_SEARCH_EMBEDDING_THREADS,
        settings.PM_SEARCH_EMBEDDING_TIMEOUT_SECONDS,
    )


def _build(options: tuple) -> Embedder:
    name, path, sha, url, key, model, dims, batch, threads, timeout = options
    if name == "local":
        return embeddings.create(
            "local", model_path=path, sha256=sha, batch_size=batch, threads=threads
        )
    if name == "multilingual":
        return embeddings.create(
            "multilingual", model_path=path, sha256=sha, batch_size=batch, threads=threads
        )
    if name == "openai":
        return embeddings.create(
            "openai",
            base_url=url,
            api_key=key,
            model=model,
            dimensions=dims,
            batch_size=batch,
            timeout=float(timeout),
        )
    return embeddings.create("fake", dimensions=dims)


def provider() -> Embedder:
    """The provider the settings name (rebuilt if the settings change, as in tests)."""
    options = _options()
    with _lock:
        if options not in _cache:
            _cache[options] = _build(options)
        return _cache[options]


def to_sql(vector: list[float]) -> str:
    """pgvector's text form, passed as a bound parameter and cast with ``::vector``."""
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"
