import threading

import pytest
from django.db import connection

from apps.tenants.models import ApiKey, IdempotencyRecord, Tenant
from tests.conftest import Api


def _create_key(api, key="k-1", name="ci"):
    return api.post("/v1/keys", {"name": name}, headers={"Idempotency-Key": key})


def test_a_repeated_request_replays_the_first_answer_without_the_secret(world):
    api = Api(world.tenant_key.secret)
    first = _create_key(api)
    second = _create_key(api)
    assert first.status_code == second.status_code == 201
    assert first.json()["secret"].startswith("pm_live_")
    replay = second.json()
    assert replay["id"] == first.json()["id"]
    assert "secret" not in replay
    assert replay["secret_replayed"] is False
    assert second["Idempotent-Replayed"] == "true"
    assert ApiKey.objects.filter(name="ci").count() == 1


def test_the_same_key_with_another_body_is_a_conflict(world):
    api = Api(world.tenant_key.secret)
    _create_key(api, name="one")
    response = _create_key(api, name="two")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "idempotency_conflict"


def test_records_are_kept_per_calling_key(world):
    mine = _create_key(Api(world.tenant_key.secret), key="shared")
    theirs = _create_key(Api(world.other_tenant_key.secret), key="shared")
    assert mine.status_code == theirs.status_code == 201
    assert mine.json()["id"] != theirs.json()["id"]


def test_a_refusal_is_replayed_as_the_same_refusal(world):
    api = Api(world.tenant_key.secret)
    body = {"name": "x", "permissions": ["platform:ops"]}
    first = api.post("/v1/keys", body, headers={"Idempotency-Key": "r"})
    second = api.post("/v1/keys", body, headers={"Idempotency-Key": "r"})
    assert first.status_code == second.status_code == 422
    assert first.json()["error"]["code"] == second.json()["error"]["code"]


def test_an_overlong_key_is_refused(world):
    response = _create_key(Api(world.tenant_key.secret), key="x" * 256)
    assert response.json()["error"]["code"] == "invalid_idempotency_key"


@pytest.mark.django_db(transaction=True)
def test_concurrent_duplicates_run_the_handler_once(world):
    """Eight identical requests at once: one creates, the others replay or are told to retry."""
    secret = world.platform.secret
    barrier = threading.Barrier(8)
    statuses: list[int] = []

    def send() -> None:
        try:
            barrier.wait()
            response = Api(secret).post(
                "/v1/tenants", {"name": "Once"}, headers={"Idempotency-Key": "race"}
            )
            statuses.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert Tenant.objects.filter(name="Once").count() == 1
    assert statuses.count(201) >= 1
    assert set(statuses) <= {201, 409}
    assert IdempotencyRecord.objects.filter(key="race").count() == 1


def test_records_expire_after_their_window(world):
    from datetime import timedelta

    from django.utils import timezone

    from apps.tenants.tasks import idempotency_purge

    api = Api(world.tenant_key.secret)
    first = _create_key(api, key="old")
    IdempotencyRecord.objects.filter(key="old").update(
        created_at=timezone.now() - timedelta(hours=25)
    )
    # An expired record no longer binds the key: the same key runs again.
    again = _create_key(api, key="old", name="other body is fine now")
    assert again.status_code == 201
    assert again.json()["id"] != first.json()["id"]
    IdempotencyRecord.objects.update(created_at=timezone.now() - timedelta(hours=25))
    assert idempotency_purge() >= 1
    assert not IdempotencyRecord.objects.exists()


def test_a_view_answering_with_raw_datetimes_is_stored_and_replayed(world):
    """The record keeps what the client saw, even when a view skipped its serializer."""
    from django.utils import timezone
    from rest_framework.response import Response
    from rest_framework.test import APIRequestFactory, force_authenticate

    from pylota.api.auth import ApiKeyAuthentication
    from pylota.api.idempotency import idempotent
    from pylota.api.views import ApiViewSet

    class RawView(ApiViewSet):
        @idempotent()
        def create(self, request):
            return Response({"at": timezone.now()}, status=201)

    principal, api_key = ApiKeyAuthentication().authenticate(
        type("R", (), {"headers": {"Authorization": f"Bearer {world.tenant_key.secret}"}})()
    )
    view = RawView.as_view({"post": "create"})

    def call():
        request = APIRequestFactory().post("/raw", {}, format="json", HTTP_IDEMPOTENCY_KEY="raw-1")
        force_authenticate(request, user=principal, token=api_key)
        return view(request)

    first, second = call(), call()
    assert first.status_code == second.status_code == 201
    assert second["Idempotent-Replayed"] == "true"
    assert isinstance(second.data["at"], str)
