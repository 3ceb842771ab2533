"""Each MCP tool answers what its REST operation answers, for the same key: content (with
mail fenced), errors, permission refusals and idempotent replays.

The server is the project's ASGI application under uvicorn on a loopback port, driven by the
``mcp`` SDK's own client over streamable HTTP; the REST side is the same database read
through Django's test client.
"""

from __future__ import annotations

import base64

import pytest

from apps.mcp.api.tools import TOOLS
from tests.conftest import Api
from tests.factories import ApiKeyFactory, AttachmentFactory, MessageFactory, ThreadFactory
from tests.mcp.conftest import call, neutralised, structured, unfenced, without_request_id

pytestmark = pytest.mark.slow

SIM = "simulator.pylota.test"


@pytest.fixture
def mail(agent):
    thread = ThreadFactory(identity=agent, subject="Invoice for March")
    message = MessageFactory(
        thread=thread,
        from_address="dana@example.com",
        from_name="Dana",
        to=[{"name": "Agent", "address": "agent@agents.pylota.test"}],
        text="Hi, the March invoice is attached.",
        snippet="Hi, the March invoice",
    )
    AttachmentFactory(message=message, filename="invoice.pdf")
    return message


def _rest(api: Api, method: str, path: str, body=None, headers=None):
    response = api.request(method, path, body, headers=headers)
    return response.status_code, response.json() if response.content else None


def _same(result, status: int, rest_body) -> None:
    mcp_body = unfenced(structured(result))
    if status >= 400:
        assert result.is_error
        assert without_request_id(mcp_body) == without_request_id(rest_body)
    else:
        assert not result.is_error, mcp_body
        assert mcp_body == neutralised(rest_body)


READS = [
    ("whoami", lambda m: {}, "GET", lambda m: "/v1/me"),
    ("list_identities", lambda m: {}, "GET", lambda m: "/v1/identities"),
    (
        "list_threads",
        lambda m: {"identity_id": m.identity_id, "limit": 10},
        "GET",
        lambda m: f"/v1/threads?identity_id={m.identity_id}&limit=10",
    ),
    (
        "get_thread",
        lambda m: {"thread_id": m.thread_id},
        "GET",
        lambda m: f"/v1/threads/{m.thread_id}",
    ),
    (
        "list_contacts",
        lambda m: {"identity_id": m.identity_id},
        "GET",
        lambda m: f"/v1/identities/{m.identity_id}/contacts",
    ),
    (
        "related_threads",
        lambda m: {"thread_id": m.thread_id},
        "GET",
        lambda m: f"/v1/threads/{m.thread_id}/related",
    ),
    ("list_events", lambda m: {"limit": 5}, "GET", lambda m: "/v1/events?limit=5"),
    ("list_webhooks", lambda m: {}, "GET", lambda m: "/v1/webhooks"),
    (
        "wait_for_message",
        lambda m: {"identity_id": m.identity_id, "timeout": 0},
        "GET",
        lambda m: f"/v1/identities/{m.identity_id}/wait?timeout=0",
    ),
]


@pytest.mark.parametrize(("tool", "args", "method", "path"), READS, ids=[r[0] for r in READS])
def test_a_reading_tool_answers_its_operations_json(served, world, mail, tool, args, method, path):
    secret = world.tenant_key.secret
    result = call(served, secret, tool, args(mail))
    status, body = _rest(Api(secret), method, path(mail))
    assert status == 200
    _same(result, status, body)


def test_get_message_is_the_message_with_its_attachments_text(served, world, mail):
    note = AttachmentFactory(
        message=mail, filename="note.txt", content_type="text/plain", sniffed_type="text/plain"
    )
    secret = world.tenant_key.secret
    result = structured(call(served, secret, "get_message", {"message_id": mail.id}))
    status, rest = _rest(Api(secret), "GET", f"/v1/messages/{mail.id}")
    assert status == 200
    texts = {a["id"]: a.pop("attachment_text", None) for a in result["attachments"]}
    assert unfenced(result) == neutralised(rest)
    assert unfenced(texts[note.id]) == "%PDF-1.4\n"  # the factory's bytes, read as text
    assert [k for k, v in texts.items() if v is None] == [
        a["id"] for a in rest["attachments"] if a["id"] != note.id
    ]
    assert "UNTRUSTED-MAIL" in result["text"]
    assert "UNTRUSTED-MAIL" in result["from"]["name"]


