"""DKIM signing: RSA-2048 and Ed25519 side by side, verified by dkimpy against our records.

A dnsfunc stands in for DNS here; verification against a real DNS server on loopback is the
trust work's test.
"""

from __future__ import annotations

import base64

import dkim as dkimpy
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa

from pylota.core.compose import Address, MessageSpec, compose
from pylota.core.compose.dkim import (
    SIGNED_HEADERS,
    DkimError,
    DkimKey,
    generate_ed25519_key,
    generate_rsa_key,
    sign,
    split_txt,
    txt_record,
)

DOMAIN = "agents.pylota.test"
RSA = generate_rsa_key()
ED = generate_ed25519_key()


def dns_for(records: dict[str, str]):
    def dnsfunc(name: bytes, timeout: int = 5) -> bytes | None:
        value = records.get(name.decode().rstrip("."))
        return value.encode() if value is not None else None

    return dnsfunc


DNS = dns_for(
    {f"rsa2024._domainkey.{DOMAIN}": RSA.txt_record, f"ed2024._domainkey.{DOMAIN}": ED.txt_record}
)
KEYS = [DkimKey(DOMAIN, "ed2024", ED.private_key), DkimKey(DOMAIN, "rsa2024", RSA.private_key)]


def message() -> bytes:
    return compose(
        MessageSpec(
            from_=Address("Research Agent", f"research@{DOMAIN}"),
            to=[Address("Jörg", "joerg@example.de")],
            cc=["cc@example.com"],
            subject="Grüße — the numbers",
            text="Hello\n",
            html="<p>Hello</p>",
            headers=[
                ("List-Unsubscribe", f"<https://{DOMAIN}/u/1>"),
                ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
            ],
            in_reply_to="parent@example.de",
            references=["root@example.de", "parent@example.de"],
        )
    ).raw


def verify_all(raw: bytes) -> list[bool]:
    checker = dkimpy.DKIM(raw)
    count = sum(1 for k, _ in checker.headers if k.lower() == b"dkim-signature")
    results = []
    for i in range(count):
        try:
            results.append(checker.verify(idx=i, dnsfunc=DNS))
        except dkimpy.DKIMException:
            results.append(False)
    return results


def tags(raw: bytes, index: int) -> dict[bytes, bytes]:
    signatures = [v for k, v in dkimpy.DKIM(raw).headers if k.lower() == b"dkim-signature"]
    return dkimpy.util.parse_tag_value(signatures[index])


def test_both_signatures_verify_rsa_first() -> None:
    signed = sign(message(), KEYS)
    assert verify_all(signed) == [True, True]
    assert tags(signed, 0)[b"a"] == b"rsa-sha256"
    assert tags(signed, 1)[b"a"] == b"ed25519-sha256"
    for i in (0, 1):
        assert tags(signed, i)[b"c"] == b"relaxed/relaxed"
        assert b"l" not in tags(signed, i)
        assert tags(signed, i)[b"d"] == DOMAIN.encode()


def test_one_key_gives_one_signature() -> None:
    assert verify_all(sign(message(), [KEYS[1]])) == [True]
    assert verify_all(sign(message(), [KEYS[0]])) == [True]


def test_every_signed_header_is_oversigned() -> None:
    raw = message()
    head = raw.split(b"\r\n\r\n", 1)[0].lower().split(b"\r\n")
    signed_names = [h.strip() for h in tags(sign(raw, KEYS), 0)[b"h"].decode().split(":")]
    for name in SIGNED_HEADERS:
        present = sum(1 for line in head if line.startswith(name.encode() + b":"))
        assert signed_names.count(name) == present + 1, name


def test_changing_a_signed_header_or_the_body_breaks_both_signatures() -> None:
    signed = sign(message(), KEYS)
    assert verify_all(signed.replace(b"Subject: ", b"Subject: FW: ", 1)) == [False, False]
    assert verify_all(signed.replace(b"Hello", b"Hullo", 1)) == [False, False]


def test_adding_a_second_from_or_a_cc_breaks_the_signature() -> None:
    signed = sign(message(), KEYS)
    head, body = signed.split(b"\r\n\r\n", 1)
    assert verify_all(head + b"\r\nFrom: ceo@example.com\r\n\r\n" + body) == [False, False]
    no_reply_to = head + b"\r\nReply-To: thief@example.com\r\n\r\n" + body
    assert verify_all(no_reply_to) == [False, False]


def test_refolding_headers_and_trailing_whitespace_still_verify_under_relaxed() -> None:
    signed = sign(message(), KEYS)
    refolded = signed.replace(b"Subject: ", b"Subject:   ", 1).replace(
        b"Hello\r\n", b"Hello  \r\n", 1
    )
    assert verify_all(refolded) == [True, True]


def test_txt_records_have_the_documented_shape() -> None:
    assert RSA.txt_record.startswith("v=DKIM1; k=rsa; p=MII")
    assert ED.txt_record.startswith("v=DKIM1; k=ed25519; p=")
    assert len(base64.b64decode(ED.txt_record.split("p=")[1])) == 32
    assert all(len(s) <= 255 for s in RSA.txt_strings)
    assert "".join(RSA.txt_strings) == RSA.txt_record
    assert split_txt("") == [""]
    assert txt_record(RSA.private_key) == RSA.txt_record
    assert RSA.private_key.startswith(b"-----BEGIN PRIVATE KEY-----")
    assert DkimKey(DOMAIN, "s", RSA.private_key).algorithm == "rsa-sha256"


def test_keys_may_come_as_pkcs1_pem_or_an_ed25519_seed() -> None:
    rsa_key = serialization.load_pem_private_key(RSA.private_key, None)
    pkcs1 = rsa_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    )
    ed_key = serialization.load_pem_private_key(ED.private_key, None)
    seed = ed_key.private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
    )
    for ed in (seed, base64.b64encode(seed)):
        keys = [DkimKey(DOMAIN, "rsa2024", pkcs1), DkimKey(DOMAIN, "ed2024", ed)]
        assert verify_all(sign(message(), keys)) == [True, True]


def test_the_rsa_generator_makes_2048_bit_keys() -> None:
    key = serialization.load_pem_private_key(RSA.private_key, None)
    assert isinstance(key, rsa.RSAPrivateKey)
    assert key.key_size == 2048
    assert isinstance(
        serialization.load_pem_private_key(ED.private_key, None), ed25519.Ed25519PrivateKey
    )
    with pytest.raises(DkimError):
        generate_rsa_key(1024)


@pytest.mark.parametrize(
    "key",
    [
        b"not a key",
        b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
        b"\x00" * 31,
        "a str is not bytes",
    ],
)
def test_unusable_keys_are_refused(key: bytes) -> None:
    with pytest.raises(DkimError):
        sign(message(), [DkimKey(DOMAIN, "s1", key)])


@pytest.mark.parametrize(
    ("domain", "selector"), [(DOMAIN, "bad selector"), ("bücher.example", "s1")]
)
def test_bad_selectors_and_unicode_domains_are_refused(domain: str, selector: str) -> None:
    with pytest.raises(DkimError):
        sign(message(), [DkimKey(domain, selector, ED.private_key)])


def test_no_keys_is_an_error() -> None:
    with pytest.raises(DkimError):
        sign(message(), [])
