"""The triage rules API: create, list in order, update, move, reorder, delete, and bad input
in the error envelope."""

from __future__ import annotations

import pytest

from apps.tenants.models import AuditEvent
from apps.triage.models import TriageRule
from tests.conftest import Api
from tests.factories import IdentityFactory


@pytest.fixture
def api(world) -> Api:
    return Api(world.tenant_key.secret)


def _create(api: Api, **body) -> dict:
    body.setdefault("actions", {"add_labels": ["x"]})
    response = api.post("/v1/triage/rules", body)
    assert response.status_code == 201, response.content
    return response.json()


def _order(api: Api) -> list[str]:
    return [rule["name"] for rule in api.get("/v1/triage/rules").json()["data"]]


def test_rules_are_created_last_and_listed_in_the_order_they_run(api, world):
    first = _create(api, name="a", conditions={"from": ["Acme.Example"]})
    _create(api, name="b")
    _create(api, name="c", position=1)
    assert _order(api) == ["c", "a", "b"]
    assert first["conditions"] == {"from": ["acme.example"]}  # stored in its normal form
    assert first["tenant_id"] == world.tenant.id
    assert AuditEvent.objects.filter(type="triage_rule.created").count() == 3


def test_a_rule_moves_and_the_others_make_room(api):
    ids = [_create(api, name=name)["id"] for name in "abcd"]
    response = api.patch(f"/v1/triage/rules/{ids[3]}", {"position": 2, "enabled": False})
    assert response.status_code == 200
    assert response.json()["enabled"] is False
    assert _order(api) == ["a", "d", "b", "c"]
    assert [r["position"] for r in api.get("/v1/triage/rules").json()["data"]] == [1, 2, 3, 4]
    assert api.delete(f"/v1/triage/rules/{ids[0]}").status_code == 204
    assert _order(api) == ["d", "b", "c"]
    assert api.get(f"/v1/triage/rules/{ids[0]}").json()["error"]["code"] == (
        "triage_rule_not_found"
    )


def test_reorder_names_every_rule_once(api):
    ids = [_create(api, name=name)["id"] for name in "abc"]
    response = api.post("/v1/triage/rules/reorder", {"rule_ids": [ids[2], ids[0], ids[1]]})
    assert response.status_code == 200
    assert [r["name"] for r in response.json()["data"]] == ["c", "a", "b"]
    assert _order(api) == ["c", "a", "b"]
    for bad in ([ids[0], ids[1]], [ids[0], ids[0], ids[1], ids[2]]):
        response = api.post("/v1/triage/rules/reorder", {"rule_ids": bad})
        assert response.status_code == 422
        assert "rule_ids" in response.json()["error"]["details"]["fields"]
    assert _order(api) == ["c", "a", "b"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"actions": {}}, "actions"),
        ({"actions": {"priority": "asap"}}, "priority"),
        ({"actions": {"add_labels": ["x"]}, "conditions": {"from": "dana"}}, "from"),
        ({"actions": {"add_labels": ["x"]}, "conditions": {"auth": {"dkim": ["ok"]}}}, "auth.dkim"),
        ({"actions": {"add_labels": ["x"]}, "position": 0}, "position"),
        ({}, "actions"),
    ],
)
def test_bad_rules_answer_422_naming_the_field(api, body, field):
    response = api.post("/v1/triage/rules", body)
    assert response.status_code == 422, response.content
    error = response.json()["error"]
    assert error["code"] == "validation_failed"
    assert field in error["details"]["fields"]
    assert TriageRule.objects.count() == 0


def test_a_patch_with_bad_actions_changes_nothing(api):
    rule = _create(api, name="a", actions={"priority": "high"})
    response = api.patch(f"/v1/triage/rules/{rule['id']}", {"actions": {"priority": "p0"}})
    assert response.status_code == 422
    assert api.get(f"/v1/triage/rules/{rule['id']}").json()["actions"] == {"priority": "high"}


def test_an_identity_rule_must_name_an_identity_of_the_tenant(api, world):
    mine = IdentityFactory(tenant=world.tenant)
    theirs = IdentityFactory(tenant=world.other_tenant)
    assert _create(api, identity_id=mine.id)["identity_id"] == mine.id
    response = api.post(
        "/v1/triage/rules", {"actions": {"add_labels": ["x"]}, "identity_id": theirs.id}
    )
    assert response.json()["error"]["code"] == "identity_not_found"
    listed = api.get(f"/v1/triage/rules?identity_id={mine.id}").json()["data"]
    assert [r["identity_id"] for r in listed] == [mine.id]


def test_partner_keys_name_the_tenant(world):
    partner = Api(world.partner_key.secret)
    response = partner.post("/v1/triage/rules", {"actions": {"add_labels": ["x"]}})
    assert response.status_code == 422
    assert "tenant_id" in response.json()["error"]["details"]["fields"]
    created = partner.post(
        "/v1/triage/rules", {"actions": {"add_labels": ["x"]}, "tenant_id": world.tenant.id}
    )
    assert created.status_code == 201
    assert created.json()["tenant_id"] == world.tenant.id


def test_create_replays_with_the_same_idempotency_key(api):
    body = {"name": "once", "actions": {"add_labels": ["x"]}}
    first = api.post("/v1/triage/rules", body, headers={"Idempotency-Key": "k1"})
    again = api.post("/v1/triage/rules", body, headers={"Idempotency-Key": "k1"})
    assert first.json()["id"] == again.json()["id"]
    assert TriageRule.objects.count() == 1


def test_the_limit_is_enforced(api, settings):
    settings.PM_TRIAGE_MAX_RULES = 2
    _create(api)
    _create(api)
    response = api.post("/v1/triage/rules", {"actions": {"add_labels": ["x"]}})
    assert (response.status_code, response.json()["error"]["code"]) == (
        409,
        "triage_rule_limit_reached",
    )


def test_a_reader_may_list_but_not_write(world):
    from tests.factories import ApiKeyFactory

    reader = Api(ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"]).secret)
    assert reader.get("/v1/triage/rules").status_code == 200
    response = reader.post("/v1/triage/rules", {"actions": {"add_labels": ["x"]}})
    assert response.json()["error"]["details"] == {"required": "identities:write"}
