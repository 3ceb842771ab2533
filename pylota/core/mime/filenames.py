"""Attachment file names that are safe to show and to store.

A name from a message is the sender's claim: it may carry a path ("../../etc/passwd",
"C:\\evil.exe"), control characters, right-to-left overrides that disguise the extension
("invoice\u202efdp.exe"), or thousands of characters. We keep the last path component,
drop control and format characters, replace characters that file systems reject, and cut
the name to 200 characters keeping its extension.
"""

from __future__ import annotations

import re
import unicodedata

MAX_NAME = 200
_REJECTED = re.compile(r'[<>:"|?*]')
_SPACES = re.compile(r"\s+")

_EXTENSIONS = {
    "text/plain": ".txt",
    "text/html": ".html",
    "text/calendar": ".ics",
    "text/csv": ".csv",
    "text/vcard": ".vcf",
    "text/x-vcard": ".vcf",
    "text/rfc822-headers": ".txt",
    "message/rfc822": ".eml",
    "message/global": ".eml",
    "message/delivery-status": ".txt",
    "message/global-delivery-status": ".txt",
    "message/disposition-notification": ".txt",
    "message/feedback-report": ".txt",
    "application/pdf": ".pdf",
    "application/zip": ".zip",
    "application/gzip": ".gz",
    "application/json": ".json",
    "application/xml": ".xml",
    "application/ms-tnef": ".dat",
    "application/pkcs7-signature": ".p7s",
    "application/x-pkcs7-signature": ".p7s",
    "application/pkcs7-mime": ".p7m",
    "application/x-pkcs7-mime": ".p7m",
    "application/pgp-signature": ".asc",
    "application/pgp-encrypted": ".asc",
    "application/pgp-keys": ".asc",
    "application/ics": ".ics",
    "image/png": ".png",
    "image/jpeg": ".jpg",
    "image/gif": ".gif",
    "image/webp": ".webp",
    "image/svg+xml": ".svg",
    "application/msword": ".doc",
    "application/vnd.ms-excel": ".xls",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
}


def extension_for(content_type: str) -> str:
    return _EXTENSIONS.get(content_type.lower(), ".bin")


# Parts that are never named but have an obvious name.
_KNOWN_NAMES = {
    "message/delivery-status": "delivery-status.txt",
    "message/global-delivery-status": "delivery-status.txt",
    "message/disposition-notification": "disposition-notification.txt",
    "message/feedback-report": "feedback-report.txt",
    "text/rfc822-headers": "original-headers.txt",
    "text/calendar": "invite.ics",
    "application/pgp-signature": "signature.asc",
    "application/pgp-encrypted": "pgp-version.txt",
}


def fallback_name(index: int, content_type: str) -> str:
    known = _KNOWN_NAMES.get(content_type.lower())
    if known:
        return known
    return f"attachment-{index}{extension_for(content_type)}"


def sanitize_filename(name: str | None, fallback: str) -> str:
    """A display- and storage-safe name; ``fallback`` when nothing usable is left."""
    if not name:
        return fallback
    name = unicodedata.normalize("NFC", name)
    # Drop controls (Cc), format characters such as bidi overrides (Cf), and unassigned or
    # private-use code points; surrogates from undecodable bytes go too.
    name = "".join(
        " " if ch in "\t\r\n" else ch
        for ch in name
        if unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\t\r\n"
    )
    name = name.replace("\\", "/").rsplit("/", 1)[-1]
    name = _REJECTED.sub("_", name)
    name = _SPACES.sub(" ", name).strip(" .")
    if not name or name in (".", ".."):
        return fallback
    if len(name) > MAX_NAME:
        stem, dot, ext = name.rpartition(".")
        if dot and 0 < len(ext) <= 16 and stem:
            name = stem[: MAX_NAME - len(ext) - 1].rstrip(" .") + "." + ext
        else:
            name = name[:MAX_NAME].rstrip(" .")
    return name or fallback
