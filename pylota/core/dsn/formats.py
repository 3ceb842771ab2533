"""Bounces without (usable) machine-readable parts: the text formats of common MTAs.

Each parser reads the human-readable notification (the text before the returned copy of
the original) and returns the recipients it names, with the diagnostic text next to each.
They are line-based and every regular expression is bounded, so hostile input costs linear
time. Families: Postfix, Exim, Exchange/Office 365, Gmail, qmail, Sendmail; ``generic``
reads X-Failed-Recipients.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from pylota.core.dsn.fields import normalize_address

MAX_TEXT = 64 * 1024
MAX_FOUND = 500

ADDR = r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}"
_ADDR = re.compile(ADDR)
_WS = re.compile(r"\s+")

# Where the returned copy of the original message starts, per family.
_ORIGINAL_MARKERS = re.compile(
    r"^(?:--- Below this line is a copy of the message|"
    r"--- Enclosed are the original headers of the message|"
    r"-{3,} This is a copy of the (?:message|body)|"
    r"-{3,} Original message -{3,}|"
    r"-{3,} Message truncated -{3,}|"
    r"-{3,} Original message follows -{3,}|"
    r"-{3,}\s*Original Message\s*-{3,}|"
    r"Original message headers(?::|[ \t\r]*$)|"
    r"-{3,} Returned mail follows -{3,})",
    re.IGNORECASE | re.MULTILINE,
)


# A header field of a returned original (its To and Cc name other people).
ORIGINAL_HEADER = re.compile(
    r"^(?:Received|Return-Path|From|To|Cc|Bcc|Reply-To|Sender|Subject|Date|Message-ID|"
    r"MIME-Version|Content-Type|In-Reply-To|References|X-[A-Za-z0-9-]{1,60})[ \t]*:",
    re.IGNORECASE,
)


@dataclass
class Found:
    address: str
    action: str  # failed | delayed (the family's wording); a status may refine it
    lines: list[str] = field(default_factory=list)
    status: str | None = None

    @property
    def diagnostic(self) -> str | None:
        text = _WS.sub(" ", " ".join(self.lines)).strip()
        return text[:1000] or None


def split_original(text: str) -> tuple[str, str]:
    """(notification, returned original) at the first marker; all notification if none."""
    match = _ORIGINAL_MARKERS.search(text[: MAX_TEXT * 4])
    if not match:
        return text[:MAX_TEXT], ""
    return text[: match.start()][:MAX_TEXT], text[match.start() :]


def _lines(text: str) -> list[str]:
    return text[:MAX_TEXT].split("\n")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _address(text: str) -> str | None:
    match = _ADDR.search(text)
    return normalize_address(match.group(0)) if match else None


# -- detection -----------------------------------------------------------------------------

_SIGNATURES: list[tuple[str, re.Pattern[str]]] = [
    ("qmail", re.compile(r"This is the qmail-send program|qmail-send", re.IGNORECASE)),
    (
        "exim",
        re.compile(
            r"This message was created automatically by mail delivery software|"
            r"The following address\(es\) failed|Exim",
        ),
    ),
    (
        "gmail",
        re.compile(
            r"Delivery to the following recipients? (?:failed permanently|has been delayed)|"
            r"\*\* (?:Address not found|Message not delivered|Message blocked|"
            r"Delivery incomplete|Message rejected|Mail delivery failed) \*\*|"
            r"Google tried to deliver your message|Gmail will retry",
        ),
    ),
    (
        "exchange",
        re.compile(
            r"Diagnostic information for administrators|"
            r"Delivery has failed to these recipients or groups|"
            r"Delivery is delayed to these recipients or groups|"
            r"Your message to \S+ couldn'?t be delivered|"
            r"Your message did not reach some or all of the intended recipients|"
            r"The following recipient\(s\) cannot be reached",
        ),
    ),
    (
        "postfix",
        re.compile(
            r"This is the mail system at host|^<[^>\n]{1,300}>: .{0,300}said:|Postfix", re.M
        ),
    ),
    (
        "sendmail",
        re.compile(
            r"The following addresses had (?:permanent fatal|transient non-fatal) errors|"
            r"Transcript of session follows|Mail Delivery Subsystem",
        ),
    ),
]


def detect_family(text: str, *, from_address: str = "", reporting_mta: str = "") -> str | None:
    """The MTA family whose wording ``text`` uses, or whose host sent it; None if unknown."""
    sample = text[:MAX_TEXT]
    for family, pattern in _SIGNATURES:
        if pattern.search(sample):
            return family
    hosts = f"{from_address} {reporting_mta}".lower()
    if "google.com" in hosts or "googlemail.com" in hosts:
        return "gmail"
    if "outlook.com" in hosts or "microsoft" in hosts or "exchange" in hosts:
        return "exchange"
    if "amazonses.com" in hosts:
        return "ses"
    return None


# -- the families --------------------------------------------------------------------------


def parse_qmail(text: str) -> list[Found]:
    """``<addr>:`` then the reason lines, one paragraph per recipient."""
    found: list[Found] = []
    current: Found | None = None
    temporary = bool(re.search(r"temporary (?:error|failure)|still trying", text[:4096], re.I))
    for line in _lines(text):
        stripped = line.strip()
        match = re.match(rf"^<({ADDR})>:?$", stripped)
        if match:
            address = normalize_address(match.group(1))
            current = Found(address, "delayed" if temporary else "failed") if address else None
            if current:
                found.append(current)
            continue
        if not stripped:
            current = None
        elif current is not None:
            current.lines.append(stripped)
    return found


_EXIM_FAILED = re.compile(r"address(?:\(es\)|es)? failed:|following recipients? failed", re.I)
_EXIM_DELAYED = re.compile(r"has not yet been delivered|not yet been delivered (?:is|are):", re.I)


def parse_exim(text: str) -> list[Found]:
    """Sections ``The following address(es) failed:`` and the delay warning's
    ``The address to which the message has not yet been delivered is:``; an entry is an
    address indented by two, its reason lines are indented by four."""
    found: list[Found] = []
    lines = _lines(text)
    index = 0
    while index < len(lines):
        line = lines[index]
        if _EXIM_FAILED.search(line) or (
            _EXIM_DELAYED.search(line) and line.rstrip().endswith(":")
        ):
            action = "failed" if _EXIM_FAILED.search(line) else "delayed"
            index = _exim_section(lines, index + 1, action, found)
            continue
        index += 1
    return found


def _exim_section(lines: list[str], index: int, action: str, found: list[Found]) -> int:
    current: Found | None = None
    while index < len(lines):
        line = lines[index]
        if not line.strip():
            index += 1
            continue
        indent = _indent(line)
        if indent == 0:
            return index
        stripped = line.strip()
        if indent < 4 and (stripped.startswith("<") or _ADDR.match(stripped)):
            address = _address(stripped)
            current = Found(address, action) if address else None
            if current:
                found.append(current)
        elif current is not None:
            current.lines.append(stripped)
        index += 1
    return index


_POSTFIX_ENTRY = re.compile(rf"^<({ADDR})>(?: \(expanded from <[^>\n]{{0,300}}>\))?:\s?(.*)$")


def parse_postfix(text: str) -> list[Found]:
    """``<addr>: host mx said: 550 ...`` paragraphs with indented continuation lines."""
    warning = bool(
        re.search(
            r"THIS IS A WARNING ONLY|could not be delivered for|delivery temporarily suspended",
            text[:8192],
        )
    )
    found: list[Found] = []
    current: Found | None = None
    for line in _lines(text):
        match = _POSTFIX_ENTRY.match(line)
        if match:
            address = normalize_address(match.group(1))
            current = Found(address, "delayed" if warning else "failed") if address else None
            if current:
                current.lines.append(match.group(2))
                found.append(current)
        elif current is not None and line[:1] in (" ", "\t") and line.strip():
            current.lines.append(line.strip())
        else:
            current = None
    return found


def parse_sendmail(text: str) -> list[Found]:
    """The ``----- The following addresses had permanent fatal errors -----`` list, and the
    transcript's ``<addr>... reason`` lines."""
    found: dict[str, Found] = {}
    section: str | None = None
    current: Found | None = None
    for line in _lines(text):
        stripped = line.strip()
        if "had permanent fatal errors" in stripped:
            section, current = "failed", None
            continue
        if "had transient non-fatal errors" in stripped:
            section, current = "delayed", None
            continue
        if stripped.startswith("-----"):
            section, current = None, None
            continue
        transcript = re.match(
            rf"^(?:\d{{3}}[ -])?(?:\d\.\d{{1,3}}\.\d{{1,3}} )?<?({ADDR})>?\.\.\. (.{{1,500}})$",
            stripped,
        )
        if transcript:
            address = normalize_address(transcript.group(1))
            if address:
                reason = transcript.group(2)
                entry = found.get(address)
                if entry is None:
                    action = "delayed" if reason.lower().startswith("deferred") else "failed"
                    entry = found[address] = Found(address, action)
                if not entry.lines:  # the "(reason: ...)" line says it best
                    entry.lines.append(stripped)
            continue
        if section and re.match(rf"^<?{ADDR}>?$", stripped):
            address = normalize_address(stripped)
            if address:
                current = found.setdefault(address, Found(address, section))
            continue
        if current is not None and stripped.startswith("("):
            text_in = stripped.strip("()")
            if text_in.lower().startswith("reason:"):
                current.lines.insert(0, text_in[7:].strip())
            continue
        if not stripped:
            current = None
    return list(found.values())


