"""The Cloudflare provider against recorded API v4 answers on a loopback HTTP server: what
it reads, what it creates and updates (and never deletes), and each error a person can act
on (a token without permission, no zone, rate limiting) or retry (network, faults)."""

from __future__ import annotations

import socket

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from apps.domains.models import Domain
from apps.domains.services import cloudflare
from apps.domains.services.cloudflare import CloudflareClient, CloudflareProvider
from apps.domains.services.providers import ManualProvider, provider_for
from apps.tenants.models import AuditEvent
from apps.tenants.services import keyring
from pylota.core.domains.records import Record
from pylota.core.errors import AppError
from tests.domains.cloudflare.server import fake_cloudflare, fixture
from tests.factories import DomainFactory

ZONE = "023e105f4ecef8ad9ca31a8372d0c353"
TOKEN = "cf-scoped-token-0123456789abcdefghijklmnop"
DOMAIN = "theircompany.test"
RECORDS = [
    Record("mx", DOMAIN, "MX", "mx.pylota.test", priority=10),
    Record("spf", DOMAIN, "TXT", "v=spf1 mx include:spf.pylota.test ~all"),
    Record(
        "dkim",
        f"pm1._domainkey.{DOMAIN}",
        "TXT",
        "v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=",
    ),
    Record(
        "dmarc",
        f"_dmarc.{DOMAIN}",
        "TXT",
        f"v=DMARC1; p=none; rua=mailto:dmarc-reports@{DOMAIN}; adkim=r; aspf=r",
    ),
    Record("return_path", f"pm-bounces.{DOMAIN}", "CNAME", "bounces.pylota.test"),
]


@pytest.fixture
def api():
    with fake_cloudflare() as fake:
        yield fake
    assert fake.unexpected == [], [(r.method, r.path) for r in fake.unexpected]


def _client(api) -> CloudflareClient:
    return CloudflareClient(TOKEN, base_url=api.url, timeout=5)


def _listing(api, *pages: str) -> None:
    for page in pages:
        api.answer("GET", f"/zones/{ZONE}/dns_records", page)


# --- publishing --------------------------------------------------------------------------


def test_it_leaves_equal_records_updates_wrong_ones_and_creates_missing_ones(api):
    _listing(api, "dns_records_page1", "dns_records_page2")
    api.answer(
        "PATCH", f"/zones/{ZONE}/dns_records/4b1ae7a0c5f54c0d9d3b1d7e2f6a8c90", "dns_record_updated"
    )
    api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")
    api.answer(
        "PATCH", f"/zones/{ZONE}/dns_records/7e4d1ad3f8287f30c06e40a1529dbfc3", "dns_record_updated"
    )

    result = _client(api).sync(ZONE, RECORDS)

    assert result.unchanged == [f"MX {DOMAIN}", f"TXT _dmarc.{DOMAIN}"]
    assert result.updated == [f"TXT {DOMAIN}", f"CNAME pm-bounces.{DOMAIN}"]
    assert result.created == [f"TXT pm1._domainkey.{DOMAIN}"]
    assert result.problems == []
    pages = [r.query for r in api.requests if r.method == "GET"]
    assert pages == [{"page": "1", "per_page": "100"}, {"page": "2", "per_page": "100"}]
    spf, dkim, cname = api.writes()
    assert (spf.method, spf.path) == (
        "PATCH",
        f"/client/v4/zones/{ZONE}/dns_records/4b1ae7a0c5f54c0d9d3b1d7e2f6a8c90",
    )
    assert spf.body == {
        "type": "TXT",
        "name": DOMAIN,
        "content": "v=spf1 mx include:spf.pylota.test ~all",
        "ttl": 3600,
        "comment": "Pylota Mail",
    }
    assert (dkim.method, dkim.path) == ("POST", f"/client/v4/zones/{ZONE}/dns_records")
    assert dkim.body["name"] == f"pm1._domainkey.{DOMAIN}"
    assert dkim.body["content"] == RECORDS[2].value
    # The bounce CNAME was proxied by Cloudflare: it must resolve to our host itself.
    assert cname.body == {
        "type": "CNAME",
        "name": f"pm-bounces.{DOMAIN}",
        "content": "bounces.pylota.test",
        "ttl": 3600,
        "comment": "Pylota Mail",
        "proxied": False,
    }
    assert all(r.headers["authorization"] == f"Bearer {TOKEN}" for r in api.requests)
    # The google-site-verification TXT at the apex is someone else's: never touched.
    assert not any("5c2bf8b1" in r.path for r in api.requests)


