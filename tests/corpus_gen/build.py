"""Byte-level building blocks for corpus messages.

Messages are assembled by hand rather than with ``email.message.EmailMessage`` so that each
shape controls its exact bytes: line endings, folding, encodings and the mistakes that real
software makes.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import io
import quopri
import struct
import zipfile
import zlib
from dataclasses import dataclass, field

CRLF = b"\r\n"


@dataclass
class Part:
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""
    children: list[Part] | None = None
    boundary: str | None = None
    preamble: bytes = b""
    epilogue: bytes = b""

    def render(self, nl: bytes = CRLF) -> bytes:
        out = bytearray()
        for name, value in self.headers:
            out += name.encode("utf-8") + b": " + _value_bytes(value).replace(b"\n", nl) + nl
        out += nl
        if self.children is None:
            out += self.body.replace(b"\r\n", b"\n").replace(b"\n", nl)
            return bytes(out)
        assert self.boundary is not None
        if self.preamble:
            out += self.preamble + nl
        for child in self.children:
            out += b"--" + self.boundary.encode() + nl + child.render(nl) + nl
        out += b"--" + self.boundary.encode() + b"--" + nl
        out += self.epilogue
        return bytes(out)


def _value_bytes(value: str | bytes) -> bytes:
    return value if isinstance(value, bytes) else value.encode("utf-8")


def message(top: list[tuple[str, str]], root: Part, nl: bytes = CRLF) -> bytes:
    """Top-level headers followed by the root part's own headers and body."""
    merged = Part(list(top) + root.headers, root.body, root.children, root.boundary)
    merged.preamble, merged.epilogue = root.preamble, root.epilogue
    return merged.render(nl)


# -- encodings ------------------------------------------------------------------------------


def b64(data: bytes) -> bytes:
    return base64.encodebytes(data)


def qp(data: bytes) -> bytes:
    return quopri.encodestring(data)


def encoded_word(text: str, charset: str = "utf-8", mode: str = "B") -> str:
    """RFC 2047 encoded words, split so that each stays under 75 characters."""
    words: list[str] = []
    chunk = ""
    for ch in text:
        trial = chunk + ch
        if len(_ew(trial, charset, mode)) > 70 and chunk:
            words.append(_ew(chunk, charset, mode))
            chunk = ch
        else:
            chunk = trial
    if chunk:
        words.append(_ew(chunk, charset, mode))
    return " ".join(words)


def _ew(text: str, charset: str, mode: str) -> str:
    raw = text.encode(charset)
    if mode.upper() == "B":
        return f"=?{charset}?B?{base64.b64encode(raw).decode()}?="
    encoded = "".join(
        "_"
        if b == 0x20
        else chr(b)
        if (0x30 <= b <= 0x39 or 0x41 <= b <= 0x5A or 0x61 <= b <= 0x7A)
        else f"={b:02X}"
        for b in raw
    )
    return f"=?{charset}?Q?{encoded}?="


def addr(name: str | None, email: str, charset: str | None = None) -> str:
    if not name:
        return email
    if charset:
        return f"{encoded_word(name, charset)} <{email}>"
    if any(c in name for c in ',.;:@"()'):
        escaped = name.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}" <{email}>'
    return f"{name} <{email}>"


def fold(value: str, width: int = 76) -> str:
    """Fold a header value at spaces (used for long References and To lines)."""
    words = value.split(" ")
    lines: list[str] = []
    cur = ""
    for word in words:
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    lines.append(cur)
    return "\n ".join(lines)


# -- parts ----------------------------------------------------------------------------------


def text_part(
    text: str,
    subtype: str = "plain",
    charset: str = "utf-8",
    cte: str = "quoted-printable",
    params: str = "",
    extra: list[tuple[str, str]] | None = None,
) -> Part:
    raw = text.encode(charset)
    if cte == "quoted-printable":
        body = qp(raw)
    elif cte == "base64":
        body = b64(raw)
    else:
        body = raw
    headers = [("Content-Type", f"text/{subtype}; charset={charset}{params}")]
    if cte:
        headers.append(("Content-Transfer-Encoding", cte))
    return Part(headers + (extra or []), body)


def attachment(
    data: bytes,
    content_type: str,
    filename: str | None,
    disposition: str | None = "attachment",
    cid: str | None = None,
    name_param: bool = True,
) -> Part:
    ctype = content_type
    if filename and name_param:
        ctype += f'; name="{filename}"'
    headers = [("Content-Type", ctype), ("Content-Transfer-Encoding", "base64")]
    if disposition:
        headers.append(
            (
                "Content-Disposition",
                f'{disposition}; filename="{filename}"' if filename else disposition,
            )
        )
    if cid:
        headers.append(("Content-ID", f"<{cid}>"))
    return Part(headers, b64(data))


def multi(subtype: str, children: list[Part], boundary: str, params: str = "") -> Part:
    return Part(
        [("Content-Type", f'multipart/{subtype}; boundary="{boundary}"{params}')],
        children=children,
        boundary=boundary,
    )


# -- payloads (tiny but real files) -----------------------------------------------------------


def png(width: int = 2, height: int = 2, seed: int = 0) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", binascii.crc32(kind + data) & 0xFFFFFFFF)
        )

    rows = b"".join(
        b"\x00" + bytes(((x * 40 + y * 70 + seed * 13) % 256) for x in range(width * 3))
        for y in range(height)
    )
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def gif() -> bytes:
    return (
        b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00"
        b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
    )


def jpeg(seed: int = 0) -> bytes:
    body = bytes((i * 31 + seed) % 251 for i in range(200))
    return (
        b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + body + b"\xff\xd9"
    )


def pdf(title: str = "Document") -> bytes:
    content = f"BT /F1 12 Tf 72 720 Td ({title}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return bytes(out)


def zip_file(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zf.writestr(info, data)
    return buf.getvalue()


def docx(text: str) -> bytes:
    return zip_file(
        {
            "[Content_Types].xml": b'<?xml version="1.0"?><Types/>',
            "word/document.xml": f"<w:document><w:t>{text}</w:t></w:document>".encode(),
        }
    )


def xlsx(value: str) -> bytes:
    return zip_file(
        {
            "[Content_Types].xml": b'<?xml version="1.0"?><Types/>',
            "xl/workbook.xml": f"<workbook><sheet name='{value}'/></workbook>".encode(),
        }
    )


def ole(seed: int = 0) -> bytes:
    return b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes((i + seed) % 256 for i in range(504))


def gz(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


def exe() -> bytes:
    return b"MZ\x90\x00\x03\x00\x00\x00" + bytes(range(120)) + b"PE\x00\x00"


def blob(size: int, seed: int) -> bytes:
    state = seed or 1
    out = bytearray()
    for _ in range(size):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(state >> 16 & 0xFF)
    return bytes(out)
