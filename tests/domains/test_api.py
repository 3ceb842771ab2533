"""/v1/domains: claim, records (JSON and BIND), verify, probe, transport, catch-all, removal."""

from __future__ import annotations

import dns.zone
import pytest

from apps.domains.models import Domain
from tests.conftest import Api
from tests.domains.conftest import prove, publish
from tests.factories import ApiKeyFactory, DomainFactory, IdentityFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(world) -> Api:
    return Api(world.tenant_key.secret)


def test_adding_a_domain_shows_the_challenge(api, world):
    response = api.post(
        "/v1/domains", {"name": "Acme.example.test"}, headers={"Idempotency-Key": "k1"}
    )
    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["name"], body["state"], body["tenant_id"]) == (
        "acme.example.test",
        "pending_ownership",
        world.tenant.id,
    )
    assert body["ownership"]["name"] == "_pylota-challenge.acme.example.test"
    assert body["ownership"]["value"].startswith("pylota-verification=")
    assert [r["kind"] for r in body["records"]] == ["ownership"]
    replay = api.post(
        "/v1/domains", {"name": "Acme.example.test"}, headers={"Idempotency-Key": "k1"}
    )
    assert replay.status_code == 201
    assert replay.json()["id"] == body["id"]
    listed = api.get("/v1/domains").json()
    assert [d["id"] for d in listed["data"]] == [body["id"]]
    assert listed["next_cursor"] is None


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"name": "co.uk"}, 422, "domain_invalid"),
        ({"name": "agents.pylota.test"}, 409, "domain_taken"),
        ({"name": "x.example.test", "method": "carrier_pigeon"}, 422, "validation_failed"),
        ({}, 422, "validation_failed"),
    ],
)
def test_bad_claims_answer_in_the_envelope(api, body, status, code):
    response = api.post("/v1/domains", body)
    assert (response.status_code, response.json()["error"]["code"]) == (status, code)


def test_another_tenants_name_is_taken(api, world):
    DomainFactory(tenant=world.other_tenant, name="theirs.example.test")
    response = api.post("/v1/domains", {"name": "theirs.example.test"})
    assert (response.status_code, response.json()["error"]["code"]) == (409, "domain_taken")


def test_platform_keys_name_the_tenant(world):
    platform = Api(world.platform.secret)
    refused = platform.post("/v1/domains", {"name": "p.example.test"})
    assert refused.status_code == 422
    made = platform.post("/v1/domains", {"name": "p.example.test", "tenant_id": world.tenant.id})
    assert made.status_code == 201
    assert made.json()["tenant_id"] == world.tenant.id


def test_verify_then_records_as_json_and_bind(api, world, zone):
    domain = DomainFactory(tenant=world.tenant)
    prove(zone, domain)
    verified = api.post(f"/v1/domains/{domain.id}/verify")
    assert verified.status_code == 200
    assert verified.json()["state"] == "configuring"
    records = api.get(f"/v1/domains/{domain.id}/records").json()
    kinds = {r["kind"]: r for r in records["data"]}
    assert set(kinds) >= {"ownership", "mx", "spf", "dkim", "dmarc", "return_path"}
    assert kinds["ownership"]["status"] == "ok"
    assert kinds["mx"]["status"] == "missing"
    assert kinds["mx"]["detail"].startswith("Publish an MX record")

    bind = api.get(f"/v1/domains/{domain.id}/records?format=bind")
    assert bind.status_code == 200
    assert bind["Content-Type"].startswith("text/dns")
    text = bind.content.decode()
    parsed = dns.zone.from_text(
        "@ 3600 IN SOA ns. host. 1 2 3 4 5\n@ 3600 IN NS ns.\n" + text,
        origin=f"{domain.name}.",
        relativize=False,
    )
    assert parsed.find_rdataset(f"{domain.name}.", "MX")

    publish(zone, Domain.objects.get(pk=domain.pk))
    active = api.post(f"/v1/domains/{domain.id}/verify").json()
    assert active["state"] == "active"
    assert {r["status"] for r in active["records"]} == {"ok"}


def test_records_in_bind_of_another_tenants_domain_is_a_json_404(world):
    domain = DomainFactory(tenant=world.other_tenant)
    response = Api(world.tenant_key.secret).get(f"/v1/domains/{domain.id}/records?format=bind")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "domain_not_found"


def test_probe_before_the_records_is_refused(api, world):
    domain = DomainFactory(tenant=world.tenant)
    response = api.post(f"/v1/domains/{domain.id}/probe")
    assert (response.status_code, response.json()["error"]["code"]) == (409, "domain_state_invalid")


def test_patch_transport_catch_all_and_method(api, world):
    domain = DomainFactory(tenant=world.tenant)
    unavailable = api.patch(f"/v1/domains/{domain.id}", {"transport": "smtp_relay"})
    assert unavailable.status_code == 409
    assert unavailable.json()["error"]["code"] == "domain_transport_unavailable"

    theirs = IdentityFactory(tenant=world.other_tenant)
    foreign = api.patch(f"/v1/domains/{domain.id}", {"catch_all_identity_id": theirs.id})
    assert (foreign.status_code, foreign.json()["error"]["code"]) == (404, "identity_not_found")

    mine = IdentityFactory(tenant=world.tenant)
    patched = api.patch(
        f"/v1/domains/{domain.id}", {"catch_all_identity_id": mine.id, "method": "send_only"}
    ).json()
    assert (patched["catch_all_identity_id"], patched["method"]) == (mine.id, "send_only")
    off = api.patch(f"/v1/domains/{domain.id}", {"catch_all_identity_id": None}).json()
    assert off["catch_all_identity_id"] is None


def test_delete_removes_it_from_the_list(api, world):
    domain = DomainFactory(tenant=world.tenant)
    assert api.delete(f"/v1/domains/{domain.id}").status_code == 204
    assert api.get(f"/v1/domains/{domain.id}").status_code == 404
    assert api.get("/v1/domains").json()["data"] == []


def test_a_key_without_domains_write_is_refused(world):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["identities:read"])
    response = Api(key.secret).get("/v1/domains")
    assert (response.status_code, response.json()["error"]["code"]) == (403, "permission_denied")
