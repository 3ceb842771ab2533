"""Content type from the first bytes of a payload (never from the declared type or name).

The declared type is the sender's claim; this is what the bytes are. The two differ for
renamed executables and for Office files sent as application/octet-stream.
"""

from __future__ import annotations

import re

OCTET_STREAM = "application/octet-stream"

_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "application/pdf"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"\x1f\x8b", "application/gzip"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "application/x-ole-storage"),
    (b"BM", ""),  # checked below; "BM" alone is too weak
    (b"II*\x00", "image/tiff"),
    (b"MM\x00*", "image/tiff"),
    (b"7z\xbc\xaf\x27\x1c", "application/x-7z-compressed"),
    (b"Rar!\x1a\x07", "application/vnd.rar"),
    (b"BZh", "application/x-bzip2"),
    (b"\xfd7zXZ\x00", "application/x-xz"),
    (b"\x7fELF", "application/x-executable"),
    (b"MZ", "application/vnd.microsoft.portable-executable"),
    (b"\x78\x9f\x3e\x22", "application/ms-tnef"),
    (b"OggS", "audio/ogg"),
    (b"fLaC", "audio/flac"),
    (b"ID3", "audio/mpeg"),
    (b"{\\rtf", "application/rtf"),
    (b"-----BEGIN PGP MESSAGE-----", "application/pgp-encrypted"),
    (b"-----BEGIN PGP SIGNATURE-----", "application/pgp-signature"),
    (b"-----BEGIN PGP PUBLIC KEY BLOCK-----", "application/pgp-keys"),
    (b"BEGIN:VCALENDAR", "text/calendar"),
    (b"BEGIN:VCARD", "text/vcard"),
)
_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")
_OOXML = (
    (b"word/", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    (b"xl/", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    (b"ppt/", "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
)
_ODF = re.compile(rb"mimetypeapplication/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation)")
_HTML_START = re.compile(rb"\s*(?:<!doctype\s+html|<html|<head|<body|<!--|<div|<p\b|<table)", re.I)
_XML_START = re.compile(rb"\s*<\?xml", re.I)
_PLAIN_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")
_SNIFF_LEN = 8192
_PKCS7_OID = b"\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x07"  # 1.2.840.113549.1.7 (PKCS #7)


def sniff(data: bytes) -> str:
    """A MIME type for common formats, "text/plain" for text, else application/octet-stream."""
    if not data:
        return "application/x-empty"
    head = data[:_SNIFF_LEN]
    if head.startswith(_ZIP_MAGIC):
        return _sniff_zip(data)
    if head.startswith(b"BM") and len(head) > 14 and head[6:10] == b"\x00\x00\x00\x00":
        return "image/bmp"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    if head[:4] == b"RIFF" and head[8:12] == b"WAVE":
        return "audio/wav"
    if head[:1] == b"\x30" and _PKCS7_OID in head[:40]:
        return "application/pkcs7-mime"
    if head[4:8] == b"ftyp":
        return "video/mp4"
    for magic, mime in _MAGIC:
        if mime and head.startswith(magic):
            return mime
    if head.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
        return "text/plain"
    if _HTML_START.match(head):
        return "text/html"
    if _XML_START.match(head):
        return "application/xml"
    if _looks_like_text(head):
        return "text/plain"
    return OCTET_STREAM


def _sniff_zip(data: bytes) -> str:
    # The names of the first entries sit in local file headers at the front; the central
    # directory at the end repeats all of them. Looking at both ends is enough.
    ends = data[:65536] + data[-65536:]
    odf = _ODF.search(data[:200])
    if odf:
        kind = odf.group(1).decode()
        return f"application/vnd.oasis.opendocument.{kind}"
    if b"[Content_Types].xml" in ends:
        for marker, mime in _OOXML:
            if marker in ends:
                return mime
    if b"META-INF/MANIFEST.MF" in ends:
        return "application/java-archive"
    return "application/zip"


def _looks_like_text(head: bytes) -> bool:
    if b"\x00" in head:
        return False
    if _PLAIN_CONTROL.search(head):
        return False
    try:
        head.decode("utf-8")
        return True
    except UnicodeDecodeError as exc:
        # A multi-byte sequence cut by the sniff window is still text.
        if exc.start >= len(head) - 3:
            return True
    # 8-bit text in a legacy charset: mostly printable bytes.
    high = sum(1 for b in head if b >= 0x80)
    return high <= len(head) // 3
