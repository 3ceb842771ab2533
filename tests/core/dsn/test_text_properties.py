"""Properties of the text-bounce readers (families.py, flufl_scan.py, normalize_address):
they never raise, whatever the text, and their cost grows linearly with the input."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.dsn import families as fam
from pylota.core.dsn import parse_report
from pylota.core.dsn.fields import normalize_address
from pylota.core.dsn.flufl_scan import scan
from pylota.core.dsn.formats import Found

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Lines the detectors key on, to steer random text into their code paths.
SIGNATURES = [
    "This is the DragonFly Mail Agent v0.13 at mx.example.org.",
    "There was an error delivering your mail to <a@b.example>.",
    "Message headers follow.",
    "This is the MAILER-DAEMON, please DO NOT REPLY to this email.",
    "the following list of recipients:",
    "Below is a copy of the original message:",
    "The attached message had PERMANENT fatal delivery errors!",
    "--- Session Transcript ---",
    " >>> RCPT To:<c@d.example>",
    " <<< 550 5.1.1 No such user",
    "Recipient: e@f.example",
    "配信できませんでした。",
    "宛先: g@h.example",
    "理由: 受信拒否",
    "The following recipient(s) cannot be reached:",
    "has not been delivered to the following recipient(s) yet:",
    "Reason: 550 5.1.1 unknown",
    "--> Error description:",
    "Error-For:  i@j.example",
    "Error-End: One error reported.",
    "Your message",
    "was not delivered to:",
    "because:",
    "Unable to deliver message to <k@l.example>",
    "Delivery failed 3 attempts: m@n.example",
    "THIS IS A WARNING MESSAGE ONLY",
    'Cc: "Carl" <carl@other.example>,',
    ' "Dana" <dana@third.example>',
    "  o@p.example on 3/4/2024 10:15 AM",
    "<q@r.example>: 550 5.7.1 blocked",
    '{"notificationType": "Bounce", "bounce": {"bouncedRecipients": [{}]}}',
    "****** Message from InterScan Messaging Security Suite ******",
    "The message from <s@t.example> to <u@v.example> failed:",
    "*****************     End of message     ***************",
    "|------------------------- Failed addresses follow: ---------------------|",
    " <w@x.example> ... unknown user",
    "Your message could not be delivered to:",
    "Ihre Nachricht konnte nicht zugestellt werden an:",
    "次の宛先へのメールの配信が遅れています。",
]


@st.composite
def bounce_text(draw) -> str:
    pieces = draw(
        st.lists(
            st.one_of(
                st.sampled_from(SIGNATURES),
                st.text(max_size=80),
                st.from_regex(r"[ <>'\"]{0,2}[a-z.]{1,8}@[a-z]{1,6}\.example[>:' ]{0,2}"),
                st.just(""),
            ),
            max_size=40,
        )
    )
    return "\n".join(pieces)


def detectors() -> list[Callable[[str], list[Found]]]:
    return [
        *fam.EXACT.values(),
        *fam.HEURISTIC.values(),
        lambda text: fam.parse_mdaemon(text, sender="MDaemon@x.example", mailer="MDaemon"),
    ]


def check_found(found: list[Found]) -> None:
    assert isinstance(found, list)
    for entry in found:
        assert entry.address
        assert normalize_address(entry.address) == entry.address
        assert entry.action in ("failed", "delayed")
        assert entry.diagnostic is None or len(entry.diagnostic) <= 1000


@FUZZ
@given(st.one_of(bounce_text(), st.text(max_size=3000)))
def test_the_detectors_never_raise(text: str) -> None:
    for detector in detectors():
        check_found(detector(text))
    fam.delay_wording(text)
    fam.ses_original_message_id(text)
    for address in ("a@b.example", "carl@other.example"):
        assert all(isinstance(line, str) for line in fam.context(text, address, []))


@FUZZ
@given(st.one_of(bounce_text(), st.text(max_size=3000)), st.text(max_size=60))
def test_flufl_scan_never_raises_and_gives_normal_addresses(text: str, sender: str) -> None:
    temporary, permanent = scan(text, headers={"From": sender, "Subject": sender})
    for address in temporary + permanent:
        assert normalize_address(address) == address


@FUZZ
@given(st.one_of(st.text(max_size=300), st.from_regex(r"[<'\"(]{0,2}[^\s]{0,20}@[^\s]{0,20}")))
def test_normalize_address_never_raises_and_is_stable(value: str) -> None:
    address = normalize_address(value)
    if address is not None:
        assert "@" in address
        assert normalize_address(address) == address


@FUZZ
@given(bounce_text(), st.sampled_from(["MAILER-DAEMON@mx.example", "postmaster@x.example"]))
def test_text_bounces_never_raise(text: str, sender: str) -> None:
    raw = (
        f"From: {sender}\r\nReturn-Path: <>\r\nSubject: Undeliverable: hello\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n\r\n" + text
    ).encode("utf-8", "surrogatepass")
    report = parse_report(raw)
    if report is not None:
        assert not [d for d in report.defects if d.startswith("internal-error")], report.defects
        json.dumps(report.to_dict())


# -- linear time -----------------------------------------------------------------------------

HOSTILE: dict[str, Callable[[int], str]] = {  # n=1: 10-15 KB; n=4 stays under the caps
    "no-at": lambda n: "\n".join(SIGNATURES) + ("\n" + "a" * 2000) * 6 * n,
    "angles": lambda n: "\n".join(SIGNATURES) + ("\n" + "<" * 1999 + "@") * 6 * n,
    "ats": lambda n: "\n".join(SIGNATURES) + ("\n" + "a@" * 1000) * 6 * n,
    "spaces": lambda n: "\n".join(SIGNATURES) + ("\n" + " a" * 1000) * 6 * n,
    "commas": lambda n: "\n".join(SIGNATURES) + ("\n" + ",a@b.example" * 150) * 6 * n,
    "addresses": lambda n: "The following recipients failed:\n" + "x@y.example\n" * (1000 * n),
    "rcpt": lambda n: (
        "--- Session Transcript ---\nPERMANENT fatal\n"
        + " >>> RCPT To:<x@y.example>\n <<< 550 x\n" * (300 * n)
    ),
    "japanese": lambda n: "配信できませんでした\n" + "宛先: " + "あ" * 4000 * n,
    "json": lambda n: '{"notificationType": "Bounce", "x": "' + "[" * 12000 * n + '"}',
    "one-line": lambda n: "Unable to deliver message to " + "<a" * 6000 * n,
    "interscan": lambda n: (
        "****** Message from InterScan ******\n" + ("from x@y.example to z@y.example\n" * 300 * n)
    ),
    "bare-lines": lambda n: (
        "Your message could not be delivered to:\n" + ("intro line\n\n x@y.example\n\n" * 400 * n)
    ),
    "dotted": lambda n: "Failed addresses follow:\n" + " <x@y.example> ... no\n" * 600 * n,
}


def _cost(function: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_cost_grows_linearly(name: str) -> None:
    """Four times the input costs at most about four times as much (with room for
    noise); a quadratic reader would cost sixteen times as much."""

    def run(n: int) -> Callable[[], object]:
        text = HOSTILE[name](n)
        raw = (
            "From: MAILER-DAEMON@mx.example\r\nReturn-Path: <>\r\nSubject: Undeliverable\r\n"
            "Content-Type: text/plain; charset=utf-8\r\n\r\n" + text
        ).encode()

        def everything() -> None:
            for detector in detectors():
                detector(text)
            fam.context(text, "x@y.example", [])
            scan(text, headers={"From": "MAILER-DAEMON@mx.example"})
            parse_report(raw)

        return everything

    small, large = _cost(run(1)), _cost(run(4))
    print(f"{name}: {small:.4f}s -> {large:.4f}s")
    assert large < 8 * small + 0.05, (name, small, large)
    assert large < 3, (name, large)
