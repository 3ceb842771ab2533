"""The method's settings through /v1/domains: a Cloudflare token (checked against the
loopback Cloudflare fake, sealed, never echoed or logged) and the SES region and
configuration set, on create and on update."""

from __future__ import annotations

import logging

import pytest
from django.utils import timezone

from apps.domains.models import Domain
from apps.domains.services import cloudflare
from apps.domains.services.records import expected_records
from apps.tenants.models import AuditEvent
from apps.tenants.services import keyring
from tests.conftest import Api
from tests.domains.cloudflare.server import fake_cloudflare
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db

ZONE = "023e105f4ecef8ad9ca31a8372d0c353"
NAME = "theircompany.test"
TOKEN = "cf-token-Zq8sVh2mK4pW9xR1tY6uN3bL7dE0gF5a"


@pytest.fixture
def api(world) -> Api:
    return Api(world.tenant_key.secret)


@pytest.fixture
def cf(settings):
    with fake_cloudflare() as fake:
        settings.PM_CLOUDFLARE_API_URL = fake.url
        yield fake
    assert fake.unexpected == []


def _script_connect(cf) -> None:
    cf.answer("GET", "/user/tokens/verify", "token_verify_active")
    cf.answer("GET", "/zones", "zones_found")
    cf.answer("GET", f"/zones/{ZONE}/dns_records", "dns_records_empty")


def _nowhere_but_sealed(token: str, *texts: str) -> None:
    for text in texts:
        assert token not in text


def test_a_domain_added_with_a_cloudflare_token_is_connected(api, cf, caplog):
    _script_connect(cf)
    caplog.set_level(logging.DEBUG)
    response = api.post(
        "/v1/domains",
        {"name": NAME, "method": "cloudflare_zone", "cloudflare_token": TOKEN},
        headers={"Idempotency-Key": "cf-1"},
    )
    assert response.status_code == 201, response.content
    body = response.json()
    assert "cloudflare_token" not in body
    assert body["provider"] == {
        "cloudflare_connected": True,
        "cloudflare_zone_id": ZONE,
        "region": None,
        "configuration_set": None,
    }
    assert [r.headers["authorization"] for r in cf.requests] == [f"Bearer {TOKEN}"] * 3
    replay = api.post(
        "/v1/domains",
        {"name": NAME, "method": "cloudflare_zone", "cloudflare_token": TOKEN},
        headers={"Idempotency-Key": "cf-1"},
    )
    assert (replay.status_code, replay.json()["id"]) == (201, body["id"])
    assert len(cf.requests) == 3  # the stored answer: Cloudflare is not asked again
    domain = Domain.objects.get(pk=body["id"])
    assert domain.state == Domain.State.PENDING_OWNERSHIP
    assert (
        keyring.open_secret(domain.provider_secret, context=cloudflare.SECRET_CONTEXT).decode()
        == TOKEN
    )
    audits = AuditEvent.objects.filter(target_id=domain.id)
    assert {"domain.created", "domain.provider_connected"} <= {a.type for a in audits}
    _nowhere_but_sealed(
        TOKEN,
        response.content.decode(),
        domain.provider_secret,
        str(domain.provider_config),
        *(str(a.data) for a in audits),
        *(r.getMessage() + str(r.__dict__) for r in caplog.records),
    )


def test_a_refused_token_stores_nothing_not_even_the_claim(api, cf):
    cf.answer("GET", "/user/tokens/verify", "token_invalid", status=401)
    response = api.post(
        "/v1/domains", {"name": NAME, "method": "cloudflare_zone", "cloudflare_token": TOKEN}
    )
    assert response.status_code == 422, response.content
    assert response.json()["error"]["code"] == "domain_provider_forbidden"
    assert TOKEN not in response.content.decode()
    assert not Domain.objects.filter(name=NAME).exists()


def test_a_token_that_cannot_see_the_zone_is_refused(api, cf):
    cf.answer("GET", "/user/tokens/verify", "token_verify_active")
    cf.answer("GET", "/zones", "zones_empty")
    response = api.post(
        "/v1/domains", {"name": NAME, "method": "cloudflare_zone", "cloudflare_token": TOKEN}
    )
    assert response.json()["error"]["code"] == "domain_provider_zone_not_found"
    assert not Domain.objects.filter(name=NAME).exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"method": "dns_records", "cloudflare_token": TOKEN}, "cloudflare_token"),
        ({"method": "dns_records", "region": "eu-west-1"}, "region"),
        ({"method": "ses", "region": "Europe/Paris"}, "region"),
        ({"method": "ses", "configuration_set": "no spaces"}, "configuration_set"),
    ],
)
def test_settings_that_do_not_fit_the_method_are_refused_before_any_call(api, cf, body, field):
    response = api.post("/v1/domains", {"name": NAME, **body})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "validation_failed"
    assert field in error["details"]["fields"]
    assert cf.requests == []
    assert not Domain.objects.filter(name=NAME).exists()


