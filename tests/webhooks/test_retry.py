"""The documented retry schedule (pylota.core.webhooks.retry): pure arithmetic, no database."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from pylota.core.webhooks import retry

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def test_thirteen_attempts_the_last_one_24_hours_after_the_first():
    assert retry.MAX_ATTEMPTS == 13
    assert retry.SCHEDULE[0] == 0
    assert retry.SCHEDULE[-1] == 24 * 3600
    assert list(retry.SCHEDULE) == sorted(set(retry.SCHEDULE))


@pytest.mark.parametrize("attempts_made", range(1, 13))
def test_jitter_only_lengthens_a_wait_by_at_most_ten_percent(attempts_made):
    base = retry.base_delay(attempts_made)
    assert retry.next_delay(attempts_made, rand=lambda: 0.0) == base
    assert retry.next_delay(attempts_made, rand=lambda: 1.0) == pytest.approx(base * 1.1)


def test_there_is_no_fourteenth_attempt():
    assert retry.next_delay(13) is None


def test_retry_after_waits_longer_but_never_shorter_and_at_most_a_day():
    assert retry.next_delay(1, retry_after=120, rand=lambda: 0.0) == 120
    assert retry.next_delay(5, retry_after=1, rand=lambda: 0.0) == retry.base_delay(5)
    assert retry.next_delay(1, retry_after=10**9, rand=lambda: 0.0) == 24 * 3600


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        ("120", 120.0),
        (" 7 ", 7.0),
        (format_datetime(NOW + timedelta(minutes=5), usegmt=True), 300.0),
        (format_datetime(NOW - timedelta(minutes=5), usegmt=True), 0.0),
        ("soon", None),
        ("-5", None),
        ("", None),
        (None, None),
    ],
)
def test_retry_after_is_read_as_seconds_or_an_http_date(header, seconds):
    assert retry.parse_retry_after(header, NOW) == seconds


def test_the_documented_table_matches_the_schedule():
    table = retry.schedule_table()
    assert table[1] == (2, timedelta(seconds=15), timedelta(seconds=15))
    assert table[-1] == (13, timedelta(hours=6), timedelta(hours=24))
