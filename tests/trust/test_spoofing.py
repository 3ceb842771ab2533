"""Spoofing and sender trust through the real ingest, against a DNS server on loopback.

The issue's cases (display-name spoofs, authenticated lookalike domains, a brand domain
spelled in front of another registrable domain, mail forged from our own domain, DNS
temperror) and a labelled set of our own: impersonations and the legitimate mail that
looks most like them (brands writing from their own domains, people whose names are brand
words, mailing lists that rewrite From, a company one letter away from a brand). A fixed
hash of each case's name puts about a third of the set in a held-out part; the rules were
written against the development part only.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.utils import formataddr, formatdate, make_msgid

import pytest

from apps.inbound import services as inbound
from apps.mailbox.models import Message
from apps.outbound.models import Recipient
from apps.tenants.models import TenantTrustPolicy
from pylota.core.injection import InjectionReport
from tests.conftest import Api
from tests.factories import IdentityFactory, MessageFactory, ThreadFactory
from tests.trust.conftest import AGENT, ATTACKER_IP, SENDER_IP, deliver


@dataclass(frozen=True)
class Case:
    name: str  # unique; its hash picks the split
    display: str
    address: str
    spoof: bool
    auth: str = "spf"  # spf: the From domain's SPF passes for us; none: sent by an attacker
    reply_to: str | None = None
    list_id: str | None = None
    contact: str | None = None  # an address the identity has written to before

    @property
    def held_out(self) -> bool:
        return hashlib.sha256(self.name.encode()).digest()[0] % 3 == 0


CASES = [
    # --- impersonation -------------------------------------------------------------------
    Case("issue-paypa1", "PayPal", "service@paypa1.com", True),
    Case("issue-rnicrosoft", "Microsoft account team", "account-security@rnicrosoft.com", True),
    Case("issue-brand-com-evil", "PayPal", "security@paypal.com.account-verify.example", True),
    Case("issue-own-domain", "Agents Ops", "ops@agents.pylota.test", True, auth="none"),
    Case("issue-display-brand", "PayPal", "no-reply@mailer-service.example", True),
    Case("display-address", "ceo@bigcorp.example", "ceo.bigcorp@freemail.example", True),
    Case("display-apple", "Apple Support", "support@icloud-help.example", True),
    Case("hyphen-netflix", "Netflix", "billing@netflix-billing.example", True),
    Case("hyphen-dhl", "DHL Express", "tracking@dhl-parcel.example", True),
    Case("digit-amazon", "Amazon", "orders@amaz0n.example", True),
    Case("cyrillic-paypal", "Security", "alert@xn--ypal-43d9g.com", True),
    Case(
        "contact-lookalike",
        "Anna Berg",
        "anna@northwlnd-traders.example",
        True,
        contact="anna@northwind-traders.example",
    ),
    Case(
        "reply-to-lookalike", "Bob", "bob@partner-mail.example", True, reply_to="ap@rnicrosoft.com"
    ),
    Case("hyphen-google", "Google Workspace", "admin@workspace-google.example", True),
    Case("edit-linkedin", "LinkedIn", "invitations@linkedln.example", True),
    Case("hyphen-docusign", "DocuSign", "dse@docusign-secure.example", True),
    Case("office365-login", "Microsoft 365", "noreply@office365-login.example", True),
    Case(
        "wells-fargo-sub", "Wells Fargo Alerts", "alerts@wellsfargo.com.secure-login.example", True
    ),
    Case("display-own-address", "ceo@agents.pylota.test", "boss@freemail.example", True),
    Case("suffix-coinbase", "Coinbase", "support@coinbase.co", True),
    Case("bofa-display", "Bank of America", "alerts@bofa-online.example", True),
    Case("unauth-paypall", "Service", "service@paypall.com", True, auth="none"),
    Case("own-subdomain-forged", "Billing", "billing@mail.agents.pylota.test", True, auth="none"),
    Case("chase-alert", "Chase Fraud Alert", "alerts@secure-notice.example", True),
    # --- legitimate look-alikes -------------------------------------------------------------
    Case("paypal-own", "PayPal", "service@paypal.com", False),
    Case("netflix-own", "Netflix", "info@mailer.netflix.com", False),
    Case("microsoft-own", "Microsoft 365", "no-reply@microsoft.com", False),
    Case("amazon-de", "Amazon.de", "versandbestaetigung@amazon.de", False),
    Case("dhl-own", "DHL Paket", "noreply@dhl.de", False),
    Case("paypay", "PayPay", "info@paypay.ne.jp", False),
    Case("chase-person", "Chase Miller", "chase.miller@freemail.example", False),
    Case("apple-valley", "Apple Valley Dental", "frontdesk@applevalleydental.example", False),
    Case("weekly-outlook", "Weekly Outlook", "editor@marketoutlook.example", False),
    Case(
        "list-author-name",
        "Alice Smith via dev",
        "dev@lists.example.org",
        False,
        list_id="<dev.lists.example.org>",
    ),
    Case(
        "list-author-address",
        "alice@corp.example via Dev",
        "dev@lists.example.org",
        False,
        list_id="<dev.lists.example.org>",
    ),
    Case("github-own", "GitHub", "noreply@github.com", False),
    Case("google-calendar", "Google Calendar", "calendar-notification@google.com", False),
    Case("google-docs", "Bob (via Google Docs)", "drive-shares-dm-noreply@google.com", False),
    Case("self-hosted-jira", "Jira", "jira@tickets.acme.example", False),
    Case("booking-own", "Booking.com", "noreply@booking.com", False),
    Case(
        "known-contact",
        "Anna Berg",
        "anna@northwind-traders.example",
        False,
        contact="anna@northwind-traders.example",
    ),
    Case("linkedin-own", "LinkedIn", "messages-noreply@linkedin.com", False),
    Case("norton-dental", "Norton Family Dental", "hello@nortonfamilydental.example", False),
    Case("dropbox-own", "Dropbox", "no-reply@dropboxmail.com", False),
    Case("amazonas-travel", "Anna Schmidt", "anna@amazonas-reisen.example", False),
    Case("zoom-own", "Zoom Support", "support@zoom.us", False),
    Case("coinbase-own", "Coinbase", "no-reply@coinbase.com", False),
    Case("stripe-sessions", "Stripe Sessions", "events@stripe.com", False),
    Case("person-freemail", "Maria Lopez", "maria.lopez@freemail.example", False),
    Case("own-domain-authenticated", "Ops", "ops@agents.pylota.test", False),
]


@pytest.fixture(autouse=True)
def _no_content_signals(monkeypatch):
    """These tests are about who sent a message: its words are scored 0, so the injection
    detector (tested on its own corpus) cannot decide them. Tests about the content
    threshold set their own score."""
    monkeypatch.setattr(inbound, "_injection", lambda parsed: InjectionReport(score=0))


def _compose(case: Case) -> bytes:
    msg = EmailMessage(policy=policy.SMTP)
    msg["From"] = formataddr((case.display, case.address))
    msg["To"] = AGENT
    msg["Subject"] = "Your account"
    msg["Date"] = formatdate()
    msg["Message-ID"] = make_msgid(domain="mail.example")
    if case.reply_to:
        msg["Reply-To"] = case.reply_to
    if case.list_id:
        msg["List-Id"] = case.list_id
    msg.set_content("Hello, please find the latest update on your account below.\n")
    return msg.as_bytes()


@dataclass(frozen=True)
class Outcome:
    held: list[str]
    flags: list[str]
    sender: str

    @property
    def caught(self) -> bool:
        return bool(self.held or self.flags)


def _run(case: Case, agent, zone) -> Outcome:
    domain = case.address.rpartition("@")[2]
    if case.contact:
        thread = ThreadFactory(identity=agent, tenant=agent.tenant)
        MessageFactory(
            thread=thread, direction=Message.Direction.OUTBOUND, to=[{"address": case.contact}]
        )
    raw = _compose(case)
    if case.auth == "spf":
        zone.txt(domain, f"v=spf1 ip4:{SENDER_IP} -all")
        staged = deliver(raw, mail_from=f"bounces@{domain}", helo=f"mx.{domain}")
    else:
        staged = deliver(raw, ip=ATTACKER_IP, mail_from="x@attacker.test")
    message = Message.objects.get(inbound_id=staged.id, identity=agent)
    # What ingest stored: the reasons it was held for, and the trust data of the decision.
    return Outcome(
        [r["code"] for r in message.quarantine_reasons],
        [f["code"] for f in message.trust.get("flags", [])],
        message.trust.get("sender", ""),
    )


def _score(cases, agent, zone) -> dict[str, object]:
    outcomes = {case.name: _run(case, agent, zone) for case in cases}
    spoofs = [c for c in cases if c.spoof]
    legit = [c for c in cases if not c.spoof]
    return {
        "spoofs": len(spoofs),
        "held": sum(bool(outcomes[c.name].held) for c in spoofs),
        "caught": sum(outcomes[c.name].caught for c in spoofs),
        "legit": len(legit),
        "legit_held": sum(bool(outcomes[c.name].held) for c in legit),
        "legit_flagged": sum(bool(outcomes[c.name].flags) for c in legit),
        "missed": [c.name for c in spoofs if not outcomes[c.name].caught],
        "false_holds": [c.name for c in legit if outcomes[c.name].held],
    }


def test_the_labelled_set_is_large_and_balanced():
    assert len({c.name for c in CASES}) == len(CASES) >= 40
    assert sum(c.spoof for c in CASES) >= 20
    assert sum(not c.spoof for c in CASES) >= 20
    assert 0 < sum(c.held_out for c in CASES) < len(CASES)


@pytest.mark.parametrize("held_out", [False, True], ids=["development", "held-out"])
def test_the_labelled_set_is_caught_without_holding_legitimate_look_alikes(
    agent, zone, held_out, capsys
):
    cases = [c for c in CASES if c.held_out == held_out]
    result = _score(cases, agent, zone)
    with capsys.disabled():
        print(f"\nspoofing set, {'held-out' if held_out else 'development'} part: {result}")
    assert result["missed"] == []
    assert result["caught"] == result["spoofs"]
    assert result["legit_held"] <= max(1, result["legit"] // 10)


# --- The issue's cases, one by one --------------------------------------------------------


def _one(agent, zone, case: Case) -> Outcome:
    return _run(case, agent, zone)


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if c.name.startswith("issue-")],
    ids=lambda c: c.name,
)
def test_every_spoof_of_the_issue_is_held(agent, zone, case):
    outcome = _one(agent, zone, case)
    assert outcome.held
    assert outcome.sender == "impersonating"


def test_a_held_spoof_tells_why_in_the_api(world, agent, zone):
    case = next(c for c in CASES if c.name == "issue-paypa1")
    _one(agent, zone, case)
    message = Message.objects.get(identity=agent)
    body = Api(world.tenant_key.secret).get(f"/v1/quarantine/{message.id}").json()
    reasons = {r["code"]: r["detail"] for r in body["quarantine"]["reasons"]}
    assert "paypa1.com looks the same as PayPal (paypal.com)" in reasons["lookalike_domain"]
    assert "names PayPal" in reasons["display_name_spoof"]


def test_mail_forged_from_our_own_domain_is_held_even_with_a_lax_spf(agent, zone):
    zone.txt("agents.pylota.test", "v=spf1 +all")  # even if an operator published nonsense
    outcome = _one(agent, zone, Case("own-lax", "Ops", "ops@agents.pylota.test", True, auth="none"))
    assert "own_domain_unauthenticated" in outcome.held


def test_our_own_loopback_mail_needs_no_dns(transactional_db, world):
    alice = IdentityFactory(tenant=world.tenant, primary="alice")
    bob = IdentityFactory(tenant=world.tenant, primary="bob")
    api = Api(world.tenant_key.secret)
    sent = api.post(
        f"/v1/identities/{alice.id}/messages",
        {"to": [bob.primary.address], "subject": "Ping", "text": "Hi"},
    ).json()
    assert Recipient.objects.get(send__message_id=sent["id"]).status == "delivered"
    landed = Message.objects.get(identity=bob, direction="inbound")
    assert landed.auth["internal"] is True
    assert landed.quarantine_state == "none"


def test_a_replayed_copy_of_our_mail_with_a_changed_body_is_not_ours(
    transactional_db, world, settings
):
    alice = IdentityFactory(tenant=world.tenant, primary="alice3")
    bob = IdentityFactory(tenant=world.tenant, primary="bob3")
    api = Api(world.tenant_key.secret)
    sent = api.post(
        f"/v1/identities/{alice.id}/messages",
        {"to": [bob.primary.address], "subject": "Ping", "text": "Pay invoice 100"},
    ).json()
    original = Message.objects.get(pk=sent["id"])
    from apps.mailbox.services import raw_blob_read

    tampered = raw_blob_read(original.raw).replace(b"Pay invoice 100", b"Pay invoice 900")
    staged = deliver(
        tampered, ip=ATTACKER_IP, mail_from="x@attacker.test", to=(bob.primary.address,)
    )
    assert staged.auth["internal"] is False
    forged = Message.objects.get(inbound_id=staged.id)
    assert forged.quarantine_state == "quarantined"
    assert "own_domain_unauthenticated" in [r["code"] for r in forged.quarantine_reasons]


# --- DNS temperror --------------------------------------------------------------------------


def _temperror_case(zone) -> Case:
    zone.fail.update({"slow.example", "_dmarc.slow.example"})
    return Case("temperror", "Alice", "alice@slow.example", True, auth="none")


def test_a_dns_temperror_is_said_and_flagged_by_default(agent, zone):
    outcome = _one(agent, zone, _temperror_case(zone))
    assert outcome.held == []
    assert outcome.flags == ["dns_temperror"]
    message = Message.objects.get(identity=agent)
    assert message.auth["dns"] == "temperror"
    assert message.auth["dmarc"] == "temperror"


def test_an_agent_sees_the_flags_of_delivered_mail(world, agent, zone):
    _one(agent, zone, _temperror_case(zone))
    message = Message.objects.get(identity=agent)
    trust = Api(world.tenant_key.secret).get(f"/v1/messages/{message.id}").json()["trust"]
    assert trust["sender"] == "unverified"
    assert [f["code"] for f in trust["flags"]] == ["dns_temperror"]


def test_a_tenant_may_hold_what_dns_could_not_check(world, agent, zone):
    TenantTrustPolicy.objects.create(tenant=world.tenant, dns_temperror_action="hold")
    outcome = _one(agent, zone, _temperror_case(zone))
    assert outcome.held == ["dns_temperror"]
    assert Message.objects.get(identity=agent).quarantine_state == "quarantined"


def test_offline_dns_is_said_too_never_a_silent_none(agent, settings):
    settings.PM_DNS_NAMESERVERS = ["none"]
    staged = deliver(_compose(Case("offline", "Alice", "alice@sender.test", False)))
    assert staged.auth["dns"] == "offline"
    message = Message.objects.get(identity=agent)
    assert message.quarantine_state == "none"


def test_the_trust_policy_api_sets_the_dns_temperror_action(world):
    tenant_api = Api(world.tenant_key.secret)
    url = f"/v1/tenants/{world.tenant.id}/trust-policy"
    assert tenant_api.get(url).json()["dns_temperror_action"] == "flag"
    assert (
        tenant_api.patch(url, {"dns_temperror_action": "hold"}).json()["dns_temperror_action"]
        == "hold"
    )
    # A tenant's own key may tighten but not loosen again (a leaked key cannot undo it).
    refused = tenant_api.patch(url, {"dns_temperror_action": "flag"})
    assert refused.status_code == 403
    assert refused.json()["error"]["details"]["fields"] == ["dns_temperror_action"]
    partner = Api(world.partner_key.secret).patch(url, {"dns_temperror_action": "flag"})
    assert partner.json()["dns_temperror_action"] == "flag"
    assert tenant_api.patch(url, {"dns_temperror_action": "never"}).status_code == 422


# --- Context: the same words from a colleague and from a stranger ---------------------------


def test_a_borderline_message_is_held_from_a_stranger_and_delivered_from_a_contact(
    agent, zone, monkeypatch
):
    monkeypatch.setattr(inbound, "_injection", lambda parsed: InjectionReport(score=45))
    zone.txt("colleague.example", f"v=spf1 ip4:{SENDER_IP} -all")
    thread = ThreadFactory(identity=agent, tenant=agent.tenant)
    MessageFactory(
        thread=thread,
        direction=Message.Direction.OUTBOUND,
        to=[{"address": "kim@colleague.example"}],
    )
    colleague = Case("colleague", "Kim", "kim@colleague.example", False)
    stranger = Case("stranger", "Sam", "sam@elsewhere.example", False, auth="none")
    known = _one(agent, zone, colleague)
    unknown = _one(agent, zone, stranger)
    assert (known.sender, known.held) == ("known", [])
    assert unknown.sender == "unauthenticated"
    assert unknown.held == ["prompt_injection"]
