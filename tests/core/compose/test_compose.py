"""compose(): structure, headers, encodings, threading and refusals, read back by our parser
(``parse_message``) and, where it matters, by the stdlib's ``policy.default`` parser."""

from __future__ import annotations

import datetime as dt
import email
import re
from email import policy

import pytest

from pylota.core.compose import (
    Address,
    AttachmentSpec,
    ComposeError,
    HeaderNotAllowedError,
    InvalidAddressError,
    MessageSpec,
    ReservedHeaderError,
    compose,
    make_message_id,
    needs_smtputf8,
    reply_headers,
    thread_token_of,
)
from pylota.core.ids import new_id
from pylota.core.mime import parse_message
from pylota.core.thread_token import make_token, parse_token, token_from_message_id

KID = "0f3a9c2b7d1e4a66"
KEY = b"k" * 32
FROM = Address("Research Agent", "research@agents.pylota.test")


def spec(**overrides) -> MessageSpec:
    values = {"from_": FROM, "to": ["bob@example.com"], "subject": "Hello", "text": "Hi Bob\n"}
    values.update(overrides)
    return MessageSpec(**values)


def headers_of(raw: bytes) -> str:
    return raw.split(b"\r\n\r\n", 1)[0].decode("utf-8")


def unfolded(raw: bytes) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for field in re.split(r"\r\n(?![ \t])", headers_of(raw)):
        name, _, value = field.partition(":")
        out.setdefault(name.lower(), []).append(value.replace("\r\n", "").strip())
    return out


def stdlib(raw: bytes) -> email.message.EmailMessage:
    return email.message_from_bytes(raw, policy=policy.default)


# -- structure -------------------------------------------------------------------------------


def test_it_writes_a_plain_text_message_with_crlf_line_endings() -> None:
    message = compose(spec())
    assert b"\n" not in message.raw.replace(b"\r\n", b"")
    assert message.raw.endswith(b"\r\n")
    headers = unfolded(message.raw)
    assert headers["mime-version"] == ["1.0"]
    assert headers["content-type"] == ["text/plain; charset=utf-8"]
    assert headers["content-transfer-encoding"] == ["7bit"]
    parsed = parse_message(message.raw)
    assert parsed.text == "Hi Bob\n"
    assert parsed.defects == []


def test_text_and_html_become_multipart_alternative_with_html_last() -> None:
    parsed_std = stdlib(compose(spec(html="<p>Hi <b>Bob</b></p>")).raw)
    assert parsed_std.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in parsed_std.iter_parts()] == ["text/plain", "text/html"]


def test_attachments_and_inline_images_nest_mixed_alternative_related() -> None:
    message = compose(
        spec(
            html='<p>Logo: <img src="cid:logo@agents"></p>',
            attachments=[
                AttachmentSpec("report.pdf", b"%PDF-1.7 ...", "application/pdf"),
                AttachmentSpec("logo.png", b"\x89PNG\r\n\x1a\n", "image/png", "logo@agents"),
            ],
        )
    )
    root = stdlib(message.raw)
    assert root.get_content_type() == "multipart/mixed"
    alternative, pdf = root.get_payload()
    assert alternative.get_content_type() == "multipart/alternative"
    _, related = alternative.get_payload()
    assert related.get_content_type() == "multipart/related"
    assert related.get_param("type") == "text/html"
    html, image = related.get_payload()
    assert (html.get_content_type(), image["Content-ID"]) == ("text/html", "<logo@agents>")
    assert pdf.get_filename() == "report.pdf"
    parsed = parse_message(message.raw)
    by_name = {a.filename: a for a in parsed.attachments}
    assert by_name["logo.png"].disposition == "inline"
    assert by_name["logo.png"].payload == b"\x89PNG\r\n\x1a\n"
    assert by_name["report.pdf"].disposition == "attachment"
    assert by_name["report.pdf"].payload == b"%PDF-1.7 ..."


