"""List routes cost the same number of queries for 2 rows as for 6 (no N+1).

A case can only catch a query per row if the route really lists more rows the second
time, so every case checks the size of the page at both sizes before comparing counts.
Events and audit rows exist only as side effects of services, so identities are created
through ``identity_create`` (one ``identity.created`` and one ``address.created`` each).
"""

from __future__ import annotations

import itertools

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.identities.services import identity_create
from pylota.core.principal import Actor
from tests.conftest import Api
from tests.factories import ApiKeyFactory, MessageFactory, TenantFactory, ThreadFactory

_names = itertools.count()


def _rows(world, n: int) -> None:
    """n more rows for every case: identities (with their events and audit rows), threads,
    tenant keys, and tenants of the partner."""
    for _ in range(n):
        identity = identity_create(
            actor=Actor(key_id=world.tenant_key.id),
            tenant=world.tenant,
            name=f"agent-{next(_names)}",
        )
        MessageFactory(thread=ThreadFactory(identity=identity))
        ApiKeyFactory(tenant=world.tenant)
        TenantFactory(partner=world.partner)


# (route, the key that lists it, rows listed after 2 steps, after 6 steps)
CASES = [
    ("/v1/identities", "tenant_key", 2, 6),
    ("/v1/threads", "tenant_key", 2, 6),
    ("/v1/keys", "tenant_key", 3, 7),  # and the tenant's own key
    ("/v1/tenants", "partner_key", 3, 7),  # and world.tenant; a tenant key sees only its own
    ("/v1/events", "tenant_key", 4, 12),  # identity.created and address.created
    ("/v1/audit-events", "tenant_key", 4, 12),  # identity.created and address.created
]


@pytest.mark.parametrize(("path", "key", "few_rows", "many_rows"), CASES, ids=[c[0] for c in CASES])
def test_a_list_does_not_query_once_per_row(world, path, key, few_rows, many_rows):
    api = Api(getattr(world, key).secret)
    _rows(world, 2)
    api.get(path)  # warm caches (keyring, content types)
    with CaptureQueriesContext(connection) as few:
        response = api.get(path)
    assert response.status_code == 200
    assert len(response.json()["data"]) == few_rows
    _rows(world, 4)
    with CaptureQueriesContext(connection) as many:
        response = api.get(path)
    assert response.status_code == 200
    assert len(response.json()["data"]) == many_rows
    assert len(many) == len(few), [q["sql"][:120] for q in many.captured_queries]
