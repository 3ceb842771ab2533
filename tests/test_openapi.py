import itertools
import json
import re
import warnings
from collections import defaultdict

import jsonschema
from django.urls import URLPattern, URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator

from pylota.core.ids import is_valid


def _schema() -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return SchemaGenerator().get_schema(request=None, public=True)


def test_the_schema_generates_without_warnings(capsys):
    schema = _schema()
    captured = capsys.readouterr()
    assert "Warning" not in captured.err, captured.err
    assert "Error" not in captured.err, captured.err
    assert schema["info"]["title"] == "Pylota Mail API"


def _v1_paths() -> set[str]:
    paths = set()

    def walk(patterns, prefix):
        for p in patterns:
            if isinstance(p, URLResolver):
                walk(p.url_patterns, prefix + str(p.pattern))
            elif isinstance(p, URLPattern) and prefix.startswith("v1/"):
                paths.add(p.name)

    walk(get_resolver().url_patterns, "")
    return paths


def test_every_v1_route_is_documented_with_the_error_envelope():
    schema = _schema()
    documented = {path: ops for path, ops in schema["paths"].items() if path.startswith("/v1/")}
    # Each named route contributes at least one path; count operations against the resolver.
    assert len(documented) >= len(_v1_paths())
    assert "Error" in schema["components"]["schemas"]
    for path, operations in documented.items():
        for method, operation in operations.items():
            for status in ("401", "404"):
                ref = operation["responses"][status]["content"]["application/json"]["schema"]
                assert ref == {"$ref": "#/components/schemas/Error"}, (path, method, status)


def test_openapi_json_and_the_reference_page_are_served(db, anonymous):
    response = anonymous.get("/openapi.json")
    assert response.status_code == 200
    assert "/v1/tenants" in json.loads(response.content)["paths"]
    page = anonymous.get("/docs")
    assert page.status_code == 200
    assert b"redoc" in page.content.lower()


# --- Naming: what the SDK and the MCP tools inherit (docs/api.md, "Naming") -----------------

OPERATION_ID = re.compile(r"^[a-z]+(_[a-z]+)+$")
METHODS = {"get", "post", "put", "patch", "delete"}


def _operations(schema: dict):
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield path, method, operation


def test_path_parameters_are_named_after_their_object_one_way_everywhere():
    schema = _schema()
    spellings: dict[str, set[str]] = defaultdict(set)  # object → its parameter names
    by_collection: dict[str, set[str]] = defaultdict(set)  # "identities" → {"identity_id"}
    for path, _method, operation in _operations(schema):
        names = {p["name"] for p in operation.get("parameters", []) if p["in"] == "path"}
        assert names == set(re.findall(r"{(\w+)}", path)), path
        for name in names:
            assert name != "id", path
            assert not name.endswith("_pk"), f"{path}: {{{name}}}"
            spellings[name.removesuffix("_id")].add(name)
        segments = path.strip("/").split("/")
        for before, segment in itertools.pairwise(segments):
            if segment.startswith("{") and not before.startswith("{"):
                by_collection[before].add(segment.strip("{}"))
    assert not {obj: names for obj, names in spellings.items() if len(names) > 1}
    assert not {path: names for path, names in by_collection.items() if len(names) > 1}
    assert by_collection["identities"] == {"identity_id"}
    assert by_collection["quarantine"] == {"message_id"}  # a held message is a message


def test_every_operation_has_a_readable_unique_operation_id():
    ids = [operation.get("operationId", "") for _p, _m, operation in _operations(_schema())]
    assert [i for i in ids if not OPERATION_ID.match(i)] == []
    assert [i for i in set(ids) if ids.count(i) > 1] == []
    for expected in (
        "identities_list",
        "identities_create",
        "identities_get",
        "identities_update",
        "identities_delete",
        "identities_pause",
        "identities_wait",
        "threads_list",
        "threads_get",
        "messages_get",
        "messages_raw",
        "messages_send",
        "messages_cancel",
        "webhooks_rotate_secret",
        "quarantine_release",
        "search_query",
    ):
        assert expected in ids, expected


def test_the_send_route_is_messages_send():
    operation = _schema()["paths"]["/v1/identities/{identity_id}/messages"]["post"]
    assert operation["operationId"] == "messages_send"


def test_every_operation_has_a_summary_and_a_description_that_says_who_may_call_it():
    for path, method, operation in _operations(_schema()):
        where = f"{method.upper()} {path}"
        assert operation.get("summary", "").strip(), f"{where}: no summary"
        assert len(operation["summary"]) <= 60, f"{where}: the summary is a short sentence"
        description = operation.get("description", "")
        assert description.strip(), f"{where}: no description"
        assert "**Access**" in description or not path.startswith("/v1/"), where


