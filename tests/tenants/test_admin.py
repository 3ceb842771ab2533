"""The operator plane: every page loads, actions go through services, secrets never show."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from django.db import connection
from django.db.models import Model
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from apps.events.models import Event
from apps.tenants import services
from apps.tenants.models import (
    ApiKey,
    AuditEvent,
    IdempotencyRecord,
    Partner,
    SigningKey,
    Status,
    Tenant,
)
from pylota.core import crypto
from pylota.core.principal import Actor
from tests.factories import ApiKeyFactory, PartnerFactory, TenantFactory

pytestmark = pytest.mark.django_db

SIGNING_PLAINTEXT = b"signing-key-plaintext-never-shown"

ALL_MODELS = [Partner, Tenant, ApiKey, AuditEvent, IdempotencyRecord, SigningKey, Event]
READ_ONLY_MODELS = [AuditEvent, IdempotencyRecord, SigningKey, Event]


def _url(model: type[Model], view: str, *args: Any) -> str:
    opts = model._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_{view}", args=args)


def _act(client: Client, model: type[Model], action: str, *objs: Model):
    return client.post(
        _url(model, "changelist"),
        {"action": action, "_selected_action": [obj.pk for obj in objs]},
        follow=True,
    )


def _sealed_material() -> str:
    key = crypto.MasterKey.from_text(settings.PM_MASTER_KEY)
    return crypto.seal(SIGNING_PLAINTEXT, key=key, context="keyring")


@pytest.fixture
def rows() -> dict[type[Model], Model]:
    """One row of every model the admin shows."""
    partner = PartnerFactory()
    tenant = TenantFactory(partner=partner)
    api_key = ApiKeyFactory(tenant=tenant)
    audit = services.audit_record(
        actor=Actor(user="system:test"), type="tenant.created", target=tenant, tenant_id=tenant.id
    )
    record = IdempotencyRecord.objects.create(
        api_key_id=api_key.id,
        key="idem-1",
        method="POST",
        path="/v1/tenants",
        request_digest="0" * 64,
    )
    signing_key = SigningKey.objects.create(
        purpose="thread_token", kid="sk1", material=_sealed_material()
    )
    event = Event.objects.create(type="webhook.test", tenant_id=tenant.id, data={"n": 1})
    return {
        Partner: partner,
        Tenant: tenant,
        ApiKey: api_key,
        AuditEvent: audit,
        IdempotencyRecord: record,
        SigningKey: signing_key,
        Event: event,
    }


# --- Every page loads -------------------------------------------------------------------


def test_the_site_header_names_the_operations_plane(admin_client: Client) -> None:
    response = admin_client.get(reverse("admin:index"))
    assert response.status_code == 200
    assert "Pylota Mail operations" in response.content.decode()


@pytest.mark.parametrize("model", ALL_MODELS, ids=lambda m: m.__name__)
def test_every_changelist_loads_with_a_row(
    admin_client: Client, rows: dict, model: type[Model]
) -> None:
    response = admin_client.get(_url(model, "changelist"))
    assert response.status_code == 200
    assert response.context["cl"].result_count == 1


@pytest.mark.parametrize("model", ALL_MODELS, ids=lambda m: m.__name__)
def test_every_change_page_loads(admin_client: Client, rows: dict, model: type[Model]) -> None:
    response = admin_client.get(_url(model, "change", rows[model].pk))
    assert response.status_code == 200


@pytest.mark.parametrize("model", ALL_MODELS, ids=lambda m: m.__name__)
def test_every_changelist_search_finds_the_row_by_its_id(
    admin_client: Client, rows: dict, model: type[Model]
) -> None:
    row = rows[model]
    # Idempotency records have a numeric pk; operators look them up by their key.
    term = row.key if model is IdempotencyRecord else row.pk
    response = admin_client.get(_url(model, "changelist"), {"q": term})
    assert response.status_code == 200
    assert response.context["cl"].result_count == 1


@pytest.mark.parametrize("model", ALL_MODELS, ids=lambda m: m.__name__)
def test_every_list_filter_choice_loads(
    admin_client: Client, rows: dict, model: type[Model]
) -> None:
    changelist = admin_client.get(_url(model, "changelist")).context["cl"]
    query_strings = [
        choice["query_string"]
        for spec in changelist.filter_specs
        for choice in spec.choices(changelist)
    ]
    assert query_strings
    for query_string in query_strings:
        assert admin_client.get(_url(model, "changelist") + query_string).status_code == 200


@pytest.mark.parametrize(
    ("model", "make_row"),
    [
        (Tenant, lambda: TenantFactory(partner=PartnerFactory())),
        (ApiKey, lambda: ApiKeyFactory(tenant=TenantFactory(partner=PartnerFactory()))),
        (Partner, lambda: TenantFactory(partner=PartnerFactory()).partner),
    ],
    ids=["Tenant", "ApiKey", "Partner"],
)
def test_changelists_do_not_query_once_per_row(
    admin_client: Client, model: type[Model], make_row
) -> None:
    make_row()
    admin_client.get(_url(model, "changelist"))  # the session's first request records it
    with CaptureQueriesContext(connection) as one:
        admin_client.get(_url(model, "changelist"))
    for _ in range(5):
        make_row()
    with CaptureQueriesContext(connection) as six:
        admin_client.get(_url(model, "changelist"))
    assert len(six) == len(one)


# --- Read-only history ------------------------------------------------------------------


@pytest.mark.parametrize("model", READ_ONLY_MODELS, ids=lambda m: m.__name__)
def test_read_only_models_refuse_add_change_and_delete(
    admin_client: Client, rows: dict, model: type[Model]
) -> None:
    obj = rows[model]
    assert admin_client.get(_url(model, "add")).status_code == 403
    assert admin_client.post(_url(model, "add"), {}).status_code == 403
    assert admin_client.post(_url(model, "change", obj.pk), {}).status_code == 403
    assert admin_client.get(_url(model, "delete", obj.pk)).status_code == 403
    assert admin_client.post(_url(model, "delete", obj.pk), {"post": "yes"}).status_code == 403
    assert model.objects.filter(pk=obj.pk).exists()


@pytest.mark.parametrize("model", READ_ONLY_MODELS, ids=lambda m: m.__name__)
def test_read_only_models_offer_no_bulk_delete(
    admin_client: Client, rows: dict, model: type[Model]
) -> None:
    _act(admin_client, model, "delete_selected", rows[model])
    assert model.objects.filter(pk=rows[model].pk).exists()


# --- Secrets never show -----------------------------------------------------------------


def test_the_signing_key_pages_never_show_the_sealed_material(
    admin_client: Client, rows: dict
) -> None:
    signing_key = rows[SigningKey]
    for url in (_url(SigningKey, "changelist"), _url(SigningKey, "change", signing_key.pk)):
        page = admin_client.get(url).content.decode()
        assert signing_key.kid in page
        assert signing_key.material not in page
        assert signing_key.material.split(".")[2] not in page
        assert SIGNING_PLAINTEXT.decode() not in page
        assert "material" not in page.lower()


def test_the_api_key_pages_never_show_the_digest_or_the_secret(
    admin_client: Client, rows: dict
) -> None:
    api_key = rows[ApiKey]
    for url in (_url(ApiKey, "changelist"), _url(ApiKey, "change", api_key.pk)):
        page = admin_client.get(url).content.decode()
        assert api_key.prefix in page
        assert api_key.secret_digest not in page
        assert api_key.secret not in page
        assert "digest" not in page.lower()


# --- API keys ---------------------------------------------------------------------------


def test_api_keys_cannot_be_added_or_deleted_through_the_admin(
    admin_client: Client, rows: dict
) -> None:
    assert admin_client.get(_url(ApiKey, "add")).status_code == 403
    assert admin_client.get(_url(ApiKey, "delete", rows[ApiKey].pk)).status_code == 403


def test_the_api_key_list_tells_operators_where_keys_are_created(
    admin_client: Client, rows: dict
) -> None:
    page = admin_client.get(_url(ApiKey, "changelist")).content.decode()
    assert "POST /v1/keys" in page


def test_the_revoke_action_revokes_and_records_the_operator(
    admin_client: Client, rows: dict
) -> None:
    api_key = rows[ApiKey]
    response = _act(admin_client, ApiKey, "revoke_keys", api_key)

    assert response.status_code == 200
    api_key.refresh_from_db()
    assert api_key.revoked_at is not None
    audit = AuditEvent.objects.get(type="key.revoked", target_id=api_key.id)
    assert audit.actor_user == "admin:admin"
    assert audit.actor_key_id == ""
    assert audit.tenant_id == api_key.tenant_id


def test_the_revoke_action_skips_keys_already_revoked(admin_client: Client, rows: dict) -> None:
    live = rows[ApiKey]
    revoked = ApiKeyFactory(tenant=live.tenant)
    services.api_key_revoke(actor=Actor(user="system:test"), api_key=revoked)

    response = _act(admin_client, ApiKey, "revoke_keys", live, revoked)

    messages = [str(m) for m in response.context["messages"]]
    assert any("Revoked 1" in m for m in messages)
    assert any(revoked.id in m and "already revoked" in m for m in messages)
    assert AuditEvent.objects.filter(type="key.revoked", target_id=revoked.id).count() == 1


def test_renaming_a_key_changes_only_its_name_and_writes_an_audit_row(
    admin_client: Client, rows: dict
) -> None:
    api_key = rows[ApiKey]
    response = admin_client.post(
        _url(ApiKey, "change", api_key.pk),
        {"name": "renamed", "level": "platform", "permissions": "", "prefix": "hijack"},
    )

    assert response.status_code == 302
    api_key.refresh_from_db()
    assert api_key.name == "renamed"
    assert api_key.level == "tenant"
    assert api_key.prefix != "hijack"
    audit = AuditEvent.objects.get(type="key.updated", target_id=api_key.id)
    assert audit.actor_user == "admin:admin"
    assert audit.data == {"fields": ["name"]}
    assert audit.partner_id == api_key.tenant.partner_id


# --- Tenants ----------------------------------------------------------------------------


def test_the_suspend_action_suspends_the_tenant_for_the_platform(
    admin_client: Client, rows: dict
) -> None:
    tenant = rows[Tenant]
    _act(admin_client, Tenant, "suspend_tenants", tenant)

    tenant.refresh_from_db()
    assert tenant.status == Status.SUSPENDED
    assert tenant.suspended_by == "platform"
    audit = AuditEvent.objects.get(type="tenant.suspended", target_id=tenant.id)
    assert audit.actor_user == "admin:admin"
    assert audit.data == {"by": "platform"}
    assert audit.partner_id == tenant.partner_id


def test_the_suspend_action_raises_a_partner_suspension_to_the_platform(
    admin_client: Client, rows: dict
) -> None:
    tenant = services.tenant_set_status(
        actor=Actor(user="system:test"),
        tenant=rows[Tenant],
        status=Status.SUSPENDED,
        by="partner",
    )
    _act(admin_client, Tenant, "suspend_tenants", tenant)

    tenant.refresh_from_db()
    assert tenant.suspended_by == "platform"


def test_the_resume_action_lifts_a_platform_suspension(admin_client: Client, rows: dict) -> None:
    tenant = rows[Tenant]
    _act(admin_client, Tenant, "suspend_tenants", tenant)
    _act(admin_client, Tenant, "resume_tenants", tenant)

    tenant.refresh_from_db()
    assert tenant.status == Status.ACTIVE
    assert tenant.suspended_by == ""
    assert AuditEvent.objects.filter(type="tenant.resumed", actor_user="admin:admin").count() == 1


def test_the_resume_action_skips_active_tenants(admin_client: Client, rows: dict) -> None:
    response = _act(admin_client, Tenant, "resume_tenants", rows[Tenant])

    assert any("already active" in str(m) for m in response.context["messages"])
    assert not AuditEvent.objects.filter(type="tenant.resumed").exists()


def test_the_tenant_form_cannot_change_a_tenant_without_a_service(
    admin_client: Client, rows: dict
) -> None:
    tenant = rows[Tenant]
    response = admin_client.post(
        _url(Tenant, "change", tenant.pk), {"name": "renamed", "status": "suspended"}
    )

    assert response.status_code == 403
    tenant.refresh_from_db()
    assert tenant.name != "renamed"
    assert tenant.status == Status.ACTIVE
    assert admin_client.get(_url(Tenant, "add")).status_code == 403
    assert admin_client.get(_url(Tenant, "delete", tenant.pk)).status_code == 403


# --- Partners ---------------------------------------------------------------------------


def test_the_partner_actions_suspend_and_resume_with_audit_rows(
    admin_client: Client, rows: dict
) -> None:
    partner = rows[Partner]
    _act(admin_client, Partner, "suspend_partners", partner)
    partner.refresh_from_db()
    assert partner.status == Status.SUSPENDED

    _act(admin_client, Partner, "resume_partners", partner)
    partner.refresh_from_db()
    assert partner.status == Status.ACTIVE

    types = set(
        AuditEvent.objects.filter(target_id=partner.id, actor_user="admin:admin").values_list(
            "type", flat=True
        )
    )
    assert types == {"partner.suspended", "partner.resumed"}


def test_the_soft_delete_refuses_a_partner_that_still_has_tenants(
    admin_client: Client, rows: dict
) -> None:
    partner = rows[Partner]
    response = _act(admin_client, Partner, "soft_delete_partners", partner)

    partner.refresh_from_db()
    assert partner.deleted_at is None
    assert any(partner.id in str(m) for m in response.context["messages"])


def test_the_soft_delete_keeps_the_partner_and_revokes_its_keys(admin_client: Client) -> None:
    partner = PartnerFactory()
    api_key = ApiKeyFactory(partner=partner)
    _act(admin_client, Partner, "soft_delete_partners", partner)

    partner.refresh_from_db()
    api_key.refresh_from_db()
    assert partner.deleted_at is not None
    assert api_key.revoked_at is not None
    assert AuditEvent.objects.filter(type="partner.deleted", actor_user="admin:admin").exists()


# --- Events -----------------------------------------------------------------------------

DISPATCHED: list[str] = []


def record_dispatch(event: Event) -> None:
    """A test consumer: PM_EVENT_CONSUMERS points here."""
    DISPATCHED.append(event.id)


@pytest.fixture
def consumer(settings) -> list[str]:
    settings.PM_EVENT_CONSUMERS = [f"{__name__}.record_dispatch"]
    DISPATCHED.clear()
    return DISPATCHED


def test_dispatch_now_dispatches_pending_events_once(
    admin_client: Client, consumer: list[str]
) -> None:
    pending = Event.objects.create(type="webhook.test", data={})
    response = _act(admin_client, Event, "dispatch_now", pending)
    _act(admin_client, Event, "dispatch_now", pending)

    pending.refresh_from_db()
    assert pending.dispatched_at is not None
    assert pending.dispatch_attempts == 1
    assert consumer == [pending.id]
    assert any("Dispatched 1" in str(m) for m in response.context["messages"])


def test_dispatch_now_reports_a_failing_consumer_and_leaves_the_event_pending(
    admin_client: Client, settings
) -> None:
    settings.PM_EVENT_CONSUMERS = [f"{__name__}.failing_consumer"]
    pending = Event.objects.create(type="webhook.test", data={})
    response = _act(admin_client, Event, "dispatch_now", pending)

    pending.refresh_from_db()
    assert pending.dispatched_at is None
    assert any("consumer down" in str(m) for m in response.context["messages"])


def failing_consumer(event: Event) -> None:
    raise RuntimeError("consumer down")


def test_the_dispatch_filter_separates_dispatched_from_pending(
    admin_client: Client, consumer: list[str]
) -> None:
    pending = Event.objects.create(type="webhook.test", data={})
    done = Event.objects.create(type="webhook.test", data={})
    _act(admin_client, Event, "dispatch_now", done)

    listed = {
        state: {
            row.pk
            for row in admin_client.get(_url(Event, "changelist"), {"dispatch": state})
            .context["cl"]
            .result_list
        }
        for state in ("pending", "dispatched")
    }
    assert listed == {"pending": {pending.id}, "dispatched": {done.id}}


# --- The trust policy -----------------------------------------------------------------------


def test_an_operator_sets_the_dns_temperror_action_and_it_is_audited(admin_client: Client) -> None:
    from apps.tenants.models import TenantTrustPolicy

    tenant = TenantFactory()
    policy = TenantTrustPolicy.objects.create(tenant=tenant)
    response = admin_client.post(
        _url(TenantTrustPolicy, "change", policy.pk),
        {"quarantine_release_by_api_keys": "on", "dns_temperror_action": "hold"},
    )
    assert response.status_code == 302, response.content
    policy.refresh_from_db()
    assert policy.dns_temperror_action == "hold"
    audit = AuditEvent.objects.get(type="tenant.trust_policy_updated", target_id=tenant.id)
    assert audit.actor_user.startswith("admin:")
    assert audit.data["dns_temperror_action"] == "hold"
