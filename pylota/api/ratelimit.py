"""Fixed-window request counters per API key, tenant and partner in the Django cache.

The cache is Redis in production (``PM_CACHE_URL``), where ``incr`` is atomic and shared
by every web process. Every answer carries ``RateLimit-*`` headers for the tightest bucket.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache

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


def _count(bucket: str, limit: int, window: int, now: float) -> Window:
    start = int(now // window) * window
    key = f"rl:{bucket}:{start}"
    cache.add(key, 0, timeout=window + 5)
    try:
        used = cache.incr(key)
    except ValueError:  # evicted between add and incr
        cache.set(key, 1, timeout=window + 5)
        used = 1
    return Window(limit=limit, remaining=limit - used, reset=max(1, int(start + window - now)))


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
    windows = [_count(bucket, limit, window, now) for bucket, limit in buckets]
    tightest = min(windows, key=lambda w: w.remaining)
    if tightest.remaining < 0:
        raise AppError(
            "rate_limited",
            details={"retry_after_seconds": tightest.reset},
            headers={"Retry-After": str(tightest.reset), **tightest.headers()},
        )
    return tightest
