"""parse_report: raw bytes in, a Report (or None when the message is not a report) out.

The message is read with ``pylota.core.mime.parse_message`` (bounded, never raises); its
report parts arrive as attachments whose payloads are field blocks (``fields.py``). Then:

- a message/feedback-report part (or report-type=feedback-report) makes an ARF report;
- a message/disposition-notification part makes an MDN;
- a message/delivery-status part makes a DSN from its per-recipient blocks; the MTA's
  text is read too, to fill in diagnostics the blocks lack, and replaces the blocks when
  they name no recipient;
- a message without report parts is read as a bounce only when it comes from a mail
  system (MAILER-DAEMON, postmaster, a null Return-Path, Auto-Submitted, X-Failed-
  Recipients) and is worded like one, or is an SES bounce notification in JSON, or an
  Exim delay warning relayed verbatim (whatever list or auto-reply headers it carries);
  then ``_text_recipients`` decides: the formats we read exactly, flufl.bounce, our
  heuristic readers, X-Failed-Recipients.

Nothing here raises on bad input: problems become ``defects``. An unexpected exception is
caught at the top and recorded as ``internal-error:<Type>``; tests assert it never occurs.
"""

from __future__ import annotations

import re
from email.parser import BytesHeaderParser
from email.policy import compat32
from email.utils import getaddresses

from pylota.core.dsn import families as fam
from pylota.core.dsn import fields as fl
from pylota.core.dsn.flufl_scan import scan as flufl_scan
from pylota.core.dsn.formats import (
    PARSERS,
    Found,
    detect_family,
    parse_generic,
    split_original,
)
from pylota.core.dsn.model import KINDS, Disposition, Feedback, RecipientReport, Report
from pylota.core.dsn.status import best_status, classify, normalize_action
from pylota.core.mime import ParsedMessage, parse_message
from pylota.core.mime.headers import parse_date, parse_msgid

_DELIVERY_STATUS = ("message/delivery-status", "message/global-delivery-status")
_DISPOSITION = ("message/disposition-notification", "message/global-disposition-notification")
_FEEDBACK = ("message/feedback-report",)
_ORIGINALS = ("message/rfc822", "message/global", "text/rfc822-headers", "message/global-headers")
_MAIL_SYSTEM_LOCALS = re.compile(
    r"^(?:mailer-daemon|mailer_daemon|mail-daemon|mailerdaemon|postmaster|"
    r"mail\.?delivery\.?(?:system|subsystem)?|microsoftexchange[0-9a-f]{32})$",
    re.IGNORECASE,
)
_INLINE_MESSAGE_ID = re.compile(
    r"(?im)^message-id:[ \t]*(?:\r?\n[ \t]+)?<?([^<>\s@]{1,900}@[^<>\s@]{1,255})>?[ \t]*\r?$"
)
_REDACTED = re.compile(r"redacted|^x{3,}$", re.IGNORECASE)
_COMPLAINT_TYPES = frozenset({"abuse", "fraud", "virus", "other"})
_MAX_HEADER_BYTES = 256 * 1024
MAX_CONTEXT_FILLS = 50  # context() reads the notification once per recipient


def parse_report(raw: bytes, *, parsed: ParsedMessage | None = None) -> Report | None:
    """The DSN, ARF or MDN report in ``raw``; None when it is not one.

    Pass ``parsed`` when the caller already has ``parse_message(raw)``. Raises only on a
    programmer error (``raw`` not bytes).
    """
    if not isinstance(raw, bytes | bytearray | memoryview):
        raise TypeError(f"parse_report() needs bytes, got {type(raw).__name__}")
    if parsed is None:
        parsed = parse_message(bytes(raw))
    try:
        return _parse(parsed)
    except Exception as exc:
        if parsed.kind not in KINDS:
            return None
        return Report(
            kind=parsed.kind, format="generic", defects=[f"internal-error:{type(exc).__name__}"]
        )


def _parse(parsed: ParsedMessage) -> Report | None:
    by_type: dict[str, list[bytes]] = {}
    for attachment in parsed.attachments:
        by_type.setdefault(attachment.content_type, []).append(attachment.payload)
    report_type = (parsed.report_type or "") if parsed.content_type == "multipart/report" else ""
    feedback = [p for t in _FEEDBACK for p in by_type.get(t, [])]
    disposition = [p for t in _DISPOSITION for p in by_type.get(t, [])]
    status = [p for t in _DELIVERY_STATUS for p in by_type.get(t, [])]
    if feedback or report_type == "feedback-report":
        return _arf(parsed, feedback)
    if disposition or report_type == "disposition-notification":
        return _mdn(parsed, disposition)
    if status or report_type == "delivery-status" or _looks_like_bounce(parsed):
        return _dsn(parsed, status)
    return None