def test_an_attachment_only_message_has_no_empty_body_part() -> None:
    root = stdlib(compose(spec(text=None, attachments=[AttachmentSpec("a.txt", b"x")])).raw)
    assert [p.get_content_type() for p in root.iter_parts()] == ["application/octet-stream"]


def test_an_empty_message_is_an_empty_text_part() -> None:
    parsed = parse_message(compose(spec(text=None)).raw)
    assert (parsed.content_type, parsed.text) == ("text/plain", "")


def test_inline_images_without_html_are_ordinary_parts() -> None:
    root = stdlib(compose(spec(attachments=[AttachmentSpec("i.png", b"x", "image/png", "i1")])).raw)
    assert root.get_content_type() == "multipart/mixed"
    assert root.get_payload()[1]["Content-Disposition"].startswith("inline")


# -- body encodings --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "cte"),
    [
        ("plain ascii\nsecond line\n", "7bit"),
        ("Grüße aus Köln\n", "quoted-printable"),
        ("日本語のテキストです。" * 5, "base64"),
        ("x" * 1200 + "\n", "quoted-printable"),
        ("trailing space \nFrom the start\n.dot\n", "7bit"),
    ],
)
def test_text_bodies_use_the_shortest_safe_encoding_and_round_trip(text: str, cte: str) -> None:
    raw = compose(spec(text=text)).raw
    assert unfolded(raw)["content-transfer-encoding"] == [cte]
    assert parse_message(raw).text == text
    assert max(len(line) for line in raw.split(b"\r\n")) <= 998


def test_quoted_printable_protects_trailing_space_and_from_lines() -> None:
    raw = compose(spec(text="Grüße \nFrom here\n.\n")).raw
    body = raw.split(b"\r\n\r\n", 1)[1]
    assert b"Gr=C3=BC=C3=9Fe=20\r\n" in body
    assert b"=46rom here\r\n" in body
    assert b"\r\n=2E\r\n" in body
    assert parse_message(raw).text == "Grüße \nFrom here\n.\n"


def test_line_endings_in_bodies_are_normalised() -> None:
    assert parse_message(compose(spec(text="a\rb\r\nc\nd")).raw).text == "a\nb\nc\nd\n"


def test_a_message_rfc822_attachment_is_sent_unencoded_when_clean_else_as_message_global() -> None:
    clean = b"From: a@example.com\r\nSubject: hi\r\n\r\nbody\r\n"
    raw = compose(spec(attachments=[AttachmentSpec("fwd.eml", clean, "message/rfc822")])).raw
    part = stdlib(raw).get_payload()[1]
    assert (part.get_content_type(), part["Content-Transfer-Encoding"]) == (
        "message/rfc822",
        "7bit",
    )
    dirty = "From: a@example.com\r\nSubject: grüße\r\n\r\nbody\r\n".encode()
    raw = compose(spec(attachments=[AttachmentSpec("fwd.eml", dirty, "message/rfc822")])).raw
    part = stdlib(raw).get_payload()[1]
    assert (part.get_content_type(), part["Content-Transfer-Encoding"]) == (
        "message/global",
        "base64",
    )


def test_non_ascii_and_long_filenames_use_rfc2231_and_round_trip() -> None:
    name = "Übersicht Q1 — Zahlen und Prognosen für das Führungsteam (endgültig, v3).xlsx"
    raw = compose(spec(attachments=[AttachmentSpec(name, b"PK\x03\x04", "application/zip")])).raw
    assert b"filename*0*=utf-8''" in raw
    assert max(len(line) for line in headers_blocks(raw)) <= 78
    assert stdlib(raw).get_payload()[1].get_filename() == name
    assert parse_message(raw).attachments[0].filename == name


def headers_blocks(raw: bytes) -> list[bytes]:
    """Every header line of every part (lines before a blank line, outside base64)."""
    return [line for line in raw.split(b"\r\n") if b":" in line or line.startswith(b" ")]


