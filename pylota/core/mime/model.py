"""Result types of the parser: plain dataclasses, JSON-friendly through ``to_dict``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Address:
    name: str | None
    address: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "address": self.address}


@dataclass
class Attachment:
    filename: str
    content_type: str
    sniffed_type: str
    size: int
    # None when the payload was not decoded because a limit was reached (see ``complete``).
    sha256: str | None
    content_id: str | None
    disposition: str  # "attachment" | "inline"
    payload: bytes = field(repr=False, default=b"")
    complete: bool = True
    # Where it came from when not a MIME leaf: "tnef" for a winmail.dat member.
    source: str = "mime"

    def to_dict(self) -> dict[str, Any]:
        return {
            "filename": self.filename,
            "content_type": self.content_type,
            "sniffed_type": self.sniffed_type,
            "size": self.size,
            "sha256": self.sha256,
            "content_id": self.content_id,
            "disposition": self.disposition,
            "complete": self.complete,
            "source": self.source,
        }


@dataclass(frozen=True)
class EmbeddedMessage:
    subject: str | None
    from_: list[Address]
    date: str | None
    message_id: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "subject": self.subject,
            "from": [a.to_dict() for a in self.from_],
            "date": self.date,
            "message_id": self.message_id,
        }


@dataclass(frozen=True)
class CalendarSummary:
    method: str | None
    summary: str | None
    start: str | None
    end: str | None
    location: str | None
    organizer: str | None
    uid: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "summary": self.summary,
            "start": self.start,
            "end": self.end,
            "location": self.location,
            "organizer": self.organizer,
            "uid": self.uid,
        }


@dataclass
class ParsedMessage:
    size: int
    message_id: str | None = None
    in_reply_to: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    subject: str | None = None
    date: str | None = None
    from_: list[Address] = field(default_factory=list)
    sender: list[Address] = field(default_factory=list)
    reply_to: list[Address] = field(default_factory=list)
    to: list[Address] = field(default_factory=list)
    cc: list[Address] = field(default_factory=list)
    bcc: list[Address] = field(default_factory=list)
    delivered_to: list[Address] = field(default_factory=list)
    return_path: list[Address] = field(default_factory=list)
    headers: list[tuple[str, str]] = field(default_factory=list)
    content_type: str = "text/plain"
    report_type: str | None = None
    text: str = ""
    html_raw: str | None = None
    html_sanitized: str | None = None
    extracted_text: str = ""
    snippet: str = ""
    attachments: list[Attachment] = field(default_factory=list)
    embedded_messages: list[EmbeddedMessage] = field(default_factory=list)
    calendar: CalendarSummary | None = None
    kind: str = "normal"
    auto_submitted: bool = False
    list_id: str | None = None
    truncated: bool = False
    defects: list[str] = field(default_factory=list)

    @property
    def has_attachments(self) -> bool:
        return any(a.disposition == "attachment" for a in self.attachments)

    def header(self, name: str) -> str | None:
        """First value of a header, case-insensitively, or None."""
        wanted = name.lower()
        for key, value in self.headers:
            if key.lower() == wanted:
                return value
        return None

    def header_all(self, name: str) -> list[str]:
        wanted = name.lower()
        return [value for key, value in self.headers if key.lower() == wanted]

    def to_dict(self) -> dict[str, Any]:
        def addrs(items: list[Address]) -> list[dict[str, Any]]:
            return [a.to_dict() for a in items]

        return {
            "size": self.size,
            "message_id": self.message_id,
            "in_reply_to": list(self.in_reply_to),
            "references": list(self.references),
            "subject": self.subject,
            "date": self.date,
            "from": addrs(self.from_),
            "sender": addrs(self.sender),
            "reply_to": addrs(self.reply_to),
            "to": addrs(self.to),
            "cc": addrs(self.cc),
            "bcc": addrs(self.bcc),
            "delivered_to": addrs(self.delivered_to),
            "return_path": addrs(self.return_path),
            "headers": [[k, v] for k, v in self.headers],
            "content_type": self.content_type,
            "report_type": self.report_type,
            "text": self.text,
            "html_raw": self.html_raw,
            "html_sanitized": self.html_sanitized,
            "extracted_text": self.extracted_text,
            "snippet": self.snippet,
            "attachments": [a.to_dict() for a in self.attachments],
            "embedded_messages": [m.to_dict() for m in self.embedded_messages],
            "calendar": self.calendar.to_dict() if self.calendar else None,
            "kind": self.kind,
            "auto_submitted": self.auto_submitted,
            "list_id": self.list_id,
            "has_attachments": self.has_attachments,
            "truncated": self.truncated,
            "defects": list(self.defects),
        }
