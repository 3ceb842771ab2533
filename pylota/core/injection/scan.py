"""Everything an agent may read in a message, as parts of normalised text.

``message_parts(parsed)`` lists the subject, the plain text (quoted ``>`` lines as their
own part, read in full), the visible HTML (when it says something the plain part does
not), hidden HTML text, alt/title attributes and comments, calendar descriptions,
locations and summaries, attachment file names, the text of text and PDF attachments,
attached messages (parsed again, one level deep), and payloads decoded from base64, hex,
quoted-printable, percent-encoding, ROT13 and Unicode tag characters.

Budgets: every part is cut to ``MAX_PART`` characters (its head and tail), the message to
``MAX_TOTAL``; parts are listed most telling first so a cut drops the least. What was
cut is reported (``complete`` is False), never silently ignored.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field

from pylota.core.authverdict import org_domain
from pylota.core.injection import encoded, links
from pylota.core.injection import html as html_mod
from pylota.core.injection import unicode as uni
from pylota.core.mime import parse_message
from pylota.core.mime.model import ParsedMessage

MAX_PART = 60_000
MAX_TOTAL = 150_000
MAX_ATTACHMENTS = 20
MAX_ATTACHMENT_BYTES = 2_000_000

_TEXT_TYPES = ("text/plain", "text/markdown", "text/csv", "application/json", "text/x-log")
_TEXT_SUFFIXES = (".txt", ".md", ".csv", ".json", ".log", ".yaml", ".yml", ".xml", ".ini")
_ICS_UNFOLD = re.compile(r"\r?\n[ \t]")
_ICS_FIELD = re.compile(r"(?im)^(DESCRIPTION|LOCATION|SUMMARY|COMMENT|X-ALT-DESC)[^:\n]{0,200}:")
_PDF_STREAM = re.compile(rb"stream\r?\n")
_PDF_STRING = re.compile(rb"\(((?:[^()\\]|\\.){0,500})\)\s{0,5}(?:Tj|'|\")")
_PDF_ARRAY = re.compile(rb"\[([^\]]{0,4000})\]\s{0,5}TJ")
_PDF_ARRAY_STRING = re.compile(rb"\(((?:[^()\\]|\\.){0,500})\)")
_PDF_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"(": b"(", b")": b")", b"\\": b"\\"}
PATTERNS = [_ICS_UNFOLD, _ICS_FIELD, _PDF_STREAM, _PDF_STRING, _PDF_ARRAY, _PDF_ARRAY_STRING]


@dataclass(frozen=True)
class Part:
    kind: str  # one of features.PART_KINDS
    label: str  # what a person would call it: "attachment notes.txt", "hidden text (opacity:0)"
    text: str
    concealed: bool = False


@dataclass
class Structure:
    """Message-wide signals a reader would not see, with a detail for each."""

    found: dict[str, str]
    hidden_html: bool = False
    unread: list[str] = field(default_factory=list)  # what a budget left unread


def _cut(text: str) -> str:
    if len(text) <= MAX_PART:
        return text
    return text[: MAX_PART * 4 // 5] + "\n" + text[-MAX_PART // 5 :]


def _split_quoted(text: str) -> tuple[str, str]:
    own, quoted = [], []
    for line in text.splitlines():
        stripped = line.lstrip()
        if stripped.startswith(">"):
            quoted.append(stripped.lstrip("> "))
        else:
            own.append(line)
    return "\n".join(own), "\n".join(quoted)


def calendar_fields(ics: str) -> list[tuple[str, str]]:
    """(field, text) for DESCRIPTION, LOCATION, SUMMARY and COMMENT of every component."""
    text = _ICS_UNFOLD.sub("", ics[:MAX_PART].replace("\r\n", "\n"))
    out = []
    for match in _ICS_FIELD.finditer(text):
        end = text.find("\n", match.end())
        value = text[match.end() : end if end >= 0 else len(text)]
        value = value.replace("\\n", "\n").replace("\\N", "\n").replace("\\,", ",")
        out.append((match.group(1).lower(), value.replace("\\;", ";").replace("\\\\", "\\")))
    return out


def _pdf_unescape(data: bytes) -> bytes:
    out, i = bytearray(), 0
    while i < len(data):
        if data[i : i + 1] == b"\\" and i + 1 < len(data):
            out += _PDF_ESCAPES.get(data[i + 1 : i + 2], data[i + 1 : i + 2])
            i += 2
        else:
            out += data[i : i + 1]
            i += 1
    return bytes(out)


def pdf_text(data: bytes, *, limit: int = MAX_PART) -> str:
    """Literal strings shown by Tj/TJ in a PDF's (Flate or plain) content streams.

    Not a PDF reader: fonts with custom encodings (CID, subsets) give no text. It finds
    what simple generators write, which is what a crafted attachment needs to carry."""
    streams: list[bytes] = []
    for match in _PDF_STREAM.finditer(data[:MAX_ATTACHMENT_BYTES]):
        end = data.find(b"endstream", match.end())
        if end < 0:
            break
        raw = data[match.end() : end]
        try:
            streams.append(zlib.decompressobj().decompress(raw, 4 * MAX_PART))
        except zlib.error:
            streams.append(raw)
        if len(streams) >= 50:
            break
    pieces: list[bytes] = []
    for stream in streams:
        for match in _PDF_STRING.finditer(stream):
            pieces.append(_pdf_unescape(match.group(1)))
        for match in _PDF_ARRAY.finditer(stream):
            pieces.append(
                b"".join(_pdf_unescape(s) for s in _PDF_ARRAY_STRING.findall(match.group(1)))
            )
        if sum(map(len, pieces)) > limit:
            break
    return b" ".join(pieces).decode("latin-1")[:limit]


def _is_text_attachment(content_type: str, filename: str) -> bool:
    return (
        content_type.startswith("text/")
        or content_type in _TEXT_TYPES
        or (filename.lower().endswith(_TEXT_SUFFIXES))
    )


def _html_parts(
    html: str, plain: str, where: str, structure: Structure, deadline: float | None = None
) -> list[Part]:
    findings = html_mod.inspect_html(html, deadline=deadline)
    if not findings.complete:
        structure.unread.append(f"HTML{where} after the time budget")
    parts = []
    hidden = [(r, t) for r, t in findings.hidden if sum(c.isalpha() for c in t) >= 15]
    by_reason: dict[str, list[str]] = {}
    for reason, text in hidden:  # one part per way of hiding: a thousand hidden divs are one
        by_reason.setdefault(reason, []).append(text)
    for reason, texts in by_reason.items():
        label = f"hidden text ({reason}){where}"
        parts.append(Part("html_hidden", label, "\n".join(texts), True))
    if hidden:
        structure.found["hidden_text"] = ", ".join(sorted({r for r, _ in hidden}))
        structure.hidden_html = True
    visible = findings.visible_text
    squeezed_plain = re.sub(r"\s+", "", plain)
    if visible and re.sub(r"\s+", "", visible) not in squeezed_plain:
        parts.append(Part("html_visible", f"visible HTML{where}", visible))
    attributes = " \n".join(a for a in findings.attributes if len(a) >= 20)
    if attributes:
        parts.append(Part("html_attributes", f"HTML attributes{where}", attributes))
    comments = " \n".join(c for c in findings.comments if sum(ch.isalpha() for ch in c) >= 15)
    if comments:
        parts.append(Part("html_comment", f"HTML comments{where}", comments, True))
    _links(findings, structure)
    return parts


def _links(findings: html_mod.HtmlFindings, structure: Structure) -> None:
    for link in findings.links[:500]:
        href_host = links.host_of(link.href) if link.href.lower().startswith("http") else ""
        shown = links.displayed_host(link.text)
        for host in (href_host, shown):
            if host and links.is_lookalike_host(host):
                structure.found.setdefault("lookalike_domain", links.unicode_host(host))
        if href_host and shown and org_domain(shown) != org_domain(href_host):
            structure.found.setdefault("mismatched_link", f"{shown} → {href_host}")


def _structure_of_text(everything: str, structure: Structure) -> str:
    """Invisible-character signals; returns what tag characters spell out."""
    in_words = uni.count_zero_width_in_words(everything)
    if in_words >= 3:
        structure.found["zero_width_in_words"] = f"{in_words} inside words"
    elif uni.count_zero_width(everything) >= 10 or everything.count("\u00ad") >= 5:
        structure.found["invisible_characters"] = "zero-width characters or soft hyphens"
    if uni.count_chars(everything, uni.BIDI_OVERRIDES):
        structure.found["bidi_override"] = "U+202D/U+202E"
    elif uni.count_chars(everything, uni.BIDI_EMBEDS) >= 3:
        structure.found["bidi_controls"] = "embedding or isolate"
    smuggled = uni.tag_characters(everything)
    if len(smuggled) >= 4:
        structure.found["tag_characters"] = f"{len(smuggled)}"
    for url in re.findall(r"https?://[^\s<>\"')]{1,300}", everything[:MAX_TOTAL])[:200]:
        host = links.host_of(url)
        if host and links.is_lookalike_host(host):
            structure.found.setdefault("lookalike_domain", links.unicode_host(host))
    if "lookalike_domain" not in structure.found and uni.has_mixed_script_word(
        everything[:MAX_TOTAL]
    ):
        structure.found["mixed_script_words"] = "Latin with lookalikes"
    return smuggled


def message_parts(
    parsed: ParsedMessage | None = None,
    *,
    subject: str = "",
    text: str = "",
    html: str | None = None,
    depth: int = 0,
    deadline: float | None = None,
) -> tuple[list[Part], Structure, bool]:
    """(parts, message-wide structure, complete) for a parsed message or loose texts."""
    if parsed is not None:
        subject, text, html = parsed.subject or "", parsed.text or "", parsed.html_raw
    structure = Structure(found={})
    where = " of the attached message" if depth else ""
    prefix = "attached_message" if depth else None
    parts: list[Part] = []
    if subject:
        parts.append(Part(prefix or "subject", f"subject{where}", subject))
    own, quoted = _split_quoted(text)
    if own.strip():
        parts.append(Part(prefix or "text", f"text{where}", own))
    if html:
        parts.extend(_html_parts(html, text, where, structure, deadline))
    if quoted.strip():
        parts.append(Part(prefix or "quoted", f"quoted reply{where}", quoted))
    everything = "\n".join([subject, text, html or ""])
    smuggled = _structure_of_text(everything, structure)
    if smuggled:
        parts.append(Part("tag_characters", "Unicode tag characters", smuggled, True))
    sources_for_decoding = [_cut(text)]
    attachments = parsed.attachments[:MAX_ATTACHMENTS] if parsed is not None else []
    for attachment in attachments:
        name = attachment.filename or ""
        if name and sum(ch.isalpha() for ch in name) >= 8:
            parts.append(Part("attachment_name", f"attachment name {name[:60]}", name))
        payload = attachment.payload[:MAX_ATTACHMENT_BYTES]
        if not payload:
            continue
        kind = (attachment.sniffed_type or attachment.content_type or "").lower()
        declared = (attachment.content_type or "").lower()
        label = f"attachment {name[:60]}"
        if "calendar" in kind or "calendar" in declared or name.lower().endswith(".ics"):
            ics = payload.decode("utf-8", "replace")
            for field, value in calendar_fields(ics):
                parts.append(Part("calendar", f"calendar {field}", value))
        elif declared in ("message/rfc822", "message/global") and depth == 0:
            inner = parse_message(payload)
            inner_parts, inner_structure, _ = message_parts(inner, depth=1, deadline=deadline)
            parts.extend(inner_parts)
            for key, value in inner_structure.found.items():
                structure.found.setdefault(key, value)
            structure.unread += inner_structure.unread
        elif "pdf" in kind or "pdf" in declared or name.lower().endswith(".pdf"):
            extracted = pdf_text(payload)
            if extracted.strip():
                parts.append(Part("attachment_text", label, extracted))
        elif "html" in kind or "html" in declared:
            page = payload.decode("utf-8", "replace")
            parts.extend(_html_parts(page, "", f" of {label}", structure, deadline))
        elif _is_text_attachment(kind, name) or _is_text_attachment(declared, name):
            body = payload.decode("utf-8", "replace")
            parts.append(Part("attachment_text", label, body))
            sources_for_decoding.append(_cut(body))
    payloads = []
    for source in sources_for_decoding:
        payloads += encoded.decoded_payloads(source)
    for encoding, decoded in payloads[:20]:
        parts.append(Part("decoded", f"decoded {encoding}", decoded, True))
    if payloads:
        structure.found["encoded_payload"] = f"{len(payloads)} decodable"
    total, kept = 0, []
    complete = not structure.unread
    for part in parts:
        cut = _cut(part.text)
        if len(cut) != len(part.text):
            complete = False
            structure.unread.append(
                f"the middle of the {part.label} (over {MAX_PART:,} characters)"
            )
        if total + len(cut) > MAX_TOTAL:
            complete = False
            structure.unread.append(f"the {part.label} beyond {MAX_TOTAL:,} characters in all")
            cut = cut[: max(0, MAX_TOTAL - total)]
        if cut:
            kept.append(Part(part.kind, part.label, cut, part.concealed))
        total += len(cut)
        if total >= MAX_TOTAL:
            if part is not parts[-1]:
                structure.unread.append(f"parts after the {part.label} (over {MAX_TOTAL:,})")
            break
    return kept, structure, complete
