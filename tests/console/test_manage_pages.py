"""The workspace machinery screens: identities, webhooks, API keys, suppressions and lists,
events and the audit log, used as a person in the console (JavaScript off: forms, POST,
redirect)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.utils import timezone

from apps.events import services as event_services
from apps.events.models import Event
from apps.identities.models import Identity
from apps.lists.models import ListEntry
from apps.outbound.models import SendPolicy, Suppression
from apps.tenants.models import ApiKey, AuditEvent
from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from pylota.core.permissions import TENANT_PERMISSIONS
from pylota.core.roles import ROLE_PERMISSIONS, Role
from pylota.core.webhooks import sender
from tests.conftest import Api
from tests.console.matrix_manage import PUBLIC_V4, make_webhook
from tests.factories import ApiKeyFactory, IdentityFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def public_dns(monkeypatch):
    """Every webhook host resolves to one public address, without DNS."""
    monkeypatch.setattr(sender.defaults, "resolver", lambda host, port: [PUBLIC_V4])


def _text(response) -> str:
    return response.content.decode()


def _follow(client, response):
    assert response.status_code == 302, _text(response)[:2000]
    return client.get(response["Location"])


def _secret(html: str) -> str | None:
    found = re.search(r'<p class="secret" id="secret-value">([^<]+)</p>', html)
    return found.group(1) if found else None


def _record_event(tenant, type: str = "identity.updated", data: dict | None = None) -> Event:
    return event_services.event_record(type=type, data=data or {"id": "x"}, tenant_id=tenant.id)


# --- Every page renders -------------------------------------------------------------------------


def test_every_page_renders_for_the_owner_with_data(people):
    identity = IdentityFactory(tenant=people.tenant, name="support-bot")
    endpoint, _ = make_webhook(people.tenant, description="CRM")
    key = ApiKeyFactory(tenant=people.tenant, name="ci key")
    owner = people.client("owner")
    # Some events, a delivery, a suppression, a list entry and audit rows to show.
    owner.post(people.url(f"identities/{identity.id}/pause"))
    owner.post(people.url("lists/suppressions"), {"address": "gone@example.com"})
    owner.post(
        people.url("lists/entries"),
        {"direction": "send", "kind": "domain", "action": "block", "value": "bad.example"},
    )
    event = _record_event(people.tenant, "identity.created", {"id": identity.id, "n": 1})
    WebhookDelivery.objects.create(
        endpoint=endpoint,
        event=event,
        state="succeeded",
        attempts=1,
        response_status=204,
        response_body="ok thanks",
        last_attempt_at=timezone.now(),
        latency_ms=12,
    )
    pages = {
        "identities": ["support-bot", "New identity"],
        f"identities/{identity.id}": ["support-bot", "paused", "Resume sending", "Addresses"],
        f"identities/{identity.id}/delete": ["Type the identity"],
        "webhooks": ["https://hooks.example.com/in", "CRM"],
        f"webhooks/{endpoint.id}": ["Send test event", "Replay", "Rotate secret"],
        f"webhooks/{endpoint.id}/delete": ["Delete endpoint"],
        f"webhooks/{endpoint.id}/deliveries": ["ok thanks", "webhook-id: " + event.id, "204"],
        "keys": ["ci key", key.prefix],
        f"keys/{key.id}": ["ci key", "Revoke key"],
        "lists": ["gone@example.com", "Suppress address"],
        "lists?direction=send&kind=domain": ["bad.example"],
        "events": [event.id, "&quot;n&quot;: 1"],
        "audit": ["identity.paused", people.owner.email],
    }
    for path, expected in pages.items():
        response = owner.get(people.url(path))
        assert response.status_code == 200, path
        html = _text(response)
        for text in expected:
            assert text in html, (path, text)
        assert 'style="' not in html, path
        assert "<script>" not in html, path
        assert response["Cache-Control"] == "no-store"


def test_a_viewer_sees_the_pages_without_their_forms(people):
    identity = IdentityFactory(tenant=people.tenant)
    viewer = people.client("viewer")
    for path in ("identities", f"identities/{identity.id}", "webhooks", "keys", "lists"):
        response = viewer.get(people.url(path))
        assert response.status_code == 200, path
        assert 'method="post"' not in _text(response).split('<main id="main">')[1], path
    assert viewer.get(people.url(f"identities/{identity.id}/delete")).status_code == 403


# --- Identities -------------------------------------------------------------------------------


def test_an_admin_creates_an_identity_with_its_address_and_the_audit_names_them(people):
    admin = people.client("admin")
    response = admin.post(
        people.url("identities"),
        {"name": "billing-agent", "local_part": "billing", "sender_policy": "known_senders"},
    )
    identity = Identity.objects.get(tenant=people.tenant, name="billing-agent")
    assert response["Location"] == people.url(f"identities/{identity.id}")
    assert identity.sender_policy == "known_senders"
    assert identity.addresses.get().local_part == "billing"
    row = AuditEvent.objects.get(type="identity.created", target_id=identity.id)
    assert row.actor_user == people.admin.email
    assert row.actor_key_id == ""


def test_a_taken_name_or_a_bad_local_part_is_shown_next_to_the_form(people):
    IdentityFactory(tenant=people.tenant, name="taken")
    owner = people.client("owner")
    response = owner.post(people.url("identities"), {"name": "taken", "sender_policy": "open"})
    assert response.status_code == 422
    assert "errorlist" in _text(response)
    response = owner.post(
        people.url("identities"),
        {"name": "fresh", "local_part": "no spaces here", "sender_policy": "open"},
    )
    assert response.status_code == 422
    assert not Identity.objects.filter(name="fresh").exists()
    response = owner.post(people.url("identities"), {"name": "  ", "sender_policy": "nope"})
    assert response.status_code == 422


def test_pause_and_resume_change_the_status_and_write_the_audit_rows(people):
    identity = IdentityFactory(tenant=people.tenant)
    admin = people.client("admin")
    response = admin.post(people.url(f"identities/{identity.id}/pause"))
    assert response.status_code == 302
    identity.refresh_from_db()
    assert identity.status == "paused"
    assert "still receives" in _text(admin.get(response["Location"]))
    paused = AuditEvent.objects.get(type="identity.paused", target_id=identity.id)
    assert paused.actor_user == people.admin.email
    admin.post(people.url(f"identities/{identity.id}/resume"))
    identity.refresh_from_db()
    assert identity.status == "active"
    assert AuditEvent.objects.filter(type="identity.resumed", target_id=identity.id).exists()


def test_a_member_cannot_pause_an_identity(people):
    identity = IdentityFactory(tenant=people.tenant)
    response = people.client("member").post(people.url(f"identities/{identity.id}/pause"))
    assert response.status_code == 403
    identity.refresh_from_db()
    assert identity.status == "active"


def test_edit_addresses_and_send_policy_go_through_the_services(people):
    identity = IdentityFactory(tenant=people.tenant, name="ops")
    owner = people.client("owner")
    base = people.url(f"identities/{identity.id}")
    owner.post(base, {"name": "ops-2", "display_name": "Ops", "sender_policy": "allowlist_only"})
    identity.refresh_from_db()
    assert (identity.name, identity.display_name, identity.sender_policy) == (
        "ops-2",
        "Ops",
        "allowlist_only",
    )
    assert AuditEvent.objects.filter(type="identity.updated", target_id=identity.id).exists()
    owner.post(f"{base}/addresses", {"local_part": "ops-extra"})
    assert identity.addresses.filter(local_part="ops-extra", is_primary=False).exists()
    response = owner.post(f"{base}/addresses", {"local_part": "ops-extra"})
    assert response.status_code == 422  # never reused
    owner.post(f"{base}/send-policy", {"daily_cap": "25", "allowlist_only": "on"})
    policy = SendPolicy.objects.get(identity=identity)
    assert (policy.daily_cap, policy.allowlist_only) == (25, True)
    assert AuditEvent.objects.filter(type="send_policy.updated", target_id=identity.id).exists()
    response = owner.post(f"{base}/send-policy", {"daily_cap": "-3"})
    assert response.status_code == 422
    page = _text(owner.get(base))
    assert "ops-extra@" in page
    assert "allow-listed recipients only" in page


def test_deleting_an_identity_asks_for_its_name_first(people):
    identity = IdentityFactory(tenant=people.tenant, name="old-bot")
    owner = people.client("owner")
    url = people.url(f"identities/{identity.id}/delete")
    response = owner.post(url, {"confirm": "wrong"})
    assert response.status_code == 422
    identity.refresh_from_db()
    assert identity.status == "active"
    response = owner.post(url, {"confirm": "old-bot"})
    assert response["Location"] == people.url("identities")
    identity.refresh_from_db()
    assert identity.status == "deleted"
    assert owner.get(people.url(f"identities/{identity.id}")).status_code == 404


# --- API keys ---------------------------------------------------------------------------------


def test_a_new_key_shows_its_secret_once_works_and_stops_when_revoked(people):
    identity = IdentityFactory(tenant=people.tenant)
    owner = people.client("owner")
    response = owner.post(
        people.url("keys"),
        {
            "name": "agent key",
            "permissions": ["tenants:read", "identities:read"],
            "identity_id": identity.id,
        },
    )
    key = ApiKey.objects.get(tenant=people.tenant, name="agent key")
    assert response["Location"] == people.url(f"keys/{key.id}")
    page = client_page = owner.get(response["Location"])
    secret = _secret(_text(page))
    assert secret
    assert secret.startswith("pm_")
    assert client_page["Cache-Control"] == "no-store"
    assert _secret(_text(owner.get(response["Location"]))) is None  # once only
    assert sorted(key.permissions) == ["identities:read", "tenants:read"]
    assert key.identity_id == identity.id
    audit = AuditEvent.objects.get(type="key.created", target_id=key.id)
    assert audit.actor_user == people.owner.email

    me = Api(secret).get("/v1/me")
    assert me.status_code == 200, me.content
    assert key.id in me.content.decode()

    response = owner.post(people.url(f"keys/{key.id}/revoke"))
    assert response.status_code == 302
    assert Api(secret).get("/v1/me").status_code == 401
    assert "revoked" in _text(owner.get(people.url(f"keys/{key.id}")))
    assert AuditEvent.objects.filter(type="key.revoked", target_id=key.id).exists()


def test_a_secret_not_picked_up_at_once_is_gone(people):
    owner = people.client("owner")
    response = owner.post(people.url("keys"), {"name": "k", "permissions": ["tenants:read"]})
    owner.get(people.url("audit"))  # another page first: the secret leaves the session
    assert _secret(_text(owner.get(response["Location"]))) is None
    assert "pm_once_secret" not in owner.session


def test_rotating_a_key_shows_the_new_secret_once_and_the_old_key_still_works(people):
    owner = people.client("owner")
    response = owner.post(people.url("keys"), {"name": "rot", "permissions": ["tenants:read"]})
    old_secret = _secret(_text(owner.get(response["Location"])))
    old = ApiKey.objects.get(name="rot", rotated_from=None)
    response = owner.post(people.url(f"keys/{old.id}/rotate"), {"overlap_hours": "1"})
    new = ApiKey.objects.get(rotated_from=old)
    assert response["Location"] == people.url(f"keys/{new.id}")
    new_secret = _secret(_text(owner.get(response["Location"])))
    assert new_secret
    assert new_secret != old_secret
    assert Api(new_secret).get("/v1/me").status_code == 200
    assert Api(old_secret).get("/v1/me").status_code == 200  # within the overlap
    old.refresh_from_db()
    assert old.expires_at is not None


def test_a_viewer_gets_403_on_key_and_webhook_creation(people, public_dns):
    viewer = people.client("viewer")
    response = viewer.post(people.url("keys"), {"name": "x", "permissions": ["tenants:read"]})
    assert response.status_code == 403
    response = viewer.post(people.url("webhooks"), {"url": "https://hooks.example.com/x"})
    assert response.status_code == 403
    assert not ApiKey.objects.filter(tenant=people.tenant).exists()
    assert not WebhookEndpoint.objects.filter(tenant=people.tenant).exists()


def test_an_admin_creates_keys_only_within_the_admin_role(people):
    admin = people.client("admin")
    page = _text(admin.get(people.url("keys")))
    offered = set(re.findall(r'name="permissions" value="([^"]+)"', page))
    assert offered == set(TENANT_PERMISSIONS & ROLE_PERMISSIONS[Role.ADMIN])
    for beyond in ("members:manage", "platform:ops", "partners:write"):
        response = admin.post(people.url("keys"), {"name": "too much", "permissions": [beyond]})
        assert response.status_code == 422
    assert not ApiKey.objects.filter(name="too much").exists()
    response = admin.post(
        people.url("keys"), {"name": "fine", "permissions": ["messages:send", "identities:read"]}
    )
    assert response.status_code == 302
    key = ApiKey.objects.get(name="fine")
    assert set(key.permissions) <= ROLE_PERMISSIONS[Role.ADMIN]
    assert key.tenant_id == people.tenant.id
    assert key.level == "tenant"


def test_a_key_cannot_be_scoped_to_another_workspaces_identity(people):
    foreign = IdentityFactory(tenant=people.other_tenant)
    response = people.client("owner").post(
        people.url("keys"),
        {"name": "scoped", "permissions": ["tenants:read"], "identity_id": foreign.id},
    )
    assert response.status_code == 422
    assert not ApiKey.objects.filter(name="scoped").exists()


def test_a_member_cannot_create_keys(people):
    response = people.client("member").post(
        people.url("keys"), {"name": "m", "permissions": ["tenants:read"]}
    )
    assert response.status_code == 403


def test_another_workspaces_keys_are_not_listed(people):
    ApiKeyFactory(tenant=people.other_tenant, name="their key")
    ApiKeyFactory(tenant=people.tenant, name="our key")
    page = _text(people.client("owner").get(people.url("keys")))
    assert "our key" in page
    assert "their key" not in page


# --- Webhooks ---------------------------------------------------------------------------------


def test_a_new_endpoint_shows_its_secret_once(people, public_dns):
    owner = people.client("owner")
    response = owner.post(
        people.url("webhooks"),
        {
            "url": "https://hooks.example.com/in",
            "event_types": ["message.received", "identity.created"],
            "description": "CRM",
            "enabled": "on",
        },
    )
    endpoint = WebhookEndpoint.objects.get(tenant=people.tenant)
    assert response["Location"] == people.url(f"webhooks/{endpoint.id}")
    assert endpoint.event_types == ["identity.created", "message.received"]
    secret = _secret(_text(owner.get(response["Location"])))
    assert secret
    assert secret.startswith("whsec_")
    assert _secret(_text(owner.get(response["Location"]))) is None
    assert AuditEvent.objects.filter(type="webhook.created", target_id=endpoint.id).exists()


def test_a_url_that_may_not_receive_webhooks_is_refused_next_to_the_form(people, monkeypatch):
    monkeypatch.setattr(sender.defaults, "resolver", lambda host, port: ["10.0.0.8"])
    response = people.client("owner").post(
        people.url("webhooks"), {"url": "https://internal.example.com/hook", "enabled": "on"}
    )
    assert response.status_code == 422
    assert "cannot receive webhooks" in _text(response)
    assert not WebhookEndpoint.objects.exists()


def test_rotating_the_webhook_secret_shows_the_new_one_once(people):
    endpoint, first = make_webhook(people.tenant)
    owner = people.client("owner")
    response = owner.post(people.url(f"webhooks/{endpoint.id}/rotate"), {"overlap_hours": "2"})
    page = _text(owner.get(response["Location"]))
    secret = _secret(page)
    assert secret
    assert secret.startswith("whsec_")
    assert secret != first
    assert "signs beside the current one" in page
    assert AuditEvent.objects.filter(type="webhook.secret_rotated").exists()


def test_editing_and_deleting_an_endpoint(people, public_dns):
    endpoint, _ = make_webhook(people.tenant)
    owner = people.client("owner")
    url = people.url(f"webhooks/{endpoint.id}")
    response = owner.post(
        url, {"url": "https://hooks.example.com/v2", "event_types": ["message.sent"]}
    )
    assert response.status_code == 302
    endpoint.refresh_from_db()
    assert endpoint.url == "https://hooks.example.com/v2"
    assert endpoint.event_types == ["message.sent"]
    assert endpoint.enabled is False  # the box was left unticked
    response = owner.post(f"{url}/delete")
    assert response["Location"] == people.url("webhooks")
    assert not WebhookEndpoint.objects.filter(pk=endpoint.pk).exists()


def test_a_test_event_enqueues_one_delivery(
    people, queued_tasks, django_capture_on_commit_callbacks
):
    endpoint, _ = make_webhook(people.tenant)
    with django_capture_on_commit_callbacks(execute=True):
        response = people.client("admin").post(people.url(f"webhooks/{endpoint.id}/test"))
    assert response["Location"] == people.url(f"webhooks/{endpoint.id}/deliveries")
    delivery = WebhookDelivery.objects.get(endpoint=endpoint, kind="test")
    assert delivery.event.type == "webhook.test"
    assert queued_tasks["webhook.deliver"] == [delivery.pk]


def test_a_replay_window_enqueues_the_events_in_it(
    people, queued_tasks, django_capture_on_commit_callbacks
):
    endpoint, _ = make_webhook(people.tenant)
    inside = _record_event(people.tenant)
    outside = _record_event(people.tenant)
    Event.objects.filter(pk=inside.pk).update(
        created_at=dt.datetime(2026, 3, 1, 10, 30, tzinfo=dt.UTC)
    )
    Event.objects.filter(pk=outside.pk).update(
        created_at=dt.datetime(2026, 3, 2, 10, 30, tzinfo=dt.UTC)
    )
    with django_capture_on_commit_callbacks(execute=True):
        response = people.client("owner").post(
            people.url(f"webhooks/{endpoint.id}/replay"),
            {"since": "2026-03-01T10:00", "until": "2026-03-01T11:00"},
        )
    assert response.status_code == 302
    replayed = WebhookDelivery.objects.filter(endpoint=endpoint, kind="replay")
    assert [d.event_id for d in replayed] == [inside.pk]
    assert queued_tasks["webhook.deliver"] == [replayed.get().pk]
    assert AuditEvent.objects.filter(type="webhook.replayed", target_id=endpoint.id).exists()


def test_a_replay_window_the_wrong_way_round_is_refused_next_to_the_form(people):
    endpoint, _ = make_webhook(people.tenant)
    owner = people.client("owner")
    url = people.url(f"webhooks/{endpoint.id}/replay")
    response = owner.post(url, {"since": "2026-03-02T10:00", "until": "2026-03-01T10:00"})
    assert response.status_code == 422
    response = owner.post(url, {"since": "not a date"})
    assert response.status_code == 422
    assert not WebhookDelivery.objects.exists()


def test_the_deliveries_list_filters_by_state(people):
    endpoint, _ = make_webhook(people.tenant)
    ok = _record_event(people.tenant, "identity.created")
    bad = _record_event(people.tenant, "identity.deleted")
    WebhookDelivery.objects.create(
        endpoint=endpoint, event=ok, state="succeeded", response_status=200
    )
    WebhookDelivery.objects.create(
        endpoint=endpoint, event=bad, state="failed", response_status=500, response_body="boom"
    )
    page = _text(
        people.client("owner").get(people.url(f"webhooks/{endpoint.id}/deliveries?state=failed"))
    )
    assert "boom" in page
    assert bad.id in page
    assert ok.id not in page


# --- Suppressions and lists -------------------------------------------------------------------


def test_suppressions_are_added_and_removed_by_a_member(people):
    member = people.client("member")
    response = member.post(people.url("lists/suppressions"), {"address": "Gone@Example.com"})
    assert response.status_code == 302
    row = Suppression.objects.get(tenant=people.tenant)
    assert row.address == "gone@example.com"
    response = member.post(people.url("lists/suppressions"), {"address": "gone@example.com"})
    assert response.status_code == 422  # already there
    response = member.post(people.url("lists/suppressions"), {"address": "not an address"})
    assert response.status_code == 422
    member.post(people.url(f"lists/suppressions/{row.id}/remove"))
    assert not Suppression.objects.exists()
    types = set(AuditEvent.objects.values_list("type", flat=True))
    assert {"suppression.created", "suppression.deleted"} <= types


def test_a_viewer_cannot_suppress(people):
    response = people.client("viewer").post(people.url("lists/suppressions"), {"address": "a@b.co"})
    assert response.status_code == 403


def test_list_entries_are_added_and_removed_per_direction_and_kind(people):
    identity = IdentityFactory(tenant=people.tenant, name="sales")
    admin = people.client("admin")
    response = admin.post(
        people.url("lists/entries"),
        {
            "direction": "receive",
            "kind": "address",
            "action": "allow",
            "value": "Boss@Partner.example",
            "identity_id": identity.id,
            "note": "the boss",
        },
    )
    assert response["Location"] == people.url("lists?direction=receive&kind=address")
    entry = ListEntry.objects.get()
    assert (entry.value, entry.identity_id, entry.action) == (
        "boss@partner.example",
        identity.id,
        "allow",
    )
    page = _text(admin.get(response["Location"]))
    assert "boss@partner.example" in page
    assert "sales" in page
    assert "boss@partner.example" not in _text(
        admin.get(people.url("lists?direction=send&kind=domain"))
    )
    response = admin.post(
        people.url("lists/entries"),
        {"direction": "send", "kind": "domain", "action": "block", "value": "not a domain"},
    )
    assert response.status_code == 422
    admin.post(people.url(f"lists/receive/address/{entry.id}/remove"))
    assert not ListEntry.objects.exists()
    assert AuditEvent.objects.filter(type="list_entry.deleted").exists()


def test_a_member_cannot_change_the_lists(people):
    response = people.client("member").post(
        people.url("lists/entries"),
        {"direction": "send", "kind": "domain", "action": "block", "value": "bad.example"},
    )
    assert response.status_code == 403


# --- Events and audit -------------------------------------------------------------------------


def test_events_filter_by_type_and_page_by_cursor(people):
    for n in range(27):
        _record_event(people.tenant, "identity.updated", {"n": n})
    message = _record_event(people.tenant, "message.received", {"subject_len": 3})
    _record_event(people.other_tenant, "message.received", {"theirs": True})
    owner = people.client("owner")
    page = _text(owner.get(people.url("events?type=message.received")))
    assert message.id in page
    assert "theirs" not in page
    assert "identity.updated<br>" not in page
    first = _text(owner.get(people.url("events")))
    assert first.count("<pre>") == 25
    older = re.search(r'href="(\?after=evt_[0-9A-Z]+)"', first).group(1)
    second = _text(owner.get(people.url("events") + older))
    assert second.count("<pre>") == 3
    assert people.client("owner").get(people.url("events?type=nonsense")).status_code == 200


def test_audit_filters_by_type_actor_target_and_dates(people):
    one = IdentityFactory(tenant=people.tenant)
    two = IdentityFactory(tenant=people.tenant)
    people.client("owner").post(people.url(f"identities/{one.id}/pause"))
    people.client("admin").post(people.url(f"identities/{two.id}/pause"))
    key = ApiKeyFactory(tenant=people.tenant)
    Api(key.secret).post(f"/v1/identities/{two.id}/resume")
    old = AuditEvent.objects.get(type="identity.paused", target_id=one.id)
    AuditEvent.objects.filter(pk=old.pk).update(
        created_at=dt.datetime(2026, 1, 5, 12, tzinfo=dt.UTC)
    )
    owner = people.client("owner")

    def rows(query: str) -> list[str]:
        html = _text(owner.get(people.url("audit?" + query)))
        return re.findall(r"<td>([a-z_]+\.[a-z_]+)</td>", html)

    assert rows("type=identity.paused") == ["identity.paused", "identity.paused"]
    assert rows(f"actor={people.admin.email}") == ["identity.paused"]
    assert rows(f"actor={key.id}") == ["identity.resumed"]
    assert rows(f"target_id={one.id}") == ["identity.paused"]
    assert rows("since=2026-01-05T00:00&until=2026-01-06T00:00") == ["identity.paused"]
    html = _text(owner.get(people.url(f"audit?actor={key.id}")))
    assert f'API key <code class="id">{key.id}</code>' in html
    assert owner.get(people.url("audit?since=garbage")).status_code == 200


def test_a_key_with_an_expiry_in_the_past_is_refused_and_one_in_the_future_kept(people):
    owner = people.client("owner")
    response = owner.post(
        people.url("keys"),
        {"name": "past", "permissions": ["tenants:read"], "expires_at": "2020-01-01T00:00"},
    )
    assert response.status_code == 422
    assert not ApiKey.objects.filter(name="past").exists()
    later = (timezone.now() + dt.timedelta(days=30)).strftime("%Y-%m-%dT%H:%M")
    owner.post(
        people.url("keys"), {"name": "later", "permissions": ["tenants:read"], "expires_at": later}
    )
    key = ApiKey.objects.get(name="later")
    assert key.expires_at.strftime("%Y-%m-%dT%H:%M") == later
    assert key.state() == "active"