def test_a_second_run_over_a_zone_that_holds_everything_writes_nothing(api):
    listing = fixture("dns_records_empty")
    listing["result"] = [
        {
            "id": f"id{i}",
            "name": r.name,
            "type": r.type,
            "content": f'"{r.value}"' if r.type == "TXT" else r.value,
            "priority": r.priority,
            "proxied": False,
            "ttl": 3600,
        }
        for i, r in enumerate(RECORDS)
    ]
    listing["result_info"] = {
        "page": 1,
        "per_page": 100,
        "count": 5,
        "total_count": 5,
        "total_pages": 1,
    }
    api.answer("GET", f"/zones/{ZONE}/dns_records", listing)
    result = _client(api).sync(ZONE, RECORDS)
    assert len(result.unchanged) == len(RECORDS)
    assert api.writes() == []


def test_a_second_spf_and_an_mx_of_another_provider_are_reported_never_deleted(api):
    _listing(api, "dns_record_two_spf")
    api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")
    result = _client(api).sync(ZONE, RECORDS[:2])
    spf, mx = sorted(result.problems, key=lambda p: not p.startswith("TXT"))
    assert spf.startswith(f"TXT {DOMAIN}: 2 competing records")
    assert "v=spf1 mx include:spf.pylota.test ~all" in spf
    assert "aspmx.l.google.com" in mx
    (created,) = api.writes()
    assert (created.method, created.body["type"], created.body["priority"]) == ("POST", "MX", 10)
    assert not [r for r in api.requests if r.method == "DELETE"]


def test_a_long_dkim_key_shown_split_in_quoted_strings_counts_as_equal(api):
    key = "v=DKIM1; k=rsa; p=" + "A" * 380
    shown = '"' + key[:255] + '" "' + key[255:] + '"'
    listing = fixture("dns_records_empty")
    listing["result"] = [
        {"id": "x", "name": f"pm2._domainkey.{DOMAIN}", "type": "TXT", "content": shown}
    ]
    api.answer("GET", f"/zones/{ZONE}/dns_records", listing)
    result = _client(api).sync(ZONE, [Record("dkim", f"pm2._domainkey.{DOMAIN}", "TXT", key)])
    assert result.unchanged == [f"TXT pm2._domainkey.{DOMAIN}"]


def _shown(value: str) -> str:
    """A TXT value as Cloudflare shows it: 255-character strings, each quoted and escaped."""
    chunks = [value[i : i + 255] for i in range(0, len(value), 255)] or [""]
    return " ".join('"' + c.replace("\\", "\\\\").replace('"', '\\"') + '"' for c in chunks)


@hypothesis_settings(max_examples=300, deadline=None)
@given(st.text(st.characters(min_codepoint=32, max_codepoint=0x2FFF), max_size=700))
def test_a_txt_value_reads_back_the_same_however_cloudflare_quotes_and_splits_it(value):
    assert cloudflare._txt(_shown(value)) == value
    if not value.strip().startswith('"'):
        assert cloudflare._txt(value) == value.strip()  # shown as it was written


def test_a_cname_where_other_records_live_is_a_problem_not_a_write(api):
    listing = fixture("dns_records_empty")
    listing["result"] = [
        {"id": "x", "name": f"pm-bounces.{DOMAIN}", "type": "A", "content": "192.0.2.10"}
    ]
    api.answer("GET", f"/zones/{ZONE}/dns_records", listing)
    result = _client(api).sync(ZONE, [RECORDS[4]])
    assert "already has A records" in result.problems[0]
    assert api.writes() == []


def test_a_record_cloudflare_refuses_is_a_problem_and_the_others_still_go(api):
    _listing(api, "dns_records_empty")
    api.answer("POST", f"/zones/{ZONE}/dns_records", "error_content_invalid_9005", status=400)
    api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")
    result = _client(api).sync(ZONE, [RECORDS[1], RECORDS[3]])
    assert result.problems == [
        f"TXT {DOMAIN}: Cloudflare refused it (Content for TXT record is invalid.)"
    ]
    assert result.created == [f"TXT _dmarc.{DOMAIN}"]


