"""Sender trust in the decision (pylota.core.trust): tiers, the context threshold, held
impersonation, flags and the DNS temperror policy; no database."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.spoof import SenderSignal
from pylota.core.trust import (
    FLAG_CODES,
    REASON_CODES,
    SENDER,
    ListHit,
    TrustFacts,
    decide,
    effective_threshold,
)

STRONG = SenderSignal("lookalike_domain", "the From domain paypa1.com looks like PayPal", True)
WEAK = SenderSignal("lookalike_domain", "one letter away from PayPal", False)


def _facts(**kwargs) -> TrustFacts:
    base = {"from_domain": "sender.test", "aligned_from": True, "known_sender": True}
    return TrustFacts(**{**base, **kwargs})


@pytest.mark.parametrize(
    ("facts", "tier"),
    [
        (_facts(), "known"),
        (_facts(known_sender=False), "first_contact"),
        (_facts(aligned_from=False, known_sender=False), "unauthenticated"),
        (_facts(aligned_from=False, known_sender=False, dns="offline"), "unverified"),
        (_facts(aligned_from=False, internal=True), "known"),
        (_facts(sender_signals=(STRONG,)), "impersonating"),
        (_facts(sender_signals=(WEAK,)), "known"),
    ],
)
def test_each_sender_gets_its_tier(facts, tier):
    assert decide(facts).sender == tier


def test_the_same_words_are_held_from_a_stranger_and_delivered_from_a_colleague():
    colleague = decide(_facts(injection_score=45))
    stranger = decide(_facts(injection_score=45, aligned_from=False, known_sender=False))
    assert not colleague.quarantined
    assert stranger.codes == ["prompt_injection"]
    assert "lowered for a sender who is not authenticated" in stranger.reasons[0].detail
    assert stranger.injection_threshold == 40


def test_when_dns_could_not_answer_the_threshold_is_the_tenants():
    decision = decide(
        _facts(aligned_from=False, known_sender=False, dns="temperror", injection_score=45)
    )
    assert decision.sender == "unverified"
    assert decision.injection_threshold == 50
    assert not decision.quarantined


def test_an_allow_list_entry_counts_as_known_but_never_raises_the_threshold():
    allow = ListHit("allow", "domain", "tenant", "sender.test", "from")
    decision = decide(_facts(aligned_from=False, known_sender=False, list_hit=allow))
    assert decision.sender == "known"
    assert decision.injection_threshold == 50


@given(threshold=st.integers(min_value=1, max_value=100), tier=st.sampled_from(list(SENDER)))
def test_context_only_lowers_the_threshold_and_never_below_the_floor(threshold, tier):
    value = effective_threshold(threshold, tier)
    assert value <= threshold
    assert value >= min(threshold, 10)


def test_strong_signals_hold_and_weak_ones_flag():
    held = decide(_facts(sender_signals=(STRONG,)))
    assert held.codes == ["lookalike_domain"]
    flagged = decide(_facts(sender_signals=(WEAK,)))
    assert not flagged.quarantined
    assert [f.code for f in flagged.flags] == ["lookalike_domain"]


def test_an_allow_entry_skips_the_impersonation_rules():
    allow = ListHit("allow", "domain", "tenant", "paypa1.com", "from")
    assert not decide(_facts(sender_signals=(STRONG,), list_hit=allow)).quarantined


def test_a_dns_temperror_is_flagged_or_held_as_the_tenant_chooses():
    facts = _facts(aligned_from=False, known_sender=False, dns="temperror", dmarc="temperror")
    flagged = decide(facts)
    assert not flagged.quarantined
    assert [f.code for f in flagged.flags] == ["dns_temperror"]
    held = decide(TrustFacts(**{**facts.__dict__, "dns_temperror_action": "hold"}))
    assert held.codes == ["dns_temperror"]
    assert "could not be reached" in held.reasons[0].detail


def test_dns_trouble_does_not_matter_once_the_from_is_proven():
    decision = decide(_facts(dns="temperror", dns_temperror_action="hold"))
    assert not decision.quarantined
    assert not decision.flags


def test_an_unproven_from_is_flagged_when_dns_answered():
    decision = decide(_facts(aligned_from=False, known_sender=False))
    assert [f.code for f in decision.flags] == ["unauthenticated_sender"]
    assert not decision.quarantined


def test_the_decision_shows_its_sender_threshold_reasons_and_flags():
    data = decide(_facts(aligned_from=False, known_sender=False, injection_score=45)).to_dict()
    assert data["sender"] == "unauthenticated"
    assert data["injection_threshold"] == 40
    assert [r["code"] for r in data["reasons"]] == ["prompt_injection"]
    assert [f["code"] for f in data["flags"]] == ["unauthenticated_sender"]


def test_every_flag_code_is_registered_except_the_flag_only_one():
    assert set(FLAG_CODES) - set(REASON_CODES) == {"unauthenticated_sender"}


def test_impersonation_rules_come_after_authentication_and_before_the_sender_policy():
    facts = _facts(
        aligned_from=False,
        known_sender=False,
        dmarc="fail",
        dmarc_policy="reject",
        publishes_dmarc=True,
        sender_signals=(
            SenderSignal("own_domain_unauthenticated", "ours", True),
            SenderSignal("display_name_spoof", "PayPal", True, "display_name"),
        ),
        sender_policy="known_senders",
    )
    assert decide(facts).codes == [
        "dmarc_fail",
        "own_domain_unauthenticated",
        "display_name_spoof",
        "unknown_sender",
    ]
