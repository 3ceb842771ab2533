"""The keys a web process remembers (pylota.api.auth, ADR 0024): an authenticated call
reads the key from the database once, then only the shared auth generation, until a
service changes a key, a tenant or a partner, or the entry's age runs out."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.tenants import services as tenant_services
from apps.tenants.models import ApiKey, Status
from pylota.api import auth
from pylota.core.principal import Actor
from tests.conftest import Api

ACTOR = Actor(user="test")


def _key_queries(secret: str) -> tuple[int, int]:
    """The answer's status and how many queries read the api-key table."""
    with CaptureQueriesContext(connection) as queries:
        status = Api(secret).get("/v1/me").status_code
    return status, sum('FROM "tenants_apikey"' in q["sql"] for q in queries.captured_queries)


@pytest.fixture(autouse=True)
def _forget():
    auth.KEYS.clear()
    yield
    auth.KEYS.clear()


@pytest.fixture
def shared_cache(leased_redis_cache):
    """The default cache as production's Redis: the key cache is on."""
    backend = leased_redis_cache()
    assert auth.KEYS.enabled()
    return backend


def test_a_remembered_key_costs_no_query_of_its_own(world, shared_cache):
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    assert _key_queries(world.tenant_key.secret) == (200, 0)


def test_a_revoked_key_is_refused_at_its_next_call(world, shared_cache):
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    key = ApiKey.objects.get(pk=world.tenant_key.pk)
    tenant_services.api_key_revoke(actor=ACTOR, api_key=key)
    response = Api(world.tenant_key.secret).get("/v1/me")
    assert (response.status_code, response.json()["error"]["code"]) == (401, "key_revoked")


def test_a_suspension_is_seen_at_the_next_call(world, shared_cache):
    assert Api(world.tenant_key.secret).get("/v1/me").status_code == 200
    tenant_services.tenant_set_status(
        actor=ACTOR, tenant=world.tenant, status=Status.SUSPENDED, by="platform"
    )
    response = Api(world.tenant_key.secret).get("/v1/me")
    assert (response.status_code, response.json()["error"]["code"]) == (403, "tenant_suspended")
    tenant_services.tenant_set_status(
        actor=ACTOR, tenant=world.tenant, status=Status.ACTIVE, by="platform"
    )
    assert Api(world.tenant_key.secret).get("/v1/me").status_code == 200


def test_another_process_change_is_seen_through_the_shared_generation(world, shared_cache):
    """What another process's ``auth_changed`` leaves behind: a new token in the shared
    cache (written here straight to it) and the changed row."""
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    ApiKey.objects.filter(pk=world.tenant_key.pk).update(name="renamed elsewhere")
    assert _key_queries(world.tenant_key.secret) == (200, 0)
    shared_cache.set("auth:generation", "from-another-process", timeout=None)
    status, reads = _key_queries(world.tenant_key.secret)
    assert (status, reads) == (200, 1)
    assert Api(world.tenant_key.secret).get("/v1/me").json()["key"]["name"] == "renamed elsewhere"


def test_a_lost_generation_forgets_every_key(world, shared_cache):
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    shared_cache.delete("auth:generation")  # a restarted or flushed Redis
    assert _key_queries(world.tenant_key.secret) == (200, 1)


def test_an_entry_is_read_again_when_its_age_runs_out(world, shared_cache, settings, monkeypatch):
    settings.PM_AUTH_CACHE_SECONDS = 30
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    later = auth.time.monotonic() + 31
    monkeypatch.setattr(auth.time, "monotonic", lambda: later)
    assert _key_queries(world.tenant_key.secret) == (200, 1)


def test_zero_seconds_reads_the_key_on_every_call(world, settings):
    settings.PM_AUTH_CACHE_SECONDS = 0
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    assert _key_queries(world.tenant_key.secret) == (200, 1)


def test_without_a_shared_cache_every_call_reads_the_key(world, settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    assert not auth.KEYS.enabled()
    assert _key_queries(world.tenant_key.secret) == (200, 1)
    assert _key_queries(world.tenant_key.secret) == (200, 1)


def test_a_wrong_secret_with_a_remembered_prefix_is_refused(world, shared_cache):
    assert Api(world.tenant_key.secret).get("/v1/me").status_code == 200
    forged = world.tenant_key.secret[:-1] + ("a" if world.tenant_key.secret[-1] != "a" else "b")
    assert Api(forged).get("/v1/me").status_code == 401
