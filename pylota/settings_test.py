"""Test settings: the same stack, with a fixed master key and no background processes."""

import os
import tempfile

os.environ.setdefault("PM_ENV", "test")
os.environ.setdefault("PM_MASTER_KEY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
# A broker folder of this run's own: a `make run` worker on the same checkout must not
# consume the tests' tasks (the real-worker tests start workers with the same environment).
# Each xdist worker gets its own too, or two workers' real-worker tests steal each other's tasks.
if os.environ.get("PYTEST_XDIST_WORKER") or "PM_CELERY_FS_DIR" not in os.environ:
    os.environ["PM_CELERY_FS_DIR"] = tempfile.mkdtemp(prefix="pylota-celery-")
os.environ.setdefault("PM_SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")

from pylota.settings import *  # noqa: F403
from pylota.settings import DATABASES

# Each test session gets its own database, so parallel runs on one server never collide.
DATABASES["default"]["TEST"] = {"NAME": f"test_pylota_{os.getpid()}"}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
LOGGING["root"]["level"] = "WARNING"  # noqa: F405
