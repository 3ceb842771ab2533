"""parse_report never raises and stays fast, whatever the bytes."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.dsn import Report, parse_report
from tests.core.dsn.test_corpus import MESSAGES

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SAMPLES = [p.read_bytes() for p in MESSAGES]


def check(raw: bytes) -> Report | None:
    report = parse_report(raw)
    assert report is None or isinstance(report, Report)
    if report is not None:
        assert not [d for d in report.defects if d.startswith("internal-error")], report.defects
        json.dumps(report.to_dict())
    return report


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SAMPLES)))
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["flip", "cut", "drop-line", "dup-line", "insert", "blank"]))
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        elif kind == "cut":
            del data[at:]
        elif kind in ("drop-line", "dup-line", "blank"):
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            end = len(data) if end < 0 else end + 1
            line = bytes(data[start:end])
            data[start:end] = {"drop-line": b"", "dup-line": line * 2, "blank": b"\r\n"}[kind]
        else:
            data[at:at] = draw(
                st.sampled_from(
                    [
                        b"\r\nFinal-Recipient: rfc822; <",
                        b"\r\nStatus: 5.",
                        b"\r\nAction: \xff\xfe",
                        b"Content-Type: message/delivery-status\r\n\r\n",
                        b"--",
                        b"=?utf-8?b?",
                        b"\x00",
                        b"<" * 50,
                        draw(st.binary(max_size=40)),
                    ]
                )
            )
    return bytes(data)


@FUZZ
@given(mutated())
def test_mutated_reports_never_raise(raw: bytes) -> None:
    check(raw)


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes_never_raise(raw: bytes) -> None:
    check(raw)


@FUZZ
@given(st.text(max_size=2000))
def test_random_delivery_status_text_never_raises(text: str) -> None:
    raw = (
        "From: MAILER-DAEMON@mta.example\r\nContent-Type: multipart/report; "
        'report-type=delivery-status; boundary="b"\r\n\r\n--b\r\n'
        "Content-Type: message/delivery-status\r\n\r\n" + text + "\r\n--b--\r\n"
    ).encode("utf-8", "surrogatepass")
    check(raw)


def test_the_parser_accepts_a_parse_it_already_has() -> None:
    from pylota.core.mime import parse_message

    raw = SAMPLES[0]
    assert parse_report(raw, parsed=parse_message(raw)) == parse_report(raw)


def test_a_non_bytes_argument_is_a_programmer_error() -> None:
    with pytest.raises(TypeError):
        parse_report("text")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "body",
    [
        "a" * 2_000_000,  # one long line without any @ or <
        ("x" * 60 + "@") * 20_000,
        "<" * 500_000 + ">: said: 550",
        "  " + "a.b@" * 100_000,
        ("<x@y.example>: host said: 550 5.1.1\n    " + "z " * 1000 + "\n") * 300,
        "Diagnostic information for administrators:\n" + "u@example.com\n#550 5.1.1 x\n" * 20_000,
    ],
)
def test_hostile_bounce_text_stays_fast(body: str) -> None:
    raw = (
        "From: MAILER-DAEMON@mta.example\r\nReturn-Path: <>\r\n"
        "X-Failed-Recipients: a@b.example\r\n"
        "Subject: Undelivered Mail Returned to Sender\r\n\r\n"
        "This is the mail system at host m.\r\n\r\n" + body
    ).encode()
    start = time.perf_counter()
    check(raw)
    assert time.perf_counter() - start < 5