# -- DSN -------------------------------------------------------------------------------------


def _dsn(parsed: ParsedMessage, status_parts: list[bytes]) -> Report:
    defects: list[str] = []
    blocks = [block for part in status_parts for block in fl.parse_blocks(part, defects)]
    message_fields, groups = fl.group_recipients(blocks, defects)
    notification, original_text = split_original(parsed.text)
    sender = _sender(parsed)
    reporting_mta = fl.split_typed(message_fields.get("reporting-mta"))[1]
    family = detect_family(notification, from_address=sender, reporting_mta=reporting_mta or "")
    if family is None and any(b"x-postfix-" in part[:65536].lower() for part in status_parts):
        family = "postfix"

    recipients: list[RecipientReport] = []
    for group in groups:
        address = (
            fl.normalize_address(group.get("final-recipient"))
            or fl.normalize_address(group.get("x-actual-recipient"))
            or fl.normalize_address(group.get("original-recipient"))
            or _by_display_name(parsed, group.get("x-display-name"))
        )
        if not address:
            defects.append("dsn:recipient-without-address")
            continue
        diagnostic_type, diagnostic = fl.split_typed(group.get("diagnostic-code"))
        status = best_status(group.get("status"), diagnostic)
        action = normalize_action(group.get("action"), status)
        hard, reason = classify(action, status, diagnostic)
        recipients.append(
            RecipientReport(
                address=address,
                action=action,
                status=status,
                diagnostic=diagnostic,
                hard=hard,
                reason=reason,
                original_address=fl.normalize_address(group.get("original-recipient")),
                diagnostic_type=diagnostic_type,
                remote_mta=fl.split_typed(group.get("remote-mta"))[1],
            )
        )
    found, found_by = _text_recipients(parsed, notification, family)
    report_format = "rfc3464"
    if recipients:
        _enrich(recipients, found)
    else:
        if status_parts:
            defects.append("dsn:no-recipient-in-delivery-status")
        recipients = [_from_found(f) for f in found]
        report_format = found_by or "generic"
    if not recipients:
        defects.append("dsn:no-recipients")
    original_id, source = _original_message_id(parsed, original_text, allow_in_reply_to=True)
    if report_format == "ses":
        family = "ses"
        declared = fam.ses_original_message_id(notification)
        if declared:
            original_id, source = declared, "report-field"
    elif family is None and report_format in fam.EXACT.keys() | {"mdaemon"}:
        family = report_format
    return Report(
        kind="dsn",
        format=report_format,
        mta=family,
        recipients=_dedupe(recipients),
        original_message_id=original_id,
        original_message_id_source=source,
        envelope_id=message_fields.get("original-envelope-id") or None,
        reporting_mta=reporting_mta,
        arrival_date=_date(message_fields.get("arrival-date")),
        defects=defects,
    )


def _by_display_name(parsed: ParsedMessage, name: str | None) -> str | None:
    """The To or Cc address of the returned original whose display name is ``name``:
    Exchange reports that give only X-Display-Name. Only an exact, unique name match
    counts; otherwise None (the text is read instead)."""
    wanted = " ".join((name or "").split()).strip('"').lower()
    if not wanted:
        return None
    headers, _ = _original_headers(parsed)
    matches = set()
    for field, value in headers:
        if field not in ("to", "cc"):
            continue
        for display, address in getaddresses([value[:4000]]):
            if " ".join(display.split()).lower() == wanted:
                normalized = fl.normalize_address(address)
                if normalized:
                    matches.add(normalized)
    return matches.pop() if len(matches) == 1 else None


def _text_recipients(
    parsed: ParsedMessage, notification: str, family: str | None
) -> tuple[list[Found], str | None]:
    """Recipients from the MTA's own wording, in this order: the formats we read exactly
    (the family's parser first, then the other families, then the signed formats of
    ``families.EXACT`` and MDaemon); flufl.bounce; our heuristic readers
    (``families.HEURISTIC``); X-Failed-Recipients."""
    order = [family] if family in PARSERS else []
    order += [name for name in PARSERS if name not in order]
    for name in order:
        found = PARSERS[name](notification)
        if found:
            return _with_context(found, notification), name
    for name, detector in fam.EXACT.items():
        found = detector(notification)
        if found:
            return found, name
    found = fam.parse_mdaemon(
        notification, sender=_sender(parsed), mailer=parsed.header("X-Mailer") or ""
    )
    if found:
        return found, "mdaemon"
    found = _flufl(parsed, notification)
    heuristic, heuristic_name = next(
        ((h, name) for name, detector in fam.HEURISTIC.items() if (h := detector(notification))),
        ([], None),
    )
    if found:
        named = {f.address.lower() for f in found}
        if heuristic and named < {h.address.lower() for h in heuristic}:
            # flufl.bounce saw only some of a list (one form of entry, or the RCPT TO of
            # a transcript); the reader that saw the whole list wins.
            return heuristic, heuristic_name
        return found, "flufl"
    if heuristic:
        return heuristic, heuristic_name
    failed = parsed.header_all("X-Failed-Recipients")
    if failed:
        return parse_generic(notification, failed), "generic"
    return [], None


