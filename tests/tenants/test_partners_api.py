from apps.tenants.models import AuditEvent, Partner
from tests.conftest import Api
from tests.factories import ApiKeyFactory, PartnerFactory


def test_the_platform_creates_and_lists_partners(world):
    api = Api(world.platform.secret)
    created = api.post("/v1/partners", {"name": "Reseller", "max_tenants": 3})
    assert created.status_code == 201
    ids = [p["id"] for p in api.get("/v1/partners").json()["data"]]
    assert created.json()["id"] in ids
    assert AuditEvent.objects.filter(type="partner.created", target_id=created.json()["id"])


def test_a_partner_sees_only_itself(world):
    body = Api(world.partner_key.secret).get("/v1/partners").json()
    assert [p["id"] for p in body["data"]] == [world.partner.id]


def test_a_partner_can_lower_but_not_raise_its_ceilings(world):
    api = Api(world.partner_key.secret)
    lowered = api.patch(
        f"/v1/partners/{world.partner.id}", {"policy_ceilings": {"max_identities": 10}}
    )
    assert lowered.json()["policy_ceilings"] == {"max_identities": 10}
    raised = api.patch(
        f"/v1/partners/{world.partner.id}", {"policy_ceilings": {"max_identities": 11}}
    )
    assert (raised.status_code, raised.json()["error"]["code"]) == (422, "policy_ceiling_exceeded")


def test_a_partner_cannot_change_its_own_max_tenants(world):
    response = Api(world.partner_key.secret).patch(
        f"/v1/partners/{world.partner.id}", {"max_tenants": 1000}
    )
    assert response.json()["error"]["code"] == "level_not_allowed"


def test_deleting_a_partner_with_tenants_is_refused(world):
    response = Api(world.platform.secret).delete(f"/v1/partners/{world.partner.id}")
    assert (response.status_code, response.json()["error"]["code"]) == (409, "partner_has_tenants")


def test_deleting_a_partner_is_soft_and_revokes_its_keys(world):
    partner = PartnerFactory()
    key = ApiKeyFactory(partner=partner)
    assert Api(world.platform.secret).delete(f"/v1/partners/{partner.id}").status_code == 204
    partner.refresh_from_db()
    assert partner.deleted_at is not None
    assert Partner.objects.filter(pk=partner.id).exists()
    assert Api(key.secret).get("/v1/me").status_code == 401
    assert Api(world.platform.secret).get(f"/v1/partners/{partner.id}").status_code == 404


def test_suspending_a_partner_is_platform_only(world):
    response = Api(world.partner_key.secret).post(f"/v1/partners/{world.partner.id}/suspend")
    assert response.json()["error"]["code"] == "level_not_allowed"
    assert (
        Api(world.platform.secret).post(f"/v1/partners/{world.partner.id}/suspend").json()["status"]
        == "suspended"
    )
