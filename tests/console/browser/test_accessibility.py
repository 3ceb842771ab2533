"""Every console page through axe-core in Chromium: no violation of impact "serious" or
"critical" (unlabelled inputs, tables without headers, buttons without text, poor
contrast, no language…).

The pages are found by walking the URL resolver: every ``console-…`` route that takes only
the workspace (plus the few outside any workspace that take nothing), the detail pages of
the seeded workspace (a thread, the quarantined message, the identity, the webhook), and
allauth's sign-in and sign-up pages. Routes that do not answer GET with a page (POST-only
actions, downloads, redirects) are left out; a page still showing the placeholder is
skipped and named.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import get_resolver, reverse

pytestmark = pytest.mark.xdist_group("browser")
Axe = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="needs axe-playwright-python"
).Axe

BLOCKING = ("serious", "critical")
# Detail pages reached from the seeded workspace: URL name → its arguments.
DETAIL = {
    "console-thread": lambda s: {"thread_id": s.thread.id},
    "console-quarantine-message": lambda s: {"message_id": s.quarantined.id},
    "console-identity": lambda s: {"identity_id": s.identity.id},
    "console-identity-delete": lambda s: {"identity_id": s.identity.id},
    "console-webhook": lambda s: {"webhook_id": s.endpoint.id},
    "console-webhook-deliveries": lambda s: {"webhook_id": s.endpoint.id},
    "console-webhook-delete": lambda s: {"webhook_id": s.endpoint.id},
    "console-key": lambda s: {"key_id": s.extra["key"].id},
    "console-draft": lambda s: {"identity_id": s.identity.id, "draft_id": s.extra["draft"].id},
    "console-domain": lambda s: {"domain_id": _seeded_domain(s)},
}


def _seeded_domain(seeded) -> str:
    """An active domain of the seeded workspace with an address on it (made on first use)."""
    if "domain" not in seeded.extra:
        from apps.domains.services.addresses import domain_address_create
        from pylota.core.principal import Actor
        from tests.factories import DomainFactory

        domain = DomainFactory(tenant=seeded.tenant, name="browser.example", state="active")
        domain_address_create(
            actor=Actor(user="seed"),
            domain=domain,
            identity_id=seeded.identity.id,
            local_part="support",
        )
        seeded.extra["domain"] = domain
    return seeded.extra["domain"].id


SIGNED_OUT = [
    "account_login",
    "account_request_login_code",
    "account_signup",
    "account_reset_password",
]
# Not pages: a POST-only action, or a route that only redirects.
NOT_PAGES = {"console", "console-switch", "console-waitlist"}


def _routes() -> list[tuple[str, tuple[str, ...]]]:
    resolver = get_resolver()
    found = set()
    for name in resolver.reverse_dict:
        if not isinstance(name, str) or not name.startswith("console-") or name in NOT_PAGES:
            continue
        for possibility, *_ in resolver.reverse_dict.getlist(name):
            for _format, params in possibility:
                found.add((name, tuple(params)))
    return sorted(found)


def _answers_get(name: str) -> bool:
    """False for a class-based view without ``get`` (a POST-only action)."""
    for pattern in _patterns(get_resolver().url_patterns):
        if pattern.name == name:
            view_class = getattr(pattern.callback, "view_class", None)
            return view_class is None or hasattr(view_class, "get")
    return True


def _patterns(patterns):
    for pattern in patterns:
        if hasattr(pattern, "url_patterns"):
            yield from _patterns(pattern.url_patterns)
        else:
            yield pattern


def _pages() -> list[str]:
    names = []
    for name, params in _routes():
        if (params in ((), ("tenant_id",)) or name in DETAIL) and _answers_get(name):
            names.append(name)
    return sorted(set(names))


def url_for(name: str, seeded) -> str:
    if name in DETAIL:
        return reverse(name, kwargs={"tenant_id": seeded.tenant.id, **DETAIL[name](seeded)})
    try:
        return reverse(name, args=[seeded.tenant.id])
    except Exception:
        return reverse(name)


def sign_in_cookie(browse, user) -> None:
    """A session made by Django's test client, handed to the browser (the sign-in forms
    themselves are covered by test_flows and by the signed-out pages here)."""
    client = Client()
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    browse.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": browse.base_url}]
    )


def blocking_violations(page) -> list[dict]:
    violations = Axe().run(page).response["violations"]
    lesser = [
        f"{v['id']} ({v.get('impact')})" for v in violations if v.get("impact") not in BLOCKING
    ]
    if lesser:  # shown with -s; they do not fail the test
        print(f"{page.url}: lesser violations: {', '.join(lesser)}")
    return [v for v in violations if v.get("impact") in BLOCKING]


def describe(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"[{violation['impact']}] {violation['id']}: {violation['help']}")
        for node in violation["nodes"][:5]:
            lines.append(f"    {' '.join(node['target'])}: {node.get('failureSummary', '')}")
    return "\n".join(lines)


def visit(browse, url: str, probe: Client | None) -> str | None:
    """Checks one page; returns why it was not checked (None when it was), or fails."""
    if probe is not None:
        status = probe.get(url).status_code
        if status in (302, 405):
            return None  # an action or a redirect, not a page
    response = browse.goto(url)
    assert response is not None
    if response.status != 200:
        return f"{url} answered {response.status}"
    if browse.page.locator("main h1").first.inner_text().strip() == "Coming":
        return f"{url}: still the placeholder page"
    violations = blocking_violations(browse.page)
    if violations:
        return f"VIOLATIONS on {url}:\n{describe(violations)}"
    return ""


def walk(browse, urls: list[str], probe: Client | None) -> None:
    results = {url: visit(browse, url, probe) for url in urls}
    checked = [url for url, why in results.items() if why == ""]
    failed = [why for why in results.values() if why and not why.endswith("placeholder page")]
    skipped = [why for why in results.values() if why and why.endswith("placeholder page")]
    print(f"checked {len(checked)} pages: {', '.join(checked)}")
    if skipped:
        print("not checked:\n" + "\n".join(skipped))
    assert not failed, "\n".join(failed)
    browse.assert_no_csp_violations()
    if skipped and not checked:
        pytest.skip("; ".join(skipped))


def test_every_console_page_has_no_serious_accessibility_violation(page_js_on, seeded):
    from apps.outbound import services as outbound_services
    from apps.tenants import services as tenant_services
    from pylota.core.permissions import Level
    from pylota.core.principal import Actor

    actor = Actor(user="test")
    key, _ = tenant_services.api_key_create(
        actor=actor, principal=None, level=Level.TENANT, name="agent", tenant=seeded.tenant
    )
    draft = outbound_services.draft_create(
        actor=actor,
        identity=seeded.identity,
        content={"to": ["ada@customer.example"], "subject": "Figures", "text": "Draft."},
    )
    seeded.extra = {"key": key, "draft": draft}
    sign_in_cookie(page_js_on, seeded.owner)
    probe = Client()
    probe.force_login(seeded.owner, backend="allauth.account.auth_backends.AuthenticationBackend")
    walk(page_js_on, [url_for(name, seeded) for name in _pages()], probe)


def test_the_signed_out_pages_have_no_serious_accessibility_violation(page_js_on, seeded):
    from apps.console import services
    from pylota.core.principal import Actor

    _, token = services.invitation_create(
        actor=Actor(user="test"), tenant=seeded.tenant, email="guest@browser.example", role="viewer"
    )
    urls = [reverse(name) for name in SIGNED_OUT]
    urls += [reverse("console-invitation", args=[token]), reverse("console-dev-mail")]
    walk(page_js_on, urls, None)
