"""IDs in bodies and filters answer like IDs in paths; cursors stay on their list; JSON
types are the documented ones (issue 18, item 7)."""

from __future__ import annotations

import pytest

from pylota.core.ids import new_id
from tests.conftest import Api
from tests.factories import (
    ApiKeyFactory,
    IdentityFactory,
    MessageFactory,
    TenantFactory,
    ThreadFactory,
)


def _code(response) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


@pytest.fixture
def agent(world):
    return IdentityFactory(tenant=world.tenant, primary="agent")


@pytest.fixture
def stranger(world):
    """An identity of another tenant."""
    return IdentityFactory(tenant=world.other_tenant, primary="stranger")


# --- A key's identity -------------------------------------------------------------------


@pytest.mark.parametrize("which", ["missing", "foreign"])
def test_a_key_scoped_to_an_unknown_or_foreign_identity_is_refused(world, stranger, which):
    identity_id = new_id("idn") if which == "missing" else stranger.id
    response = Api(world.tenant_key.secret).post(
        "/v1/keys", {"name": "agent", "identity_id": identity_id}
    )
    assert _code(response) == (404, "identity_not_found")


def test_a_partner_cannot_scope_a_key_of_one_tenant_to_another_tenants_identity(world):
    sibling = IdentityFactory(tenant=TenantFactory(partner=world.partner))
    response = Api(world.partner_key.secret).post(
        "/v1/keys",
        {"name": "agent", "tenant_id": world.tenant.id, "identity_id": sibling.id},
    )
    assert _code(response) == (404, "identity_not_found")


def test_a_key_scoped_to_its_tenants_identity_is_made(world, agent):
    response = Api(world.tenant_key.secret).post(
        "/v1/keys", {"name": "agent", "identity_id": agent.id}
    )
    assert response.status_code == 201, response.content
    assert response.json()["identity_id"] == agent.id


# --- Webhook filters --------------------------------------------------------------------


@pytest.mark.parametrize("which", ["missing", "foreign"])
def test_webhook_identity_filters_name_the_tenants_identities(world, agent, stranger, which):
    identity_id = new_id("idn") if which == "missing" else stranger.id
    api = Api(world.tenant_key.secret)
    created = api.post(
        "/v1/webhooks", {"url": "https://hooks.example.com/x", "identity_ids": [identity_id]}
    )
    assert _code(created) == (404, "identity_not_found")
    ok = api.post(
        "/v1/webhooks", {"url": "https://hooks.example.com/x", "identity_ids": [agent.id]}
    )
    assert ok.status_code == 201, ok.content
    patched = api.patch(f"/v1/webhooks/{ok.json()['id']}", {"identity_ids": [identity_id]})
    assert _code(patched) == (404, "identity_not_found")


# --- Drafts -----------------------------------------------------------------------------


def test_a_draft_refuses_references_the_send_could_not_use(world, agent, stranger):
    api = Api(world.tenant_key.secret)
    path = f"/v1/identities/{agent.id}/drafts"
    foreign_thread = ThreadFactory(identity=stranger)
    foreign_message = MessageFactory(thread=foreign_thread)
    sibling = IdentityFactory(tenant=world.tenant)
    sibling_message = MessageFactory(thread=ThreadFactory(identity=sibling))
    cases = [
        ({"thread_id": new_id("thr")}, "thread_not_found"),
        ({"thread_id": foreign_thread.id}, "thread_not_found"),
        ({"thread_id": sibling_message.thread_id}, "thread_not_found"),
        ({"reply_to_message_id": new_id("msg")}, "message_not_found"),
        ({"reply_to_message_id": foreign_message.id}, "message_not_found"),
        ({"reply_to_message_id": sibling_message.id}, "message_not_found"),
        ({"attachments": [{"upload_id": new_id("upl")}]}, "upload_not_found"),
    ]
    for body, code in cases:
        assert _code(api.post(path, {"text": "draft", **body})) == (404, code), body
    draft = api.post(path, {"text": "draft"}).json()
    for body, code in cases:
        patched = api.patch(f"{path}/{draft['id']}", {"text": "draft", **body})
        assert _code(patched) == (404, code), body
    own = MessageFactory(thread=ThreadFactory(identity=agent))
    good = api.post(path, {"text": "reply", "reply_to_message_id": own.id})
    assert good.status_code == 201, good.content


