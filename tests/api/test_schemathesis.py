"""schemathesis over every operation of ``/openapi.json`` (issue 18, item 7).

A bounded, reproducible run: a few examples per operation (``PM_SCHEMATHESIS_EXAMPLES``,
default 5), derandomized, no shrinking, generated from the document the server itself
serves. Requests go through the Django WSGI application in this process, against the test
database, with a tenant key holding every tenant permission. Every answer must be 2xx-4xx
(never 5xx), carry a documented status code and content type, and match its schema.
"""

from __future__ import annotations

import os
from contextlib import contextmanager

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import Client
from hypothesis import HealthCheck, Phase, settings

from tests.domains.cloudflare.server import fake_cloudflare
from tests.factories import ApiKeyFactory, IdentityFactory, TenantFactory

EXAMPLES = int(os.environ.get("PM_SCHEMATHESIS_EXAMPLES", "5"))
CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_schema_conformance,
    schemathesis.checks.negative_data_rejection,
]


@contextmanager
def _same_connection():
    """As Django's test client does: keep the test's connection (and its transaction)
    open across requests instead of closing it at each request's end."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


def _document() -> dict:
    with _same_connection():
        response = Client().get("/openapi.json")
    assert response.status_code == 200
    return response.json()


APP = WSGIHandler()
schema = schemathesis.openapi.from_dict(_document())
schema.app = APP
# Valid requests (each must succeed or fail as documented) and invalid ones (each must be
# refused with a 4xx): wrong types, missing fields, out-of-range limits.
schema.config.generation.update(modes=["positive", "negative"])


@pytest.fixture
def tenant_key(db):
    tenant = TenantFactory()
    IdentityFactory(tenant=tenant, primary="agent")
    return ApiKeyFactory(tenant=tenant)


@pytest.fixture(autouse=True)
def cloudflare(settings):
    """Generated domains on the ``cloudflare_zone`` method carry a made-up token: a loopback
    Cloudflare refuses each, as the real one would (the run must not depend on reaching, or
    failing to reach, the internet)."""
    with fake_cloudflare() as fake:
        for _ in range(EXAMPLES * 20):
            fake.answer("GET", "/user/tokens/verify", "token_invalid", status=401)
        settings.PM_CLOUDFLARE_API_URL = fake.url
        yield fake


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_documented_and_never_5xx(case, tenant_key):
    if case.path == "/v1/identities/{identity_id}/wait":
        case.query = {**(case.query or {}), "timeout": 0}  # a check, not a 2-minute poll
    headers = {"Authorization": f"Bearer {tenant_key.secret}"}
    with _same_connection():
        response = case.call(headers=headers, app=APP)
    case.validate_response(response, checks=CHECKS, headers=headers)
