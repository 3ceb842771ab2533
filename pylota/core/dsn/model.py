"""The parsed report: one dataclass for DSNs, ARF complaints and MDNs, JSON through to_dict."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KINDS = ("dsn", "arf", "mdn")
# Where the recipients came from: the machine-readable part, or one MTA's text format.
FORMATS = (
    "rfc3464",
    "postfix",
    "exim",
    "exchange",
    "gmail",
    "qmail",
    "sendmail",
    "generic",
    "flufl",
    "ses",
    "dragonfly",
    "opensmtpd",
    "mdaemon",
    "japanese",
    "arf",
    "mdn",
)


@dataclass
class RecipientReport:
    """What happened to one recipient.

    ``action`` is RFC 3464's (failed, delayed, delivered, relayed, expanded) for a DSN,
    ``complained`` for an ARF report, the disposition type (displayed, deleted, ...) for an
    MDN. ``status`` is the enhanced status code (RFC 3463), from the Status field or the
    diagnostic text, or ``X.0.0`` from a bare SMTP reply code. ``hard`` is True only for a
    permanent failure that says the address itself is bad (see ``status.classify`` and
    ADR 0008); ``reason`` names the category.
    """

    address: str | None
    action: str | None
    status: str | None
    diagnostic: str | None
    hard: bool
    reason: str
    original_address: str | None = None
    diagnostic_type: str | None = None
    remote_mta: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "address": self.address,
            "action": self.action,
            "status": self.status,
            "diagnostic": self.diagnostic,
            "hard": self.hard,
            "reason": self.reason,
            "original_address": self.original_address,
            "diagnostic_type": self.diagnostic_type,
            "remote_mta": self.remote_mta,
        }


@dataclass
class Feedback:
    """The fields of an ARF feedback report (RFC 5965, RFC 6591 for auth-failure)."""

    feedback_type: str | None = None
    user_agent: str | None = None
    version: str | None = None
    original_mail_from: str | None = None
    original_rcpt_to: list[str] = field(default_factory=list)
    arrival_date: str | None = None
    reporting_mta: str | None = None
    source_ip: str | None = None
    incidents: int | None = None
    reported_domain: list[str] = field(default_factory=list)
    reported_uri: list[str] = field(default_factory=list)
    authentication_results: str | None = None
    auth_failure: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "feedback_type": self.feedback_type,
            "user_agent": self.user_agent,
            "version": self.version,
            "original_mail_from": self.original_mail_from,
            "original_rcpt_to": list(self.original_rcpt_to),
            "arrival_date": self.arrival_date,
            "reporting_mta": self.reporting_mta,
            "source_ip": self.source_ip,
            "incidents": self.incidents,
            "reported_domain": list(self.reported_domain),
            "reported_uri": list(self.reported_uri),
            "authentication_results": self.authentication_results,
            "auth_failure": self.auth_failure,
        }


@dataclass
class Disposition:
    """The fields of a message disposition notification (RFC 8098)."""

    disposition: str | None = None  # the raw field
    action_mode: str | None = None  # manual-action | automatic-action
    sending_mode: str | None = None  # mdn-sent-manually | mdn-sent-automatically
    type: str | None = None  # displayed | deleted | dispatched | processed | ...
    modifiers: list[str] = field(default_factory=list)
    reporting_ua: str | None = None
    final_recipient: str | None = None
    original_recipient: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "disposition": self.disposition,
            "action_mode": self.action_mode,
            "sending_mode": self.sending_mode,
            "type": self.type,
            "modifiers": list(self.modifiers),
            "reporting_ua": self.reporting_ua,
            "final_recipient": self.final_recipient,
            "original_recipient": self.original_recipient,
        }


@dataclass
class Report:
    kind: str  # one of KINDS
    format: str  # one of FORMATS
    recipients: list[RecipientReport] = field(default_factory=list)
    original_message_id: str | None = None  # without angle brackets
    # attached-message | attached-headers | report-field | inline-copy | in-reply-to
    original_message_id_source: str | None = None
    mta: str | None = None  # the MTA family recognised: postfix, exim, exchange, ...
    envelope_id: str | None = None  # Original-Envelope-Id (the ENVID we sent)
    reporting_mta: str | None = None
    arrival_date: str | None = None  # ISO 8601 UTC when parseable
    feedback: Feedback | None = None
    disposition: Disposition | None = None
    defects: list[str] = field(default_factory=list)

    @property
    def hard_bounces(self) -> list[str]:
        return [r.address for r in self.recipients if r.hard and r.address]

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "format": self.format,
            "mta": self.mta,
            "recipients": [r.to_dict() for r in self.recipients],
            "original_message_id": self.original_message_id,
            "original_message_id_source": self.original_message_id_source,
            "envelope_id": self.envelope_id,
            "reporting_mta": self.reporting_mta,
            "arrival_date": self.arrival_date,
            "feedback": self.feedback.to_dict() if self.feedback else None,
            "disposition": self.disposition.to_dict() if self.disposition else None,
            "defects": list(self.defects),
        }
