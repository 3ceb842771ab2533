"""IDs sort by creation time, so a bound made from a time selects what came after it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.ids import lowest_id, new_id

START = datetime(2020, 1, 1, tzinfo=UTC)


@given(st.integers(0, 10**9), st.integers(-(10**6), 10**6))
def test_the_lowest_id_of_a_time_is_below_every_id_made_from_then_on(offset_ms, delta_ms):
    since = START + timedelta(milliseconds=offset_ms)
    made_ms = int(since.timestamp() * 1000) + delta_ms
    made = new_id("msg", made_ms)
    assert (made >= lowest_id("msg", since)) == (delta_ms >= 0)


def test_an_unknown_prefix_is_refused():
    with pytest.raises(ValueError, match="unknown id prefix"):
        lowest_id("nope", START)
