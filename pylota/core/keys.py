"""API key secrets: format, hashing and constant-time verification.

A secret looks like ``pm_live_<prefix>_<body>``. The prefix (8 characters) is stored in
clear and indexed, so a lookup finds the row without knowing the secret; only a SHA-256
digest of the whole secret is stored. The secret carries 192 random bits, so a fast hash
is enough: there is nothing to brute-force.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

SECRET_PREFIX = "pm_live_"  # noqa: S105 (a marker, not a secret)
_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_PREFIX_LEN = 8
_BODY_LEN = 33  # 33 base62 characters hold more than 192 bits
_SECRET_RE = re.compile(
    rf"^pm_live_(?P<prefix>[0-9a-zA-Z]{{{_PREFIX_LEN}}})_[0-9a-zA-Z]{{{_BODY_LEN}}}$"
)


@dataclass(frozen=True)
class NewSecret:
    secret: str
    prefix: str
    digest: str


def _random(length: int) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def generate() -> NewSecret:
    prefix = _random(_PREFIX_LEN)
    secret = f"{SECRET_PREFIX}{prefix}_{_random(_BODY_LEN)}"
    return NewSecret(secret=secret, prefix=prefix, digest=digest(secret))


def parse_prefix(secret: str) -> str | None:
    """The public prefix of a well-formed secret, or None for anything else."""
    match = _SECRET_RE.match(secret or "")
    return match["prefix"] if match else None


def verify(secret: str, stored_digest: str) -> bool:
    return hmac.compare_digest(digest(secret), stored_digest)
