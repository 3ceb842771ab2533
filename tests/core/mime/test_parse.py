"""parse_message: behaviour on well-formed input, hostile input and limits."""

from __future__ import annotations

import base64
import json
import random
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.mime import ParsedMessage, ParseLimits, parse_message

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
SAMPLES = [p.read_bytes() for p in sorted(CORPUS.rglob("*.eml"))[::9] if p.stat().st_size < 60_000]


def _clean(parsed: ParsedMessage) -> None:
    assert isinstance(parsed, ParsedMessage)
    assert not [d for d in parsed.defects if d.startswith("internal-error")], parsed.defects
    json.dumps(parsed.to_dict())


def _simple(body: str = "Hello", extra: str = "") -> bytes:
    return (
        "From: Alice <alice@Example.COM>\r\nTo: bob@example.org\r\nSubject: Hi\r\n"
        f"Message-ID: <m1@example.com>\r\nDate: Tue, 05 Mar 2024 09:00:00 +0100\r\n{extra}"
        f"Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    ).encode()


def test_it_reads_the_basic_fields() -> None:
    parsed = parse_message(_simple())
    assert parsed.subject == "Hi"
    assert parsed.from_[0].name == "Alice"
    assert parsed.from_[0].address == "alice@example.com"  # domain lower-cased, local kept
    assert parsed.message_id == "m1@example.com"
    assert parsed.date == "2024-03-05T08:00:00Z"
    assert parsed.text.strip() == "Hello"
    assert parsed.snippet == "Hello"
    assert parsed.kind == "normal"
    assert parsed.size == len(_simple())
    assert parsed.defects == []


def test_it_refuses_non_bytes_as_a_programmer_error() -> None:
    with pytest.raises(TypeError):
        parse_message("text")  # type: ignore[arg-type]


def test_limits_must_be_positive() -> None:
    with pytest.raises(ValueError, match="max_depth"):
        ParseLimits(max_depth=0)


def test_to_dict_excludes_payloads() -> None:
    raw = (
        b"From: a@example.com\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\n"
        b"Content-Type: text/plain\r\n\r\nhi\r\n--b\r\nContent-Type: application/pdf\r\n"
        b"Content-Transfer-Encoding: base64\r\n\r\n"
        + base64.encodebytes(b"%PDF-1.4 x")
        + b"--b--\r\n"
    )
    parsed = parse_message(raw)
    assert parsed.attachments[0].payload == b"%PDF-1.4 x"
    assert "payload" not in parsed.to_dict()["attachments"][0]
    assert parsed.attachments[0].sniffed_type == "application/pdf"
    assert parsed.has_attachments


def test_references_keep_order_and_drop_junk() -> None:
    parsed = parse_message(
        _simple(
            extra="In-Reply-To: <x@y> (comment)\r\n"
            "References: <a@b> junk <b@c>\r\n <a@b> <bad id@x>\r\n"
        )
    )
    assert parsed.in_reply_to == ["x@y"]
    assert parsed.references == ["a@b", "b@c"]
    assert "msgid:invalid:references" in parsed.defects


def test_an_unparseable_date_is_none_with_a_defect() -> None:
    parsed = parse_message(_simple().replace(b"Tue, 05 Mar 2024 09:00:00 +0100", b"yesterday"))
    assert parsed.date is None
    assert "date:unparseable" in parsed.defects


def test_unknown_charset_falls_back_and_says_so() -> None:
    raw = _simple("caf\u00e9").replace(b"charset=utf-8", b"charset=x-nonsense")
    parsed = parse_message(raw)
    assert parsed.text.strip() == "caf\u00e9"
    assert "charset:fallback:x-nonsense->utf-8" in parsed.defects


def test_latin1_bytes_labelled_utf8_fall_back_to_windows_1252() -> None:
    raw = _simple().replace(b"Hello", "Gr\u00fc\u00dfe \u201cok\u201d".encode("cp1252"))
    parsed = parse_message(raw)
    assert parsed.text.strip() == "Gr\u00fc\u00dfe \u201cok\u201d"
    assert "charset:fallback:utf-8->cp1252" in parsed.defects


@pytest.mark.parametrize(
    ("cte", "body", "text"),
    [
        ("7-bit", b"plain", "plain"),
        ("8bits", "\u00e9t\u00e9".encode(), "\u00e9t\u00e9"),
        ("Quoted-Printable ", b"soft = \r\nbreak caf=C3=A9", "soft break caf\u00e9"),
        ("BASE64", base64.b64encode(b"b64 text").rstrip(b"="), "b64 text"),
        ("x-unknown", b"as is", "as is"),
    ],
)
def test_transfer_encoding_oddities(cte: str, body: bytes, text: str) -> None:
    raw = (
        b"From: a@example.com\r\nContent-Type: text/plain; charset=utf-8\r\n"
        b"Content-Transfer-Encoding: " + cte.encode() + b"\r\n\r\n" + body + b"\r\n"
    )
    assert parse_message(raw).text.strip() == text


def test_html_only_mail_gets_text_and_a_sanitised_copy() -> None:
    raw = (
        b"From: a@example.com\r\nContent-Type: text/html; charset=utf-8\r\n\r\n"
        b'<p onclick="x()">Hi <a href="https://example.com/a">there</a></p>'
        b'<script>alert(1)</script><a href="javascript:alert(2)">js</a>\r\n'
    )
    parsed = parse_message(raw)
    assert parsed.text == "Hi there (https://example.com/a)\n\njs"
    assert parsed.html_raw is not None
    assert "<script>" in parsed.html_raw
    sanitized = parsed.html_sanitized or ""
    assert "script" not in sanitized
    assert "onclick" not in sanitized
    assert "javascript:" not in sanitized
    assert 'href="https://example.com/a"' in sanitized


def test_cid_referenced_images_are_inline_attachments() -> None:
    png = base64.encodebytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 20)
    raw = (
        b"From: a@example.com\r\nContent-Type: multipart/related; boundary=r\r\n\r\n--r\r\n"
        b'Content-Type: text/html\r\n\r\n<img src="cid:logo@x">\r\n--r\r\n'
        b"Content-Type: image/png\r\nContent-ID: <logo@x>\r\n"
        b"Content-Transfer-Encoding: base64\r\n\r\n" + png + b"--r--\r\n"
    )
    parsed = parse_message(raw)
    [image] = parsed.attachments
    assert (image.disposition, image.content_id, image.sniffed_type) == (
        "inline",
        "logo@x",
        "image/png",
    )
    assert not parsed.has_attachments


