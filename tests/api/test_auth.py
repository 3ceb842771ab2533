from datetime import timedelta

import pytest
from django.utils import timezone

from apps.tenants.models import Status
from tests.conftest import Api
from tests.factories import ApiKeyFactory


def _code(response) -> str:
    return response.json()["error"]["code"]


def test_it_answers_401_without_a_key(world, anonymous):
    response = anonymous.get("/v1/me")
    assert response.status_code == 401
    assert _code(response) == "unauthenticated"
    assert response["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize(
    "header",
    [
        "Bearer pm_live_AAAAAAAA_" + "b" * 33,  # well formed, unknown
        "Bearer not-a-key",
        "Basic dXNlcjpwYXNz",
        "Bearer ",
    ],
)
def test_it_refuses_unknown_and_malformed_keys(world, header):
    response = Api().client.get("/v1/me", HTTP_AUTHORIZATION=header)
    assert response.status_code == 401
    assert _code(response) == "unauthenticated"


def test_it_refuses_a_right_prefix_with_a_wrong_secret(world):
    forged = world.tenant_key.secret[:-1] + ("a" if world.tenant_key.secret[-1] != "a" else "b")
    response = Api(forged).get("/v1/me")
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_it_refuses_an_expired_key(world):
    key = ApiKeyFactory(tenant=world.tenant, expires_at=timezone.now() - timedelta(seconds=1))
    response = Api(key.secret).get("/v1/me")
    assert (response.status_code, _code(response)) == (401, "key_expired")


def test_it_refuses_a_revoked_key(world):
    key = ApiKeyFactory(tenant=world.tenant, revoked_at=timezone.now())
    response = Api(key.secret).get("/v1/me")
    assert (response.status_code, _code(response)) == (401, "key_revoked")


def test_it_refuses_a_key_without_the_permission(world):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["events:read"])
    response = Api(key.secret).get("/v1/tenants")
    assert (response.status_code, _code(response)) == (403, "permission_denied")
    assert response.json()["error"]["details"] == {"required": "tenants:read"}
    assert Api(key.secret).get("/v1/events").status_code == 200


def test_an_identity_scoped_key_cannot_use_tenant_wide_routes(world):
    key = ApiKeyFactory(tenant=world.tenant, identity_id="idn_01M8MAEQNKWCP0Z6WMET8R851G")
    response = Api(key.secret).get("/v1/tenants")
    assert (response.status_code, _code(response)) == (403, "identity_scope_exceeded")
    assert Api(key.secret).get("/v1/me").status_code == 200


def test_an_identity_scoped_key_cannot_mint_a_key_for_another_identity(world):
    key = ApiKeyFactory(tenant=world.tenant, identity_id="idn_01M8MAEQNKWCP0Z6WMET8R851G")
    response = Api(key.secret).post(
        "/v1/keys", {"identity_id": "idn_01M8MAEQNKWCP0Z6WMET8R851H", "permissions": []}
    )
    assert (response.status_code, _code(response)) == (403, "identity_scope_exceeded")


def test_a_suspended_tenant_key_gets_403(world):
    world.tenant.status = Status.SUSPENDED
    world.tenant.save()
    response = Api(world.tenant_key.secret).get("/v1/me")
    assert (response.status_code, _code(response)) == (403, "tenant_suspended")


def test_a_suspended_partner_stops_its_keys_and_its_tenants_keys(world):
    world.partner.status = Status.SUSPENDED
    world.partner.save()
    for key in (world.partner_key, world.tenant_key):
        response = Api(key.secret).get("/v1/me")
        assert (response.status_code, _code(response)) == (403, "partner_suspended")
    assert Api(world.other_tenant_key.secret).get("/v1/me").status_code == 200


def test_a_key_records_when_it_was_last_used(world):
    assert world.tenant_key.last_used_at is None
    Api(world.tenant_key.secret).get("/v1/me")
    world.tenant_key.refresh_from_db()
    assert world.tenant_key.last_used_at is not None


def test_me_describes_the_calling_key(world):
    body = Api(world.tenant_key.secret).get("/v1/me").json()
    assert body["key"]["id"] == world.tenant_key.id
    assert body["tenant"]["id"] == world.tenant.id
    assert body["partner"]["id"] == world.partner.id
    assert body["level"] == "tenant"
    assert "secret" not in body["key"]
    assert "secret_digest" not in str(body)