_EXCHANGE_RETURNED = re.compile(r"^(?:#|Remote Server returned|Remote server returned)", re.I)


def parse_exchange(text: str) -> list[Found]:
    """The administrators' section (address, then ``#550 5.1.1 ...`` or ``Remote Server
    returned '...'``); else the user section's list; else Exchange 2003's list."""
    delayed = bool(re.search(r"Delivery is delayed to these recipients|has been delayed", text))
    action = "delayed" if delayed else "failed"
    lines = _lines(text)
    found: dict[str, Found] = {}
    start = next(
        (i for i, ln in enumerate(lines) if "Diagnostic information for administrators" in ln),
        None,
    )
    if start is not None:
        current: Found | None = None
        for line in lines[start + 1 :]:
            stripped = line.strip()
            bare = re.fullmatch(rf"<?({ADDR})>?", stripped)
            if bare:
                address = normalize_address(bare.group(1))
                current = found.setdefault(address, Found(address, action)) if address else None
            elif current is not None and _EXCHANGE_RETURNED.match(stripped):
                current.lines.append(stripped.lstrip("#").strip())
        found = {k: v for k, v in found.items() if v.lines}
    if not found:
        _exchange_user_section(lines, action, found)
    if not found:
        for match in re.finditer(rf"Your message to ({ADDR}) couldn'?t be delivered", text):
            address = normalize_address(match.group(1))
            if address:
                entry = found.setdefault(address, Found(address, action))
                tail = text[match.end() : match.end() + 300].strip().split("\n")
                if tail and tail[0].strip(". "):
                    entry.lines.append(tail[0].strip())
    return list(found.values())


