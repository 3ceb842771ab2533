"""Bytes to text with the declared charset and a fixed fallback chain.

Labels are widened to the superset that senders actually mean (the WHATWG Encoding Standard
does the same): iso-8859-1 and us-ascii to windows-1252, gb2312 to gb18030, shift_jis to
cp932, euc-kr to cp949, big5 to big5hkscs. When the declared charset is unknown or the bytes
do not decode, we try utf-8, then windows-1252, then latin-1 (which always succeeds), and the
caller records a defect naming what happened.
"""

from __future__ import annotations

import codecs
import re

_WIDER = {
    "ascii": "cp1252",
    "latin_1": "cp1252",
    "iso8859_1": "cp1252",
    "iso8859_9": "cp1254",
    "iso8859_11": "cp874",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "shift_jis": "cp932",
    "euc_kr": "cp949",
    "big5": "big5hkscs",
    "iso2022_jp": "iso2022_jp_ext",
}

_ALIASES = {
    "utf8": "utf-8",
    "unicode-1-1-utf-8": "utf-8",
    "x-unicode20utf8": "utf-8",
    "ks_c_5601-1987": "cp949",
    "ks_c_5601": "cp949",
    "x-sjis": "cp932",
    "sjis": "cp932",
    "windows-31j": "cp932",
    "x-mac-roman": "mac_roman",
    "macintosh": "mac_roman",
    "x-gbk": "gb18030",
    "cp-850": "cp850",
    "x-euc-jp": "euc_jp",
    "iso-8859-8-i": "iso8859_8",
    "iso-8859-6-i": "iso8859_6",
    "tis-620": "cp874",
    "ansi_x3.4-1968": "cp1252",
    "us-ascii": "cp1252",
    # WHATWG labels Python's codec registry does not know.
    "gb_2312-80": "gb18030",
    "gb_2312": "gb18030",
    "csgb2312": "gb18030",
    "csiso58gb231280": "gb18030",
    "iso-ir-58": "gb18030",
    "chinese": "gb18030",
    "windows-874": "cp874",
    "dos-874": "cp874",
    "iso-8859-11": "cp874",
    "iso8859-11": "cp874",
    "csshiftjis": "cp932",
    "ms_kanji": "cp932",
    "cseuckr": "cp949",
    "csksc56011987": "cp949",
    "iso-ir-149": "cp949",
    "korean": "cp949",
    "ks_c_5601-1989": "cp949",
    "ksc5601": "cp949",
    "ksc_5601": "cp949",
    "windows-949": "cp949",
    "x-x-big5": "big5hkscs",
    "cn-big5": "big5hkscs",
    "csbig5": "big5hkscs",
    "x-cp1250": "cp1250",
    "x-cp1251": "cp1251",
    "x-cp1252": "cp1252",
    "x-cp1253": "cp1253",
    "x-cp1254": "cp1254",
    "x-cp1255": "cp1255",
    "x-cp1256": "cp1256",
    "x-cp1257": "cp1257",
    "x-cp1258": "cp1258",
    "csisolatin1": "cp1252",
    "iso-ir-100": "cp1252",
    "koi": "koi8_r",
    "koi8": "koi8_r",
    "cskoi8r": "koi8_r",
    "koi8-ru": "koi8_u",
}

# Codecs Python accepts for bytes.decode that are not character sets a mail could declare.
_NOT_CHARSETS = frozenset(
    {"unicode_escape", "raw_unicode_escape", "idna", "punycode", "undefined", "mbcs", "oem"}
)

_LABEL_JUNK = re.compile(r"[\"'\s]")


def normalize_label(label: str | None) -> str | None:
    if not label:
        return None
    cleaned = _LABEL_JUNK.sub("", label).lower()
    return cleaned or None


def _resolve(label: str | None) -> tuple[str, str] | None:
    """(widened codec, the label's own codec) for a declared label, or None when unknown."""
    cleaned = normalize_label(label)
    if cleaned is None:
        return None
    cleaned = _ALIASES.get(cleaned, cleaned)
    try:
        info = codecs.lookup(cleaned)
    except (LookupError, ValueError):
        return None
    name = info.name.replace("-", "_")
    if name in _NOT_CHARSETS or not getattr(info, "_is_text_encoding", True):
        return None
    return _WIDER.get(name, info.name), info.name


def codec_for(label: str | None) -> str | None:
    """The Python codec to use for a declared charset label, or None when unknown."""
    resolved = _resolve(label)
    return resolved[0] if resolved else None


def decode_bytes(data: bytes, label: str | None) -> tuple[str, str | None]:
    """Decode data; return (text, defect or None).

    No label means "as the sender's software did": ASCII is not a defect; 8-bit data is
    tried as utf-8 and then windows-1252, and that guess is recorded.
    """
    resolved = _resolve(label)
    if resolved is not None:
        for codec in dict.fromkeys(resolved):
            # A widened codec can reject bytes the declared one accepts (cp1252 leaves five
            # bytes undefined), so the label's own codec is the second try.
            try:
                return data.decode(codec), None
            except (UnicodeDecodeError, LookupError):
                continue
        replaced = _mostly(data, resolved[0])
        if replaced is not None:
            # Decode what decodes, replace only what does not: one bad byte must not turn
            # the whole part into mojibake.
            return replaced, f"charset:replaced:{normalize_label(label)[:40]}"
    elif data.isascii():
        return data.decode("ascii"), None if label is None else _fallback_defect(label, "ascii")
    for fallback in ("utf-8", "cp1252"):
        try:
            text = data.decode(fallback)
        except UnicodeDecodeError:
            continue
        return text, _fallback_defect(label, fallback)
    return data.decode("latin-1", errors="replace"), _fallback_defect(label, "latin-1")


def _mostly(data: bytes, codec: str) -> str | None:
    """The text, bad sequences replaced, when the declared codec reads most of the data's
    non-ASCII bytes; None when it reads almost none (a mislabelled part: the caller falls
    back to another charset, as for Latin-1 text labelled UTF-8)."""
    text = data.decode(codec, errors="replace")
    bad = text.count("\ufffd")
    good = sum(1 for ch in text if ord(ch) > 127 and ch != "\ufffd")
    return text if good and good >= bad else None


def _fallback_defect(label: str | None, used: str) -> str:
    declared = normalize_label(label) or "none"
    return f"charset:fallback:{declared[:40]}->{used}"
