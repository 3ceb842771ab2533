"""Two tenants claiming the same domain at the same moment: exactly one wins."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from apps.domains import selectors, services
from apps.domains.models import Domain
from pylota.core.errors import AppError
from tests.domains.conftest import ACTOR
from tests.factories import TenantFactory

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_tenants_claiming_at_once_exactly_one_wins(monkeypatch):
    tenants = [TenantFactory(), TenantFactory()]
    # Both claims pass every check before either inserts: only the database decides.
    both_checked = threading.Barrier(2, timeout=30)
    checks = selectors.domain_claiming_parent

    def checked_then_wait(**kwargs):
        found = checks(**kwargs)
        both_checked.wait()
        return found

    monkeypatch.setattr(selectors, "domain_claiming_parent", checked_then_wait)
    outcomes: dict[str, str] = {}

    def claim(tenant) -> None:
        try:
            services.domain_create(actor=ACTOR, tenant=tenant, name="contested.example.test")
            outcomes[tenant.id] = "won"
        except AppError as exc:
            outcomes[tenant.id] = exc.code
        finally:
            connection.close()

    threads = [threading.Thread(target=claim, args=(t,)) for t in tenants]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(outcomes.values()) == ["domain_taken", "won"]
    (row,) = Domain.objects.filter(name="contested.example.test")
    assert outcomes[row.tenant_id] == "won"
