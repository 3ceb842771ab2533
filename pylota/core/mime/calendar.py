"""A summary of the first VEVENT of an iCalendar text (RFC 5545), without a dependency.

Only what a mail client shows in an invitation banner: method, summary, start, end,
location, organizer and uid. Times with "Z" or a TZID that the IANA database knows are given
in UTC ("2024-05-01T09:00:00Z"); other TZIDs (Windows names such as "W. Europe Standard
Time") leave the local time without an offset; all-day dates stay dates ("2024-05-01").
"""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pylota.core.mime.model import CalendarSummary

MAX_CALENDAR_CHARS = 1024 * 1024
_UNFOLD = re.compile(r"\r?\n[ \t]")
_DATE_TIME = re.compile(r"^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$")
_MAX_FIELD = 2000


def parse_calendar(text: str) -> CalendarSummary | None:
    """The first event's summary, or None when there is no VCALENDAR with a VEVENT."""
    text = text[:MAX_CALENDAR_CHARS]
    if "BEGIN:VCALENDAR" not in text.upper():
        return None
    lines = _UNFOLD.sub("", text.replace("\r\n", "\n").replace("\r", "\n")).split("\n")
    method: str | None = None
    event: dict[str, tuple[dict[str, str], str]] | None = None
    depth: list[str] = []
    for line in lines:
        name, params, value = _split(line)
        if name is None:
            continue
        if name == "BEGIN":
            depth.append(value.upper())
            if value.upper() == "VEVENT" and event is None and depth[:1] == ["VCALENDAR"]:
                event = {}
            continue
        if name == "END":
            if depth and depth[-1] == value.upper():
                depth.pop()
            if value.upper() == "VEVENT" and event is not None:
                break
            continue
        if depth == ["VCALENDAR"] and name == "METHOD" and method is None:
            method = value.strip().upper()[:40] or None
        elif depth == ["VCALENDAR", "VEVENT"] and event is not None and name not in event:
            event[name] = (params, value)
    if event is None:
        return None
    return CalendarSummary(
        method=method,
        summary=_text(event.get("SUMMARY")),
        start=_when(event.get("DTSTART")),
        end=_when(event.get("DTEND")),
        location=_text(event.get("LOCATION")),
        organizer=_organizer(event.get("ORGANIZER")),
        uid=_text(event.get("UID")),
    )


def _split(line: str) -> tuple[str | None, dict[str, str], str]:
    """Split "NAME;P1=a;P2="b:c":value" into its parts; quoted params may hold ":" and ";"."""
    if not line or len(line) > 100_000:
        return None, {}, ""
    pieces: list[str] = []
    start = 0
    in_quote = False
    colon = -1
    for i, ch in enumerate(line):
        if ch == '"':
            in_quote = not in_quote
        elif in_quote:
            continue
        elif ch == ";":
            pieces.append(line[start:i])
            start = i + 1
        elif ch == ":":
            colon = i
            break
    if colon < 0:
        return None, {}, ""
    pieces.append(line[start:colon])
    name = pieces[0].strip().upper()
    if not name:
        return None, {}, ""
    params: dict[str, str] = {}
    for piece in pieces[1:]:
        key, _, val = piece.partition("=")
        params[key.strip().upper()] = val.strip().strip('"')
    return name, params, line[colon + 1 :]


def _unescape(value: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(value):
        ch = value[i]
        if ch == "\\" and i + 1 < len(value):
            nxt = value[i + 1]
            out.append("\n" if nxt in "nN" else nxt)
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _text(item: tuple[dict[str, str], str] | None) -> str | None:
    if item is None:
        return None
    value = _unescape(item[1]).strip()[:_MAX_FIELD]
    return value or None


def _organizer(item: tuple[dict[str, str], str] | None) -> str | None:
    if item is None:
        return None
    value = item[1].strip()
    if value.lower().startswith("mailto:"):
        value = value[7:]
    local, at, domain = value.partition("@")
    value = f"{local}@{domain.lower()}" if at else value
    return value[:_MAX_FIELD] or None


def _when(item: tuple[dict[str, str], str] | None) -> str | None:
    if item is None:
        return None
    params, value = item
    m = _DATE_TIME.match(value.strip())
    if not m:
        return value.strip()[:64] or None
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if m.group(4) is None:
        try:
            return dt.date(year, month, day).isoformat()
        except ValueError:
            return value.strip()[:64]
    hour, minute, second = int(m.group(4)), int(m.group(5)), int(m.group(6) or 0)
    try:
        local = dt.datetime(year, month, day, hour, minute, min(second, 59))
    except ValueError:
        return value.strip()[:64]
    if m.group(7):
        return local.strftime("%Y-%m-%dT%H:%M:%SZ")
    tzid = params.get("TZID", "").strip()
    zone = _zone(tzid)
    if zone is None:
        return local.strftime("%Y-%m-%dT%H:%M:%S")
    try:
        utc = local.replace(tzinfo=zone).astimezone(dt.UTC)
    except (OverflowError, ValueError):
        return local.strftime("%Y-%m-%dT%H:%M:%S")
    return utc.strftime("%Y-%m-%dT%H:%M:%SZ")


# Outlook writes Windows zone names; these are the common ones (CLDR windowsZones, the
# "001" territory). Others leave local times without an offset.
_WINDOWS_ZONES = {
    "utc": "UTC",
    "gmt standard time": "Europe/London",
    "w. europe standard time": "Europe/Berlin",
    "romance standard time": "Europe/Paris",
    "central europe standard time": "Europe/Budapest",
    "central european standard time": "Europe/Warsaw",
    "e. europe standard time": "Europe/Chisinau",
    "fle standard time": "Europe/Kiev",
    "gtb standard time": "Europe/Bucharest",
    "russian standard time": "Europe/Moscow",
    "eastern standard time": "America/New_York",
    "central standard time": "America/Chicago",
    "mountain standard time": "America/Denver",
    "pacific standard time": "America/Los_Angeles",
    "e. south america standard time": "America/Sao_Paulo",
    "india standard time": "Asia/Kolkata",
    "china standard time": "Asia/Shanghai",
    "tokyo standard time": "Asia/Tokyo",
    "korea standard time": "Asia/Seoul",
    "singapore standard time": "Asia/Singapore",
    "arabian standard time": "Asia/Dubai",
    "aus eastern standard time": "Australia/Sydney",
    "new zealand standard time": "Pacific/Auckland",
}


def _zone(tzid: str) -> ZoneInfo | None:
    tzid = _WINDOWS_ZONES.get(tzid.lower(), tzid)
    if not tzid or len(tzid) > 64 or ".." in tzid or tzid.startswith("/"):
        return None
    try:
        return ZoneInfo(tzid)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None
