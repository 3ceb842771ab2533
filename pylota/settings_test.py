"""Test settings: the same stack, with a fixed master key and no background processes."""

import os

os.environ.setdefault("PM_ENV", "test")
os.environ.setdefault("PM_MASTER_KEY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
os.environ.setdefault("PM_SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")

from pylota.settings import *  # noqa: E402,F403
from pylota.settings import DATABASES  # noqa: E402

# Each test session gets its own database, so parallel runs on one server never collide.
DATABASES["default"]["TEST"] = {"NAME": f"test_pylota_{os.getpid()}"}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
LOGGING["root"]["level"] = "WARNING"  # noqa: F405
