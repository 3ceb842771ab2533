"""The sealing envelope (pylota.core.crypto): pure Python, no database."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.crypto import MasterKey, SealError, envelope_kid, open_sealed, seal

KEY = MasterKey(bytes(range(32)))
KEYS = {KEY.kid: KEY}
CONTEXT = "tenants.example.secret"


def _split(envelope: str) -> tuple[str, bytes]:
    """(``pmse1.<kid>.`` header, decoded nonce || ciphertext || tag)."""
    head, _, body = envelope.rpartition(".")
    return head + ".", base64.urlsafe_b64decode(body)


def _join(head: str, raw: bytes) -> str:
    return head + base64.urlsafe_b64encode(raw).decode()


@given(plaintext=st.binary(max_size=200), context=st.text(max_size=40))
def test_it_opens_what_it_sealed(plaintext: bytes, context: str) -> None:
    envelope = seal(plaintext, key=KEY, context=context)

    assert envelope.startswith(f"pmse1.{KEY.kid}.")
    assert envelope_kid(envelope) == KEY.kid
    assert open_sealed(envelope, keys=KEYS, context=context) == plaintext


def test_it_seals_the_same_plaintext_differently_each_time() -> None:
    assert seal(b"same", key=KEY, context=CONTEXT) != seal(b"same", key=KEY, context=CONTEXT)


def test_it_refuses_to_open_under_another_context() -> None:
    envelope = seal(b"webhook secret", key=KEY, context="webhooks.endpoint.secret")

    with pytest.raises(SealError):
        open_sealed(envelope, keys=KEYS, context="domains.domain.dkim_private_key")


@given(
    plaintext=st.binary(max_size=64),
    position=st.integers(min_value=0),
    bit=st.integers(min_value=0, max_value=7),
)
def test_it_refuses_a_body_with_any_bit_flipped(plaintext: bytes, position: int, bit: int) -> None:
    head, raw = _split(seal(plaintext, key=KEY, context=CONTEXT))
    position %= len(raw)  # anywhere in the nonce, the ciphertext or the tag
    flipped = bytearray(raw)
    flipped[position] ^= 1 << bit

    with pytest.raises(SealError):
        open_sealed(_join(head, bytes(flipped)), keys=KEYS, context=CONTEXT)


@given(position=st.integers(min_value=0), bit=st.integers(min_value=0, max_value=7))
def test_it_refuses_a_header_with_any_bit_flipped(position: int, bit: int) -> None:
    envelope = seal(b"secret", key=KEY, context=CONTEXT)
    head_length = len(envelope.rpartition(".")[0]) + 1  # version, kid and both dots
    position %= head_length
    tampered = envelope[:position] + chr(ord(envelope[position]) ^ (1 << bit))
    tampered += envelope[position + 1 :]

    with pytest.raises(SealError):
        open_sealed(tampered, keys=KEYS, context=CONTEXT)


def test_it_refuses_a_body_with_the_padding_bits_changed() -> None:
    envelope = seal(b"", key=KEY, context=CONTEXT)  # 28 bytes: the last character has 4 spare bits
    assert envelope.endswith("==")
    last = envelope[-3]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    twin = alphabet[alphabet.index(last) ^ 1]
    tampered = envelope[:-3] + twin + "=="

    with pytest.raises(SealError):
        open_sealed(tampered, keys=KEYS, context=CONTEXT)


def test_it_refuses_an_envelope_under_an_unknown_key() -> None:
    other = MasterKey.generate()
    envelope = seal(b"secret", key=other, context=CONTEXT)

    with pytest.raises(SealError, match=other.kid):
        open_sealed(envelope, keys=KEYS, context=CONTEXT)


def test_it_opens_under_whichever_of_several_keys_the_envelope_names() -> None:
    other = MasterKey.generate()
    envelope = seal(b"secret", key=other, context=CONTEXT)

    assert open_sealed(envelope, keys={**KEYS, other.kid: other}, context=CONTEXT) == b"secret"


@pytest.mark.parametrize(
    "text", ["", "secret", "pmse1.abc", "pmse2.0123456789abcdef.AAAA", "pmse1.a.b.c"]
)
def test_it_refuses_text_that_is_not_an_envelope(text: str) -> None:
    with pytest.raises(SealError):
        open_sealed(text, keys=KEYS, context=CONTEXT)


def test_a_master_key_reads_from_hex() -> None:
    assert MasterKey.from_text(bytes(range(32)).hex()) == KEY
    assert MasterKey.from_text(bytes(range(32)).hex().upper()) == KEY


def test_a_master_key_reads_from_base64_with_surrounding_whitespace() -> None:
    assert MasterKey.from_text(f"  {base64.b64encode(bytes(range(32))).decode()}\n") == KEY


def test_a_master_key_written_as_text_reads_back_as_the_same_key() -> None:
    key = MasterKey.generate()

    assert MasterKey.from_text(key.to_text()) == key
    assert MasterKey.from_text(key.to_text()).kid == key.kid


def test_a_master_key_id_is_16_hex_digits_and_differs_between_keys() -> None:
    assert len(KEY.kid) == 16
    int(KEY.kid, 16)
    assert MasterKey.generate().kid != KEY.kid


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not a key",
        "z" * 64,  # 64 characters but not hex
        bytes(range(31)).hex(),  # 62 hex digits: read as base64, and not 32 bytes
        base64.b64encode(bytes(31)).decode(),
        base64.b64encode(bytes(33)).decode(),
        "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY",  # base64 without its padding
    ],
)
def test_a_master_key_refuses_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="master key"):
        MasterKey.from_text(text)
