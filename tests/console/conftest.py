"""Every console test gets a workspace with an owner, a teammate of each other role, and an
outsider who owns a workspace of their own; clients are signed in as each of them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.test import Client

from tests.factories import MembershipFactory, TenantFactory


@dataclass
class People:
    tenant: object
    owner: object
    admin: object
    member: object
    viewer: object
    outsider: object
    other_tenant: object

    def client(self, who: str) -> Client:
        client = Client()
        client.force_login(
            getattr(self, who), backend="allauth.account.auth_backends.AuthenticationBackend"
        )
        return client

    def url(self, path: str = "", tenant=None) -> str:
        return f"/console/{(tenant or self.tenant).id}/{path}"


@pytest.fixture
def people(db) -> People:
    tenant = TenantFactory(name="Acme agents")
    other_tenant = TenantFactory(name="Elsewhere")
    by_role = {
        role: MembershipFactory(tenant=tenant, role=role).user
        for role in ("owner", "admin", "member", "viewer")
    }
    outsider = MembershipFactory(tenant=other_tenant, role="owner").user
    return People(tenant=tenant, outsider=outsider, other_tenant=other_tenant, **by_role)
