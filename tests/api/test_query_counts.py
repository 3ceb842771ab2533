"""List routes cost the same number of queries for 2 rows as for 6 (no N+1)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.conftest import Api
from tests.factories import ApiKeyFactory, IdentityFactory, MessageFactory, ThreadFactory


def _rows(world, n: int) -> None:
    for _ in range(n):
        identity = IdentityFactory(tenant=world.tenant)
        MessageFactory(thread=ThreadFactory(identity=identity))
        ApiKeyFactory(tenant=world.tenant)


@pytest.mark.parametrize(
    "path",
    ["/v1/identities", "/v1/threads", "/v1/keys", "/v1/tenants", "/v1/events", "/v1/audit-events"],
)
def test_a_list_does_not_query_once_per_row(world, path):
    api = Api(world.tenant_key.secret)
    _rows(world, 2)
    api.get(path)  # warm caches (keyring, content types)
    with CaptureQueriesContext(connection) as few:
        assert api.get(path).status_code == 200
    _rows(world, 4)
    with CaptureQueriesContext(connection) as many:
        assert api.get(path).status_code == 200
    assert len(many) == len(few), [q["sql"][:120] for q in many.captured_queries]
