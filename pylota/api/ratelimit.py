"""Fixed-window request counters per API key, tenant and partner in the Django cache.

The cache is Redis in production (``PM_CACHE_URL``), where ``incr`` is atomic and shared
by every web process. On Redis every bucket of a request is counted in one round trip (a
pipeline of ``SET … NX EX`` and ``INCR`` per bucket); other caches count with ``add`` and
``incr``. Every answer carries ``RateLimit-*`` headers for the tightest bucket.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from django_redis.cache import RedisCache as DjangoRedisCache
from django_redis.client import DefaultClient

from pylota.core import policy
from pylota.core.errors import AppError
from pylota.core.principal import Principal


@dataclass(frozen=True)
class Window:
    limit: int
    remaining: int
    reset: int

    def headers(self) -> dict[str, str]:
        return {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(max(self.remaining, 0)),
            "RateLimit-Reset": str(self.reset),
        }


def _redis(backend):
    """The Redis client behind the cache (django-redis's or Django's own backend), or None."""
    if isinstance(backend, DjangoRedisCache):
        # A sharded or herd client spreads or wraps keys: it counts key by key.
        return (
            backend.client.get_client(write=True) if type(backend.client) is DefaultClient else None
        )
    if isinstance(backend, RedisCache):
        return backend._cache.get_client(None, write=True)
    return None


def shared(backend) -> bool:
    """Whether ``backend`` is Redis, which every process shares (what signals across
    processes need); from its class alone, with no connection."""
    return isinstance(backend, DjangoRedisCache | RedisCache)


def _used(keys: list[str], timeout: int) -> list[int]:
    """Count one request under each key; the counts, this request included."""
    backend = caches["default"]
    client = _redis(backend)
    if client is None:
        return [_incr(key, timeout) for key in keys]
    pipe = client.pipeline(transaction=False)
    for key in keys:
        full = backend.make_key(key)
        pipe.set(full, 0, ex=timeout, nx=True)
        pipe.incr(full)
    return [int(n) for n in pipe.execute()[1::2]]


def _incr(key: str, timeout: int) -> int:
    cache.add(key, 0, timeout=timeout)
    try:
        return cache.incr(key)
    except ValueError:  # evicted between add and incr
        cache.set(key, 1, timeout=timeout)
        return 1


def check(principal: Principal, tenant_limit: int | None = None) -> Window:
    """Count one request in each of the caller's buckets; raise 429 when one is spent.

    ``tenant_limit`` is the tenant policy's rate_limit_per_minute (its default when None).
    """
    limits = settings.PM_RATE_LIMITS
    window = settings.PM_RATE_LIMIT_WINDOW_SECONDS
    now = time.time()
    buckets = [(f"key:{principal.key_id}", limits["key"])]
    if principal.tenant_id:
        default = policy.FIELDS["rate_limit_per_minute"].default
        buckets.append((f"tenant:{principal.tenant_id}", tenant_limit or default))
    if principal.partner_id:
        buckets.append((f"partner:{principal.partner_id}", limits["partner"]))
    start = int(now // window) * window
    reset = max(1, int(start + window - now))
    used = _used([f"rl:{bucket}:{start}" for bucket, _ in buckets], window + 5)
    windows = [
        Window(limit=limit, remaining=limit - count, reset=reset)
        for (_, limit), count in zip(buckets, used, strict=True)
    ]
    tightest = min(windows, key=lambda w: w.remaining)
    if tightest.remaining < 0:
        raise AppError(
            "rate_limited",
            details={"retry_after_seconds": tightest.reset},
            headers={"Retry-After": str(tightest.reset), **tightest.headers()},
        )
    return tightest
