"""search.agentic(): a question is a POST with a JSON body, its answer a stream of events;
the SDK sends the question once and stops when the run is done."""

from __future__ import annotations

import asyncio
import json

from pylota_mail import AsyncClient, Client

RUN = [
    ("plan", {"mode": "extractive", "run_id": "agr_1", "terms": ["deposit"]}),
    ("search", {"step": 1, "tool": "search", "hits": [{"message_id": "msg_1"}]}),
    ("answer", {"delta": "The deposit of $1,200 will be returned."}),
    ("citations", {"citations": [{"message_id": "msg_1", "quote": "The deposit of $1,200"}]}),
    ("done", {"run_id": "agr_1", "mode": "extractive", "outcome": "answered", "citations": 1}),
]


def _answer(request):
    def write(out):
        for n, (event, data) in enumerate(RUN, start=1):
            out.write(f"id: {n}\nevent: {event}\ndata: {json.dumps(data)}\n\n".encode())
        out.flush()

    return 200, {"Content-Type": "text/event-stream"}, write


def _assert_one_post(server):
    assert len(server.requests) == 1  # not sent again when the stream ends
    (request,) = server.requests
    assert request.method == "POST"
    assert request.path == "/v1/identities/idn_1/search/agentic"
    assert request.headers["accept"] == "text/event-stream"
    assert json.loads(request.body) == {"question": "What about the deposit?", "mode": "extractive"}


def test_a_question_is_posted_once_and_its_events_arrive_in_order(scripted_server):
    server = scripted_server(_answer)
    client = Client("pm_live_k", base_url=server.url)
    events = list(
        client.search.mailbox_agentic(
            identity_id="idn_1", question="What about the deposit?", mode="extractive"
        )
    )
    assert [e.event for e in events] == [name for name, _ in RUN]
    assert json.loads(events[-1].data)["outcome"] == "answered"
    _assert_one_post(server)


def test_the_async_client_posts_the_question_the_same_way(scripted_server):
    server = scripted_server(_answer)

    async def run():
        async with AsyncClient("pm_live_k", base_url=server.url) as client:
            stream = client.search.mailbox_agentic(
                identity_id="idn_1", question="What about the deposit?", mode="extractive"
            )
            return [e.event async for e in stream]

    assert asyncio.run(run()) == [name for name, _ in RUN]
    _assert_one_post(server)
