"""The SDK against the running application: typed errors, pagination, idempotency, raw and
binary answers, uploads, wait, and the async client. Retry rules against a scripted server."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from pylota_mail import (
    APIConnectionError,
    AsyncClient,
    AuthenticationError,
    Client,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    UnprocessableEntityError,
)

from tests.trust.conftest import compose, deliver

pytestmark = pytest.mark.slow


def _mail(agent, **kw) -> None:
    deliver(compose(to=agent.primary.address, sender="z@nodmarc.test", **kw), ip=None,
            to=(agent.primary.address,))  # fmt: skip


def test_errors_are_typed_and_carry_the_envelope(live):
    client = Client(live.secret, base_url=live.url)
    with pytest.raises(NotFoundError) as missing:
        client.identities.get("idn_01JP9ZNNR4M4YZBMQ9X016SN9J")
    assert missing.value.status == 404
    assert missing.value.code == "identity_not_found"
    assert missing.value.request_id.startswith("req_")
    assert missing.value.retryable is False
    with pytest.raises(AuthenticationError) as bad_key:
        Client("pm_live_wrong", base_url=live.url).me.get()
    assert bad_key.value.code == "unauthenticated"
    reader = Client(live.key(permissions=["identities:read"]), base_url=live.url)
    with pytest.raises(PermissionDeniedError) as denied:
        reader.identities.create(name="nope")
    assert denied.value.code == "permission_denied"
    assert denied.value.details["required"] == "identities:write"
    with pytest.raises(UnprocessableEntityError) as invalid:
        client.identities.create(name="x", sender_policy="everyone")  # type: ignore[arg-type]
    assert "sender_policy" in invalid.value.details["fields"]


def test_iterators_walk_every_page_and_creating_calls_are_idempotent(live):
    client = Client(live.secret, base_url=live.url)
    made = [client.identities.create(name=f"bot-{i}")["id"] for i in range(5)]
    page = client.identities.list(limit=2)
    assert len(page["data"]) == 2
    assert page["next_cursor"]
    every = [i["id"] for i in client.identities.iter_list(limit=2)]
    assert set(made) | {live.agent.id} == set(every)
    assert len(every) == len(set(every)) == 6
    first = client.identities.create(name="once", idempotency_key="sdk-once")
    again = client.identities.create(name="once", idempotency_key="sdk-once")
    assert again["id"] == first["id"]
    answer = client.request("GET", "/v1/identities", params={"limit": 1})
    assert answer.status_code == 200


def test_reads_answer_typed_json_text_and_bytes(live):
    client = Client(live.secret, base_url=live.url)
    _mail(live.agent, subject="Raw please", body="Hello raw world.\n")
    thread = next(client.threads.iter_list_for_identity(live.agent.id))
    full = client.threads.get(thread["id"])
    message = full["messages"][0]
    assert message["from"]["address"] == "z@nodmarc.test"
    raw = client.messages.raw(message["id"])
    assert isinstance(raw, str)
    assert "Subject: Raw please" in raw
    marked = client.messages.update(message["id"], is_read=True)
    assert marked["is_read"] is True
    upload = client.attachments.upload(
        filename="notes.txt", content_type="text/plain", file=b"uploaded bytes",
        identity_id=live.agent.id,
    )  # fmt: skip
    assert upload["size"] == len(b"uploaded bytes")
    sent = client.messages.send(
        live.agent.id, to=["delivered@simulator.pylota.test"], subject="With a file",
        text="See attached.", attachments=[{"upload_id": upload["id"]}],
    )  # fmt: skip
    assert sent["status"] in ("queued", "sending", "done")
    assert "Contact:" in client.security_txt.get()


def test_wait_answers_when_mail_arrives_and_times_out_otherwise(live):
    client = Client(live.secret, base_url=live.url)
    started = time.monotonic()
    nothing = client.wait(live.agent.id, timeout=1)
    assert nothing["timed_out"] is True
    assert nothing["message"] is None
    assert time.monotonic() - started < 10

    def later() -> None:
        from django.db import connection

        try:
            time.sleep(0.5)
            _mail(live.agent, subject="Are you there?")
        finally:
            connection.close()

    sender = threading.Thread(target=later)
    sender.start()
    result = client.wait(live.agent.id, timeout=20, after=nothing["cursor"])
    sender.join()
    assert result["message"]["subject"] == "Are you there?"


def test_the_async_client_does_the_same(live):
    async def run() -> None:
        async with AsyncClient(live.secret, base_url=live.url) as client:
            me = await client.me.get()
            assert me["tenant"]["id"] == live.tenant.id
            await asyncio.gather(*(client.identities.create(name=f"a-{i}") for i in range(3)))
            names = [i["name"] async for i in client.identities.iter_list(limit=2)]
            assert {"a-0", "a-1", "a-2"} <= set(names)
            with pytest.raises(NotFoundError):
                await client.threads.get("thr_01JP9ZP57286SXP8P4X8D7M4CZ")
            waited = await client.wait(live.agent.id, timeout=0)
            assert waited["timed_out"] is True

    asyncio.run(run())


# -- retry rules, against a server that answers what the test says -------------------------


def _envelope(code: str, status: int, retryable: bool) -> dict:
    return {"error": {"code": code, "message": code, "request_id": f"req_{status}",
                      "retryable": retryable, "details": {}}}  # fmt: skip


def test_a_creating_post_is_retried_with_the_same_idempotency_key(scripted_server):
    answers = [
        (503, {"Retry-After": "0"}, _envelope("unavailable", 503, True)),
        (409, {"Retry-After": "0"}, _envelope("idempotency_in_progress", 409, True)),
        (201, {}, {"id": "idn_1", "name": "x"}),
    ]
    server = scripted_server(lambda request: answers.pop(0))
    created = Client("pm_live_k", base_url=server.url).identities.create(name="x")
    assert created["id"] == "idn_1"
    keys = {r.headers["idempotency-key"] for r in server.requests}
    assert len(server.requests) == 3
    assert len(keys) == 1
    assert json.loads(server.requests[0].body) == {"name": "x"}


def test_a_plain_post_is_not_retried_unless_it_was_refused_by_a_rate_limit(scripted_server):
    server = scripted_server(lambda request: (500, {}, _envelope("internal_error", 500, True)))
    with pytest.raises(ServerError) as failed:
        Client("pm_live_k", base_url=server.url).identities.pause("idn_1")
    assert failed.value.retryable
    assert len(server.requests) == 1
    limited = [(429, {"Retry-After": "0"}, _envelope("rate_limited", 429, True)),
               (200, {}, {"id": "idn_1", "status": "paused"})]  # fmt: skip
    server = scripted_server(lambda request: limited.pop(0))
    assert Client("pm_live_k", base_url=server.url).identities.pause("idn_1")["status"] == "paused"
    assert len(server.requests) == 2


def test_retries_are_bounded_and_honour_retry_after(scripted_server):
    server = scripted_server(
        lambda request: (429, {"Retry-After": "1"}, _envelope("rate_limited", 429, True))
    )
    started = time.monotonic()
    with pytest.raises(RateLimitError) as limited:
        Client("pm_live_k", base_url=server.url, max_retries=2).me.get()
    assert len(server.requests) == 3
    assert time.monotonic() - started >= 2  # two waits of Retry-After: 1
    assert limited.value.retry_after == 1
    server = scripted_server(
        lambda request: (429, {"Retry-After": "3600"}, _envelope("rate_limited", 429, True))
    )
    with pytest.raises(RateLimitError):
        Client("pm_live_k", base_url=server.url).me.get()
    assert len(server.requests) == 1  # an hour is not waited for
    bare = scripted_server(lambda request: (502, {}, b"<html>bad gateway</html>"))
    with pytest.raises(ServerError) as gateway:
        Client("pm_live_k", base_url=bare.url, max_retries=1).me.get()
    assert gateway.value.code == "http_502"
    assert len(bare.requests) == 2


def test_an_unreachable_server_raises_a_connection_error():
    with pytest.raises(APIConnectionError):
        Client("pm_live_k", base_url="http://127.0.0.1:9", max_retries=1).me.get()


def test_replies_answer_in_the_thread_and_reply_all_copies_the_others(live):
    client = Client(live.secret, base_url=live.url)
    own = live.agent.primary.address
    raw = compose(
        to=f"{own}, Bob <bob@example.org>", sender="z@nodmarc.test", subject="Team lunch",
        reply_to="Zed <zed@nodmarc.test>",
    )  # fmt: skip
    deliver(raw, ip=None, to=(own,))
    message = next(client.threads.iter_list_for_identity(live.agent.id))
    message = client.threads.get(message["id"])["messages"][0]
    plan = client.replies.reply_all(message["id"], text="Count me in.", dry_run=True)
    assert {r["address"] for r in plan["recipients"]} == {"zed@nodmarc.test", "bob@example.org"}
    sent = client.replies.send(message, text="Count me in.")
    assert sent["thread_id"] == message["thread_id"]
    assert [r["address"] for r in sent["recipients"]] == ["zed@nodmarc.test"]