# -- header fields ---------------------------------------------------------------------------


def test_bcc_never_appears_in_the_message_but_is_an_envelope_recipient() -> None:
    message = compose(
        spec(
            to=["a@example.com"], cc=["b@example.com"], bcc=["hidden@example.net", "A@example.com"]
        )
    )
    assert b"hidden" not in message.raw
    assert "bcc" not in unfolded(message.raw)
    assert message.envelope_recipients == ("a@example.com", "b@example.com", "hidden@example.net")
    assert message.bcc == ("hidden@example.net", "A@example.com")


def test_only_bcc_recipients_give_undisclosed_recipients() -> None:
    message = compose(spec(to=[], bcc=["x@example.com"]))
    assert unfolded(message.raw)["to"] == ["undisclosed-recipients:;"]
    assert message.envelope_recipients == ("x@example.com",)


def test_display_names_are_atoms_quoted_or_encoded_as_needed() -> None:
    message = compose(
        spec(
            to=[
                Address("Bob Smith", "bob@example.com"),
                Address('Smith, "Bobby" J.', "bobby@example.com"),
                Address("Jörg Müller", "joerg@example.de"),
                Address("=?utf-8?q?not_an_encoded_word?=", "tricky@example.com"),
            ],
            reply_to=[Address("Support Team", "support@agents.pylota.test")],
        )
    )
    to = unfolded(message.raw)["to"][0]
    assert to.startswith('Bob Smith <bob@example.com>, "Smith, \\"Bobby\\" J." <bobby@example.com>')
    assert "=?utf-8?" in to
    parsed = parse_message(message.raw)
    assert [(a.name, a.address) for a in parsed.to] == [
        ("Bob Smith", "bob@example.com"),
        ('Smith, "Bobby" J.', "bobby@example.com"),
        ("Jörg Müller", "joerg@example.de"),
        ("=?utf-8?q?not_an_encoded_word?=", "tricky@example.com"),
    ]
    assert [a.address for a in parsed.reply_to] == ["support@agents.pylota.test"]


def test_subjects_stay_literal_when_ascii_and_use_encoded_words_only_when_needed() -> None:
    raw = compose(spec(subject="Re: the plan")).raw
    assert "Subject: Re: the plan\r\n" in headers_of(raw)
    raw = compose(spec(subject="Re: Café au lait")).raw
    subject = unfolded(raw)["subject"][0]
    assert subject.startswith("Re: =?utf-8?")
    assert subject.endswith(" au lait")
    assert parse_message(raw).subject == "Re: Café au lait"


def test_long_subjects_fold_at_78_and_come_back_whole() -> None:
    subject = " ".join(["word"] * 40) + " ünïcödé " + "tail " * 20
    raw = compose(spec(subject=subject.strip())).raw
    lines = headers_of(raw).split("\r\n")
    assert all(len(line) <= 78 for line in lines)
    assert parse_message(raw).subject == subject.strip()
    assert str(stdlib(raw)["Subject"]) == subject.strip()


def test_a_literal_encoded_word_in_a_subject_survives() -> None:
    subject = "Why does =?utf-8?q?x?= show up?"
    assert parse_message(compose(spec(subject=subject)).raw).subject == subject


