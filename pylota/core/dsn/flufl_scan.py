"""flufl.bounce (Mailman's bounce detectors, Apache-2.0) behind our own parsers.

``scan`` hands flufl.bounce the bounce's notification text, never the raw message, in a
small single-part message built here: at most ``MAX_LINES`` lines of at most ``MAX_LINE``
characters (``MAX_LINE_WITHOUT_ADDRESS`` for a line without an ``@``) and the From,
Subject and X-Mailer fields. Some of its detectors' patterns
backtrack quadratically (or worse) within one line, so a bounded line length and line
count keep its cost bounded whatever the input; the returned copy of the original is not
scanned, so addresses in it are not taken for bounced recipients. flufl.bounce names
addresses only; the diagnostic next to each is read from our text (``context``) and the
reason comes from ``status.classify``.
"""

from __future__ import annotations

import logging
import re
from email.message import Message

from pylota.core.dsn.fields import normalize_address

MAX_LINE = 200
MAX_LINE_WITHOUT_ADDRESS = 100  # room for every detector's intro and end wording
MAX_LINES = 250
MAX_FOUND = 100
_HEADER_VALUE = re.compile(r"[\r\n\x00]+")

# flufl.bounce logs every detector it runs at INFO and a detector's crash at ERROR with a
# traceback; its exceptions are caught here, and its chatter is not ours to log.
logging.getLogger("flufl.bounce").setLevel(logging.CRITICAL)


def scan(notification: str, *, headers: dict[str, str]) -> tuple[list[str], list[str]]:
    """(temporary, permanent) recipient addresses flufl.bounce finds; ([], []) when none.

    ``headers`` may carry From, Subject and X-Mailer (some detectors key on them).
    Never raises.
    """
    try:
        from flufl.bounce import all_failures
    except ImportError:  # pragma: no cover - a pinned dependency (requirements/base.txt)
        return [], []
    lines = [
        line[:MAX_LINE] if "@" in line else line[:MAX_LINE_WITHOUT_ADDRESS]
        for line in notification.split("\n", MAX_LINES)[:MAX_LINES]
    ]
    message = Message()
    for name in ("From", "Subject", "X-Mailer"):
        value = headers.get(name)
        if value:
            message[name] = _HEADER_VALUE.sub(" ", value)[:MAX_LINE]
    message.set_payload("\n".join(lines) + "\n")
    try:
        temporary, permanent = all_failures(message)
    except Exception:  # a detector that trips over odd input simply finds nothing
        return [], []
    return _addresses(temporary), _addresses(permanent)


def _addresses(found: frozenset[bytes]) -> list[str]:
    out: list[str] = []
    for raw in sorted(found)[:MAX_FOUND]:
        address = normalize_address(raw.decode("ascii", "replace").strip().strip(",;:"))
        if address and address not in out:
            out.append(address)
    return out
