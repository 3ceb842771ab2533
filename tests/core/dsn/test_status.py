"""Status codes and the hard/soft rules of ADR 0008, as a table."""

from __future__ import annotations

import pytest

from pylota.core.dsn import basic_code, best_status, classify, enhanced_code
from pylota.core.dsn.status import failures_to_suppress


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("550 5.1.1 User unknown", "5.1.1"),
        ("smtp; 550-5.1.1 The email account", "5.1.1"),
        ("Sorry, no mailbox here by that name. (#5.1.1)", "5.1.1"),
        ("#550 5.2.2 STOREDRV.Deliver; mailbox full ##", "5.2.2"),
        ("host 192.5.1.1 said: 550 5.7.1 blocked", "5.7.1"),
        ("Exim 4.92.3 says 550 no", None),
        ("550 5.01.01 padded", "5.1.1"),
        ("version 5.1.1.4 of the thing", None),
        ("status 5.8.1 is not a subject", None),
        ("550-5.7.26 unauthenticated", "5.7.26"),
        (None, None),
    ],
)
def test_enhanced_codes_are_found_and_ip_addresses_skipped(text, code) -> None:
    assert enhanced_code(text) == code


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("550 No such user here", 550),
        ("Remote host said: 554 delivery error", 554),
        ("port 25 then 421 4.7.0 later", 421),
        ("250 ok", None),
        ("no code", None),
        ("599x", None),
    ],
)
def test_basic_reply_codes(text, code) -> None:
    assert basic_code(text) == code


def test_best_status_prefers_the_field_unless_it_is_generic() -> None:
    assert best_status("5.0.0", "550 5.1.1 unknown") == "5.1.1"
    assert best_status("5.1.1 (bad mailbox)", "550 5.7.1 other") == "5.1.1"
    assert best_status("5.0.0", "450 4.2.0 later") == "5.0.0"
    assert best_status(None, "550 no such user") == "5.0.0"
    assert best_status("bogus", "nothing here") is None


@pytest.mark.parametrize(
    ("action", "status", "diagnostic", "hard", "reason"),
    [
        ("failed", "5.1.1", "550 5.1.1 user unknown", True, "mailbox_unknown"),
        ("failed", "5.1.10", "RecipientNotFound", True, "mailbox_unknown"),
        ("failed", "5.1.10", "null MX", True, "domain_unknown"),
        ("failed", "5.1.2", None, True, "domain_unknown"),
        ("failed", "5.4.4", "Host or domain name not found", True, "domain_unknown"),
        ("failed", "5.2.1", "account disabled", True, "mailbox_disabled"),
        ("failed", "5.5.0", "mailbox unavailable", True, "protocol"),
        ("failed", "5.3.0", "Unknown E-Mail Address", True, "mail_system"),
        ("failed", "5.2.2", "mailbox full", False, "mailbox_full"),
        ("failed", "5.1.1", "552 mailbox full", False, "mailbox_full"),
        ("failed", "5.2.3", "message too long", False, "message_too_large"),
        ("failed", "5.3.4", "too big", False, "message_too_large"),
        ("failed", "5.3.2", "not accepting", False, "mail_system"),
        ("failed", "5.4.7", "delivery expired", False, "expired"),
        (
            "failed",
            "5.4.1",
            "Recipient address rejected: Access denied. AS(201806281)",
            True,
            "mailbox_unknown",
        ),
        ("failed", "5.4.1", "no answer from host", False, "network"),
        ("failed", "5.6.0", "content rejected", False, "content"),
        ("failed", "5.7.1", "blocked by spamhaus", False, "blocked"),
        ("failed", "5.7.26", "blocked: sender is unauthenticated", False, "policy"),
        ("failed", "5.7.1", "Message rejected as spam", False, "spam_detected"),
        ("failed", "5.7.1", "Sender address rejected: not owned", False, "sender_rejected"),
        ("failed", "5.7.1", "Relaying denied", False, "policy"),
        ("failed", "5.7.26", "unauthenticated", False, "policy"),
        ("failed", "5.1.8", "sender rejected", False, "sender_rejected"),
        ("failed", "5.0.0", "550 No such user here", True, "mailbox_unknown"),
        ("failed", "5.0.0", "554 rejected as spam", False, "spam_detected"),
        ("failed", "5.0.0", "550 Host unknown", True, "domain_unknown"),
        ("failed", "5.0.0", "550 something odd", False, "undefined"),
        ("failed", "5.0.0", "550 Your IP is listed at zen.spamhaus.org", False, "blocked"),
        ("failed", "5.0.0", "550 Too many connections from your host", False, "blocked"),
        ("failed", "5.0.0", "554 reverse DNS (PTR) record required", False, "blocked"),
        ("failed", "5.0.0", "550 internal server error, try later", False, "system_error"),
        ("failed", "5.0.0", "550 sender address rejected: not owned", False, "sender_rejected"),
        ("failed", None, "connection refused by mx.example.net", False, "network_error"),
        ("failed", "4.4.7", "gave up", False, "expired"),
        ("failed", "4.2.2", "over quota", False, "mailbox_full"),
        ("failed", None, "Unrouteable address", True, "domain_unknown"),
        ("failed", None, "This address no longer accepts mail.", True, "mailbox_disabled"),
        ("failed", None, "retry timeout exceeded", False, "expired"),
        ("failed", None, None, False, "undefined"),
        ("delayed", "4.4.1", "timed out", False, "delayed"),
        ("delayed", "5.1.1", "odd but delayed", False, "delayed"),
        ("delivered", "2.0.0", None, False, "delivered"),
        ("relayed", "2.0.0", None, False, "relayed"),
        ("expanded", "2.0.0", None, False, "expanded"),
        (None, "2.0.0", None, False, "delivered"),
        (None, "4.0.0", None, False, "delayed"),
        (None, None, None, False, "undefined"),
    ],
)
def test_hard_and_soft(action, status, diagnostic, hard, reason) -> None:
    assert classify(action, status, diagnostic) == (hard, reason)


@pytest.mark.parametrize(
    ("reason", "hard", "failures"),
    [
        ("mailbox_unknown", True, 1),
        ("domain_unknown", True, 1),
        ("mailbox_disabled", True, 1),
        ("undefined", False, 2),
        ("mailbox_full", False, None),
        ("blocked", False, None),
        ("spam_detected", False, None),
        ("policy", False, None),
        ("system_error", False, None),
    ],
)
def test_the_suppression_table(reason, hard, failures) -> None:
    assert failures_to_suppress(reason, hard) == failures
