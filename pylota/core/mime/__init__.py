"""MIME parsing for received mail: pure Python, no Django.

``parse_message(raw, limits=ParseLimits())`` never raises on malformed input; problems are
listed in ``ParsedMessage.defects``. ``extract_reply`` and ``classify`` are usable on their
own. See docs/adr/0003-mime-parsing.md for the decisions behind them.
"""

from pylota.core.mime.calendar import parse_calendar
from pylota.core.mime.classify import KINDS, classify
from pylota.core.mime.filenames import sanitize_filename
from pylota.core.mime.limits import ParseLimits
from pylota.core.mime.model import (
    Address,
    Attachment,
    CalendarSummary,
    EmbeddedMessage,
    ParsedMessage,
)
from pylota.core.mime.parse import parse_message
from pylota.core.mime.reply import extract_reply
from pylota.core.mime.sniff import sniff
from pylota.core.mime.text import html_to_text

__all__ = [
    "KINDS",
    "Address",
    "Attachment",
    "CalendarSummary",
    "EmbeddedMessage",
    "ParseLimits",
    "ParsedMessage",
    "classify",
    "extract_reply",
    "html_to_text",
    "parse_calendar",
    "parse_message",
    "sanitize_filename",
    "sniff",
]
