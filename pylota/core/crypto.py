"""The sealing envelope for secrets at rest: AES-256-GCM under a master key with a key id.

Envelope text: ``pmse1.<kid>.<base64url(nonce || ciphertext+tag)>``. ``kid`` is the first
16 hex digits of SHA-256 over the master key, so an envelope names the key that opens it
and a rotation can hold two keys at once. The context string is bound as associated data:
a secret sealed for one column cannot be opened as another.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

VERSION = "pmse1"
_NONCE_LEN = 12


class SealError(ValueError):
    """An envelope that cannot be opened: unknown key id, tampering or bad format."""


@dataclass(frozen=True)
class MasterKey:
    material: bytes

    def __post_init__(self) -> None:
        if len(self.material) != 32:
            raise ValueError("a master key is exactly 32 bytes")

    @property
    def kid(self) -> str:
        return hashlib.sha256(self.material).hexdigest()[:16]

    @classmethod
    def from_text(cls, text: str) -> MasterKey:
        """Parse a master key written as 64 hex digits or as base64 of 32 bytes."""
        text = text.strip()
        try:
            raw = bytes.fromhex(text) if len(text) == 64 else base64.b64decode(text, validate=True)
        except (ValueError, binascii.Error) as exc:
            raise ValueError("a master key is 64 hex digits or base64 of 32 bytes") from exc
        return cls(raw)

    @classmethod
    def generate(cls) -> MasterKey:
        return cls(os.urandom(32))

    def to_text(self) -> str:
        return base64.b64encode(self.material).decode()


def seal(plaintext: bytes, *, key: MasterKey, context: str) -> str:
    nonce = os.urandom(_NONCE_LEN)
    body = AESGCM(key.material).encrypt(nonce, plaintext, context.encode())
    return f"{VERSION}.{key.kid}.{base64.urlsafe_b64encode(nonce + body).decode()}"


def envelope_kid(envelope: str) -> str:
    parts = envelope.split(".")
    if len(parts) != 3 or parts[0] != VERSION:
        raise SealError("not a sealed envelope")
    return parts[1]


def open_sealed(envelope: str, *, keys: dict[str, MasterKey], context: str) -> bytes:
    kid = envelope_kid(envelope)
    key = keys.get(kid)
    if key is None:
        raise SealError(f"no master key with id {kid}")
    body = envelope.split(".")[2]
    try:
        raw = base64.urlsafe_b64decode(body)
        # One envelope, one spelling: spare bits in the last base64 character are refused.
        if base64.urlsafe_b64encode(raw).decode() != body:
            raise SealError("the envelope is not in canonical form")
        return AESGCM(key.material).decrypt(raw[:_NONCE_LEN], raw[_NONCE_LEN:], context.encode())
    except (InvalidTag, ValueError, binascii.Error) as exc:
        raise SealError("the envelope does not open under its key") from exc