def test_the_date_header_is_rfc5322() -> None:
    when = dt.datetime(2024, 3, 4, 10, 15, 2, 123, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    message = compose(spec(date=when))
    assert unfolded(message.raw)["date"] == ["Mon, 04 Mar 2024 10:15:02 +0100"]
    assert parse_message(message.raw).date == "2024-03-04T09:15:02Z"
    assert message.date == when.replace(microsecond=0)


def test_a_naive_date_is_refused() -> None:
    with pytest.raises(ComposeError) as caught:
        compose(spec(date=dt.datetime(2024, 3, 4)))
    assert caught.value.field == "date"


# -- Message-ID and threading ----------------------------------------------------------------


def test_the_message_id_carries_the_thread_token_where_the_receive_path_looks() -> None:
    thread_id = new_id("thr")
    token = make_token(thread_id, kid=KID, key=KEY)
    message = compose(spec(thread_token=token))
    assert message.message_id.startswith(f"t.{token}@")
    assert message.message_id.endswith(".agents.pylota.test")
    assert token_from_message_id(message.message_id) == token
    assert parse_token(thread_token_of(f"<{message.message_id}>"), keys={KID: KEY}) == thread_id


def test_a_reply_to_our_message_leads_the_receive_path_back_to_the_thread() -> None:
    """What apps.mailbox does with a reply: token_from_message_id on In-Reply-To and
    References, then a kid lookup on the token's second dot-separated part."""
    thread_id = new_id("thr")
    ours = compose(spec(thread_token=make_token(thread_id, kid=KID, key=KEY)))
    thread = reply_headers(ours.message_id)
    reply = compose(
        MessageSpec(
            from_="bob@example.com",
            to=[FROM],
            subject="Re: Hello",
            text="Thanks!\n",
            in_reply_to=thread.in_reply_to,
            references=thread.references,
        )
    )
    parsed = parse_message(reply.raw)
    for candidate in [*parsed.in_reply_to, *reversed(parsed.references)]:
        token = token_from_message_id(candidate)
        assert token is not None
        assert len(token.split(".")) == 3
        assert parse_token(token, keys={token.split(".")[1]: KEY}) == thread_id


def test_message_ids_are_unique_per_message_in_the_same_thread() -> None:
    token = make_token(new_id("thr"), kid=KID, key=KEY)
    ids = {make_message_id("agents.pylota.test", thread_token=token) for _ in range(200)}
    assert len(ids) == 200
    assert {token_from_message_id(i) for i in ids} == {token}


def test_a_100_character_message_id_is_never_folded_or_encoded_and_survives_parsing() -> None:
    token = make_token(new_id("thr"), kid="0123456789abcdef0123456789abcdef", key=KEY)
    message_id = make_message_id("mail.agents.pylota.test", thread_token=token)
    assert len(message_id) >= 100
    parent = make_message_id("mail.agents.pylota.test", thread_token=token)
    thread = reply_headers(parent, [make_message_id("example.com") for _ in range(3)])
    raw = compose(
        spec(
            message_id=message_id,
            in_reply_to=thread.in_reply_to,
            references=thread.references,
        )
    ).raw
    assert f"Message-ID: <{message_id}>\r\n".encode() in raw
    assert b"=?" not in raw.split(b"\r\n\r\n")[0]
    parsed = parse_message(raw)
    assert parsed.message_id == message_id
    assert parsed.in_reply_to == [parent]
    assert parsed.references == list(thread.references)
    assert parsed.defects == []
    assert stdlib(raw)["Message-ID"] == f"<{message_id}>"
    assert token_from_message_id(parsed.message_id) == token


def test_a_given_message_id_is_kept_for_a_retried_send() -> None:
    first = compose(spec(thread_token=make_token(new_id("thr"), kid=KID, key=KEY)))
    again = compose(spec(message_id=f"<{first.message_id}>"))
    assert again.message_id == first.message_id


def test_reply_headers_follow_rfc5322_and_cap_references_keeping_root_and_recent() -> None:
    chain = [f"m{i}@example.com" for i in range(30)]
    thread = reply_headers("<parent@example.com>", [f"<{c}>" for c in chain])
    assert thread.in_reply_to == "parent@example.com"
    assert len(thread.references) == 20
    assert thread.references[0] == "m0@example.com"
    assert thread.references[-1] == "parent@example.com"
    assert list(thread.references[1:-1]) == chain[-18:]


def test_reply_headers_use_a_single_in_reply_to_when_the_parent_has_no_references() -> None:
    thread = reply_headers("p@example.com", [], ["<gp@example.com>"])
    assert thread.references == ("gp@example.com", "p@example.com")
    assert reply_headers("p@example.com", ["not an id", "<ok@x.example>"]).references == (
        "ok@x.example",
        "p@example.com",
    )


def test_references_fold_between_ids_only() -> None:
    refs = [make_message_id("example.com") for _ in range(10)]
    raw = compose(spec(references=refs)).raw
    field = re.search(rb"References:.*?\r\n(?![ \t])", raw, re.S).group(0)
    for line in field.split(b"\r\n")[:-1]:
        assert re.fullmatch(rb"(References:)?( <[^<> ]+>)+", line), line


# -- SMTPUTF8 ------------------------------------------------------------------------------


def test_non_ascii_domains_become_a_labels_and_need_no_smtputf8() -> None:
    message = compose(spec(to=["jürgen@bücher.example"]))
    assert message.smtputf8 is True  # the local part is not ASCII
    message = compose(spec(to=["info@bücher.example"]))
    assert message.smtputf8 is False
    assert message.envelope_recipients == ("info@xn--bcher-kva.example",)
    assert unfolded(message.raw)["to"] == ["info@xn--bcher-kva.example"]


def test_non_ascii_local_parts_need_smtputf8_and_are_written_as_utf8() -> None:
    message = compose(spec(to=[Address("Jürgen", "jürgen@example.de")]))
    assert message.smtputf8 is True
    assert "jürgen@example.de".encode() in message.raw
    assert parse_message(message.raw).to[0].address == "jürgen@example.de"


def test_non_ascii_display_names_and_subjects_do_not_need_smtputf8() -> None:
    message = compose(spec(to=[Address("Jürgen", "j@example.de")], subject="Grüße"))
    assert message.smtputf8 is False
    assert headers_of(message.raw).isascii()
    assert needs_smtputf8(["a@bücher.example", Address("Ü", "u@example.com")]) is False
    assert needs_smtputf8(["ü@example.com"]) is True


# -- refusals --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "overrides",
    [
        {"subject": "Hi\r\nBcc: victim@example.com"},
        {"subject": "line\nbreak"},
        {"subject": "nul\x00"},
        {"to": [Address("Bob\r\nX-Evil: 1", "bob@example.com")]},
        {"to": ["bob@example.com\r\nBcc: x@example.com"]},
        {"headers": [("X-Note", "a\r\nBcc: x@example.com")]},
        {"headers": [("X-Note\r\nBcc", "x")]},
    ],
)
def test_header_injection_is_impossible(overrides: dict) -> None:
    with pytest.raises(ComposeError):
        compose(spec(**overrides))


