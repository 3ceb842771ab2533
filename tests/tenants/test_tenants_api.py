from apps.tenants.models import AuditEvent, Tenant
from pylota.core import policy
from tests.conftest import Api
from tests.factories import TenantFactory


def test_a_partner_key_creates_a_tenant_under_its_partner(world):
    response = Api(world.partner_key.secret).post("/v1/tenants", {"name": "Acme"})
    assert response.status_code == 201
    tenant = Tenant.objects.get(pk=response.json()["id"])
    assert tenant.partner_id == world.partner.id
    audit = AuditEvent.objects.get(type="tenant.created", target_id=tenant.id)
    assert audit.actor_key_id == world.partner_key.id
    assert audit.partner_id == world.partner.id


def test_a_tenant_key_cannot_create_tenants(world):
    response = Api(world.tenant_key.secret).post("/v1/tenants", {"name": "Nope"})
    assert response.json()["error"]["code"] == "level_not_allowed"


def test_a_partner_cannot_exceed_max_tenants(world):
    world.partner.max_tenants = 1  # it already has world.tenant
    world.partner.save()
    response = Api(world.partner_key.secret).post("/v1/tenants", {"name": "Second"})
    assert (response.status_code, response.json()["error"]["code"]) == (409, "partner_tenant_limit")


def test_lists_paginate_with_a_cursor(world):
    for n in range(5):
        TenantFactory(partner=world.partner, name=f"page {n}")
    api = Api(world.partner_key.secret)
    seen, cursor = [], None
    while True:
        query = f"/v1/tenants?limit=2{'&cursor=' + cursor if cursor else ''}"
        body = api.get(query).json()
        seen += [t["id"] for t in body["data"]]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    expected = list(
        Tenant.objects.filter(partner=world.partner).order_by("-id").values_list("id", flat=True)
    )
    assert seen == expected
    assert len(seen) == 6


def test_a_tenant_key_renames_its_tenant_but_cannot_change_policy(world):
    api = Api(world.tenant_key.secret)
    assert api.patch(f"/v1/tenants/{world.tenant.id}", {"name": "Renamed"}).status_code == 200
    response = api.patch(f"/v1/tenants/{world.tenant.id}", {"policy": {"send_daily_cap": 5}})
    assert response.json()["error"]["code"] == "level_not_allowed"
    world.tenant.refresh_from_db()
    assert world.tenant.name == "Renamed"


def test_policy_values_stay_under_the_partner_ceiling(world):
    world.partner.policy_ceilings = {"send_daily_cap": 500}
    world.partner.save()
    api = Api(world.partner_key.secret)
    over = api.patch(f"/v1/tenants/{world.tenant.id}", {"policy": {"send_daily_cap": 501}})
    assert (over.status_code, over.json()["error"]["code"]) == (422, "policy_ceiling_exceeded")
    assert "policy.send_daily_cap" in over.json()["error"]["details"]["fields"]
    ok = api.patch(f"/v1/tenants/{world.tenant.id}", {"policy": {"send_daily_cap": 400}})
    assert ok.json()["policy"]["send_daily_cap"] == 400
    assert ok.json()["policy_ceilings"]["send_daily_cap"] == 500


def test_a_new_partner_tenant_gets_defaults_capped_by_the_partner_ceiling(world):
    world.partner.policy_ceilings = {"max_identities": 3}
    world.partner.save()
    body = Api(world.partner_key.secret).post("/v1/tenants", {"name": "Small"}).json()
    assert body["policy"]["max_identities"] == 3
    assert body["policy"]["send_daily_cap"] == policy.defaults()["send_daily_cap"]


def test_unknown_policy_fields_are_refused(world):
    response = Api(world.platform.secret).post(
        "/v1/tenants", {"name": "x", "policy": {"teleport": 1}}
    )
    assert response.status_code == 422


def test_a_partner_cannot_lift_a_platform_suspension(world):
    Api(world.platform.secret).post(f"/v1/tenants/{world.tenant.id}/suspend")
    response = Api(world.partner_key.secret).post(f"/v1/tenants/{world.tenant.id}/resume")
    assert response.json()["error"]["code"] == "level_not_allowed"
    resumed = Api(world.platform.secret).post(f"/v1/tenants/{world.tenant.id}/resume")
    assert resumed.json()["status"] == "active"
    assert resumed.json()["suspended_by"] is None


def test_suspension_is_audited_with_who_suspended(world):
    body = Api(world.partner_key.secret).post(f"/v1/tenants/{world.tenant.id}/suspend").json()
    assert (body["status"], body["suspended_by"]) == ("suspended", "partner")
    audit = AuditEvent.objects.get(type="tenant.suspended", target_id=world.tenant.id)
    assert audit.data == {"by": "partner"}


def test_a_partner_cannot_downgrade_a_platform_suspension_to_lift_it(world):
    Api(world.platform.secret).post(f"/v1/tenants/{world.tenant.id}/suspend")
    partner = Api(world.partner_key.secret)
    again = partner.post(f"/v1/tenants/{world.tenant.id}/suspend").json()
    assert again["suspended_by"] == "platform"
    response = partner.post(f"/v1/tenants/{world.tenant.id}/resume")
    assert response.json()["error"]["code"] == "level_not_allowed"
