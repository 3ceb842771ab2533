"""VERP return paths: bounce+{token}@domain names the message a bounce is about."""

from __future__ import annotations

import pytest

from pylota.core.compose import (
    parse_verp_address,
    parse_verp_token,
    verp_address,
    verp_token,
    verp_token_of,
)
from pylota.core.ids import new_id

KID = "0f3a9c2b7d1e4a66"  # the keyring's kids are 16 hex digits
KEY = b"v" * 32
KEYS = {KID: KEY}


def test_an_address_round_trips_to_its_message_id() -> None:
    message_id = new_id("msg")
    address = verp_address(message_id, domain="Agents.Pylota.test", kid=KID, key=KEY)
    local, _, domain = address.partition("@")
    assert local.startswith("bounce+")
    assert domain == "agents.pylota.test"
    assert len(local) <= 64
    assert address == address.lower()
    assert parse_verp_address(address, keys=KEYS) == message_id
    assert parse_verp_address(f"<{address}>", keys=KEYS, domains={"agents.pylota.test"}) == (
        message_id
    )


def test_case_changed_by_an_mta_still_parses() -> None:
    message_id = new_id("msg")
    address = verp_address(message_id, domain="agents.pylota.test", kid=KID, key=KEY)
    assert parse_verp_address(address.upper(), keys=KEYS) == message_id


def test_tampered_or_foreign_tokens_are_refused() -> None:
    message_id = new_id("msg")
    token = verp_token(message_id, kid=KID, key=KEY)
    other = verp_token(new_id("msg"), kid=KID, key=KEY)
    assert parse_verp_token(token, keys=KEYS) == message_id
    assert parse_verp_token(token[:26] + other[26:], keys=KEYS) is None  # mac of another id
    assert parse_verp_token(token[:-1] + ("a" if token[-1] != "a" else "b"), keys=KEYS) is None
    assert parse_verp_token(token, keys={KID: b"w" * 32}) is None
    assert parse_verp_token(token, keys={"ffff": KEY}) is None
    for junk in ("", "bounce", "a.b.c", token + ".x", "☃"):
        assert parse_verp_token(junk, keys=KEYS) is None


def test_only_bounce_addresses_at_our_domains_carry_tokens() -> None:
    token = verp_token(new_id("msg"), kid=KID, key=KEY)
    assert verp_token_of(f"bounce+{token}@agents.pylota.test") == token
    assert verp_token_of(f"bounce+{token}@evil.example", domains={"agents.pylota.test"}) is None
    assert verp_token_of(f"agent+{token}@agents.pylota.test") is None
    assert verp_token_of("bounce@agents.pylota.test") is None
    assert verp_token_of("not an address") is None


def test_verp_macs_differ_from_thread_token_macs_under_the_same_key() -> None:
    from pylota.core.thread_token import make_token

    body = new_id("msg")[4:]
    verp_mac = verp_token(f"msg_{body}", kid=KID, key=KEY).rsplit(".", 1)[1]
    thread_mac = make_token(f"thr_{body}", kid=KID, key=KEY).rsplit(".", 1)[1]
    assert not thread_mac.startswith(verp_mac)


@pytest.mark.parametrize(
    ("message_id", "kid", "key"),
    [
        ("thr_01HV8Q2M4X7K9N3P5R6S8T0W2Y", KID, KEY),
        ("msg_short", KID, KEY),
        ("msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y", "NOTHEX", KEY),
        ("msg_01HV8Q2M4X7K9N3P5R6S8T0W2Y", KID, b"short"),
    ],
)
def test_bad_inputs_are_refused(message_id: str, kid: str, key: bytes) -> None:
    with pytest.raises(ValueError, match=r"message id|kid|key"):
        verp_token(message_id, kid=kid, key=key)


def test_a_kid_that_would_overflow_the_local_part_is_refused() -> None:
    with pytest.raises(ValueError, match="64"):
        verp_address(new_id("msg"), domain="agents.pylota.test", kid="a" * 32, key=KEY)
