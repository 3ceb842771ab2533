"""Text bounces flufl.bounce does not read, and what we add to the addresses it finds.

Two kinds of detector, tried around flufl.bounce (see ``parse._text_recipients``):

- ``EXACT``: formats with an unmistakable signature, read before flufl.bounce: the
  DragonFly Mail Agent, OpenSMTPD, MDaemon and Amazon SES bounce notifications in JSON
  (an SNS envelope or the bare notification);
- ``HEURISTIC``: read after it: Japanese carrier and filter bounces (ISO-2022-JP,
  Shift_JIS) and any "the following recipients ..." list, with or without a "message
  log" (Exchange 5.5 delay notices, Amazon WorkMail, "Mail Delivery System" banners).

``context`` gives the diagnostic next to an address flufl.bounce found and ``delay_wording``
tells a warning from a failure. Everything is line-based with bounded patterns: linear in
the input.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from pylota.core.dsn.fields import normalize_address
from pylota.core.dsn.formats import ADDR, MAX_FOUND, MAX_TEXT, ORIGINAL_HEADER, Found

_ADDR = re.compile(ADDR)
_MAX_JSON = 256 * 1024

_DELAY = re.compile(
    r"THIS IS A WARNING|warning (?:message )?only|this is (?:just )?a warning|"
    r"has been delayed|have not been reached yet|has not (?:yet )?been delivered|"
    r"not been delivered to the following recipients?(?:\(s\))? yet|"
    r"will (?:continue to )?(?:retry|be retried|keep trying)|continue to retry|"
    r"delivery (?:is )?(?:still )?being attempted|delivery will continue|"
    r"temporary delivery (?:problems?|failure)|\bDeferred:|delayed for|"
    r"配信が遅れ|配送が遅れ|遅延しています",
    re.IGNORECASE,
)
_PERMANENT = re.compile(
    r"permanent(?:ly)? (?:fatal )?(?:error|failure)|failed permanently|"
    r"PERMANENT fatal|gave up|giving up|removed from the (?:mail )?queue",
    re.IGNORECASE,
)


def delay_wording(text: str) -> bool:
    """True when the notification says delivery is still being tried (a warning)."""
    sample = text[:8192]
    return bool(_DELAY.search(sample)) and not _PERMANENT.search(sample)


def _lines(text: str) -> list[str]:
    return text[:MAX_TEXT].split("\n")


def _first_address(text: str) -> str | None:
    match = _ADDR.search(text[:2000])
    return normalize_address(match.group(0)) if match else None


def context(text: str, address: str, others: list[str]) -> list[str]:
    """The lines that say what happened to ``address``: the line naming it (and a few
    after it, up to a blank line or a line naming another recipient; when it is a bare
    address with nothing after it, the line that introduces it instead), plus any later
    line naming it (a message log, a transcript, a "because:" list), except a header
    field of a returned original."""
    lines = _lines(text)
    needle = address.lower()
    rest = [o.lower() for o in others if o.lower() != needle]
    out: list[str] = []
    for index, line in enumerate(lines):
        if needle not in line.lower()[:1000]:
            continue
        if not out:
            out.append(line.strip())
            following = _following(lines, index + 1, rest)
            if not following and _bare(line):
                following = _introducing(lines, index, rest)
            out += following
        elif not ORIGINAL_HEADER.match(line.strip()):
            out.append(line.strip())
        if len(out) >= 12:
            break
    reason = next((ln.strip() for ln in lines if _REASON_LINE.match(ln)), None)
    if reason and reason not in out and not rest:
        out.append(reason)
    return [ln[:1000] for ln in out]


_END_OF_NOTICE = re.compile(
    r"^(?:-{2,}|\|-{3,}|\*{3,}|original message|message headers follow|below is a copy|"
    r"return-path:|received:)",
    re.IGNORECASE,
)


def _following(lines: list[str], start: int, others: list[str]) -> list[str]:
    """The lines after the one naming a recipient: up to a blank line; when the naming
    line stands alone, the next paragraph or two instead (Lotus Domino's ``because:``,
    IMail's reason after a blank line). Never past a line naming another recipient or
    the start of the returned original."""
    out: list[str] = []
    paragraphs = 0
    for follow in lines[start : start + 12]:
        stripped = follow.strip()
        lowered = stripped.lower()
        if any(o in lowered for o in others) or _END_OF_NOTICE.match(stripped):
            break
        if not stripped:
            if out:
                paragraphs += 1
            if paragraphs >= (1 if len(out) > 1 else 2):
                break
            continue
        out.append(stripped)
        if len(out) >= 6:
            break
    return out


_BARE_REST = re.compile(r"^[\s<>\"'(),;:.]*(?:on\s.{0,80})?$")


def _bare(line: str) -> bool:
    """True when ``line`` names an address and says nothing else (``<a@b>``, ``a@b on
    <date>``)."""
    return bool(_BARE_REST.match(_ADDR.sub("", line[:1000], count=1)))


def _introducing(lines: list[str], index: int, others: list[str]) -> list[str]:
    """The nearest non-blank line before ``index`` (within three), unless it names an
    address or is a header field: the sentence that introduces a bare recipient line
    often says what went wrong ("The following recipients are unknown:")."""
    for before in reversed(lines[max(0, index - 3) : index]):
        stripped = before.strip()
        if not stripped:
            continue
        lowered = stripped.lower()[:1000]
        if "@" in lowered or any(o in lowered for o in others) or ORIGINAL_HEADER.match(stripped):
            return []
        return [stripped[:1000]]
    return []


_REASON_LINE = re.compile(
    r"^\s*(?:Reason|Error-Text|Diagnostic|理由)\s*(?:\([^)]{0,40}\))?\s*[:\uff1a]"
)


# -- exact formats ---------------------------------------------------------------------------


_DMA_SIGNATURE = re.compile(r"This is the DragonFly Mail Agent", re.IGNORECASE)
_DMA_ENTRY = re.compile(rf"^There was an error delivering your mail to <?({ADDR})>?\.?\s*$")


def parse_dragonfly(text: str) -> list[Found]:
    """``There was an error delivering your mail to <addr>.`` then the reason paragraph(s),
    up to ``Message headers follow.``"""
    if not _DMA_SIGNATURE.search(text[:4096]):
        return []
    found: list[Found] = []
    current: Found | None = None
    for line in _lines(text):
        stripped = line.strip()
        match = _DMA_ENTRY.match(stripped)
        if match:
            address = normalize_address(match.group(1))
            current = Found(address, "failed") if address else None
            if current:
                found.append(current)
            continue
        if stripped.lower().startswith("message headers follow"):
            current = None
        elif current is not None and stripped:
            current.lines.append(stripped)
            if "deferred" in stripped.lower()[:40]:
                current.action = "delayed"
    return found[:MAX_FOUND]


_OPENSMTPD_SIGNATURE = re.compile(r"This is the MAILER-DAEMON, please DO NOT REPLY", re.I)
_OPENSMTPD_ENTRY = re.compile(rf"^<?({ADDR})>?:\s?(.*)$")


def parse_opensmtpd(text: str) -> list[Found]:
    """The list after ``... the following list of recipients:`` (or ``The following
    recipients have not been reached yet``): ``addr: reason`` lines."""
    if not _OPENSMTPD_SIGNATURE.search(text[:4096]):
        return []
    action = "delayed" if delay_wording(text) else "failed"
    found: list[Found] = []
    for line in _lines(text):
        stripped = line.strip()
        if stripped.lower().startswith("below is a copy"):
            break
        match = _OPENSMTPD_ENTRY.match(stripped)
        if match:
            address = normalize_address(match.group(1))
            if address:
                found.append(Found(address, action, [match.group(2)]))
    return found[:MAX_FOUND]


_MDAEMON_SIGNATURE = re.compile(
    r"had PERMANENT fatal delivery errors|has encountered temporary delivery problems|"
    r"--- Session Transcript ---",
)
_MDAEMON_RCPT = re.compile(rf"RCPT To:\s*<({ADDR})>", re.IGNORECASE)
_MDAEMON_RECIPIENT = re.compile(rf"(?:Recipient|\*\s+To):\s*<?({ADDR})>?", re.IGNORECASE)
_MDAEMON_REPLY = re.compile(r"<<<\s*([45]\d\d.{0,500})$")


def parse_mdaemon(text: str, *, sender: str = "", mailer: str = "") -> list[Found]:
    """MDaemon's transcript: ``>>> RCPT To:<addr>`` and the ``<<< 550 ...`` reply after
    it; a warning names its recipient in ``Recipient: addr``."""
    sample = text[:8192]
    if not (
        _MDAEMON_SIGNATURE.search(sample)
        and ("mdaemon" in f"{sender} {mailer}".lower() or "PERMANENT fatal" in sample)
    ):
        return []
    action = "delayed" if delay_wording(text) else "failed"
    found: dict[str, Found] = {}
    current: Found | None = None
    for line in _lines(text):
        match = _MDAEMON_RCPT.search(line[:1000])
        if match:
            address = normalize_address(match.group(1))
            current = found.setdefault(address, Found(address, action)) if address else None
            continue
        reply = _MDAEMON_REPLY.search(line[:1000])
        if reply and current is not None:
            current.lines.append(reply.group(1).strip())
            current = None
            continue
        named = _MDAEMON_RECIPIENT.search(line[:1000])
        if named and action == "delayed":
            address = normalize_address(named.group(1))
            if address:
                found.setdefault(address, Found(address, action))
    if action == "delayed":
        timed_out = next((ln.strip() for ln in _lines(text) if "timed out" in ln.lower()), None)
        for entry in found.values():
            if timed_out and not entry.lines:
                entry.lines.append(timed_out)
    return list(found.values())[:MAX_FOUND]


def ses_notification(text: str) -> dict | None:
    """The SES bounce notification in ``text`` (bare, or inside an SNS envelope)."""
    stripped = text.strip()
    if not stripped.startswith("{") or len(stripped) > _MAX_JSON:
        return None
    try:
        data = json.loads(stripped)
    except (ValueError, RecursionError):
        return None
    if isinstance(data, dict) and isinstance(data.get("Message"), str):
        if len(data["Message"]) > _MAX_JSON:
            return None
        try:
            data = json.loads(data["Message"])
        except (ValueError, RecursionError):
            return None
    if not isinstance(data, dict):
        return None
    kind = data.get("notificationType") or data.get("eventType")
    if kind != "Bounce" or not isinstance(data.get("bounce"), dict):
        return None
    return data


def parse_ses_json(text: str) -> list[Found]:
    """``bounce.bouncedRecipients`` of an SES notification: address, action, status and
    diagnostic code of each."""
    data = ses_notification(text)
    if data is None:
        return []
    bounce = data["bounce"]
    kind = str(bounce.get("bounceType") or "")
    found: list[Found] = []
    recipients = bounce.get("bouncedRecipients")
    for item in recipients[:MAX_FOUND] if isinstance(recipients, list) else []:
        if not isinstance(item, dict):
            continue
        address = normalize_address(str(item.get("emailAddress") or "")[:600])
        if not address:
            continue
        action = str(item.get("action") or "").lower() or "failed"
        if action not in ("failed", "delayed"):
            action = "failed"
        diagnostic = str(item.get("diagnosticCode") or "")[:1000]
        if not diagnostic:
            diagnostic = f"{kind} bounce: {bounce.get('bounceSubType') or 'undetermined'}"
        entry = Found(address, action, [diagnostic])
        status = str(item.get("status") or "")[:20]
        entry.status = status or None
        found.append(entry)
    return found


def ses_original_message_id(text: str) -> str | None:
    data = ses_notification(text)
    mail = data.get("mail") if data else None
    common = mail.get("commonHeaders") if isinstance(mail, dict) else None
    value = common.get("messageId") if isinstance(common, dict) else None
    if isinstance(value, str) and "@" in value:
        return value.strip()[:900].strip("<>") or None
    return None


# -- heuristic formats -----------------------------------------------------------------------

_JAPANESE = re.compile(
    r"配信できませんでした|届きませんでした|お届けできませんでした|配送できませんでした|"
    r"送信できませんでした|配送を中止|送信に失敗|宛先不明|受信拒否|エラーメール|"
    r"配信が遅れ|配送が遅れ|遅延しています"
)
_HEADER_LINE = re.compile(r"^(?:From|To|Cc|Return-Path|Sender|Reply-To|Message-ID)\s*:", re.I)


def parse_japanese(text: str) -> list[Found]:
    """Japanese carrier and filter bounces: every address the notification names outside
    its quoted headers, each with the lines that give the reason."""
    if not _JAPANESE.search(text[:8192]):
        return []
    addresses: list[str] = []
    for line in _lines(text):
        if _HEADER_LINE.match(line.strip()):
            continue
        if re.match(r"^-{3,}", line.strip()) and addresses:
            break
        for match in _ADDR.finditer(line[:1000]):
            address = normalize_address(match.group(0))
            if address and address not in addresses:
                addresses.append(address)
    action = "delayed" if delay_wording(text) else "failed"
    reasons = [
        ln.strip()
        for ln in _lines(text)
        if _REASON_LINE.match(ln) or re.match(r"^\s*[45]\d\d[ -]", ln)
    ]
    return [Found(a, action, context(text, a, addresses) + reasons) for a in addresses][:MAX_FOUND]


_LIST_INTRO = re.compile(
    r"(?:the )?following (?:list of )?(?:recipients?|addresses|address(?:\(es\))?|"
    r"recipient\(s\)|users?)|to these recipients|"
    r"not been delivered to the following|Delivery (?:of your message )?to the following|"
    r"failed (?:addresses|recipients) follow|"
    r"(?:(?:could not|couldn'?t|cannot|can'?t) be|(?:was|were)(?: not|n'?t)) delivered to\s*:?\s*$|"
    r"nicht zugestellt (?:werden )?an\s*:",
    re.IGNORECASE,
)
_LIST_ENTRY = re.compile(
    rf"^(?:>\s*)?['\"<]?({ADDR})['\">]?"
    r"(?:\s+on\s.{0,80}|:\s?(.*)|\s*\.{3}\s*(.*)|\s*)$",
)


def parse_recipient_list(text: str) -> list[Found]:
    """A "the following recipients ..." line, then the recipients one per line (bare,
    ``<addr>``, ``addr on <date>``, ``addr: reason``); their reasons from the lines
    after each and from any message log naming them."""
    lines = _lines(text)
    action = "delayed" if delay_wording(text) else "failed"
    for index, line in enumerate(lines):
        if not _LIST_INTRO.search(line[:1000]):
            continue
        addresses: list[str] = []
        inline: dict[str, str] = {}
        for follow in lines[index + 1 : index + 200]:
            stripped = follow.strip()
            if not stripped:
                if addresses:
                    break
                continue
            match = _LIST_ENTRY.match(stripped[:1000])
            if not match:
                if addresses and _indent(follow) == 0:
                    break
                continue
            address = normalize_address(match.group(1))
            if address and address not in addresses:
                addresses.append(address)
                if match.group(2) or match.group(3):
                    inline[address] = match.group(2) or match.group(3)
        if addresses:
            return [
                Found(
                    a,
                    action,
                    ([inline[a]] if a in inline else []) + context(text, a, addresses)[1:],
                )
                for a in addresses[:MAX_FOUND]
            ]
    return []


_INTERSCAN_SIGNATURE = re.compile(r"^\*{3,}\s*Message from InterScan\b", re.IGNORECASE)
_INTERSCAN_END = re.compile(r"^\*{3,}\s*End of message\b", re.IGNORECASE)
_SENDER_BEFORE = re.compile(r"(?:\bfrom|\bsender|\bby)\W{0,4}$", re.IGNORECASE)
_SYSTEM_LOCAL = re.compile(r"^(?:postmaster|mailer-daemon|abuse|hostmaster)$", re.IGNORECASE)


def parse_interscan(text: str) -> list[Found]:
    """Trend Micro InterScan (VirusWall, IMSS, IMSVA) notices: every address named
    between the ``****** Message from InterScan ... ******`` banner and ``*** End of
    message ***``, except a sender (``from <addr>``) and mail-system addresses; each with
    the lines around it."""
    lines = _lines(text)
    start = next(
        (i for i, ln in enumerate(lines[:200]) if _INTERSCAN_SIGNATURE.match(ln.strip())), None
    )
    if start is None:
        return []
    addresses: list[str] = []
    block: list[str] = []
    for line in lines[start + 1 :]:
        if _INTERSCAN_END.match(line.strip()):
            break
        block.append(line)
        for match in _ADDR.finditer(line[:1000]):
            if _SENDER_BEFORE.search(line[max(0, match.start() - 12) : match.start()]):
                continue
            address = normalize_address(match.group(0))
            if (
                address
                and address not in addresses
                and not _SYSTEM_LOCAL.match(address.split("@")[0])
            ):
                addresses.append(address)
    notice = "\n".join(block)
    action = "delayed" if delay_wording(notice) else "failed"
    return [Found(a, action, context(notice, a, addresses)) for a in addresses[:MAX_FOUND]]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


Detector = Callable[[str], list[Found]]
EXACT: dict[str, Detector] = {
    "ses": parse_ses_json,
    "dragonfly": parse_dragonfly,
    "opensmtpd": parse_opensmtpd,
}
HEURISTIC: dict[str, Detector] = {
    "interscan": parse_interscan,
    "japanese": parse_japanese,
    "generic": parse_recipient_list,
}

# Words of a non-delivery notice, for a message from a mail system without a known format.
BOUNCE_WORDING = re.compile(
    r"could not be delivered|couldn'?t be delivered|was not delivered|were not delivered|"
    r"undeliverable|undelivered|delivery (?:has )?failed|delivery failure|failed to deliver|"
    r"unable to deliver|error delivering|not (?:yet )?been delivered|did not reach|"
    r"delivery (?:status )?notification|could not be reached|cannot be reached|"
    r"permanent (?:fatal )?error|account is disabled|returned mail|"
    r"delivery is still being attempted|delivery (?:has been|is) delayed|"
    r"nicht zugestellt|unzustellbar|"
    r"配信できませんでした|届きませんでした|お届けできませんでした|配送できませんでした|"
    r"送信できませんでした|送信に失敗|配信が遅れ|配送が遅れ|遅延しています",
    re.IGNORECASE,
)
