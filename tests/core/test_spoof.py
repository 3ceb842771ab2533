# ruff: noqa: RUF001, RUF003 -- lookalike letters are what these tests are about
"""Impersonation signals (pylota.core.spoof) and the confusables skeleton, without Django."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pylota.core.spoof import analyze_sender, named_brands, protected_domains
from pylota.core.spoof.confusables import fold, fold_variants, skeleton

OWN = ["agents.pylota.test"]


def _codes(**kwargs) -> dict[str, bool]:
    kwargs.setdefault("authenticated", True)
    kwargs.setdefault("own_domains", OWN)
    return {s.code: s.strong for s in analyze_sender(**kwargs)}


# --- The skeleton -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shown", "real"),
    [
        ("paypa1", "paypal"),
        ("rnicrosoft", "microsoft"),
        ("раypal", "paypal"),  # Cyrillic р and а
        ("gооgle", "google"),  # Cyrillic о
        ("micros0ft", "microsoft"),
    ],
)
def test_lookalikes_share_a_skeleton(shown, real):
    assert fold(shown) == fold(real)


def test_capitals_are_compared_before_case_folding_too():
    assert "apple" in fold_variants("ΑΡΡLΕ")  # Greek capitals: Α Ρ Ρ then Latin L, Greek Ε
    assert "paypal" in fold_variants("PayPaI")  # a capital I reads as l


def test_different_names_keep_different_skeletons():
    assert fold("paypal") != fold("paypay")
    assert fold("github") != fold("gitlab")


def test_the_skeleton_is_the_uts39_mapping_not_a_case_fold():
    assert skeleton("m") == "rn"
    assert skeleton("1") == "l"
    assert skeleton("Hello") == "Hello"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_fold_reaches_a_fixed_point_and_never_raises(text):
    once = fold(text)
    assert fold(once) == once


# --- Display names ----------------------------------------------------------------------


def test_a_brand_in_the_display_name_from_another_domain_is_a_spoof():
    assert _codes(from_name="PayPal", from_address="service@evil.example") == {
        "display_name_spoof": True
    }


def test_a_brand_writing_from_its_own_domain_is_not():
    assert _codes(from_name="PayPal", from_address="service@paypal.com") == {}
    assert _codes(from_name="Netflix", from_address="info@mailer.netflix.com") == {}
    assert _codes(from_name="Amazon.de", from_address="versandbestaetigung@amazon.de") == {}


def test_an_address_in_the_display_name_must_match_the_from_domain():
    spoof = _codes(from_name="ceo@bigcorp.example", from_address="ceo.bigcorp@gmail.com")
    assert spoof == {"display_name_spoof": True}
    assert _codes(from_name="alice@corp.example", from_address="alice@corp.example") == {}
    assert _codes(from_name="Alice (alice@mail.corp.example)", from_address="a@corp.example") == {}


def test_a_mailing_list_that_rewrote_from_is_flagged_not_held():
    signals = _codes(
        from_name="alice@corp.example via dev", from_address="dev@lists.example.org", via_list=True
    )
    assert signals == {"display_name_spoof": False}


def test_common_word_brands_need_a_service_word():
    assert _codes(from_name="Chase Miller", from_address="chase.miller@gmail.com") == {}
    assert _codes(from_name="Apple Valley Dental", from_address="office@avdental.example") == {}
    assert _codes(from_name="Weekly Outlook", from_address="news@markets.example") == {}
    held = _codes(from_name="Chase Fraud Alert", from_address="alerts@notify.example")
    assert held == {"display_name_spoof": True}
    assert _codes(from_name="Apple Support", from_address="x@help.example") == {
        "display_name_spoof": True
    }


def test_a_homoglyph_brand_name_in_the_display_name_is_still_the_brand():
    assert [b.name for b, _ in named_brands("PayPaI Security")] == ["PayPal"]  # capital I
    assert [b.name for b, _ in named_brands("Мicrosoft")] == ["Microsoft"]  # Cyrillic М
    assert [b.name for b, _ in named_brands("Pay Pal")] == ["PayPal"]


# --- Lookalike domains ------------------------------------------------------------------


@pytest.mark.parametrize(
    "address",
    [
        "service@paypa1.com",
        "account@rnicrosoft.com",
        "a@раypal.com",
        "b@xn--pypal-4ve.com",  # punycode of a Cyrillic а
        "it@pyl0ta.test",  # our own domain
    ],
)
def test_a_skeleton_lookalike_is_held_even_when_authenticated(address):
    assert _codes(from_name="Security", from_address=address) == {"lookalike_domain": True}


def test_one_letter_away_is_a_flag_alone_and_held_with_a_brand_name_or_without_proof():
    assert _codes(from_name="Info", from_address="info@paypay.ne.jp") == {"lookalike_domain": False}
    assert _codes(from_name="Info", from_address="x@paypall.com", authenticated=False) == {
        "lookalike_domain": True
    }
    assert _codes(from_name="Google", from_address="x@goggle.com") == {
        "display_name_spoof": True,
        "lookalike_domain": True,
    }


def test_a_brand_as_a_hyphenated_word_is_held_with_a_brand_name_or_without_proof():
    assert _codes(from_name="PayPal", from_address="x@paypal-secure.com") == {
        "display_name_spoof": True,
        "lookalike_domain": True,
    }
    assert _codes(from_name="", from_address="x@paypal-secure.com", authenticated=False) == {
        "lookalike_domain": True
    }
    assert _codes(from_name="", from_address="x@paypal-secure.com") == {"lookalike_domain": False}
    assert _codes(from_name="", from_address="news@paypal-community.com") == {}  # PayPal's


def test_a_contacts_domain_is_protected_too():
    contacts = ["northwind-traders.example"]
    signals = _codes(
        from_name="Anna", from_address="anna@northwlnd-traders.example", contact_domains=contacts
    )
    assert signals == {"lookalike_domain": True}
    assert _codes(from_name="Anna", from_address="anna@northwind-traders.example") == {}


def test_a_lookalike_reply_to_is_held():
    signals = _codes(
        from_name="Bob", from_address="bob@sender.test", reply_to=["billing@rnicrosoft.com"]
    )
    assert signals == {"lookalike_domain": True}
    # A freemail address under another country's suffix is somebody's mailbox.
    assert _codes(from_name="Cecil", from_address="c@isp.example", reply_to=["c@hotmail.fr"]) == {
        "lookalike_domain": False
    }


def test_short_and_generic_names_are_not_compared_by_edits():
    assert _codes(from_name="", from_address="x@dhs.example") == {}  # one letter from dhl
    assert _codes(from_name="", from_address="x@office-supplies.example") == {}


# --- Registrable-domain tricks and our own domain ---------------------------------------


def test_a_brand_domain_spelled_in_front_of_another_registrable_domain_is_held():
    signals = _codes(from_name="Account", from_address="x@paypal.com.account-verify.example")
    assert signals == {"deceptive_subdomain": True}
    assert _codes(from_name="", from_address="x@paypal.evil.example") == {
        "deceptive_subdomain": False
    }
    assert _codes(from_name="", from_address="x@em.paypal.com") == {}


def test_mail_claiming_our_own_domain_must_be_authenticated():
    forged = _codes(from_name="Ops", from_address="ops@agents.pylota.test", authenticated=False)
    assert forged == {"own_domain_unauthenticated": True}
    assert _codes(from_name="Ops", from_address="ops@agents.pylota.test") == {}


def test_protected_domains_put_ours_first_and_list_each_once():
    found = protected_domains(own=OWN, contacts=["paypal.com"])
    assert (found[0].source, found[0].domain) == ("own", "pylota.test")
    assert [p.domain for p in found].count("paypal.com") == 1
    assert next(p for p in found if p.domain == "paypal.com").source == "contact"


# --- Properties -------------------------------------------------------------------------

_label = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=20)


@settings(max_examples=150, deadline=None)
@given(name=st.text(max_size=300), local=_label, label=_label)
def test_it_never_raises_on_any_display_name_or_domain(name, local, label):
    analyze_sender(
        from_name=name,
        from_address=f"{local}@{label}.example",
        authenticated=False,
        own_domains=OWN,
    )


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["paypal", "microsoft", "netflix", "dropbox", "linkedin"]), st.data())
def test_any_digit_or_cyrillic_swap_of_a_brand_is_caught(brand, data):
    swaps = {"o": "0", "l": "1", "a": "а", "e": "е", "i": "і", "p": "р", "c": "с"}
    positions = [i for i, c in enumerate(brand) if c in swaps]
    index = data.draw(st.sampled_from(positions))
    fake = brand[:index] + swaps[brand[index]] + brand[index + 1 :]
    signals = _codes(from_name="Notice", from_address=f"x@{fake}.com")
    assert signals == {"lookalike_domain": True}


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=4000))
def test_display_name_scanning_is_bounded_on_adversarial_repetition(n):
    # A long run of "a@a." has many partial matches; only the first 256 characters are read.
    analyze_sender(from_name="a@a." * n, from_address="x@evil.example", authenticated=True)


def test_a_brand_name_under_another_suffix_is_held_only_with_a_brand_display_name():
    assert _codes(from_name="Alice", from_address="alice@yahoo.de", authenticated=False) == {
        "lookalike_domain": False
    }
    assert _codes(from_name="Coinbase", from_address="support@coinbase.co") == {
        "display_name_spoof": True,
        "lookalike_domain": True,
    }


def test_real_world_mail_from_the_shared_corpus_is_not_held_as_impersonation():
    """Mail nobody here wrote (118 messages of public parser test suites), as if each From
    were authenticated: no strong signal (two are flagged: a Reply-To at hotmail.fr, a
    From at yahoo-example.com)."""
    from pathlib import Path

    from pylota.core.mime import parse_message

    corpus = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "dev"
    files = sorted(corpus.rglob("*.eml")) if corpus.is_dir() else []
    if not files:
        pytest.skip("the shared corpus is not checked out")
    held = []
    for path in files:
        parsed = parse_message(path.read_bytes())
        if len(parsed.from_) != 1:
            continue
        signals = analyze_sender(
            from_name=parsed.from_[0].name or "",
            from_address=parsed.from_[0].address or "",
            reply_to=[a.address for a in parsed.reply_to if a.address],
            authenticated=True,
            own_domains=OWN,
            via_list=bool(parsed.list_id),
        )
        held += [path.name for s in signals if s.strong]
    assert held == []


def test_without_dns_a_missing_proof_corroborates_nothing_but_our_own_domain_is_held():
    unchecked = {"authenticated": False, "checked": False}
    assert _codes(from_name="", from_address="x@paypal-secure.com", **unchecked) == {
        "lookalike_domain": False
    }
    assert _codes(from_name="Ops", from_address="ops@agents.pylota.test", **unchecked) == {
        "own_domain_unauthenticated": True
    }
