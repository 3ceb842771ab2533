from __future__ import annotations

from pathlib import Path

import pytest

from apps.outbound.services import dkim
from tests.conftest import Api, World
from tests.factories import IdentityFactory

SIM = "simulator.pylota.test"


@pytest.fixture(autouse=True)
def _media(settings, tmp_path: Path):
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "django.core.files.storage.FileSystemStorage",
            "OPTIONS": {"location": str(tmp_path / "media")},
        },
    }
    dkim.dkim_cache_clear()
    yield
    dkim.dkim_cache_clear()


@pytest.fixture
def agent(world: World):
    return IdentityFactory(tenant=world.tenant, primary="agent", display_name="Agent Smith")


@pytest.fixture
def api(world: World) -> Api:
    return Api(world.tenant_key.secret)


def send_body(**overrides) -> dict:
    body = {"to": [f"delivered@{SIM}"], "subject": "Hello", "text": "Hi there"}
    body.update(overrides)
    return body
