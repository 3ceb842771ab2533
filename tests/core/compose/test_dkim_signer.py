"""RSA signing through ``cryptography``: the same bytes dkimpy's own signer makes, verified.

RSASSA-PKCS1-v1_5 is deterministic, so for one message, key, selector, domain and time the
DKIM-Signature header must be byte-identical to ``dkim.sign`` with the same parameters. The
clock dkimpy reads for ``t=`` is pinned in both runs so the headers can be compared whole.
"""

from __future__ import annotations

import types
from contextlib import contextmanager

import dkim as dkimpy
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pylota.core.compose import Address, MessageSpec, compose
from pylota.core.compose import dkim as signing
from pylota.core.compose.dkim import SIGNED_HEADERS, DkimKey, generate_ed25519_key, sign

DOMAIN = "mail.pylota.test"
NOW = 1_764_547_200


def _rsa(bits: int) -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=bits)


def _pem(key: rsa.RSAPrivateKey, fmt: serialization.PrivateFormat) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, fmt, serialization.NoEncryption())


# Keys of several sizes, as PKCS#8 and as PKCS#1 PEM (the two forms the keyring may hold).
_RSA_KEYS = {bits: _rsa(bits) for bits in (1024, 2048, 3072)}
_FORMATS = {
    "p8": serialization.PrivateFormat.PKCS8,
    "p1": serialization.PrivateFormat.TraditionalOpenSSL,
}
RSA_KEYS = [
    (f"r{bits}{name}", _pem(key, fmt))
    for bits, key in _RSA_KEYS.items()
    for name, fmt in _FORMATS.items()
]
ED = generate_ed25519_key()
RECORDS = {f"{sel}._domainkey.{DOMAIN}": signing.txt_record(pem) for sel, pem in RSA_KEYS}
RECORDS[f"ed._domainkey.{DOMAIN}"] = ED.txt_record


def dnsfunc(name: bytes, timeout: int = 5) -> bytes | None:
    value = RECORDS.get(name.decode().rstrip("."))
    return value.encode() if value is not None else None


@contextmanager
def pinned_clock():
    """dkimpy reads ``time.time()`` for ``t=``; pin it in dkimpy's module only."""
    real = dkimpy.time
    dkimpy.time = types.SimpleNamespace(time=lambda: NOW)
    try:
        yield
    finally:
        dkimpy.time = real


def dkimpy_reference(raw: bytes, keys: list[DkimKey]) -> bytes:
    """What the signer did before: dkimpy end to end, its pure-Python RSA included."""
    include = signing._include_headers(raw, SIGNED_HEADERS)
    ordered = sorted(keys, key=lambda k: k.algorithm != "rsa-sha256")
    headers = [
        dkimpy.sign(
            raw,
            k.selector.encode(),
            k.domain.encode(),
            signing._dkimpy_private_key(k.private_key),
            signature_algorithm=k.algorithm.encode(),
            canonicalize=(b"relaxed", b"relaxed"),
            include_headers=include,
            linesep=b"\r\n",
        )
        for k in ordered
    ]
    return b"".join(headers) + raw


def verify_all(raw: bytes) -> list[bool]:
    checker = dkimpy.DKIM(raw)
    count = sum(1 for k, _ in checker.headers if k.lower() == b"dkim-signature")
    results = []
    for i in range(count):
        try:
            results.append(checker.verify(idx=i, dnsfunc=dnsfunc))
        except dkimpy.DKIMException:
            results.append(False)
    return results


# Messages: From always, a mix of signed, unsigned and repeated headers, values with runs of
# spaces and tabs, folded or not, and bodies with trailing whitespace, blank lines and 8-bit text.
_VALUE = st.text(
    alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E) | st.sampled_from(" \t"),
    max_size=90,
)
_NAMES = st.sampled_from(
    [
        "To",
        "Cc",
        "Subject",
        "Date",
        "Message-ID",
        "In-Reply-To",
        "References",
        "MIME-Version",
        "Content-Type",
        "Reply-To",
        "List-Unsubscribe",
        "List-Unsubscribe-Post",
        "subject",
        "X-Agent-Run",
        "Received",
        "Return-Path",
    ]
)


def _fold(value: str, at: int) -> str:
    spaces = [i for i, c in enumerate(value) if c == " " and 0 < i < len(value) - 1]
    if not spaces:
        return value
    i = spaces[at % len(spaces)]
    return value[:i] + "\r\n" + value[i:]


