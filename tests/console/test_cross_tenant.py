"""NFR-SEC-1 for the console: nobody reaches another workspace or its objects.

The test walks the URL resolver: every route under ``/console/<tenant_id>/`` must have an
entry in a ``tests/console/matrix_<area>.py`` module. For each: the owner gets the page;
a member of another workspace gets 404 on this workspace's URL, and 404 on their own
workspace's URL carrying this workspace's object IDs; a visitor who is not signed in is
sent to sign in, whatever the method.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.console.matrix import Route


def _collect() -> dict[str, Route]:
    found: dict[str, Route] = {}
    for path in sorted(Path(__file__).parent.glob("matrix_*.py")):
        module = importlib.import_module(f"tests.console.{path.stem}")
        for name, route in module.ROUTES.items():
            assert name not in found, f"{name} declared twice in the console matrix"
            found[name] = route
    return found


MATRIX = _collect()


def _workspace_routes() -> set[str]:
    names: set[str] = set()

    def walk(patterns, prefix: str) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern) and prefix.startswith("console/<tenant:"):
                names.add(pattern.name)

    walk(get_resolver().url_patterns, "")
    return names


def test_every_workspace_route_is_in_the_matrix():
    routes = _workspace_routes()
    assert routes - set(MATRIX) == set(), "console routes without a matrix entry"
    assert set(MATRIX) - routes == set(), "matrix entries for routes that no longer exist"


CASES = sorted(MATRIX.items())


@pytest.mark.parametrize(("name", "route"), CASES, ids=[name for name, _ in CASES])
def test_only_members_reach_a_workspace_and_its_objects(people, name, route):
    kwargs = route.make(people)
    own = reverse(name, kwargs={"tenant_id": people.tenant.id, **kwargs})
    if "GET" in route.methods:
        assert people.client("owner").get(own).status_code == route.owner_get_status
    outsider = people.client("outsider")
    foreign = reverse(name, kwargs={"tenant_id": people.other_tenant.id, **kwargs})
    for method in route.methods:
        call = getattr(outsider, method.lower())
        assert call(own).status_code == 404, f"{method} {own} as another workspace's owner"
        if kwargs:
            assert call(foreign).status_code == 404, f"{method} {foreign} with our IDs"
        response = getattr(Client(), method.lower())(own)
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/")
