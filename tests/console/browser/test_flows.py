"""The console's main flows in a real browser, each with JavaScript off and again with it
on (the ``page`` fixture): what a person sees, what the database holds afterwards, and no
Content-Security-Policy violation on the way."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime, timedelta

import pytest
import requests

from apps.console.models import Invitation, Membership
from apps.mailbox.models import Message
from apps.outbound.models import Send
from apps.tenants.models import ApiKey, AuditEvent
from apps.webhooks.models import WebhookDelivery
from tests.console.browser.test_accessibility import sign_in_cookie
from tests.factories import MessageFactory, ThreadFactory

pytestmark = pytest.mark.xdist_group("browser")


def test_signing_in_by_code(page, seeded):
    page.sign_in_by_code(seeded.owner.email)
    page.at(f"/console/{seeded.tenant.id}/")
    assert seeded.owner.email in page.text()
    assert seeded.tenant.name in page.text()
    page.assert_no_csp_violations()


def test_inviting_a_teammate_who_signs_up_through_the_invitation(page, browse, seeded):
    page.sign_in_with_password(seeded.owner.email)
    page.page.get_by_role("navigation", name="Workspace").get_by_role(
        "link", name="Members"
    ).click()
    page.page.get_by_label("Email address").fill("newcomer@browser.example")
    page.page.get_by_label("Role", exact=True).select_option("admin")
    page.page.get_by_role("button", name="Send invitation").click()
    page.see("Resend to newcomer@browser.example")
    invitation = Invitation.objects.get(email="newcomer@browser.example")
    assert (invitation.tenant_id, invitation.role) == (seeded.tenant.id, "admin")

    # The teammate, in a browser of their own, finds the mail on the development mail page.
    teammate = browse(js=page.js)
    teammate.goto("/console/dev/mail")
    mail = teammate.page.locator("article", has_text="To newcomer@browser.example")
    mail.locator('a[href*="/console/invitations/"]').first.click()
    teammate.see(f"Join {seeded.tenant.name}")
    teammate.page.get_by_role("link", name="Create an account").click()
    email = teammate.page.get_by_label(re.compile(r"^E-?mail"))
    if not email.input_value():
        email.fill("newcomer@browser.example")
    teammate.page.get_by_label(re.compile(r"^Password:?$")).fill("a long pass phrase 42")
    teammate.page.get_by_label(re.compile(r"^Password \(again\)")).fill("a long pass phrase 42")
    teammate.page.get_by_role("button", name=re.compile("Sign Up", re.I)).click()
    teammate.page.get_by_role("button", name="Accept invitation").click()
    teammate.at(f"/console/{seeded.tenant.id}/")
    teammate.see(f"You joined {seeded.tenant.name}")
    membership = Membership.objects.get(user__email="newcomer@browser.example")
    assert (membership.tenant_id, membership.role) == (seeded.tenant.id, "admin")
    assert Invitation.objects.get(pk=invitation.pk).state() == "accepted"
    page.assert_no_csp_violations()
    teammate.assert_no_csp_violations()


def test_releasing_a_quarantined_message_and_finding_it_in_the_audit_log(page, seeded):
    page.sign_in_with_password(seeded.owner.email)
    nav = page.page.get_by_role("navigation", name="Workspace")
    nav.get_by_role("link", name="Quarantine").click()
    page.see("mallory@attacker.example")
    page.see("prompt_injection")
    page.page.get_by_role(
        "button", name="Release the message from mallory@attacker.example"
    ).click()
    page.at(f"/console/{seeded.tenant.id}/threads/{seeded.quarantined.thread_id}")
    page.see("Released to the inbox.")
    released = Message.objects.get(pk=seeded.quarantined.pk)
    assert released.quarantine_state == "released"
    assert released.released_by == seeded.owner.email
    row = AuditEvent.objects.get(tenant_id=seeded.tenant.id, type="message.released")
    assert row.target_id == released.id

    nav.get_by_role("link", name="Audit log").click()
    page.at(f"/console/{seeded.tenant.id}/audit")
    audit = page.page.get_by_role("table")
    line = audit.get_by_role("row").filter(has_text="message.released")
    assert line.count() == 1
    assert released.id in line.inner_text()
    assert seeded.owner.email in line.inner_text()
    page.assert_no_csp_violations()


def test_replying_in_a_thread(page, seeded):
    page.sign_in_with_password(seeded.owner.email)
    page.page.get_by_role("navigation", name="Workspace").get_by_role("link", name="Inbox").click()
    page.page.get_by_role("link", name="Quarterly numbers").click()
    page.see("Could you send the quarterly numbers by Friday?")
    page.page.get_by_role("textbox", name="Reply").fill("Here they are: revenue is up 12 %.")
    page.page.get_by_role("button", name="Send reply").click()
    page.at(f"/console/{seeded.tenant.id}/threads/{seeded.thread.id}")
    sent = Message.objects.get(thread=seeded.thread, direction=Message.Direction.OUTBOUND)
    assert sent.text.startswith("Here they are: revenue is up 12 %.")
    assert [a["address"] for a in sent.to] == ["ada@customer.example"]
    assert sent.in_reply_to == [seeded.message.message_id_header]
    page.goto(f"/console/{seeded.tenant.id}/threads/{seeded.thread.id}")
    page.see("Here they are: revenue is up 12 %.")
    page.assert_no_csp_violations()


def test_creating_an_api_key_whose_secret_is_shown_once_and_revoking_it(page, seeded, live):
    page.sign_in_with_password(seeded.owner.email)
    page.page.get_by_role("navigation", name="Workspace").get_by_role(
        "link", name="API keys"
    ).click()
    page.page.get_by_label("Name").fill("billing agent")
    page.page.get_by_role("checkbox", name="tenants:read").check()
    page.page.get_by_role("button", name="Create key").click()
    page.see("API key billing agent created.")
    key = ApiKey.objects.get(tenant=seeded.tenant, name="billing agent")
    page.at(f"/console/{seeded.tenant.id}/keys/{key.id}")
    secret = page.page.locator("#secret-value").inner_text().strip()
    assert f"_{key.prefix}_" in secret
    me = requests.get(
        f"{live.url}/v1/me", headers={"Authorization": f"Bearer {secret}"}, timeout=10
    )
    assert me.status_code == 200, me.text
    page.page.reload()
    assert secret not in page.text()  # shown once
    assert page.page.locator("#secret-value").count() == 0

    page.page.get_by_role("button", name="Revoke key").click()
    page.see("API key billing agent revoked.")
    assert ApiKey.objects.get(pk=key.pk).revoked_at is not None
    me = requests.get(
        f"{live.url}/v1/me", headers={"Authorization": f"Bearer {secret}"}, timeout=10
    )
    assert me.status_code == 401
    page.assert_no_csp_violations()


def test_replaying_webhooks_by_time_window(page, seeded, receiver):
    deliveries_before = WebhookDelivery.objects.filter(endpoint=seeded.endpoint).count()
    page.sign_in_with_password(seeded.owner.email)
    page.page.get_by_role("navigation", name="Workspace").get_by_role(
        "link", name="Webhooks"
    ).click()
    page.page.get_by_role("link", name=seeded.endpoint.url).click()
    since = (datetime.now(UTC) - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M")
    page.page.get_by_label("From", exact=True).fill(since)
    page.page.get_by_role("button", name="Replay", exact=True).click()
    page.at(f"/console/{seeded.tenant.id}/webhooks/{seeded.endpoint.id}/deliveries")
    page.see("events queued again")
    found = re.search(r"(\d+) events queued again", page.text())
    assert found, page.text()
    replayed = int(found.group(1))
    # The seeded workspace's events: the identity made, a message received, one held.
    assert replayed >= 2
    after = WebhookDelivery.objects.filter(endpoint=seeded.endpoint)
    assert after.count() == deliveries_before + replayed
    # Delivered for real, to the receiver on loopback.
    deadline = time.monotonic() + 10
    while after.filter(state="succeeded").count() < deliveries_before + replayed:
        assert time.monotonic() < deadline, list(after.values_list("state", flat=True))
        time.sleep(0.1)
    assert len(receiver.bodies) >= replayed
    page.assert_no_csp_violations()


def test_the_csp_watch_sees_a_violation(page):
    """The watch itself: a page with an inline style and script under the console's
    policy is reported (with JavaScript off, the style alone)."""
    policy = "default-src 'self'; script-src 'self'; style-src 'self'"
    page.page.route(
        f"{page.base_url}/csp-probe",
        lambda route: route.fulfill(
            status=200,
            headers={"Content-Type": "text/html", "Content-Security-Policy": policy},
            body="<p style='color:red'>x</p><script>console.log('ran')</script>",
        ),
    )
    page.goto("/csp-probe")
    page.page.wait_for_timeout(200)
    assert page.csp_violations()
    with pytest.raises(AssertionError, match="Content-Security-Policy violations"):
        page.assert_no_csp_violations()


def test_a_replay_window_that_ends_before_it_starts_is_refused_next_to_the_form(page, seeded):
    deliveries_before = WebhookDelivery.objects.filter(endpoint=seeded.endpoint).count()
    page.sign_in_with_password(seeded.owner.email)
    page.goto(f"/console/{seeded.tenant.id}/webhooks/{seeded.endpoint.id}")
    now = datetime.now(UTC)
    page.page.get_by_label("From", exact=True).fill(now.strftime("%Y-%m-%dT%H:%M"))
    page.page.get_by_label("To (optional)").fill(
        (now - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M")
    )
    with page.page.expect_navigation() as navigation:
        page.page.get_by_role("button", name="Replay", exact=True).click()
    assert navigation.value.status == 422
    page.see("“From” must be before “To”.")
    assert WebhookDelivery.objects.filter(endpoint=seeded.endpoint).count() == deliveries_before
    page.assert_no_csp_violations()


SIM = "simulator.pylota.test"


def test_in_a_browser_the_framed_html_loads_without_csp_violations(page_js_on, seeded):
    thread = ThreadFactory(identity=seeded.identity, subject="Newsletter")
    MessageFactory(
        thread=thread, text="Plain part", html="<p>Framed <b>HTML</b> part</p><script>x</script>"
    )
    sign_in_cookie(page_js_on, seeded.owner)
    response = page_js_on.goto(f"/console/{seeded.tenant.id}/threads/{thread.id}")
    assert response.status == 200
    frame = page_js_on.page.frame_locator("iframe.message-html")
    assert "Framed HTML part" in frame.locator("body").inner_text()
    page_js_on.assert_no_csp_violations()


def test_in_a_browser_without_javascript_compose_sends_once(page_js_off, seeded):
    sign_in_cookie(page_js_off, seeded.owner)
    page_js_off.goto(f"/console/{seeded.tenant.id}/compose")
    page = page_js_off.page
    page.get_by_label("To", exact=True).fill(f"delivered@{SIM}")
    page.get_by_label("Subject").fill("From a browser")
    page.get_by_label("Message").fill("Sent with JavaScript off.")
    page.get_by_role("button", name="Dry run (check recipients)").click()
    assert "Dry run: nothing was sent" in page_js_off.text()
    assert Send.objects.count() == 0
    page.get_by_role("button", name="Send", exact=True).click()
    page.wait_for_load_state()
    assert "/threads/" in page_js_off.path
    assert "Sent (" in page_js_off.text()
    page.go_back()
    page.get_by_role("button", name="Send", exact=True).click()
    page.wait_for_load_state()
    assert "already sent" in page_js_off.text()
    assert Send.objects.filter(message__subject="From a browser").count() == 1
    page_js_off.assert_no_csp_violations()
