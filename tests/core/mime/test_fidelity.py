"""Real-mail edge cases the parser used to read wrong (issue: fidelity on real mail).

Each case is a message of our own writing that reproduces one class of defect seen in
mail written by other software; the expectation is what a mail client shows.
"""

from __future__ import annotations

import base64

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.mime import parse_message
from pylota.core.mime.charset import codec_for, decode_bytes
from pylota.core.mime.headers import decode_unstructured

HEAD = "From: Alice <alice@example.com>\r\nTo: bob@example.org\r\nMessage-ID: <f1@example.com>\r\n"


def _message(headers: str, body: str | bytes) -> bytes:
    body = body.encode() if isinstance(body, str) else body
    return (HEAD + headers).encode("utf-8", "surrogateescape") + b"\r\n" + body


# -- RFC 2047 words that carry raw 8-bit bytes ------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"Subject: =?iso-8859-1?Q?caf\xe9_cr\xe8me?=\r\n", "café crème"),
        (b"Subject: =?utf-8?Q?gr\xc3\xbc\xc3\x9fe?= und mehr\r\n", "grüße und mehr"),
        (
            b"Subject: =?windows-1252?Q?\x93quoted\x94?= =?windows-1252?Q?_next?=\r\n",
            "“quoted” next",
        ),
    ],
)
def test_an_encoded_word_with_raw_8bit_bytes_is_decoded(raw: bytes, expected: str) -> None:
    parsed = parse_message(HEAD.encode() + raw + b"\r\nbody\r\n")
    assert parsed.subject == expected


# -- malformed header lines ------------------------------------------------------------------


def test_a_header_line_with_a_space_before_the_colon_does_not_end_the_headers() -> None:
    raw = _message("Fro : someone\r\nSubject: still a header\r\nX-Tag: kept\r\n", "the body\r\n")
    parsed = parse_message(raw)
    assert parsed.subject == "still a header"
    assert ("X-Tag", "kept") in parsed.headers
    assert parsed.text.strip() == "the body"
    assert "header:malformed-line" in parsed.defects


def test_a_header_line_without_a_colon_is_skipped() -> None:
    raw = _message("this line is broken\r\nSubject: after the bad line\r\n", "the body\r\n")
    parsed = parse_message(raw)
    assert parsed.subject == "after the bad line"
    assert parsed.text.strip() == "the body"
    assert "header:malformed-line" in parsed.defects


def test_a_body_without_a_blank_line_is_still_a_body() -> None:
    # No blank line and no header after the bad line: what follows is the body, as before.
    raw = (HEAD + "Subject: s\r\n").encode() + b"Hello there,\r\nsee you.\r\n"
    parsed = parse_message(raw)
    assert parsed.subject == "s"
    assert "Hello there," in parsed.text


# -- decode what decodes, replace only what does not --------------------------------------------


def test_one_bad_byte_in_utf8_text_is_replaced_not_the_whole_part_reread() -> None:
    data = "Grüße aus Köln \u2013 bis bald".encode() + b"\xff" + " 😀".encode()
    text, defect = decode_bytes(data, "utf-8")
    assert text == "Grüße aus Köln \u2013 bis bald\ufffd 😀"
    assert defect == "charset:replaced:utf-8"


def test_latin1_text_labelled_utf8_is_still_read_as_windows_1252() -> None:
    text, defect = decode_bytes("Grüße".encode("cp1252"), "utf-8")
    assert (text, defect) == ("Grüße", "charset:fallback:utf-8->cp1252")


def test_one_bad_sequence_in_a_declared_cjk_charset_is_replaced() -> None:
    data = "你好\uff0c世界".encode("gb18030") + b"\xff" + "再见".encode("gb18030")
    text, defect = decode_bytes(data, "gb2312")
    assert text.startswith("你好\uff0c世界")
    assert text.endswith("再见")
    assert defect == "charset:replaced:gb2312"


def test_base64_with_trailing_junk_keeps_its_text() -> None:
    encoded = base64.encodebytes("Ünïcödé text that is long enough to wrap".encode()).decode()
    body = encoded + "\r\n-- \r\nList footer: unsubscribe at https://lists.example\r\n"
    raw = _message(
        "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n", body
    )
    parsed = parse_message(raw)
    assert parsed.text.strip() == "Ünïcödé text that is long enough to wrap"
    assert "base64:trailing-junk" in parsed.defects


