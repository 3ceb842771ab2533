"""/v1/tenants/{tenant_id}/lists/{direction}/{kind}[/{entry}]"""

from __future__ import annotations

from apps.tenants.models import AuditEvent
from tests.conftest import Api
from tests.factories import ApiKeyFactory, IdentityFactory


def _url(world, direction="receive", kind="address", entry=""):
    base = f"/v1/tenants/{world.tenant.id}/lists/{direction}/{kind}"
    return f"{base}/{entry}" if entry else base


def test_entries_are_created_listed_read_and_deleted_with_audit(world):
    api = Api(world.tenant_key.secret)
    created = api.post(_url(world), {"value": "Alice@Example.COM", "action": "allow"})
    assert created.status_code == 201, created.content
    assert created.json()["value"] == "alice@example.com"
    listed = api.get(_url(world)).json()["data"]
    assert [e["value"] for e in listed] == ["alice@example.com"]
    assert api.get(_url(world, kind="domain")).json()["data"] == []
    assert api.get(_url(world, entry="alice@example.com")).json()["action"] == "allow"
    assert api.get(_url(world, entry=created.json()["id"])).status_code == 200
    assert api.delete(_url(world, entry="alice@example.com")).status_code == 204
    missing = api.get(_url(world, entry="alice@example.com"))
    assert (missing.status_code, missing.json()["error"]["code"]) == (404, "list_entry_not_found")
    types = set(AuditEvent.objects.values_list("type", flat=True))
    assert {"list_entry.created", "list_entry.deleted"} <= types


def test_a_value_is_listed_once_per_scope(world):
    api = Api(world.tenant_key.secret)
    api.post(_url(world, kind="domain"), {"value": "spam.example", "action": "block"})
    again = api.post(_url(world, kind="domain"), {"value": "SPAM.example.", "action": "allow"})
    assert (again.status_code, again.json()["error"]["code"]) == (409, "list_entry_exists")
    assert again.json()["error"]["details"]["action"] == "block"


def test_values_are_validated_and_domains_stored_in_ascii(world):
    api = Api(world.tenant_key.secret)
    bad = api.post(_url(world), {"value": "not an address", "action": "block"})
    assert (bad.status_code, bad.json()["error"]["code"]) == (422, "validation_failed")
    idn = api.post(_url(world, kind="domain"), {"value": "*.bücher.example", "action": "allow"})
    assert idn.json()["value"] == "xn--bcher-kva.example"
    assert api.get(f"/v1/tenants/{world.tenant.id}/lists/inbound/address").status_code == 404


def test_an_identity_scoped_key_manages_its_own_entries_only(world):
    mine = IdentityFactory(tenant=world.tenant)
    other = IdentityFactory(tenant=world.tenant)
    scoped = ApiKeyFactory(tenant=world.tenant, identity_id=mine.id)
    api = Api(scoped.secret)
    created = api.post(_url(world), {"value": "a@example.com", "action": "allow"}).json()
    assert created["identity_id"] == mine.id
    Api(world.tenant_key.secret).post(_url(world), {"value": "b@example.com", "action": "block"})
    assert [e["value"] for e in api.get(_url(world)).json()["data"]] == ["a@example.com"]
    foreign = api.post(
        _url(world), {"value": "c@example.com", "action": "allow", "identity_id": other.id}
    )
    assert foreign.status_code == 404


def test_send_lists_are_kept_for_the_send_path(world):
    api = Api(world.tenant_key.secret)
    response = api.post(
        _url(world, direction="send", kind="domain"), {"value": "x.example", "action": "block"}
    )
    assert response.json()["direction"] == "send"
    assert api.get(_url(world)).json()["data"] == []


def test_reading_needs_identities_read_and_writing_identities_write(world):
    reader = Api(ApiKeyFactory(tenant=world.tenant, permissions=["identities:read"]).secret)
    assert reader.get(_url(world)).status_code == 200
    refused = reader.post(_url(world), {"value": "a@example.com", "action": "allow"})
    assert refused.json()["error"]["code"] == "permission_denied"