def test_attached_messages_are_attachments_and_summaries() -> None:
    inner = (
        b"From: Carol <carol@example.net>\r\nSubject: Numbers\r\n"
        b"Date: Mon, 4 Mar 2024 10:00:00 +0000\r\n\r\nx\r\n"
    )
    raw = (
        b"From: a@example.com\r\nContent-Type: multipart/mixed; boundary=m\r\n\r\n--m\r\n"
        b"Content-Type: text/plain\r\n\r\nsee attached\r\n--m\r\n"
        b"Content-Type: message/rfc822\r\n\r\n" + inner + b"--m--\r\n"
    )
    parsed = parse_message(raw)
    [attached] = parsed.attachments
    assert attached.content_type == "message/rfc822"
    assert attached.filename == "Numbers.eml"
    [summary] = parsed.embedded_messages
    assert summary.subject == "Numbers"
    assert summary.from_[0].address == "carol@example.net"
    assert summary.date == "2024-03-04T10:00:00Z"


# -- hostile input ---------------------------------------------------------------------------


def _nested(depth: int) -> bytes:
    out = bytearray(b"From: a@example.com\r\nSubject: bomb\r\n")
    for i in range(depth):
        out += b'Content-Type: multipart/mixed; boundary="n%d"\r\n\r\n--n%d\r\n' % (i, i)
    out += b"Content-Type: text/plain\r\n\r\ndeep\r\n"
    return bytes(out)


