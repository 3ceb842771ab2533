"""The machine-readable parts of reports: blocks of "Name: value" fields.

message/delivery-status (RFC 3464) is one block of per-message fields, then one block per
recipient, blocks separated by blank lines; message/feedback-report (RFC 5965) and
message/disposition-notification (RFC 8098) are one block. Real reports bend this: no
blank line between recipients, per-message and per-recipient fields in one block,
continuation lines without indentation, junk prose. ``group_recipients`` starts a new
recipient at a block boundary or when a per-recipient field repeats.
"""

from __future__ import annotations

import re

MAX_REPORT_CHARS = 256 * 1024
MAX_FIELDS = 5000
MAX_VALUE = 2000

_EOL = re.compile(r"\r\n|\r|\n")
_FIELD = re.compile(r"^([A-Za-z][A-Za-z0-9-]{0,75})[ \t]*:[ \t]*(.*)$")
_WS = re.compile(r"\s+")
_UNITEXT = re.compile(r"\\x\{([0-9A-Fa-f]{1,6})\}")
_ADDRESS_TYPE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9.+-]{0,31})\s*;\s*(.*)$", re.DOTALL)
# RFC 5321 quoted-string local part: "first...last"@example.com
_QUOTED_LOCAL = re.compile(r'^"(?:[^"\\\r\n]|\\.){1,254}"@[A-Za-z0-9\[][^\s@<>()\],;:"]{0,254}$')
_TRAILING_COMMENT = re.compile(r"\s*\([^()\r\n]{0,300}\)\s*$")
_NAME_ADDR = re.compile(r"^[^<>@]{0,300}<([^<>]{1,600})>\s*$")
_PLAIN_ADDRESS = re.compile(r"^[^\s@<>()\[\],;:\"]{1,256}@[A-Za-z0-9\[][^\s@<>()\],;:\"]{0,254}$")

PER_MESSAGE = frozenset(
    {
        "original-envelope-id",
        "reporting-mta",
        "dsn-gateway",
        "received-from-mta",
        "arrival-date",
    }
)
PER_RECIPIENT = frozenset(
    {
        "original-recipient",
        "final-recipient",
        "x-actual-recipient",
        "action",
        "status",
        "remote-mta",
        "diagnostic-code",
        "last-attempt-date",
        "final-log-id",
        "will-retry-until",
        "x-display-name",  # Exchange; the only recipient field of some of its reports
    }
)

Field = tuple[str, str]  # (lower-case name, value)


def decode(data: bytes | str) -> str:
    if isinstance(data, str):
        return data[:MAX_REPORT_CHARS]
    return data[: MAX_REPORT_CHARS * 4].decode("utf-8", "replace")[:MAX_REPORT_CHARS]


def parse_blocks(data: bytes | str, defects: list[str]) -> list[list[Field]]:
    """Blocks of unfolded fields; values have white space runs collapsed to one space."""
    blocks: list[list[Field]] = []
    current: list[list[str]] = []
    count = 0
    for line in _EOL.split(decode(data)):
        if not line.strip():
            if current:
                blocks.append(_finish(current))
                current = []
            continue
        if line[0] in " \t":
            if current:
                current[-1][1] += " " + line.strip()
            continue
        match = _FIELD.match(line)
        if match:
            count += 1
            if count > MAX_FIELDS:
                _add(defects, "report:too-many-fields")
                break
            current.append([match.group(1).lower(), match.group(2)])
        elif current:
            # A continuation that lost its indentation: keep it with the field before.
            _add(defects, "report:unindented-continuation")
            current[-1][1] += " " + line.strip()
        else:
            _add(defects, "report:junk-line")
    if current:
        blocks.append(_finish(current))
    return blocks


def _finish(fields: list[list[str]]) -> list[Field]:
    return [(name, _WS.sub(" ", value).strip()[:MAX_VALUE]) for name, value in fields]


def group_recipients(
    blocks: list[list[Field]], defects: list[str]
) -> tuple[dict[str, str], list[dict[str, str]]]:
    """(per-message fields, per-recipient field dicts) of a delivery-status part."""
    message: dict[str, str] = {}
    recipients: list[dict[str, str]] = []
    for block in blocks:
        group: dict[str, str] | None = None
        for name, value in block:
            if name in PER_RECIPIENT:
                if group is None or name in group:
                    group = {}
                    recipients.append(group)
                group[name] = value
            elif name in PER_MESSAGE:
                if name in message and message[name] != value:
                    _add(defects, f"report:repeated-field:{name}")
                message.setdefault(name, value)
    return message, recipients


def first(block_fields: list[Field], name: str) -> str | None:
    for key, value in block_fields:
        if key == name:
            return value
    return None


def every(block_fields: list[Field], name: str) -> list[str]:
    return [value for key, value in block_fields if key == name]


def split_typed(value: str | None) -> tuple[str | None, str | None]:
    """``"smtp; 550 ..."`` -> ("smtp", "550 ..."); a value without a type keeps its text."""
    if value is None:
        return None, None
    match = _ADDRESS_TYPE.match(value)
    if match:
        return match.group(1).lower(), match.group(2).strip() or None
    return None, value.strip() or None


def normalize_address(value: str | None) -> str | None:
    """The address of an address field (``rfc822; <User@Example.COM>`` -> ``User@example.com``).

    Angle brackets, quotes and a trailing dot go; the domain is lower-cased; RFC 6533
    ``\\x{...}`` escapes in utf-8 addresses are decoded. Anything that is not a plausible
    addr-spec gives None.
    """
    if not value:
        return None
    _, text = split_typed(value)
    if not text:
        return None
    text = _UNITEXT.sub(lambda m: _chr(m.group(1)), text)[:MAX_VALUE].strip()
    text = _TRAILING_COMMENT.sub("", text)  # rfc822;user@example.com (Display Name)
    angle = _NAME_ADDR.match(text)
    if angle:  # rfc822;Display Name <user@example.com>
        text = angle.group(1)
    text = text.strip().strip("<>").strip()
    if len(text) > 1 and text[0] == text[-1] == "'":
        text = text[1:-1].strip()
    if not _QUOTED_LOCAL.match(text):
        # Quotes around the whole address go; a quoted local part ("a..b"@x) keeps them.
        text = text.strip("\"'").strip()
    text = text.rstrip(".")
    if text.lower().startswith("mailto:"):
        text = text[7:]
    if _QUOTED_LOCAL.match(text):
        local, _, domain = text.rpartition("@")
        return f"{local}@{domain.lower()}"
    if not _PLAIN_ADDRESS.match(text):
        return None
    local, _, domain = text.rpartition("@")
    if local.startswith(".") or local.endswith(".") or ".." in local:
        # Not a dot-string: only valid quoted ("first...last"@example.com). Some MTAs
        # drop the quotes in Final-Recipient; the address is the quoted one.
        local = '"' + local.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return f"{local}@{domain.lower()}"


def _chr(hex_digits: str) -> str:
    try:
        return chr(int(hex_digits, 16))
    except (ValueError, OverflowError):
        return "\ufffd"


def _add(defects: list[str], defect: str) -> None:
    if defect not in defects:
        defects.append(defect)