_TEXT = st.characters(blacklist_characters="\ufffd", blacklist_categories=("Cs",))


@given(st.text(_TEXT, min_size=1, max_size=200), st.text(_TEXT, max_size=50))
def test_utf8_with_a_bad_byte_keeps_every_good_character(before: str, after: str) -> None:
    """As long as the part holds at least as many good non-ASCII characters as bad bytes."""
    decoded, _ = decode_bytes(before.encode() + b"\xff" + after.encode(), "utf-8")
    if any(ord(ch) > 127 for ch in before + after):
        assert decoded == before + "\ufffd" + after


# -- charset labels as browsers and mail clients read them -----------------------------------


@pytest.mark.parametrize(
    ("label", "codec"),
    [
        ("gb2312", "gb18030"),
        ("GB_2312-80", "gb18030"),
        ("ks_c_5601-1987", "cp949"),
        ("euc-kr", "cp949"),
        ("iso-8859-1", "cp1252"),
        ("latin1", "cp1252"),
        ("us-ascii", "cp1252"),
        ("iso-8859-9", "cp1254"),
        ("tis-620", "cp874"),
        ("shift_jis", "cp932"),
        ("x-sjis", "cp932"),
        ("big5", "big5hkscs"),
        ("x-mac-roman", "mac_roman"),
        ("windows-874", "cp874"),
        ("koi8-r", "koi8_r"),
        ("unicode-1-1-utf-8", "utf-8"),
    ],
)
def test_charset_labels_follow_the_whatwg_table(label: str, codec: str) -> None:
    assert codecs_equal(codec_for(label), codec)


def codecs_equal(a: str | None, b: str) -> bool:
    import codecs

    return a is not None and codecs.lookup(a).name == codecs.lookup(b).name


# -- multipart recovery ----------------------------------------------------------------------


def _multipart(content_type: str, body: str) -> bytes:
    return _message(
        f"Subject: parts\r\nMIME-Version: 1.0\r\nContent-Type: {content_type}\r\n", body
    )


def test_a_boundary_parameter_without_its_semicolon_is_still_the_boundary() -> None:
    body = (
        "--b1\r\nContent-Type: text/plain\r\n\r\nthe text\r\n"
        "--b1\r\nContent-Type: application/pdf; name=a.pdf\r\n"
        "Content-Transfer-Encoding: base64\r\n\r\nJVBERi0=\r\n--b1--\r\n"
    )
    parsed = parse_message(_multipart('multipart/mixed boundary="b1"', body))
    assert parsed.text.strip() == "the text"
    assert [a.filename for a in parsed.attachments] == ["a.pdf"]


def test_a_boundary_ending_in_two_dashes_is_not_read_as_a_closing_line() -> None:
    body = (
        "--a--\r\nContent-Type: text/plain\r\n\r\nfirst\r\n"
        "--a--\r\nContent-Type: text/csv; name=t.csv\r\n\r\nx,y\r\n--a----\r\n"
    )
    parsed = parse_message(_multipart('multipart/mixed; boundary="a--"', body))
    assert parsed.text.strip() == "first"
    assert [a.filename for a in parsed.attachments] == ["t.csv"]


def test_a_nested_multipart_reusing_its_parents_boundary_keeps_later_attachments() -> None:
    body = (
        "--same\r\nContent-Type: multipart/alternative; boundary=same\r\n\r\n"
        "--same\r\nContent-Type: text/plain\r\n\r\nplain body\r\n"
        "--same\r\nContent-Type: text/html\r\n\r\n<p>html body</p>\r\n--same--\r\n"
        "--same\r\nContent-Type: application/octet-stream; name=data.bin\r\n"
        "Content-Transfer-Encoding: base64\r\n\r\nAAEC\r\n--same--\r\n"
    )
    parsed = parse_message(_multipart("multipart/mixed; boundary=same", body))
    assert "plain body" in parsed.text
    assert "data.bin" in [a.filename for a in parsed.attachments]


def test_a_text_part_carrying_its_parents_content_type_falls_back_to_the_html_text() -> None:
    body = (
        "--outer\r\nContent-Type: text/plain; charset=utf-8\r\n"
        "Content-Type: multipart/alternative; boundary=outer\r\n\r\n\r\n"
        "--outer\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Only the HTML has it</p>\r\n"
        "--outer--\r\n"
    )
    parsed = parse_message(_multipart("multipart/alternative; boundary=outer", body))
    assert "Only the HTML has it" in parsed.text


