"""winmail.dat (application/ms-tnef) through tnefparse, behind a structural check.

tnefparse trusts the counts inside the stream: a property count of 2**32 makes it log and
loop four billion times, a multi-valued short property of 2**32 values allocates until memory
runs out, and every object costs a copy of the rest of the stream (quadratic). So we walk the
stream first with the same offset arithmetic, refuse it when a count cannot be backed by
the bytes that follow or the copy cost is out of bounds, and only then call tnefparse.
A refused or failed stream stays an ordinary attachment and the caller records a defect.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from tnefparse.tnef import TNEF

_SIGNATURE = 0x223E9F78
_LVL_ATTACHMENT = 0x02
_ATTMAPIPROPS = 0x9003
_ATTRECIPTABLE = 0x9004
_ATTATTACHMENT = 0x9005
_ATTACH_DATA_OBJ = 0x3701
_ATTACH_MIME_TAG = 0x370E
_ATTACH_CONTENT_ID = 0x3712
_IMESSAGE_SIG = b"\x07\x03\x02\x00\x00\x00\x00\x00\xc0\x00\x00\x00\x00\x00\x00\x46"

_FIXED_SIZES = {0x0002: 2, 0x000B: 2, 0x0003: 4, 0x0004: 4, 0x000A: 4, 0x0005: 8, 0x0007: 8}
_FIXED_SIZES |= {0x0006: 8, 0x0014: 8, 0x0040: 8, 0x0048: 16}
_VARIABLE = {0x001E, 0x001F, 0x000D, 0x0102, 0x0000}
# tnefparse copies the rest of the stream once per object: objects x bytes must stay small.
_COPY_BUDGET = 2_000_000_000
_MAX_EMBED_DEPTH = 3

_U16 = struct.Struct("<H")
_U32 = struct.Struct("<I")


@dataclass
class TnefFile:
    name: str | None
    content_type: str | None
    content_id: str | None
    data: bytes


@dataclass
class TnefContent:
    attachments: list[TnefFile] = field(default_factory=list)
    body_text: str | None = None
    body_html: str | None = None


class _Refused(Exception):
    pass


def read_tnef(data: bytes) -> tuple[TnefContent | None, str | None]:
    """(content, None) on success, (None, defect) when the stream is refused or unreadable."""
    try:
        _check_stream(data, 0)
    except _Refused as exc:
        return None, f"tnef:refused:{exc}"
    except (struct.error, IndexError):
        return None, "tnef:refused:truncated"
    try:
        tnef = TNEF(data, do_checksum=False)
        return _content(tnef), None
    except Exception as exc:  # tnefparse raises many types on bad input
        return None, f"tnef:unreadable:{type(exc).__name__}"


def _content(tnef: TNEF) -> TnefContent:
    out = TnefContent()
    for att in tnef.attachments:
        props = {a.name: a for a in getattr(att, "mapi_attrs", [])}
        out.attachments.append(
            TnefFile(
                name=_attachment_name(att),
                content_type=_prop_text(props.get(_ATTACH_MIME_TAG)),
                content_id=_prop_text(props.get(_ATTACH_CONTENT_ID)),
                data=bytes(att.data or b""),
            )
        )
    out.body_text = _as_text(tnef.body)
    out.body_html = _as_text(tnef.htmlbody)
    return out


def _attachment_name(att: object) -> str | None:
    for getter in ("long_filename", "name"):
        try:
            value = getattr(att, getter)
            value = value() if callable(value) else value
        except Exception:
            value = None  # a name in an undeclared codepage: try the next source
        text = _as_text(value)
        if text:
            return text
    raw = getattr(att, "_name", b"")
    return _as_text(raw)


def _prop_text(prop: object) -> str | None:
    if prop is None:
        return None
    try:
        return _as_text(prop.data)  # type: ignore[attr-defined]
    except Exception:
        return None


def _as_text(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, list | tuple):
        value = value[0] if value else None
        if value is None:
            return None
    if isinstance(value, bytes | bytearray):
        raw = bytes(value).rstrip(b"\x00")
        for codec in ("utf-8", "cp1252"):
            try:
                value = raw.decode(codec)
                break
            except UnicodeDecodeError:
                continue
        else:
            value = raw.decode("latin-1")
    if not isinstance(value, str):
        return None
    return value.strip("\x00").strip() or None


# -- the structural check -----------------------------------------------------------------


def _u16(data: bytes, offset: int) -> int:
    return _U16.unpack_from(data, offset)[0]


def _u32(data: bytes, offset: int) -> int:
    return _U32.unpack_from(data, offset)[0]


def _check_stream(data: bytes, depth: int) -> None:
    if depth > _MAX_EMBED_DEPTH:
        raise _Refused("nesting")
    if len(data) < 6 or _u32(data, 0) != _SIGNATURE:
        raise _Refused("signature")
    offset = 6
    objects = 0
    n = len(data)
    while offset + 12 < n:  # tnefparse's loop condition (MIN_OBJ_SIZE = 12)
        name = _u16(data, offset + 1)
        length = min(n - offset, _u32(data, offset + 5) + 11)
        body = data[offset + 9 : offset + length - 2]
        objects += 1
        if objects * n > _COPY_BUDGET:
            raise _Refused("too-many-objects")
        if name in (_ATTMAPIPROPS, _ATTATTACHMENT):
            _check_props(body, 0, depth)
        elif name == _ATTRECIPTABLE and len(body) >= 4:
            rows = _u32(body, 0)
            pos = 4
            for _ in range(rows):
                if pos + 4 > len(body):
                    break
                pos = _check_props(body, pos, depth)
                if pos is None:
                    break
        offset += length


def _check_props(data: bytes, offset: int, depth: int) -> int | None:
    """Mirror tnefparse.mapi.decode_mapi; return the end offset, None where it would stop."""
    n = len(data)
    if offset + 4 > n:
        return None
    count = _u32(data, offset)
    offset += 4
    if count > (n - offset) // 4 + 1:
        raise _Refused("property-count")
    for _ in range(count):
        if offset + 4 > n:
            return None
        attr_type = _u16(data, offset)
        attr_name = _u16(data, offset + 2)
        offset += 4
        if attr_name >= 0x8000:
            if offset + 20 > n:
                return None
            kind = _u32(data, offset + 16)
            offset += 20
            if kind == 0:
                offset += 4
            else:
                if offset + 4 > n:
                    return None
                name_len = _u32(data, offset)
                offset += 4 + name_len + (-name_len % 4)
        values: int | None = None
        if attr_type & 0x1000:
            attr_type ^= 0x1000
            if offset + 4 > n:
                return None
            values = _u32(data, offset)
            offset += 4
            if values > (n - offset) // 2 + 1:
                raise _Refused("value-count")
        for _ in range(values or 1):
            if attr_type in _FIXED_SIZES:
                offset += _FIXED_SIZES[attr_type]
            elif attr_type in _VARIABLE:
                if values is None:
                    if offset + 4 > n:
                        return None
                    items = _u32(data, offset)
                    offset += 4
                else:
                    items = 1
                if attr_name == _ATTACH_DATA_OBJ and values is not None:
                    # tnefparse joins the values before looking for an embedded message;
                    # a multi-valued attachment object has no honest use.
                    raise _Refused("multi-valued-object")
                for _ in range(items):
                    if offset + 4 > n:
                        return None
                    length = _u32(data, offset) + (-_u32(data, offset) % 4)
                    offset += 4
                    if attr_name == _ATTACH_DATA_OBJ:
                        item = data[offset : offset + length].rstrip(b"\x00")
                        if item.startswith(_IMESSAGE_SIG):
                            _check_stream(item[len(_IMESSAGE_SIG) :], depth + 1)
                    offset += length
            else:
                return None  # tnefparse raises ValueError and stops reading this list
            if offset > n:
                return None
        if (values or 1) % 2 and attr_type in (0x0002, 0x000B):
            offset += 2
    return offset
