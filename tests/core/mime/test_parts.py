"""The small pure pieces: file names, sniffing, calendar, charsets, transfer encodings,
HTML conversion, classification, TNEF refusal and the prescan."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pylota.core.mime import (
    ParsedMessage,
    ParseLimits,
    classify,
    html_to_text,
    parse_calendar,
    sanitize_filename,
    sniff,
)
from pylota.core.mime.charset import decode_bytes
from pylota.core.mime.model import Address, Attachment
from pylota.core.mime.prescan import prescan
from pylota.core.mime.tnef import read_tnef
from pylota.core.mime.transfer import decode_transfer, normalize_cte
from tests.corpus_gen.build import docx, pdf, png, xlsx, zip_file
from tests.corpus_gen.tnef import build_tnef

# -- file names ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("report.pdf", "report.pdf"),
        ("../../etc/passwd", "passwd"),
        ("C:\\Users\\bob\\evil.exe", "evil.exe"),
        ("invoice\u202efdp.exe", "invoicefdp.exe"),
        ("a\x00b\nc.txt", "ab c.txt"),
        ("what?: <a>|b*.pdf", "what__ _a__b_.pdf"),
        ("..", "fallback.bin"),
        ("   ", "fallback.bin"),
        (None, "fallback.bin"),
        (".bashrc", "bashrc"),
    ],
)
def test_sanitize_filename(raw: str | None, expected: str) -> None:
    assert sanitize_filename(raw, "fallback.bin") == expected


def test_long_names_keep_their_extension() -> None:
    name = sanitize_filename("x" * 500 + ".pdf", "f")
    assert len(name) == 200
    assert name.endswith(".pdf")


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=400))
def test_sanitized_names_never_contain_path_separators_or_controls(raw: str) -> None:
    name = sanitize_filename(raw, "fallback.bin")
    assert name
    assert "/" not in name
    assert "\\" not in name
    assert name not in (".", "..")
    assert not any(ord(c) < 32 or ord(c) == 127 for c in name)
    assert len(name) <= 200


# -- sniffing --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (pdf(), "application/pdf"),
        (png(), "image/png"),
        (b"\xff\xd8\xff\xe0rest", "image/jpeg"),
        (b"GIF89a....", "image/gif"),
        (zip_file({"a.txt": b"x"}), "application/zip"),
        (docx("x"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        (xlsx("x"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (b"\x1f\x8b\x08\x00rest", "application/gzip"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100, "application/x-ole-storage"),
        (b"MZ\x90\x00", "application/vnd.microsoft.portable-executable"),
        (b"Plain text\nwith lines\n", "text/plain"),
        ("caf\u00e9 ol\u00e9".encode("cp1252"), "text/plain"),
        (b"<!DOCTYPE html><html>", "text/html"),
        (b"BEGIN:VCALENDAR\r\n", "text/calendar"),
        (b"\x00\x01\x02\x03binary", "application/octet-stream"),
        (b"", "application/x-empty"),
    ],
)
def test_sniff(data: bytes, expected: str) -> None:
    assert sniff(data) == expected


# -- calendar --------------------------------------------------------------------------------

ICS = (
    "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"
    "BEGIN:STANDARD\r\nDTSTART:19701025T030000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
    "BEGIN:VEVENT\r\nDTSTART;TZID=Europe/Berlin:20240313T140000\r\nDTEND:20240313T143000Z\r\n"
    'ORGANIZER;CN="Bob: the organiser":mailto:bob@Example.ORG\r\nUID:abc-123\r\n'
    "SUMMARY:Weekly sync\\, with a long title that the sender folded at seventy-fi\r\n"
    " ve octets\r\n"
    "LOCATION:Room 4\\; Building B\r\nEND:VEVENT\r\n"
    "BEGIN:VEVENT\r\nSUMMARY:second\r\nEND:VEVENT\r\n"
    "END:VCALENDAR\r\n"
)


def test_calendar_summary_of_the_first_event() -> None:
    cal = parse_calendar(ICS)
    assert cal is not None
    assert cal.method == "REQUEST"
    assert cal.summary == (
        "Weekly sync, with a long title that the sender folded at seventy-five octets"
    )
    assert cal.start == "2024-03-13T13:00:00Z"
    assert cal.end == "2024-03-13T14:30:00Z"
    assert cal.location == "Room 4; Building B"
    assert cal.organizer == "bob@example.org"
    assert cal.uid == "abc-123"


def test_calendar_dates_and_unknown_zones() -> None:
    text = (
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20240401\n"
        "DTEND;TZID=Mars/Olympus_Mons:20240402T100000\nEND:VEVENT\nEND:VCALENDAR\n"
    )
    cal = parse_calendar(text)
    assert cal is not None
    assert (cal.start, cal.end) == ("2024-04-01", "2024-04-02T10:00:00")


@pytest.mark.parametrize("text", ["", "BEGIN:VCALENDAR\nEND:VCALENDAR", "not a calendar"])
def test_no_event_no_calendar(text: str) -> None:
    assert parse_calendar(text) is None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=500))
def test_calendar_parser_never_raises(text: str) -> None:
    parse_calendar("BEGIN:VCALENDAR\nBEGIN:VEVENT\n" + text)


# -- charsets and transfer encodings -------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "label", "text", "defect"),
    [
        ("h\u00e9".encode("latin-1"), "iso-8859-1", "h\u00e9", None),
        (b"\x93q\x94", "iso-8859-1", "\u201cq\u201d", None),  # windows-1252 read for latin-1
        ("\u4f60\u597d".encode("gb18030"), "gb2312", "\u4f60\u597d", None),
        ("\u00e9".encode(), "x-bogus", "\u00e9", "charset:fallback:x-bogus->utf-8"),
        (b"\x81\x8d", "utf-8", "\x81\x8d", "charset:fallback:utf-8->latin-1"),
        (b"ascii", None, "ascii", None),
        (b"\\u0041", "unicode_escape", "\\u0041", "charset:fallback:unicode_escape->ascii"),
    ],
)
def test_decode_bytes(data: bytes, label: str | None, text: str, defect: str | None) -> None:
    assert decode_bytes(data, label) == (text, defect)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, ("7bit", None)),
        ("7-bit", ("7bit", None)),
        ("8bits", ("8bit", None)),
        (' "Base64" ', ("base64", None)),
        ("quoted-printable;", ("quoted-printable", None)),
        ("x-uuencode", ("uuencode", None)),
        ("gzip", ("7bit", "cte:unknown:gzip")),
    ],
)
def test_normalize_cte(value: str | None, expected: tuple[str, str | None]) -> None:
    assert normalize_cte(value) == expected


def test_base64_forgives_junk_padding_and_urlsafe_alphabet() -> None:
    assert decode_transfer(b"aGVs\r\nbG8", "base64") == (b"hello", None)
    assert decode_transfer(b"aGVsbG8=d29ybGQ=", "base64") == (
        b"helloworld",
        "base64:padding-inside",
    )
    assert decode_transfer(b"aGV*sbG8", "base64")[0] == b"hello"
    assert decode_transfer(b"-_-_", "base64")[0] == bytes.fromhex("fbffbf")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.sampled_from(["base64", "quoted-printable", "uuencode", "7bit"]))
def test_transfer_decoding_never_raises(data: bytes, encoding: str) -> None:
    decode_transfer(data, encoding)


# -- HTML to text ----------------------------------------------------------------------------


def test_html_to_text_rules() -> None:
    html = (
        "<html><head><style>p{}</style><title>t</title></head><body><h1>Title</h1>"
        "<p>Para &amp; <a href='https://x.example/a'>link</a></p><ul><li>one</li><li>two</li></ul>"
        "<blockquote>quoted</blockquote><div style='display:none'>hidden</div>"
        "<script>bad()</script>a<br>b</body></html>"
    )
    assert html_to_text(html) == (
        "Title\n\nPara & link (https://x.example/a)\n\n- one\n- two\n\n> quoted\n\na\nb"
    )


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("<>/=\"' &#;!-abpdivlqr")), max_size=400))
def test_html_to_text_never_raises(html: str) -> None:
    html_to_text(html)


# -- classification --------------------------------------------------------------------------


def _msg(**kw: object) -> ParsedMessage:
    return ParsedMessage(size=0, **kw)  # type: ignore[arg-type]


def _att(content_type: str) -> Attachment:
    return Attachment("f", content_type, content_type, 0, None, None, "attachment")


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        (_msg(content_type="multipart/report", report_type="delivery-status"), "dsn"),
        (_msg(content_type="multipart/report", report_type="feedback-report"), "arf"),
        (_msg(content_type="multipart/report", report_type="disposition-notification"), "mdn"),
        (_msg(attachments=[_att("message/delivery-status")]), "dsn"),
        (
            _msg(
                from_=[Address(None, "MAILER-DAEMON@x.example")],
                subject="Undelivered Mail Returned to Sender",
            ),
            "dsn",
        ),
        (
            _msg(
                from_=[Address(None, "a@x.example")], subject="Undelivered Mail Returned to Sender"
            ),
            "normal",
        ),
        (_msg(headers=[("Auto-Submitted", "auto-replied")]), "auto_reply"),
        (_msg(headers=[("Auto-Submitted", "no")]), "normal"),
        (_msg(subject="Automatic reply: hello"), "auto_reply"),
        (_msg(headers=[("Precedence", "bulk")]), "list"),
        (_msg(list_id="dev.lists.example.org"), "list"),
        (_msg(headers=[("Auto-Submitted", "auto-replied")], list_id="x"), "auto_reply"),
        (
            _msg(
                content_type="multipart/report",
                report_type="delivery-status",
                headers=[("Auto-Submitted", "auto-replied")],
            ),
            "dsn",
        ),
        (_msg(), "normal"),
    ],
)
def test_classify(message: ParsedMessage, kind: str) -> None:
    assert classify(message) == kind


# -- TNEF ------------------------------------------------------------------------------------


def test_tnef_round_trip() -> None:
    stream = build_tnef(body="Hi", attachments=[("a b.pdf", "application/pdf", pdf())])
    content, defect = read_tnef(stream)
    assert defect is None
    assert content is not None
    assert content.body_text == "Hi"
    assert [(f.name, f.content_type, f.data[:5]) for f in content.attachments] == [
        ("a b.pdf", "application/pdf", b"%PDF-")
    ]


def test_tnef_with_a_huge_multi_value_count_is_refused() -> None:
    props = struct.pack("<I", 1) + struct.pack("<HHI", 0x1002, 0x0001, 0xFFFFFFFF)
    attr = struct.pack("<BHHI", 1, 0x9003, 6, len(props)) + props + b"\x00\x00"
    stream = struct.pack("<IH", 0x223E9F78, 0) + attr + b"\x00" * 16
    assert read_tnef(stream) == (None, "tnef:refused:value-count")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_tnef_reader_never_raises(tail: bytes) -> None:
    read_tnef(struct.pack("<IH", 0x223E9F78, 0) + tail)


# -- prescan ---------------------------------------------------------------------------------


def test_prescan_leaves_ordinary_messages_untouched() -> None:
    raw = b"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\n\r\nx\r\n--b--\r\n"
    result = prescan(raw, ParseLimits())
    assert result.data is raw
    assert not result.truncated
    assert result.parts == 2


def test_prescan_sees_digest_children_as_messages() -> None:
    inner = b"Content-Type: multipart/mixed; boundary=i\r\n\r\n--i\r\n\r\nx\r\n"
    raw = b"Content-Type: multipart/digest; boundary=d\r\n\r\n--d\r\n\r\n" + inner
    assert prescan(raw, ParseLimits()).max_depth_seen == 3
    assert "limit:max_depth" in prescan(raw, ParseLimits(max_depth=2)).defects
