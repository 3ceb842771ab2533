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


def test_bootstrap_makes_a_new_demo_identity_when_the_old_one_was_deleted(
    db, capsys, settings, tmp_path
):
    """Addresses are never handed out twice: the new demo identity gets another one."""
    settings.VAR_DIR = tmp_path
    first = _run(capsys)
    deleted = Api(first["api_key"]["secret"]).client.delete(
        f"/v1/identities/{first['identity']['id']}",
        HTTP_AUTHORIZATION=f"Bearer {first['api_key']['secret']}",
    )
    assert deleted.status_code == 204
    second = _run(capsys)
    assert second["identity"]["id"] != first["identity"]["id"]
    assert second["identity"]["address"] != first["identity"]["address"]
    assert second["identity"]["address"].endswith("@" + settings.PM_PLATFORM_DOMAIN)


def test_bootstrap_prints_a_one_time_link_into_the_demo_workspace(db, capsys, settings, tmp_path):
    settings.VAR_DIR = tmp_path
    result = _run(capsys)
    path = result["console"]["sign_in_link"].removeprefix(settings.PUBLIC_URL)
    client = Api().client
    response = client.post(path)
    assert response.status_code == 302
    assert response["Location"] == f"/console/{result['tenant']['id']}/"
    assert client.get(response["Location"]).status_code == 200
    assert client.post(path).status_code == 404  # once only