def test_patch_connects_a_token_and_never_shows_it(api, cf, world):
    domain = DomainFactory(tenant=world.tenant, name=NAME, method=Domain.Method.DNS_RECORDS)
    _script_connect(cf)
    response = api.patch(
        f"/v1/domains/{domain.id}", {"method": "cloudflare_zone", "cloudflare_token": TOKEN}
    )
    assert response.status_code == 200, response.content
    assert response.json()["method"] == "cloudflare_zone"
    assert response.json()["provider"]["cloudflare_connected"] is True
    assert TOKEN not in response.content.decode()
    domain.refresh_from_db()
    assert domain.provider_config["cloudflare_zone_id"] == ZONE
    again = api.get(f"/v1/domains/{domain.id}")
    assert TOKEN not in again.content.decode()


def test_patch_with_a_refused_token_changes_nothing(api, cf, world):
    domain = DomainFactory(tenant=world.tenant, name=NAME, method=Domain.Method.CLOUDFLARE_ZONE)
    cf.answer("GET", "/user/tokens/verify", "token_verify_disabled")
    response = api.patch(f"/v1/domains/{domain.id}", {"cloudflare_token": TOKEN})
    assert response.json()["error"]["code"] == "domain_provider_forbidden"
    domain.refresh_from_db()
    assert domain.provider_secret == ""


def test_patch_refuses_a_token_for_a_manual_method_before_changing_anything(api, cf, world):
    domain = DomainFactory(tenant=world.tenant, name=NAME, method=Domain.Method.DNS_RECORDS)
    response = api.patch(
        f"/v1/domains/{domain.id}", {"method": "send_only", "cloudflare_token": TOKEN}
    )
    assert response.status_code == 422
    domain.refresh_from_db()
    assert domain.method == Domain.Method.DNS_RECORDS
    assert cf.requests == []


def test_ses_region_and_configuration_set_go_into_the_provider_config(api, world):
    response = api.post(
        "/v1/domains",
        {"name": NAME, "method": "ses", "region": "eu-west-1", "configuration_set": "events"},
    )
    assert response.status_code == 201, response.content
    assert response.json()["provider"]["region"] == "eu-west-1"
    domain = Domain.objects.get(pk=response.json()["id"])
    assert domain.provider_config == {"region": "eu-west-1", "configuration_set": "events"}

    changed = api.patch(f"/v1/domains/{domain.id}", {"region": "ap-southeast-2"})
    assert changed.status_code == 200
    domain.refresh_from_db()
    assert domain.provider_config == {"region": "ap-southeast-2", "configuration_set": "events"}

    cleared = api.patch(f"/v1/domains/{domain.id}", {"configuration_set": None})
    assert cleared.json()["provider"]["configuration_set"] is None
    domain.refresh_from_db()
    assert domain.provider_config == {"region": "ap-southeast-2"}
    assert (
        AuditEvent.objects.filter(type="domain.provider_configured", target_id=domain.id).count()
        == 2
    )


def test_another_tenants_domain_answers_404_for_provider_settings(api, world, cf):
    theirs = DomainFactory(tenant=world.other_tenant, method=Domain.Method.CLOUDFLARE_ZONE)
    response = api.patch(f"/v1/domains/{theirs.id}", {"cloudflare_token": TOKEN})
    assert (response.status_code, response.json()["error"]["code"]) == (404, "domain_not_found")
    assert cf.requests == []


def test_a_new_region_moves_the_ses_mail_from_mx(api, world):
    domain = DomainFactory(
        tenant=world.tenant,
        name=NAME,
        method=Domain.Method.SES,
        state=Domain.State.ACTIVE,
        ownership_verified_at=timezone.now(),
        provider_config={"ses_mail_from": f"mail.{NAME}", "region": "us-east-1"},
    )
    assert ("return_path", f"mail.{NAME}", "MX", "feedback-smtp.us-east-1.amazonses.com") in {
        (r.kind, r.name, r.type, r.value) for r in expected_records(domain)
    }
    response = api.patch(f"/v1/domains/{domain.id}", {"region": "eu-west-1"})
    assert response.status_code == 200
    mail_from = {
        (r["type"], r["value"], r["status"])
        for r in response.json()["records"]
        if r["name"] == f"mail.{NAME}"
    }
    assert mail_from == {
        ("MX", "10 feedback-smtp.eu-west-1.amazonses.com", "pending"),
        ("TXT", "v=spf1 include:amazonses.com ~all", "pending"),
    }