def _with_context(found: list[Found], notification: str) -> list[Found]:
    """A recipient a family reader names without any diagnostic (its wording was not the
    one the reader knows) takes the text around it, as flufl.bounce's recipients do."""
    addresses = [f.address for f in found]
    for entry in found[:MAX_CONTEXT_FILLS]:
        if not entry.lines:
            entry.lines = fam.context(notification, entry.address, addresses)
    return found


def _flufl(parsed: ParsedMessage, notification: str) -> list[Found]:
    """The addresses flufl.bounce finds, in the order the text names them, each with the
    lines around it as its diagnostic; a warning's recipients are delayed."""
    headers = {
        "From": parsed.header("From") or "",
        "Subject": parsed.subject or "",
        "X-Mailer": parsed.header("X-Mailer") or "",
    }
    temporary, permanent = flufl_scan(notification, headers=headers)
    sender = _sender(parsed).lower()
    addresses = [a for a in dict.fromkeys(temporary + permanent) if a.lower() != sender]
    if not addresses:
        return []
    lowered = notification.lower()
    addresses.sort(key=lambda a: (lowered.find(a.lower()) % (len(lowered) + 1), a))
    warning = fam.delay_wording(notification)
    found = []
    for address in addresses:
        action = "delayed" if address in temporary or warning else "failed"
        found.append(Found(address, action, fam.context(notification, address, addresses)))
    return found


def _from_found(found: Found) -> RecipientReport:
    diagnostic = found.diagnostic
    status = best_status(found.status, diagnostic)
    action = found.action
    if status and status[0] == "2":
        action = "delivered"
    elif status and status[0] == "5" and action == "delayed":
        action = "failed"
    hard, reason = classify(action, status, diagnostic)
    return RecipientReport(
        address=found.address,
        action=action,
        status=status,
        diagnostic=diagnostic,
        hard=hard,
        reason=reason,
    )


def _enrich(recipients: list[RecipientReport], found: list[Found]) -> None:
    """Fill a missing diagnostic (and what follows from it) from the MTA's text."""
    by_address = {f.address.lower(): f for f in found}
    for recipient in recipients:
        if recipient.diagnostic or not recipient.address:
            continue
        match = by_address.get(recipient.address.lower())
        if match is None or not match.diagnostic:
            continue
        recipient.diagnostic = match.diagnostic
        if recipient.status is None or recipient.status.endswith(".0.0"):
            recipient.status = best_status(recipient.status, match.diagnostic)
        recipient.hard, recipient.reason = classify(
            recipient.action, recipient.status, recipient.diagnostic
        )


def _dedupe(recipients: list[RecipientReport]) -> list[RecipientReport]:
    seen: set[tuple] = set()
    out: list[RecipientReport] = []
    for r in recipients:
        key = (r.address, r.action, r.status, r.diagnostic)
        if key not in seen:
            seen.add(key)
            out.append(r)
    return out[:1000]


# Exim's delay warning, relayed verbatim (a list, a forwarder): its own first line and
# its section header, unquoted, at the start of a line.
_EXIM_WARNING = re.compile(
    r"^This message was created automatically by mail delivery software\.?[ \t\r]*\n"
    r"(?:.{0,200}\n){0,12}?"
    r"The address(?:es)? to which the message has not yet been delivered (?:is|are):",
    re.MULTILINE,
)


def _looks_like_bounce(parsed: ParsedMessage) -> bool:
    if parsed.kind == "dsn":
        return True
    if _EXIM_WARNING.search(parsed.text[:8192]):
        return True  # a report first, whatever list or auto-reply headers it carries
    if fam.ses_notification(parsed.text[: 512 * 1024]) is not None:
        return True  # an SES bounce notification (SNS email-json): JSON, not wording
    if not _from_mail_system(parsed):
        return False
    if parsed.header("X-Failed-Recipients"):
        return True
    notification, _ = split_original(parsed.text)
    if detect_family(notification) in PARSERS:
        return True
    subject = parsed.subject or ""
    return bool(fam.BOUNCE_WORDING.search(notification[:16384] + "\n" + subject[:500]))