@pytest.mark.parametrize(
    "address",
    [
        "no-at-sign",
        "a@b",
        "a@-bad-.example",
        '"quoted local"@example.com',
        "two@@example.com",
        "Bob <bob@example.com>",
        "x" * 65 + "@example.com",
        "a@" + "b" * 64 + ".example",
        "a@[192.0.2.1]",
        "a@example.123",
    ],
)
def test_invalid_addresses_are_refused_naming_the_field(address: str) -> None:
    with pytest.raises(InvalidAddressError) as caught:
        compose(spec(cc=[address]))
    assert caught.value.field == "cc"


def test_a_message_needs_a_recipient() -> None:
    with pytest.raises(ComposeError) as caught:
        compose(spec(to=[]))
    assert caught.value.field == "to"


@pytest.mark.parametrize(
    "filename", ["", "../etc/passwd", "a\\b.txt", "bad\x07.txt", "rtl\u202etxt.exe", "x" * 256]
)
def test_unsafe_attachment_filenames_are_refused(filename: str) -> None:
    with pytest.raises(ComposeError):
        compose(spec(attachments=[AttachmentSpec(filename, b"x")]))


@pytest.mark.parametrize("content_type", ["", "text", "multipart/mixed", "image/png; x=1", "a b/c"])
def test_bad_attachment_content_types_are_refused(content_type: str) -> None:
    with pytest.raises(ComposeError):
        compose(spec(attachments=[AttachmentSpec("a.bin", b"x", content_type)]))


