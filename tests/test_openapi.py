import json
import warnings

from django.urls import URLPattern, URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator


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
