"""The operator plane: domain pages with records, checks and alerts; re-check and force
actions go through the services and are audited."""

from __future__ import annotations

import pytest
from django.db.models import Model
from django.test import Client
from django.urls import reverse

from apps.domains import services
from apps.domains.models import Domain, DomainAlert
from apps.tenants.models import AuditEvent
from tests.domains.conftest import ACTOR, prove, publish
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db


def _url(model: type[Model], view: str, *args) -> str:
    opts = model._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_{view}", args=args)


def _act(client: Client, model: type[Model], action: str, *objs: Model):
    return client.post(
        _url(model, "changelist"),
        {"action": action, "_selected_action": [obj.pk for obj in objs]},
        follow=True,
    )


def test_pages_load_with_records_and_never_show_the_provider_secret(admin_client: Client, zone):
    domain = DomainFactory(provider_secret="pmse1.sealed-secret-text")
    prove(zone, domain)
    services.domain_verify(actor=ACTOR, domain=domain)
    for model in (Domain, DomainAlert):
        assert admin_client.get(_url(model, "changelist")).status_code == 200
    page = admin_client.get(_url(Domain, "change", domain.pk))
    assert page.status_code == 200
    text = page.content.decode()
    assert f"_pylota-challenge.{domain.name}" in text
    assert "Publish an MX record" in text
    assert "sealed-secret-text" not in text


def test_recheck_moves_the_domain_and_is_audited(admin_client: Client, zone):
    domain = DomainFactory()
    prove(zone, domain)
    services.domain_verify(actor=ACTOR, domain=domain)
    publish(zone, Domain.objects.get(pk=domain.pk))
    _act(admin_client, Domain, "recheck", domain)
    domain.refresh_from_db()
    assert domain.state == "active"
    audit = AuditEvent.objects.filter(target_id=domain.pk, actor_user="admin:admin")
    assert "domain.state_changed" in set(audit.values_list("type", flat=True))


def test_force_actions_follow_the_machine_and_report_refusals(admin_client: Client):
    configuring = DomainFactory(state="configuring")
    pending = DomainFactory()
    response = _act(admin_client, Domain, "force_active", configuring, pending)
    configuring.refresh_from_db()
    pending.refresh_from_db()
    assert (configuring.state, configuring.state_cause) == ("active", "operator")
    assert pending.state == "pending_ownership"
    assert "Skipped 1" in response.content.decode()
    _act(admin_client, Domain, "force_failing", configuring)
    assert DomainAlert.objects.filter(domain=configuring, resolved_at__isnull=True).exists()
    _act(admin_client, DomainAlert, "acknowledge", DomainAlert.objects.get(domain=configuring))
    assert not DomainAlert.objects.filter(domain=configuring, resolved_at__isnull=True).exists()
    audit = AuditEvent.objects.filter(target_id=configuring.pk, actor_user="admin:admin")
    assert {"domain.state_changed", "domain.alert_resolved"} <= set(
        audit.values_list("type", flat=True)
    )


def test_domains_cannot_be_added_or_edited_by_hand(admin_client: Client):
    domain = DomainFactory()
    assert admin_client.get(_url(Domain, "add")).status_code == 403
    assert (
        admin_client.post(_url(Domain, "change", domain.pk), {"name": "x.test"}).status_code == 403
    )
