"""The trust decision for one received message and one identity: deliver or quarantine.

Every rule is evaluated and every matching one is reported, in this order (docs/trust.md):

1. ``blocked_sender`` — a receive block list entry matches the From address or domain, the
   envelope sender, a Reply-To or a DKIM signing domain (claims; no proof needed to block).
2. ``prompt_injection`` — the injection score is at or over the tenant's threshold.
   An allow list entry never bypasses this rule: an allowed sender can be compromised.
3. ``dmarc_fail`` — DMARC fails and the domain's policy is ``reject`` or ``quarantine``
   (unless a trusted ARC sealer vouches that DMARC passed before it forwarded the message).
4. ``from_not_aligned`` — the From domain publishes DMARC (policy ``none``) and the message
   is not authenticated for it.
5. ``reply_to_mismatch`` — the From domain is authenticated and a Reply-To points to
   another organizational domain (answers would go somewhere the sender did not prove).
6. the identity's sender policy: ``unknown_sender`` under ``known_senders`` (From is not
   an authenticated address the identity has written to, nor allowed),
   ``sender_not_allowed`` under ``allowlist_only`` (no allow entry matched). Delivery
   status and disposition reports are exempt: their From is the remote mail system's.

An allow list entry matches only what the message *proved* (an aligned From, an SPF-pass
envelope domain, a DKIM-pass signing domain) and skips rules 3 to 6. Between an allow and
a block entry, the more specific one wins (an address over a domain, then an identity's
entry over the tenant's); on a tie, the block wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from pylota.core.authverdict import org_domain

SENDER_POLICIES = ("open", "known_senders", "allowlist_only")
REASON_CODES = (
    "blocked_sender",
    "prompt_injection",
    "dmarc_fail",
    "from_not_aligned",
    "reply_to_mismatch",
    "unknown_sender",
    "sender_not_allowed",
)


@dataclass(frozen=True)
class ListHit:
    action: str  # "allow" | "block"
    kind: str  # "address" | "domain"
    scope: str  # "identity" | "tenant"
    value: str
    matched: str  # which part of the message it matched: from, mail_from, dkim, reply_to

    @property
    def specificity(self) -> tuple[int, int, int]:
        return (
            2 if self.kind == "address" else 1,
            1 if self.scope == "identity" else 0,
            1 if self.action == "block" else 0,  # the tie-break: block wins
        )

    def describe(self) -> str:
        return f"{self.scope} {self.action} list: {self.kind} {self.value} ({self.matched})"


def resolve_lists(hits: Iterable[ListHit]) -> ListHit | None:
    """The entry that decides, when allow and block entries both match."""
    hits = list(hits)
    return max(hits, key=lambda h: h.specificity) if hits else None


@dataclass(frozen=True)
class TrustFacts:
    dmarc: str = "none"
    dmarc_policy: str = ""
    publishes_dmarc: bool = False
    aligned_from: bool = False
    arc_override: bool = False
    from_domain: str = ""
    reply_to_domains: tuple[str, ...] = ()
    injection_score: int = 0
    injection_threshold: int = 50
    list_hit: ListHit | None = None
    sender_policy: str = "open"
    known_sender: bool = False
    exempt_from_sender_policy: bool = False


@dataclass(frozen=True)
class Reason:
    code: str
    detail: str

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "detail": self.detail}


@dataclass(frozen=True)
class Decision:
    reasons: tuple[Reason, ...] = field(default=())
    allowed_by: ListHit | None = None

    @property
    def quarantined(self) -> bool:
        return bool(self.reasons)

    @property
    def codes(self) -> list[str]:
        return [r.code for r in self.reasons]


def decide(facts: TrustFacts) -> Decision:
    reasons: list[Reason] = []
    hit = facts.list_hit
    allowed = hit if hit is not None and hit.action == "allow" else None
    if hit is not None and hit.action == "block":
        reasons.append(Reason("blocked_sender", hit.describe()))
    if facts.injection_score >= facts.injection_threshold:
        reasons.append(
            Reason(
                "prompt_injection",
                f"injection score {facts.injection_score} is at or over the threshold "
                f"{facts.injection_threshold}",
            )
        )
    if allowed is None:
        reasons += _authentication_rules(facts)
        reasons += _sender_policy(facts)
    return Decision(reasons=tuple(reasons), allowed_by=allowed)


def _authentication_rules(facts: TrustFacts) -> list[Reason]:
    out = []
    enforced = facts.dmarc == "fail" and facts.dmarc_policy in ("reject", "quarantine")
    if enforced and not facts.arc_override:
        out.append(
            Reason(
                "dmarc_fail", f"DMARC fails for {facts.from_domain} (policy {facts.dmarc_policy})"
            )
        )
    elif (
        not enforced
        and facts.publishes_dmarc
        and not facts.aligned_from
        and facts.dmarc != "temperror"
        and not facts.arc_override
    ):
        out.append(
            Reason(
                "from_not_aligned",
                f"{facts.from_domain} publishes DMARC and the message is not authenticated for it",
            )
        )
    if facts.aligned_from and facts.from_domain:
        ours = org_domain(facts.from_domain)
        others = sorted({d for d in facts.reply_to_domains if d and org_domain(d) != ours})
        if others:
            out.append(
                Reason(
                    "reply_to_mismatch",
                    f"Reply-To points to {others[0]}, not the authenticated {facts.from_domain}",
                )
            )
    return out


def _sender_policy(facts: TrustFacts) -> list[Reason]:
    if facts.exempt_from_sender_policy or facts.sender_policy == "open":
        return []
    if facts.sender_policy == "allowlist_only":
        return [Reason("sender_not_allowed", "the identity accepts allow-listed senders only")]
    if not facts.aligned_from:
        return [Reason("unknown_sender", "the From address is not authenticated")]
    if not facts.known_sender:
        return [Reason("unknown_sender", "the identity has not written to this sender")]
    return []