def _sender(parsed: ParsedMessage) -> str:
    """The From address, or its name where it has no address ("From: MAILER-DAEMON")."""
    return (parsed.from_[0].address or parsed.from_[0].name or "") if parsed.from_ else ""


def _from_mail_system(parsed: ParsedMessage) -> bool:
    local = _sender(parsed).split("@")[0]
    if _MAIL_SYSTEM_LOCALS.match(local):
        return True
    if parsed.header("Return-Path") is not None and not parsed.return_path:
        return True  # the null reverse-path <>
    auto = (parsed.header("Auto-Submitted") or "").strip().lower()
    return auto.startswith("auto-") or parsed.header("X-Failed-Recipients") is not None


# -- ARF -------------------------------------------------------------------------------------


def _arf(parsed: ParsedMessage, parts: list[bytes]) -> Report:
    defects: list[str] = []
    items = [item for part in parts for block in fl.parse_blocks(part, defects) for item in block]
    feedback_type = (fl.first(items, "feedback-type") or "").strip().lower().split(" ")[0] or None
    incidents = fl.first(items, "incidents")
    feedback = Feedback(
        feedback_type=feedback_type,
        user_agent=fl.first(items, "user-agent"),
        version=fl.first(items, "version"),
        original_mail_from=_address_or_text(fl.first(items, "original-mail-from")),
        original_rcpt_to=_addresses(fl.every(items, "original-rcpt-to")),
        arrival_date=_date(fl.first(items, "arrival-date") or fl.first(items, "received-date")),
        reporting_mta=fl.split_typed(fl.first(items, "reporting-mta"))[1],
        source_ip=fl.first(items, "source-ip"),
        incidents=int(incidents) if incidents and incidents.isdigit() else None,
        reported_domain=[d.lower() for d in fl.every(items, "reported-domain")][:100],
        reported_uri=fl.every(items, "reported-uri")[:100],
        authentication_results=fl.first(items, "authentication-results"),
        auth_failure=fl.first(items, "auth-failure"),
    )
    if not parts:
        defects.append("arf:no-feedback-report")
    elif feedback_type is None:
        defects.append("arf:no-feedback-type")
    addresses = list(feedback.original_rcpt_to)
    if not addresses:
        addresses = _recipients_from_original(parsed, defects)
    if any(_REDACTED.search(a.split("@")[0]) for a in addresses):
        # Feedback loops that redact the complainant (AOL, Yahoo) leave a placeholder.
        defects.append("arf:recipient-redacted")
        addresses = [a for a in addresses if not _REDACTED.search(a.split("@")[0])]
    if feedback_type in _COMPLAINT_TYPES or feedback_type is None:
        action, reason = "complained", "complaint"
    else:  # not-spam, auth-failure (RFC 6591): reports, but not complaints
        action, reason = feedback_type, feedback_type.replace("-", "_")
    recipients = [
        RecipientReport(
            address=a, action=action, status=None, diagnostic=None, hard=False, reason=reason
        )
        for a in addresses
    ]
    original_id, source = _original_message_id(parsed, "", allow_in_reply_to=False)
    return Report(
        kind="arf",
        format="arf",
        recipients=recipients,
        original_message_id=original_id,
        original_message_id_source=source,
        envelope_id=fl.first(items, "original-envelope-id"),
        reporting_mta=feedback.reporting_mta,
        arrival_date=feedback.arrival_date,
        feedback=feedback,
        defects=defects,
    )


def _recipients_from_original(parsed: ParsedMessage, defects: list[str]) -> list[str]:
    """Feedback loops often redact Original-Rcpt-To; Microsoft's JMRP names the recipient
    in X-HmXmrOriginalRecipient; else a single To of the original is the complainant."""
    headers, _ = _original_headers(parsed)
    if not headers:
        return []
    for name in ("x-hmxmroriginalrecipient", "x-original-to", "delivered-to"):
        values = [v for k, v in headers if k == name]
        if values:
            address = fl.normalize_address(values[0])
            if address:
                defects.append(f"arf:recipient-from-original:{name}")
                return [address]
    to = [v for k, v in headers if k == "to"]
    if len(to) == 1 and "," not in to[0]:
        match = re.search(r"<([^<>]{1,300})>", to[0])
        address = fl.normalize_address(match.group(1) if match else to[0])
        if address:
            defects.append("arf:recipient-from-original:to")
            return [address]
    return []


# -- MDN -------------------------------------------------------------------------------------