def test_of_several_plain_alternatives_the_last_is_preferred() -> None:
    body = (
        "--alt\r\nContent-Type: text/plain\r\n\r\nthe simpler version\r\n"
        "--alt\r\nContent-Type: text/plain; format=flowed\r\n\r\nthe richer version\r\n"
        "--alt--\r\n"
    )
    parsed = parse_message(_multipart("multipart/alternative; boundary=alt", body))
    assert parsed.text.strip() == "the richer version"


# -- addresses without an @ -------------------------------------------------------------------


def test_a_from_without_an_at_sign_is_a_display_name_flagged_invalid() -> None:
    raw = b"From: Whomever\r\nTo: bob@example.org\r\nSubject: s\r\n\r\nbody\r\n"
    parsed = parse_message(raw)
    assert parsed.from_[0].name == "Whomever"
    assert parsed.from_[0].address == ""
    assert "address:invalid:from" in parsed.defects


def test_unstructured_decoding_still_handles_plain_words() -> None:
    defects: list[str] = []
    assert decode_unstructured("subject", "=?utf-8?B?w6ll?=", defects) == "ée"
    assert defects == []


# -- reports first ----------------------------------------------------------------------------


def test_a_text_bounce_relayed_by_a_list_server_is_a_report_not_list_mail() -> None:
    raw = (
        b"From: Lists <bounces@lists.example>\r\nTo: agent@agents.pylota.test\r\n"
        b"List-Id: <ops.lists.example>\r\nSubject: Undelivered Mail Returned to Sender\r\n"
        b"\r\nThis is the mail system at host mx.lists.example.\r\n\r\n"
        b"<gone@example.net>: host mx.example.net said: 550 5.1.1 user unknown\r\n"
    )
    assert parse_message(raw).kind == "dsn"


def test_an_exim_delay_warning_is_a_report() -> None:
    raw = (
        b"From: Mail Delivery System <Mailer-Daemon@mx.example.org>\r\n"
        b"To: agent@agents.pylota.test\r\nAuto-Submitted: auto-replied\r\n"
        b"Subject: Warning: message 1tXyZ-000123-AB delayed 24 hours\r\n\r\n"
        b"This message was created automatically by mail delivery software.\r\n"
    )
    assert parse_message(raw).kind == "dsn"


def test_a_person_writing_about_a_bounce_is_not_a_report() -> None:
    raw = (
        b"From: Dana <dana@example.com>\r\nTo: agent@agents.pylota.test\r\n"
        b"Subject: Undeliverable: can you check?\r\n\r\nMy mail to Bo bounced, any idea?\r\n"
    )
    assert parse_message(raw).kind == "normal"


# -- an Outlook .msg sent as the body --------------------------------------------------------


def test_an_outlook_msg_file_sent_as_the_body_is_kept_as_an_attachment() -> None:
    msg_file = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(range(256)) * 40
    body = base64.encodebytes(msg_file).decode()
    raw = _message(
        "Subject: forwarded\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n",
        body,
    )
    parsed = parse_message(raw)
    assert parsed.text == ""
    assert "body:outlook-msg" in parsed.defects
    [attachment] = parsed.attachments
    assert attachment.filename == "message.msg"
    assert attachment.content_type == "application/vnd.ms-outlook"
    assert attachment.payload == msg_file


# -- filenames the stdlib would unquote ------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "shown"), [("<>", "__"), ('""', "__"), ("<a>", "_a_"), ('"x"', "_x_")]
)
def test_a_filename_in_brackets_or_quotes_keeps_them(name: str, shown: str) -> None:
    """``email`` strips a parameter's outer quotes and angle brackets; the name is what the
    sender wrote (made safe), not the stripped rest (found by the compose round-trip)."""
    from pylota.core.compose import AttachmentSpec, MessageSpec, compose

    spec = MessageSpec(
        from_="agent@agents.pylota.test",
        to=["bob@example.com"],
        text="",
        attachments=[AttachmentSpec(name, b"x")],
    )
    [attachment] = parse_message(compose(spec).raw).attachments
    assert attachment.filename == shown
