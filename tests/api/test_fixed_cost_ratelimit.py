"""Rate-limit counters: every bucket of a request counted in one round trip to Redis, with
the same counts, windows and 429 as counting key by key (any other cache)."""

from __future__ import annotations

import time

import pytest
from django.core.cache import caches
from django.test import override_settings
from redis.client import Pipeline, Redis

from pylota.api import ratelimit
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Principal

PRINCIPAL = Principal(
    key_id="key_rl",
    level=Level.TENANT,
    permissions=frozenset(),
    tenant_id="ten_rl",
    partner_id="ptn_rl",
)


REDIS_BACKENDS = ["django_redis.cache.RedisCache", "django.core.cache.backends.redis.RedisCache"]


@pytest.fixture(params=REDIS_BACKENDS, ids=["django-redis", "django"])
def redis_cache(request, leased_redis_cache):
    """The cache on a database of its own on the embedded Valkey, through either backend."""
    return leased_redis_cache(request.param)


@pytest.fixture
def round_trips(monkeypatch):
    """Commands sent to Redis: one entry per round trip ("pipeline" or a command's name)."""
    sent: list[str] = []
    execute_command, execute = Redis.execute_command, Pipeline.execute

    def command(self, *args, **options):
        sent.append(str(args[0]))
        return execute_command(self, *args, **options)

    def pipeline(self, *args, **options):
        sent.append("pipeline")
        return execute(self, *args, **options)

    monkeypatch.setattr(Redis, "execute_command", command)
    monkeypatch.setattr(Pipeline, "execute", pipeline)
    return sent


def test_all_buckets_are_counted_in_one_round_trip(settings, redis_cache, round_trips):
    assert ratelimit._redis(redis_cache) is not None
    settings.PM_RATE_LIMITS = {"key": 5, "partner": 1000}
    window = ratelimit.check(PRINCIPAL, tenant_limit=100)
    assert round_trips == ["pipeline"]
    assert window.limit == 5
    assert window.remaining == 4
    # The counters are the cache's own entries, readable through its API, with their TTL.
    start = int(time.time() // settings.PM_RATE_LIMIT_WINDOW_SECONDS)
    start *= settings.PM_RATE_LIMIT_WINDOW_SECONDS
    for bucket in ("key:key_rl", "tenant:ten_rl", "partner:ptn_rl"):
        assert redis_cache.get(f"rl:{bucket}:{start}") == 1
    client = ratelimit._redis(redis_cache)
    ttl = client.ttl(redis_cache.make_key(f"rl:key:key_rl:{start}"))
    assert 0 < ttl <= settings.PM_RATE_LIMIT_WINDOW_SECONDS + 5


def _spend(tenant_limit: int):
    remaining = [ratelimit.check(PRINCIPAL, tenant_limit=tenant_limit).remaining for _ in range(3)]
    with pytest.raises(AppError) as refused:
        ratelimit.check(PRINCIPAL, tenant_limit=tenant_limit)
    # Another key of the same tenant shares the tenant's bucket.
    other = Principal(
        key_id="key_rl_other", level=Level.TENANT, permissions=frozenset(), tenant_id="ten_rl"
    )
    with pytest.raises(AppError):
        ratelimit.check(other, tenant_limit=tenant_limit)
    return remaining, refused.value


def test_redis_and_other_caches_count_alike(settings, redis_cache):
    settings.PM_RATE_LIMITS = {"key": 1000, "partner": 1000}
    on_redis = _spend(tenant_limit=3)
    with override_settings(
        CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    ):
        assert ratelimit._redis(caches["default"]) is None
        on_locmem = _spend(tenant_limit=3)
        caches["default"].clear()
    for remaining, refused in (on_redis, on_locmem):
        assert remaining == [2, 1, 0]
        _assert_refused(refused)


def _assert_refused(refused: AppError) -> None:
    assert refused.code == "rate_limited"
    assert refused.headers["RateLimit-Limit"] == "3"
    assert refused.headers["RateLimit-Remaining"] == "0"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
