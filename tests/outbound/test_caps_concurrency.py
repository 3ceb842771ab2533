"""Daily caps hold under concurrency: many senders at once never pass a cap."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection

from apps.outbound.models import Send, SendCounter
from tests.conftest import Api
from tests.factories import IdentityFactory
from tests.outbound.conftest import send_body

pytestmark = pytest.mark.slow


def test_concurrent_sends_never_pass_the_identity_or_tenant_cap(transactional_db, world):
    world.tenant.policy = {**world.tenant.policy, "send_daily_cap": 7}
    world.tenant.save()
    agents = [IdentityFactory(tenant=world.tenant) for _ in range(2)]
    secret = world.tenant_key.secret

    def send(i: int) -> int:
        try:
            agent = agents[i % 2]
            return (
                Api(secret)
                .post(
                    f"/v1/identities/{agent.id}/messages?dry_run=false",
                    send_body(to=[f"r{i}@simulator.pylota.test"]),
                )
                .status_code
            )
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=8) as pool:
        codes = list(pool.map(send, range(16)))
    assert codes.count(202) == 7
    assert set(codes) == {202, 429}
    assert Send.objects.count() == 7
    assert SendCounter.objects.get(scope=world.tenant.id).count == 7


def test_idempotent_concurrent_resubmission_sends_once(transactional_db, world):
    agent = IdentityFactory(tenant=world.tenant)
    secret = world.tenant_key.secret

    def send(_: int) -> int:
        try:
            return (
                Api(secret)
                .post(
                    f"/v1/identities/{agent.id}/messages",
                    send_body(),
                    headers={"Idempotency-Key": "same-key"},
                )
                .status_code
            )
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=6) as pool:
        codes = list(pool.map(send, range(6)))
    assert Send.objects.count() == 1
    assert set(codes) <= {202, 409}
