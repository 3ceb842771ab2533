"""Settings come from the environment; a bad value stops the process at start."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load(tmp_path, show: str = "settings.HTTP_PORT", **env) -> subprocess.CompletedProcess:
    base = {
        "PATH": os.environ["PATH"],
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "DATABASE_URL": "postgres://u@127.0.0.1:5/db",  # never connected to here
        "CELERY_BROKER_URL": "memory://",
        "PM_VAR_DIR": str(tmp_path),
    }
    code = f"import django; from django.conf import settings; django.setup(); print({show})"
    return subprocess.run(
        [sys.executable, "-c", code],
        env={**base, **env},
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("PM_HTTP_PORT", "eighty", "PM_HTTP_PORT='eighty' is not an integer"),
        ("PM_DEBUG", "maybe", "PM_DEBUG='maybe' is not a boolean"),
        ("PM_ENV", "staging", "PM_ENV='staging' must be one of"),
        ("PM_MASTER_KEY", "short", "PM_MASTER_KEY:"),
        ("DATABASE_URL", "mysql://u@h/db", "DATABASE_URL must point at PostgreSQL"),
        ("PM_RATE_LIMIT_KEY", "0", "PM_RATE_LIMIT_KEY=0 must be at least 1"),
        ("PM_SEND_RETRY_SCHEDULE", "300,soon", "PM_SEND_RETRY_SCHEDULE='soon' is not a list"),
        ("PM_SEND_RETRY_SCHEDULE", "300,-5", "must be a non-empty list of positive integers"),
        ("PM_SIGNUP", "sometimes", "PM_SIGNUP='sometimes' must be one of"),
        (
            "PM_OIDC_PROVIDERS",
            '[{"name": "no id"}]',
            "PM_OIDC_PROVIDERS is not a list of providers",
        ),
        ("PM_OIDC_PROVIDERS", "not json", "PM_OIDC_PROVIDERS is not a list of providers"),
    ],
)
def test_a_bad_value_raises_improperly_configured(tmp_path, name, value, message):
    result = _load(tmp_path, **{name: value})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert message in result.stderr


def test_production_requires_its_secrets(tmp_path):
    result = _load(tmp_path, PM_ENV="production")
    assert result.returncode != 0
    assert "PM_SECRET_KEY must be configured in production" in result.stderr


def test_secrets_may_come_from_files(tmp_path):
    port_file = tmp_path / "port"
    port_file.write_text("8123\n")
    result = _load(tmp_path, PM_HTTP_PORT_FILE=str(port_file))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "8123"


def test_development_generates_and_keeps_a_master_key(tmp_path):
    assert _load(tmp_path).returncode == 0
    key = (tmp_path / "master_key").read_text()
    assert _load(tmp_path).returncode == 0
    assert (tmp_path / "master_key").read_text() == key
    assert oct((tmp_path / "master_key").stat().st_mode)[-3:] == "600"


def _caches(tmp_path, url: str) -> str:
    done = _load(tmp_path, show="settings.CACHES['default']", PM_CACHE_URL=url)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_unix_socket_cache_keeps_its_database(tmp_path):
    """django-redis reads a socket's database from the location, not from its options."""
    assert "'LOCATION': 'unix:///run/valkey.sock?db=3', 'OPTIONS': {}" in _caches(
        tmp_path, "rediscache:///run/valkey.sock?db=3"
    )
    assert "'LOCATION': 'redis://127.0.0.1:6379/2'" in _caches(tmp_path, "redis://127.0.0.1:6379/2")
