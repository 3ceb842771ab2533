"""Rate limits in production share one Redis, so every web process counts the same window.

Runs against the machine's Redis when ``PM_TEST_REDIS_URL`` names a database (``.ci/run``
sets it when Redis answers); skipped otherwise.
"""

from __future__ import annotations

import os

import environ
import pytest
from django.core.cache import caches
from django.test import override_settings

from pylota.api import ratelimit
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Principal

REDIS_URL = os.environ.get("PM_TEST_REDIS_URL")
pytestmark = pytest.mark.skipif(
    not REDIS_URL, reason="PM_TEST_REDIS_URL is not set (CI sets it when Redis answers)"
)


@pytest.fixture
def redis_cache():
    config = environ.Env.cache_url_config(REDIS_URL)
    with override_settings(CACHES={"default": config}):
        caches["default"].clear()
        yield caches["default"]
        caches["default"].clear()


def test_the_production_cache_url_selects_redis():
    assert "redis" in environ.Env.cache_url_config(REDIS_URL)["BACKEND"].lower()


def test_two_processes_share_one_window(redis_cache, settings, one_window):
    settings.PM_RATE_LIMITS = {"key": 3, "partner": 1000}
    principal = Principal(key_id="key_redis", level=Level.PLATFORM, permissions=frozenset())
    for _ in range(3):
        ratelimit.check(principal)
    # Another web process: a separate connection to the same Redis sees the same count.
    other = environ.Env.cache_url_config(REDIS_URL)
    with override_settings(CACHES={"default": other}), pytest.raises(AppError) as refused:
        ratelimit.check(principal)
    assert refused.value.code == "rate_limited"
    assert int(refused.value.headers["Retry-After"]) >= 1
