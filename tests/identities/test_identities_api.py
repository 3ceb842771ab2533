from django.test import override_settings

from apps.events.models import Event
from apps.identities.models import Address, Identity
from apps.tenants.models import AuditEvent
from tests.conftest import Api
from tests.factories import ApiKeyFactory, IdentityFactory


def test_creating_an_identity_gives_it_a_platform_address_and_events(world, settings):
    settings.PM_PLATFORM_DOMAIN = "agents.example.test"
    response = Api(world.tenant_key.secret).post(
        "/v1/identities", {"name": "Support Bot", "local_part": "support-bot"}
    )
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["primary_address"] == "support-bot@agents.example.test"
    assert body["status"] == "active"
    types = set(Event.objects.filter(tenant_id=world.tenant.id).values_list("type", flat=True))
    assert {"identity.created", "address.created"} <= types
    assert AuditEvent.objects.filter(type="identity.created", target_id=body["id"]).exists()


def test_a_local_part_is_generated_from_the_name_when_absent(world):
    body = Api(world.tenant_key.secret).post("/v1/identities", {"name": "Billing Agent"}).json()
    local = body["primary_address"].split("@")[0]
    assert local.startswith("billing-agent-")
    assert len(local) == len("billing-agent-") + 5


def test_reserved_and_invalid_local_parts_are_refused(world):
    api = Api(world.tenant_key.secret)
    for local in ("postmaster", "abuse", "Has Space", "-dash", "a..b", "x" * 65, "tag+plus"):
        response = api.post(
            "/v1/identities", {"name": f"n{len(local)}{local[:3]}x", "local_part": local}
        )
        assert response.status_code == 422, local
        assert response.json()["error"]["code"] in {"address_invalid", "validation_failed"}
    assert not Identity.objects.filter(tenant=world.tenant).exists()


def test_an_address_is_never_handed_out_twice(world):
    api = Api(world.tenant_key.secret)
    assert api.post("/v1/identities", {"name": "one", "local_part": "shared"}).status_code == 201
    other = Api(world.other_tenant_key.secret).post(
        "/v1/identities", {"name": "two", "local_part": "shared"}
    )
    assert (other.status_code, other.json()["error"]["code"]) == (409, "address_taken")
    # The failed identity was rolled back with its address.
    assert not Identity.objects.filter(tenant=world.other_tenant).exists()


def test_identity_names_are_unique_per_tenant(world):
    api = Api(world.tenant_key.secret)
    api.post("/v1/identities", {"name": "dup"})
    assert (
        api.post("/v1/identities", {"name": "dup"}).json()["error"]["code"] == "identity_name_taken"
    )
    assert (
        Api(world.other_tenant_key.secret).post("/v1/identities", {"name": "dup"}).status_code
        == 201
    )


def test_the_identity_limit_is_the_tenant_policy(world):
    world.tenant.policy = {**world.tenant.policy, "max_identities": 1}
    world.tenant.save()
    api = Api(world.tenant_key.secret)
    assert api.post("/v1/identities", {"name": "first"}).status_code == 201
    response = api.post("/v1/identities", {"name": "second"})
    assert (response.status_code, response.json()["error"]["code"]) == (
        409,
        "identity_limit_reached",
    )


def test_pause_resume_update_and_delete(world):
    identity = IdentityFactory(tenant=world.tenant)
    api = Api(world.tenant_key.secret)
    paused = api.post(f"/v1/identities/{identity.id}/pause").json()
    assert (paused["status"], paused["paused_reason"]) == ("paused", "manual")
    assert api.post(f"/v1/identities/{identity.id}/resume").json()["status"] == "active"
    renamed = api.patch(f"/v1/identities/{identity.id}", {"display_name": "Ada"}).json()
    assert renamed["display_name"] == "Ada"
    assert api.delete(f"/v1/identities/{identity.id}").status_code == 204
    assert api.get(f"/v1/identities/{identity.id}").json()["error"]["code"] == "identity_not_found"
    types = list(
        Event.objects.filter(data__id=identity.id).order_by("id").values_list("type", flat=True)
    )
    assert types == ["identity.paused", "identity.resumed", "identity.updated", "identity.deleted"]


def test_plus_addressing_reaches_the_identity_and_keeps_the_tag(world):
    from apps.identities.selectors import address_resolve

    identity = IdentityFactory(tenant=world.tenant, primary="agent")
    address, tag = address_resolve("Agent+Invoices@Agents.Pylota.Test")
    assert (address.identity_id, tag) == (identity.id, "invoices")
    assert address_resolve("agent@agents.pylota.test")[1] is None
    assert address_resolve("nobody@agents.pylota.test") is None
    identity.status = Identity.Status.DELETED
    identity.save()
    assert address_resolve("agent@agents.pylota.test") is None


def test_more_addresses_can_be_added_and_read(world):
    identity = IdentityFactory(tenant=world.tenant)
    api = Api(world.tenant_key.secret)
    created = api.post(f"/v1/identities/{identity.id}/addresses", {"local_part": "second"})
    assert created.status_code == 201
    listed = api.get(f"/v1/identities/{identity.id}/addresses").json()["data"]
    assert {a["local_part"] for a in listed} == {identity.primary.local_part, "second"}
    assert api.get(f"/v1/addresses/{created.json()['id']}").json()["is_primary"] is False


def test_an_identity_scoped_key_sees_only_its_identity(world):
    mine = IdentityFactory(tenant=world.tenant)
    IdentityFactory(tenant=world.tenant)
    key = ApiKeyFactory(tenant=world.tenant, identity_id=mine.id)
    listed = Api(key.secret).get("/v1/identities").json()["data"]
    assert [i["id"] for i in listed] == [mine.id]
    assert Api(key.secret).post("/v1/identities", {"name": "x"}).json()["error"]["code"] == (
        "identity_scope_exceeded"
    )


def test_the_system_identity_is_never_listed_nor_reachable_by_tenant_keys(world):
    from apps.identities.services import system_identity

    system = system_identity()
    assert system_identity().id == system.id
    assert Address.objects.get(identity=system).local_part == "pylota"
    platform = Api(world.platform.secret)
    assert system.id not in platform.get("/v1/identities").content.decode()
    assert platform.get(f"/v1/identities/{system.id}").status_code == 404


@override_settings(PM_PLATFORM_DOMAIN="agents.pylota.test")
def test_a_platform_key_names_the_tenant(world):
    api = Api(world.platform.secret)
    missing = api.post("/v1/identities", {"name": "p"})
    assert missing.status_code == 422
    ok = api.post("/v1/identities", {"name": "p", "tenant_id": world.tenant.id})
    assert ok.json()["tenant_id"] == world.tenant.id
