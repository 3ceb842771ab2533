"""Standard Webhooks signatures (https://www.standardwebhooks.com), with the standard library.

The server signs ``{webhook-id}.{webhook-timestamp}.{body}`` with HMAC-SHA256 under the
base64 key of a ``whsec_…`` secret and sends ``webhook-signature: v1,<base64>`` (several,
space-separated, while a rotated secret overlaps). :func:`verify` checks one of them in
constant time and the timestamp against a tolerance (replay protection); :func:`sign` makes
the same headers, which ``pmail listen`` uses to relay events to a local URL.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
import time
import uuid
from collections.abc import Mapping
from typing import Any

from .errors import WebhookVerificationError

SECRET_PREFIX = "whsec_"  # noqa: S105 - the prefix, not a secret
DEFAULT_TOLERANCE = 300  # seconds, as the specification recommends


def _key(secret: str | bytes) -> bytes:
    if isinstance(secret, bytes):
        key = secret
    else:
        raw = secret.removeprefix(SECRET_PREFIX)
        try:
            key = base64.b64decode(raw + "=" * (-len(raw) % 4), validate=True)
        except (binascii.Error, ValueError) as exc:
            raise WebhookVerificationError("the webhook secret is not valid base64") from exc
    if not key:
        raise WebhookVerificationError("the webhook secret is empty")
    return key


def generate_secret(nbytes: int = 24) -> str:
    """A new ``whsec_…`` secret."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(nbytes)).decode()


def signature(secret: str | bytes, *, msg_id: str, timestamp: int, payload: str | bytes) -> str:
    body = payload if isinstance(payload, bytes) else payload.encode()
    signed = f"{msg_id}.{timestamp}.".encode() + body
    digest = hmac.new(_key(secret), signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def sign(
    payload: str | bytes,
    secret: str | bytes,
    *,
    msg_id: str | None = None,
    timestamp: int | None = None,
) -> dict[str, str]:
    """The three Standard Webhooks headers for ``payload``."""
    msg_id = msg_id or f"msg_{uuid.uuid4().hex}"
    timestamp = int(time.time()) if timestamp is None else int(timestamp)
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": signature(secret, msg_id=msg_id, timestamp=timestamp, payload=payload),
    }


def verify(
    payload: str | bytes,
    headers: Mapping[str, str],
    secret: str | bytes,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    now: float | None = None,
) -> Any:
    """Check a delivery and return its parsed JSON body; raise
    :class:`~pylota_mail.errors.WebhookVerificationError` otherwise.

    ``payload`` must be the body exactly as received (bytes), before any JSON parsing.
    """
    lowered = {k.lower(): v for k, v in headers.items()}
    msg_id = lowered.get("webhook-id")
    stamp = lowered.get("webhook-timestamp")
    signatures = lowered.get("webhook-signature")
    if not (msg_id and stamp and signatures):
        raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature")
    try:
        timestamp = int(stamp)
    except ValueError as exc:
        raise WebhookVerificationError("webhook-timestamp is not a Unix time") from exc
    current = time.time() if now is None else now
    if timestamp < current - tolerance:
        raise WebhookVerificationError("the message timestamp is too old")
    if timestamp > current + tolerance:
        raise WebhookVerificationError("the message timestamp is too new")
    expected = signature(secret, msg_id=msg_id, timestamp=timestamp, payload=payload).split(",", 1)[
        1
    ]
    expected_bytes = base64.b64decode(expected)
    for candidate in signatures.split():
        version, _, value = candidate.partition(",")
        if version != "v1":
            continue
        try:
            given = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            continue
        if hmac.compare_digest(expected_bytes, given):
            body = payload.decode() if isinstance(payload, bytes) else payload
            try:
                return json.loads(body)
            except ValueError as exc:
                raise WebhookVerificationError("the body is not JSON") from exc
    raise WebhookVerificationError("no matching signature")