def test_a_create_that_lost_a_race_with_the_same_record_is_unchanged(api):
    _listing(api, "dns_records_empty")
    api.answer("POST", f"/zones/{ZONE}/dns_records", "error_record_exists_81057", status=400)
    result = _client(api).sync(ZONE, [RECORDS[3]])
    assert result.unchanged == [f"TXT _dmarc.{DOMAIN}"]
    assert result.problems == []


# --- errors a person can act on, and retryable ones ----------------------------------------


@pytest.mark.parametrize(
    ("status", "body", "codes"),
    [
        (403, "error_authentication_10000", [10000]),
        (403, "error_unauthorized_9109", [9109]),
        (401, "token_invalid", [1000]),
    ],
)
def test_a_token_without_permission_is_domain_provider_forbidden(api, status, body, codes):
    api.answer("GET", f"/zones/{ZONE}/dns_records", body, status=status)
    with pytest.raises(AppError) as refused:
        _client(api).sync(ZONE, RECORDS)
    error = refused.value
    assert (error.code, error.status, error.retryable) == ("domain_provider_forbidden", 422, False)
    assert error.details["codes"] == codes
    assert error.details["status"] == status
    assert TOKEN not in str(error.details)
    assert api.writes() == []


def test_a_write_refused_for_permission_stops_the_run(api):
    _listing(api, "dns_records_empty")
    api.answer("POST", f"/zones/{ZONE}/dns_records", "error_authentication_10000", status=403)
    with pytest.raises(AppError) as refused:
        _client(api).sync(ZONE, RECORDS)
    assert refused.value.code == "domain_provider_forbidden"
    assert len(api.writes()) == 1


def test_rate_limiting_is_retryable_with_retry_after(api):
    _listing(api, "dns_records_empty")
    api.answer(
        "POST",
        f"/zones/{ZONE}/dns_records",
        "error_rate_limited",
        status=429,
        headers={"Retry-After": "30"},
    )
    with pytest.raises(AppError) as limited:
        _client(api).sync(ZONE, RECORDS)
    error = limited.value
    assert (error.code, error.status, error.retryable) == (
        "domain_provider_rate_limited",
        429,
        True,
    )
    assert error.details["retry_after"] == 30
    assert error.headers == {"Retry-After": "30"}


def test_a_zone_the_token_cannot_see_is_zone_not_found(api):
    api.answer("GET", "/zones", "zones_empty")
    api.answer("GET", "/zones", "zones_empty")
    with pytest.raises(AppError) as missing:
        _client(api).find_zone(f"mail.{DOMAIN}")
    assert missing.value.code == "domain_provider_zone_not_found"
    assert [r.query["name"] for r in api.requests] == [f"mail.{DOMAIN}", DOMAIN]
    api.answer("GET", f"/zones/{ZONE}/dns_records", "error_zone_route_7003", status=400)
    with pytest.raises(AppError) as missing:
        _client(api).list_records(ZONE)
    assert missing.value.code == "domain_provider_zone_not_found"


def test_a_subdomain_is_published_in_its_parents_zone(api):
    api.answer("GET", "/zones", "zones_empty")
    api.answer("GET", "/zones", "zones_found")
    zone = _client(api).find_zone(f"Mail.{DOMAIN}.")
    assert (zone.id, zone.name) == (ZONE, DOMAIN)


def test_a_cloudflare_fault_is_retryable(api):
    api.answer("GET", f"/zones/{ZONE}/dns_records", "error_internal", status=502)
    with pytest.raises(AppError) as fault:
        _client(api).list_records(ZONE)
    assert (fault.value.code, fault.value.retryable) == ("domain_provider_unavailable", True)


def test_a_network_failure_is_retryable():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens here once closed
    client = CloudflareClient(TOKEN, base_url=f"http://127.0.0.1:{port}/client/v4", timeout=2)
    with pytest.raises(AppError) as down:
        client.verify_token()
    assert (down.value.code, down.value.status, down.value.retryable) == (
        "domain_provider_unavailable",
        503,
        True,
    )
    assert down.value.details["reason"] == "ConnectionError"


# --- the domain's connection and the provider -----------------------------------------------


@pytest.fixture
def domain(db, settings, api):
    settings.PM_CLOUDFLARE_API_URL = api.url
    return DomainFactory(
        name=DOMAIN, method=Domain.Method.CLOUDFLARE_ZONE, state=Domain.State.VERIFIED
    )


