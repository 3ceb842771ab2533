"""Every API action's permission, written out (issue 18, item 7).

The test walks the URL resolver like the cross-tenant matrix: a route or method missing
from ``TABLE``, or a view whose ``permissions`` map answers another permission than the
table, fails. A key holding every ``*:read`` permission is then sent to every write and
must be refused with ``403 permission_denied`` before anything happens.
"""

from __future__ import annotations

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from pylota.core.ids import PREFIXES, new_id
from pylota.core.permissions import TENANT_PERMISSIONS
from tests.conftest import Api
from tests.factories import ApiKeyFactory

# (url name, method) → the permission the action needs (None: any valid key).
TABLE: dict[tuple[str, str], str | None] = {
    ("me", "GET"): None,
    ("tenant-trust-policy", "GET"): "tenants:read",
    ("tenant-trust-policy", "PATCH"): "tenants:write",
    ("tenant-list", "GET"): "tenants:read",
    ("tenant-list", "POST"): "tenants:write",
    ("tenant-detail", "GET"): "tenants:read",
    ("tenant-detail", "PATCH"): "tenants:write",
    ("tenant-resume", "POST"): "tenants:write",
    ("tenant-suspend", "POST"): "tenants:write",
    ("partner-list", "GET"): "partners:read",
    ("partner-list", "POST"): "partners:write",
    ("partner-detail", "GET"): "partners:read",
    ("partner-detail", "PATCH"): "partners:write",
    ("partner-detail", "DELETE"): "partners:write",
    ("partner-resume", "POST"): "partners:write",
    ("partner-suspend", "POST"): "partners:write",
    ("key-list", "GET"): "keys:read",
    ("key-list", "POST"): "keys:write",
    ("key-detail", "GET"): "keys:read",
    ("key-revoke", "POST"): "keys:write",
    ("key-rotate", "POST"): "keys:write",
    ("audit-event-list", "GET"): "audit:read",
    ("identity-list", "GET"): "identities:read",
    ("identity-list", "POST"): "identities:write",
    ("identity-detail", "GET"): "identities:read",
    ("identity-detail", "PATCH"): "identities:write",
    ("identity-detail", "DELETE"): "identities:write",
    ("identity-addresses", "GET"): "identities:read",
    ("identity-addresses", "POST"): "identities:write",
    ("identity-pause", "POST"): "identities:write",
    ("identity-resume", "POST"): "identities:write",
    ("address-detail", "GET"): "identities:read",
    ("identity-address-promote", "POST"): "identities:write",
    ("identity-address-retire", "POST"): "identities:write",
    ("identity-address-rollback", "POST"): "identities:write",
    ("domain-address-list", "GET"): "identities:read",
    ("domain-address-list", "POST"): "identities:write",
    ("domain-list", "GET"): "domains:write",
    ("domain-list", "POST"): "domains:write",
    ("domain-detail", "GET"): "domains:write",
    ("domain-detail", "PATCH"): "domains:write",
    ("domain-detail", "DELETE"): "domains:write",
    ("domain-records", "GET"): "domains:write",
    ("domain-verify", "POST"): "domains:write",
    ("domain-probe", "POST"): "domains:write",
    ("identity-threads", "GET"): "messages:read",
    ("thread-list", "GET"): "messages:read",
    ("thread-detail", "GET"): "messages:read",
    ("thread-detail", "PATCH"): "messages:read",
    ("message-detail", "GET"): "messages:read",
    ("message-detail", "PATCH"): "messages:read",
    ("message-attachment", "GET"): "messages:read",
    ("message-raw", "GET"): "messages:read",
    ("quarantine-list", "GET"): "quarantine:read",
    ("quarantine-detail", "GET"): "quarantine:read",
    ("quarantine-detail", "DELETE"): "quarantine:release",
    ("quarantine-release", "POST"): "quarantine:release",
    ("event-list", "GET"): "events:read",
    ("event-detail", "GET"): "events:read",
    ("webhook-list", "GET"): "webhooks:read",
    ("webhook-list", "POST"): "webhooks:write",
    ("webhook-detail", "GET"): "webhooks:read",
    ("webhook-detail", "PATCH"): "webhooks:write",
    ("webhook-detail", "DELETE"): "webhooks:write",
    ("webhook-deliveries", "GET"): "webhooks:read",
    ("webhook-replay", "POST"): "webhooks:write",
    ("webhook-rotate-secret", "POST"): "webhooks:write",
    ("webhook-test", "POST"): "webhooks:write",
    ("list-entries", "GET"): "identities:read",
    ("list-entries", "POST"): "identities:write",
    ("list-entry-detail", "GET"): "identities:read",
    ("list-entry-detail", "DELETE"): "identities:write",
    ("triage-rules", "GET"): "messages:read",
    ("triage-rules", "POST"): "identities:write",
    ("triage-rules-reorder", "POST"): "identities:write",
    ("triage-rule-detail", "GET"): "messages:read",
    ("triage-rule-detail", "PATCH"): "identities:write",
    ("triage-rule-detail", "DELETE"): "identities:write",
    ("identity-send", "POST"): "messages:send",
    ("message-delivery", "GET"): "messages:read",
    ("message-cancel", "POST"): "messages:send",
    ("uploads", "POST"): "messages:send",
    ("identity-drafts", "GET"): "messages:read",
    ("identity-drafts", "POST"): "messages:send",
    ("identity-draft-detail", "GET"): "messages:read",
    ("identity-draft-detail", "PATCH"): "messages:send",
    ("identity-draft-detail", "DELETE"): "messages:send",
    ("identity-draft-send", "POST"): "messages:send",
    ("identity-send-policy", "GET"): "identities:read",
    ("identity-send-policy", "PATCH"): "identities:write",
    ("suppressions", "GET"): "messages:read",
    ("suppressions", "POST"): "messages:send",
    ("suppression-detail", "GET"): "messages:read",
    ("suppression-detail", "DELETE"): "messages:send",
    ("search", "GET"): "search:read",
    ("search", "POST"): "search:read",
    ("identity-search", "GET"): "search:read",
    ("identity-search", "POST"): "search:read",
    ("identity-contacts", "GET"): "search:read",
    ("thread-related", "GET"): "search:read",
    ("search-agentic", "POST"): "search:read",
    ("identity-search-agentic", "POST"): "search:read",
    # Not DRF views: they check their own credential.
    ("identity-wait", "GET"): "messages:read",
    ("event-stream", "GET"): "events:read",
    ("link", "GET"): None,  # the signed token is the credential
    ("retention", "GET"): "tenants:read",
    ("retention", "PUT"): "privacy:erase",
    ("identity-retention", "GET"): "tenants:read",
    ("identity-retention", "PUT"): "privacy:erase",
    ("export-list", "GET"): "privacy:erase",
    ("export-list", "POST"): "privacy:erase",
    ("export-detail", "GET"): "privacy:erase",
    ("export-download", "GET"): None,  # the signed token is the credential
    ("job-detail", "GET"): "privacy:erase",
    ("erasure-list", "GET"): "privacy:erase",
    ("erasure-list", "POST"): "privacy:erase",
    ("erasure-detail", "GET"): "privacy:erase",
    ("erasure-receipt", "GET"): "privacy:erase",
    ("hold-list", "GET"): "privacy:erase",
    ("hold-list", "POST"): "privacy:erase",
    ("hold-detail", "GET"): "privacy:erase",
    ("hold-detail", "DELETE"): "privacy:erase",
    # A plain view (listed as GET by the walker; it answers POST): the SNS signature is the
    # credential (tests/outbound/test_ses_notifications.py).
    ("ses-notifications", "GET"): None,
}

