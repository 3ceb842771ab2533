import time
from types import SimpleNamespace

import pytest


@pytest.fixture
def one_window(settings, monkeypatch):
    """The rate limiter's clock held one second into the current window: the limits count
    per fixed window, so requests that straddled its end would start a fresh count."""
    from pylota.api import ratelimit

    window = settings.PM_RATE_LIMIT_WINDOW_SECONDS
    held = int(time.time() // window) * window + 1
    monkeypatch.setattr(ratelimit, "time", SimpleNamespace(time=lambda: held))
