"""The committed SDK module is what the generator makes from the current OpenAPI document,
and every operation of that document has a method, sync and async, that calls it."""

from __future__ import annotations

import importlib.util
import inspect
import re
import sys
import warnings
from pathlib import Path

import pylota_mail
import pytest
from drf_spectacular.generators import SchemaGenerator
from pylota_mail import AsyncClient, Client
from pylota_mail._generated import OPERATIONS

SDK = Path(__file__).resolve().parents[2] / "sdk"


def _schema() -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SchemaGenerator().get_schema(request=None, public=True)


def _generator():
    spec = importlib.util.spec_from_file_location("pylota_sdk_generate", SDK / "generate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def schema() -> dict:
    return _schema()


def _operations(schema: dict) -> dict[str, tuple[str, str]]:
    return {
        op["operationId"]: (method.upper(), path)
        for path, item in schema["paths"].items()
        for method, op in item.items()
        if method in ("get", "post", "put", "patch", "delete")
    }


def test_the_committed_module_is_what_the_generator_makes_from_the_openapi_document(schema):
    committed = (SDK / "src" / "pylota_mail" / "_generated.py").read_text()
    assert _generator().generate(schema) == committed, (
        "sdk/src/pylota_mail/_generated.py is stale: regenerate it (see sdk/generate.py)"
    )


def _generated_method(resource, name):
    for cls in type(resource).__mro__:
        if cls.__module__ == "pylota_mail._generated" and name in vars(cls):
            return vars(cls)[name]
    raise AssertionError(f"no generated {name} on {type(resource)}")


def test_every_operation_has_a_sync_and_an_async_method_that_calls_it(schema):
    operations = _operations(schema)
    assert len(operations) >= 86
    assert set(OPERATIONS) == set(operations)
    sync, asynchronous = Client("pm_live_x"), AsyncClient("pm_live_x")
    for operation_id, (method, path) in operations.items():
        op = OPERATIONS[operation_id]
        assert (op.method, op.path) == (method, path), operation_id
        for client in (sync, asynchronous):
            resource = getattr(client, op.resource)
            assert callable(getattr(resource, op.name)), operation_id
            # The generated method (a helper subclass may wrap it, as events.stream does).
            bound = _generated_method(resource, op.name)
            source = inspect.getsource(bound)
            assert f'OPERATIONS["{operation_id}"]' in source, (operation_id, type(resource))
            # Path parameters are the positional arguments, in the order of the path.
            params = [
                p.name
                for p in inspect.signature(bound).parameters.values()
                if p.kind is p.POSITIONAL_OR_KEYWORD and p.name != "self"
            ]
            assert params == re.findall(r"{(\w+)}", path), operation_id
        async_method = _generated_method(getattr(asynchronous, op.resource), op.name)
        assert inspect.iscoroutinefunction(async_method) == (op.response != "sse"), operation_id


def test_method_names_read_like_the_api():
    c = Client("pm_live_x")
    assert c.identities.list.__func__ is type(c.identities).list
    for name in (
        "identities.list", "identities.create", "identities.wait", "messages.send",
        "messages.get", "messages.raw", "threads.list_for_identity", "threads.get",
        "quarantine.release", "webhooks.rotate_secret", "keys.rotate", "search.mailbox",
        "audit_events.list", "list_entries.create", "send_policy.update", "me.get",
        "identities.iter_list", "threads.iter_list_for_identity", "events.stream",
    ):  # fmt: skip
        resource, method = name.split(".")
        assert callable(getattr(getattr(c, resource), method)), name


def test_creating_posts_are_idempotent_and_cursor_lists_iterate():
    idempotent = {i for i, op in OPERATIONS.items() if op.idempotent}
    assert {
        "identities_create", "messages_send", "keys_create", "webhooks_create",
        "drafts_send", "attachments_upload", "suppressions_create", "list_entries_create",
    } <= idempotent  # fmt: skip
    assert all(OPERATIONS[i].method == "POST" for i in idempotent)
    assert "identities_pause" not in idempotent
    paginated = {i for i, op in OPERATIONS.items() if op.paginated}
    assert {"identities_list", "threads_list", "events_list", "quarantine_list"} <= paginated
    for operation_id in paginated:
        op = OPERATIONS[operation_id]
        assert "cursor" in op.query_params
        assert hasattr(getattr(Client("k"), op.resource), f"iter_{op.name}")


def test_the_package_exports_its_public_names():
    for name in pylota_mail.__all__:
        assert hasattr(pylota_mail, name), name