def test_every_operation_has_a_declared_tag_and_the_tags_are_in_resource_order():
    schema = _schema()
    declared = [tag["name"] for tag in schema["tags"]]
    assert declared == [
        "identities",
        "addresses",
        "threads",
        "messages",
        "sending",
        "quarantine",
        "search",
        "webhooks",
        "events",
        "lists",
        "domains",
        "triage",
        "keys",
        "tenants",
        "partners",
        "audit",
        "privacy",
        "platform",
    ]
    assert all(tag.get("description") for tag in schema["tags"])
    used = set()
    for path, method, operation in _operations(schema):
        assert len(operation.get("tags", [])) == 1, f"{method.upper()} {path}"
        assert operation["tags"][0] in declared, f"{method.upper()} {path}: {operation['tags']}"
        used.add(operation["tags"][0])
    assert used == set(declared), "a declared tag without operations"


def _bodies(operation: dict):
    """(where, media type, media object) of the request and every response with content."""
    for media_type, media in operation.get("requestBody", {}).get("content", {}).items():
        yield "request", media_type, media
    for status, response in operation["responses"].items():
        for media_type, media in response.get("content", {}).items():
            yield status, media_type, media


def _is_binary(media: dict) -> bool:
    return media.get("schema", {}).get("format") == "binary"


def test_every_body_has_an_example():
    missing = []
    for path, method, operation in _operations(_schema()):
        request = operation.get("requestBody", {}).get("content", {})
        if request and not any(media.get("examples") for media in request.values()):
            missing.append(f"{method.upper()} {path} request")
        for where, media_type, media in _bodies(operation):
            if where != "request" and not _is_binary(media) and not media.get("examples"):
                missing.append(f"{method.upper()} {path} {where} {media_type}")
    assert missing == []


def _json_schema(node):
    """An OpenAPI 3.0 schema as JSON Schema: ``nullable`` becomes ``null`` in an anyOf."""
    if isinstance(node, list):
        return [_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    converted = {key: _json_schema(value) for key, value in node.items() if key != "nullable"}
    return {"anyOf": [converted, {"type": "null"}]} if node.get("nullable") else converted


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _events(stream: str) -> list[dict]:
    """The events of a Server-Sent Events text, as a client's parser dispatches them."""
    events = []
    for block in stream.split("\n\n"):
        event: dict = {}
        for line in block.splitlines():
            if not line or line.startswith(":"):
                continue
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "data":
                event["data"] = f"{event['data']}\n{value}" if "data" in event else value
            elif field in ("event", "id"):
                event[field] = value
        if "data" in event:  # a block without data (a retry: line alone) dispatches nothing
            events.append(event)
    return events


def test_examples_match_their_schemas_and_use_real_ids():
    schema = _schema()
    components = _json_schema(schema["components"])
    checked = 0
    for path, method, operation in _operations(schema):
        for where, media_type, media in _bodies(operation):
            body_schema = {**_json_schema(media["schema"]), "components": components}
            validator = jsonschema.Draft202012Validator(body_schema)
            for name, example in media.get("examples", {}).items():
                label = f"{method.upper()} {path} {where} {media_type} example {name}"
                # An event stream's schema is one event's: each event of the example matches.
                values = (
                    _events(example["value"])
                    if media_type == "text/event-stream"
                    else [example["value"]]
                )
                errors = [e.message for value in values for e in validator.iter_errors(value)]
                assert values, label
                assert errors == [], f"{label}: {errors}"
                for text in _strings(example["value"]):
                    if re.fullmatch(r"[a-z]{3}_[0-9A-Za-z]{26}", text):
                        assert is_valid(text), f"{label}: {text} is not a real ID"
                checked += 1
    assert checked > 150


def test_lists_are_documented_as_the_page_they_answer():
    schema = _schema()
    response = schema["paths"]["/v1/identities"]["get"]["responses"]["200"]
    page = response["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    assert schema["components"]["schemas"][page]["required"] == ["data", "next_cursor"]
    me = schema["paths"]["/v1/me"]["get"]["responses"]["200"]["content"]["application/json"]
    assert me["schema"] == {"$ref": "#/components/schemas/MeOut"}, "one object, not a page"


def test_descriptions_state_the_permission_the_api_enforces():
    paths = _schema()["paths"]
    assert "needs `identities:read`" in paths["/v1/identities"]["get"]["description"]
    assert (
        "needs `quarantine:release`"
        in (paths["/v1/quarantine/{message_id}/release"]["post"]["description"])
    )
    create_partner = paths["/v1/partners"]["post"]["description"]
    assert "`platform`" in create_partner
    assert "identity_scope_exceeded" in create_partner
    assert "no API key needed" in paths["/health"]["get"]["description"]
