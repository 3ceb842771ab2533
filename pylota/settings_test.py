"""Test settings: the same stack, with a fixed master key and no background processes."""

import atexit
import os
from pathlib import Path

from pylota import embedded_broker

os.environ.setdefault("PM_ENV", "test")
os.environ.setdefault("PM_MASTER_KEY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
# A broker database of this session's own on the embedded Valkey (as it has a database of
# its own on the embedded PostgreSQL): a `make run` worker on the same checkout must not
# consume the tests' tasks (the real-worker tests start workers with the same environment),
# and each xdist worker leases its own, or two workers' real-worker tests steal each other's
# tasks. A CELERY_BROKER_URL of your own is used as it is. The URL is put in the environment
# so that the workers the tests start use it; PM_TEST_BROKER_OWNER tells an xdist worker
# that the URL it inherited is its parent's, not yours.
if "CELERY_BROKER_URL" not in os.environ or (
    os.environ.get("PM_TEST_BROKER_OWNER", str(os.getpid())) != str(os.getpid())
):
    _var_dir = Path(os.environ.get("PM_VAR_DIR", Path(__file__).resolve().parent.parent / "var"))
    _socket = embedded_broker.ensure_running(_var_dir.resolve())
    _db = embedded_broker.lease_database(_socket)
    atexit.register(embedded_broker.release_database, _socket, _db)
    os.environ["CELERY_BROKER_URL"] = embedded_broker.broker_url(_socket, _db)
    os.environ["PM_TEST_BROKER_OWNER"] = str(os.getpid())
# Rate-limit counters stay in this process's memory (tests/conftest.py clears them per test).
os.environ.setdefault("PM_CACHE_URL", "locmemcache://")
os.environ.setdefault("PM_SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")

from pylota.settings import *  # noqa: F403
from pylota.settings import DATABASES

# Each test session gets its own database, so parallel runs on one server never collide.
DATABASES["default"]["TEST"] = {"NAME": f"test_pylota_{os.getpid()}"}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
LOGGING["root"]["level"] = "WARNING"  # noqa: F405
