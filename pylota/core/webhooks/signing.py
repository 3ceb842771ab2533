"""Standard Webhooks signatures (https://www.standardwebhooks.com/): pure Python.

A delivery carries three headers:

- ``webhook-id``: the event ID, the same on every attempt and every replay, so a receiver
  can drop duplicates;
- ``webhook-timestamp``: integer seconds since the epoch when this attempt was signed;
- ``webhook-signature``: space-separated ``v1,<base64 HMAC-SHA256>`` values, one per secret
  in force, each over ``"{id}.{timestamp}.{body}"``.

Secrets are ``whsec_`` followed by base64 of random bytes; the HMAC key is the decoded
bytes, not the text. After a rotation two secrets are in force for a while, and a receiver
that knows either one finds a signature it can check.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

SECRET_PREFIX = "whsec_"  # noqa: S105 (a marker, not a secret)
SECRET_BYTES = 32
VERSION = "v1"
DEFAULT_TOLERANCE_SECONDS = 300


class SignatureError(ValueError):
    """Headers that do not verify: missing, malformed, out of tolerance or not matching."""


def generate_secret(nbytes: int = SECRET_BYTES) -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(nbytes)).decode()


def secret_key(secret: str) -> bytes:
    """The HMAC key inside a ``whsec_`` secret (the prefix is optional, as in the spec)."""
    body = secret.removeprefix(SECRET_PREFIX)
    try:
        key = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ValueError("a webhook secret is whsec_ followed by base64") from exc
    if not key:
        raise ValueError("a webhook secret may not be empty")
    return key


def signed_content(msg_id: str, timestamp: int, body: bytes) -> bytes:
    return f"{msg_id}.{timestamp}.".encode() + body


def sign(secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    """One ``v1,<base64>`` signature."""
    digest = hmac.new(secret_key(secret), signed_content(msg_id, timestamp, body), hashlib.sha256)
    return f"{VERSION},{base64.b64encode(digest.digest()).decode()}"


@dataclass(frozen=True)
class SignedHeaders:
    webhook_id: str
    webhook_timestamp: str
    webhook_signature: str

    def as_dict(self) -> dict[str, str]:
        return {
            "webhook-id": self.webhook_id,
            "webhook-timestamp": self.webhook_timestamp,
            "webhook-signature": self.webhook_signature,
        }


def sign_headers(
    secrets_in_force: Iterable[str], msg_id: str, timestamp: int, body: bytes
) -> SignedHeaders:
    """Headers for one attempt, with one signature per secret (current first)."""
    signatures = [sign(secret, msg_id, timestamp, body) for secret in secrets_in_force]
    if not signatures:
        raise ValueError("at least one secret is needed to sign")
    return SignedHeaders(msg_id, str(int(timestamp)), " ".join(signatures))


def verify(
    secret: str,
    headers: Mapping[str, str],
    body: bytes,
    *,
    now: int,
    tolerance: int = DEFAULT_TOLERANCE_SECONDS,
) -> None:
    """Raise SignatureError unless one ``v1`` signature matches and the time is close.

    This is the receiver's side, kept here for our tests and for the documentation's
    example; receivers normally use a Standard Webhooks library.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    msg_id = lowered.get("webhook-id")
    raw_timestamp = lowered.get("webhook-timestamp")
    header = lowered.get("webhook-signature")
    if not (msg_id and raw_timestamp and header):
        raise SignatureError("missing webhook-id, webhook-timestamp or webhook-signature")
    try:
        timestamp = int(raw_timestamp)
    except ValueError as exc:
        raise SignatureError("webhook-timestamp is not an integer") from exc
    if abs(now - timestamp) > tolerance:
        raise SignatureError("webhook-timestamp is outside the tolerance")
    expected = sign(secret, msg_id, timestamp, body).partition(",")[2].encode()
    for candidate in header.split():
        version, _, value = candidate.partition(",")
        if version == VERSION and hmac.compare_digest(value.encode(), expected):
            return
    raise SignatureError("no signature matches")
