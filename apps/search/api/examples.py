"""OpenAPI examples of search, contacts and related threads (shared values:
pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_HIT = {
    "type": "message",
    "id": ex.MESSAGE_ID,
    "message_id": ex.MESSAGE_ID,
    "thread_id": ex.THREAD_ID,
    "identity_id": ex.IDENTITY_ID,
    "subject": "Invoice for March",
    "from": {"name": "Dana Smith", "address": ex.SENDER},
    "snippet": "Hi, the March invoice is attached. Could you confirm the amount?",
    "labels": ["billing"],
    "has_attachments": True,
    "is_read": True,
    "received_at": ex.RECEIVED_AT,
    "score": 0.0328,
    "matched": ["keyword", "semantic"],
    "highlights": {
        "subject": "<mark>Invoice</mark> for March",
        "body": "Hi, the March <mark>invoice</mark> is attached.",
    },
}

SEARCH_IN = OpenApiExample(
    "Hybrid search with facets",
    value={"q": "invoice from:acme.example has:attachment", "mode": "hybrid", "facets": True},
    request_only=True,
)
MAILBOX_SEARCH_IN = OpenApiExample(
    "Keyword search by thread",
    value={"q": "invoice after:2025-03-01", "mode": "keyword", "level": "thread", "limit": 10},
    request_only=True,
)
SEARCH_PAGE = OpenApiExample(
    "Messages found",
    value={
        "data": [_HIT],
        "next_cursor": None,
        "mode": "hybrid",
        "level": "message",
        "facets": {
            "labels": [{"value": "billing", "count": 1}],
            "sender_domains": [{"value": "acme.example", "count": 1}],
            "has_attachment": [{"value": True, "count": 1}, {"value": False, "count": 0}],
            "months": [{"value": "2025-03", "count": 1}],
        },
        "degraded": [],
    },
    response_only=True,
)
THREAD_PAGE = OpenApiExample(
    "Threads found",
    value={
        "data": [
            {
                **_HIT,
                "type": "thread",
                "id": ex.THREAD_ID,
                "matched": ["keyword"],
                "score": 4.71,
                "message_count": 2,
                "participants": [ex.SENDER, ex.ADDRESS],
                "last_message_at": ex.SENT_AT,
            }
        ],
        "next_cursor": ex.CURSOR,
        "mode": "keyword",
        "level": "thread",
        "degraded": [],
    },
    response_only=True,
)
CONTACT = OpenApiExample(
    "Contact",
    value={
        "address": ex.SENDER,
        "name": "Dana Smith",
        "received": 14,
        "sent": 9,
        "last_contact_at": ex.SENT_AT,
    },
    response_only=True,
)
RELATED = OpenApiExample(
    "Related thread",
    value={
        "id": "thr_01JP9ZTBQ6N2M8K4H7G3F5D1C9",
        "identity_id": ex.IDENTITY_ID,
        "subject": "Invoice for February",
        "participants": [ex.SENDER, ex.ADDRESS],
        "labels": ["billing"],
        "message_count": 3,
        "last_message_at": "2025-02-12T15:40:02.118400Z",
        "score": 0.8731,
        "message_id": "msg_01JP9ZTK2R5S8V1W4X7Y0Z3A6B",
    },
    response_only=True,
)

AGENTIC_IN = OpenApiExample(
    "A question",
    value={"question": "What did the landlord say about the deposit?"},
    request_only=True,
)
AGENTIC_STREAM = OpenApiExample(
    "An extractive answer",
    value=(
        'id: 1\nevent: plan\ndata: {"mode":"extractive","terms":["landlord","deposit"]}'
        '\n\nid: 2\nevent: search\ndata: {"step":1,"tool":"search","args":{"q":'
        '"landlord deposit","mode":"hybrid"},"hits":[…]}\n\nid: 3\nevent: evidence\n'
        'data: {"messages":[…],"total":3}\n\nid: 4\nevent: answer\ndata: {"text":"The '
        'deposit will be returned within 14 days.","citations":[{"message_id":"'
        f'{ex.MESSAGE_ID}","quote":"The deposit will be returned within 14 days."}}]}}\n\n'
        'id: 5\nevent: citations\ndata: {"citations":[…],"removed":[]}\n\nid: 6\nevent: '
        'done\ndata: {"outcome":"answered","mode":"extractive","steps":4}\n\n'
    ),
    response_only=True,
)
