"""events.stream(): the live event stream through the SDK, against the application's
GET /v1/events/stream and against a feed that drops the connection mid-stream."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from pylota_mail import AsyncClient, Client, NotFoundError

from tests.events.conftest import record

pytestmark = pytest.mark.slow


def _feed(events: list[tuple[str, str]]) -> bytes:
    out = [b"retry: 10\n: connected\n\n"]
    for event_id, kind in events:
        data = json.dumps({"id": event_id, "type": kind, "created_at": "t", "data": {}})
        out.append(f"id: {event_id}\nevent: {kind}\ndata: {data}\n\n: heartbeat\n\n".encode())
    return b"".join(out)


def test_a_dropped_stream_resumes_from_the_last_event_id_without_gaps_or_repeats(scripted_server):
    everything = [(f"evt_{i:03d}", "message.received") for i in range(1, 8)]

    def answer(request):
        after = request.headers.get("last-event-id")
        start = next((i + 1 for i, (e, _) in enumerate(everything) if e == after), 0)
        part = everything[start : start + 3]  # three events, then the connection drops

        def write(out):
            out.write(_feed(part))
            out.flush()

        return 200, {"Content-Type": "text/event-stream"}, write

    server = scripted_server(answer)
    client = Client("pm_live_k", base_url=server.url)
    seen = []
    for envelope in client.events.stream(type="message.received"):
        seen.append(envelope["id"])
        if len(seen) == len(everything):
            break
    assert seen == [e for e, _ in everything]
    resumed = [r.headers.get("last-event-id") for r in server.requests]
    assert resumed == [None, "evt_003", "evt_006"]
    assert all("type=message.received" in r.path for r in server.requests)


def test_the_async_stream_resumes_the_same_way(scripted_server):
    everything = [(f"evt_{i:03d}", "webhook.test") for i in range(1, 6)]

    def answer(request):
        after = request.headers.get("last-event-id")
        start = next((i + 1 for i, (e, _) in enumerate(everything) if e == after), 0)
        part = everything[start : start + 2]
        return 200, {"Content-Type": "text/event-stream"}, lambda out: out.write(_feed(part))

    server = scripted_server(answer)

    async def run() -> list[str]:
        seen: list[str] = []
        async with AsyncClient("pm_live_k", base_url=server.url) as client:
            async for envelope in client.events.stream():
                seen.append(envelope["id"])
                if len(seen) == len(everything):
                    break
        return seen

    assert asyncio.run(run()) == [e for e, _ in everything]
    assert [r.headers.get("last-event-id") for r in server.requests] == [None, "evt_002", "evt_004"]


def test_the_stream_replays_after_a_cursor_and_follows_live_events(live):
    client = Client(live.secret, base_url=live.url)
    first, second, third = record(live.tenant, 3)
    replay = [e["id"] for e in client.events.stream(after=first, timeout=0)]
    assert replay == [second, third]
    raw = list(client.events.sse(last_event_id=second, timeout=0))
    assert [(s.id, s.event) for s in raw] == [(third, "webhook.test")]

    got: list[dict] = []

    def listen() -> None:
        for envelope in client.events.stream(type=["identity.created"], timeout=15):
            got.append(envelope)
            break

    listener = threading.Thread(target=listen)
    listener.start()
    time.sleep(1.0)  # the stream starts from "now": let it connect first
    created = client.identities.create(name="streamed")
    listener.join(20)
    assert got
    assert got[0]["type"] == "identity.created"
    assert got[0]["data"]["id"] == created["id"]


def test_the_async_stream_and_its_errors(live):
    first, *_ = record(live.tenant, 3)

    async def run() -> list[str]:
        async with AsyncClient(live.secret, base_url=live.url) as client:
            ids = [e["id"] async for e in client.events.stream(after=first, timeout=0)]
            with pytest.raises(NotFoundError):
                async for _ in client.events.stream(after="evt_01JP9ZQBWDWCHNAPCDGBHQHAPX"):
                    pass
            return ids

    assert len(asyncio.run(run())) == 2