_DISPOSITION_RE = re.compile(
    r"^\s*([A-Za-z-]{1,40})\s*/\s*([A-Za-z-]{1,40})\s*;\s*([A-Za-z-]{1,40})"
    r"(?:\s*/\s*([A-Za-z, -]{1,200}))?"
)


def _mdn(parsed: ParsedMessage, parts: list[bytes]) -> Report:
    defects: list[str] = []
    items = [item for part in parts for block in fl.parse_blocks(part, defects) for item in block]
    raw = fl.first(items, "disposition")
    disposition = Disposition(
        disposition=raw,
        reporting_ua=fl.first(items, "reporting-ua"),
        final_recipient=fl.normalize_address(fl.first(items, "final-recipient")),
        original_recipient=fl.normalize_address(fl.first(items, "original-recipient")),
    )
    match = _DISPOSITION_RE.match(raw or "")
    if match:
        disposition.action_mode = match.group(1).lower()
        disposition.sending_mode = match.group(2).lower()
        disposition.type = match.group(3).lower()
        if match.group(4):
            disposition.modifiers = [
                m.strip().lower() for m in match.group(4).split(",") if m.strip()
            ]
    elif raw:
        defects.append("mdn:unparseable-disposition")
    else:
        defects.append("mdn:no-disposition")
    address = disposition.final_recipient or disposition.original_recipient
    recipients = []
    if address:
        problem = (
            fl.first(items, "failure") or fl.first(items, "error") or fl.first(items, "warning")
        )
        recipients.append(
            RecipientReport(
                address=address,
                action=disposition.type,
                status=None,
                diagnostic=problem,
                hard=False,
                reason="disposition",
                original_address=disposition.original_recipient,
            )
        )
    declared = fl.first(items, "original-message-id")
    original_id = parse_msgid(declared, []) if declared else None
    source = "report-field" if original_id else None
    if original_id is None:
        original_id, source = _original_message_id(parsed, "", allow_in_reply_to=True)
    return Report(
        kind="mdn",
        format="mdn",
        recipients=recipients,
        original_message_id=original_id,
        original_message_id_source=source,
        disposition=disposition,
        defects=defects,
    )


# -- the original message --------------------------------------------------------------------


def _original_headers(parsed: ParsedMessage) -> tuple[list[tuple[str, str]], str | None]:
    """Header fields of the returned original (lower-case names) and where they came from."""
    for attachment in parsed.attachments:
        if attachment.content_type not in _ORIGINALS:
            continue
        data = attachment.payload[:_MAX_HEADER_BYTES]
        if not data:
            continue
        try:
            message = BytesHeaderParser(policy=compat32).parsebytes(data)
            headers = [(str(k).lower(), str(v)) for k, v in message.items()[:500]]
        except Exception:  # compat32 is lenient; a part it cannot read simply has no headers
            headers = []
        if headers:
            source = (
                "attached-headers"
                if attachment.content_type.endswith("headers")
                else "attached-message"
            )
            return headers, source
    return [], None


def _original_message_id(
    parsed: ParsedMessage, original_text: str, *, allow_in_reply_to: bool
) -> tuple[str | None, str | None]:
    headers, source = _original_headers(parsed)
    for name, value in headers:
        if name == "message-id":
            found = parse_msgid(value, [])
            if found:
                return found, source
    for embedded in parsed.embedded_messages:
        if embedded.message_id:
            return embedded.message_id, "attached-message"
    text = original_text or parsed.text
    match = _INLINE_MESSAGE_ID.search(text[: 512 * 1024])
    if match:
        return match.group(1), "inline-copy"
    for attachment in parsed.attachments:
        # An original whose header section ended early (a stray blank line): its
        # Message-ID field sits in what the parser took for the body.
        if attachment.content_type in _ORIGINALS:
            body = attachment.payload[:_MAX_HEADER_BYTES].decode("utf-8", "replace")
            match = _INLINE_MESSAGE_ID.search(body)
            if match:
                return match.group(1), "attached-message"
    if allow_in_reply_to and len(parsed.in_reply_to) == 1:
        return parsed.in_reply_to[0], "in-reply-to"
    return None, None


# -- small helpers -------------------------------------------------------------------------


def _date(value: str | None) -> str | None:
    return parse_date(value)[0] if value else None


def _addresses(values: list[str]) -> list[str]:
    out = [a for a in (fl.normalize_address(v) for v in values) if a]
    return list(dict.fromkeys(out))[:100]


def _address_or_text(value: str | None) -> str | None:
    if not value:
        return None
    return fl.normalize_address(value) or value.strip().strip("<>") or None
