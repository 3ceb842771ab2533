import re
from pathlib import Path

import pytest
from django.test import override_settings

from tests.conftest import Api

ROOT = Path(__file__).resolve().parents[2]


def test_security_txt_names_the_contact(db, anonymous, settings):
    settings.PM_SECURITY_CONTACT = "mailto:sec@example.test"
    response = anonymous.get("/.well-known/security.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    body = response.content.decode()
    assert "Contact: mailto:sec@example.test\n" in body
    assert "Expires: " in body


def test_health_degrades_when_the_broker_is_unreachable(db, anonymous, monkeypatch):
    from apps.ops import selectors

    monkeypatch.setattr(selectors, "broker_check", lambda: "unavailable")
    response = anonymous.get("/health")
    assert response.status_code == 503
    error = response.json()["error"]
    assert error["code"] == "service_unavailable"
    assert error["details"]["checks"] == {"database": "ok", "broker": "unavailable"}


def test_metrics_are_served_to_loopback(world):
    Api(world.tenant_key.secret).get("/v1/me")
    response = Api().client.get("/metrics", REMOTE_ADDR="127.0.0.1")
    assert response.status_code == 200
    text = response.content.decode()
    assert 'pm_http_requests_total{method="GET",route="me",status="200"}' in text
    assert "pm_http_request_seconds_bucket" in text


def test_metrics_refuse_remote_callers_without_the_token(db):
    response = Api().client.get("/metrics", REMOTE_ADDR="203.0.113.9")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "metrics_forbidden"


@override_settings(PM_METRICS_TOKEN="s3cret-token")
def test_with_a_token_configured_metrics_require_it_even_from_loopback(db):
    client = Api().client
    ok = client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer s3cret-token")
    assert ok.status_code == 200
    wrong = client.get("/metrics", REMOTE_ADDR="127.0.0.1", HTTP_AUTHORIZATION="Bearer nope")
    assert wrong.status_code == 403
    # A reverse proxy on the same host makes every caller look local.
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1").status_code == 403


def test_metric_labels_use_the_route_pattern_not_the_path(world):
    Api(world.tenant_key.secret).get(f"/v1/tenants/{world.tenant.id}")
    text = Api().client.get("/metrics", REMOTE_ADDR="127.0.0.1").content.decode()
    assert world.tenant.id not in text


@pytest.mark.parametrize("limit", [3])
def test_rate_limits_answer_429_with_retry_after(world, settings, limit, one_window):
    settings.PM_RATE_LIMITS = {"key": limit, "partner": 1000}
    api = Api(world.tenant_key.secret)
    answers = [api.get("/v1/me") for _ in range(limit + 1)]
    assert [a.status_code for a in answers] == [200] * limit + [429]
    assert answers[0]["RateLimit-Limit"] == str(limit)
    assert answers[0]["RateLimit-Remaining"] == str(limit - 1)
    refused = answers[-1]
    assert refused.json()["error"]["code"] == "rate_limited"
    assert refused.json()["error"]["retryable"] is True
    assert 1 <= int(refused["Retry-After"]) <= 60
    # Another key of another tenant is not affected.
    assert Api(world.other_tenant_key.secret).get("/v1/me").status_code == 200


def test_a_tenant_bucket_is_shared_by_its_keys(world, settings, one_window):
    from tests.factories import ApiKeyFactory

    settings.PM_RATE_LIMITS = {"key": 1000, "partner": 1000}
    world.tenant.policy = {**world.tenant.policy, "rate_limit_per_minute": 2}
    world.tenant.save()
    second = ApiKeyFactory(tenant=world.tenant)
    assert Api(world.tenant_key.secret).get("/v1/me").status_code == 200
    assert Api(second.secret).get("/v1/me").status_code == 200
    assert Api(second.secret).get("/v1/me").status_code == 429


def test_the_tenant_policy_sets_the_tenant_bucket(world, settings, one_window):
    settings.PM_RATE_LIMITS = {"key": 1000, "partner": 1000}
    world.tenant.policy = {**world.tenant.policy, "rate_limit_per_minute": 1}
    world.tenant.save()
    api = Api(world.tenant_key.secret)
    assert api.get("/v1/me").status_code == 200
    assert api.get("/v1/me").status_code == 429


def test_the_access_log_names_the_route_and_never_the_query(world, caplog):
    import logging

    with caplog.at_level(logging.INFO, logger="pylota.access"):
        Api(world.tenant_key.secret).get("/v1/threads?label=secret-project")
    records = [r for r in caplog.records if r.name == "pylota.access"]
    assert records[-1].route == "thread-list"
    assert records[-1].status == 200
    assert "secret-project" not in caplog.text


def test_llms_txt_lists_the_reference_and_every_guide(db, anonymous, settings):
    settings.PUBLIC_URL = "https://mail.example.test"
    response = anonymous.get("/llms.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    lines = response.content.decode().splitlines()
    assert lines[0] == "# Pylota Mail"
    summaries = [line for line in lines if line.startswith("> ")]
    assert len(summaries) == 1
    assert lines.index(summaries[0]) < lines.index("## Docs")
    items = lines[lines.index("## Docs") + 1 :]
    links = [re.fullmatch(r"- \[([^\]]+)\]\(([^)]+)\): (.+)", line) for line in items if line]
    assert all(links), items
    urls = [link[2] for link in links]
    assert urls[:2] == ["https://mail.example.test/docs", "https://mail.example.test/openapi.json"]
    guides = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))
    assert sorted(urls[2:]) == guides, "llms.txt lists docs/*.md (apps.ops.api.views.GUIDES)"


def test_llms_txt_needs_no_api_key_and_is_in_the_reference(db, anonymous):
    operation = anonymous.get("/openapi.json").json()["paths"]["/llms.txt"]["get"]
    assert operation["operationId"] == "llms_txt_get"
    assert "security" not in operation or operation["security"] in ([], [{}])
