"""The error envelope and its registry."""

import pytest

from pylota.core.errors import AppError, all_codes
from tests.conftest import Api

ENVELOPE_KEYS = {"code", "message", "request_id", "retryable", "details"}


def test_every_registered_code_has_a_sane_status_and_message():
    for code, entry in all_codes().items():
        assert code == code.lower()
        assert " " not in code
        assert 400 <= entry.status <= 599, code
        assert entry.message.endswith("."), code
        # Only answers that may succeed later say so.
        if entry.retryable:
            assert entry.status in (409, 429, 500, 502, 503, 504), code


@pytest.mark.parametrize("code", sorted(all_codes()))
def test_every_code_renders_as_the_envelope(code):
    from pylota.api.errors import error_response

    response = error_response(AppError(code))
    assert response.status_code == all_codes()[code].status
    import json

    body = json.loads(response.content)
    assert set(body["error"]) == ENVELOPE_KEYS
    assert body["error"]["code"] == code


def test_an_unknown_code_is_a_programming_error():
    with pytest.raises(KeyError):
        AppError("no_such_code")


@pytest.mark.parametrize(
    ("method", "path", "status", "code"),
    [
        ("GET", "/v1/nothing-here", 404, "route_not_found"),
        ("GET", "/nothing", 404, "route_not_found"),
        ("DELETE", "/v1/me", 405, "method_not_allowed"),
        ("GET", "/v1/tenants/tnt_01M8MAEQNKWCP0Z6WMET8R851G", 404, "tenant_not_found"),
        ("GET", "/v1/tenants?limit=0", 422, "validation_failed"),
        ("GET", "/v1/tenants?cursor=%%%", 400, "invalid_cursor"),
    ],
)
def test_errors_answer_with_the_envelope(world, method, path, status, code):
    response = Api(world.tenant_key.secret).request(method, path)
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    assert set(response.json()["error"]) == ENVELOPE_KEYS
    assert response.json()["error"]["code"] == code


def test_malformed_json_gets_the_envelope(world):
    response = Api(world.platform.secret).client.post(
        "/v1/tenants",
        data="{nope",
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {world.platform.secret}",
    )
    assert (response.status_code, response.json()["error"]["code"]) == (400, "malformed_json")


def test_a_wrong_content_type_gets_the_envelope(world):
    response = Api(world.platform.secret).client.post(
        "/v1/tenants",
        data="name=x",
        content_type="application/x-www-form-urlencoded",
        HTTP_AUTHORIZATION=f"Bearer {world.platform.secret}",
    )
    assert (response.status_code, response.json()["error"]["code"]) == (
        415,
        "unsupported_media_type",
    )


def test_validation_errors_name_the_fields(world):
    response = Api(world.platform.secret).post("/v1/tenants", {"name": ""})
    assert response.status_code == 422
    assert "name" in response.json()["error"]["details"]["fields"]


def test_an_unhandled_error_answers_500_without_a_traceback(world, monkeypatch):
    from apps.tenants import selectors

    def boom(**kwargs):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(selectors, "tenant_list", boom)
    response = Api(world.tenant_key.secret).get("/v1/tenants")
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
    assert response.json()["error"]["retryable"] is True
    assert b"secret internals" not in response.content
    assert b"Traceback" not in response.content


def test_the_request_id_is_taken_from_the_client_and_echoed(world):
    response = Api(world.tenant_key.secret).get(
        "/v1/nothing", headers={"X-Request-Id": "client-abc.123"}
    )
    assert response["X-Request-Id"] == "client-abc.123"
    assert response.json()["error"]["request_id"] == "client-abc.123"


def test_a_malformed_request_id_is_replaced(world):
    response = Api(world.tenant_key.secret).get("/v1/me", headers={"X-Request-Id": "bad id\n"})
    assert response["X-Request-Id"].startswith("req_")
