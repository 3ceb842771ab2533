"""Delivery reports for mail we sent: DSNs, ARF complaints and MDNs. Pure Python, no Django.

``parse_report(raw)`` returns a ``Report`` (``kind`` dsn/arf/mdn, per-recipient action,
status, diagnostic and hard/soft, the original Message-ID for matching) or None when the
message is not a report; it never raises on malformed input. RFC 3464 delivery-status
parts are read first; without usable fields the notification text is read: the formats
we read exactly (Postfix, Exim, Exchange/Office 365, Gmail, qmail, Sendmail in
``formats.py``; SES JSON, DragonFly, OpenSMTPD, MDaemon in ``families.py``), then
flufl.bounce (``flufl_scan.py``), then our heuristic readers and X-Failed-Recipients.
Hard/soft rules: ``status.classify`` and ADR 0008.
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