def test_ten_thousand_nested_multiparts_stop_at_the_depth_limit_quickly() -> None:
    raw = _nested(10_000)
    start = time.perf_counter()
    parsed = parse_message(raw)
    assert time.perf_counter() - start < 3
    assert parsed.truncated
    assert "limit:max_depth" in parsed.defects
    _clean(parsed)


def test_deep_message_rfc822_chains_stop_at_the_depth_limit() -> None:
    raw = b"Content-Type: text/plain\r\n\r\ninner\r\n"
    for _ in range(5000):
        raw = b"Content-Type: message/rfc822\r\n\r\n" + raw
    start = time.perf_counter()
    parsed = parse_message(raw)
    assert time.perf_counter() - start < 3
    assert "limit:max_depth" in parsed.defects
    _clean(parsed)


def test_many_parts_stop_at_the_part_limit() -> None:
    parts = b"".join(b"--p\r\nContent-Type: text/plain\r\n\r\n%d\r\n" % i for i in range(20_000))
    raw = b"Content-Type: multipart/mixed; boundary=p\r\n\r\n" + parts + b"--p--\r\n"
    start = time.perf_counter()
    parsed = parse_message(raw, limits=ParseLimits(max_parts=100))
    assert time.perf_counter() - start < 3
    assert "limit:max_parts" in parsed.defects
    assert parsed.truncated
    _clean(parsed)


def test_a_huge_base64_part_over_the_decode_budget_is_listed_but_not_decoded() -> None:
    payload = base64.encodebytes(b"\x00" * (3 * 1024 * 1024))
    raw = (
        b"Content-Type: multipart/mixed; boundary=b\r\n\r\n"
        b"--b\r\nContent-Type: text/plain\r\n\r\nhi\r\n"
        b"--b\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n"
        b"Content-Disposition: attachment; filename=big.bin\r\n\r\n" + payload + b"--b--\r\n"
    )
    parsed = parse_message(raw, limits=ParseLimits(max_decoded_bytes=1024 * 1024))
    [big] = parsed.attachments
    assert (big.filename, big.complete, big.size, big.sha256) == ("big.bin", False, 0, None)
    assert "limit:max_decoded_bytes" in parsed.defects
    assert parsed.truncated
    assert parsed.text.strip() == "hi"


def test_a_flood_of_line_endings_is_cut_before_the_stdlib_sees_it() -> None:
    raw = b"Subject: lines\r\n\r\n" + b"a\n" * 2_000_000
    start = time.perf_counter()
    parsed = parse_message(raw, limits=ParseLimits(max_line_endings=100_000))
    assert time.perf_counter() - start < 2
    assert "limit:max_line_endings" in parsed.defects
    assert parsed.text.count("\n") < 100_000
    assert parsed.subject == "lines"


def test_too_many_headers_are_cut() -> None:
    headers = b"".join(b"X-H%d: v\r\n" % i for i in range(5000))
    parsed = parse_message(
        headers + b"Subject: s\r\n\r\nbody\r\n", limits=ParseLimits(max_headers=100)
    )
    assert len(parsed.headers) <= 100
    assert "limit:max_headers" in parsed.defects
    assert parsed.text.strip() == "body"


def test_a_huge_address_header_is_parsed_in_linear_time() -> None:
    to = b", ".join(b'"Name %d" <user%d@example.com>' % (i, i) for i in range(6000))
    start = time.perf_counter()
    parsed = parse_message(b"From: a@example.com\r\nTo: " + to + b"\r\n\r\nx\r\n")
    assert time.perf_counter() - start < 3
    assert len(parsed.to) == 6000
    assert parsed.to[-1].name == "Name 5999"


def test_deeply_nested_html_is_not_fed_to_the_tree_builder() -> None:
    html = b"<div>" * 200_000 + b"x" + b"</div>" * 200_000
    start = time.perf_counter()
    parsed = parse_message(b"Content-Type: text/html\r\n\r\n" + html)
    assert time.perf_counter() - start < 5
    assert parsed.text == "x"
    assert parsed.html_sanitized is None
    assert "html:too-large-or-deep" in parsed.defects