# Non-GET actions a read permission may perform, and why (docs/api.md, "Permissions").
READ_ONLY_WRITES = {
    ("search", "POST"): "a search with a JSON body: reads only",
    ("identity-search", "POST"): "a search with a JSON body: reads only",
    ("search-agentic", "POST"): "a question answered from the mail: reads only",
    ("identity-search-agentic", "POST"): "a question answered from the mail: reads only",
    ("thread-detail", "PATCH"): "labels and read state are the reader's own marks",
    ("message-detail", "PATCH"): "labels and read state are the reader's own marks",
}
NOT_DRF = {"identity-wait", "link", "event-stream", "ses-notifications", "export-download"}


def _routes() -> dict[tuple[str, str], tuple[type | None, str, str]]:
    """(url name, method) → (view class, action, route regex) for every /v1 pattern."""
    found: dict[tuple[str, str], tuple[type | None, str, str]] = {}

    def walk(patterns, prefix: str) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern) and prefix.startswith("v1/"):
                view = getattr(pattern.callback, "cls", None)
                actions = getattr(pattern.callback, "actions", None) or {"get": "get"}
                for method, action in actions.items():
                    if method not in ("head", "options"):
                        key = (pattern.name, method.upper())
                        found[key] = (view, action, prefix + str(pattern.pattern))

    walk(get_resolver().url_patterns, "")
    return found


ROUTES = _routes()


def _required(view: type, action: str) -> str | None:
    permissions = view.permissions
    return permissions.get(action, permissions.get("*"))


def test_the_table_names_every_route_and_method():
    assert set(ROUTES) - set(TABLE) == set(), "routes missing from the permission table"
    assert set(TABLE) - set(ROUTES) == set(), "table entries for routes that no longer exist"


@pytest.mark.parametrize("key", sorted(k for k in ROUTES if k[0] not in NOT_DRF))
def test_each_views_permission_map_says_what_the_table_says(key):
    view, action, _ = ROUTES[key]
    assert _required(view, action) == TABLE[key], f"{key} ({view.__name__}.{action})"


def test_every_write_needs_a_permission_that_is_not_a_read():
    reads = {p for p in TENANT_PERMISSIONS if p.endswith(":read")}
    loose = {
        key: TABLE[key]
        for key in TABLE
        if key[1] != "GET" and key not in READ_ONLY_WRITES and (TABLE[key] in reads | {None})
    }
    assert loose == {}, f"writes a read-only key may perform: {loose}"


def _path(route: str) -> str:
    """A concrete path for a route regex: made-up IDs, plausible values elsewhere."""
    values = {"direction": "receive", "kind": "address", "entry": "x@example.com"}
    values["suppression"] = "x@example.com"
    values["token"] = "x"

    def fill(match: re.Match) -> str:
        name = match.group(1)
        if name in values:
            return values[name]
        return new_id(PREFIXES[name.removesuffix("_id")])

    path = re.sub(r"\(\?P<(\w+)>[^)]*\)", fill, route)
    path = re.sub(r"<(?:str:)?(\w+)>", fill, path)
    return "/" + path.replace("^", "").replace("$", "")


WRITES = sorted(k for k in TABLE if k[1] != "GET" and k not in READ_ONLY_WRITES)


@pytest.mark.parametrize("key", WRITES, ids=[f"{n}-{m}" for n, m in WRITES])
def test_a_read_only_key_is_refused_every_write(world, key):
    reader = ApiKeyFactory(
        tenant=world.tenant,
        permissions=sorted(p for p in TENANT_PERMISSIONS if p.endswith(":read")),
    )
    _view, _action, route = ROUTES[key]
    response = Api(reader.secret).request(key[1], _path(route), {})
    body = response.json()
    assert (response.status_code, body["error"]["code"]) == (403, "permission_denied"), body
    assert body["error"]["details"] == {"required": TABLE[key]}
