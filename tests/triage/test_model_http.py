"""Triage through the real OpenAI-compatible client, against a chat server on loopback:
what goes over the wire (the schema, the fenced mail) and what comes back."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from apps.mailbox.models import Message
from apps.triage import services
from pylota.core.fence import OPEN
from tests.factories import IdentityFactory


class ChatServer:
    """Answers POST /v1/chat/completions with the next scripted content; keeps the bodies."""

    def __init__(self) -> None:
        self.contents: list[str] = []
        self.requests: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "body": body})
                payload = {
                    "id": "chatcmpl-1",
                    "model": "local-test-model",
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": server.contents.pop(0)},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {"prompt_tokens": 321, "completion_tokens": 45},
                }
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args) -> None:
                return

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def chat(settings):
    server = ChatServer()
    settings.PM_LLM_BASE_URL = server.url
    settings.PM_LLM_MODEL = "local-test-model"
    yield server
    server.close()


def test_the_real_client_sends_the_schema_and_the_fenced_mail(world, receive, chat):
    chat.contents.append(
        json.dumps(
            {
                "category": "support",
                "priority": "high",
                "needs_reply": True,
                "summary": "A customer cannot sign in since the update.",
                "labels": ["login"],
            }
        )
    )
    agent = IdentityFactory(tenant=world.tenant)
    message = receive(agent, "Locked out", "Since the update I cannot sign in. Can you help?")
    record = services.triage_message(message_id=message.id)

    assert (record["status"], record["source"]) == ("done", "model")
    assert record["model"] == "local-test-model"
    assert record["tokens"] == 366
    stored = Message.objects.get(pk=message.id)
    assert (stored.category, stored.priority, stored.needs_reply) == ("support", "high", True)

    (request,) = chat.requests
    assert request["path"] == "/v1/chat/completions"
    body = request["body"]
    assert body["response_format"]["type"] == "json_schema"
    sent = body["response_format"]["json_schema"]["schema"]
    assert sent["properties"]["category"]["enum"][0] == "personal"
    system, user = body["messages"]
    assert system["role"] == "system"
    assert "cannot sign in" not in system["content"]
    assert OPEN in user["content"]
    assert user["content"].index(OPEN) < user["content"].index("cannot sign in")


def test_a_malformed_answer_over_the_wire_is_recorded_as_failed(world, receive, chat):
    chat.contents.append('{"category": "support", "priority": "high"')  # cut short
    agent = IdentityFactory(tenant=world.tenant)
    record = services.triage_message(message_id=receive(agent, "Hi", "Can you call?").id)
    assert (record["status"], record["error"]) == ("failed", "model_output_invalid")
    assert record["category"] is None
