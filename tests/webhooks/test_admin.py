"""The operator plane for webhook endpoints and deliveries: pages load, secrets never show,
actions go through the services."""

from __future__ import annotations

import pytest
from django.db import transaction
from django.db.models import Model
from django.test import Client
from django.urls import reverse

from apps.events import services as event_services
from apps.tenants.models import AuditEvent
from apps.webhooks import services
from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.factories import TenantFactory
from tests.webhooks.conftest import make_endpoint

pytestmark = pytest.mark.django_db

URL = "https://93.184.215.14/hooks?token=shh"


def _url(model: type[Model], view: str, *args) -> str:
    opts = model._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_{view}", args=args)


def _act(client: Client, model: type[Model], action: str, *objs: Model):
    return client.post(
        _url(model, "changelist"),
        {"action": action, "_selected_action": [obj.pk for obj in objs]},
        follow=True,
    )


@pytest.fixture
def endpoint_and_secret():
    return make_endpoint(tenant=TenantFactory(), url=URL)


@pytest.fixture
def delivery(endpoint_and_secret) -> WebhookDelivery:
    endpoint, _ = endpoint_and_secret
    with transaction.atomic():
        event = event_services.event_record(
            type="identity.created", data={}, tenant_id=endpoint.tenant_id
        )
        services.webhook_fanout(event)
    return WebhookDelivery.objects.get(event=event)


@pytest.mark.parametrize("model", [WebhookEndpoint, WebhookDelivery], ids=lambda m: m.__name__)
def test_changelists_and_change_pages_load(admin_client: Client, delivery, model):
    row = delivery if model is WebhookDelivery else delivery.endpoint
    assert admin_client.get(_url(model, "changelist")).status_code == 200
    assert admin_client.get(_url(model, "changelist") + f"?q={row.pk}").status_code == 200
    assert admin_client.get(_url(model, "change", row.pk)).status_code == 200


def test_the_endpoint_pages_never_show_its_secret(admin_client: Client, endpoint_and_secret):
    endpoint, secret = endpoint_and_secret
    for page in (_url(WebhookEndpoint, "changelist"), _url(WebhookEndpoint, "change", endpoint.pk)):
        html = admin_client.get(page).content.decode()
        assert secret not in html
        assert endpoint.secret not in html  # not even the sealed envelope


def test_endpoints_cannot_be_added_or_deleted_by_hand(admin_client: Client, endpoint_and_secret):
    endpoint, _ = endpoint_and_secret
    assert admin_client.get(_url(WebhookEndpoint, "add")).status_code == 403
    assert admin_client.get(_url(WebhookEndpoint, "delete", endpoint.pk)).status_code == 403


def test_disabling_and_enabling_go_through_the_service_and_are_audited(
    admin_client: Client, endpoint_and_secret
):
    endpoint, _ = endpoint_and_secret
    _act(admin_client, WebhookEndpoint, "disable_endpoints", endpoint)
    endpoint.refresh_from_db()
    assert endpoint.enabled is False
    _act(admin_client, WebhookEndpoint, "enable_endpoints", endpoint)
    endpoint.refresh_from_db()
    assert endpoint.enabled is True
    audit = AuditEvent.objects.filter(target_id=endpoint.pk, type="webhook.updated")
    assert {a.actor_user for a in audit} == {"admin:admin"}
    assert audit.count() == 2


def test_retry_now_makes_a_failed_delivery_due_and_skips_the_others(admin_client: Client, delivery):
    WebhookDelivery.objects.filter(pk=delivery.pk).update(state="failed", next_attempt_at=None)
    response = _act(admin_client, WebhookDelivery, "retry_now", delivery)
    assert "Queued 1 deliveries." in response.content.decode()
    delivery.refresh_from_db()
    assert (delivery.state, delivery.next_attempt_at is not None) == ("pending", True)
    assert AuditEvent.objects.filter(type="webhook.delivery_retried").count() == 1

    WebhookDelivery.objects.filter(pk=delivery.pk).update(state="succeeded")
    response = _act(admin_client, WebhookDelivery, "retry_now", delivery)
    assert "Skipped 1" in response.content.decode()
