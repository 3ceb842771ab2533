"""The stable subset of a parse that the corpus records and the corpus test compares."""

from __future__ import annotations

from typing import Any

from pylota.core.mime import ParsedMessage

TEXT_CHARS = 400
EXTRACT_CHARS = 1000


def corpus_view(parsed: ParsedMessage) -> dict[str, Any]:
    data = parsed.to_dict()
    return {
        "subject": data["subject"],
        "from": data["from"],
        "to": data["to"][:20],
        "to_count": len(data["to"]),
        "cc": data["cc"],
        "message_id": data["message_id"],
        "in_reply_to": data["in_reply_to"],
        "references": data["references"],
        "date": data["date"],
        "content_type": data["content_type"],
        "kind": data["kind"],
        "auto_submitted": data["auto_submitted"],
        "list_id": data["list_id"],
        "text_start": data["text"][:TEXT_CHARS],
        "text_length": len(data["text"]),
        "extracted_text": data["extracted_text"][:EXTRACT_CHARS],
        "snippet": data["snippet"],
        "has_html": data["html_raw"] is not None,
        "html_sanitized_has_script": "<script" in (data["html_sanitized"] or "").lower(),
        "attachments": [
            {
                k: a[k]
                for k in (
                    "filename",
                    "content_type",
                    "sniffed_type",
                    "size",
                    "sha256",
                    "disposition",
                    "content_id",
                    "complete",
                    "source",
                )
            }
            for a in data["attachments"]
        ],
        "embedded_messages": data["embedded_messages"],
        "calendar": data["calendar"],
        "has_attachments": data["has_attachments"],
        "truncated": data["truncated"],
        "defects": sorted(data["defects"]),
    }
