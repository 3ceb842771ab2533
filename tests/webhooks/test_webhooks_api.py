"""/v1/webhooks: endpoints, secrets, limits, scope, tests and the deliveries log."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from apps.events.models import Event
from apps.tenants.models import AuditEvent
from apps.tenants.services import keyring
from apps.webhooks.models import SECRET_CONTEXT, WebhookEndpoint
from tests.conftest import Api
from tests.factories import ApiKeyFactory, TenantFactory
from tests.webhooks.conftest import PUBLIC_V4, make_endpoint

URL = f"https://{PUBLIC_V4}/hooks/in?token=t0ken"


def create(api: Api, body: dict | None = None, **headers):
    return api.post("/v1/webhooks", {"url": URL, **(body or {})}, headers=headers or None)


# --- Create, read, update, delete ----------------------------------------------------------


def test_a_tenant_key_creates_an_endpoint_and_sees_its_secret_once(world):
    api = Api(world.tenant_key.secret)
    response = create(api, {"event_types": ["message.received"], "description": "my agent's inbox"})

    assert response.status_code == 201, response.content
    created = response.json()
    assert created["secret"].startswith("whsec_")
    assert created["id"].startswith("whk_")
    assert (created["scope"], created["tenant_id"], created["partner_id"]) == (
        "tenant",
        world.tenant.id,
        None,
    )
    assert created["event_types"] == ["message.received"]
    assert (created["enabled"], created["disabled_reason"]) == (True, None)
    shown = api.get(f"/v1/webhooks/{created['id']}").json()
    assert "secret" not in shown
    assert shown["url"] == URL
    assert [w["id"] for w in api.get("/v1/webhooks").json()["data"]] == [created["id"]]


def test_the_secret_is_sealed_at_rest_under_the_master_key(world):
    created = create(Api(world.tenant_key.secret)).json()
    stored = WebhookEndpoint.objects.get(pk=created["id"]).secret
    assert stored.startswith("pmse1.")
    assert created["secret"] not in stored
    assert keyring.open_secret(stored, context=SECRET_CONTEXT).decode() == created["secret"]


def test_an_idempotent_create_replays_the_answer_without_the_secret(world):
    api = Api(world.tenant_key.secret)
    first = create(api, **{"Idempotency-Key": "create-1"})
    again = create(api, **{"Idempotency-Key": "create-1"})
    assert first.status_code == again.status_code == 201
    assert again.json()["id"] == first.json()["id"]
    assert "secret" not in again.json()
    assert again.json()["secret_replayed"] is False
    assert WebhookEndpoint.objects.count() == 1


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"event_types": ["message.exploded"]}, "event_types.0"),
        ({"identity_ids": ["not-an-identity"]}, "identity_ids.0"),
        ({"identity_ids": ["adr_01J0000000000000000000000A"]}, "identity_ids.0"),
        ({"url": ""}, "url"),
        ({"description": "x" * 501}, "description"),
    ],
)
def test_bad_filters_and_fields_answer_422_naming_the_field(world, body, field):
    response = create(Api(world.tenant_key.secret), body)
    assert response.status_code == 422
    assert field in response.json()["error"]["details"]["fields"]


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        (f"http://{PUBLIC_V4}/hooks", "scheme"),
        ("https://127.0.0.1/hooks", "loopback"),
        ("https://0x7f.1/hooks", "loopback"),
        ("https://10.0.0.8/hooks", "private"),
        ("https://169.254.169.254/latest/meta-data/", "metadata"),
        ("https://[::ffff:127.0.0.1]/hooks", "loopback (via ipv4_mapped)"),
        ("https://user:pw@example.com/hooks", "credentials"),
        ("ftp://example.com/hooks", "scheme"),
    ],
)
def test_urls_that_cannot_receive_webhooks_answer_422_with_the_reason(world, url, reason):
    response = create(Api(world.tenant_key.secret), {"url": url})
    assert response.status_code == 422, response.content
    error = response.json()["error"]
    assert (error["code"], error["details"]["reason"]) == ("webhook_url_forbidden", reason)
    assert "url" in error["details"]["fields"]


def test_a_name_resolving_to_a_private_address_is_refused_when_saved(world, monkeypatch):
    from pylota.core.webhooks import sender

    monkeypatch.setattr(sender.defaults, "resolver", lambda host, port: ["10.0.0.8"])
    response = create(Api(world.tenant_key.secret), {"url": "https://intranet.example/hooks"})
    assert response.status_code == 422
    assert response.json()["error"]["details"]["reason"] == "private"


def test_the_endpoint_limit_is_the_tenants_max_webhook_endpoints_policy(world):
    world.tenant.policy = {**world.tenant.policy, "max_webhook_endpoints": 2}
    world.tenant.save()
    api = Api(world.tenant_key.secret)
    assert [create(api).status_code for _ in range(2)] == [201, 201]
    refused = create(api)
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "webhook_limit_reached"
    assert refused.json()["error"]["details"] == {"limit": 2}


def test_a_partner_key_creates_partner_endpoints_or_endpoints_for_its_tenants(world):
    api = Api(world.partner_key.secret)
    partner_wide = create(api).json()
    assert (partner_wide["scope"], partner_wide["partner_id"], partner_wide["tenant_id"]) == (
        "partner",
        world.partner.id,
        None,
    )
    for_tenant = create(api, {"tenant_id": world.tenant.id}).json()
    assert (for_tenant["scope"], for_tenant["tenant_id"]) == ("tenant", world.tenant.id)

    foreign = create(api, {"tenant_id": world.other_tenant.id})
    assert (foreign.status_code, foreign.json()["error"]["code"]) == (404, "tenant_not_found")
    listed = {w["id"] for w in api.get("/v1/webhooks").json()["data"]}
    assert listed == {partner_wide["id"], for_tenant["id"]}
    # the partner's tenant does not see the partner's own endpoint
    tenant_view = Api(world.tenant_key.secret).get("/v1/webhooks").json()["data"]
    assert [w["id"] for w in tenant_view] == [for_tenant["id"]]


def test_partner_endpoints_have_their_own_documented_limit(world, settings):
    settings.PM_WEBHOOKS_MAX_PARTNER_ENDPOINTS = 1
    api = Api(world.partner_key.secret)
    assert create(api).status_code == 201
    assert create(api).json()["error"]["code"] == "webhook_limit_reached"


def test_a_tenant_key_cannot_create_a_partner_endpoint(world):
    response = create(Api(world.tenant_key.secret), {"partner_id": world.partner.id})
    assert (response.status_code, response.json()["error"]["code"]) == (403, "level_not_allowed")


def test_a_platform_key_names_the_tenant_or_partner(world):
    api = Api(world.platform.secret)
    assert create(api).status_code == 422
    assert create(api, {"tenant_id": world.other_tenant.id}).json()["scope"] == "tenant"
    assert create(api, {"partner_id": world.other_partner.id}).json()["scope"] == "partner"


def test_update_changes_the_filters_and_checks_a_new_url(world):
    api = Api(world.tenant_key.secret)
    webhook_id = create(api).json()["id"]
    changed = api.patch(
        f"/v1/webhooks/{webhook_id}",
        {"event_types": ["identity.created", "identity.created"], "description": "d"},
    )
    assert changed.status_code == 200
    assert (changed.json()["event_types"], changed.json()["description"]) == (
        ["identity.created"],
        "d",
    )
    refused = api.patch(f"/v1/webhooks/{webhook_id}", {"url": "https://127.0.0.1/"})
    assert refused.json()["error"]["code"] == "webhook_url_forbidden"
    assert api.get(f"/v1/webhooks/{webhook_id}").json()["url"] == URL


def test_enabling_an_endpoint_the_system_disabled_clears_its_reason_and_failures(world):
    endpoint, _ = make_endpoint(tenant=world.tenant, url=URL)
    WebhookEndpoint.objects.filter(pk=endpoint.pk).update(
        enabled=False,
        disabled_reason="failing",
        disabled_at=timezone.now(),
        consecutive_failures=100,
    )
    api = Api(world.tenant_key.secret)
    assert api.get(f"/v1/webhooks/{endpoint.id}").json()["disabled_reason"] == "failing"
    enabled = api.patch(f"/v1/webhooks/{endpoint.id}", {"enabled": True}).json()
    assert (enabled["enabled"], enabled["disabled_reason"], enabled["consecutive_failures"]) == (
        True,
        None,
        0,
    )


def test_delete_removes_the_endpoint(world):
    api = Api(world.tenant_key.secret)
    webhook_id = create(api).json()["id"]
    assert api.delete(f"/v1/webhooks/{webhook_id}").status_code == 204
    gone = api.get(f"/v1/webhooks/{webhook_id}")
    assert (gone.status_code, gone.json()["error"]["code"]) == (404, "webhook_not_found")


# --- Secrets -------------------------------------------------------------------------------


def test_rotation_shows_a_new_secret_once_and_keeps_the_old_one_signing_for_24_hours(world):
    api = Api(world.tenant_key.secret)
    created = create(api).json()
    path = f"/v1/webhooks/{created['id']}/rotate-secret"
    rotated = api.post(path, {}, headers={"Idempotency-Key": "rotate-1"})
    assert rotated.status_code == 201
    assert rotated.json()["secret"] not in (None, created["secret"])
    expires = parse_datetime(rotated.json()["previous_secret_expires_at"])
    assert timedelta(hours=23, minutes=59) < expires - timezone.now() <= timedelta(hours=24)
    replayed = api.post(path, {}, headers={"Idempotency-Key": "rotate-1"}).json()
    assert "secret" not in replayed
    assert replayed["secret_replayed"] is False
    endpoint = WebhookEndpoint.objects.get(pk=created["id"])
    assert (
        keyring.open_secret(endpoint.previous_secret, context=SECRET_CONTEXT).decode()
        == (created["secret"])
    )


def test_a_rotation_without_overlap_retires_the_old_secret_at_once(world):
    api = Api(world.tenant_key.secret)
    webhook_id = create(api).json()["id"]
    rotated = api.post(f"/v1/webhooks/{webhook_id}/rotate-secret", {"overlap_hours": 0}).json()
    assert rotated["previous_secret_expires_at"] is None


def test_writes_are_audited_without_the_secret_or_the_urls_path(world):
    api = Api(world.tenant_key.secret)
    created = create(api).json()
    api.patch(f"/v1/webhooks/{created['id']}", {"description": "x"})
    api.post(f"/v1/webhooks/{created['id']}/rotate-secret", {})
    api.delete(f"/v1/webhooks/{created['id']}")
    rows = AuditEvent.objects.filter(target_id=created["id"]).order_by("id")
    assert [r.type for r in rows] == [
        "webhook.created",
        "webhook.updated",
        "webhook.secret_rotated",
        "webhook.deleted",
    ]
    assert rows[0].data["host"] == PUBLIC_V4
    assert {r.tenant_id for r in rows} == {world.tenant.id}
    assert {r.actor_key_id for r in rows} == {world.tenant_key.id}
    text = str([r.data for r in rows])
    assert "t0ken" not in text
    assert "whsec_" not in text


# --- Permissions -----------------------------------------------------------------------------


def test_a_read_only_key_lists_but_cannot_write(world):
    reader = ApiKeyFactory(tenant=world.tenant, permissions=["webhooks:read"])
    api = Api(reader.secret)
    assert api.get("/v1/webhooks").status_code == 200
    refused = create(api)
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "permission_denied")


def test_an_identity_scoped_key_cannot_manage_webhooks(world):
    scoped = ApiKeyFactory(tenant=world.tenant, identity_id="idn_01J0000000000000000000000A")
    assert Api(scoped.secret).get("/v1/webhooks").json()["error"]["code"] == (
        "identity_scope_exceeded"
    )


# --- Test events and the deliveries log ------------------------------------------------------


def test_the_test_route_queues_a_webhook_test_event_for_that_endpoint(world):
    api = Api(world.tenant_key.secret)
    webhook_id = create(api).json()["id"]
    response = api.post(f"/v1/webhooks/{webhook_id}/test")
    assert response.status_code == 202
    event = Event.objects.get(pk=response.json()["event_id"])
    assert (event.type, event.data["webhook_id"], event.tenant_id) == (
        "webhook.test",
        webhook_id,
        world.tenant.id,
    )
    log = api.get(f"/v1/webhooks/{webhook_id}/deliveries").json()["data"]
    assert [(d["id"], d["kind"], d["event_type"]) for d in log] == [
        (response.json()["delivery_id"], "test", "webhook.test")
    ]


@pytest.mark.usefixtures("local_delivery")
def test_the_deliveries_log_shows_status_attempts_response_latency_and_next_attempt(
    world, receiver, django_capture_on_commit_callbacks
):
    from tests.webhooks.conftest import Reply, record

    endpoint, _ = make_endpoint(tenant=world.tenant, url=receiver.url)
    receiver.reply(Reply(503, b"x" * 3000))
    with django_capture_on_commit_callbacks(execute=True):
        event = record(tenant=world.tenant)
    api = Api(world.tenant_key.secret)

    entry = api.get(f"/v1/webhooks/{endpoint.id}/deliveries").json()["data"][0]

    assert entry["event_id"] == event.id
    assert (entry["state"], entry["attempts"], entry["response_status"]) == ("pending", 1, 503)
    assert entry["error"] == "http_503"
    assert len(entry["response_body"].encode()) == 1024
    assert entry["latency_ms"] >= 0
    assert parse_datetime(entry["next_attempt_at"]) > timezone.now()
    assert set(entry) == {
        "id",
        "webhook_id",
        "event_id",
        "event_type",
        "kind",
        "state",
        "attempts",
        "response_status",
        "response_body",
        "latency_ms",
        "error",
        "next_attempt_at",
        "last_attempt_at",
        "created_at",
        "completed_at",
    }
    filtered = api.get(f"/v1/webhooks/{endpoint.id}/deliveries?state=succeeded").json()
    assert filtered["data"] == []
    bad = api.get(f"/v1/webhooks/{endpoint.id}/deliveries?state=lost")
    assert bad.status_code == 422


def test_another_tenants_endpoint_is_not_found_anywhere(world):
    other = TenantFactory()
    endpoint, _ = make_endpoint(tenant=other, url=URL)
    api = Api(world.tenant_key.secret)
    for response in (
        api.get(f"/v1/webhooks/{endpoint.id}"),
        api.get(f"/v1/webhooks/{endpoint.id}/deliveries"),
        api.post(f"/v1/webhooks/{endpoint.id}/test"),
    ):
        assert (response.status_code, response.json()["error"]["code"]) == (
            404,
            "webhook_not_found",
        )
