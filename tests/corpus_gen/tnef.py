"""A small TNEF (winmail.dat) writer, from the MS-OXTNEF layout.

Stream: signature 0x223E9F78, a 16-bit key, then attributes. Each attribute is a level
byte (1 message, 2 attachment), a 32-bit id whose low half names the attribute and high half
gives its type, a 32-bit length, the data, and a 16-bit checksum (sum of the data bytes).
Attachments start with attAttachRendData; their long name and MIME type travel as MAPI
properties inside attAttachment. tnefparse reads what this writes (the corpus tests prove it).
"""

from __future__ import annotations

import struct

SIGNATURE = 0x223E9F78
LVL_MESSAGE = 1
LVL_ATTACHMENT = 2

ATT_TNEF_VERSION = (0x9006, 0x0008)
ATT_OEM_CODEPAGE = (0x9007, 0x0006)
ATT_MESSAGE_CLASS = (0x8008, 0x0007)
ATT_SUBJECT = (0x8004, 0x0001)
ATT_BODY = (0x800C, 0x0002)
ATT_MAPI_PROPS = (0x9003, 0x0006)
ATT_ATTACH_REND_DATA = (0x9002, 0x0006)
ATT_ATTACH_TITLE = (0x8010, 0x0001)
ATT_ATTACH_DATA = (0x800F, 0x0006)
ATT_ATTACHMENT = (0x9005, 0x0006)

PT_STRING8 = 0x001E
PT_UNICODE = 0x001F
PT_BINARY = 0x0102
PT_LONG = 0x0003

PR_BODY = 0x1000
PR_BODY_HTML = 0x1013
PR_ATTACH_LONG_FILENAME = 0x3707
PR_ATTACH_MIME_TAG = 0x370E
PR_ATTACH_CONTENT_ID = 0x3712


def _attribute(level: int, attr: tuple[int, int], data: bytes) -> bytes:
    attr_id, attr_type = attr
    checksum = sum(data) & 0xFFFF
    return (
        struct.pack("<BHHI", level, attr_id, attr_type, len(data))
        + data
        + struct.pack("<H", checksum)
    )


def _prop_string(prop_id: int, value: str, unicode: bool = False) -> bytes:
    raw = value.encode("utf-16-le") + b"\x00\x00" if unicode else value.encode("cp1252") + b"\x00"
    padded = raw + b"\x00" * (-len(raw) % 4)
    return (
        struct.pack("<HHII", PT_UNICODE if unicode else PT_STRING8, prop_id, 1, len(raw)) + padded
    )


def _prop_binary(prop_id: int, value: bytes) -> bytes:
    padded = value + b"\x00" * (-len(value) % 4)
    return struct.pack("<HHII", PT_BINARY, prop_id, 1, len(value)) + padded


def _props(items: list[bytes]) -> bytes:
    return struct.pack("<I", len(items)) + b"".join(items)


def build_tnef(
    *,
    body: str | None = None,
    html: str | None = None,
    attachments: list[tuple[str, str, bytes]] = (),  # type: ignore[assignment]
    subject: str = "",
    key: int = 0x1234,
    unicode_names: bool = False,
) -> bytes:
    out = bytearray(struct.pack("<IH", SIGNATURE, key))
    out += _attribute(LVL_MESSAGE, ATT_TNEF_VERSION, struct.pack("<I", 0x00010000))
    out += _attribute(LVL_MESSAGE, ATT_OEM_CODEPAGE, struct.pack("<II", 1252, 0))
    out += _attribute(LVL_MESSAGE, ATT_MESSAGE_CLASS, b"IPM.Microsoft Mail.Note\x00")
    if subject:
        out += _attribute(LVL_MESSAGE, ATT_SUBJECT, subject.encode("cp1252") + b"\x00")
    props: list[bytes] = []
    if body is not None:
        props.append(_prop_string(PR_BODY, body))
    if html is not None:
        props.append(_prop_binary(PR_BODY_HTML, html.encode("utf-8")))
    if props:
        out += _attribute(LVL_MESSAGE, ATT_MAPI_PROPS, _props(props))
    for name, mime, data in attachments:
        out += _attribute(LVL_ATTACHMENT, ATT_ATTACH_REND_DATA, b"\x01\x00" + b"\xff" * 12)
        short = name if len(name) <= 12 else name[:8] + name[-4:]
        out += _attribute(
            LVL_ATTACHMENT, ATT_ATTACH_TITLE, short.encode("ascii", "replace") + b"\x00"
        )
        out += _attribute(LVL_ATTACHMENT, ATT_ATTACH_DATA, data)
        out += _attribute(
            LVL_ATTACHMENT,
            ATT_ATTACHMENT,
            _props(
                [
                    _prop_string(PR_ATTACH_LONG_FILENAME, name, unicode=unicode_names),
                    _prop_string(PR_ATTACH_MIME_TAG, mime),
                ]
            ),
        )
    return bytes(out)
