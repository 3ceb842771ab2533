"""Bad input answers 4xx with the envelope, never 500 (issue 18, item 7).

Oversized and deeply nested JSON, NUL characters and lone surrogates anywhere a client can
put text (path, query, JSON keys and strings), foreign or made-up IDs in bodies, scoped
keys asking for another identity, and cursors carried from one list to another.
"""

from __future__ import annotations

import base64
import io
import itertools
import json

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from pylota.api.parsers import BoundedJSONParser, json_depth_exceeds
from pylota.core.errors import AppError
from tests.conftest import Api
from tests.factories import (
    IdentityFactory,
)


def _code(response) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


def _raw_post(api: Api, path: str, body: bytes):
    return api.client.post(
        path,
        data=body,
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {api.secret}",
    )


@pytest.fixture
def agent(world):
    return IdentityFactory(tenant=world.tenant, primary="agent")


# --- Size and depth ---------------------------------------------------------------------


def test_a_body_over_the_limit_answers_413_in_the_envelope(world, settings):
    settings.PM_API_MAX_BODY_BYTES = 4096
    api = Api(world.tenant_key.secret)
    body = json.dumps({"name": "big", "metadata": {"blob": "x" * 5000}}).encode()
    response = _raw_post(api, "/v1/identities", body)
    assert _code(response) == (413, "payload_too_large")
    assert response.json()["error"]["details"] == {"max_bytes": 4096}
    small = api.post("/v1/identities", {"name": "small", "metadata": {"blob": "x" * 100}})
    assert small.status_code == 201, small.content


def test_the_default_limit_refuses_a_body_over_ten_mebibytes(world):
    body = json.dumps({"name": "huge", "metadata": {"blob": "x" * (10 * 1024 * 1024)}})
    response = _raw_post(Api(world.tenant_key.secret), "/v1/identities", body.encode())
    assert _code(response) == (413, "payload_too_large")


def test_the_default_limit_admits_the_documented_5_mib_inline_attachment(world, agent, settings):
    content = base64.b64encode(
        b"\x89PNG" + b"\0" * (settings.PM_SEND_INLINE_ATTACHMENT_MAX_BYTES - 4)
    )
    body = {
        "to": ["bob@example.com"],
        "text": "The picture.",
        "attachments": [{"filename": "a.png", "content": content.decode()}],
    }
    response = Api(world.tenant_key.secret).post(
        f"/v1/identities/{agent.id}/messages?dry_run=true", body
    )
    assert response.status_code == 200, response.content[:300]


def test_the_parser_stops_reading_at_the_limit_whatever_the_declared_length():
    class View:
        max_body_bytes = 1000

    stream = io.BytesIO(b'{"a": "' + b"x" * 5000 + b'"}')
    with pytest.raises(AppError) as error:
        BoundedJSONParser().parse(stream, parser_context={"view": View()})
    assert error.value.code == "payload_too_large"
    assert stream.tell() == 1001


@pytest.mark.parametrize("body", ["[" * 100_000 + "]" * 100_000, '{"a":' * 40 + "1" + "}" * 40])
def test_deeply_nested_json_answers_400_json_too_deep(world, body):
    response = _raw_post(Api(world.tenant_key.secret), "/v1/identities", body.encode())
    assert _code(response) == (400, "json_too_deep")


def test_moderate_nesting_is_accepted(world):
    metadata: dict = {}
    node = metadata
    for _ in range(20):
        node["n"] = {}
        node = node["n"]
    response = Api(world.tenant_key.secret).post(
        "/v1/identities", {"name": "nested", "metadata": metadata}
    )
    assert response.status_code == 201, response.content


@hsettings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.text(max_size=5) | st.integers(),
        lambda c: st.lists(c) | st.dictionaries(st.text(max_size=3), c),
        max_leaves=30,
    )
)
def test_the_depth_scan_agrees_with_the_parsed_structure(value):
    def depth(node) -> int:
        if isinstance(node, list):
            return 1 + max((depth(x) for x in node), default=0)
        if isinstance(node, dict):
            return 1 + max((depth(x) for x in node.values()), default=0)
        return 0

    text = json.dumps(value)
    for limit in range(0, 6):
        assert json_depth_exceeds(text, limit) == (depth(value) > limit)


# --- NUL characters and lone surrogates -------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/v1/identities/idn%00x/threads",
        "/v1/identities/idn%00x/search?q=a",
        "/v1/identities/idn%00x/contacts",
        "/v1/identities/idn%00x/wait?timeout=0",
        "/v1/threads/thr%00x/related",
        "/v1/suppressions/a%00b@example.com",
        "/v1/threads?label=a%00b",
        "/v1/threads?identity_id=idn%00",
        "/v1/quarantine?identity_id=idn%00",
        "/v1/events?type=message.%00",
        "/v1/keys?tenant_id=tnt%00",
        "/v1/audit-events?type=a%00&actor_key_id=b%00",
        "/v1/search?q=hello%00",
        "/v1/webhooks?state=a%00",
    ],
)
def test_nul_in_a_path_or_query_parameter_answers_422(world, path):
    response = Api(world.tenant_key.secret).get(path)
    assert _code(response) == (422, "validation_failed"), response.content


def test_nul_in_a_list_entry_path_answers_422(world):
    path = f"/v1/tenants/{world.tenant.id}/lists/receive/address/a%00b@example.com"
    assert _code(Api(world.tenant_key.secret).get(path)) == (422, "validation_failed")


@pytest.mark.parametrize("bad", ["a\x00b", "a\ud800b", "\udfff"])
@pytest.mark.parametrize(
    "make_body",
    [
        lambda bad: {"name": "n", "metadata": {"k": bad}},
        lambda bad: {"name": "n", "metadata": {bad: "v"}},
        lambda bad: {"name": "n", "metadata": {"deep": [{"x": bad}]}},
        lambda bad: {"name": "n", "display_name": bad},
    ],
)
def test_unstorable_text_in_a_json_body_answers_422(world, bad, make_body):
    body = json.dumps(make_body(bad))  # lone surrogates become \\udXXX escapes
    response = _raw_post(Api(world.tenant_key.secret), "/v1/identities", body.encode())
    assert _code(response) == (422, "validation_failed"), response.content
    assert response.json()["error"]["details"]["fields"]


@pytest.mark.parametrize("bad", ["\x00", "\ud800"])
def test_unstorable_text_in_unknown_draft_keys_answers_422(world, agent, bad):
    body = json.dumps({"text": "hi", "x_custom": bad, "metadata": {"m": bad}})
    response = _raw_post(
        Api(world.tenant_key.secret), f"/v1/identities/{agent.id}/drafts", body.encode()
    )
    assert _code(response) == (422, "validation_failed"), response.content


@hsettings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.text(alphabet=st.sampled_from(["a", " ", "\x00", "\ud800", "\udfff", "é", "\u2028"])))
def test_any_text_in_metadata_answers_201_or_422_never_500(world, text):
    # A fresh name each time: a name conflict (409) would answer before metadata is stored.
    body = json.dumps({"name": f"fuzz-{next(_NAMES)}", "metadata": {"t": text, text: 1}})
    response = _raw_post(Api(world.tenant_key.secret), "/v1/identities", body.encode())
    # What the server decodes: adjacent \ud8xx\udcxx escapes join into one character.
    seen = json.loads(json.dumps(text))
    unstorable = any(c == "\x00" or "\ud800" <= c <= "\udfff" for c in seen)
    assert response.status_code == (422 if unstorable else 201), response.content


_NAMES = itertools.count()
