"""Our report corpus: every message gives the report a person reading it would give.

Also every multipart/report message of the shared real-world fixtures in
../shared/corpus/dev (a sibling of the repository root), when that folder exists.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from pylota.core.dsn import Report, parse_report
from tests.core.dsn import corpus_build

CORPUS = corpus_build.CORPUS
MESSAGES = sorted(CORPUS.glob("*.eml"))
REPO = Path(__file__).resolve().parents[3]
DEV_CORPUS = (REPO / ".." / "shared" / "corpus" / "dev").resolve()
RECIPIENT_KEYS = ("address", "action", "status", "hard", "reason")
# Keys of ``expected`` that live under report.feedback / report.disposition.
FEEDBACK_KEYS = {
    "feedback_type",
    "original_mail_from",
    "source_ip",
    "reported_domain",
    "incidents",
    "auth_failure",
}


def view(report: Report | None, expected: dict[str, Any] | None) -> dict[str, Any] | None:
    """The report restricted to the keys the expectation names."""
    if report is None or expected is None:
        return None if report is None else {"kind": report.kind}
    data = report.to_dict()
    out: dict[str, Any] = {}
    for key in expected:
        if key == "recipients":
            out[key] = [{k: r[k] for k in RECIPIENT_KEYS} for r in data["recipients"]]
        elif key in FEEDBACK_KEYS:
            out[key] = (data["feedback"] or {}).get(key)
        elif key == "arrival_date" and report.kind == "arf":
            out[key] = (data["feedback"] or {}).get("arrival_date")
        elif key == "disposition_type":
            out[key] = (data["disposition"] or {}).get("type")
        elif key == "defects":
            out[key] = [d for d in data["defects"] if not d.startswith("report:")]
        else:
            out[key] = data[key]
    return out


def test_the_corpus_is_large_and_every_message_has_an_expectation() -> None:
    assert len(MESSAGES) >= 40
    assert all(p.with_suffix(".json").exists() for p in MESSAGES)
    kinds = Counter(
        (json.loads(p.with_suffix(".json").read_text()) or {}).get("kind") for p in MESSAGES
    )
    assert kinds["dsn"] >= 30
    assert kinds["arf"] >= 6
    assert kinds["mdn"] >= 4
    assert kinds[None] >= 2


def test_the_files_match_the_builder() -> None:
    assert corpus_build.write(check=True) == [], "run: python -m tests.core.dsn.corpus_build"


def test_each_mta_family_appears_several_times() -> None:
    families = Counter(
        (json.loads(p.with_suffix(".json").read_text()) or {}).get("mta") for p in MESSAGES
    )
    for family in ("postfix", "exim", "exchange", "gmail", "qmail", "sendmail"):
        assert families[family] >= 3, family


@pytest.mark.parametrize("path", MESSAGES, ids=lambda p: p.stem)
def test_message_gives_its_expected_report(path: Path) -> None:
    expected = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    report = parse_report(path.read_bytes())
    if report is not None:
        assert not [d for d in report.defects if d.startswith("internal-error")]
        json.dumps(report.to_dict())
    assert view(report, expected) == expected


def _multipart_reports(root: Path) -> list[Path]:
    found = []
    for path in sorted(root.rglob("*.eml")):
        head = path.read_bytes()[:20000].split(b"\n\n", 1)[0].split(b"\r\n\r\n", 1)[0]
        if b"multipart/report" in head.lower():
            found.append(path)
    return found


@pytest.mark.skipif(
    not DEV_CORPUS.is_dir(), reason=f"shared real-world fixtures not present at {DEV_CORPUS}"
)
def test_every_multipart_report_in_the_shared_fixtures_parses() -> None:
    paths = _multipart_reports(DEV_CORPUS)
    assert len(paths) >= 9
    kinds: Counter[str] = Counter()
    recipients = 0
    results: dict[str, Report] = {}
    for path in paths:
        start = time.perf_counter()
        report = parse_report(path.read_bytes())
        assert time.perf_counter() - start < 2, path
        assert report is not None, path
        assert not [d for d in report.defects if d.startswith("internal-error")], path
        assert report.recipients, path
        json.dumps(report.to_dict())
        kinds[report.kind] += 1
        recipients += len(report.recipients)
        results[str(path.relative_to(DEV_CORPUS))] = report
    print(f"\ndev corpus: {len(paths)} multipart/report, {dict(kinds)}, {recipients} recipients")
    assert kinds == Counter({"dsn": 8, "arf": 1})
    assert recipients == 17
    # Spot checks a person can verify by reading the fixtures.
    arf = results["postal-mime/arf.eml"]
    assert arf.feedback is not None
    assert arf.feedback.feedback_type == "abuse"
    assert [r.address for r in arf.recipients] == ["user@example.com"]
    assert arf.original_message_id == "8787KJKJ3K4J3K4J3K4J3.mail@example.net"
    bounce = results["mikel-mail/multipart_report_emails/multi_address_bounce1.eml"]
    assert len(bounce.recipients) == 5
    assert all(r.status == "5.1.1" and r.hard for r in bounce.recipients)
    delayed = results["mikel-mail/multipart_report_emails/report_422.eml"]
    assert [(r.action, r.status, r.hard) for r in delayed.recipients] == [
        ("delayed", "4.2.2", False)
    ]
    ses = results["nodemailer-mailparser/delivery-status.eml"]
    assert [(r.address, r.status, r.hard) for r in ses.recipients] == [
        ("xxxx@xxxx.com", "5.1.1", True)
    ]
    assert ses.original_message_id == "xxxxx@email.amazonses.com"
    fastmail = results["postal-mime/bounce.eml"]
    assert fastmail.mta == "postfix"
    assert [(r.status, r.reason, r.hard) for r in fastmail.recipients] == [
        ("5.0.0", "mailbox_unknown", True)
    ]


@pytest.mark.skipif(
    not DEV_CORPUS.is_dir(), reason=f"shared real-world fixtures not present at {DEV_CORPUS}"
)
def test_no_other_shared_fixture_is_taken_for_a_report() -> None:
    reports = set(_multipart_reports(DEV_CORPUS))
    others = [p for p in sorted(DEV_CORPUS.rglob("*.eml")) if p not in reports]
    assert others
    taken = []
    for path in others:
        report = parse_report(path.read_bytes())
        if report is not None:
            assert not [d for d in report.defects if d.startswith("internal-error")], path
            taken.append(path.name)
    assert taken == []


def test_the_mime_corpus_reports_agree_with_its_classification() -> None:
    """The parser corpus (tests/corpus, 400+ messages): every message the MIME classifier
    calls dsn, arf or mdn gives a report with recipients, and nothing else gives one."""
    from pylota.core.mime import parse_message

    paths = sorted((REPO / "tests" / "corpus").rglob("*.eml"))
    assert len(paths) >= 300
    reports = 0
    for path in paths:
        raw = path.read_bytes()
        parsed = parse_message(raw)
        report = parse_report(raw, parsed=parsed)
        if parsed.kind in ("dsn", "arf", "mdn"):
            assert report is not None, path
            assert report.kind == parsed.kind, path
            assert report.recipients, path
            reports += 1
        else:
            assert report is None, path
    assert reports >= 40