def _exchange_user_section(lines: list[str], action: str, found: dict[str, Found]) -> None:
    starts = (
        "Delivery has failed to these recipients or groups",
        "Delivery is delayed to these recipients or groups",
        "The following recipient(s) cannot be reached",
    )
    for index, line in enumerate(lines):
        if not any(s in line for s in starts):
            continue
        current: Found | None = None
        blank_run = 0
        in_headers = False
        for follow in lines[index + 1 : index + 200]:
            stripped = follow.strip()
            if not stripped:
                blank_run += 1
                if blank_run >= 2 and found:
                    break
                continue
            blank_run = 0
            if stripped.startswith(("Diagnostic information", "Original message headers")):
                break
            if ORIGINAL_HEADER.match(stripped):
                if found:
                    break  # the returned original's header block: its To and Cc are not ours
                in_headers = True
                continue
            if in_headers and follow[:1] in (" ", "\t"):
                continue  # a folded To or Cc of the original
            in_headers = False
            address = _address(stripped) if len(stripped) < 400 else None
            if address and (
                stripped.startswith(("'", '"', "<"))
                or stripped.split()[0].strip("'\"<>(),").lower() == address.lower()
                or f"({address})" in stripped
            ):
                current = found.setdefault(address, Found(address, action))
            elif current is not None:
                current.lines.append(stripped)
        return


