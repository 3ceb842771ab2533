"""When to try a failed delivery again: the documented schedule (docs/webhooks.md).

Attempt ``n`` is due ``SCHEDULE[n - 1]`` after the first attempt: 13 attempts, the last
one 24 hours after the first. Each wait between two attempts is lengthened by a random
0 to 10 % (jitter), so deliveries that failed together (a receiver's outage) do not all
come back in the same second; the schedule is therefore a minimum. A ``Retry-After``
answer (seconds or an HTTP date) makes the wait at least that long, up to 24 hours.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime

_MINUTE = 60
_HOUR = 3600

# Seconds from the first attempt to attempt 1, 2, … 13.
SCHEDULE: tuple[int, ...] = (
    0,
    15,
    1 * _MINUTE,
    5 * _MINUTE,
    30 * _MINUTE,
    1 * _HOUR,
    2 * _HOUR,
    4 * _HOUR,
    6 * _HOUR,
    9 * _HOUR,
    13 * _HOUR,
    18 * _HOUR,
    24 * _HOUR,
)
MAX_ATTEMPTS = len(SCHEDULE)
JITTER = 0.10
RETRY_AFTER_MAX_SECONDS = 24 * _HOUR

_random = random.SystemRandom()


def base_delay(attempts_made: int) -> int:
    """The wait before the next attempt, before jitter, after ``attempts_made`` attempts."""
    return SCHEDULE[attempts_made] - SCHEDULE[attempts_made - 1]


def next_delay(
    attempts_made: int,
    *,
    retry_after: float | None = None,
    rand: Callable[[], float] = _random.random,
) -> float | None:
    """Seconds to wait before the next attempt, or None when the attempts are used up."""
    if attempts_made < 1:
        raise ValueError("at least one attempt has been made before a retry")
    if attempts_made >= MAX_ATTEMPTS:
        return None
    delay = base_delay(attempts_made) * (1 + JITTER * rand())
    if retry_after is not None:
        delay = max(delay, min(retry_after, RETRY_AFTER_MAX_SECONDS))
    return delay


def parse_retry_after(value: str | None, now: datetime) -> float | None:
    """Seconds asked for by a ``Retry-After`` header (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(int(value))
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max((when - now).total_seconds(), 0.0)


def schedule_table() -> list[tuple[int, timedelta, timedelta]]:
    """(attempt, wait before it, time since the first attempt), for the documentation."""
    return [
        (
            n + 1,
            timedelta(seconds=SCHEDULE[n] - (SCHEDULE[n - 1] if n else 0)),
            timedelta(seconds=SCHEDULE[n]),
        )
        for n in range(MAX_ATTEMPTS)
    ]
