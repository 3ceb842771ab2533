"""What to send (``MessageSpec``) and what composition made of it (``ComposedMessage``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pylota.core.mime.model import Address

AddressLike = Address | str


@dataclass(frozen=True)
class AttachmentSpec:
    """A file to attach. With ``content_id`` and an HTML body it becomes an inline part
    of a multipart/related next to the HTML (reference it as ``cid:{content_id}``)."""

    filename: str
    content: bytes = field(repr=False)
    content_type: str = "application/octet-stream"
    content_id: str | None = None


@dataclass(frozen=True)
class MessageSpec:
    """Everything a sender decides. Bcc recipients never appear in the message.

    ``message_id`` is given when re-composing a message that already has one (a retried
    send must keep its Message-ID); otherwise one is minted on ``message_id_domain``
    (default: the From domain), carrying ``thread_token`` when given. ``in_reply_to`` and
    ``references`` come from ``reply_headers`` for a reply.
    """

    from_: AddressLike
    to: Sequence[AddressLike] = ()
    cc: Sequence[AddressLike] = ()
    bcc: Sequence[AddressLike] = ()
    reply_to: Sequence[AddressLike] = ()
    subject: str = ""
    text: str | None = None
    html: str | None = None
    attachments: Sequence[AttachmentSpec] = ()
    headers: Sequence[tuple[str, str]] | Mapping[str, str] = ()
    in_reply_to: str | None = None
    references: Sequence[str] = ()
    message_id: str | None = None
    message_id_domain: str | None = None
    thread_token: str | None = None
    date: dt.datetime | None = None


@dataclass(frozen=True)
class ComposedMessage:
    """The message as bytes (CRLF line endings) and what the transport needs besides."""

    raw: bytes = field(repr=False)
    message_id: str  # without angle brackets
    # To, Cc and Bcc as sent in RCPT TO: checked, A-label domains, deduplicated, in order.
    envelope_recipients: tuple[str, ...]
    bcc: tuple[str, ...]
    # True when an address has a non-ASCII local part: the transport must use SMTPUTF8
    # (and refuse the message when the next hop does not offer it).
    smtputf8: bool
    date: dt.datetime

    @property
    def size(self) -> int:
        return len(self.raw)
