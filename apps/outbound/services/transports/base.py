"""One vocabulary for every transport, as django-anymail has one for every provider.

A transport takes an ``Envelope`` (the signed bytes, the VERP return path and the
recipients it should handle) and answers one ``RecipientResult`` per recipient. It never
raises for a delivery problem: a refused recipient, a relay that is down or a connection
lost after the final dot are all outcomes. The delivery pipeline (services/delivery.py)
turns outcomes into recipient states and events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from pylota.core.dsn import classify, enhanced_code


class Outcome(StrEnum):
    DELIVERED = "delivered"  # the next hop took responsibility (250 after DATA, provider id)
    DEFERRED = "deferred"  # a temporary failure: retry on the schedule
    BOUNCED = "bounced"  # the recipient was refused; ``hard`` says whether to suppress
    FAILED = "failed"  # not the recipient's fault and not worth retrying
    COMPLAINED = "complained"  # delivered, then reported as spam (the simulator says so)
    UNCONFIRMED = "unconfirmed"  # the message may or may not have been taken: never resend


@dataclass(frozen=True)
class Envelope:
    message_id: str  # our msg_ ID (for logs and providers' tags, never content)
    mail_from: str
    recipients: tuple[str, ...]
    raw: bytes = field(repr=False)
    smtputf8: bool = False


@dataclass(frozen=True)
class RecipientResult:
    address: str
    outcome: Outcome
    smtp_code: int | None = None
    enhanced_status: str = ""
    diagnostic: str = ""  # the remote's words, bounded; never our message's content
    hard: bool = False
    reason: str = ""
    provider_message_id: str = ""


def from_reply(address: str, code: int, message: bytes | str, *, stage: str) -> RecipientResult:
    """The outcome an SMTP reply gives one recipient (RFC 5321 4.2.1 reply classes)."""
    text = message.decode("utf-8", "replace") if isinstance(message, bytes) else message
    text = " ".join(text.split())[:400]
    status = enhanced_code(text) or (f"{code // 100}.0.0" if code >= 400 else "")
    diagnostic = f"{stage}: {code} {text}".strip()[:500]
    if 200 <= code < 300:
        return RecipientResult(address, Outcome.DELIVERED, code, status, diagnostic)
    if 400 <= code < 500:
        return RecipientResult(
            address, Outcome.DEFERRED, code, status, diagnostic, reason="delayed"
        )
    hard, reason = classify("failed", status or "5.0.0", text)
    return RecipientResult(address, Outcome.BOUNCED, code, status, diagnostic, hard, reason)


def all_with(
    envelope: Envelope,
    outcome: Outcome,
    diagnostic: str,
    *,
    reason: str = "",
    code: int | None = None,
) -> list[RecipientResult]:
    return [
        RecipientResult(r, outcome, code, diagnostic=diagnostic[:500], reason=reason)
        for r in envelope.recipients
    ]


class Transport:
    """Subclasses set ``name`` and implement ``send``."""

    name: str = ""

    def send(self, envelope: Envelope) -> list[RecipientResult]:  # pragma: no cover
        raise NotImplementedError
