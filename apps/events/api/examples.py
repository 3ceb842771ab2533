"""OpenAPI examples of events (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_TEXT = "Hi, the March invoice is attached. Could you confirm the amount?"
EVENT = OpenApiExample(
    "message.received",
    value={
        "id": ex.EVENT_ID,
        "type": "message.received",
        "created_at": ex.RECEIVED_AT,
        "tenant_id": ex.TENANT_ID,
        "data": {
            "id": ex.MESSAGE_ID,
            "thread_id": ex.THREAD_ID,
            "identity_id": ex.IDENTITY_ID,
            "direction": "inbound",
            "kind": "normal",
            "from": {"name": "Dana Smith", "address": ex.SENDER},
            "to": [{"name": "Acme Support", "address": ex.ADDRESS}],
            "cc": [],
            "recipient": ex.ADDRESS,
            "plus_tag": None,
            "subject": "Invoice for March",
            "snippet": _TEXT,
            "text": f"{_TEXT}\n\nDana",
            "text_truncated": False,
            "extracted_text": _TEXT,
            "has_attachments": True,
            "labels": ["unread"],
            "size": 61822,
            "received_at": "2025-03-14T10:02:31.774Z",
        },
    },
    response_only=True,
)