_GMAIL_OLD = re.compile(
    r"Delivery to the following recipients? (failed permanently|has been delayed):"
)
_GMAIL_TO = re.compile(rf"(?:delivered|delivering your message|deliver your message) to ({ADDR})")
_GMAIL_RESPONSE = re.compile(
    r"(?:The response (?:from the remote server )?was|"
    r"The error that the other server returned was|Technical details of (?:permanent|temporary) "
    r"failure):?",
    re.I,
)


def parse_gmail(text: str) -> list[Found]:
    """Old: ``Delivery to the following recipient failed permanently:`` and the indented
    addresses. New: ``** Address not found **`` ... ``wasn't delivered to ADDR`` and
    ``The response from the remote server was:``."""
    lines = _lines(text)
    delayed = bool(
        re.search(r"has been delayed|Delivery incomplete|temporary problem|will retry", text[:8192])
    )
    action = "delayed" if delayed else "failed"
    addresses: list[str] = []
    for index, line in enumerate(lines):
        if _GMAIL_OLD.search(line):
            for follow in lines[index + 1 : index + 100]:
                stripped = follow.strip()
                if not stripped:
                    if addresses:
                        break
                    continue
                address = normalize_address(stripped) if _ADDR.fullmatch(stripped) else None
                if not address:
                    break
                addresses.append(address)
    if not addresses:
        for match in _GMAIL_TO.finditer(text[:MAX_TEXT]):
            address = normalize_address(match.group(1))
            if address and address not in addresses:
                addresses.append(address)
    diagnostic: list[str] = []
    for index, line in enumerate(lines):
        if _GMAIL_RESPONSE.search(line):
            after = line[_GMAIL_RESPONSE.search(line).end() :].strip()
            collected = [after] if after else []
            for follow in lines[index + 1 : index + 30]:
                if not follow.strip():
                    if collected:
                        break
                    continue
                collected.append(follow.strip())
            diagnostic = collected
            if any(re.search(r"\b[45]\d\d\b", c) for c in collected):
                break
    return [Found(a, action, list(diagnostic)) for a in dict.fromkeys(addresses)]


PARSERS: dict[str, Callable[[str], list[Found]]] = {
    "qmail": parse_qmail,
    "exim": parse_exim,
    "gmail": parse_gmail,
    "exchange": parse_exchange,
    "postfix": parse_postfix,
    "sendmail": parse_sendmail,
}


def parse_generic(text: str, failed_recipients: list[str]) -> list[Found]:
    """X-Failed-Recipients, each with the first notification line that names it (or else
    the first line with an SMTP error code) as the diagnostic."""
    lines = _lines(text)
    coded = next((ln.strip() for ln in lines if re.search(r"\b[45]\d\d[ -]", ln)), None)
    found: dict[str, Found] = {}
    for value in failed_recipients:
        for piece in value.split(","):
            address = normalize_address(piece.strip())
            if not address or address in found:
                continue
            entry = found[address] = Found(address, "failed")
            naming = next(
                (
                    ln.strip()
                    for ln in lines
                    if address.lower() in ln.lower() and re.search(r"\b[45]\d\d\b", ln)
                ),
                None,
            )
            if naming or coded:
                entry.lines.append(naming or coded or "")
    return list(found.values())[:MAX_FOUND]
