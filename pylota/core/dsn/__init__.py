"""Delivery reports for mail we sent: DSNs, ARF complaints and MDNs. Pure Python, no Django.

``parse_report(raw)`` returns a ``Report`` (``kind`` dsn/arf/mdn, per-recipient action,
status, diagnostic and hard/soft, the original Message-ID for matching) or None when the
message is not a report; it never raises on malformed input. RFC 3464 delivery-status
parts are read first; the text formats of Postfix, Exim, Exchange/Office 365, Gmail, qmail
and Sendmail fill in or stand in. Hard/soft rules: ``status.classify`` and ADR 0008.
"""

from pylota.core.dsn.model import (
    FORMATS,
    KINDS,
    Disposition,
    Feedback,
    RecipientReport,
    Report,
)
from pylota.core.dsn.parse import parse_report
from pylota.core.dsn.status import basic_code, best_status, classify, enhanced_code

__all__ = [
    "FORMATS",
    "KINDS",
    "Disposition",
    "Feedback",
    "RecipientReport",
    "Report",
    "basic_code",
    "best_status",
    "classify",
    "enhanced_code",
    "parse_report",
]