def test_download_attachment_is_the_attachments_bytes(served, world, mail):
    attachment = mail.attachments.get()
    secret = world.tenant_key.secret
    result = structured(
        call(
            served,
            secret,
            "download_attachment",
            {"message_id": mail.id, "attachment_id": attachment.id},
        )
    )
    rest = Api(secret).get(f"/v1/messages/{mail.id}/attachments/{attachment.id}")
    content = b"".join(rest.streaming_content) if rest.streaming else rest.content
    assert base64.b64decode(result["content_base64"]) == content
    assert result["size"] == attachment.size
    assert result["content_type"].startswith(rest["Content-Type"].split(";")[0])


def test_search_every_mode_answers_its_operations_json(served, world, mail):
    secret = world.tenant_key.secret
    for mode in ("keyword", "semantic", "hybrid"):
        body = {"q": "invoice", "mode": mode}
        result = call(served, secret, "search_mailbox", {"identity_id": mail.identity_id, **body})
        status, rest = _rest(Api(secret), "POST", f"/v1/identities/{mail.identity_id}/search", body)
        _same(result, status, rest)
        result = call(served, secret, "search", body)
        status, rest = _rest(Api(secret), "POST", "/v1/search", body)
        _same(result, status, rest)


def test_labelling_answers_what_a_read_then_shows(served, world, mail):
    secret = world.tenant_key.secret
    result = call(
        served,
        secret,
        "update_message",
        {"message_id": mail.id, "add_labels": ["billing"], "is_read": True},
    )
    status, rest = _rest(Api(secret), "GET", f"/v1/messages/{mail.id}")
    _same(result, status, rest)
    assert "billing" in rest["labels"]
    assert rest["is_read"] is True
    thread = call(served, secret, "update_thread", {"thread_id": mail.thread_id, "is_read": False})
    status, rest = _rest(Api(secret), "GET", f"/v1/threads/{mail.thread_id}")
    rest.pop("messages")  # the update answers the thread, the read adds its messages
    _same(thread, status, rest)


def test_a_creating_tools_idempotency_key_is_the_operations_idempotency_key(served, world, agent):
    secret = world.tenant_key.secret
    body = {"to": [f"delivered@{SIM}"], "subject": "Hello", "text": "Hi there"}
    first = call(
        served, secret, "send_message", {"identity_id": agent.id, "idempotency_key": "k-1", **body}
    )
    again = call(
        served, secret, "send_message", {"identity_id": agent.id, "idempotency_key": "k-1", **body}
    )
    assert unfenced(structured(again)) == unfenced(structured(first))
    # The REST call with the same Idempotency-Key replays the tool's send: one record.
    response = Api(secret).post(
        f"/v1/identities/{agent.id}/messages", body, headers={"Idempotency-Key": "k-1"}
    )
    assert response["Idempotent-Replayed"] == "true"
    assert unfenced(structured(first)) == neutralised(response.json())
    assert (
        Api(secret).get(f"/v1/threads?identity_id={agent.id}").json()["data"][0]["message_count"]
        == 1
    )
    # A different body under the same key is refused alike.
    conflict = call(
        served,
        secret,
        "send_message",
        {"identity_id": agent.id, "idempotency_key": "k-1", **body, "text": "x"},
    )
    status, rest = _rest(
        Api(secret), "POST", f"/v1/identities/{agent.id}/messages", {**body, "text": "x"},
        headers={"Idempotency-Key": "k-1"},
    )  # fmt: skip
    assert rest["error"]["code"] == "idempotency_conflict"
    _same(conflict, status, rest)


def test_create_identity_replays_like_rest(served, world):
    secret = world.tenant_key.secret
    args = {"name": "billing-bot", "display_name": "Billing"}
    created = call(served, secret, "create_identity", {**args, "idempotency_key": "idn-1"})
    response = Api(secret).post("/v1/identities", args, headers={"Idempotency-Key": "idn-1"})
    assert response.status_code == 201
    assert structured(created) == response.json()


def test_reply_reply_all_and_forward_are_the_send_operation(served, world, mail):
    secret = world.tenant_key.secret
    identity = mail.identity_id
    reply = structured(
        call(
            served,
            secret,
            "reply",
            {"identity_id": identity, "reply_to_message_id": mail.id, "text": "Thanks"},
        )
    )
    assert reply["thread_id"] == mail.thread_id
    assert [r["address"] for r in reply["recipients"]] == ["dana@example.com"]
    everyone = structured(
        call(
            served,
            secret,
            "reply_all",
            {"identity_id": identity, "reply_to_message_id": mail.id, "text": "All"},
        )
    )
    assert [r["address"] for r in everyone["recipients"]] == [
        "dana@example.com"
    ]  # we are not copied
    forward = structured(
        call(
            served,
            secret,
            "forward",
            {"identity_id": identity, "forward_message_id": mail.id, "to": [f"erin@{SIM}"]},
        )
    )
    assert forward["thread_id"] != mail.thread_id
    assert unfenced(forward["subject"]) == "Fwd: Invoice for March"
    _, rest = _rest(Api(secret), "GET", f"/v1/messages/{forward['id']}")
    assert [a["filename"] for a in rest["attachments"]] == ["invoice.pdf"]
    missing = call(served, secret, "forward", {"identity_id": identity, "to": [f"erin@{SIM}"]})
    assert missing.is_error
    assert structured(missing)["error"]["code"] == "validation_failed"