# --- Another identity in a filter -------------------------------------------------------


@pytest.mark.parametrize("route", ["/v1/threads", "/v1/quarantine", "/v1/search"])
def test_a_scoped_key_asking_for_another_identity_gets_404_not_an_empty_page(world, agent, route):
    other = IdentityFactory(tenant=world.tenant)
    scoped = ApiKeyFactory(tenant=world.tenant, identity_id=agent.id)
    response = Api(scoped.secret).get(f"{route}?identity_id={other.id}")
    assert response.status_code in (403, 404), response.content
    assert Api(scoped.secret).get(f"{route}?identity_id={agent.id}").status_code == 200


@pytest.mark.parametrize("route", ["/v1/threads", "/v1/quarantine"])
def test_a_tenant_key_filtering_on_a_foreign_identity_gets_404(world, stranger, route):
    response = Api(world.tenant_key.secret).get(f"{route}?identity_id={stranger.id}")
    assert _code(response) == (404, "identity_not_found")


# --- Cursors ----------------------------------------------------------------------------


def test_a_cursor_works_only_on_the_list_that_issued_it(world):
    api = Api(world.tenant_key.secret)
    for n in range(3):
        IdentityFactory(tenant=world.tenant, name=f"agent-{n}")
    first = api.get("/v1/identities?limit=1").json()
    cursor = first["next_cursor"]
    assert cursor
    assert api.get(f"/v1/identities?limit=1&cursor={cursor}").status_code == 200
    for other in ("/v1/keys", "/v1/events", "/v1/webhooks", "/v1/threads", "/v1/audit-events"):
        response = api.get(f"{other}?cursor={cursor}")
        assert _code(response) == (400, "invalid_cursor"), other


# --- Strict JSON types ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v1/identities", {"name": "a", "display_name": 0}, "display_name"),
        ("/v1/identities", {"name": 5}, "name"),
        ("/v1/identities", {"name": "a", "metadata": []}, "metadata"),
        ("/v1/identities", {"name": "a", "sender_policy": 1}, "sender_policy"),
        ("/v1/keys", {"name": "k", "permissions": "messages:read"}, "permissions"),
        ("/v1/keys", {"name": True}, "name"),
        ("/v1/webhooks", {"url": "https://h.example.com", "enabled": "yes"}, "enabled"),
        ("/v1/webhooks", {"url": "https://h.example.com", "identity_ids": [1]}, "identity_ids.0"),
    ],
)
def test_json_bodies_get_the_documented_types_not_coerced_ones(world, path, body, field):
    response = Api(world.tenant_key.secret).post(path, body)
    assert _code(response) == (422, "validation_failed"), response.content
    assert field in response.json()["error"]["details"]["fields"]


def test_a_json_body_that_is_not_an_object_is_refused(world):
    response = Api(world.tenant_key.secret).post("/v1/identities", ["name"])
    assert _code(response) == (422, "validation_failed")


def test_query_parameters_stay_text_and_are_still_parsed(world):
    response = Api(world.tenant_key.secret).get("/v1/threads?unread=true&limit=5")
    assert response.status_code == 200


def test_listing_keys_of_another_tenant_is_404_not_an_empty_page(world):
    response = Api(world.tenant_key.secret).get(f"/v1/keys?tenant_id={world.other_tenant.id}")
    assert _code(response) == (404, "tenant_not_found")
    own = Api(world.tenant_key.secret).get(f"/v1/keys?tenant_id={world.tenant.id}")
    assert world.tenant_key.id in own.content.decode()
