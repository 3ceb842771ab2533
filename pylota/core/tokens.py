"""One-time tokens for invitations and sign-in links: shown once, kept as a digest."""

from __future__ import annotations

import hashlib
import secrets


def token_new() -> tuple[str, str]:
    token = secrets.token_urlsafe(32)
    return token, token_digest(token)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
