"""What the index holds for one message: the texts of each weight and the chunks to embed.

Kept apart from the services so the building rules (what counts as "people", how much
attachment text, which body) are in one readable place. Bump ``VERSION`` when they change:
the reconciliation then re-indexes every document of an older version.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from apps.mailbox import services as mailbox_services
from pylota.core.embeddings import chunk_text
from pylota.core.mime import html_to_text
from pylota.core.query import fold

if TYPE_CHECKING:
    from apps.mailbox.models import Message

logger = logging.getLogger(__name__)

VERSION = 2  # 2: quoted text indexed (weight D)
MAX_BODY_CHARS = 100_000
ATTACHMENT_TEXT_TYPES = ("text/", "application/json", "application/xml", "message/")
MAX_ATTACHMENT_BYTES = 64 * 1024  # per attachment read
MAX_ATTACHMENTS_CHARS = 200_000  # all attachments of a message


@dataclass
class Content:
    message_id: str
    tenant_id: str
    identity_id: str
    subject: str
    people: str  # weight B
    body: str  # weight C
    attachments: str  # weight D: file names and the text of text-like attachments
    from_text: str
    to_text: str
    cc_text: str
    filenames: str
    # Weight D too: the text the message quotes (below what it says itself). A question
    # whose answer sits in a quote must still find the message.
    quoted: str = ""
    chunks: list[str] = field(default_factory=list)

    @property
    def content_hash(self) -> str:
        digest = hashlib.sha256(f"v{VERSION}".encode())
        for part in (self.subject, self.people, self.body, self.attachments, self.quoted):
            digest.update(b"\x00" + part.encode())
        return digest.hexdigest()


def _person(name: str | None, address: str) -> str:
    """ "Dana Smith dana.smith@acme.example dana.smith acme.example": the address whole (the
    parser keeps it as one token) and in parts, so "acme.example" alone also matches."""
    address = (address or "").strip()
    local, _, domain = address.partition("@")
    return " ".join(p for p in (name or "", address, local, domain) if p)


def _people(entries) -> list[str]:
    out = []
    for entry in entries or []:
        if isinstance(entry, dict):
            out.append(_person(entry.get("name"), entry.get("address") or ""))
    return out


def _attachment_text(message: Message) -> tuple[str, list[str]]:
    names, texts, budget = [], [], MAX_ATTACHMENTS_CHARS
    for attachment in message.attachments.all():
        names.append(attachment.filename)
        kind = (attachment.sniffed_type or attachment.content_type or "").lower()
        if budget <= 0 or not kind.startswith(ATTACHMENT_TEXT_TYPES):
            continue
        try:
            with mailbox_services.attachment_open(attachment) as handle:
                data = handle.read(MAX_ATTACHMENT_BYTES)
        except OSError:
            logger.warning("attachment unreadable for indexing", extra={"id": attachment.id})
            continue
        text = data.decode("utf-8", "replace")
        if "html" in kind:
            text = html_to_text(text)
        texts.append(text[:budget])
        budget -= len(texts[-1])
    return "\n".join(texts), names


def _quoted(message: Message) -> str:
    """What the text holds beyond the reply extracted from it: the quoted history."""
    text, own = message.text or "", message.extracted_text or ""
    if not own or own == text:
        return ""
    at = text.find(own)
    return (text[:at] + text[at + len(own) :] if at >= 0 else text)[:MAX_BODY_CHARS]


def build(message: Message, *, max_chunks: int) -> Content:
    body = (message.extracted_text or message.text or "")[:MAX_BODY_CHARS]
    quoted = _quoted(message)
    if message.calendar:
        calendar = message.calendar
        body += "\n" + " ".join(
            str(calendar.get(k) or "") for k in ("summary", "location", "organizer")
        )
    attachment_text, names = _attachment_text(message)
    sender = _person(message.from_name, message.from_address)
    to = _people(message.to) + ([message.recipient] if message.recipient else [])
    cc = _people(message.cc)
    content = Content(
        message_id=message.id,
        tenant_id=message.tenant_id,
        identity_id=message.identity_id,
        subject=fold(message.subject),
        people=fold(" ".join([sender, *to, *cc])),
        body=fold(body),
        attachments=fold("\n".join([*names, attachment_text])),
        from_text=fold(sender),
        to_text=fold("\n".join(to)),
        cc_text=fold("\n".join(cc)),
        filenames=fold("\n".join(names)),
        quoted=fold(quoted),
    )
    # Chunks keep the original text (the model has its own normalisation); attachment
    # text, when there is some, gets a chunk of its own at the end.
    content.chunks = chunk_text(message.subject, body, max_chunks=max_chunks)
    if quoted.strip() and len(content.chunks) < max_chunks:
        # The quote after the message's own words, in the chunks left over.
        content.chunks += chunk_text(
            message.subject, quoted, max_chunks=max_chunks - len(content.chunks)
        )
    if attachment_text.strip() and len(content.chunks) < max_chunks + 1:
        content.chunks += chunk_text(message.subject, attachment_text, max_chunks=1)
    return content


def chunk_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
