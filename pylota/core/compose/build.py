"""compose(spec) -> ComposedMessage: an RFC 5322 message as bytes, CRLF line endings.

Structure, outermost first (each level only when needed)::

    multipart/mixed                      attachments present
      multipart/alternative              text and HTML
        text/plain
        multipart/related                inline images (need an HTML body)
          text/html
          image/png  (Content-ID)
      application/pdf (attachment)

Bodies are 7bit when they are printable ASCII with lines of at most 998 octets, else
quoted-printable or base64, whichever is shorter: never 8bit, so no relay has to downgrade
(and break the DKIM body hash). Attachments are always base64, so their bytes survive
exactly. Headers are written by ``headers.fold``; see that module for the rules.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from email.utils import format_datetime

from pylota.core.compose.addresses import Mailbox, address_pieces, mailbox, mailboxes
from pylota.core.compose.encoding import (
    CRLF,
    base64_body,
    encoded_words,
    quoted_printable,
    quoted_string,
    rfc2231_segments,
)
from pylota.core.compose.errors import ComposeError
from pylota.core.compose.headers import (
    MAX_TEXT_VALUE,
    Piece,
    check_custom_headers,
    check_text,
    custom_header_pieces,
    fold,
    id_pieces,
    text_pieces,
)
from pylota.core.compose.message_id import cap_references, clean_id, make_message_id
from pylota.core.compose.model import AttachmentSpec, ComposedMessage, MessageSpec

MAX_FILENAME = 255
_EOL = re.compile(r"\r\n|\r|\n")
_CONTENT_TYPE = re.compile(r"^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$")
_CONTENT_ID = re.compile(r"^[!-;=?-~]{1,250}$")  # printable ASCII without < and >
_SEVEN_BIT_LINE = re.compile(rb"^[\t\x20-\x7e]{0,998}$")


@dataclass
class _Part:
    headers: list[str]  # folded header fields, each ending in CRLF
    body: bytes = b""
    children: list[_Part] = field(default_factory=list)
    boundary: str | None = None


def compose(spec: MessageSpec) -> ComposedMessage:
    """Build the message; raise ComposeError (naming the field) when the spec is refused."""
    if not isinstance(spec, MessageSpec):
        raise TypeError("compose() needs a MessageSpec")
    sender = mailbox(spec.from_, field="from")
    to = mailboxes(spec.to, field="to")
    cc = mailboxes(spec.cc, field="cc")
    bcc = mailboxes(spec.bcc, field="bcc")
    reply_to = mailboxes(spec.reply_to, field="reply_to")
    if not (to or cc or bcc):
        raise ComposeError("a message needs at least one recipient", field="to")
    subject = check_text(spec.subject or "", "subject")
    if len(subject) > MAX_TEXT_VALUE:
        raise ComposeError(f"subject is longer than {MAX_TEXT_VALUE} characters", field="subject")
    custom = check_custom_headers(_header_pairs(spec.headers))
    date = _date(spec.date)
    message_id = _message_id(spec, sender)
    in_reply_to = clean_id(spec.in_reply_to, field="in_reply_to") if spec.in_reply_to else None
    references = cap_references(
        [clean_id(r, field="references") for r in _strings(spec.references, "references")]
    )
    smtputf8 = any(box.needs_smtputf8 for box in [sender, *to, *cc, *bcc, *reply_to])

    lines = [
        fold("Date", [Piece(format_datetime(date))]),
        fold("From", address_pieces([sender])),
    ]
    if reply_to:
        lines.append(fold("Reply-To", address_pieces(reply_to)))
    if to:
        lines.append(fold("To", address_pieces(to)))
    elif not cc:
        # Only Bcc recipients: say so rather than leave To out (RFC 5322 3.6.3 group syntax).
        lines.append(fold("To", [Piece("undisclosed-recipients:;")]))
    if cc:
        lines.append(fold("Cc", address_pieces(cc)))
    lines.append(fold("Subject", text_pieces(subject)))
    lines.append(fold("Message-ID", id_pieces([message_id])))
    if in_reply_to:
        lines.append(fold("In-Reply-To", id_pieces([in_reply_to])))
    if references:
        lines.append(fold("References", id_pieces(references)))
    for name, value in custom:
        lines.append(fold(name, custom_header_pieces(name, value)))
    lines.append("MIME-Version: 1.0" + CRLF)

    root = _body(spec)
    head = "".join(lines + root.headers)
    if not smtputf8 and not head.isascii():  # pragma: no cover - guarded by construction
        raise ComposeError("internal: non-ASCII header without SMTPUTF8")
    raw = head.encode("utf-8") + b"\r\n" + _render_body(root)
    if not raw.endswith(b"\r\n"):
        raw += b"\r\n"

    envelope = list(dict.fromkeys(_key(box) for box in [*to, *cc, *bcc]))
    by_key = {_key(box): box.address for box in reversed([*to, *cc, *bcc])}
    return ComposedMessage(
        raw=raw,
        message_id=message_id,
        envelope_recipients=tuple(by_key[k] for k in envelope),
        bcc=tuple(dict.fromkeys(box.address for box in bcc)),
        smtputf8=smtputf8,
        date=date,
    )


# -- spec fields ---------------------------------------------------------------------------


def _key(box: Mailbox) -> str:
    return f"{box.local.lower()}@{box.domain}"


def _strings(values: Sequence[str], field_name: str) -> list[str]:
    if isinstance(values, str):
        return [values]
    if not isinstance(values, Sequence):
        raise ComposeError(f"{field_name} must be a list of strings", field=field_name)
    return list(values)


def _header_pairs(headers: Sequence[tuple[str, str]] | Mapping[str, str]) -> list:
    if isinstance(headers, Mapping):
        return list(headers.items())
    if isinstance(headers, str) or not isinstance(headers, Sequence):
        raise ComposeError("headers must be (name, value) pairs or a mapping", field="headers")
    return [tuple(item) if isinstance(item, list) else item for item in headers]


def _date(value: dt.datetime | None) -> dt.datetime:
    if value is None:
        return dt.datetime.now(dt.UTC).replace(microsecond=0)
    if not isinstance(value, dt.datetime) or value.tzinfo is None:
        raise ComposeError("date must be a timezone-aware datetime", field="date")
    return value.replace(microsecond=0)


def _message_id(spec: MessageSpec, sender: Mailbox) -> str:
    if spec.message_id:
        return clean_id(spec.message_id, field="message_id")
    return make_message_id(spec.message_id_domain or sender.domain, thread_token=spec.thread_token)


# -- the MIME tree -------------------------------------------------------------------------


def _body(spec: MessageSpec) -> _Part:
    attachments = list(spec.attachments)
    for attachment in attachments:
        if not isinstance(attachment, AttachmentSpec):
            raise ComposeError("attachments must be AttachmentSpec items", field="attachments")
    text = _text_part(spec.text, "plain") if spec.text is not None else None
    html = _text_part(spec.html, "html") if spec.html is not None else None
    inline = [a for a in attachments if a.content_id] if html is not None else []
    regular = [a for a in attachments if all(a is not b for b in inline)]
    cids = [clean_content_id(a.content_id) for a in attachments if a.content_id]
    if len(set(cids)) != len(cids):
        raise ComposeError("two attachments share a content_id", field="attachments")

    if html is not None and inline:
        html = _multipart(
            "related", [html, *(_attachment_part(a, inline=True) for a in inline)], "text/html"
        )
    if text is not None and html is not None:
        body: _Part | None = _multipart("alternative", [text, html])
    else:
        body = text or html
    if regular:
        parts = [body] if body is not None else []
        parts += [_attachment_part(a, inline=bool(a.content_id)) for a in regular]
        return _multipart("mixed", parts)
    return body if body is not None else _text_part("", "plain")


def _text_part(text: str, subtype: str) -> _Part:
    field_name = "text" if subtype == "plain" else "html"
    if not isinstance(text, str):
        raise ComposeError(f"{field_name} must be a string", field=field_name)
    try:
        data = _EOL.sub("\r\n", text).encode("utf-8")
    except UnicodeEncodeError:
        raise ComposeError(f"{field_name} is not valid Unicode", field=field_name) from None
    if all(_SEVEN_BIT_LINE.match(line) for line in data.split(b"\r\n")):
        cte, body = "7bit", data
    else:
        qp, b64 = quoted_printable(data), base64_body(data)
        # Quoted-printable keeps mostly-Latin text readable (and greppable by filters);
        # base64 wins once it is clearly shorter, as for CJK text.
        use_qp = 3 * len(qp) <= 4 * len(b64)
        cte, body = ("quoted-printable", qp) if use_qp else ("base64", b64)
    return _Part(
        headers=[
            fold("Content-Type", [Piece(f"text/{subtype};"), Piece("charset=utf-8")]),
            fold("Content-Transfer-Encoding", [Piece(cte)]),
        ],
        body=body,
    )


def clean_content_id(value: str | None) -> str:
    text = (value or "").strip()
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1]
    if not _CONTENT_ID.match(text):
        raise ComposeError(
            f"content_id {value!r} is invalid: use printable ASCII without spaces or <>",
            field="attachments",
        )
    return text


def _check_filename(name: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ComposeError("an attachment needs a filename", field="attachments")
    name = unicodedata.normalize("NFC", name.strip())
    if len(name) > MAX_FILENAME:
        raise ComposeError(
            f"attachment filename is longer than {MAX_FILENAME} characters", field="attachments"
        )
    if name in (".", "..") or "/" in name or "\\" in name:
        raise ComposeError(f"attachment filename {name!r} must not be a path", field="attachments")
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
            raise ComposeError(
                f"attachment filename contains control or format character U+{ord(ch):04X}",
                field="attachments",
            )
    return name


def _attachment_part(attachment: AttachmentSpec, *, inline: bool) -> _Part:
    filename = _check_filename(attachment.filename)
    content_type = (attachment.content_type or "").strip().lower()
    if not _CONTENT_TYPE.match(content_type):
        raise ComposeError(
            f"attachment content type {attachment.content_type!r} is not type/subtype",
            field="attachments",
        )
    if content_type.startswith("multipart/"):
        raise ComposeError("an attachment cannot be multipart/*", field="attachments")
    if not isinstance(attachment.content, bytes | bytearray | memoryview):
        raise ComposeError("attachment content must be bytes", field="attachments")
    data = bytes(attachment.content)
    cte = "base64"
    body = base64_body(data)
    if content_type in ("message/rfc822", "message/global"):
        # RFC 2046 5.2.1: message/rfc822 may not be encoded; RFC 6532 3.5 lets
        # message/global be. Clean 7-bit mail goes as is, anything else as message/global.
        lines = data.split(b"\r\n")
        if b"\n" not in data.replace(b"\r\n", b"") and all(
            _SEVEN_BIT_LINE.match(line) for line in lines
        ):
            content_type, cte, body = "message/rfc822", "7bit", data
        else:
            content_type = "message/global"

    disposition = "inline" if inline else "attachment"
    headers = [
        fold("Content-Type", [Piece(f"{content_type};"), *_name_param(filename)]),
        fold("Content-Disposition", [Piece(f"{disposition};"), *_filename_params(filename)]),
        fold("Content-Transfer-Encoding", [Piece(cte)]),
    ]
    if attachment.content_id:
        headers.append(fold("Content-ID", [Piece(f"<{clean_content_id(attachment.content_id)}>")]))
    return _Part(headers=headers, body=body)


def _name_param(filename: str) -> list[Piece]:
    """``name=`` on Content-Type: older clients read only this. Non-ASCII names go in
    RFC 2047 encoded words inside the quotes, as Thunderbird and Gmail write them; the
    standard RFC 2231 form is on Content-Disposition."""
    if filename.isascii() and "=?" not in filename:
        return [Piece(f"name={quoted_string(filename)}")]
    words = encoded_words(filename, max_word=68)  # room for ' name="' and '";'
    if len(words) == 1:
        return [Piece(f'name="{words[0]}"')]
    return [
        Piece(('name="' if i == 0 else "") + w + ('"' if i == len(words) - 1 else ""))
        for i, w in enumerate(words)
    ]


def _filename_params(filename: str) -> list[Piece]:
    if filename.isascii() and len(filename) <= 200:
        return [Piece(f"filename={quoted_string(filename)}")]
    segments = rfc2231_segments("filename", filename)
    return [Piece(s + (";" if i < len(segments) - 1 else "")) for i, s in enumerate(segments)]


def _multipart(subtype: str, children: list[_Part], root_type: str | None = None) -> _Part:
    boundary = "=_" + secrets.token_hex(12)
    while any(b"--" + boundary.encode() in _render_body(child) for child in children):
        boundary = "=_" + secrets.token_hex(12)  # pragma: no cover - 96 random bits
    params = [Piece(f"multipart/{subtype};"), Piece(f'boundary="{boundary}"')]
    if root_type:
        params[-1] = Piece(f'boundary="{boundary}";')
        params.append(Piece(f'type="{root_type}"'))
    return _Part(headers=[fold("Content-Type", params)], children=children, boundary=boundary)


def _render_body(part: _Part) -> bytes:
    if part.boundary is None:
        return part.body
    delimiter = b"--" + part.boundary.encode("ascii")
    out = []
    for child in part.children:
        out.append(delimiter + b"\r\n" + _render(child) + b"\r\n")
    out.append(delimiter + b"--")
    return b"".join(out)


def _render(part: _Part) -> bytes:
    return "".join(part.headers).encode("ascii") + b"\r\n" + _render_body(part)
