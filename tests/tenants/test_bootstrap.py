import json

from django.core.management import call_command

from apps.tenants.models import ApiKey, Tenant
from tests.conftest import Api


def _run(capsys) -> dict:
    call_command("bootstrap", "--json")
    return json.loads(capsys.readouterr().out)


def test_bootstrap_is_idempotent_and_hands_out_a_working_key(db, capsys, settings, tmp_path):
    settings.VAR_DIR = tmp_path
    first = _run(capsys)
    second = _run(capsys)
    assert first["tenant"]["id"] == second["tenant"]["id"]
    assert Tenant.objects.filter(name="Demo workspace").count() == 1
    assert Api(second["api_key"]["secret"]).get("/v1/me").status_code == 200
    # The previous run's key is revoked: one live bootstrap key at a time.
    assert Api(first["api_key"]["secret"]).get("/v1/me").status_code == 401
    assert ApiKey.objects.filter(name="bootstrap", revoked_at__isnull=True).count() == 1
    assert first["admin"]["password"] == second["admin"]["password"]
    assert Api().client.login(username="operator", password=second["admin"]["password"])
