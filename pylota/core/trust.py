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
6. sender impersonation (``pylota.core.spoof``): ``own_domain_unauthenticated``,
   ``display_name_spoof``, ``lookalike_domain``, ``deceptive_subdomain`` when the signal is
   strong; a weak one is a flag. ``dns_temperror``: DNS could not answer and the From is
   not otherwise proven; the tenant's ``dns_temperror_action`` holds or flags it.
7. the identity's sender policy: ``unknown_sender`` under ``known_senders`` (From is not
   an authenticated address the identity has written to, nor allowed),
   ``sender_not_allowed`` under ``allowlist_only`` (no allow entry matched). Delivery
   status and disposition reports are exempt: their From is the remote mail system's.

An allow list entry matches only what the message *proved* (an aligned From, an SPF-pass
envelope domain, a DKIM-pass signing domain) and skips rules 3 to 7.

Context: the injection threshold a message is held at depends on who sent it (``SENDER``):
the tenant's threshold for a known contact, lower for a first contact, lower still for an
unproven From and lowest for an impersonating one. A held message is quarantined; a flag
(``Decision.flags``) delivers it with a visible warning. Every decision names the sender's
tier (``Decision.sender``) and the threshold it applied. Between an allow and
a block entry, the more specific one wins (an address over a domain, then an identity's
entry over the tenant's); on a tie, the block wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from pylota.core.authverdict import org_domain
from pylota.core.spoof import SenderSignal

SENDER_POLICIES = ("open", "known_senders", "allowlist_only")
REASON_CODES = (
    "blocked_sender",
    "prompt_injection",
    "dmarc_fail",
    "from_not_aligned",
    "reply_to_mismatch",
    "own_domain_unauthenticated",
    "display_name_spoof",
    "lookalike_domain",
    "deceptive_subdomain",
    "dns_temperror",
    "unknown_sender",
    "sender_not_allowed",
)
# Codes that may also appear as flags (delivered, with a warning), not only as reasons.
FLAG_CODES = (
    "display_name_spoof",
    "lookalike_domain",
    "deceptive_subdomain",
    "dns_temperror",
    "unauthenticated_sender",
)
DNS_TEMPERROR_ACTIONS = ("flag", "hold")
# Sender tiers, most trusted first, with how far each lowers the injection threshold.
SENDER = {
    "known": 0,  # authenticated, and the identity has written to it (or allow-listed)
    "first_contact": 5,  # authenticated, never written to
    "unverified": 0,  # DNS could not answer: nothing is known either way (the tenant's
    # dns_temperror_action decides, not the threshold)
    "unauthenticated": 10,  # DNS answered and nothing proves the From
    "impersonating": 20,  # a strong impersonation signal
}
THRESHOLD_FLOOR = 10  # context never lowers a threshold below this
_TIER_WORDS = {
    "known": "is known",
    "first_contact": "writes for the first time",
    "unverified": "could not be checked",
    "unauthenticated": "is not authenticated",
    "impersonating": "impersonates another",
}


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
    internal: bool = False  # our own loopback delivery of mail we sent (by its bytes)
    sender_signals: tuple[SenderSignal, ...] = ()
    dns: str = "ok"  # ok | temperror | offline (pylota.core.authverdict.AuthVerdict.dns)
    dns_temperror_action: str = "flag"

    @property
    def authenticated(self) -> bool:
        return self.aligned_from or self.internal


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
    flags: tuple[Reason, ...] = field(default=())
    sender: str = "unauthenticated"
    injection_threshold: int = 50

    def to_dict(self) -> dict[str, object]:
        """The trust data shown with a message: who sent it, why it is held or flagged."""
        return {
            "sender": self.sender,
            "injection_threshold": self.injection_threshold,
            "reasons": [r.to_dict() for r in self.reasons],
            "flags": [r.to_dict() for r in self.flags],
        }

    @property
    def quarantined(self) -> bool:
        return bool(self.reasons)

    @property
    def codes(self) -> list[str]:
        return [r.code for r in self.reasons]


def sender_tier(facts: TrustFacts, *, allowed: bool = False) -> str:
    """Who sent it, as far as the message proves: a key of ``SENDER``."""
    if any(s.strong for s in facts.sender_signals) and not allowed:
        return "impersonating"
    if allowed or (facts.authenticated and facts.known_sender):
        return "known"
    if facts.authenticated:
        return "first_contact"
    return "unverified" if facts.dns != "ok" else "unauthenticated"


def effective_threshold(threshold: int, tier: str) -> int:
    """The tenant's injection threshold, lowered for a less trusted sender (never raised:
    the tenant's value is already within its partner's ceiling)."""
    return max(threshold - SENDER[tier], min(threshold, THRESHOLD_FLOOR))


def decide(facts: TrustFacts) -> Decision:
    reasons: list[Reason] = []
    flags: list[Reason] = []
    hit = facts.list_hit
    allowed = hit if hit is not None and hit.action == "allow" else None
    if hit is not None and hit.action == "block":
        reasons.append(Reason("blocked_sender", hit.describe()))
    tier = sender_tier(facts, allowed=allowed is not None)
    threshold = effective_threshold(facts.injection_threshold, tier)
    if facts.injection_score >= threshold:
        why = (
            ""
            if threshold == facts.injection_threshold
            else (
                f" (the tenant's {facts.injection_threshold}, lowered for a sender who "
                f"{_TIER_WORDS[tier]})"
            )
        )
        reasons.append(
            Reason(
                "prompt_injection",
                f"injection score {facts.injection_score} is at or over the threshold "
                f"{threshold}{why}",
            )
        )
    if allowed is None:
        reasons += _authentication_rules(facts)
        held, flagged = _sender_rules(facts)
        reasons += held
        flags += flagged
        reasons += _sender_policy(facts)
    return Decision(
        reasons=tuple(reasons),
        allowed_by=allowed,
        flags=tuple(flags),
        sender=tier,
        injection_threshold=threshold,
    )


def _sender_rules(facts: TrustFacts) -> tuple[list[Reason], list[Reason]]:
    """(held, flagged): impersonation signals, then what DNS could not tell."""
    held: list[Reason] = []
    flagged: list[Reason] = []
    order = {code: i for i, code in enumerate(REASON_CODES)}
    for signal in sorted(facts.sender_signals, key=lambda s: order.get(s.code, 99)):
        (held if signal.strong else flagged).append(Reason(signal.code, signal.detail))
    if not facts.authenticated and facts.dns != "ok":
        what = "could not be reached" if facts.dns == "temperror" else "is not configured"
        reason = Reason(
            "dns_temperror",
            f"DNS {what}, so the From domain {facts.from_domain or '(none)'} could not be checked",
        )
        (held if facts.dns_temperror_action == "hold" else flagged).append(reason)
    elif not facts.authenticated and facts.from_domain and not held:
        flagged.append(
            Reason(
                "unauthenticated_sender",
                f"nothing proves the message comes from {facts.from_domain}",
            )
        )
    return held, flagged


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
    if not facts.authenticated:
        return [Reason("unknown_sender", "the From address is not authenticated")]
    if not facts.known_sender:
        return [Reason("unknown_sender", "the identity has not written to this sender")]
    return []