def test_duplicate_content_ids_are_refused() -> None:
    with pytest.raises(ComposeError):
        compose(
            spec(
                html="<img src=cid:a>",
                attachments=[
                    AttachmentSpec("a.png", b"1", "image/png", "a"),
                    AttachmentSpec("b.png", b"2", "image/png", "<a>"),
                ],
            )
        )


# -- custom headers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "From",
        "to",
        "CC",
        "Bcc",
        "Reply-To",
        "Subject",
        "Date",
        "Message-ID",
        "In-Reply-To",
        "References",
        "Return-Path",
        "Received",
        "DKIM-Signature",
        "Authentication-Results",
        "ARC-Seal",
        "arc-message-signature",
        "MIME-Version",
        "Content-Type",
        "Content-Transfer-Encoding",
        "Resent-From",
        "Sender",
        "X-Pylota-Trust",
    ],
)
def test_reserved_headers_are_refused_with_their_name(name: str) -> None:
    with pytest.raises(ReservedHeaderError) as caught:
        compose(spec(headers=[(name, "x")]))
    assert caught.value.header == name
    assert name in str(caught.value)


@pytest.mark.parametrize(
    "name", ["Disposition-Notification-To", "Foo", "X-Spam-Status", "X-Forwarded-For"]
)
def test_headers_off_the_allow_list_are_refused(name: str) -> None:
    with pytest.raises(HeaderNotAllowedError) as caught:
        compose(spec(headers=[(name, "x")]))
    assert caught.value.header == name


@pytest.mark.parametrize("name", ["", "X Space", "X-Ünicode", "X:Colon", "-X", "X-" + "a" * 80])
def test_malformed_header_names_are_refused(name: str) -> None:
    with pytest.raises(HeaderNotAllowedError):
        compose(spec(headers=[(name, "x")]))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("List-Unsubscribe", "https://no-brackets.example"),
        ("List-Unsubscribe", "<javascript:alert(1)>"),
        ("List-Unsubscribe-Post", "yes"),
        ("Auto-Submitted", "sometimes"),
        ("Precedence", "urgent"),
    ],
)
def test_allowed_headers_check_their_values(name: str, value: str) -> None:
    with pytest.raises(HeaderNotAllowedError):
        compose(spec(headers=[(name, value)]))


def test_one_click_unsubscribe_needs_an_https_list_unsubscribe() -> None:
    with pytest.raises(HeaderNotAllowedError):
        compose(
            spec(
                headers=[
                    ("List-Unsubscribe", "<mailto:u@agents.pylota.test>"),
                    ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
                ]
            )
        )


def test_duplicate_custom_headers_are_refused() -> None:
    with pytest.raises(HeaderNotAllowedError):
        compose(spec(headers=[("X-Run", "1"), ("x-run", "2")]))


def test_allowed_custom_headers_are_written_and_read_back() -> None:
    raw = compose(
        spec(
            headers={
                "x-agent-run": "run 42 ✓",
                "List-Unsubscribe": "<mailto:u@agents.pylota.test>, <https://agents.pylota.test/u/x>",
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
                "Auto-Submitted": "auto-generated",
                "Precedence": "bulk",
            }
        )
    ).raw
    parsed = parse_message(raw)
    assert parsed.header("X-Agent-Run") == "run 42 ✓"
    assert parsed.header("List-Unsubscribe") == (
        "<mailto:u@agents.pylota.test>, <https://agents.pylota.test/u/x>"
    )
    assert parsed.header("List-Unsubscribe-Post") == "List-Unsubscribe=One-Click"
    assert parsed.header("Auto-Submitted") == "auto-generated"
    assert "X-Agent-Run: run 42 =?utf-8?" in headers_of(raw)
