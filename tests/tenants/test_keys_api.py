from datetime import timedelta

from django.utils import timezone

from apps.tenants.models import ApiKey
from tests.conftest import Api
from tests.factories import ApiKeyFactory


def test_a_new_key_is_shown_once_and_stored_as_a_digest(world):
    body = Api(world.tenant_key.secret).post("/v1/keys", {"name": "agent"}).json()
    stored = ApiKey.objects.get(pk=body["id"])
    assert body["secret"].startswith(f"pm_live_{stored.prefix}_")
    assert body["secret"] not in stored.secret_digest
    assert "secret" not in Api(world.tenant_key.secret).get(f"/v1/keys/{body['id']}").json()
    assert Api(body["secret"]).get("/v1/me").status_code == 200


def test_a_key_cannot_grant_what_it_does_not_hold(world):
    narrow = ApiKeyFactory(tenant=world.tenant, permissions=["keys:write", "events:read"])
    response = Api(narrow.secret).post("/v1/keys", {"permissions": ["messages:send"]})
    assert (response.status_code, response.json()["error"]["code"]) == (403, "permission_denied")
    default = Api(narrow.secret).post("/v1/keys", {}).json()
    assert default["permissions"] == ["events:read", "keys:write"]


def test_a_tenant_key_cannot_mint_a_partner_key(world):
    response = Api(world.tenant_key.secret).post("/v1/keys", {"level": "partner"})
    assert response.json()["error"]["code"] == "level_not_allowed"


def test_level_permissions_are_enforced(world):
    response = Api(world.platform.secret).post(
        "/v1/keys",
        {"level": "tenant", "tenant_id": world.tenant.id, "permissions": ["platform:ops"]},
    )
    assert response.status_code == 422


def test_a_partner_mints_keys_for_its_tenants_only(world):
    api = Api(world.partner_key.secret)
    assert api.post("/v1/keys", {"tenant_id": world.tenant.id}).status_code == 201
    foreign = api.post("/v1/keys", {"tenant_id": world.other_tenant.id})
    assert foreign.json()["error"]["code"] == "tenant_not_found"


def test_rotation_keeps_the_old_key_working_for_the_overlap_then_expires_it(world):
    api = Api(world.tenant_key.secret)
    old = ApiKeyFactory(tenant=world.tenant)
    response = api.post(f"/v1/keys/{old.id}/rotate", {"overlap_seconds": 3600})
    assert response.status_code == 201
    new = response.json()
    assert new["rotated_from"] == old.id
    old.refresh_from_db()
    assert old.expires_at is not None
    assert timedelta(minutes=59) < old.expires_at - timezone.now() <= timedelta(hours=1)
    assert Api(old.secret).get("/v1/me").status_code == 200
    assert Api(new["secret"]).get("/v1/me").status_code == 200
    ApiKey.objects.filter(pk=old.pk).update(expires_at=timezone.now())
    assert Api(old.secret).get("/v1/me").json()["error"]["code"] == "key_expired"


def test_revoke_and_rotate_are_audited_and_filterable_by_actor(world):
    """J6: revoke, rotate, and read the audit trail by the acting key."""
    api = Api(world.tenant_key.secret)
    victim = ApiKeyFactory(tenant=world.tenant)
    rotated = ApiKeyFactory(tenant=world.tenant)
    assert api.post(f"/v1/keys/{victim.id}/revoke").json()["state"] == "revoked"
    assert api.post(f"/v1/keys/{victim.id}/revoke").json()["error"]["code"] == "key_already_revoked"
    api.post(f"/v1/keys/{rotated.id}/rotate")
    events = api.get(f"/v1/audit-events?actor_key_id={world.tenant_key.id}").json()["data"]
    types = [e["type"] for e in events]
    assert "key.revoked" in types
    assert "key.rotated" in types
    assert "key.created" in types
    only = api.get("/v1/audit-events?type=key.revoked").json()["data"]
    assert [e["target_id"] for e in only] == [victim.id]
    assert Api(victim.secret).get("/v1/me").json()["error"]["code"] == "key_revoked"


def test_a_revoked_key_cannot_be_rotated(world):
    key = ApiKeyFactory(tenant=world.tenant, revoked_at=timezone.now())
    response = Api(world.tenant_key.secret).post(f"/v1/keys/{key.id}/rotate")
    assert response.status_code == 409