@st.composite
def messages(draw) -> bytes:
    headers = [("From", draw(_VALUE) + f" <agent@{DOMAIN}>")]
    for _ in range(draw(st.integers(0, 12))):
        headers.insert(draw(st.integers(0, len(headers))), (draw(_NAMES), draw(_VALUE)))
    lines = []
    for name, value in headers:
        if draw(st.booleans()):
            value = _fold(value, draw(st.integers(0, 50)))
        lines.append(f"{name}:{draw(st.sampled_from([' ', '', '  ', chr(9)]))}{value}")
    head = "\r\n".join(lines).encode("ascii")
    body_lines = draw(st.lists(st.text(max_size=80).map(_no_newlines), max_size=15))
    body = "\r\n".join(body_lines).encode("utf-8") + draw(
        st.sampled_from([b"", b"\r\n", b"\r\n\r\n"])
    )
    return head + b"\r\n\r\n" + body


def _no_newlines(text: str) -> str:
    return text.replace("\r", " ").replace("\n", " ")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=messages(), key=st.sampled_from(RSA_KEYS))
def test_rsa_signatures_are_byte_identical_to_dkimpy_and_verify(raw: bytes, key) -> None:
    selector, pem = key
    keys = [DkimKey(DOMAIN, selector, pem)]
    with pinned_clock():
        ours = sign(raw, keys)
        reference = dkimpy_reference(raw, keys)
    assert ours == reference
    assert verify_all(ours) == [True]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=messages(), key=st.sampled_from(RSA_KEYS))
def test_rsa_and_ed25519_together_match_dkimpy_and_both_verify(raw: bytes, key) -> None:
    selector, pem = key
    keys = [DkimKey(DOMAIN, "ed", ED.private_key), DkimKey(DOMAIN, selector, pem)]
    with pinned_clock():
        ours = sign(raw, keys)
        reference = dkimpy_reference(raw, keys)
    assert ours == reference
    assert verify_all(ours) == [True, True]


def _composed() -> bytes:
    return compose(
        MessageSpec(
            from_=Address("Research Agent", f"research@{DOMAIN}"),
            to=[Address("Jörg", "joerg@example.de")],
            subject="Grüße — a subject long enough to be folded by the composer " * 3,
            text="Hello  \n\n\nthe numbers\n",
            html="<p>Hello</p>",
            headers=[("List-Unsubscribe", f"<https://{DOMAIN}/u/1>")],
        )
    ).raw


@pytest.mark.parametrize(("selector", "pem"), RSA_KEYS)
def test_composed_messages_match_dkimpy_for_every_key_form(selector: str, pem: bytes) -> None:
    raw = _composed()
    keys = [DkimKey(DOMAIN, selector, pem)]
    with pinned_clock():
        assert sign(raw, keys) == dkimpy_reference(raw, keys)
    assert verify_all(sign(raw, keys)) == [True]


def test_rsa_does_not_use_dkimpys_pure_python_signing(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("dkimpy's pure-Python RSA was called")

    monkeypatch.setattr(dkimpy, "RSASSA_PKCS1_v1_5_sign", refuse)
    raw = _composed()
    signed = sign(raw, [DkimKey(DOMAIN, RSA_KEYS[2][0], RSA_KEYS[2][1])])
    assert verify_all(signed) == [True]


def test_tampering_still_breaks_the_cryptography_signature() -> None:
    raw = _composed()
    signed = sign(raw, [DkimKey(DOMAIN, RSA_KEYS[2][0], RSA_KEYS[2][1])])
    assert verify_all(signed.replace(b"the numbers", b"the Numbers")) == [False]
    assert verify_all(signed.replace(b"Subject: ", b"Subject: Re: ", 1)) == [False]


@pytest.mark.parametrize(
    "raw",
    [
        b" continued\r\nFrom: a@mail.pylota.test\r\n\r\nbody\r\n",
        b"From: a@mail.pylota.test\r\nnot a header line\r\n\r\nbody\r\n",
    ],
)
def test_unparsable_headers_are_a_dkim_error(raw: bytes) -> None:
    with pytest.raises(signing.DkimError):
        sign(raw, [DkimKey(DOMAIN, RSA_KEYS[2][0], RSA_KEYS[2][1])])
