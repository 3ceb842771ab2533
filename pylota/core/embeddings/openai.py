"""Any OpenAI-compatible ``POST {base_url}/embeddings`` endpoint (OpenAI, vLLM, Ollama,
LiteLLM, text-embeddings-inference, …).

The index column has a fixed dimension (384 by default): the request asks for it with the
``dimensions`` parameter, and an answer of another size is refused rather than stored.
"""

from __future__ import annotations

import json
import math
import urllib.error
import urllib.request
from collections.abc import Sequence

from pylota.core.embeddings.base import EmbeddingError, normalise


class OpenAICompatibleEmbedder:
    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        dimensions: int = 384,
        batch_size: int = 64,
        timeout: float = 30.0,
        send_dimensions: bool = True,
    ) -> None:
        if not base_url.startswith(("http://", "https://")):
            raise EmbeddingError("the embeddings URL must be http(s)")
        self.url = base_url.rstrip("/") + "/embeddings"
        self.model = model
        self.api_key = api_key
        self.dimensions = dimensions
        self.batch_size = max(1, batch_size)
        self.timeout = timeout
        self.send_dimensions = send_dimensions
        self.model_id = f"openai:{model}:{dimensions}"

    def _post(self, texts: list[str]) -> list[list[float]]:
        body: dict = {"model": self.model, "input": texts, "encoding_format": "float"}
        if self.send_dimensions:
            body["dimensions"] = self.dimensions
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(  # noqa: S310 (the URL's scheme is checked above)
            self.url, data=json.dumps(body).encode(), headers=headers, method="POST"
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:  # noqa: S310
                payload = json.loads(response.read())
        except (urllib.error.URLError, TimeoutError, OSError, ValueError) as exc:
            raise EmbeddingError(f"embeddings endpoint failed: {exc}") from exc
        try:
            rows = sorted(payload["data"], key=lambda row: row.get("index", 0))
            vectors = [[float(x) for x in row["embedding"]] for row in rows]
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise EmbeddingError("the embeddings endpoint answered an unexpected body") from exc
        if len(vectors) != len(texts):
            raise EmbeddingError("the embeddings endpoint answered the wrong number of vectors")
        for vector in vectors:
            if len(vector) != self.dimensions:
                raise EmbeddingError(
                    f"the endpoint answered {len(vector)} dimensions, expected {self.dimensions}"
                )
            # pgvector refuses NaN and infinity; a zero vector has no direction to compare.
            if not all(math.isfinite(x) for x in vector) or not any(vector):
                raise EmbeddingError("the embeddings endpoint answered a non-finite or zero vector")
        return [normalise(v) for v in vectors]

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            out.extend(self._post([t or " " for t in texts[start : start + self.batch_size]]))
        return out
