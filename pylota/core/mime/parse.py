"""parse_message: raw bytes in, a ParsedMessage out, whatever the bytes are.

Pipeline: a bounded structural prescan (prescan.py), the stdlib parser with
``policy.default`` on what the prescan kept, then one walk over the tree that decodes
bodies with our own transfer and charset fallbacks, chooses the text and HTML bodies,
collects attachments (unpacking winmail.dat), summarises attached messages and the first
calendar, and finally reply extraction and classification.

The raw bytes stay the caller's record of truth; this is the best structured view of them.
Problems in the input become ``defects``; only programmer errors (a non-bytes argument)
raise. An unexpected exception inside the pipeline is caught at the top and recorded as an
``internal-error:*`` defect, so a parser bug can cost detail but never a message; tests
assert that this defect never appears.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from dataclasses import dataclass, field
from email import policy
from email.message import Message
from email.parser import BytesParser
from urllib.parse import unquote

from pylota.core.mime import headers as hdr
from pylota.core.mime.calendar import parse_calendar
from pylota.core.mime.charset import decode_bytes
from pylota.core.mime.classify import classify, is_auto_submitted
from pylota.core.mime.filenames import fallback_name, sanitize_filename
from pylota.core.mime.limits import ParseLimits
from pylota.core.mime.model import Address, Attachment, EmbeddedMessage, ParsedMessage
from pylota.core.mime.prescan import prescan
from pylota.core.mime.reply import extract_reply
from pylota.core.mime.sanitize import sanitize_html, too_deep
from pylota.core.mime.sniff import OCTET_STREAM, sniff
from pylota.core.mime.text import html_to_text, unflow
from pylota.core.mime.tnef import read_tnef
from pylota.core.mime.transfer import decode_transfer, estimate_decoded_size, normalize_cte

DEFAULT_LIMITS = ParseLimits()
SNIPPET_CHARS = 200
REPLY_SCAN_CHARS = 256 * 1024

_PARSER = BytesParser(policy=policy.default)
# Regenerating an attached message: compat32 never refolds or re-encodes header values.
_REGEN_POLICY = policy.compat32.clone(max_line_length=0)
_CID_REF = re.compile(r"""cid:([^"'\s>)]+)""", re.IGNORECASE)
_WS = re.compile(r"\s+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_PARAM = re.compile(r';\s*([A-Za-z0-9*_.-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)')
_TNEF_TYPES = frozenset({"application/ms-tnef", "application/vnd.ms-tnef"})
_CALENDAR_TYPES = frozenset({"text/calendar", "application/ics", "text/x-vcalendar"})
_BODY_TYPES = frozenset({"text/plain", "text/html"})
# Fields RFC 5322 allows once; a second copy is a classic spoofing trick, so it is a defect.
_SINGLE_FIELDS = ("from", "sender", "reply-to", "to", "cc", "subject", "date", "message-id")


def parse_message(raw: bytes, *, limits: ParseLimits = DEFAULT_LIMITS) -> ParsedMessage:
    if not isinstance(raw, bytes | bytearray | memoryview):
        raise TypeError(f"parse_message() needs bytes, got {type(raw).__name__}")
    if not isinstance(limits, ParseLimits):
        raise TypeError("limits must be a ParseLimits")
    raw = bytes(raw)
    result = ParsedMessage(size=len(raw))
    try:
        _parse_into(result, raw, limits)
    except Exception as exc:
        result.defects.append(f"internal-error:{type(exc).__name__}")
    return result


# -- the walk state -----------------------------------------------------------------------


@dataclass
class _Leaf:
    """What the walk learned about one leaf before deciding where it goes."""

    part: Message
    content_type: str
    params: dict[str, str]
    filename: str | None
    disposition: str | None
    content_id: str | None
    in_related: bool


@dataclass
class _State:
    limits: ParseLimits
    defects: list[str]
    plain: list[str] = field(default_factory=list)
    html: list[str] = field(default_factory=list)
    attachments: list[tuple[Attachment, bool]] = field(default_factory=list)  # (att, related)
    embedded: list[EmbeddedMessage] = field(default_factory=list)
    calendar_text: str | None = None
    tnef_text: str | None = None
    tnef_html: str | None = None
    decoded: int = 0
    truncated: bool = False
    index: int = 0

    def defect(self, name: str) -> None:
        if name not in self.defects:
            self.defects.append(name)

    def limit(self, name: str) -> None:
        self.defect(f"limit:{name}")
        self.truncated = True


# The OLE2 compound-file signature that starts every Outlook .msg file.
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_OUTLOOK_MSG = "application/vnd.ms-outlook"
_MISSING_SEMICOLON = re.compile(
    rb"(?im)^(content-type:[ \t]*multipart/[a-z0-9.+-]+)[ \t]+(boundary[ \t]*=)"
)

# -- top level ----------------------------------------------------------------------------


def _parse_into(result: ParsedMessage, raw: bytes, limits: ParseLimits) -> None:
    raw, repaired = _MISSING_SEMICOLON.subn(rb"\1; \2", raw)
    if repaired:
        # "multipart/mixed boundary=x": mail clients read the boundary all the same.
        result.defects.append("content-type:missing-semicolon")
    scan = prescan(raw, limits)
    result.defects.extend(scan.defects)
    result.truncated = scan.truncated
    msg = _PARSER.parsebytes(scan.data)

    _read_headers(result, msg, limits)
    state = _State(limits=limits, defects=result.defects)
    content_type, params = _content_type(msg, state)
    result.content_type = content_type
    if content_type == "multipart/report":
        result.report_type = (params.get("report-type") or "").strip().lower() or None
    _walk(msg, state, depth=0, mode="both", in_related=False)
    _collect_stdlib_defects(msg, state)

    _choose_bodies(result, state, limits)
    _finish_attachments(result, state)
    result.embedded_messages = state.embedded
    if state.calendar_text is not None:
        result.calendar = parse_calendar(state.calendar_text)
    result.truncated = result.truncated or state.truncated
    result.auto_submitted = is_auto_submitted(result)
    result.kind = classify(result)


def _read_headers(result: ParsedMessage, msg: Message, limits: ParseLimits) -> None:
    defects = result.defects
    items = list(msg.raw_items())
    if len(items) > limits.max_headers:
        defects.append("limit:max_headers")
        result.truncated = True
        items = items[: limits.max_headers]
    hint = _body_charset(msg)
    raw: dict[str, list[str]] = {}
    for name, value in items:
        key = hdr.clean_text(hdr.fix_8bit(str(name))[0])[:200]
        value = value if isinstance(value, str) else str(value)
        raw.setdefault(key.lower(), []).append(value)
        result.headers.append((key, hdr.decode_unstructured(key, value, defects, hint)))

    def first(name: str) -> str | None:
        values = raw.get(name)
        return values[0] if values else None

    def addresses(name: str, *, all_fields: bool = True) -> list[Address]:
        values = raw.get(name, [])
        out: list[Address] = []
        for value in values if all_fields else values[:1]:
            out.extend(hdr.parse_addresses(name, value, defects, hint))
        return out

    for name in _SINGLE_FIELDS:
        if len(raw.get(name, ())) > 1:
            defects.append(f"header:duplicate:{name}")
    if (value := first("message-id")) is not None:
        result.message_id = hdr.parse_msgid(value, defects)
    if (value := first("in-reply-to")) is not None:
        result.in_reply_to = hdr.parse_msgid_list(value, defects, "in-reply-to")
    if (value := first("references")) is not None:
        result.references = hdr.parse_msgid_list(value, defects, "references")
    if (value := first("subject")) is not None:
        result.subject = hdr.decode_unstructured("subject", value, defects, hint)
    if (value := first("date")) is not None:
        result.date, ok = hdr.parse_date(value)
        if not ok:
            defects.append("date:unparseable")
    result.from_ = addresses("from")
    result.sender = addresses("sender", all_fields=False)
    result.reply_to = addresses("reply-to")
    result.to = addresses("to")
    result.cc = addresses("cc")
    result.bcc = addresses("bcc")
    result.delivered_to = addresses("delivered-to")
    result.return_path = addresses("return-path", all_fields=False)
    if (value := first("list-id")) is not None:
        result.list_id = _list_id(hdr.decode_unstructured("list-id", value, defects))


def _body_charset(msg: Message) -> str | None:
    """The first declared charset of the message or its first parts: the hint for raw 8-bit
    header bytes that are not UTF-8."""
    for index, part in enumerate(msg.walk()):
        if index > 20:
            break
        raw = _raw_header(part, "content-type")
        charset = _params(raw).get("charset") if raw else None
        if charset and charset.lower() not in ("us-ascii", "ascii"):
            return charset
    return None


def _list_id(value: str) -> str | None:
    m = re.search(r"<([^<>\s]{1,250})>", value)
    if m:
        return m.group(1).lower()
    token = value.strip().split()[-1] if value.strip() else ""
    return token.strip("<>").lower()[:250] or None


# -- the walk -----------------------------------------------------------------------------


def _walk(part: Message, state: _State, *, depth: int, mode: str, in_related: bool) -> None:
    if depth > state.limits.max_depth:  # the prescan makes this unreachable; kept as a guard
        state.limit("max_depth")
        return
    content_type, params = _content_type(part, state)
    try:
        payload = part.get_payload()
    except (ValueError, LookupError):  # e.g. a NUL byte inside the charset parameter
        state.defect("part:payload-unreadable")
        payload = None  # a leaf: its bytes are decoded below with our own fallbacks
    if content_type.startswith("message/") and isinstance(payload, list):
        _message_part(part, content_type, payload, state)
        return
    if isinstance(payload, list):
        children = [c for c in payload if isinstance(c, Message)]
        if content_type == "multipart/alternative":
            _alternative(children, state, depth=depth, mode=mode, in_related=in_related)
            return
        related = content_type == "multipart/related"
        for child in children:
            _walk(child, state, depth=depth + 1, mode=mode, in_related=related)
        return
    if content_type.startswith(("multipart/", "message/")):
        # A multipart without a usable boundary (or a message/* the stdlib left unparsed)
        # is text as far as anyone can read it; the stdlib has recorded the defect.
        content_type = "text/plain"
    leaf = _describe(part, content_type, params, state, in_related)
    _leaf(leaf, state, mode)


def _alternative(
    children: list[Message], state: _State, *, depth: int, mode: str, in_related: bool
) -> None:
    """The last alternative with plain text feeds ``text`` and the last with HTML feeds
    ``html``: RFC 2046 puts the preferred (richest) alternative last."""
    plain_child = next((c for c in reversed(children) if _has_body(c, "text/plain", state)), None)
    html_child = next((c for c in reversed(children) if _has_body(c, "text/html", state)), None)
    for child in children:
        wants = []
        if child is plain_child and mode in ("both", "plain"):
            wants.append("plain")
        if child is html_child and mode in ("both", "html"):
            wants.append("html")
        child_mode = "both" if len(wants) == 2 else (wants[0] if wants else "none")
        _walk(child, state, depth=depth + 1, mode=child_mode, in_related=in_related)


def _has_body(part: Message, wanted: str, state: _State, budget: list[int] | None = None) -> bool:
    budget = budget if budget is not None else [200]
    budget[0] -= 1
    if budget[0] < 0:
        return False
    content_type, params = _content_type(part, state, record=False)
    payload = part.get_payload()
    if content_type.startswith("message/"):
        return False
    if isinstance(payload, list):
        return any(_has_body(c, wanted, state, budget) for c in payload if isinstance(c, Message))
    leaf = _describe(part, content_type, params, state, False, record=False)
    return content_type == wanted and _is_body(leaf)


def _is_body(leaf: _Leaf) -> bool:
    return (
        leaf.content_type in _BODY_TYPES and leaf.disposition != "attachment" and not leaf.filename
    )


def _leaf(leaf: _Leaf, state: _State, mode: str) -> None:
    if _is_body(leaf):
        kind = "plain" if leaf.content_type == "text/plain" else "html"
        if mode in ("both", kind):
            data = _decode_payload(leaf, state)
            if data is not None and data.startswith(_OLE_MAGIC):
                # An Outlook .msg file sent as the body: binary, not text. Keep it as the
                # attachment it is rather than 100 KB of garbage text.
                state.defect("body:outlook-msg")
                _attach(
                    dataclasses.replace(leaf, content_type=_OUTLOOK_MSG, filename="message.msg"),
                    data,
                    state,
                )
                return
            if data is not None:
                text = _decode_text(leaf, data, state)
                (state.plain if kind == "plain" else state.html).append(text)
        return
    data = _decode_payload(leaf, state)
    is_tnef = leaf.content_type in _TNEF_TYPES or (leaf.filename or "").lower() == "winmail.dat"
    if is_tnef and data is not None and _tnef(leaf, data, state):
        return
    is_calendar = leaf.content_type in _CALENDAR_TYPES or (leaf.filename or "").lower().endswith(
        ".ics"
    )
    if is_calendar and data is not None and state.calendar_text is None:
        state.calendar_text = _decode_text(leaf, data, state, record=False)
    _attach(leaf, data, state)


def _message_part(part: Message, content_type: str, payload: list, state: _State) -> None:
    """An attached message (message/rfc822, message/delivery-status, ...) is an attachment."""
    cte, cte_defect = normalize_cte(_raw_header(part, "content-transfer-encoding"))
    if cte_defect:
        state.defect(cte_defect)
    inner = payload[0] if payload and isinstance(payload[0], Message) else None
    if content_type == "message/delivery-status" or inner is None:
        body = b"\n".join(_regenerate(p) for p in payload if isinstance(p, Message))
    else:
        body = _regenerate(inner)
    if cte in ("base64", "quoted-printable", "uuencode"):
        # Not allowed by RFC 2046 for message/rfc822, but sent; the stdlib read the encoded
        # text as headers, so decode it and read the headers again.
        body, defect = decode_transfer(body, cte)
        state.defect("mime:encoded-message-part")
        if defect:
            state.defect(defect)
        try:
            scan = prescan(body[: state.limits.max_header_bytes * 2], state.limits)
            inner = _PARSER.parsebytes(scan.data, headersonly=True)
        except Exception:
            inner = None
    content_id = _content_id(part)
    filename = _filename(part, state)
    disposition = _disposition(part)
    leaf = _Leaf(part, content_type, {}, filename, disposition, content_id, False)
    summary = None
    if content_type in ("message/rfc822", "message/global") and inner is not None:
        summary = _summarize(inner, state)
        state.embedded.append(summary)
    if state.decoded + len(body) > state.limits.max_decoded_bytes:
        state.limit("max_decoded_bytes")
        _attach(leaf, None, state, default_name=_message_filename(summary))
        return
    state.decoded += len(body)
    _attach(leaf, body, state, default_name=_message_filename(summary))


def _regenerate(message: Message) -> bytes:
    try:
        return message.as_bytes(policy=_REGEN_POLICY)
    except Exception:
        try:
            return message.as_string(policy=_REGEN_POLICY).encode("utf-8", "surrogateescape")
        except Exception:
            return b""


def _summarize(inner: Message, state: _State) -> EmbeddedMessage:
    scratch: list[str] = []  # the attached message's defects are not this message's
    values = {k.lower(): v for k, v in reversed(list(inner.raw_items())[:200])}
    subject = values.get("subject")
    date_value = values.get("date")
    date = hdr.parse_date(date_value)[0] if date_value is not None else None
    msgid = values.get("message-id")
    return EmbeddedMessage(
        subject=hdr.decode_unstructured("subject", subject, scratch) if subject else None,
        from_=hdr.parse_addresses("from", values["from"], scratch) if "from" in values else [],
        date=date,
        message_id=hdr.parse_msgid(msgid, scratch) if msgid else None,
    )


def _message_filename(summary: EmbeddedMessage | None) -> str | None:
    if summary is None or not summary.subject:
        return None
    return summary.subject[:150] + ".eml"


def _tnef(leaf: _Leaf, data: bytes, state: _State) -> bool:
    """Unpack winmail.dat into attachments; False keeps it as an ordinary attachment."""
    if len(data) > state.limits.max_tnef_bytes:
        state.defect("limit:max_tnef_bytes")
        return False
    content, defect = read_tnef(data)
    if content is None:
        state.defect(defect or "tnef:unreadable")
        return False
    if content.body_text and state.tnef_text is None:
        state.tnef_text = content.body_text
    if content.body_html and state.tnef_html is None:
        state.tnef_html = content.body_html
    for item in content.attachments:
        declared = (item.content_type or "").strip().lower() or OCTET_STREAM
        member = _Leaf(
            leaf.part,
            declared,
            {},
            item.name,
            "attachment",
            _clean_cid(item.content_id),
            False,
        )
        if state.decoded + len(item.data) > state.limits.max_decoded_bytes:
            state.limit("max_decoded_bytes")
            _attach(member, None, state, source="tnef")
            continue
        state.decoded += len(item.data)
        _attach(member, item.data, state, source="tnef")
    if not content.attachments and not content.body_text and not content.body_html:
        state.defect("tnef:empty")
        return False
    return True


# -- leaves -------------------------------------------------------------------------------


def _describe(
    part: Message,
    content_type: str,
    params: dict[str, str],
    state: _State,
    in_related: bool,
    *,
    record: bool = True,
) -> _Leaf:
    return _Leaf(
        part=part,
        content_type=content_type,
        params=params,
        filename=_filename(part, state if record else None),
        disposition=_disposition(part),
        content_id=_content_id(part),
        in_related=in_related,
    )


def _decode_payload(leaf: _Leaf, state: _State) -> bytes | None:
    """Transfer-decoded bytes, or None when the decoded-bytes budget is spent."""
    body = _raw_body(leaf.part)
    cte, defect = normalize_cte(_raw_header(leaf.part, "content-transfer-encoding"))
    if defect:
        state.defect(defect)
    if state.decoded + estimate_decoded_size(cte, len(body)) > state.limits.max_decoded_bytes:
        state.limit("max_decoded_bytes")
        return None
    data, defect = decode_transfer(body, cte)
    if defect:
        state.defect(defect)
    state.decoded += len(data)
    return data


def _decode_text(leaf: _Leaf, data: bytes, state: _State, *, record: bool = True) -> str:
    limit = state.limits.max_text_bytes
    if len(data) > limit:
        data = data[:limit]
        if record:
            state.limit("max_text_bytes")
    text, defect = decode_bytes(data, leaf.params.get("charset"))
    if defect and record:
        state.defect(defect)
    text = text.replace("\x00", "")
    if leaf.content_type == "text/plain" and leaf.params.get("format", "").lower() == "flowed":
        text = unflow(text, delsp=leaf.params.get("delsp", "").lower() == "yes")
    return text


def _attach(
    leaf: _Leaf,
    data: bytes | None,
    state: _State,
    *,
    default_name: str | None = None,
    source: str = "mime",
) -> None:
    if len(state.attachments) >= state.limits.max_attachments:
        state.limit("max_attachments")
        return
    state.index += 1
    fallback = fallback_name(state.index, leaf.content_type)
    if default_name:
        fallback = sanitize_filename(default_name, fallback)
    complete = data is not None
    payload = data if data is not None else b""
    attachment = Attachment(
        filename=sanitize_filename(leaf.filename, fallback),
        content_type=leaf.content_type,
        sniffed_type=sniff(payload) if complete else OCTET_STREAM,
        size=len(payload),
        sha256=hashlib.sha256(payload).hexdigest() if complete else None,
        content_id=leaf.content_id,
        disposition=leaf.disposition or "attachment",  # settled in _finish_attachments
        payload=payload,
        complete=complete,
        source=source,
    )
    state.attachments.append((attachment, leaf.in_related))


# -- bodies and attachments -----------------------------------------------------------------


def _choose_bodies(result: ParsedMessage, state: _State, limits: ParseLimits) -> None:
    html = "\n".join(state.html) if state.html else None
    if html is None and state.tnef_html:
        html = state.tnef_html
    result.html_raw = html
    html_ok = html is not None and len(html) <= limits.max_html_bytes and not too_deep(html)
    if html is not None and not html_ok:
        state.defect("html:too-large-or-deep")
    if html is not None and html_ok:
        try:
            result.html_sanitized = sanitize_html(html)
        except Exception:
            state.defect("html:unsanitizable")
    if state.plain and (
        html is None or any(_CONTROL.sub("", part).strip() for part in state.plain)
    ):
        text = "\n".join(state.plain)
    elif html is not None:
        # No plain text, or an empty one beside HTML that has it (a text part that also
        # carried its parent's Content-Type, for one): read the HTML's text. Control
        # characters go before trimming: HTML whose only text is character references to
        # controls ("&#1; &#1;") has no text, not the white space between them.
        text = _CONTROL.sub("", html_to_text(html[: limits.max_html_bytes])).strip()
    elif state.tnef_text:
        text = state.tnef_text
    else:
        text = ""
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    result.text = text
    # New content sits at the top, or right after the quote it answers; a quarter MiB is far
    # more than anyone writes, and keeps the line-by-line extraction under half a second.
    result.extracted_text = extract_reply(text[:REPLY_SCAN_CHARS])
    source = result.extracted_text or result.text
    result.snippet = _WS.sub(" ", source[: SNIPPET_CHARS * 8]).strip()[:SNIPPET_CHARS]


def _finish_attachments(result: ParsedMessage, state: _State) -> None:
    """Inline means shown in the body: referenced by cid from the HTML, or a related part."""
    referenced: set[str] = set()
    if result.html_raw:
        for m in _CID_REF.finditer(result.html_raw[: state.limits.max_html_bytes]):
            referenced.add(unquote(m.group(1)).strip("<>").lower())
    for attachment, related in state.attachments:
        cid = (attachment.content_id or "").lower()
        if cid and (cid in referenced or related):
            attachment.disposition = "inline"
        else:
            attachment.disposition = "attachment"
        result.attachments.append(attachment)


# -- header helpers for parts --------------------------------------------------------------


def _raw_header(part: Message, name: str) -> str | None:
    wanted = name.lower()
    for key, value in part.raw_items():
        if str(key).lower() == wanted:
            return hdr.fix_8bit(str(value))[0]
    return None


_COMMENT = re.compile(r"\([^()]*\)")


def _content_type(
    part: Message, state: _State, *, record: bool = True
) -> tuple[str, dict[str, str]]:
    """Type and parameters read from the raw field, the way Message.get_content_type() does
    (missing means the part's default, malformed means text/plain) without re-running the
    header parser on every call."""
    raw = _raw_header(part, "content-type")
    if raw is None:
        return part.get_default_type(), {}
    value = _COMMENT.sub("", raw.split(";", 1)[0]).strip().lower()
    if value.count("/") != 1 or " " in value:
        if record and value:
            state.defect("header:content-type")
        value = "text/plain"
    return value, _params(raw)


def _params(raw: str) -> dict[str, str]:
    """Content-Type parameters, lower-cased names; tolerant of what the strict parser rejects."""
    out: dict[str, str] = {}
    for m in _PARAM.finditer(_WS.sub(" ", raw)[:8192]):
        name = m.group(1).lower()
        value = m.group(2).strip()
        if value.startswith('"') and value.endswith('"') and len(value) >= 2:
            value = re.sub(r"\\(.)", r"\1", value[1:-1])
        out.setdefault(name, value)
    return out


def _filename(part: Message, state: _State | None) -> str | None:
    try:
        name = part.get_filename()
    except Exception:
        if state is not None:
            state.defect("header:filename")
        name = None
    loose = _loose_filename(part)
    if not name or (loose and loose[1:-1] == name and loose[:1] + loose[-1:] in ("<>", '""')):
        # The stdlib strips a value's outer quotes and angle brackets (filename="<a>" reads
        # as "a", "<>" as ""): the value as written is the name.
        name = loose
    elif loose and loose != name and loose.startswith(name) and " " in loose:
        # filename=Annual Report 2024.pdf (unquoted, with spaces): the strict parser stops
        # at the first space; senders mean the whole value up to ";".
        name = loose
    if name is None:
        return None
    text, guessed = hdr.fix_8bit(str(name))
    if guessed and state is not None:
        state.defect("header:8bit:filename")
    if "=?" in text:
        text = hdr.decode_unstructured("filename", text, [])
    return text or None


def _loose_filename(part: Message) -> str | None:
    for header, param in (("content-disposition", "filename"), ("content-type", "name")):
        raw = _raw_header(part, header)
        value = _params(raw).get(param) if raw else None
        if value and "=?" not in value and "%" not in value:
            return value.strip() or None
    return None


def _disposition(part: Message) -> str | None:
    raw = _raw_header(part, "content-disposition")
    if not raw:
        return None
    value = raw.split(";", 1)[0].strip().lower()
    return value if value in ("inline", "attachment") else None


def _content_id(part: Message) -> str | None:
    return _clean_cid(_raw_header(part, "content-id"))


def _clean_cid(value: str | None) -> str | None:
    if not value:
        return None
    value = hdr.clean_text(value).strip().strip("<>").strip()
    return value[:998] or None


def _raw_body(part: Message) -> bytes:
    # Not get_payload(): with decode=False it already decodes 8-bit bodies with the declared
    # charset (errors="replace"), which would hide the bytes from our own charset fallbacks.
    payload = part._payload
    if isinstance(payload, bytes):
        return payload
    if not isinstance(payload, str):
        return b""
    try:
        return payload.encode("ascii", "surrogateescape")
    except UnicodeEncodeError:
        return payload.encode("utf-8", "surrogateescape")


def _collect_stdlib_defects(msg: Message, state: _State) -> None:
    for seen, part in enumerate(msg.walk()):
        if seen > state.limits.max_parts * 4:
            break
        for defect in getattr(part, "defects", []):
            state.defect(f"mime:{type(defect).__name__}")
