"""SPF, DKIM, DMARC and ARC against a DNS server on loopback, through the real ingest."""

from __future__ import annotations

import dkim

from apps.inbound.services import dns_resolver as inbound_dns_resolver
from apps.mailbox.models import Message
from pylota.core.authverdict import AuthVerdict, Resolver, authenticate
from tests.conftest import Api
from tests.trust.conftest import (
    ATTACKER_IP,
    FORWARDER_IP,
    compose,
    deliver,
    dkim_sign,
)


def _message(agent) -> Message:
    return Message.objects.get(identity=agent)


def test_an_authenticated_message_passes_spf_dkim_and_dmarc(world, agent, zone, rsa_key):
    deliver(dkim_sign(compose(), rsa_key))
    message = _message(agent)
    assert message.auth["spf"] == "pass"
    assert message.auth["dkim"] == "pass"
    assert message.auth["dmarc"] == "pass"
    assert message.auth["aligned_from"] is True
    assert message.quarantine_state == "none"
    assert "dkim=pass header.d=sender.test" in message.authentication_results
    assert message.authentication_results.startswith("mx.agents.pylota.test;")
    body = Api(world.tenant_key.secret).get(f"/v1/messages/{message.id}").json()
    assert body["auth"] == {
        "spf": "pass",
        "dkim": "pass",
        "dmarc": "pass",
        "arc": "none",
        "aligned_from": True,
    }
    assert body["authentication_results"] == message.authentication_results


def test_a_tampered_body_fails_dkim_but_spf_alone_keeps_dmarc_passing(agent, zone, rsa_key):
    signed = dkim_sign(compose(body="Pay 100 EUR.\n"), rsa_key)
    deliver(signed.replace(b"Pay 100 EUR.", b"Pay 900 EUR."))
    auth = _message(agent).auth
    assert (auth["dkim"], auth["spf"], auth["dmarc"]) == ("fail", "pass", "pass")


def test_a_spoofed_from_fails_spf_and_dmarc_and_is_quarantined(agent, zone):
    deliver(compose(), ip=ATTACKER_IP, mail_from="x@attacker.test", helo="attacker.test")
    message = _message(agent)
    assert message.auth["dmarc"] == "fail"
    assert message.auth["aligned_from"] is False
    assert message.auth["dmarc_policy"] == "reject"
    assert message.quarantine_state == "quarantined"
    assert [r["code"] for r in message.quarantine_reasons] == ["dmarc_fail"]


def test_an_ed25519_signature_verifies_and_every_signature_is_checked(
    agent, zone, rsa_key, ed25519_key
):
    raw = compose()
    ed = dkim.sign(
        raw,
        b"ed1",
        b"sender.test",
        ed25519_key[0],
        signature_algorithm=b"ed25519-sha256",
        include_headers=[b"from", b"to", b"subject"],
    )
    broken = dkim_sign(raw, rsa_key, selector="missing")  # no key published for it
    deliver(ed + broken)
    signatures = {s["selector"]: s["result"] for s in _message(agent).auth["signatures"]}
    assert signatures == {"ed1": "pass", "missing": "fail"}
    assert _message(agent).auth["dkim"] == "pass"


def test_a_domain_without_dmarc_gets_none_and_is_delivered(agent, zone, rsa_key):
    deliver(
        dkim_sign(compose(sender="bob@nodmarc.test"), rsa_key, domain="nodmarc.test"),
        mail_from="bob@nodmarc.test",
    )
    message = _message(agent)
    assert message.auth["dmarc"] == "none"
    assert message.auth["aligned_from"] is True
    assert message.quarantine_state == "none"


def test_a_domain_without_dmarc_is_not_quarantined_even_when_spoofed(agent, zone):
    deliver(compose(sender="bob@nodmarc.test"), ip=ATTACKER_IP, mail_from="x@attacker.test")
    message = _message(agent)
    assert (message.auth["dmarc"], message.auth["aligned_from"]) == ("none", False)
    assert message.quarantine_state == "none"  # only the sender policy could hold it


