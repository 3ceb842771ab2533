"""The OpenAI-compatible embedder against a real HTTP server on loopback that answers what
a broken or misconfigured ``/embeddings`` endpoint answers: error statuses, bodies of
another shape, vectors of another size or count, non-finite numbers, and silence."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pylota.core import embeddings
from pylota.core.embeddings import EmbeddingError

# (status, body bytes) for a request's JSON body.
Answer = Callable[[dict], tuple[int, bytes]]


def _vectors(body: dict, size: int = 4) -> list[dict]:
    return [
        {"index": i, "embedding": [1.0 + i] + [0.5] * (size - 1)}
        for i, _ in enumerate(body["input"])
    ]


def _json(status: int, payload) -> tuple[int, bytes]:
    return status, json.dumps(payload).encode()


class _Server:
    def __init__(self) -> None:
        self.answer: Answer = lambda body: _json(200, {"data": _vectors(body)})
        self.requests: list[dict] = []
        self.authorizations: list[str | None] = []
        self.release = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(body)
                server.authorizations.append(self.headers.get("Authorization"))
                status, payload = server.answer(body)
                if status == 0:  # hold the answer until the test is over
                    server.release.wait(30)
                    return
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def client(self, **options):
        options.setdefault("dimensions", 4)
        return embeddings.create("openai", base_url=self.url, model="m", **options)


@pytest.fixture
def server():
    running = _Server()
    thread = threading.Thread(target=running.httpd.serve_forever, daemon=True)
    thread.start()
    yield running
    running.release.set()
    running.httpd.shutdown()
    running.httpd.server_close()


def test_it_embeds_through_the_loopback_endpoint(server):
    vectors = server.client().embed(["a", "b"])
    assert len(vectors) == 2
    assert all(abs(sum(x * x for x in v) - 1.0) < 1e-9 for v in vectors)
    assert server.requests[0]["dimensions"] == 4


@pytest.mark.parametrize("status", [400, 401, 404, 429, 500, 503])
def test_an_error_status_is_an_embedding_error(server, status):
    server.answer = lambda body: _json(status, {"error": {"message": "no"}})
    with pytest.raises(EmbeddingError, match=f"HTTP Error {status}"):
        server.client().embed(["x"])


@pytest.mark.parametrize(
    "payload",
    [
        b"<html>gateway</html>",
        b"[]",
        b'{"data": "nope"}',
        b'{"data": [1, 2]}',
        b'{"data": [{"index": 0}]}',
        b'{"data": [{"index": 0, "embedding": ["a", "b", "c", "d"]}]}',
        b'{"vectors": []}',
    ],
)
def test_a_body_of_another_shape_is_refused(server, payload):
    server.answer = lambda body: (200, payload)
    with pytest.raises(EmbeddingError, match=r"unexpected body|Expecting value"):
        server.client().embed(["x"])


def test_a_wrong_dimension_is_refused_even_when_only_one_vector_has_it(server):
    def answer(body):
        rows = _vectors(body)
        rows[-1]["embedding"] = rows[-1]["embedding"] + [0.1]
        return _json(200, {"data": rows})

    server.answer = answer
    with pytest.raises(EmbeddingError, match="5 dimensions, expected 4"):
        server.client().embed(["a", "b", "c"])


def test_the_wrong_number_of_vectors_is_refused(server):
    server.answer = lambda body: _json(200, {"data": _vectors(body)[:-1]})
    with pytest.raises(EmbeddingError, match="wrong number"):
        server.client().embed(["a", "b"])


@pytest.mark.parametrize("values", ["[NaN, 1, 1, 1]", "[Infinity, 1, 1, 1]", "[0, 0, 0, 0]"])
def test_non_finite_or_zero_vectors_are_refused(server, values):
    server.answer = lambda body: (
        200,
        f'{{"data": [{{"index": 0, "embedding": {values}}}]}}'.encode(),
    )
    with pytest.raises(EmbeddingError, match="non-finite or zero"):
        server.client().embed(["x"])


def test_an_endpoint_that_does_not_answer_times_out(server):
    server.answer = lambda body: (0, b"")
    with pytest.raises(EmbeddingError, match="timed out"):
        server.client(timeout=0.2).embed(["x"])


def test_a_failure_in_a_later_batch_fails_the_whole_call(server):
    def answer(body):
        if len(server.requests) > 1:
            return _json(500, {})
        return _json(200, {"data": _vectors(body)})

    server.answer = answer
    with pytest.raises(EmbeddingError):
        server.client(batch_size=1).embed(["a", "b"])
    assert len(server.requests) == 2


def test_an_api_key_travels_as_a_bearer_token_and_dimensions_can_be_left_out(server):
    server.client(api_key="sk-test", send_dimensions=False).embed(["a"])
    server.client().embed(["b"])
    assert server.authorizations == ["Bearer sk-test", None]
    assert "dimensions" not in server.requests[0]
    assert server.requests[0]["model"] == "m"


def test_only_http_urls_are_accepted():
    with pytest.raises(EmbeddingError, match="http"):
        embeddings.create("openai", base_url="file:///etc/passwd", model="m")
