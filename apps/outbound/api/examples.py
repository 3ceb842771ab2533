"""OpenAPI examples of sending, drafts, uploads, send policies and suppressions (shared
values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

_MESSAGE_ID_HEADER = "<t.01jp9zp57286sxp8p4x8d7m4cz.5e0b9c41d2a7f3e8.k3v9q2@agents.pylota.test>"
_RECIPIENT = {
    "address": ex.SENDER,
    "kind": "to",
    "status": "pending",
    "transport": "smtp_relay",
    "attempts": 0,
    "smtp_code": None,
    "enhanced_status": None,
    "diagnostic": None,
    "next_attempt_at": None,
    "updated_at": ex.SENT_AT,
}
SENT_VALUE = {
    "id": ex.SENT_MESSAGE_ID,
    "thread_id": ex.THREAD_ID,
    "identity_id": ex.IDENTITY_ID,
    "status": "queued",
    "send_at": None,
    "metadata": {"ticket": "T-1042"},
    "recipients": [_RECIPIENT],
    "subject": "Re: Invoice for March",
    "message_id": _MESSAGE_ID_HEADER,
    "labels": ["sent"],
    "size": 1874,
    "from_address": ex.ADDRESS,
    "sent_via_fallback": False,
}

SEND_IN = OpenApiExample(
    "New message",
    value={
        "to": [{"name": "Dana Smith", "address": ex.SENDER}],
        "subject": "Your order has shipped",
        "text": "Hi Dana,\n\nyour order 1042 left our warehouse today.\n\nAcme Support",
        "labels": ["orders"],
        "metadata": {"order": "1042"},
    },
    request_only=True,
)
REPLY_IN = OpenApiExample(
    "Reply in a thread",
    value={
        "reply_to_message_id": ex.MESSAGE_ID,
        "to": [ex.SENDER],
        "text": "Hi Dana, the amount is right: 1,240.00 EUR. Thanks!",
        "attachments": [{"upload_id": ex.UPLOAD_ID}],
        "metadata": {"ticket": "T-1042"},
    },
    request_only=True,
)
SENT = OpenApiExample("Queued", value=SENT_VALUE, response_only=True, status_codes=[202])
DRY_RUN = OpenApiExample(
    "Dry run",
    value={
        "dry_run": True,
        "would_send": False,
        "recipients": [
            {
                "address": ex.SENDER,
                "kind": "to",
                "outcome": "allowed",
                "transport": "smtp_relay",
                "detail": None,
            },
            {
                "address": "gone@example.com",
                "kind": "cc",
                "outcome": "suppressed",
                "transport": "smtp_relay",
                "detail": "hard_bounce",
            },
        ],
        "caps": {
            "identity": {"cap": 1000, "used": 12},
            "tenant": {"cap": 1000, "used": 87},
            "resets_at": "2025-03-15T00:00:00Z",
        },
    },
    response_only=True,
    status_codes=[200],
)
DELIVERED = OpenApiExample(
    "Delivered",
    value={
        **SENT_VALUE,
        "status": "done",
        "recipients": [
            {
                **_RECIPIENT,
                "status": "delivered",
                "attempts": 1,
                "smtp_code": 250,
                "enhanced_status": "2.0.0",
                "diagnostic": "250 2.0.0 OK queued as 4Zb1Qk0x",
                "updated_at": "2025-03-14T10:05:14.203117Z",
            }
        ],
    },
    response_only=True,
)
CANCELLED = OpenApiExample(
    "Cancelled",
    value={
        **SENT_VALUE,
        "status": "cancelled",
        "send_at": "2025-03-14T18:00:00Z",
        "recipients": [
            {**_RECIPIENT, "status": "failed", "diagnostic": "cancelled before sending"}
        ],
    },
    response_only=True,
)
UPLOAD_IN = OpenApiExample(
    "Base64 upload",
    value={
        "identity_id": ex.IDENTITY_ID,
        "filename": "receipt.txt",
        "content_type": "text/plain",
        "content": "UmVjZWl2ZWQgd2l0aCB0aGFua3MuCg==",
    },
    request_only=True,
)
UPLOAD = OpenApiExample(
    "Upload",
    value={
        "id": ex.UPLOAD_ID,
        "identity_id": ex.IDENTITY_ID,
        "filename": "receipt.txt",
        "content_type": "text/plain",
        "size": 22,
        "sha256": "4c1f2a8e6b3d9f0a7c5e1b2d8f4a6c0e9b3d7f1a5c8e2b6d0f4a9c3e7b1d5f2a",
        "created_at": ex.CREATED_AT,
        "expires_at": "2025-03-15T09:26:53.412518Z",
    },
    response_only=True,
)
_DRAFT_CONTENT = {"to": [ex.SENDER], "subject": "Re: Invoice for March", "text": "Hi Dana,"}
DRAFT_IN = OpenApiExample("Draft", value=_DRAFT_CONTENT, request_only=True)
DRAFT_PATCH = OpenApiExample(
    "Finish the draft",
    value={**_DRAFT_CONTENT, "text": "Hi Dana, the amount is right. Thanks!"},
    request_only=True,
)
DRAFT_VALUE = {
    "id": ex.DRAFT_ID,
    "identity_id": ex.IDENTITY_ID,
    "status": "draft",
    "content": _DRAFT_CONTENT,
    "message_id": None,
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}
DRAFT = OpenApiExample("Draft", value=DRAFT_VALUE, response_only=True)
SEND_POLICY = OpenApiExample(
    "Send policy",
    value={
        "identity_id": ex.IDENTITY_ID,
        "daily_cap": 200,
        "allowlist_only": False,
        "updated_at": ex.UPDATED_AT,
    },
    response_only=True,
)
SEND_POLICY_PATCH = OpenApiExample("Cap at 200 a day", value={"daily_cap": 200}, request_only=True)
SUPPRESSION = OpenApiExample(
    "Suppression",
    value={
        "id": ex.SUPPRESSION_ID,
        "tenant_id": ex.TENANT_ID,
        "address": "gone@example.com",
        "reason": "hard_bounce",
        "original_message_id": ex.SENT_MESSAGE_ID,
        "source_message_id": "msg_01JP9ZT0K4D3E8F6G2H5J7M9N1",
        "detail": "550 5.1.1 <gone@example.com>: user unknown",
        "created_at": ex.SENT_AT,
    },
    response_only=True,
)
SUPPRESSION_IN = OpenApiExample(
    "Suppress an address",
    value={"address": "unsubscribed@example.com", "detail": "asked to stop on 2025-03-14"},
    request_only=True,
)
NEW_SUPPRESSION = OpenApiExample(
    "Manual suppression",
    value={
        "id": ex.SUPPRESSION_ID,
        "tenant_id": ex.TENANT_ID,
        "address": "unsubscribed@example.com",
        "reason": "manual",
        "original_message_id": "",
        "source_message_id": "",
        "detail": "asked to stop on 2025-03-14",
        "created_at": ex.CREATED_AT,
    },
    response_only=True,
)
