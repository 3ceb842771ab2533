"""Prefixed, opaque, time-ordered identifiers (``tnt_01J…``).

The body is a ULID in Crockford base32: 48 bits of milliseconds then 80 random bits.
IDs therefore sort by creation time, which lets lists paginate on the primary key alone.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from datetime import datetime

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BODY_LENGTH = 26

PREFIXES: dict[str, str] = {
    "tenant": "tnt",
    "partner": "ptn",
    "key": "key",
    "audit": "aud",
    "event": "evt",
    "identity": "idn",
    "address": "adr",
    "thread": "thr",
    "message": "msg",
    "attachment": "att",
    "webhook": "whk",
    "domain": "dom",
    "domain_record": "dnr",
    "domain_check": "dnc",
    "domain_alert": "dna",
    "job": "job",
    "request": "req",
    "signing_key": "sgk",
    "inbound": "inb",
    "delivery": "dlv",
    "blob": "blb",
    "list_entry": "lst",
    "send": "snd",
    "recipient": "rcp",
    "suppression": "sup",
    "draft": "drf",
    "upload": "upl",
    "dkim_key": "dkk",
    "transport_credential": "tcr",
    "membership": "mem",
    "invitation": "inv",
    "waitlist_entry": "wtl",
    "sign_in_link": "sil",
    "sign_in_mail": "sim",
    "rule": "trl",  # a triage rule
    "agentic_run": "agr",
    "export": "exp",
    "retention_policy": "rtp",
    "erasure": "ers",
    "hold": "hld",
}

_ID_RE = re.compile(r"^(?P<prefix>[a-z]{3})_(?P<body>[0-9A-HJKMNP-TV-Z]{26})$")


def _encode(value: int, length: int) -> str:
    chars = []
    for _ in range(length):
        chars.append(CROCKFORD[value & 31])
        value >>= 5
    return "".join(reversed(chars))


_lock = threading.Lock()
_last = (0, 0)


def ulid(now_ms: int | None = None) -> str:
    """Return a 26-character ULID body, monotonic within this process.

    Two IDs made in the same millisecond by one process still sort in creation order: the
    second one's random part is the first one's plus one.
    """
    global _last
    ms = int(time.time() * 1000) if now_ms is None else now_ms
    with _lock:
        last_ms, last_rand = _last
        rand = last_rand + 1 if ms <= last_ms and now_ms is None else secrets.randbits(80)
        if ms < last_ms and now_ms is None:
            ms = last_ms  # the clock went back: keep order rather than time
        if rand >= 1 << 80:
            ms, rand = ms + 1, secrets.randbits(79)
        _last = (ms, rand)
    return _encode(ms, 10) + _encode(rand, 16)


def new_id(prefix: str, now_ms: int | None = None) -> str:
    if prefix not in PREFIXES.values():
        raise ValueError(f"unknown id prefix {prefix!r}")
    return f"{prefix}_{ulid(now_ms)}"


def lowest_id(prefix: str, since: datetime) -> str:
    """A bound below every ``prefix`` ID made at ``since`` or later: ``pk >= lowest_id(…)``
    selects the rows created since then (IDs sort by creation time)."""
    if prefix not in PREFIXES.values():
        raise ValueError(f"unknown id prefix {prefix!r}")
    return f"{prefix}_{_encode(int(since.timestamp() * 1000), 10)}"


def is_valid(value: str, prefix: str | None = None) -> bool:
    match = _ID_RE.match(value or "")
    return bool(match) and (prefix is None or match["prefix"] == prefix)
