"""OpenAPI examples of threads, messages and quarantine (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_AUTH = {"spf": "pass", "dkim": "pass", "dmarc": "pass", "arc": "none", "aligned_from": True}
_ATTACHMENT = {
    "id": ex.ATTACHMENT_ID,
    "filename": "invoice-2025-03.pdf",
    "content_type": "application/pdf",
    "sniffed_type": "application/pdf",
    "size": 48213,
    "sha256": "9f2c1d0b7a4e8c6f3b5d2a1e0c9f8b7a6d5e4c3b2a1f0e9d8c7b6a5f4e3d2c1b",
    "content_id": None,
    "disposition": "attachment",
}
MESSAGE_VALUE = {
    "id": ex.MESSAGE_ID,
    "thread_id": ex.THREAD_ID,
    "identity_id": ex.IDENTITY_ID,
    "direction": "inbound",
    "kind": "normal",
    "message_id": "<CAF3x9Qm2@mail.acme.example>",
    "in_reply_to": [],
    "references": [],
    "from": {"name": "Dana Smith", "address": ex.SENDER},
    "to": [{"name": "Acme Support", "address": ex.ADDRESS}],
    "cc": [],
    "reply_to": [],
    "recipient": ex.ADDRESS,
    "plus_tag": None,
    "subject": "Invoice for March",
    "text": "Hi, the March invoice is attached. Could you confirm the amount?\n\nDana",
    "extracted_text": "Hi, the March invoice is attached. Could you confirm the amount?",
    "html": "<p>Hi, the March invoice is attached. Could you confirm the amount?</p>",
    "snippet": "Hi, the March invoice is attached. Could you confirm the amount?",
    "size": 61822,
    "labels": ["unread"],
    "is_read": False,
    "has_attachments": True,
    "attachments": [_ATTACHMENT],
    "calendar": None,
    "list_id": None,
    "auto_submitted": False,
    "defects": [],
    "auth": _AUTH,
    "authentication_results": "agents.pylota.test; spf=pass smtp.mailfrom=acme.example; "
    "dkim=pass header.d=acme.example; dmarc=pass header.from=acme.example",
    "quarantine": {"state": "none", "reasons": [], "quarantined_at": None, "released_at": None},
    "injection": {"score": 0, "signals": []},
    "trust": {"sender": "known", "injection_threshold": 50, "flags": []},
    "report": None,
    "triage": {
        "status": "done",
        "source": "offline",
        "category": "billing",
        "priority": "normal",
        "needs_reply": True,
        "summary": "Invoice for March",
        "labels": [],
        "reasons": ["category:prototypes", "needs_reply:request", "priority:default"],
        "rules": [],
        "triaged_at": ex.RECEIVED_AT,
    },
    "sent_at": "2025-03-14T10:02:29Z",
    "received_at": ex.RECEIVED_AT,
}
_QUARANTINE_REASONS = [
    {"code": "prompt_injection", "detail": "injection score 65 is at or over the threshold 50"},
]
_INJECTION = {
    "score": 65,
    "signals": [
        {"code": "hidden_text", "weight": 15, "detail": "font-size:0"},
        {"code": "lookalike_domain", "weight": 50, "detail": "xn--cme-2na.example"},
    ],
}
QUARANTINED_MESSAGE_VALUE = {
    **MESSAGE_VALUE,
    "labels": ["unread"],
    "quarantine": {
        "state": "quarantined",
        "reasons": _QUARANTINE_REASONS,
        "quarantined_at": ex.RECEIVED_AT,
        "released_at": None,
    },
    "injection": _INJECTION,
    "trust": {"sender": "first_contact", "injection_threshold": 45, "flags": []},
}
THREAD_VALUE = {
    "id": ex.THREAD_ID,
    "identity_id": ex.IDENTITY_ID,
    "subject": "Invoice for March",
    "participants": [ex.SENDER, ex.ADDRESS],
    "labels": ["billing"],
    "message_count": 1,
    "unread_count": 1,
    "needs_reply": True,
    "priority": "normal",
    "last_message_at": ex.RECEIVED_AT,
    "created_at": ex.RECEIVED_AT,
}

THREAD = OpenApiExample("Thread", value=THREAD_VALUE, response_only=True)
THREAD_WITH_MESSAGES = OpenApiExample(
    "Thread with its messages",
    value={**THREAD_VALUE, "messages": [MESSAGE_VALUE]},
    response_only=True,
)
READ_THREAD = OpenApiExample(
    "Read thread", value={**THREAD_VALUE, "unread_count": 0}, response_only=True
)
MESSAGE = OpenApiExample("Message", value=MESSAGE_VALUE, response_only=True)
LABELLED_MESSAGE = OpenApiExample(
    "Labelled, read message",
    value={**MESSAGE_VALUE, "labels": ["billing"], "is_read": True},
    response_only=True,
)
LABELS_PATCH = OpenApiExample(
    "Mark read and label",
    value={"add_labels": ["billing"], "remove_labels": [], "is_read": True},
    request_only=True,
)
QUARANTINED_MESSAGE = OpenApiExample(
    "Quarantined message", value=QUARANTINED_MESSAGE_VALUE, response_only=True
)
RELEASED_MESSAGE = OpenApiExample(
    "Released message",
    value={
        **QUARANTINED_MESSAGE_VALUE,
        "quarantine": {
            **QUARANTINED_MESSAGE_VALUE["quarantine"],
            "state": "released",
            "released_at": ex.UPDATED_AT,
        },
    },
    response_only=True,
)
QUARANTINED = OpenApiExample(
    "Held message",
    value={
        "id": ex.MESSAGE_ID,
        "thread_id": ex.THREAD_ID,
        "identity_id": ex.IDENTITY_ID,
        "from": {"name": "Dana Smith", "address": ex.SENDER},
        "recipient": ex.ADDRESS,
        "subject": "Invoice for March",
        "reasons": _QUARANTINE_REASONS,
        "auth": _AUTH,
        "injection": _INJECTION,
        "received_at": ex.RECEIVED_AT,
        "quarantined_at": ex.RECEIVED_AT,
    },
    response_only=True,
)
RAW = OpenApiExample(
    "Raw source",
    value=(
        "Return-Path: <dana@acme.example>\r\n"
        "From: Dana Smith <dana@acme.example>\r\n"
        "To: Acme Support <support@agents.pylota.test>\r\n"
        "Subject: Invoice for March\r\n"
        "Message-ID: <CAF3x9Qm2@mail.acme.example>\r\n"
        "Date: Fri, 14 Mar 2025 10:02:29 +0000\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        "\r\n"
        "Hi, the March invoice is attached. Could you confirm the amount?\r\n"
    ),
)