def _actor():
    from pylota.core.principal import Actor

    return Actor(user="test")


def test_connecting_checks_the_token_and_keeps_it_sealed_with_the_zone(api, domain):
    api.answer("GET", "/user/tokens/verify", "token_verify_active")
    api.answer("GET", "/zones", "zones_found")
    api.answer("GET", f"/zones/{ZONE}/dns_records", "dns_records_empty")
    cloudflare.cloudflare_connect(actor=_actor(), domain=domain, token=f"  {TOKEN} ")
    domain.refresh_from_db()
    assert domain.provider_config["cloudflare_zone_id"] == ZONE
    assert TOKEN not in domain.provider_secret
    opened = keyring.open_secret(domain.provider_secret, context=cloudflare.SECRET_CONTEXT)
    assert opened.decode() == TOKEN
    audit = AuditEvent.objects.get(type="domain.provider_connected")
    assert TOKEN not in str(audit.data)
    assert api.requests[2].query == {"page": "1", "per_page": "100", "name": DOMAIN}


@pytest.mark.parametrize(
    ("verify", "status", "code"),
    [
        ("token_verify_disabled", 200, "domain_provider_forbidden"),
        ("token_invalid", 401, "domain_provider_forbidden"),
    ],
)
def test_a_token_that_is_not_active_is_refused_and_nothing_is_stored(
    api, domain, verify, status, code
):
    api.answer("GET", "/user/tokens/verify", verify, status=status)
    with pytest.raises(AppError) as refused:
        cloudflare.cloudflare_connect(actor=_actor(), domain=domain, token=TOKEN)
    assert refused.value.code == code
    domain.refresh_from_db()
    assert domain.provider_secret == ""
    assert "cloudflare_zone_id" not in domain.provider_config


def test_the_provider_publishes_with_the_domains_sealed_token_and_audits_counts(api, domain):
    domain.provider_secret = keyring.seal_secret(TOKEN, context=cloudflare.SECRET_CONTEXT)
    domain.provider_config = {"cloudflare_zone_id": ZONE}
    domain.save()
    _listing(api, "dns_records_page1", "dns_records_page2")
    api.answer(
        "PATCH", f"/zones/{ZONE}/dns_records/4b1ae7a0c5f54c0d9d3b1d7e2f6a8c90", "dns_record_updated"
    )
    api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")
    api.answer(
        "PATCH", f"/zones/{ZONE}/dns_records/7e4d1ad3f8287f30c06e40a1529dbfc3", "dns_record_updated"
    )
    provider = provider_for(domain)
    assert isinstance(provider, CloudflareProvider)
    assert provider.publish(domain=domain, records=RECORDS) == []
    audit = AuditEvent.objects.get(type="domain.provider_published")
    assert audit.data["created"] == 1
    assert audit.data["updated"] == 2
    assert audit.data["unchanged"] == 2


def test_repair_recreates_only_the_failing_records(api, domain):
    domain.provider_secret = keyring.seal_secret(TOKEN, context=cloudflare.SECRET_CONTEXT)
    domain.save()
    api.answer("GET", "/zones", "zones_found")  # no zone ID kept yet: found by name
    _listing(api, "dns_records_empty")
    api.answer("POST", f"/zones/{ZONE}/dns_records", "dns_record_created")
    assert provider_for(domain).repair(domain=domain, records=[RECORDS[1]]) == []
    (write,) = api.writes()
    assert write.body["content"] == RECORDS[1].value
    assert provider_for(domain).repair(domain=domain, records=[]) == []


def test_a_domain_without_a_token_is_not_configured(api, domain):
    with pytest.raises(AppError) as missing:
        provider_for(domain).publish(domain=domain, records=RECORDS)
    assert missing.value.code == "domain_provider_not_configured"
    assert api.requests == []


@pytest.mark.parametrize("method", [Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY])
def test_manual_methods_publish_nothing(api, domain, method):
    domain.method = method
    provider = provider_for(domain)
    assert isinstance(provider, ManualProvider)
    assert provider.method == method
    assert provider.publish(domain=domain, records=RECORDS) == []
    assert provider.repair(domain=domain, records=RECORDS) == []
    assert provider.records(domain=domain) == []
    assert api.requests == []
