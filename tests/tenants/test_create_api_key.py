import json

import pytest
from django.core.management import CommandError, call_command

from tests.conftest import Api
from tests.factories import TenantFactory


def test_it_mints_a_working_platform_key(db, capsys):
    call_command("create_api_key", "--level", "platform", "--name", "ops", "--json")
    created = json.loads(capsys.readouterr().out)
    me = Api(created["secret"]).get("/v1/me").json()
    assert me["level"] == "platform"
    assert "platform:ops" in me["permissions"]


def test_it_mints_a_tenant_key_with_chosen_permissions(db, capsys):
    tenant = TenantFactory()
    call_command(
        "create_api_key",
        "--level",
        "tenant",
        "--tenant",
        tenant.id,
        "--permission",
        "events:read",
        "--json",
    )
    created = json.loads(capsys.readouterr().out)
    assert Api(created["secret"]).get("/v1/me").json()["permissions"] == ["events:read"]


def test_it_explains_what_is_missing(db):
    with pytest.raises(CommandError, match="--tenant is required"):
        call_command("create_api_key", "--level", "tenant")
    with pytest.raises(CommandError, match="validation_failed"):
        call_command(
            "create_api_key",
            "--level",
            "tenant",
            "--tenant",
            TenantFactory().id,
            "--permission",
            "platform:ops",
        )
