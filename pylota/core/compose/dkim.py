"""DKIM signing with dkimpy: RSA-SHA256 and Ed25519-SHA256 (RFC 6376, RFC 8463).

Keys come in as bytes from the keyring: PEM (PKCS#8 or PKCS#1 for RSA, PKCS#8 for
Ed25519); an Ed25519 key may also be its raw 32-byte seed or that seed in base64. With
both an RSA and an Ed25519 key, the message carries both signatures: receivers that know
Ed25519 (RFC 8463) use it, the rest fall back to RSA.

Canonicalization is relaxed/relaxed: relaxed header canonicalization survives refolding,
relaxed body canonicalization survives trailing-space and blank-line changes. No ``l=``
(a body-length limit lets anyone append content under our signature).

Signed headers: ``SIGNED_HEADERS``, each listed once more than it occurs in the message
("oversigning"), so nobody can add a second From, Subject or To, nor add a Cc or Reply-To
the message did not have, without breaking the signature. RFC 8058 requires
List-Unsubscribe and List-Unsubscribe-Post to be signed, so they are on the list.

dkimpy does the parsing, canonicalization, header selection, tags and folding; only the RSA
signing step goes through ``cryptography`` (OpenSSL): dkimpy signs RSA in pure Python, about
ten times the CPU (docs/benchmarks.md, send path). RSASSA-PKCS1-v1_5 is deterministic, so the
signature bytes are the ones dkimpy would produce (tests/core/compose/test_dkim_signer.py
checks byte equality against dkimpy's own signer). Ed25519 stays with dkimpy and PyNaCl
(libsodium), already native.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import dkim
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, padding, rsa
from cryptography.hazmat.primitives.asymmetric.utils import Prehashed

Algorithm = Literal["rsa-sha256", "ed25519-sha256"]

SIGNED_HEADERS = (
    "from",
    "to",
    "cc",
    "subject",
    "date",
    "message-id",
    "in-reply-to",
    "references",
    "mime-version",
    "content-type",
    "reply-to",
    "list-unsubscribe",
    "list-unsubscribe-post",
)
MIN_RSA_BITS = 1024  # what verifiers accept (RFC 8301); we generate 2048
DEFAULT_RSA_BITS = 2048
_SELECTOR = re.compile(
    r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$"
)


class DkimError(ValueError):
    """A key or parameter that cannot be used to sign."""


@dataclass(frozen=True)
class DkimKey:
    """One signing key: ``d=`` domain, ``s=`` selector and the private key bytes."""

    domain: str
    selector: str
    private_key: bytes

    @property
    def algorithm(self) -> Algorithm:
        return _load(self.private_key)[0]


@dataclass(frozen=True)
class GeneratedKey:
    algorithm: Algorithm
    private_key: bytes  # PEM, PKCS#8: hand it to the keyring to seal
    txt_record: str  # the DNS TXT value for {selector}._domainkey.{domain}

    @property
    def txt_strings(self) -> list[str]:
        """The TXT value cut into the at most 255-octet strings DNS needs."""
        return split_txt(self.txt_record)


def generate_rsa_key(bits: int = DEFAULT_RSA_BITS) -> GeneratedKey:
    if bits < DEFAULT_RSA_BITS:
        raise DkimError(f"generate RSA keys of at least {DEFAULT_RSA_BITS} bits")
    key = rsa.generate_private_key(public_exponent=65537, key_size=bits)
    return GeneratedKey("rsa-sha256", _pkcs8(key), txt_record(_pkcs8(key)))


def generate_ed25519_key() -> GeneratedKey:
    key = ed25519.Ed25519PrivateKey.generate()
    return GeneratedKey("ed25519-sha256", _pkcs8(key), txt_record(_pkcs8(key)))


def txt_record(private_key: bytes) -> str:
    """``v=DKIM1; k=rsa; p=…`` or ``v=DKIM1; k=ed25519; p=…`` for a private key."""
    algorithm, key = _load(private_key)
    if algorithm == "rsa-sha256":
        public = key.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        return f"v=DKIM1; k=rsa; p={base64.b64encode(public).decode('ascii')}"
    raw = key.public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw
    )  # RFC 8463 3: the raw 32-byte public key
    return f"v=DKIM1; k=ed25519; p={base64.b64encode(raw).decode('ascii')}"


def split_txt(value: str, size: int = 255) -> list[str]:
    return [value[i : i + size] for i in range(0, len(value), size)] or [""]


def sign(
    raw: bytes,
    keys: Sequence[DkimKey],
    *,
    headers: Sequence[str] = SIGNED_HEADERS,
) -> bytes:
    """``raw`` with one DKIM-Signature per key prepended (RSA first, then Ed25519).

    Each signature covers the message as given, not the other signatures, so their order
    does not matter to verifiers. Raise DkimError for an unusable key or selector.
    """
    if not isinstance(raw, bytes):
        raise TypeError("sign() needs the message as bytes")
    if not keys:
        raise DkimError("no DKIM key given")
    include = _include_headers(raw, headers)
    ordered = sorted(keys, key=lambda k: k.algorithm != "rsa-sha256")
    signatures: list[bytes] = []
    for key in ordered:
        algorithm, loaded = _load(key.private_key)
        selector = key.selector.strip().lower()
        if not _SELECTOR.match(selector):
            raise DkimError(f"selector {key.selector!r} is not a DNS label sequence")
        domain = key.domain.strip().lower().rstrip(".")
        try:
            domain.encode("ascii")
        except UnicodeEncodeError:
            raise DkimError("give the signing domain in A-label (xn--) form") from None
        try:
            signer = _Signer(
                raw,
                signature_algorithm=algorithm.encode("ascii"),
                linesep=b"\r\n",
                rsa_key=loaded if isinstance(loaded, rsa.RSAPrivateKey) else None,
            )
            signature = signer.sign(
                selector.encode("ascii"),
                domain.encode("ascii"),
                _dkimpy_private_key(key.private_key),
                canonicalize=(b"relaxed", b"relaxed"),
                include_headers=include,
            )
        except dkim.DKIMException as exc:
            raise DkimError(f"dkimpy refused to sign: {exc}") from None
        signatures.append(signature)
    return b"".join(signatures) + raw


def _include_headers(raw: bytes, wanted: Sequence[str]) -> list[bytes]:
    """Each wanted name once per occurrence plus once more (oversigning).

    The occurrences are counted in dkimpy's own parse of the header, the one its header
    selection signs from (and about a tenth of the cost of the ``email`` package's parser,
    which reads the whole body even for the header alone).
    """
    try:
        present, _ = dkim.rfc822_parse(raw)
    except dkim.DKIMException as exc:
        raise DkimError(f"dkimpy refused to sign: {exc}") from None
    except IndexError:  # dkimpy's parser on a first line that is a continuation
        raise DkimError("the message starts with a folded (continuation) line") from None
    counts: dict[bytes, int] = {}
    for name, _ in present:
        counts[name.lower()] = counts.get(name.lower(), 0) + 1
    out: list[bytes] = []
    for name in dict.fromkeys(n.lower().encode("ascii") for n in wanted):
        out.extend([name] * (counts.get(name, 0) + 1))
    if b"from" not in out:
        raise DkimError("the From header must be signed")
    return out


def _pkcs8(key: rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def _load(private_key: bytes) -> tuple[Algorithm, rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey]:
    if isinstance(private_key, str):
        private_key = private_key.encode("ascii")
    if not isinstance(private_key, bytes):
        raise DkimError("a private key is bytes (PEM, or an Ed25519 seed)")
    return _load_bytes(private_key)


# Loading a PEM RSA key checks its consistency, about 14 ms on a 2-core machine, and a
# signature needed four loads: cache the parsed keys (immutable objects) by their bytes.
@lru_cache(maxsize=64)
def _load_bytes(
    private_key: bytes,
) -> tuple[Algorithm, rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey]:
    key: object
    if private_key.lstrip().startswith(b"-----BEGIN"):
        try:
            key = serialization.load_pem_private_key(private_key, password=None)
        except (ValueError, TypeError) as exc:
            raise DkimError(f"unreadable PEM private key: {exc}") from None
    else:
        seed = private_key
        if len(seed) != 32:
            try:
                seed = base64.b64decode(private_key.strip(), validate=True)
            except ValueError:
                raise DkimError("a key is PEM, a 32-byte Ed25519 seed, or its base64") from None
        if len(seed) != 32:
            raise DkimError("an Ed25519 seed is 32 bytes")
        key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    if isinstance(key, rsa.RSAPrivateKey):
        if key.key_size < MIN_RSA_BITS:
            raise DkimError(f"RSA keys need at least {MIN_RSA_BITS} bits")
        return "rsa-sha256", key
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return "ed25519-sha256", key
    raise DkimError(f"unsupported key type {type(key).__name__}: use RSA or Ed25519")


class _Signer(dkim.DKIM):
    """dkimpy's signer with the RSA signing step through ``cryptography``.

    ``DKIM.sign`` (tags, body hash, header checks) is dkimpy's; ``gen_header`` is dkimpy
    1.1's with ``RSASSA_PKCS1_v1_5_sign`` (pure Python) replaced by OpenSSL's RSASSA-PKCS1-v1_5
    over the same SHA-256 digest. It relies on dkimpy helpers (``fold``, ``RE_BTAG``,
    ``hash_headers``) of the pinned version: the byte-equality tests catch an upgrade that
    changes them.
    """

    def __init__(self, message: bytes, *, rsa_key: rsa.RSAPrivateKey | None, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self._rsa_key = rsa_key

    def gen_header(self, fields, include_headers, canon_policy, header_name, pk, standardize=False):
        if self._rsa_key is None or standardize or self.signature_algorithm != b"rsa-sha256":
            return super().gen_header(
                fields, include_headers, canon_policy, header_name, pk, standardize
            )
        header_value = b"; ".join(b"=".join(x) for x in fields)
        header_value = dkim.fold(header_value, namelen=len(header_name), linesep=b"\r\n")
        header_value = dkim.RE_BTAG.sub(b"\\1", header_value)
        header = (header_name, b" " + header_value)
        h = dkim.HashThrough(self.hasher(), self.debug_content)
        headers = canon_policy.canonicalize_headers(self.headers)
        self.signed_headers = dkim.hash_headers(
            h, canon_policy, headers, include_headers, header, dict(fields)
        )
        signature = self._rsa_key.sign(h.digest(), padding.PKCS1v15(), Prehashed(hashes.SHA256()))
        idx = next(i for i, (name, _) in enumerate(fields) if name == b"b")
        fields[idx] = (b"b", base64.b64encode(signature))
        header_value = b"; ".join(b"=".join(x) for x in fields) + self.linesep
        return dkim.fold(header_value, namelen=len(header_name), linesep=self.linesep)


@lru_cache(maxsize=64)
def _dkimpy_private_key(private_key: bytes) -> bytes:
    """The key in the form dkimpy's ``DKIM.sign`` parses (it checks it; RSA signs above)."""
    algorithm, key = _load(private_key)
    if algorithm == "rsa-sha256":
        # dkimpy reads PKCS#1 ("RSA PRIVATE KEY") only.
        return key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.TraditionalOpenSSL,
            serialization.NoEncryption(),
        )
    seed = key.private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
    )
    return base64.b64encode(seed)  # dkimpy wants the base64 seed (PyNaCl SigningKey)