def test_drafts_round_trip(served, world, agent):
    secret = world.tenant_key.secret
    draft = structured(
        call(
            served,
            secret,
            "create_draft",
            {"identity_id": agent.id, "subject": "Later", "idempotency_key": "d-1"},
        )
    )
    status, rest = _rest(Api(secret), "GET", f"/v1/identities/{agent.id}/drafts/{draft['id']}")
    assert unfenced(draft) == neutralised(rest)
    change = {"to": [f"delivered@{SIM}"], "text": "Now"}
    updated = call(
        served, secret, "update_draft", {"identity_id": agent.id, "draft_id": draft["id"], **change}
    )
    status, rest = _rest(Api(secret), "GET", f"/v1/identities/{agent.id}/drafts/{draft['id']}")
    _same(updated, status, rest)
    sent = structured(
        call(served, secret, "send_draft", {"identity_id": agent.id, "draft_id": draft["id"]})
    )
    assert sent["status"] == "queued"
    other = structured(call(served, secret, "create_draft", {"identity_id": agent.id}))
    deleted = call(
        served, secret, "delete_draft", {"identity_id": agent.id, "draft_id": other["id"]}
    )
    assert not deleted.is_error
    status, rest = _rest(Api(secret), "GET", f"/v1/identities/{agent.id}/drafts/{other['id']}")
    assert status == 404


def test_webhooks_create_and_test(served, world):
    secret = world.tenant_key.secret
    created = structured(
        call(
            served,
            secret,
            "create_webhook",
            {"url": "https://hooks.example.com/in", "idempotency_key": "w-1"},
        )
    )
    assert created["secret"].startswith("whsec_")
    _, rest = _rest(Api(secret), "GET", f"/v1/webhooks/{created['id']}")
    assert {k: v for k, v in created.items() if k in rest} == rest
    tested = call(served, secret, "test_webhook", {"webhook_id": created["id"]})
    assert not tested.is_error, structured(tested)


def test_another_tenants_ids_answer_the_same_not_found(served, world, mail):
    outsider = world.other_tenant_key.secret
    for tool, args, path in (
        ("get_message", {"message_id": mail.id}, f"/v1/messages/{mail.id}"),
        ("get_thread", {"thread_id": mail.thread_id}, f"/v1/threads/{mail.thread_id}"),
        (
            "list_contacts",
            {"identity_id": mail.identity_id},
            f"/v1/identities/{mail.identity_id}/contacts",
        ),
        (
            "download_attachment",
            {"message_id": mail.id, "attachment_id": mail.attachments.get().id},
            f"/v1/messages/{mail.id}/attachments/{mail.attachments.get().id}",
        ),
    ):
        result = call(served, outsider, tool, args)
        status, rest = _rest(Api(outsider), "GET", path)
        assert status == 404
        _same(result, status, rest)
    missing = "msg_" + "0" * 26
    result = call(served, outsider, "get_message", {"message_id": missing})
    assert structured(result)["error"]["code"] == "message_not_found"


def test_permission_refusals_are_the_operations(served, world, agent):
    reader = ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"]).secret
    body = {"to": [f"delivered@{SIM}"], "text": "hi"}
    result = call(served, reader, "send_message", {"identity_id": agent.id, **body})
    status, rest = _rest(Api(reader), "POST", f"/v1/identities/{agent.id}/messages", body)
    assert (status, rest["error"]["code"]) == (403, "permission_denied")
    _same(result, status, rest)
    scoped = ApiKeyFactory(tenant=world.tenant, identity_id=agent.id).secret
    result = call(served, scoped, "list_events", {})
    status, rest = _rest(Api(scoped), "GET", "/v1/events")
    assert rest["error"]["code"] == "identity_scope_exceeded"
    _same(result, status, rest)


def test_every_tool_of_the_table_is_covered_here():
    covered = {r[0] for r in READS} | {
        "get_message", "download_attachment", "search_mailbox", "search", "update_message",
        "update_thread", "send_message", "create_identity", "reply", "reply_all", "forward",
        "create_draft", "update_draft", "send_draft", "delete_draft", "create_webhook",
        "test_webhook", "list_quarantine", "release_quarantined",  # test_quarantine.py
        "ask_mailbox",  # test_mcp_server.py
    }  # fmt: skip
    assert {t.name for t in TOOLS} == covered