def _forwarded_with_arc(rsa_key) -> bytes:
    """alice@sender.test → lists.forwarder.test, which checks it, rewrites the subject and
    seals the result with ARC before relaying it to us from its own IP."""
    original = dkim_sign(compose(subject="Plan"), rsa_key)
    results = (
        b"Authentication-Results: lists.forwarder.test; spf=pass "
        b"smtp.mailfrom=sender.test; dkim=pass header.d=sender.test; dmarc=pass "
        b"header.from=sender.test\r\n"
    )
    modified = results + original.replace(b"Subject: Plan", b"Subject: [team] Plan")
    seal = dkim.arc_sign(
        modified,
        b"arc",
        b"forwarder.test",
        rsa_key.private_pem,
        b"lists.forwarder.test",
        include_headers=[b"from", b"to", b"subject"],
    )
    return b"".join(seal) + modified


def test_forwarded_mail_with_a_trusted_arc_seal_is_delivered(agent, zone, rsa_key, settings):
    settings.PM_TRUSTED_ARC_SEALERS = ["forwarder.test"]
    deliver(_forwarded_with_arc(rsa_key), ip=FORWARDER_IP, mail_from="list@forwarder.test")
    message = _message(agent)
    assert message.auth["arc"] == "pass"
    assert message.auth["arc_sealer"] == "forwarder.test"
    assert message.auth["dkim"] == "fail"  # the subject changed
    assert message.auth["dmarc"] == "fail"
    assert message.quarantine_state == "none"


def test_forwarded_mail_from_an_untrusted_sealer_is_quarantined(agent, zone, rsa_key):
    deliver(_forwarded_with_arc(rsa_key), ip=FORWARDER_IP, mail_from="list@forwarder.test")
    message = _message(agent)
    assert message.auth["arc"] == "pass"
    assert message.quarantine_state == "quarantined"
    assert [r["code"] for r in message.quarantine_reasons] == ["dmarc_fail"]


def test_the_verdict_is_computed_once_per_delivery(world, agent, zone, rsa_key):
    from tests.factories import IdentityFactory

    IdentityFactory(tenant=world.tenant, primary="second")
    before = len(zone.queries)
    staged = deliver(
        dkim_sign(compose(), rsa_key), to=("agent@agents.pylota.test", "second@agents.pylota.test")
    )
    dmarc_lookups = [q for q in zone.queries[before:] if q[0] == "_dmarc.sender.test"]
    assert len(dmarc_lookups) == 1
    assert staged.auth["dmarc"] == "pass"
    assert Message.objects.filter(auth__dmarc="pass").count() == 2


def test_a_dns_failure_is_a_temperror_not_a_crash(agent, zone):
    zone.fail.add("_dmarc.sender.test")
    zone.fail.add("sender.test")
    deliver(compose())
    auth = _message(agent).auth
    assert auth["dmarc"] == "temperror"
    assert auth["spf"] == "temperror"
    assert _message(agent).quarantine_state == "none"


def test_the_resolver_answers_nothing_offline():
    verdict = authenticate(
        compose(),
        resolver=Resolver(offline=True),
        ip="192.0.2.1",
        helo="h",
        mail_from="a@sender.test",
        authserv_id="mx",
    )
    assert (verdict.spf, verdict.dkim, verdict.dmarc) == ("none", "none", "none")


def test_the_verdict_says_whether_dns_answered(agent, zone, rsa_key):
    answered = authenticate(
        dkim_sign(compose(), rsa_key),
        resolver=inbound_dns_resolver(),
        ip="192.0.2.10",
        helo="mx.sender.test",
        mail_from="bounces@sender.test",
        authserv_id="mx",
    )
    assert (answered.dns, answered.internal) == ("ok", False)
    zone.fail.update({"_dmarc.sender.test", "sender.test", "s1._domainkey.sender.test"})
    unanswered = authenticate(
        compose(),
        resolver=inbound_dns_resolver(),
        ip="192.0.2.10",
        helo="mx.sender.test",
        mail_from="bounces@sender.test",
        authserv_id="mx",
    )
    assert (unanswered.dns, unanswered.dmarc) == ("temperror", "temperror")
    restored = AuthVerdict.from_dict(unanswered.to_dict())
    assert restored.dns == "temperror"
    offline = authenticate(
        compose(),
        resolver=Resolver(offline=True),
        ip="192.0.2.1",
        helo="h",
        mail_from="",
        authserv_id="mx",
    )
    assert offline.dns == "offline"
