"""NFR-SEC-1: nobody reaches another tenant's or partner's objects, and nothing tells them
whether an object exists.

The test walks the URL resolver. Every ``/v1`` route and method must have an entry in a
``tests/api/matrix_<app>.py`` module; a new route without one fails
``test_every_route_and_method_is_covered``.
For each entry: the owner succeeds; a foreign tenant's key and a foreign partner's key get
exactly the answer they get for an ID that does not exist (never a 2xx); no key gets 401.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from pylota.core.ids import new_id
from tests.api.matrix import Case
from tests.conftest import Api


def _collect() -> dict[str, list[Case]]:
    matrix: dict[str, list[Case]] = {}
    for path in sorted(Path(__file__).parent.glob("matrix_*.py")):
        module = importlib.import_module(f"tests.api.{path.stem}")
        for name, cases in module.ENTRIES.items():
            assert name not in matrix, f"{name} declared twice in the matrix"
            matrix[name] = cases
    return matrix


MATRIX = _collect()


def _v1_routes() -> dict[str, set[str]]:
    """URL name → HTTP methods, for every pattern under /v1."""
    found: dict[str, set[str]] = {}

    def walk(patterns, prefix: str) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern) and prefix.startswith("v1/"):
                actions = getattr(pattern.callback, "actions", None) or {}
                methods = {m.upper() for m in actions} - {"HEAD", "OPTIONS"}
                found.setdefault(pattern.name, set()).update(methods)

    walk(get_resolver().url_patterns, "")
    return found


def test_every_route_and_method_is_covered():
    routes = _v1_routes()
    covered = {name: {case.method for case in cases} for name, cases in MATRIX.items()}
    missing = {
        name: sorted(methods - covered.get(name, set()))
        for name, methods in routes.items()
        if methods - covered.get(name, set())
    }
    assert not missing, f"routes without a cross-tenant matrix entry: {missing}"
    assert set(covered) <= set(routes), "matrix entries for routes that no longer exist"


CASES = [(name, case) for name, cases in MATRIX.items() for case in cases]


def _call(api: Api, case: Case, target_id: str, world=None):
    path = case.path.replace("{id}", target_id)
    if "{attachment}" in path:
        path = path.replace("{attachment}", getattr(world, "attachment_id", "x"))
    if "{identity}" in path:  # routes under the identity that owns the target (an address)
        path = path.replace("{identity}", getattr(world, "identity_id", "x"))
    body = case.body(target_id) if case.method in ("POST", "PATCH") else None
    return api.request(case.method, path, body)


def _signature(response) -> tuple[int, str | None]:
    data = response.json() if response.content else {}
    return response.status_code, (data.get("error") or {}).get("code")


@pytest.mark.parametrize(("name", "case"), CASES, ids=[f"{n}-{c.method}" for n, c in CASES])
def test_only_the_owner_reaches_an_object(world, name, case):
    target_id = case.target(world) if case.target else ""
    per_object = "{id}" in case.path or case.id_in_body
    missing_id = new_id(target_id.split("_")[0]) if target_id else ""

    anonymous = _call(Api(), case, target_id or "x", world)
    assert anonymous.status_code == 401

    for role in case.foreign:
        api = Api(getattr(world, role).secret)
        response = _call(api, case, target_id, world)
        if per_object:
            assert response.status_code >= 400, f"{role} reached {name} {case.method}"
            assert _signature(response) == _signature(_call(api, case, missing_id, world)), (
                f"{role} can tell that {target_id} exists through {name} {case.method}"
            )
        elif response.status_code < 300 and target_id:
            assert target_id not in response.content.decode(), f"{role} sees {target_id}"

    owner = _call(Api(getattr(world, case.owner).secret), case, target_id, world)
    assert owner.status_code < 300, owner.content
    if target_id and case.method == "GET" and case.owner_sees_id:
        assert target_id in owner.content.decode()
