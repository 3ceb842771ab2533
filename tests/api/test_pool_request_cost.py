"""The fixed cost of an authenticated request: reading the key is all it takes; a key's
``last_used_at`` is written at most once a minute, not on every request."""

from __future__ import annotations

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.conftest import Api
from tests.factories import ApiKeyFactory, TenantFactory


def _writes(api: Api) -> list[str]:
    with CaptureQueriesContext(connection) as captured:
        assert api.get("/v1/me").status_code == 200
    return [q["sql"] for q in captured.captured_queries if q["sql"].lstrip().startswith("UPDATE")]


def test_an_authenticated_request_writes_last_used_at_at_most_once_a_minute(db):
    key = ApiKeyFactory(tenant=TenantFactory())
    api = Api(key.secret)
    first = _writes(api)
    assert len(first) == 1
    assert "last_used_at" in first[0]
    key.refresh_from_db()
    stamped = key.last_used_at
    for _ in range(5):
        assert _writes(api) == []
    key.refresh_from_db()
    assert key.last_used_at == stamped
    # A minute later the next request records the use again.
    type(key).objects.filter(pk=key.pk).update(last_used_at=stamped - timedelta(seconds=61))
    again = _writes(api)
    assert len(again) == 1
    assert "last_used_at" in again[0]
    key.refresh_from_db()
    assert key.last_used_at > stamped