def test_a_tnef_stream_with_an_absurd_count_is_kept_as_an_attachment() -> None:
    tnef = b"\x78\x9f\x3e\x22\x00\x00" + bytes([1, 0x03, 0x90, 0x06, 0, 8, 0, 0, 0])
    tnef += b"\xff\xff\xff\xff" + b"\x00" * 6
    raw = (
        b"Content-Type: multipart/mixed; boundary=t\r\n\r\n"
        b"--t\r\nContent-Type: application/ms-tnef\r\n"
        b'Content-Disposition: attachment; filename="winmail.dat"\r\n'
        b"Content-Transfer-Encoding: base64\r\n\r\n" + base64.encodebytes(tnef) + b"--t--\r\n"
    )
    start = time.perf_counter()
    parsed = parse_message(raw)
    assert time.perf_counter() - start < 1
    assert [a.filename for a in parsed.attachments] == ["winmail.dat"]
    assert "tnef:refused:property-count" in parsed.defects


# -- fuzzing ---------------------------------------------------------------------------------

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=4000))
def test_random_bytes_never_raise(raw: bytes) -> None:
    _clean(parse_message(raw))


_MIME_TOKENS = st.sampled_from(
    [
        b"\r\n",
        b"\n",
        b"\r",
        b"--b",
        b"--b--",
        b"--c",
        b"Content-Type: multipart/mixed; boundary=b",
        b"Content-Type: multipart/alternative; boundary=c",
        b"Content-Type: message/rfc822",
        b"Content-Type: message/delivery-status",
        b"Content-Type: text/html",
        b"Content-Type: text/plain; charset=",
        b"Content-Transfer-Encoding: base64",
        b"Content-Transfer-Encoding: quoted-printable",
        b"Content-Disposition: attachment; filename*=utf-8''%E2%82%AC.txt",
        b"=?utf-8?B?w6k=?=",
        b"From: ",
        b"To: a@b, <c@d>",
        b"Subject: ",
        b"<a href='javascript:x'>",
        b"=3D",
        b"\x00",
        b"\xff",
        b"begin 644 x\r\n",
        b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2024",
        b": ",
        b" ",
        b"AAAA",
    ]
)


@FUZZ
@given(st.lists(_MIME_TOKENS, max_size=80))
def test_mime_shaped_garbage_never_raises(tokens: list[bytes]) -> None:
    _clean(parse_message(b"".join(tokens)))


@FUZZ
@given(st.sampled_from(SAMPLES), st.data())
def test_mutated_corpus_messages_never_raise(raw: bytes, data: st.DataObject) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    mutated = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 20))):
        op = rng.randrange(4)
        pos = rng.randrange(len(mutated) + 1)
        if op == 0 and mutated:
            mutated[min(pos, len(mutated) - 1)] = rng.randrange(256)
        elif op == 1:
            del mutated[pos:]
        elif op == 2:
            end = mutated.find(b"\n", pos)
            line = mutated[pos : end + 1 if end >= 0 else len(mutated)]
            mutated[pos:pos] = line * rng.randrange(1, 4)
        else:
            mutated[pos:pos] = rng.choice([b"\r\n--", b"\r\n\r\n", b"=?", b"<", b"\x00", b"\r"])
    start = time.perf_counter()
    parsed = parse_message(bytes(mutated))
    assert time.perf_counter() - start < 5
    _clean(parsed)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SAMPLES), st.integers(1, 8))
def test_duplicated_headers_never_raise(raw: bytes, copies: int) -> None:
    head, sep, body = raw.partition(b"\r\n\r\n")
    _clean(parse_message(head + (b"\r\n" + head) * copies + sep + body))


def test_a_nul_byte_in_a_parameter_is_a_defect_not_a_crash() -> None:
    raw = (
        b"From: a@example.com\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n"
        b'--b\r\nContent-Type: text/plain; charset="utf-8\x00"\r\n\r\nh\xc3\xa9llo\r\n--b--\r\n'
    )  # 8-bit body: the stdlib decodes it with the (broken) declared charset
    parsed = parse_message(raw)
    assert not any(d.startswith("internal-error") for d in parsed.defects)
    assert "llo" in parsed.text
